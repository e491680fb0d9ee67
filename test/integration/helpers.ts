import { env, exports } from "cloudflare:workers";
import { mintApiKey } from "../../src/auth/api-keys";
import type { Role } from "../../src/db/keys.repo";
import { newId } from "../../src/util/ids";

export type Keys = Record<Role, string> & { tenantId: string; ids: Record<Role, string> };

/** A tenant with one live key per role, written straight to D1 as the dev seeder does. */
export async function seedTenant(name = "test"): Promise<Keys> {
  const tenantId = newId("ten");
  const now = new Date().toISOString();
  const stmts = [env.DB.prepare("INSERT INTO tenants (id, name, created_at) VALUES (?, ?, ?)").bind(tenantId, name, now)];
  const keys = { tenantId, ids: {} } as Keys;
  for (const role of ["owner", "admin", "agent", "auditor"] as const) {
    const m = await mintApiKey();
    keys[role] = m.key;
    keys.ids[role] = m.id;
    stmts.push(
      env.DB.prepare("INSERT INTO api_keys (id, tenant_id, role, label, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)").bind(
        m.id, tenantId, role, role, m.hash, now,
      ),
    );
  }
  await env.DB.batch(stmts);
  return keys;
}

export interface CallOptions {
  method?: string;
  key?: string | null;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization ??= `Bearer ${opts.key}`;
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  return exports.default.fetch(
    new Request(`https://shield.test${path}`, { method: opts.method ?? (body !== undefined ? "POST" : "GET"), headers, body }),
  );
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Asserts the error envelope and returns its error object. */
export async function expectError(res: Response, status: number, type: string) {
  const body = await json(res);
  if (res.status !== status || body?.ok !== false || body?.error?.type !== type || typeof body?.meta?.requestId !== "string") {
    throw new Error(`expected ${status} ${type}, got ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  }
  return body.error as Record<string, any>;
}

export const scanBody = (content: string, context: Record<string, unknown> = { source: "web", direction: "inbound" }) => ({
  content,
  context,
});
