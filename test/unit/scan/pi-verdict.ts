// What the prompt-injection tests ask of a scan: is the text flagged for injection (verdict not
// clean and an injection score of at least 0.5, as the corpus counts it), and why.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanContent, type Source } from "../../../src/scan/index";

export interface PiVerdict {
  flagged: boolean;
  score: number;
  rules: string[];
}

export function piVerdict(content: string, source: Source = "user_message"): PiVerdict {
  const r = scanContent({ content, context: { source, direction: "inbound" } });
  return { flagged: r.verdict !== "clean" && r.scores.prompt_injection >= 0.5, score: r.scores.prompt_injection, rules: r.findings.map((f) => f.rule_id) };
}

/**
 * One test per text and source: the text is flagged for injection there (or, with `flagged`
 * false, is not), the score and rule ids in the message; `also` adds a file's own assertions.
 */
export function itJudges(flagged: boolean, texts: readonly string[], sources: readonly Source[], also?: (r: PiVerdict, text: string) => void): void {
  for (const text of texts)
    for (const source of sources)
      it(`${flagged ? "flags" : "leaves clean"} as ${source}: ${text}`, () => {
        const r = piVerdict(text, source);
        expect(r.flagged, `${r.score} ${r.rules.join(",")}`).toBe(flagged);
        also?.(r, text);
      });
}

/** itJudges over rows of (source, text), one call per source they hold. */
export function itJudgesRows(rows: readonly (readonly [Source, string])[], flagged: boolean): void {
  for (const source of new Set(rows.map(([s]) => s))) itJudges(flagged, rows.filter(([s]) => s === source).map(([, t]) => t), [source]);
}

/** A read round's fixture row: attacks flagged ("gained" by a change, or "kept"), look-alikes left clean ("cleared" by a change, or "lookalike"). */
export interface RoundRow {
  group: "gained" | "kept" | "cleared" | "lookalike";
  source: Source;
  text: string;
}

/** The rows of a fixture in test/fixtures/pi-rounds, and a picker of (source, text) pairs by group. */
export function roundRows<R extends RoundRow>(file: string): { rows: R[]; pick: (...groups: RoundRow["group"][]) => [Source, string][] } {
  const rows = readFileSync(new URL(`../../fixtures/pi-rounds/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as R);
  return { rows, pick: (...groups) => rows.filter((r) => groups.includes(r.group)).map((r) => [r.source, r.text]) };
}

/**
 * The three checks of one read round's fixture: its rows match the counts its header gives (attacks
 * flagged before and after the stop's change, look-alikes flagged before and after of `total`), every
 * attack kept in it is flagged, and every look-alike kept in it is left clean.
 */
export function describeReadRound(title: string, file: string, counts: { attacks: readonly [number, number]; lookalikes: readonly [number, number, number] }): void {
  const { rows, pick } = roundRows(file);
  const n = (...groups: RoundRow["group"][]) => rows.filter((r) => groups.includes(r.group)).length;
  const [before, after] = counts.attacks;
  const [lBefore, lAfter, total] = counts.lookalikes;
  describe(`${title} (read): what the figures above count`, () => {
    it("holds the rows", () => {
      expect([n("gained"), n("kept")]).toEqual([after - before, before]);
      expect([n("cleared"), n("lookalike", "cleared")]).toEqual([lBefore - lAfter, total - lAfter]);
    });
  });
  describe(`${title}: the attacks flagged`, () => {
    itJudgesRows(pick("gained", "kept"), true);
  });
  describe(`${title}: the look-alikes left clean`, () => {
    itJudgesRows(pick("lookalike", "cleared"), false);
  });
}
