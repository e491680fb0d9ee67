// Property: an approval authorises one exact call, once — whatever else is replayed around it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEffects, evaluate, resolveApproval, type ProposedCall } from "../../../src/policy";
import { ARGS, OTHER_ARGS, TOKEN, at, call, run, state } from "./fixtures";

const bound = call({ toolName: "keys.revoke", approvalTokenHash: TOKEN });
const variants: ProposedCall[] = [
  bound,
  { ...bound, argsHash: OTHER_ARGS },
  { ...bound, agentKeyId: "ak_2" },
  { ...bound, approvalTokenHash: null },
  { ...bound, toolName: "notes.write" },
];

describe("approval tokens are single-use", () => {
  it("across any sequence of replays, exactly the first bound replay is allowed by the token", () => {
    const first = run(state({ mode: "enforce", approvalGating: true }), call({ toolName: "keys.revoke", argsHash: ARGS }));
    const ok = resolveApproval(first.state, first.decision.approval_request_id ?? "", { decision: "approved" }, at(1), { tokenHash: TOKEN });
    if (!ok.ok) throw new Error("setup");
    const approved = applyEffects(first.state, ok.value.effects);

    fc.assert(
      fc.property(fc.array(fc.nat({ max: variants.length - 1 }), { minLength: 1, maxLength: 12 }), (picks) => {
        let s = approved;
        let redeemed = 0;
        picks.forEach((i, n) => {
          const c = variants[i] ?? bound;
          const r = evaluate(c, s, at(2 + n / 100), { hypothetical: false, ids: { decisionId: `d${n}`, approvalRequestId: `a${n}` } });
          if (r.decision.reason_code === "approval_token_redeemed") redeemed++;
          s = applyEffects(s, r.effects);
        });
        expect(redeemed).toBe(picks.includes(0) ? 1 : 0);
      }),
    );
  });
});
