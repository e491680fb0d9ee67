// Whether a text is (in part) written in a language: distinct function words of it that English
// does not use as words. A sentence in the language holds one ("las", "tes", "deine"), a note of
// some length two ("al", "los", "que"; "les", "pour", "est"); English prose, code and the bench's
// adversarial runs hold none, so a language's rules run only where the language is, and the rules
// that read words it shares with English ("assistant", "agent", "admin", ".env") need two.
// Pure; the engine asks once per language per scan. The patterns are compiled when this module
// loads (a search over a long text), while V8 still gives new patterns its optimised code.

/** Function words per language, folded (no accents), none of them an English word. */
const MARKERS: Readonly<Record<string, readonly string[]>> = {
  es: ["solo", "todas", "todos", "todo", "de", "el", "los", "las", "del", "una", "que", "para", "por", "esta", "este", "al", "su", "sus", "tu", "tus", "usted", "lo", "le", "les", "se", "es", "sin", "debe", "ya", "hace"],
  pt: ["e", "apenas", "todas", "todos", "tudo", "tuas", "teu", "suas", "de", "o", "sem", "os", "um", "uma", "da", "dos", "das", "nao", "com", "para", "que", "em", "na", "ao", "pelo", "pela", "voce", "seu", "sua", "deve", "se", "este", "esta", "ja"],
  fr: ["sans", "toutes", "tous", "tout", "tes", "ton", "vos", "votre", "de", "le", "la", "les", "des", "du", "et", "est", "une", "que", "qui", "pour", "dans", "avec", "sur", "pas", "vous", "tu", "ce", "cette", "au", "aux", "ne", "il", "doit"],
  de: ["die", "ohne", "dein", "deine", "deinen", "deiner", "ihre", "ihren", "der", "das", "den", "dem", "des", "und", "ist", "nicht", "mit", "von", "fur", "auf", "ein", "eine", "einen", "zu", "im", "wir", "ihr", "du", "bitte", "muss", "soll", "dass", "oder", "alle", "dir"],
  it: ["e", "un", "tutte", "tutti", "tutto", "sei", "senza", "tue", "tuo", "tuoi", "sue", "da", "il", "lo", "gli", "una", "di", "della", "dei", "delle", "nel", "nella", "che", "non", "sono", "questo", "questa", "deve", "al", "alla", "le", "la", "ai", "agli", "del"],
};

/** Languages the gate knows. */
export const GATED_LANGUAGES: readonly string[] = Object.keys(MARKERS);

const PATTERNS: ReadonlyMap<string, RegExp> = new Map(Object.entries(MARKERS).map(([code, ws]) => [code, new RegExp(`(?<![a-z0-9])(?:${[...ws].sort((a, b) => b.length - a.length).join("|")})(?![a-z0-9])`, "g")]));
/** Markers looked at before giving up: one word repeated a megabyte long is no language. */
const MAX_SEEN = 256;

/** Whether the folded `text` holds `need` (1 or 2) distinct function words of language `code` (an unknown code: true). */
export function languagePresent(text: string, code: string, need = 2): boolean {
  const re = PATTERNS.get(code);
  if (re === undefined) return true;
  re.lastIndex = 0;
  let first: string | undefined;
  let seen = 0;
  for (let m = re.exec(text); m !== null && seen < MAX_SEEN; m = re.exec(text), seen++) {
    if (need <= 1) {
      re.lastIndex = 0;
      return true;
    }
    if (first === undefined) first = m[0];
    else if (m[0] !== first) {
      re.lastIndex = 0;
      return true;
    }
  }
  re.lastIndex = 0;
  return false;
}

for (const code of GATED_LANGUAGES) languagePresent(" ".repeat(1200), code, 2);
