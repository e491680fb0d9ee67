import { beforeEach, describe, expect, it } from "vitest";
import { breakAuthority } from "./shield-helpers";
import { call, expectError, seedTenant, type Keys } from "./helpers";
import { DIGEST_A, DIGEST_B, events, ok, pin, publisher, revoke } from "./shield-ops-helpers";
import { flush } from "./shield-helpers";

let t: Keys;
let pub: any;
beforeEach(async () => {
  t = await seedTenant();
  pub = await publisher(t);
  await pin(t, pub.id, DIGEST_A, { sampling_allowed: true });
  await pin(t, pub.id, DIGEST_B, { sampling_allowed: false });
});

const policy = (body: Record<string, unknown>) => call("/v1/shield/sampling-policies", { key: t.admin, body: { digest: DIGEST_A, enabled: true, tokenBudget: 1000, ...body } });
const sample = (requestedTokens: number, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  call("/v1/shield/sampling/evaluate", { key: t.agent, body: { serverDigest: DIGEST_A, requestedTokens, ...extra }, ...(headers ? { headers } : {}) });

describe("sampling policies and evaluation (seed §10)", () => {
  it("policies: create (201) with defaults, replace (200), list; digest must be pinned; roles", async () => {
    const p = await ok(await policy({}), 201);
    expect(p).toMatchObject({ digest: DIGEST_A, enabled: true, tokenBudget: 1000, requiresApproval: false, redactionPolicy: "pii_and_secrets", tokensUsed: 0, requestCount: 0 });
    expect((await policy({ tokenBudget: 2000, redactionPolicy: "secrets" })).status).toBe(200);
    const list = await ok(await call("/v1/shield/sampling-policies", { key: t.auditor }));
    expect(list.samplingPolicies).toHaveLength(1);
    expect(list.samplingPolicies[0]).toMatchObject({ tokenBudget: 2000, redactionPolicy: "secrets" });
    const e = await expectError(await policy({ digest: "sha256:" + "9".repeat(64) }), 400, "ValidationFailed");
    expect(e.issues[0].path).toBe("digest");
    await expectError(await call("/v1/shield/sampling-policies", { key: t.agent, body: { digest: DIGEST_A, enabled: true, tokenBudget: 1 } }), 403, "Forbidden");
    await expectError(await policy({ tokenBudget: -1 }), 400, "ValidationFailed");
  });

  it("goes through the gate service: attribution holds, and an unreachable authority refuses with a recorded event", async () => {
    await ok(await policy({}), 201);
    await expectError(await sample(10, { agentKeyId: t.ids.admin }), 403, "Forbidden");
    await breakAuthority(t.tenantId);
    const res = await sample(10);
    const err = await expectError(res, 503, "ShieldUnavailable");
    expect(res.headers.get("retry-after")).toBe("1");
    expect(err.eventId).toMatch(/^evt_/);
    const evs = (await ok(await call("/v1/shield/events?type=shield.authority.unavailable", { key: t.auditor }))).events;
    expect(evs.map((e: any) => e.id)).toEqual([err.eventId]);
    expect(evs[0].data).toMatchObject({ action: "deny", fail_mode: "closed", tool_name: "sampling/createMessage", agent_key_id: t.ids.agent });
  });

  it("a granted request reports what is left and which redaction to apply", async () => {
    await ok(await policy({}), 201);
    const g = await ok(await sample(300, { model: "claude" }));
    expect(g).toMatchObject({ granted: true, tokensUsed: 300, tokenBudget: 1000, tokensRemaining: 700, redactionPolicy: "pii_and_secrets" });
    expect(g.samplingRequestId).toMatch(/^smp_/);
  });

  it("no overspend under concurrency: 25 parallel requests of 100 against a budget of 1000 grant exactly 10", async () => {
    await ok(await policy({}), 201);
    const results = await Promise.all(Array.from({ length: 25 }, () => sample(100)));
    const granted = results.filter((r) => r.status === 200);
    expect(granted).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      const e = await expectError(r, 412, "PolicyBlocked");
      expect(e.policy).toBe("sampling_policy");
    }
    const p = (await ok(await call("/v1/shield/sampling-policies", { key: t.auditor }))).samplingPolicies[0];
    expect(p).toMatchObject({ tokensUsed: 1000, requestCount: 10 });
    await flush(t);
    const audit = await events(t, "shield.sampling.evaluated");
    expect(audit).toHaveLength(25);
    expect(audit.filter((e) => e.data.granted)).toHaveLength(10);
  });

  it("refusals: sampling_allowed, missing or disabled policy, the sampling_global kill switch, untrusted and revoked digests", async () => {
    expect((await expectError(await sample(1, { serverDigest: DIGEST_B }), 412, "DeniedCapability")).decisionId).toMatch(/^smp_/);
    expect((await expectError(await sample(1), 412, "PolicyBlocked")).policy).toBe("sampling_policy");
    await ok(await policy({ enabled: false }), 201);
    await expectError(await sample(1), 412, "PolicyBlocked");
    await ok(await policy({ enabled: true }));
    expect((await sample(1)).status).toBe(200);
    const ks = await ok(await call("/v1/shield/kill-switches", { key: t.admin, body: { targetType: "sampling_global", reason: "drill", actor: "oncall" } }), 201);
    await expectError(await sample(1), 412, "KillSwitchActive");
    await ok(await call(`/v1/shield/kill-switches/${ks.killSwitch.id}`, { method: "DELETE", key: t.admin, body: { reason: "done", actor: "oncall" } }));
    expect((await sample(1)).status).toBe(200);
    await expectError(await sample(1, { serverDigest: "sha256:" + "7".repeat(64) }), 412, "DigestUntrusted");
    await ok(await revoke(t, DIGEST_A));
    await expectError(await sample(1), 451, "TrustRevoked");
  });

  it("requiresApproval: 409 with an approval request; the approved token is spent once", async () => {
    await ok(await policy({ requiresApproval: true }), 201);
    const e = await expectError(await sample(50), 409, "ApprovalRequired");
    expect(e.approvalRequestId).toMatch(/^apr_/);
    const resolved = await ok(await call(`/v1/shield/approvals/${e.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved", resolver: "lead" } }));
    const token = resolved.approvalToken;
    expect(token).toBeTruthy();
    await expectError(await sample(60, {}, { "x-shield-approval-token": token }), 412, "PolicyBlocked"); // bound to the request
    expect((await sample(50, {}, { "x-shield-approval-token": token })).status).toBe(200);
    await expectError(await sample(50, {}, { "x-shield-approval-token": token }), 412, "PolicyBlocked");
  });

  it("an agent key cannot attribute sampling to another key", async () => {
    await ok(await policy({}), 201);
    await expectError(await sample(1, { agentKeyId: "key_someone_else" }), 403, "Forbidden");
  });
});
