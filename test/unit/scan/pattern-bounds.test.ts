// Number rules are skipped when the text holds fewer digits than any of their matches must, or
// no run of consecutive digits as long as every match holds. Both bounds come from the pattern,
// so they have to be true lower bounds: checked on hand-made patterns, on every rule's own
// examples, on every match of every rule across the corpus and (runs) on random patterns.
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/scan/engine";
import { digitCount, minDigitRun, minDigits, minNonAscii } from "../../../src/scan/rules/pattern-bounds";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";

/**
 * Every match (up to 64 per text) of every rule whose bound is above `above`, on the corpus texts
 * that `worth` finds, handed to `check` with the rule's bound; returns how many there were.
 */
function eachCorpusMatch(bound: (p: string) => number, above: number, worth: RegExp, check: (id: string, match: string, need: number) => void): number {
  const bounded = RULES.filter((r) => bound(r.pattern) > above);
  expect(bounded.length).toBeGreaterThan(20);
  let matches = 0;
  const texts = loadCorpus().map((r) => r.text).filter((t) => worth.test(t));
  for (const r of bounded) {
    const need = bound(r.pattern);
    const re = new RegExp(r.re.source, r.re.flags);
    for (const t of texts) {
      re.lastIndex = 0;
      for (let m = re.exec(t), k = 0; m !== null && k < 64; m = re.exec(t), k++) {
        if (m[0].length === 0) { re.lastIndex++; continue; }
        matches++;
        check(r.id, m[0], need);
      }
    }
  }
  return matches;
}

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
    expect(minDigits("(?i:ab1)2")).toBe(2);
    // A code escape spells a character the walk cannot see: \x31 is "1", so five digits, not "3" and "1".
    expect(minDigits("\\x31{5}")).toBe(0);
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
    const matches = eachCorpusMatch(minDigits, 0, /[0-9]/, (id, m, need) => {
      if (digitCount(m) < need) throw new Error(`${id}: a match holds fewer than ${need} digits`);
    });
    expect(matches).toBeGreaterThan(1000);
  });
});

/**
 * Random patterns (nested groups, quantified atoms) and texts, from a seeded mulberry32 (integer
 * arithmetic, so the sequence does not collapse as a float LCG can).
 */
