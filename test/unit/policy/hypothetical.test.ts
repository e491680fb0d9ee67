// evaluate-hypothetical: the same answer as evaluate, and nothing else.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEffects, evaluate, resolveApproval, type ProposedCall } from "../../../src/policy";
import { MODES, TAINT_LABELS } from "../../../src/schemas/shield";
import { MANIFESTS, T0, TOKEN, at, call, run, state } from "./fixtures";

const IDS = { decisionId: "dec_h", approvalRequestId: "apr_h" };

const arbCall: fc.Arbitrary<ProposedCall> = fc.record({
  toolName: fc.constantFrom(...MANIFESTS.map((m) => m.name), "undeclared", "__proto__", "constructor"),
  taintLabel: fc.constantFrom(...TAINT_LABELS, null),
  agentKeyId: fc.constantFrom("ak_1", "ak_2", null),
  surface: fc.constantFrom("mcp" as const, "http" as const),
  isMutation: fc.boolean(),
  approvalTokenHash: fc.constantFrom(TOKEN, null),
}).map((over) => call(over));
const arbSettings = fc.record({ mode: fc.constantFrom(...MODES), approvalGating: fc.boolean() });
const arbKind = fc.constantFrom("production" as const, "development" as const);

describe("hypothetical evaluation", () => {
  it("has no effects and gives the same answer as a real evaluation", () => {
    fc.assert(
      fc.property(arbCall, arbSettings, arbKind, (c, settings, kind) => {
        const s = state(settings, kind);
        const hypo = evaluate(c, s, T0, { hypothetical: true, ids: IDS });
        const real = evaluate(c, s, T0, { hypothetical: false, ids: IDS });
        expect(hypo.effects).toEqual([]);
        expect(hypo.decision.hypothetical).toBe(true);
        expect({ ...hypo.decision, hypothetical: false, approval_request_id: null }).toEqual({ ...real.decision, approval_request_id: null });
        expect(real.effects.filter((e) => e.type === "record_decision")).toHaveLength(1);
      }),
    );
  });

  it("does not raise a request: the would-be refusal carries no approvalRequestId", () => {
    const r = evaluate(call({ toolName: "keys.revoke" }), state({ mode: "enforce", approvalGating: true }), T0, { hypothetical: true, ids: IDS });
    expect(r.decision).toMatchObject({ action: "approval_required", approval_request_id: null });
    expect(r.effects).toEqual([]);
  });

  it("does not spend a valid token", () => {
    const first = run(state({ mode: "enforce", approvalGating: true }), call({ toolName: "keys.revoke" }));
    const ok = resolveApproval(first.state, first.decision.approval_request_id ?? "", { decision: "approved" }, at(1), { tokenHash: TOKEN });
    if (!ok.ok) throw new Error("setup");
    const s = applyEffects(first.state, ok.value.effects);
    const c = call({ toolName: "keys.revoke", approvalTokenHash: TOKEN });
    const hypo = evaluate(c, s, at(2), { hypothetical: true, ids: IDS });
    expect(hypo.decision).toMatchObject({ action: "allow", reason_code: "approval_token_redeemed" });
    expect(hypo.decision.details.approval_token).toBe("would_redeem");
    expect(hypo.effects).toEqual([]);
    expect(run(s, c, at(3)).decision.reason_code).toBe("approval_token_redeemed");
  });
});

describe("invariants over arbitrary calls", () => {
  it("observe and off never refuse, except DANGEROUS_LOCAL in production", () => {
    fc.assert(
      fc.property(arbCall, fc.constantFrom("observe" as const, "off" as const), fc.boolean(), arbKind, (c, mode, approvalGating, kind) => {
        const r = evaluate(c, state({ mode, approvalGating }, kind), T0, { hypothetical: false, ids: IDS });
        const hosted = kind === "production" && c.toolName === "shell.exec";
        expect(r.refusal === null).toBe(!hosted);
        expect(r.effects.some((e) => e.type === "put_approval_request")).toBe(false);
      }),
    );
  });

  it("every refusal is recorded with its error type, and every record parses as a §12 decision", async () => {
    const { DecisionRecordSchema } = await import("../../../src/schemas/shield");
    fc.assert(
      fc.property(arbCall, arbSettings, arbKind, (c, settings, kind) => {
        const r = evaluate(c, state(settings, kind), T0, { hypothetical: false, ids: IDS });
        expect(DecisionRecordSchema.parse(r.decision)).toEqual(r.decision);
        expect(r.decision.error_type).toBe(r.refusal?.kind ?? null);
        if (r.refusal) expect(r.refusal.decisionId).toBe("dec_h");
      }),
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(arbCall, arbSettings, (c, settings) => {
        const s = state(settings);
        expect(evaluate(c, s, T0, { hypothetical: false, ids: IDS })).toEqual(evaluate(c, s, T0, { hypothetical: false, ids: IDS }));
      }),
    );
  });
});
