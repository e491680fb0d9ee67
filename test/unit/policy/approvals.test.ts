import { describe, expect, it } from "vitest";
import {
  applyEffects,
  proposeApproval,
  resolveApproval,
  sweepExpiredApprovals,
  toApprovalView,
  type TenantPolicyState,
} from "../../../src/policy";
import { MAX_OPEN_APPROVALS_PER_AGENT } from "../../../src/policy/decision";
import { ApprovalRequestSchema } from "../../../src/schemas/shield";
import { OTHER_ARGS, OTHER_TOKEN, T0, TOKEN, at, call, run, state } from "./fixtures";

const gated = () => state({ mode: "enforce", approvalGating: true, tokenTtlMinutes: 15 });
const revoke = call({ toolName: "keys.revoke" });

/** Attempt → ApprovalRequired → approve with TOKEN at `approvedAt`. */
function approved(approvedAt = at(1)): { s: TenantPolicyState; id: string } {
  const first = run(gated(), revoke);
  const id = first.decision.approval_request_id ?? "";
  const r = resolveApproval(first.state, id, { decision: "approved", resolver: "alice", reason: "ticket 7" }, approvedAt, { tokenHash: TOKEN });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { s: applyEffects(first.state, r.value.effects), id };
}

describe("request → approve → redeem once", () => {
  it("raises a reviewable request carrying the classification and provenance", () => {
    const first = run(gated(), call({ toolName: "keys.revoke", taintLabel: "USER_CONFIRMED" }));
    const req = first.state.approvals.get(first.decision.approval_request_id ?? "");
    expect(req).toMatchObject({
      state: "requested",
      tool_name: "keys.revoke",
      capability_class: "DELEGATE_ACCESS",
      risk_tier: "high",
      taint_label: "USER_CONFIRMED",
      proposer: "ak_1",
      token_hash: null,
    });
    expect(first.effects.some((e) => e.type === "emit_event" && e.event.type === "shield.approval.requested")).toBe(true);
  });

  it("approval sets token_expires_at from the configured TTL and emits a resolution event", () => {
    const { s, id } = approved(at(1));
    expect(s.approvals.get(id)).toMatchObject({ state: "approved", resolver: "alice", resolution_reason: "ticket 7", token_expires_at: at(16).toISOString() });
  });

  it("the replay with the token proceeds exactly once; the second is refused as used", () => {
    const { s, id } = approved();
    const replay = run(s, { ...revoke, approvalTokenHash: TOKEN }, at(2));
    expect(replay.refusal).toBeNull();
    expect(replay.decision).toMatchObject({ action: "allow", reason_code: "approval_token_redeemed", approval_request_id: id });
    expect(replay.decision.details.approval_token).toBe("redeemed");
    expect(replay.state.approvals.get(id)).toMatchObject({ state: "consumed", consumed_by_decision_id: replay.decision.decision_id });
    expect(replay.effects.some((e) => e.type === "emit_event" && e.event.type === "shield.approval.consumed")).toBe(true);

    const again = run(replay.state, { ...revoke, approvalTokenHash: TOKEN }, at(3));
    expect(again.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "approval_token_used", policy: "approval_token" });
    expect(again.effects.some((e) => e.type === "put_approval_request")).toBe(false);
  });

  it("replaying without the token raises a fresh request rather than reusing the approval", () => {
    const { s } = approved();
    const r = run(s, revoke, at(2));
    expect(r.refusal?.kind).toBe("ApprovalRequired");
  });
});

