// The engine reads each rule's gate, anchors and digit bounds from a file computed ahead of time
// (start-up would otherwise walk every pattern). A wrong entry would make rules skip text they
// match, so the file must equal a fresh analysis, and an entry made from another pattern must
// never be used.
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/scan/engine";
import { deriveRule, deriveRules, ruleKey, storedIds, storedLine } from "../../../src/scan/rules/derived";

const known = new Set(RULES.flatMap((r) => r.keywords));

describe("derived rule data", () => {
  it("covers every built-in rule and equals a fresh analysis (else run `npm run derived:build`)", () => {
    const { derived, fresh } = deriveRules(RULES);
    expect(fresh, "rules whose stored entry is missing or stale: run `npm run derived:build`").toBe(0);
    const stale = RULES.filter((r, i) => JSON.stringify(derived[i]) !== JSON.stringify(deriveRule(r, known))).map((r) => r.id);
    expect(stale, "run `npm run derived:build`").toEqual([]);
  });

  it("reads back what it stores, literals with any character included", () => {
    const rule = RULES[0] as (typeof RULES)[number];
    const d = { gate: { all: [{ lit: "a,b)(|&*%\t`${x}\\" }, { any: [{ lit: "é ü" }, true as const] }] }, starts: [{ lit: ";,-", lo: 1, hi: 9 }], minDigits: 2, minRun: 1, maxLen: 40, minNonAscii: 3 };
    const line = storedLine(rule, d);
    expect(line).not.toMatch(/[`\\"]|\$\{/);
    expect(deriveRules([rule], line).derived[0]).toEqual(d);
  });

  it("holds no entry for a rule that no longer exists", () => {
    const ids = new Set(RULES.map((r) => r.id));
    expect(storedIds().filter((id) => !ids.has(id))).toEqual([]);
  });

  it("analyses a rule afresh when its pattern, view or keywords differ from what its entry was made from", () => {
    const rule = RULES.find((r) => deriveRule(r, known).starts !== null) as (typeof RULES)[number];
    // A stored entry for the rule, deliberately wrong (no anchors, no gate), keyed to the rule as it is.
    const wrong = (r: typeof rule): string => storedLine(r, { gate: true, starts: null, minDigits: 0, minRun: 0, maxLen: Infinity, minNonAscii: 0 });
    expect(deriveRules([rule], wrong(rule)).derived[0]?.starts).toBeNull();
    for (const changed of [
      { ...rule, pattern: `${rule.pattern}|zzqx` },
      { ...rule, view: rule.view === "folded" ? ("original" as const) : ("folded" as const) },
      { ...rule, keywords: [...rule.keywords, "zzqx"] },
    ]) {
      expect(ruleKey(changed)).not.toBe(ruleKey(rule));
      const { derived, fresh } = deriveRules([changed], wrong(rule));
      expect(fresh).toBe(1);
      expect(JSON.stringify(derived[0])).toBe(JSON.stringify(deriveRule(changed, new Set(changed.keywords))));
    }
  });
});
