// Word-by-word lexicons from Spanish, Portuguese, French, Italian and German into English, for the
// gloss reading (gloss.ts). Product data, not fit to any attack text: each language's table lists
// word forms with an English gloss and a part of speech, and is parsed on first use only, so a
// scan of English text never pays for it.
import { ES_LEXICON } from "./data/es.data";
import { PT_LEXICON } from "./data/pt.data";
import { FR_LEXICON } from "./data/fr.data";
import { IT_LEXICON } from "./data/it.data";
import { DE_LEXICON } from "./data/de.data";

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

export type Lexicon = ReadonlyMap<string, Entry>;

const TAGS: Readonly<Record<string, Tag>> = { N: Tag.Noun, A: Tag.Adjective, V: Tag.Verb, D: Tag.Adverb, P: Tag.Other };

const DATA: Readonly<Record<string, string>> = { es: ES_LEXICON, pt: PT_LEXICON, fr: FR_LEXICON, it: IT_LEXICON, de: DE_LEXICON };

/** Languages with a lexicon. */
export const GLOSS_LANGUAGES: readonly string[] = Object.keys(DATA);

const built = new Map<string, Lexicon>();

/**
 * Parses the grouped table: per line a part of speech, the English gloss and the forms glossed so,
 * `V|send|envia envie enviar …`, separated by "|" and the forms by spaces. Forms are stored folded
 * as the scanner folds text (no accents or case); a German separable verb is `stem+particle`.
 * Where two forms fold to one, the table keeps the sense likelier in instructions, mail and
 * computing, so every key occurs once.
 */
export function parseLexicon(data: string): Lexicon {
  const m = new Map<string, Entry>();
  for (const line of data.split("\n")) {
    const a = line.indexOf("|");
    const b = a < 0 ? -1 : line.indexOf("|", a + 1);
    if (b < 0) continue;
    const entry: Entry = { en: line.slice(a + 1, b), tag: TAGS[line.slice(0, a)] ?? Tag.Other };
    for (const form of line.slice(b + 1).split(" ")) if (form.length > 0 && !m.has(form)) m.set(form, entry);
  }
  return m;
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
