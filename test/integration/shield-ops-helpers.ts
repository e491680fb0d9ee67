// Helpers for the trust registry, servers, sampling, UI integrity, drills and webhook tests.
import { env } from "cloudflare:workers";
import { call, json, type Keys } from "./helpers";

export const DIGEST_A = "sha256:" + "a1".repeat(32);
export const DIGEST_B = "sha256:" + "b2".repeat(32);
export const DIGEST_C = "sha256:" + "c3".repeat(32);

export async function ok(res: Response, status = 200): Promise<any> {
  const body = await json(res);
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

export async function publisher(t: Keys, over: Record<string, unknown> = {}): Promise<any> {
  return ok(await call("/v1/shield/trust/publishers", { key: t.admin, body: { display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example", ...over } }), 201);
}

export async function pin(t: Keys, publisherId: string, digest: string, over: Record<string, unknown> = {}): Promise<any> {
  const res = await call("/v1/shield/trust/digests", {
    key: t.admin,
    body: { digest, server_name: "acme-files", publisher_id: publisherId, risk_tier: "med", capabilities: ["WRITE_PRIVATE", "READ_ONLY"], ...over },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`pin: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}

export const revoke = (t: Keys, digest: string) =>
  call("/v1/shield/trust/digests/revoke", { key: t.admin, body: { digest, reason: "compromised build", revokedBy: "sec@acme" } });

export async function events(t: Keys, type: string): Promise<any[]> {
  return (await json(await call(`/v1/shield/events?type=${encodeURIComponent(type)}&limit=500`, { key: t.auditor }))).data.events;
}

export async function rows<T = any>(sql: string, ...args: unknown[]): Promise<T[]> {
  return (await env.DB.prepare(sql).bind(...args).all<T>()).results;
}
