// Number rules are skipped when the text holds fewer digits than any of their matches must. The
// bound comes from the pattern, so it has to be a true lower bound: checked on hand-made
// patterns, on every rule's own examples and on every match of every rule across the corpus.
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/scan/engine";
import { digitCount, minDigits } from "../../../src/scan/rules/pattern-bounds";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";

describe("minDigits", () => {
  it("reads sequences, quantifiers, classes, groups and alternatives", () => {
    expect(minDigits("\\b[0-9]{3}-[0-9]{2}-[0-9]{4}\\b")).toBe(9);
    expect(minDigits("[0-9]{3}|[0-9]{2}x")).toBe(2);
    expect(minDigits("(?:[0-9]{2}){3}")).toBe(6);
    expect(minDigits("(?:[0-9]{2})?x")).toBe(0);
    expect(minDigits("\\d{2,}\\d+\\d*")).toBe(3);
    expect(minDigits("(?<year>[12][0-9]{3})")).toBe(4);
    expect(minDigits("(?=[0-9]{5})[a-z]")).toBe(0); // look-ahead consumes nothing
    expect(minDigits("(?<![0-9])[0-9]")).toBe(1);
    expect(minDigits("[^0-9]{4}")).toBe(0);
    expect(minDigits("[0-9a-f]{8}")).toBe(0);
    expect(minDigits("[\\d]{2}")).toBe(2);
    expect(minDigits("v1\\.2")).toBe(2); // the escaped dot is no digit, both literals are
    expect(minDigits("x{2}")).toBe(0);
    expect(minDigits("(unbalanced")).toBe(0);
    expect(digitCount("a1b2c3d4")).toBe(4);
    expect(digitCount("a1b2c3d4", 2)).toBe(2); // counting stops at the cap
    const long = `${"x".repeat(300)}1${"y".repeat(300)}23`;
    expect(digitCount(long)).toBe(3); // the long-text path
    expect(digitCount(long, 2)).toBe(2);
    expect(digitCount("x".repeat(1000))).toBe(0);
  });

  it("never exceeds the digits of a rule's own examples", () => {
    for (const r of RULES) {
      const need = minDigits(r.pattern);
      for (const ex of r.mustMatch) {
        const re = new RegExp(r.re.source, r.re.flags);
        for (const m of ex.matchAll(re)) expect(digitCount(m[0]), `${r.id}`).toBeGreaterThanOrEqual(need);
      }
    }
  });

  it("never exceeds the digits of any match in the corpus", { timeout: 600_000 }, () => {
    if (!corpusAvailable()) return;
    const bounded = RULES.filter((r) => minDigits(r.pattern) > 0);
    expect(bounded.length).toBeGreaterThan(20);
    let matches = 0;
    const texts = loadCorpus().map((r) => r.text).filter((t) => /[0-9]/.test(t));
    for (const r of bounded) {
      const need = minDigits(r.pattern);
      const re = new RegExp(r.re.source, r.re.flags);
      for (const t of texts) {
        re.lastIndex = 0;
        for (let m = re.exec(t), k = 0; m !== null && k < 64; m = re.exec(t), k++) {
          if (m[0].length === 0) { re.lastIndex++; continue; }
          matches++;
          if (digitCount(m[0]) < need) throw new Error(`${r.id}: a match holds fewer than ${need} digits`);
        }
      }
    }
    expect(matches).toBeGreaterThan(1000);
  });
});