describe("refused tokens", () => {
  it("an expired token is refused and the request moves to expired", () => {
    const { s, id } = approved(at(1));
    const r = run(s, { ...revoke, approvalTokenHash: TOKEN }, at(16));
    expect(r.refusal?.reasonCode).toBe("approval_token_expired");
    expect(r.state.approvals.get(id)?.state).toBe("expired");
  });

  it.each([
    ["different arguments", { argsHash: OTHER_ARGS }],
    ["different agent key", { agentKeyId: "ak_2" }],
  ])("a token bound to another call (%s) is refused and not spent", (_, over) => {
    const { s, id } = approved();
    const r = run(s, { ...revoke, ...over, approvalTokenHash: TOKEN }, at(2));
    expect(r.refusal?.reasonCode).toBe("approval_token_mismatch");
    expect(r.state.approvals.get(id)?.state).toBe("approved");
  });

  it("a token for another tool is refused as a mismatch", () => {
    const s = state({ mode: "enforce", approvalGating: true }, "production", [
      ...gated().manifests.values(),
      { name: "keys.rotate", summary: "rotate", capability_class: "DELEGATE_ACCESS", risk_tier: "high", requires_approval: true, taint_policy: { block_tainted: false, require_user_confirmed: false } },
    ]);
    const first = run(s, revoke);
    const ok = resolveApproval(first.state, first.decision.approval_request_id ?? "", { decision: "approved" }, at(1), { tokenHash: TOKEN });
    if (!ok.ok) throw new Error("setup");
    const r = run(applyEffects(first.state, ok.value.effects), call({ toolName: "keys.rotate", approvalTokenHash: TOKEN }), at(2));
    expect(r.refusal?.reasonCode).toBe("approval_token_mismatch");
  });

  it("an unknown token is refused, and no new request is raised silently", () => {
    const r = run(gated(), { ...revoke, approvalTokenHash: OTHER_TOKEN });
    expect(r.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "approval_token_invalid" });
    expect(r.effects.some((e) => e.type === "put_approval_request")).toBe(false);
  });

  it("a denied request yields no usable token", () => {
    const first = run(gated(), revoke);
    const id = first.decision.approval_request_id ?? "";
    const denied = resolveApproval(first.state, id, { decision: "denied", reason: "no" }, at(1));
    if (!denied.ok) throw new Error("setup");
    const s = applyEffects(first.state, denied.value.effects);
    expect(s.approvals.get(id)).toMatchObject({ state: "denied", token_hash: null, token_expires_at: null });
    expect(run(s, { ...revoke, approvalTokenHash: TOKEN }, at(2)).refusal?.reasonCode).toBe("approval_token_invalid");
  });

  it("an approval withdrawn before use (approved → denied) stops its token", () => {
    const { s, id } = approved();
    const w = resolveApproval(s, id, { decision: "denied", reason: "changed my mind" }, at(2));
    if (!w.ok) throw new Error("setup");
    const r = run(applyEffects(s, w.value.effects), { ...revoke, approvalTokenHash: TOKEN }, at(3));
    expect(r.refusal?.reasonCode).toBe("approval_token_invalid");
  });

  it("a token on a call that needs no approval is ignored, not spent", () => {
    const { s, id } = approved();
    const r = run(s, call({ approvalTokenHash: TOKEN }), at(2));
    expect(r.refusal).toBeNull();
    expect(r.decision.details.approval_token).toBe("ignored");
    expect(r.state.approvals.get(id)?.state).toBe("approved");
  });
});

describe("resolution rules", () => {
  it("closed lifecycle: consumed, denied and expired requests cannot be resolved again", () => {
    const { s, id } = approved();
    const spent = run(s, { ...revoke, approvalTokenHash: TOKEN }, at(2)).state;
    for (const decision of ["approved", "denied", "expired"] as const) {
      expect(resolveApproval(spent, id, { decision }, at(3), { tokenHash: TOKEN })).toMatchObject({ ok: false, error: { kind: "Conflict" } });
    }
    expect(resolveApproval(s, id, { decision: "approved" }, at(3), { tokenHash: TOKEN })).toMatchObject({ ok: false, error: { kind: "Conflict" } });
  });

  it("unknown ids are NotFound; approving without a token hash is a shell bug", () => {
    expect(resolveApproval(gated(), "apr_nope", { decision: "denied" }, T0)).toMatchObject({ ok: false, error: { kind: "NotFound" } });
    const first = run(gated(), revoke);
    expect(() => resolveApproval(first.state, first.decision.approval_request_id ?? "", { decision: "approved" }, T0)).toThrow(/tokenHash/);
  });

  it("the sweep expires approved requests whose token window closed", () => {
    const { s, id } = approved(at(1));
    expect(sweepExpiredApprovals(s, at(15))).toEqual([]);
    const effects = sweepExpiredApprovals(s, at(16));
    expect(applyEffects(s, effects).approvals.get(id)?.state).toBe("expired");
  });
});

