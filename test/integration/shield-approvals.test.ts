import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, decisions, evaluate, flush, manifest, setSettings, stubFor } from "./shield-helpers";

let t: Keys;
const CALL = { toolName: "transfer_funds", arguments: { to: "acct-9", amount: 500 } };

beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce", approvalGating: true });
  await declare(t, manifest("transfer_funds", { capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true }));
});

async function requestAndApprove() {
  const err = await expectError(await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }), 409, "ApprovalRequired");
  const resolved = await json(
    await call(`/v1/shield/approvals/${err.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved", resolver: "alice", reason: "invoice 7" } }),
  );
  return { refusal: err, token: resolved.data.approvalToken as string, request: resolved.data.request };
}

describe("approvals (seed §7)", () => {
  it("409 ApprovalRequired → reviewable request → approved token → the replay proceeds exactly once", async () => {
    const { refusal, token, request } = await requestAndApprove();
    expect(refusal.decisionId).toMatch(/^dec_/);
    expect(request).toMatchObject({ state: "approved", resolver: "alice", resolution_reason: "invoice 7" });
    expect(Date.parse(request.token_expires_at)).toBeGreaterThan(Date.now());
    expect(request.token_hash).toBeUndefined();

    const view = (await json(await call(`/v1/shield/approvals/${refusal.approvalRequestId}`, { key: t.auditor }))).data;
    expect(view).toMatchObject({
      tool_name: "transfer_funds",
      capability_class: "ECONOMY_MUTATE",
      risk_tier: "high",
      taint_label: "USER_CONFIRMED",
      agent_key_id: t.ids.agent,
      decision_id: refusal.decisionId,
      state: "approved",
    });
    expect(view.payload.args_hash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token });
    expect(ok.status).toBe(200);
    const d = (await json(ok)).data.decision;
    expect(d).toMatchObject({ action: "allow", reason_code: "approval_token_redeemed", approval_request_id: refusal.approvalRequestId });

    const again = await expectError(await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token }), 412, "PolicyBlocked");
    expect(again.policy).toBe("approval_token");
    const consumed = (await json(await call(`/v1/shield/approvals/${refusal.approvalRequestId}`, { key: t.auditor }))).data;
    expect(consumed).toMatchObject({ state: "consumed", consumed_by_decision_id: d.decision_id });

    await flush(t);
    const types = (await json(await call("/v1/shield/events", { key: t.auditor }))).data.events.map((e: any) => e.type);
    for (const ty of ["shield.approval.requested", "shield.approval.resolved", "shield.approval.consumed"]) expect(types).toContain(ty);
  });

  it("N parallel replays of one token: exactly one is allowed", async () => {
    const { token } = await requestAndApprove();
    const results = await Promise.all(Array.from({ length: 12 }, () => evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(11);
  });

  it("the token is bound to the exact call: other arguments or another agent key are refused", async () => {
    const { token } = await requestAndApprove();
    const other = await expectError(await evaluate(t, { ...CALL, arguments: { to: "acct-9", amount: 5000 }, taintLabel: "USER_CONFIRMED" }, { token }), 412, "PolicyBlocked");
    expect(other.policy).toBe("approval_token");
    const otherKey = await json(await call("/v1/keys", { key: t.owner, body: { role: "agent" } }));
    await expectError(await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token, key: otherKey.data.key }), 412, "PolicyBlocked");
    // Mismatches do not spend it: the right call still goes through.
    expect((await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token })).status).toBe(200);
  });

  it("a denied request yields no token; a token expires (controlled clock)", async () => {
    const err = await expectError(await evaluate(t, CALL), 409, "ApprovalRequired");
    const denied = await json(await call(`/v1/shield/approvals/${err.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "denied", reason: "no" } }));
    expect(denied.data.approvalToken).toBeUndefined();
    expect(denied.data.request.state).toBe("denied");
    await expectError(await call(`/v1/shield/approvals/${err.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved" } }), 409, "Conflict");

    const stub = stubFor(t.tenantId);
    const e2 = await expectError(await evaluate(t, CALL), 409, "ApprovalRequired");
    const t0 = Date.now();
    const r = await stub.resolveApproval(t.tenantId, e2.approvalRequestId, { decision: "approved" }, t0);
    if (!r.ok) throw new Error("resolve failed");
    const expiresAt = Date.parse(r.value.request.token_expires_at!);
    expect(expiresAt - t0).toBe(15 * 60_000);
    const { sha256Hex } = await import("../../src/util/hash");
    const { canonicalJson } = await import("../../src/policy/index");
    const shaped = {
      surface: "mcp", toolName: "transfer_funds", httpMethod: null, httpRoute: null, agentKeyId: t.ids.agent, serverDigest: null, publisherId: null,
      taintLabel: null, isMutation: true, argsHash: await sha256Hex(canonicalJson(CALL.arguments)), approvalTokenHash: await sha256Hex(r.value.approvalToken!), flows: [], executionContext: null,
    } as const;
    const late = await stub.evaluate(t.tenantId, shaped, { hypothetical: false, nowMs: expiresAt + 1 });
    expect(late.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "approval_token_expired" });
    expect((await stub.getApproval(t.tenantId, e2.approvalRequestId))?.state).toBe("expired");
  });

  it("approval gating off: recorded as requiring approval, then proceeds", async () => {
    await setSettings(t, { approvalGating: false });
    const res = await evaluate(t, CALL);
    expect(res.status).toBe(200);
    expect((await json(res)).data.decision).toMatchObject({ requires_approval: true, reason_code: "approval_gating_off", action: "allow" });
  });

  it("propose ahead of time; the pending queue lists it; agents see only their own; only owners/admins resolve", async () => {
    const proposed = await call("/v1/shield/approvals/propose", { key: t.agent, body: { ...CALL, reason: "month-end payout" } });
    expect(proposed.status).toBe(201);
    const p = (await json(proposed)).data;
    expect(p).toMatchObject({ state: "requested", proposer: t.ids.agent, proposal_reason: "month-end payout" });
    const pending = (await json(await call("/v1/shield/approvals?state=requested", { key: t.auditor }))).data.approvals;
    expect(pending.map((a: any) => a.id)).toContain(p.id);
    await expectError(await call(`/v1/shield/approvals/${p.id}/resolve`, { key: t.agent, body: { decision: "approved" } }), 403, "Forbidden");
    await expectError(await call("/v1/shield/approvals/propose", { key: t.agent, body: { toolName: "undeclared" } }), 404, "NotFound");
    const otherAgent = await json(await call("/v1/keys", { key: t.owner, body: { role: "agent" } }));
    await expectError(await call(`/v1/shield/approvals/${p.id}`, { key: otherAgent.data.key }), 404, "NotFound");
    expect((await json(await call("/v1/shield/approvals", { key: otherAgent.data.key }))).data.approvals).toEqual([]);
  });
});

describe("evaluate-hypothetical (seed §11)", () => {
  it("answers like evaluate but writes nothing: no record, no request, no token spent, no event", async () => {
    const { token } = await requestAndApprove();
    await flush(t);
    const count = async () => ({
      decisions: (await env.DB.prepare("SELECT COUNT(*) AS n FROM shield_decisions").first<{ n: number }>())!.n,
      events: (await env.DB.prepare("SELECT COUNT(*) AS n FROM shield_events").first<{ n: number }>())!.n,
      approvals: (await stubFor(t.tenantId).listApprovals(t.tenantId)).map((a) => `${a.id}:${a.state}`).join(","),
    });
    const before = await count();
    const h1 = await json(await call("/v1/shield/evaluate-hypothetical", { key: t.agent, body: { ...CALL, taintLabel: "USER_CONFIRMED", approvalToken: token } }));
    expect(h1.data.decision).toMatchObject({ hypothetical: true, action: "allow" });
    expect(h1.data.decision.details.approval_token).toBe("would_redeem");
    const h2 = await json(await call("/v1/shield/evaluate-hypothetical", { key: t.agent, body: { toolName: "transfer_funds", arguments: { x: 1 } } }));
    expect(h2.data.decision.action).toBe("approval_required");
    expect(h2.data.refusal).toMatchObject({ status: 409, type: "ApprovalRequired" });
    const h3 = await json(await call("/v1/shield/evaluate-hypothetical", { key: t.agent, body: { toolName: "nope" } }));
    expect(h3.data.refusal).toMatchObject({ status: 412, type: "DeniedCapability" });
    await flush(t);
    expect(await count()).toEqual(before);
    // And the token still works for real.
    expect((await evaluate(t, { ...CALL, taintLabel: "USER_CONFIRMED" }, { token })).status).toBe(200);
  });
});

describe("decision records (seed §12)", () => {
  it("no decision is lost: after a burst, D1 holds exactly the decisions returned", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => evaluate(t, { toolName: i % 2 ? "transfer_funds" : "undeclared", arguments: { i } })),
    );
    const ids = await Promise.all(burst.map(async (r) => {
      const b = await json(r);
      return (b.data?.decision?.decision_id ?? b.error.decisionId) as string;
    }));
    expect(new Set(ids).size).toBe(40);
    // The decisions reach D1 through the alarm the DO schedules itself, not only through flush().
    expect(await runDurableObjectAlarm(env.TENANT_SHIELD.getByName(t.tenantId))).toBe(true);
    const rows = await env.DB.prepare("SELECT decision_id FROM shield_decisions WHERE tenant_id = ?").bind(t.tenantId).all<{ decision_id: string }>();
    expect(new Set(rows.results.map((r) => r.decision_id))).toEqual(new Set(ids));
  });

  it("carry every §12 field; filter by action, tool, reason code, agent key, time; page with a cursor", async () => {
    for (let i = 0; i < 5; i++) await evaluate(t, { toolName: "undeclared", arguments: { i } });
    await evaluate(t, CALL);
    const all = await decisions(t);
    expect(all).toHaveLength(6);
    for (const f of ["decision_id", "action", "reason_code", "mode", "tool_name", "capability_class", "risk_tier", "taint_label", "requires_approval", "approval_request_id", "details"]) {
      expect(all[0]).toHaveProperty(f);
    }
    expect(all[0]).toMatchObject({ tool_name: "transfer_funds", action: "approval_required", requires_approval: true });
    expect((await decisions(t, "?action=deny")).length).toBe(5);
    expect((await decisions(t, "?tool=transfer_funds")).length).toBe(1);
    expect((await decisions(t, "?reason_code=undeclared_tool")).length).toBe(5);
    expect((await decisions(t, `?agent_key=${t.ids.agent}`)).length).toBe(6);
    expect((await decisions(t, `?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).length).toBe(0);
    const page1 = (await json(await call("/v1/shield/decisions?limit=4", { key: t.auditor }))).data;
    expect(page1.decisions).toHaveLength(4);
    const page2 = (await json(await call(`/v1/shield/decisions?limit=4&cursor=${page1.next_cursor}`, { key: t.auditor }))).data;
    expect(page2.decisions).toHaveLength(2);
    expect(page2.next_cursor).toBeNull();
    expect([...page1.decisions, ...page2.decisions].map((d: any) => d.decision_id)).toEqual(all.map((d) => d.decision_id));
    const one = await json(await call(`/v1/shield/decisions/${all[0].decision_id}`, { key: t.auditor }));
    // The record itself, plus what enforcers did with it (none reported here).
    expect(one.data).toEqual({ ...all[0], enforcement: [] });
  });

  it("agents read only their own history; other tenants read nothing", async () => {
    await evaluate(t, { toolName: "undeclared" });
    const mine = await evaluate(t, { toolName: "undeclared" }, { key: t.admin });
    const adminDecision = (await json(mine)).error.decisionId;
    await flush(t);
    const asAgent = (await json(await call("/v1/shield/decisions", { key: t.agent }))).data.decisions;
    expect(asAgent.every((d: any) => d.agent_key_id === t.ids.agent)).toBe(true);
    await expectError(await call(`/v1/shield/decisions/${adminDecision}`, { key: t.agent }), 404, "NotFound");
    await expectError(await call(`/v1/shield/decisions?agent_key=${t.ids.admin}`, { key: t.agent }), 403, "Forbidden");
    await expectError(await call("/v1/shield/events", { key: t.agent }), 403, "Forbidden");
    const other = await seedTenant();
    expect((await json(await call("/v1/shield/decisions", { key: other.auditor }))).data.decisions).toEqual([]);
    await expectError(await call(`/v1/shield/decisions/${adminDecision}`, { key: other.owner }), 404, "NotFound");
  });
});

