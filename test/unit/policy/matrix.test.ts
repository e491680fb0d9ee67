// Every refusal reason the gate can produce today, in every mode: enforce refuses with the seed's
// error type and status; observe allows and records the same would-be answer; off allows.
import { describe, expect, it } from "vitest";
import { activateKillSwitch, applyEffects, type ProposedCall, type TenantPolicyState } from "../../../src/policy";
import type { Mode, ReasonCode, ShieldErrorType } from "../../../src/schemas/shield";
import { DIGEST, OTHER_TOKEN, T0, call, run, state, withRegistry } from "./fixtures";

function withSwitch(s: TenantPolicyState, targetType: "agent_key" | "tool" | "server_digest", targetRef: string): TenantPolicyState {
  const r = activateKillSwitch(s, { targetType, targetRef, reason: "incident", actor: "ops" }, T0, { killSwitchId: `ks_${targetType}` });
  if (!r.ok) throw new Error("setup");
  return applyEffects(s, r.value.effects);
}

interface Case {
  name: string;
  code: ReasonCode;
  type: ShieldErrorType;
  status: number;
  setup: (s: TenantPolicyState) => TenantPolicyState;
  call: ProposedCall;
}

const UNLISTED = "sha256:" + "e".repeat(64);
const CASES: Case[] = [
  { name: "kill switch on agent key", code: "kill_switch_agent_key", type: "KillSwitchActive", status: 412, setup: (s) => withSwitch(s, "agent_key", "ak_1"), call: call() },
  { name: "kill switch on tool", code: "kill_switch_tool", type: "KillSwitchActive", status: 412, setup: (s) => withSwitch(s, "tool", "notes.write"), call: call() },
  { name: "kill switch on server digest", code: "kill_switch_server_digest", type: "KillSwitchActive", status: 412, setup: (s) => withSwitch(s, "server_digest", UNLISTED), call: call({ serverDigest: UNLISTED }) },
  { name: "unlisted digest", code: "digest_untrusted", type: "DigestUntrusted", status: 412, setup: (s) => withRegistry(s), call: call({ serverDigest: UNLISTED }) },
  { name: "revoked publisher", code: "publisher_revoked", type: "TrustRevoked", status: 451, setup: (s) => withRegistry(s, { publisherStatus: "revoked" }), call: call({ serverDigest: DIGEST }) },
  { name: "suspended publisher", code: "publisher_suspended", type: "PolicyBlocked", status: 412, setup: (s) => withRegistry(s, { publisherStatus: "suspended" }), call: call({ serverDigest: DIGEST }) },
  { name: "quarantined digest", code: "digest_quarantined", type: "PolicyBlocked", status: 412, setup: (s) => withRegistry(s, { digestStatus: "quarantined" }), call: call({ serverDigest: DIGEST }) },
  { name: "publisher claim mismatch", code: "publisher_mismatch", type: "PolicyBlocked", status: 412, setup: (s) => withRegistry(s), call: call({ serverDigest: DIGEST, publisherId: "pub_other" }) },
  { name: "capability not permitted for build", code: "capability_not_permitted", type: "DeniedCapability", status: 412, setup: (s) => withRegistry(s, { capabilities: ["READ_ONLY"] }), call: call({ serverDigest: DIGEST }) },
  { name: "sandbox breach", code: "sandbox_violation", type: "SandboxViolation", status: 412, setup: (s) => withRegistry(s, { sandbox: true }), call: call({ toolName: "keys.revoke", serverDigest: DIGEST, executionContext: { filesystem: [{ path: "/etc", access: "read" }], egress: [] } }) },
  { name: "undeclared tool", code: "undeclared_tool", type: "DeniedCapability", status: 412, setup: (s) => s, call: call({ toolName: "nope" }) },
  { name: "tainted input to block_tainted tool", code: "taint_blocked", type: "DeniedTaint", status: 412, setup: (s) => s, call: call({ toolName: "corpus.publish", taintLabel: "TAINTED" }) },
  { name: "unlabelled input to block_tainted tool", code: "taint_label_missing", type: "DeniedTaint", status: 412, setup: (s) => s, call: call({ toolName: "corpus.publish", taintLabel: null }) },
  { name: "unconfirmed input to require_user_confirmed tool", code: "user_confirmation_required", type: "DeniedTaint", status: 412, setup: (s) => s, call: call({ toolName: "credits.transfer" }) },
  { name: "approval required", code: "approval_required", type: "ApprovalRequired", status: 409, setup: (s) => s, call: call({ toolName: "keys.revoke" }) },
  { name: "unknown approval token", code: "approval_token_invalid", type: "PolicyBlocked", status: 412, setup: (s) => s, call: call({ toolName: "keys.revoke", approvalTokenHash: OTHER_TOKEN }) },
];

describe.each(CASES)("$name", (c) => {
  const base = (mode: Mode) => c.setup(state({ mode, approvalGating: true }));

  it("enforce: refused with the seed's type and status", () => {
    const r = run(base("enforce"), c.call);
    expect(r.refusal?.kind).toBe(c.type);
    expect(r.refusal?.reasonCode).toBe(c.code);
    expect(r.decision).toMatchObject({ reason_code: c.code, error_type: c.type, http_status: c.status, mode: "enforce" });
    expect(r.decision.action).toBe(c.type === "ApprovalRequired" ? "approval_required" : "deny");
  });

  it("observe: allowed, with the would-be refusal recorded", () => {
    const r = run(base("observe"), c.call);
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: c.code, error_type: null, mode: "observe" });
    expect(r.decision.details.would_have).toMatchObject({ reason_code: c.code, error_type: c.type, http_status: c.status });
    expect(r.decision.details.tripped[0]).toBe(c.code);
  });

  it("off: allowed and marked disabled", () => {
    const r = run(base("off"), c.call);
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "shield_disabled", shield_disabled: true });
  });
});

describe("precedence: most specific emergency first, human approval last", () => {
  it("a kill switch beats an undeclared tool, and both are recorded", () => {
    const s = withSwitch(state({ mode: "enforce" }), "agent_key", "ak_1");
    const r = run(s, call({ toolName: "nope" }));
    expect(r.decision.reason_code).toBe("kill_switch_agent_key");
    expect(r.decision.details.tripped).toEqual(["kill_switch_agent_key", "undeclared_tool"]);
    expect(r.decision.details.kill_switch_id).toBe("ks_agent_key");
  });

  it("a taint refusal beats approval: no request is raised for a call that would be denied anyway", () => {
    const s = state({ mode: "enforce", approvalGating: true }, "production", [
      { name: "x", summary: "x", capability_class: "DELEGATE_ACCESS", risk_tier: "high", requires_approval: true, taint_policy: { block_tainted: true, require_user_confirmed: false } },
    ]);
    const r = run(s, call({ toolName: "x", taintLabel: "TAINTED" }));
    expect(r.decision).toMatchObject({ action: "deny", reason_code: "taint_blocked", approval_request_id: null });
    expect(r.decision.details.tripped).toEqual(["taint_blocked", "approval_required"]);
    expect(r.effects.some((e) => e.type === "put_approval_request")).toBe(false);
    expect(r.effects.some((e) => e.type === "emit_event" && e.event.type === "shield.taint.blocked")).toBe(true);
  });
});
