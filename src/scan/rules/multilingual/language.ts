// Whether a text is (in part) written in a language: distinct function words of it, chosen among
// those English rarely uses as words. A sentence in the language holds one ("las", "tes", "deine"), a note of
// some length two ("al", "los", "que"; "les", "pour", "est"); English prose, code and the bench's
// adversarial runs hold none, so a language's rules run only where the language is, and the rules
// that read words it shares with English ("assistant", "agent", "admin", ".env") need two.
// The engine counts them in its one keyword pass (the literals below); languageWordsIn is the same
// count, for the reference path and tests.

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
