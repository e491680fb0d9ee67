// Rule gates (src/scan/rules/leads.ts): the literal conditions the prefilter adds to a rule's
// keywords must hold for every match, or a rule would be skipped on text it matches.
import { describe, expect, it } from "vitest";
import { ruleGate, gateLiterals, type Gate } from "../../../src/scan/rules/leads";
import { RULES, makeUnit } from "../../../src/scan/engine";
import { runRule } from "../../../src/scan/rules/rule";

const holds = (g: Gate, text: string): boolean =>
  g === true ? true : "lit" in g ? text.includes(g.lit) : "all" in g ? g.all.every((x) => holds(x, text)) : g.any.some((x) => holds(x, text));

describe("rule gates", () => {
  it("take every required part of a branch and one branch of each group", () => {
    expect(ruleGate("(?:ignore|disregard) (?:all )?previous (?:instructions|rules)", true)).toEqual({
      all: [{ any: [{ lit: "ignore" }, { lit: "disregard" }] }, { lit: "previous" }, { any: [{ lit: "instructions" }, { lit: "rules" }] }],
    });
    expect(ruleGate("abc|def", true)).toEqual({ any: [{ lit: "abc" }, { lit: "def" }] });
  });

  it("ask nothing of optional, quantified, lookaround or class parts", () => {
    expect(ruleGate("(?:secret)?[a-z]{3,9}", true)).toBe(true);
    expect(ruleGate("(?=token)[a-z]{1,9}", true)).toBe(true);
    expect(ruleGate("x(?:token){0,2}y", true)).toBe(true);
    // A quantified character ends the run before it: "keys?" needs only "key".
    expect(ruleGate("api keys? here", true)).toEqual({ all: [{ lit: "api key" }, { lit: "here" }] });
    expect(ruleGate("\\bpass\\d{2}word", true)).toEqual({ all: [{ lit: "pass" }, { lit: "word" }] });
  });

  it("give up on a branch they cannot read, and so on the whole alternation", () => {
    expect(ruleGate("abc|[0-9]{4}", true)).toBe(true);
    expect(ruleGate("ab|cd", true)).toBe(true); // too short to be selective
  });

  it("take a short literal only when the prefilter looks for it anyway", () => {
    const known = (l: string): boolean => l === "@" || l === "ia";
    // The exfiltration shape: a verb, then an address; "@" is another rule's keyword, so asking for it is free.
    expect(ruleGate("send [a-z ]{0,40}to [a-z.]{1,40}@[a-z.]{1,40}", true, known)).toEqual({ all: [{ lit: "send" }, { lit: "@" }] });
    expect(ruleGate("send [a-z ]{0,40}to [a-z.]{1,40}@[a-z.]{1,40}", true)).toEqual({ lit: "send" });
    expect(ruleGate("ab|cd", true, known)).toBe(true);
    expect(ruleGate("(?:eres|seras) una? ia", false, known)).toEqual({ all: [{ any: [{ lit: "eres" }, { lit: "seras" }] }, { lit: "ia" }] });
    expect(ruleGate("(?:eres|seras) una? ia", false)).toEqual({ any: [{ lit: "eres" }, { lit: "seras" }] });
  });

  it("refuse non-ASCII literals where the prefilter sees only a lowercased view", () => {
    expect(ruleGate("instrucción", true)).toBe(true);
    expect(ruleGate("instrucción", false)).toEqual({ lit: "instrucción" });
  });

  it("never keep a space the blanked prose view may not have", () => {
    // "a. b" could sit next to a blanked base64 run; only space between letters or digits is kept.
    expect(gateLiterals(ruleGate("end\\. ignore", false))).toEqual(["ignore"]);
    expect(gateLiterals(ruleGate("you are now", false))).toEqual(["you are now"]);
  });

  it("hold on every example match of every shipped rule, in the text the prefilter scans", () => {
    let gated = 0;
    // The engine's gates: short literals are asked for when they are some rule's keyword.
    const keywords = new Set(RULES.flatMap((r) => r.keywords));
    for (const rule of RULES) {
      const g = ruleGate(rule.pattern, rule.view === "original" || rule.caseInsensitive === true, (l) => keywords.has(l));
      if (g === true) continue;
      gated++;
      for (const ex of rule.mustMatch) {
        const unit = makeUnit(ex);
        const seen = `${unit.folded.text}\u0000${unit.original.toLowerCase()}`;
        if (runRule(rule, rule.view === "folded" ? unit.prose : unit.original).length === 0) continue;
        expect(holds(g, seen), `${rule.id} on ${ex}`).toBe(true);
      }
    }
    expect(gated).toBeGreaterThan(100);
  });
});
