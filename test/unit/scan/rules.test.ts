import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/scan/index";
import { assertRe2, assertSafePattern, compileRules, runRule, type RuleSpec } from "../../../src/scan/rules/rule";
import { fold } from "../../../src/scan/normalize";

const viewOf = (view: string, s: string): string => (view === "folded" ? fold(s).text : s);

describe("rule examples", () => {
  for (const rule of RULES) {
    it(`${rule.id} matches its mustMatch examples`, () => {
      for (const ex of rule.mustMatch) expect(runRule(rule, viewOf(rule.view, ex)).length, ex).toBeGreaterThan(0);
    });
    it(`${rule.id} does not match its mustNotMatch examples`, () => {
      for (const ex of rule.mustNotMatch) expect(runRule(rule, viewOf(rule.view, ex)), ex).toEqual([]);
    });
    it(`${rule.id}: every example match contains a keyword (prefilter soundness)`, () => {
      if (rule.keywords.length === 0) return;
      for (const ex of rule.mustMatch)
        for (const m of runRule(rule, viewOf(rule.view, ex))) {
          const full = viewOf(rule.view, ex).toLowerCase();
          // The whole regex match (not only the captured group) must contain a keyword.
          rule.re.lastIndex = 0;
          const whole = rule.re.exec(full.slice(0))?.[0]?.toLowerCase() ?? full.slice(m.start, m.end);
          rule.re.lastIndex = 0;
          expect(rule.keywords.some((k) => whole.includes(k) || full.includes(k)), `${rule.id} on ${ex}`).toBe(true);
        }
    });
  }
});

describe("rule loading", () => {
  const base: RuleSpec = { id: "test.rule", class: "secrets", description: "t", keywords: ["abc"], pattern: "abc[0-9]{1,4}", confidence: 0.5, mustMatch: ["abc1"], mustNotMatch: ["abd"] };
  it("accepts a well-formed rule", () => {
    expect(compileRules([base])).toHaveLength(1);
  });
  it("rejects duplicate ids", () => {
    expect(() => compileRules([base, { ...base }])).toThrow(/duplicate/);
  });
  it("rejects rules without examples", () => {
    expect(() => compileRules([{ ...base, mustMatch: [] }])).toThrow(/examples/);
    expect(() => compileRules([{ ...base, mustNotMatch: [] }])).toThrow(/examples/);
  });
  it("rejects patterns that are not RE2 (backreferences, lookahead)", () => {
    expect(() => compileRules([{ ...base, pattern: "(a)\\1" }])).toThrow(/RE2/);
    expect(() => compileRules([{ ...base, pattern: "a(?=b)" }])).toThrow(/RE2/);
    // The built-in lists skip the checks at start-up; this is where they get them.
    expect(() => compileRules([{ ...base, pattern: "a(?=b)" }], new Set(), true)).not.toThrow();
  });
  it("every built-in rule's pattern is bounded, unnested and valid RE2 syntax", () => {
    for (const r of RULES) {
      expect(() => assertSafePattern(r.id, r.pattern, true)).not.toThrow();
      expect(() => assertRe2(r.id, r.pattern, r.caseInsensitive)).not.toThrow();
    }
  });
  it("rejects unbounded and nested quantifiers", () => {
    expect(() => assertSafePattern("x", "a+")).toThrow(/unbounded/);
    expect(() => assertSafePattern("x", "a*")).toThrow(/unbounded/);
    expect(() => assertSafePattern("x", "a{2,}")).toThrow(/unbounded/);
    expect(() => assertSafePattern("x", "(?:a{1,3}b){1,9}")).toThrow(/nested/);
    expect(() => assertSafePattern("x", "(?:a{1,3}b){2,40}")).toThrow(/nested/);
    expect(() => assertSafePattern("x", "(?:ab)?c{1,3}")).not.toThrow();
  });
  it("allows the scanner's rules a quantified group repeated at most 8 times: the same search as its optional copies written out", () => {
    expect(() => assertSafePattern("x", "(?:a{1,3}b){0,8}", true)).not.toThrow();
    expect(() => assertSafePattern("x", "(?:a{1,3}b){1,5}", true)).not.toThrow();
    expect(() => assertSafePattern("x", "(?:a{1,3}b){1,9}", true)).toThrow(/nested/);
    // Other callers (the shell analyzer, commons packs) keep the strict form.
    expect(() => assertSafePattern("x", "(?:a{1,3}b){0,8}")).toThrow(/nested/);
    const copies = "(?:a{1,3}b)?".repeat(6) + "c";
    const loop = "(?:a{1,3}b){0,6}c";
    for (const t of ["c", "abc", "aaabababc", "ab".repeat(7) + "c", "aaaa bc", "abab"]) expect(new RegExp(loop).exec(t)?.[0]).toBe(new RegExp(copies).exec(t)?.[0]);
  });
  it("rejects onlyWith naming a rule that is not another one of its list", () => {
    const other = { ...base, id: "test.other" };
    expect(compileRules([{ ...base, onlyWith: ["test.other"] }, other])).toHaveLength(2);
    expect(() => compileRules([{ ...base, onlyWith: ["test.missing"] }, other])).toThrow(/onlyWith/);
    expect(() => compileRules([{ ...base, onlyWith: [base.id] }])).toThrow(/onlyWith/);
  });
  it("rejects bad confidence and non-lowercase keywords", () => {
    expect(() => compileRules([{ ...base, confidence: 0 }])).toThrow(/confidence/);
    expect(() => compileRules([{ ...base, keywords: ["ABC"] }])).toThrow(/lowercase/);
  });
  it("all shipped rule ids are unique", () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  });
  it("every shipped pattern runs in linear-ish time on adversarial runs of its own characters", () => {
    const probes = ["a", "0", " ", "@", ".", "-", "_", "/", "=", ":", "%", "x", "Q~", "sk-", "ignore ", "please "];
    for (const rule of RULES) {
      const t = performance.now();
      for (const p of probes) runRule(rule, p.repeat(Math.ceil(20000 / p.length)));
      expect(performance.now() - t, rule.id).toBeLessThan(400);
    }
  });
});
