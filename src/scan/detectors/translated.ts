// The English injection detectors read text in Spanish, Portuguese, French, Italian and German
// through a word-by-word gloss (gloss/gloss.ts). The per-language rules (rules/multilingual/)
// know each language's own phrasing of the commonest attacks; the English detectors know far more
// classes (effects, addresses to the reader, orders in data, extraction, jailbreak frames), and
// most of what they read survives a gloss: content words and their order. A finding on the gloss
// keeps the English rule's id, points at the original words it came from, and counts at a
// discount, since a gloss is a rougher reading than the words a rule was written for.
import type { RawFinding } from "./finding";
import type { ScanState } from "./registry";
import { languageWordsIn } from "../rules/multilingual/language";
import { GLOSS_LANGUAGES, lexiconOf, type Lexicon } from "../gloss/lexicon";
import { glossText, isLetter, sourceSpan, type Gloss } from "../gloss/gloss";
import { probeBit } from "../probes";
import { noisyOr } from "../verdict";
import { capMentioned } from "./mention";

const OTHER_LANGUAGE = probeBit("otherLanguage");
/** How much a finding on the gloss counts against the same finding on English text. */
export const GLOSS_DISCOUNT = 0.9;
/** A text is read in a language when the lexicon knows this share of its words. */
const MIN_KNOWN = 0.5;
/** The language is chosen on this much of the text. */
const SAMPLE = 2000;
/**
 * A gloss finding counts only if it would flag on its own: traits (weak cues meant to add up
 * within one exact reading) are not added from a rougher one.
 */
const MIN_FINDING = 0.5;
/** The most of a text the gloss reads (its start and end beyond that). */
const MAX_GLOSS = 64 * 1024;
/** Above this injection score the native reading has said enough. */
const ENOUGH = 0.9;

/** The words of letters in `t` (no clitics or compounds: enough to tell languages apart). */
function wordsOf(t: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < t.length) {
    while (i < t.length && !isLetter(t.charCodeAt(i))) i++;
    const s = i;
    while (i < t.length && isLetter(t.charCodeAt(i))) i++;
    if (i > s) out.push(t.slice(s, i));
  }
  return out;
}

/** The language whose lexicon knows the most of `folded`'s words (at least MIN_KNOWN of them), judged on its start. */
export function languageOf(folded: string): { lang: string; lex: Lexicon } | null {
  let best: { lang: string; lex: Lexicon; share: number } | null = null;
  const sample = folded.length > SAMPLE ? folded.slice(0, SAMPLE) : folded;
  let words: string[] | null = null;
  for (const lang of GLOSS_LANGUAGES) {
    if (languageWordsIn(sample, lang) < 2) continue;
    const lex = lexiconOf(lang);
    if (lex === undefined) continue;
    words ??= wordsOf(sample);
    let known = 0;
    for (const w of words) if (lex.has(w)) known++;
    const share = words.length === 0 ? 0 : known / words.length;
    if (share >= MIN_KNOWN && (best === null || share > best.share)) best = { lang, lex, share };
  }
  return best === null ? null : { lang: best.lang, lex: best.lex };
}

/** The whole gloss of `folded` in its language, or null (what the detector reads, for tests and tools). */
export function glossOf(folded: string): { lang: string; gloss: Gloss } | null {
  const l = languageOf(folded);
  return l === null ? null : { lang: l.lang, gloss: glossText(folded, l.lang, l.lex) };
}

/**
 * The parts of a text the gloss reads: all of it up to MAX_GLOSS characters, else its start and
 * its end (where a document's appended orders sit), cut at spaces. The language's own rules read
 * every character; the bound keeps a long text's second reading within the scan's time budget.
 */
function windowsOf(t: string): [number, number][] {
  if (t.length <= MAX_GLOSS) return [[0, t.length]];
  const half = MAX_GLOSS / 2;
  let a = t.indexOf(" ", half);
  if (a < 0 || a > half + 64) a = half;
  let b = t.lastIndexOf(" ", t.length - half);
  if (b < t.length - half - 64) b = t.length - half;
  return [[0, a], [b, t.length]];
}

/**
 * Findings of `readGloss` (the English injection detectors on the gloss's text) mapped back to
 * the scan's content. Runs when the text holds two function words of a glossed language and the
 * injection findings so far (`out`) stay below malicious; adds only rules not already found.
 */
export function translatedFindings(s: ScanState, out: readonly RawFinding[], readGloss: (text: string) => RawFinding[]): RawFinding[] {
  if (((s.unit.probes ?? -1) & OTHER_LANGUAGE) === 0) return [];
  const have = new Set<string>();
  const native: number[] = [];
  for (const f of out) {
    if (f.class !== "prompt_injection") continue;
    have.add(f.rule_id);
    native.push(f.confidence);
  }
  if (noisyOr(native) >= ENOUGH) return [];
  const folded = s.unit.folded.text;
  const lang = languageOf(folded);
  if (lang === null) return [];
  const res: RawFinding[] = [];
  for (const [from, to] of windowsOf(folded)) {
    const gloss = glossText(folded, lang.lang, lang.lex, from, to);
    for (const f of readGloss(gloss.text)) {
      if (have.has(f.rule_id) || f.confidence < MIN_FINDING) continue;
      const src = sourceSpan(gloss, f.start, f.end);
      if (src === null) continue;
      const span = s.toContent(src.start, src.end);
      have.add(f.rule_id);
      res.push({ ...f, start: span.start, end: span.end, confidence: f.confidence * GLOSS_DISCOUNT, value: s.content.slice(span.start, span.end) });
    }
  }
  if (res.length === 0) return res;
  // A quotation in the source ("algo como «…»") is a mention there too; capped, a gloss finding no
  // longer stands alone, so it is not added.
  capMentioned(res, s.content);
  return res.filter((f) => f.confidence >= MIN_FINDING * GLOSS_DISCOUNT);
}
