// Anchors read off a pattern (a literal every match holds at a bounded offset from its start) let
// the engine try a rule only near the literal's occurrences. A wrong anchor would silently lose
// matches, so the property is checked on hand-made constructs, on random patterns against random
// texts, and on every rule against its examples and every corpus match.
import { describe, expect, it } from "vitest";
import { matchAnchors, type Anchor } from "../../../src/scan/rules/anchors";
import { isFunctionWords } from "../../../src/scan/rules/function-words";
import { makeUnit, RULES } from "../../../src/scan/engine";
import { runRule } from "../../../src/scan/rules/rule";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";

const isRunChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 61 || c === 95 || c === 45;

/** Whether a match of `text` at [start, start + len) holds some anchor at an allowed offset. */
function anchored(anchors: readonly Anchor[], lower: string, start: number, len: number): boolean {
  return anchors.some((a) => {
    for (let d = a.lo; d <= a.hi && d + a.lit.length <= len; d++) if (lower.startsWith(a.lit, start + d)) return true;
    return false;
  });
}

const show = (a: Anchor[] | null): string[] | null => (a === null ? null : a.map((x) => `${x.lit}@${x.lo}-${x.hi}`).sort());

describe("matchAnchors on constructs", () => {
  it("reads leading alternatives, boundaries and bounded prefixes", () => {
    expect(show(matchAnchors("(?:respond|reply|answer)(?:ing)? to"))).toEqual(["answer@0-0", "reply@0-0", "respond@0-0"]);
    expect(show(matchAnchors("(?:^|[^A-Za-z0-9_])(npm_[A-Za-z0-9]{36})(?:[^A-Za-z0-9_]|$)"))).toEqual(["npm_@0-1"]);
    expect(show(matchAnchors("\\b[A-Za-z0-9._%+-]{1,64}@[a-z-]{1,9}"))).toEqual(["@@1-64"]);
    // A one-character literal is passed for a longer one further on.
    expect(show(matchAnchors("\\b[A-Za-z0-9._%+-]{1,64}@[a-z]{2,9}\\.com"))).toEqual([".com@4-74"]);
    expect(show(matchAnchors("(?:[aA][wW][sS])[A-Za-z0-9_ .-]{0,24}secret"))).toEqual(["aws@0-0"]);
    expect(show(matchAnchors("(?:new )?instructions:"))).toEqual(["instructions:@0-0", "new instructions:@0-0"]);
    expect(show(matchAnchors("[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}"))).toEqual([".@4-4"]);
  });

  it("passes a literal of function words alone for the words after it, and keeps it when nothing follows", () => {
    // "the " occurs every few words of prose; the words after it rarely do.
    expect(show(matchAnchors("the (?:rules|guardrails) (?:are|were) off"))).toEqual(["guardrails @4-4", "rules @4-4"]);
    expect(show(matchAnchors("(?:is|are) (?:now )?(?:unrestricted|unfiltered)"))).toEqual(["unfiltered@3-8", "unrestricted@3-8"]);
    expect(show(matchAnchors("(?:you|they) are"))).toEqual(["they are@0-0", "you are@0-0"]);
    // A word that is not a function word is anchor enough, as is punctuation with letters.
    expect(show(matchAnchors("ignore (?:all|the) rules"))).toEqual(["ignore @0-0"]);
    expect(show(matchAnchors("[a-z]{1,9}\\.com"))).toEqual([".com@1-9"]);
  });

  it("prefers punctuation further on to a word of one or two letters", () => {
    // "da" and "ia" are inside half the words of Spanish prose; the keyword pass cannot use them,
    // and one such branch used to cost a whole rule its anchors.
    expect(show(matchAnchors("\\b(?:asigna|da)\\b[^\\n]{0,50}@"))).toEqual(["@@2-52", "asigna@0-0"]);
    expect(show(matchAnchors("(?:la |el )?ia ?:"))).toEqual([":@2-3", "el ia@0-0", "la ia@0-0"]);
  });

  it("looks past function words within a bound, so long patterns full of them keep their anchors", () => {
    // An unbounded look spent these rules' whole budget: no anchors, and most of a second at start-up.
    for (const id of ["pi.override.goal-hijack", "pi.jailbreak.trait-refusal-words", "pi.directive.task-precondition"]) {
      const r = RULES.find((x) => x.id === id);
      expect([id, r !== undefined && matchAnchors(r.pattern) !== null]).toEqual([id, true]);
    }
  });

  it("knows function words as words and spaces only", () => {
    for (const w of ["the ", " is not ", "de la", "und", "você", "à"]) expect([w, isFunctionWords(w)]).toEqual([w, w !== "você"]);
    for (const w of [".com", "the guard", "l'", "the2", ""]) expect([w, isFunctionWords(w)]).toEqual([w, false]);
  });

  it("gives none where a match need hold no literal at a bounded offset", () => {
    expect(matchAnchors("[a-z]+@example")).toBeNull(); // unbounded prefix
    expect(matchAnchors("[0-9]{6}")).toBeNull(); // no literal at all
    expect(matchAnchors("(?:abc|[0-9])x?")).toBeNull(); // one branch starts with no literal and has none
    expect(matchAnchors("(?:foo)*")).toBeNull(); // may be empty
    expect(matchAnchors("[a-z]\\1bc")).toBeNull(); // a back-reference: not understood
    expect(matchAnchors("(?=x)[a-z]{3}yz")).toBeNull(); // a look-ahead: not understood
  });

  it("keeps a space in a literal for blanked views only next to a blank-able character", () => {
    // "! !": the space touches no blank-able character, so the literal stops before it.
    expect(show(matchAnchors("ab! !x", { blanked: isRunChar }))).toEqual(["ab!@0-0"]);
    expect(show(matchAnchors("you are", { blanked: isRunChar }))).toEqual(["you are@0-0"]);
    expect(show(matchAnchors("ab! !x"))).toEqual(["ab! !x@0-0"]);
  });
});

