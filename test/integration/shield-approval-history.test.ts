// Finished approval requests leave the tenant authority's memory: only open requests are held, so
// a flood of decided requests cannot grow it, while token replays and GET by id still answer.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callFromInput } from "../../src/policy/index";
import { sha256Hex } from "../../src/util/hash";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, manifest, setSettings, stubFor } from "./shield-helpers";

let t: Keys;
const CALL = { toolName: "transfer_funds", arguments: { to: "acct-9", amount: 500 } };

beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce", approvalGating: true });
  await declare(t, manifest("transfer_funds", { capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true }));
});

async function restart(): Promise<void> {
  const stub = env.TENANT_SHIELD.getByName(t.tenantId);
  await runInDurableObject(stub, (_i: unknown, state: DurableObjectState) => state.abort("reload (test)")).catch(() => undefined);
}

/** 300 proposals straight to the authority (no HTTP rate limit), each then denied. */
async function finishMany(n: number): Promise<string[]> {
  const stub = stubFor(t.tenantId);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = callFromInput({ surface: "http", toolName: "transfer_funds", agentKeyId: t.ids.agent }, { argsHash: await sha256Hex(`args-${i}`), approvalTokenHash: null });
    const r = await stub.proposeApproval(t.tenantId, c, { proposer: null, reason: null });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    ids.push(r.value.id);
    const d = await stub.resolveApproval(t.tenantId, r.value.id, { decision: "denied", resolver: "alice" });
    if (!d.ok) throw new Error(JSON.stringify(d.error));
  }
  return ids;
}

describe("finished approvals live in storage, not in memory", () => {
  it("300 denied requests leave the open set empty; GET by id, state lists and a second answer still work", async () => {
    const ids = await finishMany(300);
    expect(await stubFor(t.tenantId).approvalCounts(t.tenantId)).toEqual({ open: 0, finished: 300 });
    await restart();
    // Reloading reads only open requests back into memory.
    expect(await stubFor(t.tenantId).approvalCounts(t.tenantId)).toEqual({ open: 0, finished: 300 });

    const one = await json(await call(`/v1/shield/approvals/${ids[17]}`, { key: t.auditor }));
    expect(one.data.state).toBe("denied");
    expect(one.data.resolver).toBe("alice");
    expect(one.data).not.toHaveProperty("token_hash");
    const pending = (await json(await call("/v1/shield/approvals?state=requested", { key: t.auditor }))).data.approvals;
    expect(pending).toEqual([]);
    const denied = (await json(await call("/v1/shield/approvals?state=denied", { key: t.auditor }))).data.approvals;
    expect(denied.length).toBe(200); // the most recent 200; older ones by id
    expect(denied.at(-1).id).toBe(ids[299]);
    // A decided request cannot be answered again: 409 naming its state, not a 404.
    const again = await call(`/v1/shield/approvals/${ids[3]}/resolve`, { key: t.admin, body: { decision: "approved" } });
    expect((await expectError(again, 409, "Conflict")).message).toMatch(/denied/);
  }, 120_000); // 600 authority round trips; generous for a loaded CI machine

  it("a spent token leaves memory and a replay of it is still refused as used, across a restart", async () => {
    const refusal = await expectError(await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }), 409, "ApprovalRequired");
    const resolved = await json(await call(`/v1/shield/approvals/${refusal.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved" } }));
    const token = resolved.data.approvalToken as string;
    expect(await stubFor(t.tenantId).approvalCounts(t.tenantId)).toEqual({ open: 1, finished: 0 });
    expect((await evaluate(t, CALL, { token })).status).toBe(200);
    expect(await stubFor(t.tenantId).approvalCounts(t.tenantId)).toEqual({ open: 0, finished: 1 });
    await restart();
    const replay = await expectError(await evaluate(t, CALL, { token }), 412, "PolicyBlocked");
    expect(replay.message).toMatch(/already been used/);
    const got = await json(await call(`/v1/shield/approvals/${refusal.approvalRequestId}`, { key: t.auditor }));
    expect(got.data.state).toBe("consumed");
  });

  it("a finished request stored by the older layout (among the records) is moved out on load", async () => {
    const [id] = await finishMany(1);
    const stub = env.TENANT_SHIELD.getByName(t.tenantId);
    await runInDurableObject(stub, (_i: unknown, state: DurableObjectState) => {
      const row = state.storage.sql.exec<{ json: string }>(`SELECT json FROM approvals_done WHERE id = ?`, id).one();
      state.storage.sql.exec(`DELETE FROM approvals_done`);
      state.storage.sql.exec(`INSERT INTO records (kind, key, json) VALUES ('approval', ?, ?)`, id, row.json);
    });
    await runInDurableObject(stub, (_i: unknown, state: DurableObjectState) => {
      expect(state.storage.sql.exec(`SELECT COUNT(*) AS n FROM records WHERE kind = 'approval'`).one().n).toBe(1);
    });
    await restart();
    expect(await stubFor(t.tenantId).approvalCounts(t.tenantId)).toEqual({ open: 0, finished: 1 });
    expect((await json(await call(`/v1/shield/approvals/${id}`, { key: t.auditor }))).data.state).toBe("denied");
  });
});
