import { describe, expect, it } from "vitest";
import { emptyState, evaluate, putManifest, applyEffects, toJsonRpcError, type ProposedCall } from "../../../src/policy/index";

const NOW = new Date("2026-11-29T12:00:00Z");
const base: ProposedCall = {
  surface: "mcp", toolName: "files/write_file", httpMethod: null, httpRoute: null, agentKeyId: "key_A", serverDigest: null,
  publisherId: null, taintLabel: "SYSTEM_GENERATED", isMutation: true, argsHash: "0".repeat(64), approvalTokenHash: null, flows: [], executionContext: null,
};

function stateWith(mode: "observe" | "enforce") {
  let s = emptyState("development", { mode });
  const m = putManifest({ name: "files/write_file", summary: "Write a file", capability_class: "WRITE_PRIVATE", risk_tier: "med", requires_approval: false, taint_policy: { block_tainted: false, require_user_confirmed: false } }, NOW, { actor: "t", changeId: "c1" });
  s = applyEffects(s, m.effects);
  return s;
}
const ids = { decisionId: "dec_1", approvalRequestId: "apr_1" };

describe("MCP mediation findings (seed 004) as a gate policy", () => {
  it("enforce: the first finding refuses with PolicyBlocked / mediation, recorded with its content-free detail", () => {
    const r = evaluate({ ...base, mediation: [{ code: "config_file_guard", detail: "settings.json" }, { code: "argument_value_limit", detail: "amount" }] }, stateWith("enforce"), NOW, { hypothetical: false, ids });
    expect(r.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "config_file_guard", policy: "mediation", decisionId: "dec_1" });
    expect(r.decision.details.tripped).toEqual(["config_file_guard"]);
    expect(r.decision.details.mediation).toEqual([{ code: "config_file_guard", detail: "settings.json" }, { code: "argument_value_limit", detail: "amount" }]);
    expect(toJsonRpcError(r.refusal!)).toMatchObject({ code: -32003, data: { type: "PolicyBlocked", reasonCode: "config_file_guard", decisionId: "dec_1" } });
  });

  it("observe: recorded as the would-be refusal, allowed", () => {
    const r = evaluate({ ...base, mediation: [{ code: "tool_definition_changed", detail: "files/write_file" }] }, stateWith("observe"), NOW, { hypothetical: false, ids });
    expect(r.refusal).toBeNull();
    expect(r.decision).toMatchObject({ action: "allow", reason_code: "tool_definition_changed" });
    expect(r.decision.details.would_have).toMatchObject({ error_type: "PolicyBlocked", http_status: 412 });
  });

  it("no findings: no effect on the decision", () => {
    expect(evaluate(base, stateWith("enforce"), NOW, { hypothetical: false, ids }).decision.reason_code).toBe("policy_pass");
  });
});
