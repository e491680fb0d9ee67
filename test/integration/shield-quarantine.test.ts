// One stored record that no longer reads under today's schemas must not take the tenant's
// authority down: it is quarantined (listed, with an event), everything else keeps working.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { call, json, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
});

/** Writes a record as an older schema would have, then restarts the object so it reloads. */
async function writeStale(kind: string, key: string, json: string): Promise<void> {
  const stub = env.TENANT_SHIELD.getByName(t.tenantId);
  await runInDurableObject(stub, (_i: unknown, state: DurableObjectState) => {
    state.storage.sql.exec(`INSERT OR REPLACE INTO records (kind, key, json) VALUES (?, ?, ?)`, kind, key, json);
  });
  await runInDurableObject(stub, (_i: unknown, state: DurableObjectState) => state.abort("reload (test)")).catch(() => undefined);
}

describe("stored records that fail today's schema", () => {
  it("are quarantined; the rest of the tenant keeps working", async () => {
    await declare(t, manifest("files/read", { capability_class: "READ_ONLY", risk_tier: "low" }));
    await setSettings(t, { mode: "enforce" });
    // A manifest written by an older version (a field renamed since), and one that is not JSON.
    await writeStale("manifest", "legacy/tool", JSON.stringify({ name: "legacy/tool", capabilityClass: "READ_ONLY" }));
    await writeStale("kill_switch", "ks_broken", "{not json");

    const ok = await evaluate(t, { toolName: "files/read" });
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.decision.action).toBe("allow");
    // The legacy tool is simply undeclared now: refused, not a 503 for the whole tenant.
    expect((await evaluate(t, { toolName: "legacy/tool" })).status).toBe(412);

    const q = (await json(await call("/v1/shield/quarantine", { key: t.auditor }))).data.records;
    expect(q.map((r: any) => `${r.kind}:${r.key}`).sort()).toEqual(["kill_switch:ks_broken", "manifest:legacy/tool"]);
    expect(q.find((r: any) => r.kind === "kill_switch").reason).toBe("not valid JSON");
    expect(q.find((r: any) => r.kind === "manifest").reason).toMatch(/capability_class/);
    expect(JSON.stringify(q)).not.toMatch(/capabilityClass/); // never the record's contents

    await flush(t);
    const events = (await json(await call("/v1/shield/events?type=shield.record.quarantined", { key: t.auditor }))).data.events;
    expect(events.map((e: any) => e.data.key).sort()).toEqual(["ks_broken", "legacy/tool"]);
    await expectForbidden();
  });

  it("unreadable settings load as enforce, never weaker", async () => {
    await declare(t, manifest("files/read", { capability_class: "READ_ONLY", risk_tier: "low" }));
    await writeStale("settings", "settings", JSON.stringify({ mode: "permissive-legacy" }));
    const caps = (await json(await call("/v1/shield/capabilities", { key: t.auditor }))).data;
    expect(caps.mode).toBe("enforce");
    expect((await evaluate(t, { toolName: "files/read" })).status).toBe(200);
  });
});

async function expectForbidden(): Promise<void> {
  expect((await call("/v1/shield/quarantine", { key: t.agent })).status).toBe(403);
}
