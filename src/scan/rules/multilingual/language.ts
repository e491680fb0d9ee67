// Whether a text is (in part) written in a language: distinct function words of it, chosen among
// those English rarely uses as words. A sentence in the language holds one ("las", "tes", "deine"), a note of
// some length two ("al", "los", "que"; "les", "pour", "est"); English prose, code and the bench's
// adversarial runs hold none, so a language's rules run only where the language is, and the rules
// that read words it shares with English ("assistant", "agent", "admin", ".env") need two.
// The engine counts them in its one keyword pass (the literals below); languageWordsIn is the same
// count, for the reference path and tests.

import { pushWindow } from "../../windows";

/** Function words per language, folded (no accents); a few ("de", "die", "e", "o") occur in English, never two of one language together. */
const MARKERS: Readonly<Record<string, readonly string[]>> = {
  es: ["solo", "todas", "todos", "todo", "de", "el", "los", "las", "del", "una", "que", "para", "por", "esta", "este", "al", "su", "sus", "tu", "tus", "usted", "lo", "le", "les", "se", "es", "sin", "debe", "ya", "hace"],
  pt: ["e", "apenas", "todas", "todos", "tudo", "tuas", "teu", "suas", "de", "o", "sem", "os", "um", "uma", "da", "dos", "das", "nao", "com", "para", "que", "em", "na", "ao", "pelo", "pela", "voce", "seu", "sua", "deve", "se", "este", "esta", "ja"],
  fr: ["sans", "toutes", "tous", "tout", "tes", "ton", "vos", "votre", "de", "le", "la", "les", "des", "du", "et", "est", "une", "que", "qui", "pour", "dans", "avec", "sur", "pas", "vous", "tu", "ce", "cette", "au", "aux", "ne", "il", "doit"],
  de: ["die", "ohne", "dein", "deine", "deinen", "deiner", "ihre", "ihren", "der", "das", "den", "dem", "des", "und", "ist", "nicht", "mit", "von", "fur", "auf", "ein", "eine", "einen", "zu", "im", "wir", "ihr", "du", "bitte", "muss", "soll", "dass", "oder", "alle", "dir"],
  it: ["e", "un", "tutte", "tutti", "tutto", "sei", "senza", "tue", "tuo", "tuoi", "sue", "da", "il", "lo", "gli", "una", "di", "della", "dei", "delle", "nel", "nella", "che", "non", "sono", "questo", "questa", "deve", "al", "alla", "le", "la", "ai", "agli", "del"],
};

/** Languages the gate knows. */
export const GATED_LANGUAGES: readonly string[] = Object.keys(MARKERS);

/**
 * The literals the engine's keyword pass looks for: each word between spaces. A marker at a line
 * start or before a comma is not counted; a sentence in the language holds others.
 */
export const MARKER_LITERALS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(MARKERS).map(([code, ws]) => [code, ws.map((w) => ` ${w} `)]));

/** How many distinct function words of language `code` the folded `text` holds, counted up to 2 (an unknown code: 2). The engine's keyword pass finds the same. */
export function languageWordsIn(text: string, code: string): number {
  const lits = MARKER_LITERALS[code];
  if (lits === undefined) return 2;
  let n = 0;
  for (const l of lits) if (text.includes(l) && ++n >= 2) break;
  return n;
}

/** Whether the folded `text` holds `need` (1 or 2) distinct function words of language `code`. */
export function languagePresent(text: string, code: string, need = 2): boolean {
  return languageWordsIn(text, code) >= need;
}

/**
 * How far from a language's function words its rules may start a match. A language is "here",
 * not "somewhere in the text": two stray words ("de facto", "et al") in a megabyte of English
 * once opened the whole megabyte to every Spanish rule, and the largest of them cost 300 ms there.
 * A paragraph's reach: a sentence in the language holds its own words, and the lines around a
 * terse one ("Desactiva 2FA.") hold others. Texts shorter than twice this are read as before.
 */
export const LANGUAGE_REACH = 500;

const WORD_RES: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(MARKERS).map(([code, ws]) => [code, new RegExp(` (?:${[...ws].sort((a, b) => b.length - a.length).join("|")})(?= )`, "g")]),
);

/**
 * Where `code`'s rules may start a match in the folded `text`: flat inclusive windows [a0, b0,
 * a1, b1, …], ascending, disjoint and not touching, of the offsets within LANGUAGE_REACH of
 * `need` (1 or 2) distinct function words of the language. `words` are the function words'
 * offsets and word ids, ascending (languageOccurrences); the engine passes the ones its keyword
 * pass recorded.
 */
export function languageWindows(length: number, at: ArrayLike<number>, word: ArrayLike<number>, count: number, need: number, out: number[]): number[] {
  out.length = 0;
  const R = LANGUAGE_REACH;
  let lastAt = -1;
  let lastWord = -1;
  // The latest occurrence of a word other than the latest one's: with the latest, the nearest pair of distinct words.
  let otherAt = -1;
  for (let i = 0; i < count; i++) {
    const q = at[i] as number;
    const w = word[i] as number;
    let a: number;
    let b: number;
    if (need <= 1) {
      a = q - R;
      b = q + R;
    } else {
      const pair = w !== lastWord ? lastAt : otherAt;
      if (w !== lastWord) {
        otherAt = lastAt;
        lastWord = w;
      }
      lastAt = q;
      if (pair < 0 || q - pair > 2 * R) continue;
      a = q - R;
      b = pair + R;
    }
    a = Math.max(0, a);
    b = Math.min(length - 1, b);
    if (b >= a) pushWindow(out, a, b);
  }
  return out;
}

/** The function words of `code` in the folded `text`: offsets of their leading space and word ids, ascending (the straightforward search). */
export function languageOccurrences(text: string, code: string): { at: number[]; word: number[] } {
  const re = WORD_RES[code];
  const at: number[] = [];
  const word: number[] = [];
  if (re === undefined) return { at, word };
  const ids = MARKERS[code] as readonly string[];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    at.push(m.index);
    word.push(ids.indexOf(m[0].slice(1)));
  }
  return { at, word };
}
