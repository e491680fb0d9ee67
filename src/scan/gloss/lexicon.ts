// Word-by-word lexicons from Spanish, Portuguese, French, Italian and German into English, for the
// gloss reading (gloss.ts). Product data, not fit to any attack text: each language's table lists
// word forms with an English gloss and a part of speech, and is parsed on first use only, so a
// scan of English text never pays for it.
import { ES_LEXICON } from "./data/es.data";
import { PT_LEXICON } from "./data/pt.data";
import { FR_LEXICON } from "./data/fr.data";
import { IT_LEXICON } from "./data/it.data";
import { DE_LEXICON } from "./data/de.data";
import { fnv1a } from "../fnv";

/** Part of speech, as far as glossing needs it. */
export const enum Tag {
  Noun = 1,
  Adjective = 2,
  Verb = 3,
  Adverb = 4,
  Other = 5,
}

export interface Entry {
  /** The English gloss; empty for a word that disappears (a reflexive particle, "pas"). */
  en: string;
  tag: Tag;
}

/** A lexicon: each folded form's entry. */
export interface Lexicon {
  get(form: string): Entry | undefined;
  has(form: string): boolean;
  readonly size: number;
  /** Every form with its entry, in the table's order. */
  [Symbol.iterator](): Iterator<[string, Entry]>;
}

const TAGS: Readonly<Record<string, Tag>> = { N: Tag.Noun, A: Tag.Adjective, V: Tag.Verb, D: Tag.Adverb, P: Tag.Other };

const DATA: Readonly<Record<string, string>> = { es: ES_LEXICON, pt: PT_LEXICON, fr: FR_LEXICON, it: IT_LEXICON, de: DE_LEXICON };

/** Languages with a lexicon. */
export const GLOSS_LANGUAGES: readonly string[] = Object.keys(DATA);

const built = new Map<string, Lexicon>();

/**
 * Forms as offsets into the table's own text (which the module holds anyway) behind an
 * open-addressed hash index. A map of the forms as strings held 3–4 MB per language, 17 MB for
 * the five, in an isolate of 128 MB; this holds about a quarter of that.
 */
class CompactLexicon implements Lexicon {
  readonly #data: string;
  readonly #start: Int32Array;
  readonly #len: Uint8Array;
  readonly #entry: Int32Array;
  readonly #entries: Entry[];
  /** Slot → form index + 1 (0: empty). */
  readonly #slots: Int32Array;
  readonly #mask: number;
  size = 0;

  constructor(data: string) {
    this.#data = data;
    let bound = 1;
    for (let i = 0; i < data.length; i++) if (data.charCodeAt(i) === 32 || data.charCodeAt(i) === 10) bound++;
    let cap = 16;
    while (cap < bound * 2) cap *= 2;
    this.#slots = new Int32Array(cap);
    this.#mask = cap - 1;
    this.#start = new Int32Array(bound);
    this.#len = new Uint8Array(bound);
    this.#entry = new Int32Array(bound);
    this.#entries = [];
    let at = 0;
    while (at < data.length) {
      let eol = data.indexOf("\n", at);
      if (eol < 0) eol = data.length;
      const a = data.indexOf("|", at);
      const b = a < 0 || a >= eol ? -1 : data.indexOf("|", a + 1);
      if (b >= 0 && b < eol) {
        const e = this.#entries.length;
        this.#entries.push({ en: data.slice(a + 1, b), tag: TAGS[data.slice(at, a)] ?? Tag.Other });
        let f = b + 1;
        while (f < eol) {
          let g = data.indexOf(" ", f);
          if (g < 0 || g > eol) g = eol;
          // Forms are short words; a longer token is not one the gloss could look up.
          if (g > f && g - f < 256) this.#add(f, g - f, e);
          f = g + 1;
        }
      }
      at = eol + 1;
    }
  }

  /** Adds the form at data[from, from + len) unless it is listed already (the first reading is kept). */
  #add(from: number, len: number, e: number): void {
    const data = this.#data;
    let slot = fnv1a(data, from, from + len) & this.#mask;
    for (;;) {
      const k = this.#slots[slot] as number;
      if (k === 0) break;
      const s = this.#start[k - 1] as number;
      if (this.#len[k - 1] === len && data.startsWith(data.slice(from, from + len), s)) return;
      slot = (slot + 1) & this.#mask;
    }
    const i = this.size++;
    this.#start[i] = from;
    this.#len[i] = len;
    this.#entry[i] = e;
    this.#slots[slot] = i + 1;
  }

  #find(form: string): number {
    const len = form.length;
    if (len === 0 || len > 255) return -1;
    const data = this.#data;
    let slot = fnv1a(form) & this.#mask;
    for (;;) {
      const k = this.#slots[slot] as number;
      if (k === 0) return -1;
      if (this.#len[k - 1] === len && data.startsWith(form, this.#start[k - 1] as number)) return k - 1;
      slot = (slot + 1) & this.#mask;
    }
  }

  get(form: string): Entry | undefined {
    const i = this.#find(form);
    return i < 0 ? undefined : this.#entries[this.#entry[i] as number];
  }

  has(form: string): boolean {
    return this.#find(form) >= 0;
  }

  *[Symbol.iterator](): Iterator<[string, Entry]> {
    for (let i = 0; i < this.size; i++) {
      const s = this.#start[i] as number;
      yield [this.#data.slice(s, s + (this.#len[i] as number)), this.#entries[this.#entry[i] as number] as Entry];
    }
  }
}

/**
 * Parses the grouped table: per line a part of speech, the English gloss and the forms glossed so,
 * `V|send|envia envie enviar …`, separated by "|" and the forms by spaces. Forms are stored folded
 * as the scanner folds text (no accents or case); a German separable verb is `stem+particle`.
 * Where two forms fold to one, the table keeps the sense likelier in instructions, mail and
 * computing, so every key occurs once.
 */
export function parseLexicon(data: string): Lexicon {
  return new CompactLexicon(data);
}

/** The lexicon of `lang` (a GLOSS_LANGUAGES code), built on first use. */
export function lexiconOf(lang: string): Lexicon | undefined {
  const have = built.get(lang);
  if (have !== undefined) return have;
  const data = DATA[lang];
  if (data === undefined) return undefined;
  const lex = parseLexicon(data);
  built.set(lang, lex);
  return lex;
}