function rng(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe("matchAnchors on random patterns", () => {
  it("every match of 3,000 random patterns on random texts holds an anchor", () => {
    const rand = rng(11);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const atoms = ["a", "b", "ab", "ba", "c", "[ab]", "[bc]", ".", "\\.", "x", "[aA]", "\\b", "^", "$", " ", "\\s", "[^a]"];
    const quants = ["", "", "", "?", "*", "+", "{2}", "{0,2}", "{1,3}"];
    const seq = (depth: number): string => {
      let out = "";
      const n = 1 + Math.floor(rand() * 4);
      for (let i = 0; i < n; i++) {
        if (depth > 0 && rand() < 0.3) {
          const branches = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => seq(depth - 1));
          out += `(?:${branches.join("|")})${pick(quants)}`;
        } else {
          const a = pick(atoms);
          out += a === "\\b" || a === "^" || a === "$" ? a : a + pick(quants);
        }
      }
      return out;
    };
    let anchoredPatterns = 0;
    let checked = 0;
    for (let n = 0; n < 3000; n++) {
      const p = rand() < 0.3 ? `${seq(2)}|${seq(2)}` : seq(2);
      const anchors = matchAnchors(p);
      if (anchors === null) continue;
      anchoredPatterns++;
      const re = new RegExp(p, "g");
      for (let t = 0; t < 10; t++) {
        const text = Array.from({ length: 40 }, () => pick(["a", "b", "c", "x", "A", ".", " ", "\n"])).join("");
        for (const m of text.matchAll(re)) {
          if (m[0].length === 0) continue;
          checked++;
          expect(anchored(anchors, text.toLowerCase(), m.index, m[0].length), `pattern ${p}`).toBe(true);
        }
      }
    }
    expect(anchoredPatterns).toBeGreaterThan(500);
    expect(checked).toBeGreaterThan(5_000);
  });
});

describe("every rule's anchors", () => {
  const anchorsOf = (r: (typeof RULES)[number]) => matchAnchors(r.pattern, r.view === "folded" ? { blanked: isRunChar } : {});

  it("most rules have them", () => {
    expect(RULES.filter((r) => anchorsOf(r) !== null).length).toBeGreaterThan(RULES.length * 0.8);
  });

  /** Every non-empty match of `r` on the view it reads holds an anchor. */
  const check = (r: (typeof RULES)[number], anchors: Anchor[], content: string): number => {
    const unit = makeUnit(content);
    const view = r.view === "folded" ? unit.prose : unit.original;
    const lower = view.toLowerCase();
    if (lower.length !== view.length) return 0;
    let n = 0;
    for (const m of view.matchAll(new RegExp(r.re.source, r.re.flags))) {
      if (m[0].length === 0) continue;
      n++;
      if (!anchored(anchors, lower, m.index, m[0].length)) throw new Error(`${r.id}: a match without an anchor`); // no content in the message
    }
    return n;
  };

  it("hold on every rule's examples", () => {
    let n = 0;
    for (const r of RULES) {
      const anchors = anchorsOf(r);
      if (anchors !== null) for (const ex of r.mustMatch) n += check(r, anchors, ex);
    }
    expect(n).toBeGreaterThan(500);
  });

  it("hold on every corpus match", { timeout: 900_000 }, () => {
    if (!corpusAvailable()) return;
    const anchors = RULES.map(anchorsOf);
    let n = 0;
    for (const rec of loadCorpus()) {
      const unit = makeUnit(rec.text);
      for (let i = 0; i < RULES.length; i++) {
        const r = RULES[i] as (typeof RULES)[number];
        const a = anchors[i];
        if (a === null || a === undefined) continue;
        // Only rules that match at all are worth the full check.
        if (runRule(r, r.view === "folded" ? unit.prose : unit.original).length === 0) continue;
        n += check(r, a, rec.text);
      }
    }
    expect(n).toBeGreaterThan(5_000);
  });
});