function randomPatterns(seed: number, atoms: readonly string[], quants: readonly string[]): { pattern: () => string; text: (alphabet: string, max: number) => string } {
  const rnd = (n: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  // Groups take bounded quantifiers only: a starred group around starred atoms backtracks
  // exponentially on a failing text.
  const groupQuants = ["", "?", "{2}", "{1,2}", "{0,2}"];
  const piece = (depth: number): string => {
    const roll = rnd(10);
    if (depth < 2 && roll === 0) return `(?:${seq(depth + 1)}|${seq(depth + 1)})${groupQuants[rnd(groupQuants.length)]}`;
    if (depth < 2 && roll === 1) return `(${seq(depth + 1)})${groupQuants[rnd(groupQuants.length)]}`;
    const a = atoms[rnd(atoms.length)] as string;
    // Quantifying a zero-width part is not valid syntax in every engine.
    return a.startsWith("(?") || a === "\\b" ? a : a + quants[rnd(quants.length)];
  };
  const seq = (depth: number): string => Array.from({ length: 1 + rnd(4) }, () => piece(depth)).join("");
  return { pattern: () => seq(0), text: (alphabet, max) => Array.from({ length: 1 + rnd(max) }, () => alphabet[rnd(alphabet.length)]).join("") };
}

/** UTF-16 units outside ASCII in `s`. */
const nonAscii = (s: string): number => s.replace(/[\x00-\x7f]/g, "").length;

// Rules of other scripts are tried only near characters outside ASCII (engine.ts): the bound must
// hold for every match, or a long mostly-English text would hide a Russian or Chinese attack.
describe("minNonAscii", () => {
  it("reads sequences, quantifiers, classes, groups and alternatives", () => {
    expect(minNonAscii("告诉我")).toBe(3);
    expect(minNonAscii("(?:告诉我|显示)[^\\n]{0,8}(?:system prompt|系统提示词)")).toBe(2);
    expect(minNonAscii("(?:system prompt|システム)を")).toBe(1);
    expect(minNonAscii("system prompt|システム")).toBe(0);
    expect(minNonAscii("[اأ]ظهر")).toBe(4);
    expect(minNonAscii("[а-я]{2,5}")).toBe(2);
    expect(minNonAscii("[а-яa]")).toBe(0);
    expect(minNonAscii("[^a]")).toBe(0);
    expect(minNonAscii("é?x")).toBe(0);
    expect(minNonAscii("(?=é)x")).toBe(0);
    expect(minNonAscii("\\u00e9")).toBe(0);
  });

  it("never exceeds the characters outside ASCII of a rule's own examples", () => {
    const bounded = RULES.filter((r) => minNonAscii(r.pattern) > 0);
    expect(bounded.length).toBeGreaterThan(30);
    for (const r of bounded) {
      const need = minNonAscii(r.pattern);
      const re = new RegExp(r.re.source, r.re.flags);
      for (const ex of r.mustMatch) for (const m of ex.matchAll(re)) expect(nonAscii(m[0]), r.id).toBeGreaterThanOrEqual(need);
    }
  });

  // The development corpus holds no text these rules match, so random patterns stand in for it.
  it("is a lower bound on random patterns and texts", () => {
    const gen = randomPatterns(11, ["я", "[а-я]", "[яx]", "x", " ", ".", "\\w", "\\s", "\\b", "[^x]", "[^я]", "(?=я)", "(?!я)", "語", "[語я]"], ["", "", "?", "*", "+", "{2}", "{0,2}", "{1,3}"]);
    let tight = 0;
    let checked = 0;
    for (let n = 0; n < 3000; n++) {
      const p = gen.pattern();
      const need = minNonAscii(p);
      if (need > 0) tight++;
      for (const flags of ["g", "gi"]) {
        const re = new RegExp(p, flags);
        for (let t = 0; t < 10; t++) {
          for (const m of gen.text("яЯx X語y", 24).matchAll(re)) {
            checked++;
            if (nonAscii(m[0]) < need) throw new Error(`/${p}/${flags} matched ${JSON.stringify(m[0])}, bound ${need}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(tight).toBeGreaterThan(300);
  });

});

/** The longest run of consecutive ASCII digits in `s`. */
function longestRun(s: string): number {
  let best = 0;
  let run = 0;
  for (const ch of s) {
    run = ch >= "0" && ch <= "9" ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

describe("minDigitRun (and minDigits, read in the same walk)", () => {
  it("reads runs across sequences, quantifiers, groups, alternatives and zero-width parts", () => {
    expect(minDigitRun("\\b[0-9]{13}\\b")).toBe(13);
    expect(minDigitRun("[0-9]{3}-[0-9]{2}-[0-9]{4}")).toBe(4); // separators break runs
    expect(minDigitRun("[0-9]{3}[-+]?[0-9]{4}")).toBe(4); // an optional separator may be there
    expect(minDigitRun("(?:[0-9]{2})?[0-9]{6}[-+]?[0-9]{4}")).toBe(6);
    expect(minDigitRun("[0-9]{2}(?:[0-9]{2}){3}")).toBe(8); // runs join across group edges
    expect(minDigitRun("(?:1|22)[0-9]")).toBe(2);
    expect(minDigitRun("(?:[0-9]{4}|[0-9]{2}x)[0-9]")).toBe(2);
    expect(minDigitRun("x?[0-9]{2}\\b[0-9]{2}")).toBe(4); // \b consumes nothing
    expect(minDigitRun("[0-9]{2}(?=x)[0-9]{2}")).toBe(4); // nor does a look-ahead
    expect(minDigitRun("[0-9]{2}(?:x)?[0-9]{2}")).toBe(2); // `12x34`
    expect(minDigitRun("[0-9]{2}(?:x)*[0-9]{3}")).toBe(3);
    expect(minDigitRun("(?:[0-9]{2})+")).toBe(2);
    expect(minDigitRun("(?:[0-9]{2}){2,}")).toBe(4);
    expect(minDigitRun("[0-9]{2}.[0-9]{3}")).toBe(3); // a dot may be a digit, but need not be
    expect(minDigitRun("[0-9a-f]{20}")).toBe(0); // hex need hold no digit at all
    expect(minDigitRun("\\d\\d[\\d]")).toBe(3);
    expect(minDigitRun("[0-9]{2}(?#x)[0-9]{2}")).toBe(2); // a construct it does not know breaks runs
    expect(minDigitRun("[0-9]{2}(?i)[0-9]{2}")).toBe(4); // case flags consume nothing
    expect(minDigitRun("(?i:x[0-9]{2})[0-9]{2}")).toBe(4); // nor change what a digit is
    expect(minDigitRun("\\x30{5}")).toBe(0); // code escapes: not understood at all
    expect(minDigitRun("(unbalanced[0-9]{4}")).toBe(0);
    expect(minDigitRun("[0-9]{2}x{")).toBe(0);
  });

  it("never exceeds the longest digit run of a rule's own examples", () => {
    for (const r of RULES) {
      const need = minDigitRun(r.pattern);
      if (need === 0) continue;
      const re = new RegExp(r.re.source, r.re.flags);
      for (const ex of r.mustMatch) for (const m of ex.matchAll(re)) expect(longestRun(m[0]), r.id).toBeGreaterThanOrEqual(need);
    }
  });

  it("never exceeds the longest digit run of any match in the corpus", { timeout: 600_000 }, () => {
    if (!corpusAvailable()) return;
    const matches = eachCorpusMatch(minDigitRun, 1, /[0-9]{2}/, (id, m, need) => {
      if (longestRun(m) < need) throw new Error(`${id}: a match holds no run of ${need} digits`);
    });
    expect(matches).toBeGreaterThan(1000);
  });

  it("is a lower bound on random patterns and texts", () => {
    const gen = randomPatterns(7, ["[0-9]", "\\d", "1", "x", "-", "[0-9x]", ".", "\\w", "\\s", "\\b", "(?=[0-9])", "(?![0-9])", "[^0-9]"], ["", "", "?", "*", "+", "{2}", "{0,2}", "{1,3}", "{3}"]);
    let tight = 0;
    let checked = 0;
    for (let n = 0; n < 3000; n++) {
      const p = gen.pattern();
      const need = minDigitRun(p);
      const digits = minDigits(p);
      if (need > 1) tight++;
      const re = new RegExp(p, "g");
      for (let t = 0; t < 20; t++) {
        for (const m of gen.text("0123456789x-y", 24).matchAll(re)) {
          checked++;
          if (longestRun(m[0]) < need) throw new Error(`/${p}/ matched ${JSON.stringify(m[0])}, bound ${need}`);
          if (digitCount(m[0]) < digits) throw new Error(`/${p}/ matched ${JSON.stringify(m[0])}, ${digits} digits`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(tight).toBeGreaterThan(200); // the bound is not trivially zero
  });

});
