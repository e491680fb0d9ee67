import { describe, expect, it } from "vitest";
import { checkTaintPolicy } from "../../../src/policy/checks";
import { TAINT_LABELS, type TaintLabel } from "../../../src/schemas/shield";
import { manifest } from "./fixtures";

const labels: Array<TaintLabel | null> = [...TAINT_LABELS, null];
const outcome = (block_tainted: boolean, require_user_confirmed: boolean, label: TaintLabel | null) =>
  checkTaintPolicy(manifest("t", { taint_policy: { block_tainted, require_user_confirmed } }), label)?.reasonCode ?? "pass";

describe("taint policy (seed §5): the caller's label, honoured as given", () => {
  it.each(labels)("no policy accepts %s", (label) => {
    expect(outcome(false, false, label)).toBe("pass");
  });

  it("block_tainted refuses TAINTED and unlabelled input, accepts the rest", () => {
    expect(labels.map((l) => outcome(true, false, l))).toEqual(["taint_blocked", "pass", "pass", "pass", "taint_label_missing"]);
  });

  it("require_user_confirmed accepts only USER_CONFIRMED", () => {
    expect(labels.map((l) => outcome(false, true, l))).toEqual([
      "user_confirmation_required",
      "pass",
      "user_confirmation_required",
      "user_confirmation_required",
      "user_confirmation_required",
    ]);
  });

  it("with both, tainted input is reported as tainted (the more specific finding)", () => {
    expect(labels.map((l) => outcome(true, true, l))).toEqual([
      "taint_blocked",
      "pass",
      "user_confirmation_required",
      "user_confirmation_required",
      "taint_label_missing",
    ]);
  });
});
