// The keyword pass decides which rules run at all, so it must report exactly the keywords that
// occur: here against a plain `includes` per keyword, ASCII and non-ASCII keywords alike
// (including those whose first non-ASCII character is not their first character).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";
import { KeywordSet } from "../../../src/scan/prefilter";

const KEYWORDS = ["ignore", "the ", "api", "apiキー", "api キー", "reguł", "ł", "キー", "zurück", "ück", "über", "東京", "京", "é", "café", "naïve", "😀x", "x😀", "ab"];

function reference(set: KeywordSet, text: string): number[] {
  return set.keywords.flatMap((k, i) => (text.includes(k) ? [i] : []));
}
function found(set: KeywordSet, text: string): number[] {
  const hit = new Uint8Array(set.keywords.length);
  const touched: number[] = [];
  set.scanInto(text, hit, touched);
  expect([...touched].sort((a, b) => a - b)).toEqual(hit.reduce<number[]>((a, h, i) => (h ? [...a, i] : a), []));
  return [...touched].sort((a, b) => a - b);
}

describe("keyword set", () => {
  const set = new KeywordSet(KEYWORDS);

  it("finds every keyword that occurs, and no other, on hand-made texts", () => {
    for (const t of ["", "apiキー", "xapi キーy", "regułka", "ł", "Zurück über café", "東京 naïve", "😀x x😀", "ab", "a\u00e9b", "api\u30adー"]) expect([t, found(set, t)]).toEqual([t, reference(set, t)]);
  });

  it("finds every keyword that occurs, and no other, on random texts", () => {
    const alphabet = fc.constantFrom(..."apiキー regułzückbeéfnvï東京😀xtho".split(""), "😀", "\ud83d");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        const t = chars.join("");
        expect(found(set, t)).toEqual(reference(set, t));
      }),
      { numRuns: 20_000 },
    );
  });

  it.runIf(corpusAvailable())("finds exactly the occurring keywords on every corpus record (lowercased)", () => {
    const big = new KeywordSet([...KEYWORDS, "système", "instrucciones", "前の指示", "игнорируй", "système:", "ς", "ß"]);
    for (const r of loadCorpus()) {
      const t = r.text.toLowerCase();
      const got = found(big, t);
      const want = reference(big, t);
      if (got.join() !== want.join()) expect({ id: r.id, got }).toEqual({ id: r.id, got: want });
    }
  });
});
