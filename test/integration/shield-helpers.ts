import { env } from "cloudflare:workers";
import type { TenantShieldApi } from "../../src/http/shield/common";
import { call, json, type Keys } from "./helpers";

export const stubFor = (tenantId: string) => env.TENANT_SHIELD.getByName(tenantId) as unknown as TenantShieldApi;

export async function setSettings(t: Keys, body: Record<string, unknown>) {
  const res = await call("/v1/shield/settings", { method: "PATCH", key: t.owner, body });
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

export async function declare(t: Keys, manifest: Record<string, unknown>) {
  const res = await call("/v1/shield/manifests", { key: t.admin, body: manifest });
  if (res.status !== 201 && res.status !== 200) throw new Error(`manifest: ${res.status} ${await res.text()}`);
}

export const manifest = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  summary: `The ${name} tool`,
  capability_class: "WRITE_PRIVATE",
  risk_tier: "med",
  ...over,
});

export function evaluate(t: Keys, body: Record<string, unknown>, opts: { key?: string; token?: string } = {}) {
  return call("/v1/shield/evaluate", {
    key: opts.key ?? t.agent,
    body,
    ...(opts.token ? { headers: { "x-shield-approval-token": opts.token } } : {}),
  });
}

/** Flushes the tenant DO's outbox to D1 (what the alarm does moments after each decision). */
export async function flush(t: Keys) {
  await stubFor(t.tenantId).flush();
}

export async function decisions(t: Keys, query = "") {
  await flush(t);
  return (await json(await call(`/v1/shield/decisions${query}`, { key: t.auditor }))).data.decisions as any[];
}

/**
 * Simulates a routing fault in the tenant's authority: its stored binding now names another
 * tenant, and the object restarts, so every later call for this tenant is refused by the object.
 */
export async function breakAuthority(tenantId: string): Promise<void> {
  const { runInDurableObject } = await import("cloudflare:test");
  const stub = env.TENANT_SHIELD.getByName(tenantId);
  await runInDurableObject(stub, (_instance: unknown, state: DurableObjectState) => {
    state.storage.sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('tenant_id', 'ten_someone_else')`);
  });
  await runInDurableObject(stub, (_instance: unknown, state: DurableObjectState) => state.abort("routing fault (test)")).catch(() => undefined);
}
