import { describe, expect, it } from "vitest";
import { activateKillSwitch, applyEffects, evaluate } from "../../../src/policy";
import type { Mode } from "../../../src/schemas/shield";
import { ARGS, T0, call, ids, run, state } from "./fixtures";

describe("mode off", () => {
  it("allows everything and records it with the disabled marker and a disabled event", () => {
    const r = run(state({ mode: "off" }), call({ toolName: "never.declared" }));
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "shield_disabled", mode: "off", shield_disabled: true });
    expect(r.decision.details.enforced).toBe(false);
    const kinds = r.effects.map((e) => (e.type === "emit_event" ? e.event.type : e.type));
    expect(kinds).toEqual(["record_decision", "shield.decision.recorded", "shield.disabled.call_allowed"]);
  });

  it("does not honour kill switches, taint or approvals while off", () => {
    let s = state({ mode: "off", approvalGating: true });
    const ks = activateKillSwitch(s, { targetType: "tool", targetRef: "keys.revoke", reason: "r", actor: "a" }, T0, { killSwitchId: "ks_1" });
    if (!ks.ok) throw new Error("setup");
    s = applyEffects(s, ks.value.effects);
    const r = run(s, call({ toolName: "keys.revoke", taintLabel: "TAINTED" }));
    expect(r.decision.action).toBe("allow");
    expect(r.effects.some((e) => e.type === "put_approval_request")).toBe(false);
  });
});

describe("mode observe (the default)", () => {
  it("is the default for a new tenant", () => {
    expect(state().settings).toMatchObject({ mode: "observe", approvalGating: false, tokenTtlMinutes: 15 });
  });

  it("allows an undeclared tool and records what enforce would have done", () => {
    const r = run(state(), call({ toolName: "unknown.tool" }));
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "undeclared_tool", mode: "observe", error_type: null, http_status: null });
    expect(r.decision.details).toMatchObject({
      enforced: false,
      tripped: ["undeclared_tool"],
      would_have: { action: "deny", reason_code: "undeclared_tool", error_type: "DeniedCapability", http_status: 412 },
    });
  });

  it("records a clean call as policy_pass with no would_have", () => {
    const r = run(state(), call());
    expect(r.decision.reason_code).toBe("policy_pass");
    expect(r.decision.details.would_have).toBeUndefined();
  });

  it("never raises an approval request, but records approval_required as the would-be outcome", () => {
    const r = run(state({ approvalGating: true }), call({ toolName: "keys.revoke" }));
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "approval_required", requires_approval: true, approval_request_id: null });
    expect(r.decision.details.would_have).toMatchObject({ action: "approval_required", error_type: "ApprovalRequired", http_status: 409 });
    expect(r.effects.some((e) => e.type === "put_approval_request")).toBe(false);
  });
});

describe("mode enforce", () => {
  it("denies an undeclared tool with DeniedCapability", () => {
    const r = run(state({ mode: "enforce" }), call({ toolName: "unknown.tool" }));
    expect(r.refusal).toMatchObject({ kind: "DeniedCapability", reasonCode: "undeclared_tool", decisionId: r.decision.decision_id });
    expect(r.decision).toMatchObject({ action: "deny", error_type: "DeniedCapability", http_status: 412, capability_class: null, risk_tier: null });
  });

  it("allows a declared clean call", () => {
    const r = run(state({ mode: "enforce" }), call());
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "policy_pass", capability_class: "WRITE_PRIVATE", risk_tier: "med", args_hash: ARGS });
  });

  it("with gating off, records requires_approval and proceeds (seed §3)", () => {
    const r = run(state({ mode: "enforce", approvalGating: false }), call({ toolName: "keys.revoke" }));
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "approval_gating_off", requires_approval: true, approval_request_id: null });
  });

  it("with gating on, refuses with ApprovalRequired and raises a request", () => {
    const r = run(state({ mode: "enforce", approvalGating: true }), call({ toolName: "keys.revoke" }));
    expect(r.refusal?.kind).toBe("ApprovalRequired");
    expect(r.decision.action).toBe("approval_required");
    const id = r.decision.approval_request_id;
    expect(id).not.toBeNull();
    expect(r.refusal).toMatchObject({ approvalRequestId: id });
    expect(r.state.approvals.get(id ?? "")).toMatchObject({ state: "requested", tool_name: "keys.revoke", decision_id: r.decision.decision_id });
  });
});

describe("DANGEROUS_LOCAL", () => {
  it.each<Mode>(["off", "observe", "enforce"])("is refused in production in mode %s", (mode) => {
    const r = run(state({ mode }, "production"), call({ toolName: "shell.exec" }));
    expect(r.refusal).toMatchObject({ kind: "DeniedCapability", reasonCode: "dangerous_local_in_production" });
    expect(r.decision).toMatchObject({ action: "deny", mode, http_status: 412 });
    expect(r.decision.details.enforced).toBe(true);
  });

  it.each<Mode>(["off", "observe", "enforce"])("follows the normal rules in development (mode %s)", (mode) => {
    const r = run(state({ mode }, "development"), call({ toolName: "shell.exec" }));
    expect(r.refusal).toBeNull();
    expect(r.decision.capability_class).toBe("DANGEROUS_LOCAL");
  });
});

describe("HTTP surface", () => {
  it("names an HTTP mutation by method and route, and gates it like a tool", () => {
    const s = state({ mode: "enforce" });
    const r = run(s, call({ surface: "http", toolName: "POST /v1/ingest", httpMethod: "POST", httpRoute: "/v1/ingest" }));
    expect(r.decision).toMatchObject({ action: "deny", reason_code: "undeclared_tool", http_method: "POST", http_route: "/v1/ingest" });
  });

  it("does not gate HTTP reads (seed §15), but records them", () => {
    const r = run(state({ mode: "enforce" }), call({ surface: "http", toolName: "GET /v1/docs", isMutation: false }));
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "read_path", is_mutation: false });
    expect(r.effects.some((e) => e.type === "record_decision")).toBe(true);
  });

  it("still gates MCP calls that claim not to mutate: the manifest, not the caller, classifies", () => {
    const r = evaluate(call({ toolName: "unknown.tool", isMutation: false }), state({ mode: "enforce" }), T0, { hypothetical: false, ids: ids() });
    expect(r.decision.action).toBe("deny");
  });
});
