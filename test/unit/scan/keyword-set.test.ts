// The keyword pass decides which rules run at all, so it must report exactly the keywords that
// occur: here against a plain `includes` per keyword, ASCII and non-ASCII keywords alike
// (including those whose first non-ASCII character is not their first character).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";
import { KeywordSet } from "../../../src/scan/prefilter";

const KEYWORDS = ["ignore", "the ", "api", "apiキー", "api キー", "reguł", "ł", "キー", "zurück", "ück", "über", "übel", "ü", "東京", "京", "é", "café", "naïve", "😀x", "x😀", "ab"];

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

  it("finds every keyword that occurs, and no other, on random texts past 1,024 characters", () => {
    // Long texts take the pass that marks each state once; two in a row check it forgets between scans.
    const alphabet = fc.constantFrom(..."apiキー regułzückbeéfnvï東京😀xtho".split(""), "😀");
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 1, maxLength: 40 }), fc.array(alphabet, { minLength: 1, maxLength: 40 }), (a, b) => {
        for (const chars of [a, b]) {
          const t = chars.join("").repeat(Math.ceil(1100 / chars.join("").length));
          expect(found(set, t)).toEqual(reference(set, t));
        }
      }),
      { numRuns: 500 },
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

// The positions pass also tells rules where to start: a missed offset is a missed match, so its
// log must hold every occurrence of each recorded keyword, in text order, pass after pass.
describe("keyword set, positions pass", () => {
  const ascii = ["ignore", "the ", "he", "api", "ab", "b", "ignore the", "nor"];
  const set = new KeywordSet(ascii);
  const record = Uint8Array.from(set.keywords, (k) => (k === "he" || k === "b" || k === "nor" ? 0 : 1));
  const rec = set.recorder(record);

  function pass(text: string, cap = 4096) {
    const hit = new Uint8Array(set.keywords.length);
    const touched: number[] = [];
    const evK = new Int32Array(cap);
    const evP = new Int32Array(cap);
    const n = set.scanAsciiPositions(text, hit, touched, rec, evK, evP);
    return { n, hit: [...touched].sort((a, b) => a - b), events: [...evK.subarray(0, Math.max(n, 0))].map((k, i) => [k, evP[i] as number] as const) };
  }
  function starts(text: string, k: string): number[] {
    const out: number[] = [];
    for (let p = text.indexOf(k); p >= 0; p = text.indexOf(k, p + 1)) out.push(p);
    return out;
  }

  it("logs every occurrence of each recorded keyword and marks every keyword that occurs, on random texts", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(..."ignorethe apb".split("")), { maxLength: 80 }), (chars) => {
        const t = chars.join("");
        const got = pass(t);
        expect(got.hit).toEqual(reference(set, t));
        set.keywords.forEach((k, i) => {
          expect(got.events.filter(([e]) => e === i).map(([, p]) => p)).toEqual(record[i] === 1 ? starts(t, k) : []);
        });
        // Text order: by where each occurrence ends.
        const ends = got.events.map(([k, p]) => p + (set.keywords[k] as string).length);
        expect(ends).toEqual([...ends].sort((a, b) => a - b));
      }),
      { numRuns: 5_000 },
    );
  });

  it("says when the log overflowed, and still marks every keyword", () => {
    const t = "the ignore the api ab ".repeat(20);
    expect(pass(t).n).toBeGreaterThan(8);
    const small = pass(t, 8);
    expect(small.n).toBe(-1);
    expect(small.hit).toEqual(reference(set, t));
  });
});

// Keywords holding a character few keywords use are set aside and found by search, so that the
// automaton's rows stay 64 classes wide; every pass must still report exactly what occurs.
describe("keyword set with keywords set aside", () => {
  const common = "abcdefghijklmnopqrstuvwxyz0123456789 .,;:!?-_/()[]'\"@#=<>+";
  const words: string[] = [];
  for (let i = 0; i < common.length; i++) words.push(common.slice(i, i + 3), `${common[i]}${common[(i * 7) % common.length]}`);
  const rare = ["x~y", "~~", "%20", "a^b", "q`", "{}", "$ref", "&amp", "*/", "|x|"];
  const set = new KeywordSet([...words, ...rare]);
  const alphabet = [..."abcxyq0 2.;~%^`{}$&*|/rfmp"];

  it("sets aside keywords of rare characters until the classes fit 64", () => {
    expect(set.setAside.length).toBeGreaterThan(0);
    for (const k of set.setAside) expect(rare).toContain(k);
  });

  it("marks exactly the keywords that occur, short and long texts", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), fc.boolean(), (chars, long) => {
        const t = long ? chars.join("").repeat(Math.ceil(1100 / Math.max(1, chars.length))) : chars.join("");
        expect(found(set, t)).toEqual(reference(set, t));
      }),
      { numRuns: 3_000 },
    );
  });

  it("logs every occurrence of each recorded keyword, each keyword's ascending", () => {
    const record = Uint8Array.from(set.keywords, (_, i) => (i % 3 === 0 ? 0 : 1));
    const rec = set.recorder(record);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }), (chars) => {
        const t = chars.join("");
        const hit = new Uint8Array(set.keywords.length);
        const touched: number[] = [];
        const evK = new Int32Array(4096);
        const evP = new Int32Array(4096);
        const n = set.scanAsciiPositions(t, hit, touched, rec, evK, evP);
        expect([...touched].sort((a, b) => a - b)).toEqual(reference(set, t));
        set.keywords.forEach((k, i) => {
          const want: number[] = [];
          if (record[i] === 1) for (let p = t.indexOf(k); p >= 0; p = t.indexOf(k, p + 1)) want.push(p);
          const got: number[] = [];
          for (let e = 0; e < n; e++) if (evK[e] === i) got.push(evP[e] as number);
          expect(got).toEqual(want);
        });
      }),
      { numRuns: 3_000 },
    );
  });

  it("gives each range the keywords whose occurrences end inside it", () => {
    const masks = Uint32Array.from(set.keywords, (_, i) => 1 << (i % 31));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), fc.array(fc.nat(60), { maxLength: 8 }), (chars, cuts) => {
        const t = chars.join("");
        const edges = [...new Set([0, ...cuts.filter((c) => c <= t.length), t.length])].sort((a, b) => a - b);
        const bounds: number[] = [];
        for (let i = 0; i + 1 < edges.length; i++) bounds.push(edges[i] as number, edges[i + 1] as number);
        const got = set.rangeMasks(t, bounds, masks);
        const want = new Uint32Array(bounds.length >> 1);
        set.keywords.forEach((k, i) => {
          for (let p = t.indexOf(k); p >= 0; p = t.indexOf(k, p + 1)) {
            const e = p + k.length - 1;
            for (let r = 0; r < want.length; r++) if (e >= (bounds[2 * r] as number) && e < (bounds[2 * r + 1] as number)) want[r] = (want[r] as number) | (masks[i] as number);
          }
        });
        expect([...got]).toEqual([...want]);
      }),
      { numRuns: 3_000 },
    );
  });
});
