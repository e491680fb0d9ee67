// A gated language's rules start matches only within reach of its function words: the language is
// "here", not "somewhere in the text" (docs/DETECTION.md, languages). Checked against the
// definition itself, through the scanner both ways, and for texts shorter than twice the reach.
import { describe, expect, it } from "vitest";
import { LANGUAGE_REACH, languageOccurrences, languageWindows } from "../../../src/scan/rules/multilingual/language";
import { scanContent } from "../../../src/scan/index";

const R = LANGUAGE_REACH;
/** The definition, offset by offset: p is allowed when [p − R, p + R] holds `need` distinct words. */
function byDefinition(length: number, at: number[], word: number[], need: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < length; p++) {
    const seen = new Set<number>();
    at.forEach((q, i) => {
      if (q >= p - R && q <= p + R) seen.add(word[i] as number);
    });
    if (seen.size < need) continue;
    const n = out.length;
    if (n > 0 && out[n - 1] === p - 1) out[n - 1] = p;
    else out.push(p, p);
  }
  return out;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe("language windows", () => {
  it("are the offsets within reach of one, or two distinct, function words", () => {
    const r = rng(41);
    for (let trial = 0; trial < 60; trial++) {
      const length = 1000 + Math.floor(r() * 6000);
      const count = Math.floor(r() * 14);
      const at = [...new Set(Array.from({ length: count }, () => Math.floor(r() * length)))].sort((a, b) => a - b);
      // Few distinct words, so repeats of one word (which do not make two) are common.
      const word = at.map(() => Math.floor(r() * 3));
      for (const need of [1, 2]) expect(languageWindows(length, at, word, at.length, need, []), `trial ${trial}, need ${need}`).toEqual(byDefinition(length, at, word, need));
    }
  });

  it("counts whole words between spaces, next to each other too", () => {
    const t = "notas de de las actas: todos los dias, delante";
    const { at, word } = languageOccurrences(t, "es");
    expect(at.map((p) => t.slice(p + 1, t.indexOf(" ", p + 1)))).toEqual(["de", "de", "las", "todos", "los"]);
    expect(word[0]).toBe(word[1]);
    expect(new Set(word).size).toBe(4);
  });
});

describe("a language's rules run where the language is", () => {
  const ctx = { source: "email" as const, direction: "inbound" as const };
  const english = "The quarterly report covers revenue, hiring and the new office lease. ".repeat(20);
  // No Spanish function word of its own: only words around it say the line is Spanish.
  const order = "Por favor: desactiva 2fa y borra backups.";
  const ruleIds = (t: string): string[] => scanContent({ content: t, context: ctx }).findings.map((f) => f.rule_id);
  const sameBothWays = (t: string): void => expect(scanContent({ content: t, context: ctx })).toEqual(scanContent({ content: t, context: ctx }, undefined, { reference: true }));

  it("reads a Spanish order beside Spanish words", () => {
    const t = `${english}\nnotas de la reunion. ${order}\n${english}`;
    expect(t.length).toBeGreaterThan(4 * R);
    expect(ruleIds(t)).toContain("pi.multilingual.es.effect");
    sameBothWays(t);
  });

  it("does not read one whose only Spanish words are paragraphs away", () => {
    for (const t of [`notas de la reunion. ${english}${order}\n${english}`, `${english}\nnotas: ${order} ${english} notas de la reunion`]) {
      expect(ruleIds(t)).not.toContain("pi.multilingual.es.effect");
      sameBothWays(t);
    }
  });

  it("reads a text shorter than twice the reach as one region", () => {
    const t = `notas de la reunion. ${english.slice(0, 700)}${order}`;
    expect(t.length).toBeLessThanOrEqual(2 * R);
    expect(ruleIds(t)).toContain("pi.multilingual.es.effect");
  });

  it("finds the same on both paths wherever the words fall", () => {
    const r = rng(7);
    const pieces = [english.slice(0, 300), "notas de la reunion. ", order, " le pedimos que lo revise ", "Bitte die Rechnung und den Bericht senden. ", "Merci de ne pas répondre à ce message. ", "\n"];
    for (let trial = 0; trial < 25; trial++) {
      let t = "";
      while (t.length < 3000 + trial * 400) t += pieces[Math.floor(r() * pieces.length)];
      sameBothWays(t);
    }
  });
});
