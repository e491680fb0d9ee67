import { describe, expect, it } from "vitest";
import {
  SERVER_TRANSITIONS,
  activateKillSwitch,
  applyEffects,
  canTransition,
  emptyState,
  evaluateSampling,
  putSamplingPolicy,
  putTrustedDigest,
  registerServer,
  resolveApproval,
  revokeDigest,
  setServerStatus,
  type SamplingRequest,
  type TenantPolicyState,
} from "../../../src/policy";
import { SERVER_STATUSES } from "../../../src/schemas/shield-ops";
import { ARGS, DIGEST, T0, TOKEN, at, hex, withRegistry } from "./fixtures";

const meta = { actor: "ops@x", changeId: "chg_1" };
let n = 0;
const ids = () => ({ samplingRequestId: `smp_${++n}`, approvalRequestId: `apr_${n}` });
const req = (over: Partial<SamplingRequest> = {}): SamplingRequest => ({ serverDigest: DIGEST, requestedTokens: 100, agentKeyId: "key_a", model: null, argsHash: ARGS, approvalTokenHash: null, ...over });

function samplingState(policy: { enabled?: boolean; tokenBudget?: number; requiresApproval?: boolean } = {}, samplingAllowed = true): TenantPolicyState {
  let s = withRegistry(emptyState("development"));
  const d = s.trust.digests.get(DIGEST)!;
  const r = putTrustedDigest(s, { ...d, sampling_allowed: samplingAllowed, status: "active" }, T0, meta);
  if (!r.ok) throw new Error("pin");
  s = applyEffects(s, r.value.effects);
  const p = putSamplingPolicy(s, { digest: DIGEST, enabled: true, tokenBudget: 1000, requiresApproval: false, redactionPolicy: "pii_and_secrets", resetUsage: false, ...policy }, T0, meta);
  return applyEffects(s, p.effects);
}

/** Evaluate and fold, as the DO does. */
function run(s: TenantPolicyState, r: SamplingRequest, now = T0) {
  const e = evaluateSampling(s, r, now, ids());
  return { ...e, state: applyEffects(s, e.effects) };
}