describe("propose ahead of time", () => {
  it("raises a request without a decision; approving it lets the later call through once", () => {
    const p = proposeApproval(gated(), revoke, { proposer: "deploy-bot", reason: "quarterly rotation" }, T0, { approvalRequestId: "apr_p" });
    if (!p.ok) throw new Error("setup");
    expect(p.value.request).toMatchObject({ state: "requested", decision_id: null, proposer: "deploy-bot", proposal_reason: "quarterly rotation" });
    const s1 = applyEffects(gated(), p.value.effects);
    const r = resolveApproval(s1, "apr_p", { decision: "approved" }, at(1), { tokenHash: TOKEN });
    if (!r.ok) throw new Error("setup");
    const s2 = applyEffects(s1, r.value.effects);
    expect(run(s2, { ...revoke, approvalTokenHash: TOKEN }, at(2)).decision.reason_code).toBe("approval_token_redeemed");
  });

  it("refuses undeclared tools", () => {
    expect(proposeApproval(gated(), call({ toolName: "nope" }), { proposer: null, reason: null }, T0, { approvalRequestId: "apr_x" })).toMatchObject({
      ok: false,
      error: { kind: "NotFound", entity: "manifest" },
    });
  });
});

describe("the reviewer's view", () => {
  it("never exposes the token hash and matches the public schema", () => {
    const { s, id } = approved();
    const view = toApprovalView(s.approvals.get(id)!);
    expect(view).not.toHaveProperty("token_hash");
    expect(ApprovalRequestSchema.strict().parse(view)).toEqual(view);
  });
});

describe("approval flooding", () => {
  it("the same proposal again is the same open request, not a new one", () => {
    let s = gated();
    const first = run(s, revoke);
    s = first.state;
    const again = run(s, revoke);
    expect(again.decision.approval_request_id).toBe(first.decision.approval_request_id);
    expect(again.effects.some((e) => e.type === "put_approval_request")).toBe(false);
    expect([...again.state.approvals.values()].filter((r) => r.state === "requested")).toHaveLength(1);
    // Other arguments are another proposal.
    const other = run(again.state, call({ toolName: "keys.revoke", argsHash: OTHER_ARGS }));
    expect(other.decision.approval_request_id).not.toBe(first.decision.approval_request_id);
  });
  it("an agent key holds at most the limit of open requests; past it the call is flagged, nothing is created", () => {
    let s = gated();
    for (let i = 0; i < MAX_OPEN_APPROVALS_PER_AGENT; i++) s = run(s, call({ toolName: "keys.revoke", argsHash: i.toString(16).padStart(64, "0") })).state;
    const over = run(s, call({ toolName: "keys.revoke", argsHash: "f".repeat(64) }));
    expect(over.approvalQueueFull).toEqual({ limit: MAX_OPEN_APPROVALS_PER_AGENT });
    expect(over.decision.approval_request_id).toBeNull();
    expect(over.effects.some((e) => e.type === "put_approval_request")).toBe(false);
    expect(over.effects.some((e) => e.type === "record_decision")).toBe(true); // still recorded
    // Another agent key is not affected.
    expect(run(s, call({ toolName: "keys.revoke", agentKeyId: "ak_2" })).approvalQueueFull).toBeUndefined();
  });
});