describe("proposer spoofing", () => {
  it("an agent key's claimed name is shown as a claim beside the key's identity; an admin may name a person", async () => {
    const byAgent = (await json(await call("/v1/shield/approvals/propose", { key: t.agent, body: { ...CALL, proposer: "security-team (pre-approved)" } }))).data;
    expect(byAgent.proposer).toBe(`${t.ids.agent} (claims to be "security-team (pre-approved)")`);
    const byAdmin = (await json(await call("/v1/shield/approvals/propose", { key: t.admin, body: { ...CALL, arguments: { to: "acct-2", amount: 1 }, agentKeyId: t.ids.agent, proposer: "alice@example.com" } }))).data;
    expect(byAdmin.proposer).toBe("alice@example.com");
  });
});

describe("approval flooding", () => {
  // The test runner's per-key rate limit is 100 requests a minute, so the flood is sent with the
  // admin key on the agent's behalf (attribution keeps it the agent's): identical proposals, then
  // distinct ones up to the per-agent cap.
  const asAgent = (args: Record<string, unknown>) => evaluate(t, { ...CALL, arguments: args, agentKeyId: t.ids.agent }, { key: t.admin });
  it("identical proposals make one request; past the per-agent cap a clear 429 names the limit", async () => {
    const same = await Promise.all(Array.from({ length: 40 }, () => asAgent(CALL.arguments)));
    const ids = new Set(await Promise.all(same.map(async (r) => ((await r.json()) as any).error.approvalRequestId)));
    expect(ids.size).toBe(1);
    const open = (await json(await call("/v1/shield/approvals?state=requested", { key: t.auditor }))).data;
    expect((open.approvals ?? open).length).toBe(1);
    for (let i = 1; i < 50; i++) expect((await evaluate(t, { ...CALL, arguments: { to: `acct-${i}`, amount: 1 } })).status).toBe(409);
    const over = await evaluate(t, { ...CALL, arguments: { to: "acct-x", amount: 1 } });
    const err = await expectError(over, 429, "RateLimited");
    expect(err.limit).toBe(50);
    expect(err.message).toMatch(/50 open approval requests/);
  });
});