describe("sampling (seed §10), pure", () => {
  it("grants within budget and meters; refuses the request that would overspend; audits every request", () => {
    let s = samplingState({ tokenBudget: 250 });
    const a = run(s, req());
    expect(a.granted).toBe(true);
    s = a.state;
    const b = run(s, req());
    s = b.state;
    const c = run(s, req());
    expect(c.granted).toBe(false);
    expect(c.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "sampling_budget_exhausted", policy: "sampling_policy" });
    expect(c.state.samplingPolicies.get(DIGEST)).toMatchObject({ tokensUsed: 200, requestCount: 2 });
    // A smaller request that fits still passes.
    expect(run(c.state, req({ requestedTokens: 50 })).granted).toBe(true);
    for (const e of [a, b, c]) expect(e.effects.filter((x) => x.type === "emit_event" && x.event.type === "shield.sampling.evaluated")).toHaveLength(1);
  });

  it("refusal order: kill switch, trust, sampling_allowed, policy missing/disabled", () => {
    const s = samplingState();
    const ks = activateKillSwitch(s, { targetType: "sampling_global", targetRef: "*", reason: "r", actor: "a" }, T0, { killSwitchId: "ks_1" });
    if (!ks.ok) throw new Error("ks");
    expect(run(applyEffects(s, ks.value.effects), req()).refusal).toMatchObject({ kind: "KillSwitchActive", reasonCode: "kill_switch_sampling_global" });
    expect(run(s, req({ serverDigest: "sha256:" + hex("9") })).refusal?.kind).toBe("DigestUntrusted");
    const rev = revokeDigest(s, { digest: DIGEST, reason: "r", revokedBy: "a" }, T0, { changeId: "c" });
    if (!rev.ok) throw new Error("rev");
    const revoked = run(applyEffects(s, rev.value.effects), req());
    expect(revoked.refusal?.kind).toBe("TrustRevoked");
    expect(revoked.effects.some((e) => e.type === "emit_event" && e.event.type === "shield.trust.revoked_call.refused")).toBe(true);
    expect(run(samplingState({}, false), req()).refusal).toMatchObject({ kind: "DeniedCapability", reasonCode: "sampling_not_allowed" });
    expect(run(samplingState({ enabled: false }), req()).refusal).toMatchObject({ reasonCode: "sampling_disabled" });
    const noPolicy = { ...s, samplingPolicies: new Map() };
    expect(run(noPolicy, req()).refusal).toMatchObject({ reasonCode: "sampling_policy_missing" });
  });

  it("requiresApproval raises an approval request; the approved token is single-use and bound to the request", () => {
    let s = samplingState({ requiresApproval: true });
    const first = run(s, req());
    expect(first.refusal).toMatchObject({ kind: "ApprovalRequired", approvalRequestId: first.approvalRequestId });
    s = first.state;
    const resolved = resolveApproval(s, first.approvalRequestId!, { decision: "approved" }, at(1), { tokenHash: TOKEN });
    if (!resolved.ok) throw new Error("resolve");
    s = applyEffects(s, resolved.value.effects);
    expect(run(s, req({ approvalTokenHash: TOKEN, argsHash: hex("e") }), at(2)).refusal).toMatchObject({ reasonCode: "approval_token_mismatch" });
    const granted = run(s, req({ approvalTokenHash: TOKEN }), at(2));
    expect(granted.granted).toBe(true);
    expect(run(granted.state, req({ approvalTokenHash: TOKEN }), at(3)).refusal).toMatchObject({ reasonCode: "approval_token_used" });
  });

  it("resetUsage starts the meter again; an edit otherwise keeps it", () => {
    let s = run(samplingState({ tokenBudget: 100 }), req()).state;
    s = applyEffects(s, putSamplingPolicy(s, { digest: DIGEST, enabled: true, tokenBudget: 150, requiresApproval: false, redactionPolicy: "none", resetUsage: false }, T0, meta).effects);
    expect(s.samplingPolicies.get(DIGEST)?.tokensUsed).toBe(100);
    s = applyEffects(s, putSamplingPolicy(s, { digest: DIGEST, enabled: true, tokenBudget: 150, requiresApproval: false, redactionPolicy: "none", resetUsage: true }, T0, meta).effects);
    expect(s.samplingPolicies.get(DIGEST)?.tokensUsed).toBe(0);
  });
});

describe("managed server lifecycle, pure", () => {
  it("the transition table: revoked is terminal, no self-transitions, every other state can be revoked", () => {
    for (const from of SERVER_STATUSES) {
      expect(canTransition(from, from)).toBe(false);
      if (from !== "revoked") expect(canTransition(from, "revoked")).toBe(true);
    }
    expect(SERVER_TRANSITIONS.revoked).toEqual([]);
  });

  it("every path through the table keeps a complete history", () => {
    let s = withRegistry(emptyState("development"));
    const r = registerServer(s, { name: "srv", endpoint_url: "https://x.example", digest: DIGEST, status: "installed" }, T0, { serverId: "srv_1" }, { actor: "a" });
    if (!r.ok) throw new Error("register");
    s = applyEffects(s, r.value.effects);
    const path = ["upgrading", "installed", "quarantined", "disabled", "installed", "revoked"] as const;
    for (const to of path) {
      const step = setServerStatus(s, "srv_1", { status: to, reason: "r", actor: "a" }, T0);
      if (!step.ok) throw new Error(`${to}: ${JSON.stringify(step.error)}`);
      s = applyEffects(s, step.value.effects);
    }
    expect(s.servers.get("srv_1")!.history.map((h) => h.to)).toEqual(["installed", ...path]);
    expect(setServerStatus(s, "srv_1", { status: "installed", reason: "r", actor: "a" }, T0).ok).toBe(false);
  });
});
