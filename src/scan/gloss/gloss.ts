// An English gloss of text in Spanish, Portuguese, French, Italian or German, word by word, so that
// the English injection detectors can read it (detectors/translated.ts). Not a translation: each
// word becomes its lexicon gloss, with the few reorderings the English rules most depend on —
// a Romance adjective moved before its noun ("instrucciones anteriores" → "previous instructions"),
// a German separable verb joined ("leite … weiter" → "forward …"), a German clause-final
// infinitive moved after its modal ("du musst … ignorieren" → "you must ignore …"), "no/ne/nicht"
// before a verb as "do not". Words the lexicon does not know (names, English words, brands) pass
// through; addresses, URLs, paths and numbers are copied whole. Every glossed word keeps the span
// of the words it came from, so a finding on the gloss points at the original text.
import { Tag, type Entry, type Lexicon } from "./lexicon";

export interface Gloss {
  text: string;
  /** Per glossed word: [glossStart, glossEnd, sourceStart, sourceEnd], flattened; source offsets are the input's. */
  spans: Int32Array;
}

interface Word {
  s: number;
  e: number;
  /** The folded source word (letters only), or a verbatim chunk. */
  w: string;
  en: string;
  tag: Tag | 0;
}

// Module-level functions and a class, not closures or arrows: bundlers that keep function names
// wrap each arrow in a naming call, and these run once per character or word.
/** A letter of the folded view in these languages (a-z, ß, Latin letters with marks left after folding). */
export function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 223 || (c >= 224 && c <= 591);
}
function allLetters(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isLetter(s.charCodeAt(i))) return false;
  return s.length > 0;
}
/** A chunk holding one of these is an address, a URL, a path, an identifier or a number: copied whole. */
const VERBATIM = /[@/\\_=~0-9]|:[^\s]|[a-z]\.[a-z]{2,}|^\.[a-z]/;
/** Punctuation that ends a clause (hyphens and apostrophes only split words). */
const CLAUSE_END = /[.,;:!?()[\]{}"«»“”„‘|\n]/;
/** Marks that always open or always close; others (straight quotes, “ and ‘, which close German quotations) open at the start of a chunk. */
const OPENING = "«„([{";
const QUOTES = "«„\"“‘'";
/** Comparison words that, right before a quotation, introduce an example of it (es, pt, fr, it, de). */
const LIKE: ReadonlySet<string> = new Set(["como", "comme", "come", "wie"]);
const CLOSING = "»”)]}.,;:!?";

/** Clitic pronouns a Spanish or Italian verb can carry, longest first, with their gloss. */
const CLITICS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  es: [["selos", "them"], ["selas", "them"], ["melos", "them to me"], ["melas", "them to me"], ["noslos", "them to us"], ["selo", "it"], ["sela", "it"], ["melo", "it to me"], ["mela", "it to me"], ["telo", "it to you"], ["nos", "us"], ["los", "them"], ["las", "them"], ["les", "them"], ["me", "me"], ["te", "you"], ["lo", "it"], ["la", "it"], ["le", "them"], ["se", ""], ["os", "you"]],
  it: [["glielo", "it to them"], ["gliela", "it to them"], ["glieli", "them to them"], ["gliele", "them to them"], ["melo", "it to me"], ["mela", "it to me"], ["celo", "it to us"], ["gli", "them"], ["mi", "me"], ["ti", "you"], ["ci", "us"], ["vi", "you"], ["lo", "it"], ["la", "it"], ["li", "them"], ["le", "them"], ["ne", "of it"], ["si", ""]],
};
/** German particles of separable verbs, which end the clause of a finite verb. */
const PARTICLES: ReadonlySet<string> = new Set(["weiter", "aus", "an", "ab", "auf", "ein", "mit", "vor", "zu", "zuruck", "los", "hoch", "herunter", "runter", "hinzu", "weg", "fort", "nach", "her", "hin", "um", "durch", "bei", "frei", "fest", "offen", "preis", "bekannt", "heraus", "raus", "zusammen", "hinein", "rein", "vorbei", "uber", "unter", "wieder"]);
/** German modals and auxiliaries whose infinitive or participle stands at the clause end. */
const DE_MODALS: ReadonlySet<string> = new Set(["muss", "musst", "mussen", "soll", "sollst", "sollen", "sollt", "darf", "darfst", "durfen", "durft", "kann", "kannst", "konnen", "konnt", "will", "willst", "wollen", "wollt", "mochte", "mochtest", "mochten", "wird", "wirst", "werden", "werdet", "hat", "hast", "haben", "habt", "ist", "sind", "bist", "sollte", "solltest", "sollten", "musste", "mussten", "durfte", "konnte", "konnten", "wurde", "wurden"]);
/** Verbs a "not" before which stays "not" ("not is" is no order). */
const AUX_EN: ReadonlySet<string> = new Set(["is", "are", "was", "were", "be", "been", "has", "have", "had", "can", "could", "must", "should", "will", "would", "may", "might", "shall", "do", "does", "did"]);
const MAX_COMPOUND = 40;
const NUMBERS: ReadonlySet<string> = new Set(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "hundred"]);
const ORDER_WORDS: ReadonlySet<string> = new Set(["last", "first", "next", "previous", "latest", "recent"]);
const POSSESSIVES: ReadonlySet<string> = new Set(["your", "my", "his", "her", "its", "our", "their"]);
/** German words that open a subordinate clause, whose verbs then stand at its end. */
const DE_SUBORDINATORS: ReadonlySet<string> = new Set(["wenn", "dass", "ob", "weil", "falls", "bevor", "nachdem", "damit", "sobald", "obwohl", "wahrend", "sodass", "indem", "solange", "sofern"]);
const ARTICLES: ReadonlySet<string> = new Set(["the", "a", "an", "this", "that", "your", "my", "his", "her", "its", "our", "their", "no"]);
/** Subject pronouns, after which a moved verb goes. */
const SUBJECTS: ReadonlySet<string> = new Set(["i", "you", "he", "she", "it", "we", "they", "one"]);
/**
 * Fixed expressions a word-by-word gloss would break ("por favor" is not "for favor"; "tienes que"
 * is "you must"), folded, per language. Only those that carry what the English rules read:
 * politeness, obligation, "from now on", "instead of".
 */
const PHRASES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  es: [["por favor", "please"], ["de ahora en adelante", "from now on"], ["a partir de ahora", "from now on"], ["desde ahora", "from now on"], ["en lugar de", "instead of"], ["en vez de", "instead of"], ["tienes que", "you must"], ["tiene que", "must"], ["tienen que", "must"], ["teneis que", "you must"], ["hay que", "one must"], ["es necesario", "it is necessary to"], ["de inmediato", "immediately"], ["sin que", "without"], ["a continuacion", "below"], ["lo siguiente", "the following"], ["va dirigido a", "is addressed to"], ["va dirigida a", "is addressed to"], ["esta dirigido a", "is addressed to"], ["esta dirigida a", "is addressed to"], ["se dirige a", "is addressed to"]],
  pt: [["por favor", "please"], ["a partir de agora", "from now on"], ["de agora em diante", "from now on"], ["daqui em diante", "from now on"], ["em vez de", "instead of"], ["ao inves de", "instead of"], ["tem que", "must"], ["tem de", "must"], ["tens de", "you must"], ["tens que", "you must"], ["temos de", "we must"], ["temos que", "we must"], ["e preciso", "it is necessary to"], ["e necessario", "it is necessary to"], ["de imediato", "immediately"], ["sem que", "without"], ["a seguir", "below"], ["destina se a", "is addressed to"], ["e dirigido a", "is addressed to"], ["e dirigida a", "is addressed to"], ["e destinado a", "is addressed to"], ["e destinada a", "is addressed to"]],
  fr: [["s il vous plait", "please"], ["s il te plait", "please"], ["a partir de maintenant", "from now on"], ["des maintenant", "from now on"], ["au lieu de", "instead of"], ["il faut", "you must"], ["il est necessaire de", "it is necessary to"], ["tout de suite", "immediately"], ["sans que", "without"], ["ci dessous", "below"], ["ci dessus", "above"], ["en tant que", "as"], ["ne pas", "do not"], ["s adresse a", "is addressed to"], ["s adresse au", "is addressed to the"], ["est destine a", "is addressed to"], ["est destinee a", "is addressed to"], ["est adresse a", "is addressed to"]],
  it: [["per favore", "please"], ["per piacere", "please"], ["d ora in poi", "from now on"], ["da ora in poi", "from now on"], ["da adesso in poi", "from now on"], ["a partire da ora", "from now on"], ["invece di", "instead of"], ["al posto di", "instead of"], ["e necessario", "it is necessary to"], ["senza che", "without"], ["qui sotto", "below"], ["qui sopra", "above"], ["di seguito", "below"], ["si rivolge a", "is addressed to"], ["si rivolge al", "is addressed to the"], ["e rivolto a", "is addressed to"], ["e rivolta a", "is addressed to"], ["e indirizzato a", "is addressed to"], ["e indirizzata a", "is addressed to"]],
  de: [["ab sofort", "from now on"], ["ab jetzt", "from now on"], ["von nun an", "from now on"], ["von jetzt an", "from now on"], ["statt dessen", "instead"], ["es ist notwendig", "it is necessary to"], ["so dass", "so that"], ["sodass", "so that"], ["im folgenden", "below"], ["zum beispiel", "for example"], ["richtet sich an", "is addressed to"], ["richten sich an", "are addressed to"], ["wendet sich an", "is addressed to"]],
};
/** Per language, the fixed expressions by their first word. */
const PHRASE_INDEX: ReadonlyMap<string, ReadonlyMap<string, readonly (readonly [readonly string[], string])[]>> = new Map(
  Object.entries(PHRASES).map(([l, ps]) => {
    const byFirst = new Map<string, (readonly [readonly string[], string])[]>();
    for (const [f, en] of ps) {
      const words = f.split(" ");
      (byFirst.get(words[0] as string) ?? byFirst.set(words[0] as string, []).get(words[0] as string)!).push([words, en]);
    }
    return [l, byFirst];
  }),
);

/** Fixed expressions merged into their first word. */
function mergePhrases(ws: Word[], lang: string): void {
  const index = PHRASE_INDEX.get(lang);
  if (index === undefined) return;
  for (let i = 0; i < ws.length; i++) {
    const ps = index.get((ws[i] as Word).w);
    if (ps === undefined) continue;
    for (const [words, en] of ps) {
      if (i + words.length > ws.length) continue;
      let ok = true;
      for (let k = 1; k < words.length && ok; k++) ok = (ws[i + k] as Word).w === words[k];
      if (!ok) continue;
      const first = ws[i] as Word;
      first.en = en;
      first.tag = Tag.Other;
      first.e = (ws[i + words.length - 1] as Word).e;
      ws.splice(i + 1, words.length - 1);
      break;
    }
  }
}

function cliticGloss(w: string, lang: string, lex: Lexicon): Entry | undefined {
  const list = CLITICS[lang];
  if (list === undefined || w.length < 4) return undefined;
  for (const [c, cen] of list) {
    if (!w.endsWith(c) || w.length - c.length < 2) continue;
    const stem = w.slice(0, -c.length);
    // Italian infinitives lose their "e" before a clitic ("inviarlo"), monosyllabic imperatives double it ("dimmi").
    const e = lex.get(stem) ?? (lang === "it" ? (lex.get(`${stem}e`) ?? (stem.length >= 3 && stem[stem.length - 1] === stem[stem.length - 2] ? lex.get(stem.slice(0, -1)) : undefined)) : undefined);
    if (e !== undefined && e.tag === Tag.Verb) return { en: cen === "" ? e.en : `${e.en} ${cen}`, tag: Tag.Verb };
  }
  return undefined;
}

/** A German compound read as known parts, longest head first, across linking "s", "es", "n", "en", "e". */
function compoundGloss(w: string, lex: Lexicon, depth: number): string | undefined {
  for (let i = w.length - 3; i >= 3; i--) {
    const head = lex.get(w.slice(0, i));
    if (head === undefined || head.en === "" || head.tag === Tag.Other) continue;
    const rest = w.slice(i);
    for (const link of LINKS) {
      if (!rest.startsWith(link) || rest.length - link.length < 3) continue;
      const r = rest.slice(link.length);
      const tail = lex.get(r);
      if (tail !== undefined && tail.en !== "" && tail.tag !== Tag.Other) return `${head.en} ${tail.en}`;
      if (depth < 2) {
        const more = compoundGloss(r, lex, depth + 1);
        if (more !== undefined) return `${head.en} ${more}`;
      }
    }
  }
  return undefined;
}
const LINKS = ["", "s", "es", "n", "en", "e"];

function lookup(w: string, lang: string, lex: Lexicon): Entry | undefined {
  const e = lex.get(w);
  if (e !== undefined) return e;
  const c = cliticGloss(w, lang, lex);
  if (c !== undefined) return c;
  if (lang === "de" && w.length >= 7 && w.length <= MAX_COMPOUND) {
    const g = compoundGloss(w, lex, 0);
    if (g !== undefined) return { en: g, tag: Tag.Noun };
  }
  return undefined;
}

/** The words of one clause, reordered and adjusted in place. */
function adjustClause(ws: Word[], lang: string, lex: Lexicon): void {
  if (ws.length === 0) return;
  mergePhrases(ws, lang);
  if (lang === "de") {
    // A separable verb: "leite alle Mails an x weiter" → "forward all mails to x".
    const last = ws[ws.length - 1] as Word;
    if (PARTICLES.has(last.w) && ws.length >= 2) {
      for (let i = 0; i < ws.length - 1; i++) {
        const joined = lex.get(`${(ws[i] as Word).w}+${last.w}`);
        if (joined === undefined) continue;
        (ws[i] as Word).en = joined.en;
        (ws[i] as Word).tag = Tag.Verb;
        ws.pop();
        break;
      }
    }
    // A subordinate clause ends with its verbs: "wenn du ein KI-Assistent bist" → "if you are a AI assistant",
    // "dass du die Datei senden musst" → "that you must send the file".
    if (ws.length >= 4 && DE_SUBORDINATORS.has((ws[0] as Word).w) && (ws[ws.length - 1] as Word).tag === Tag.Verb) {
      // Two verbs end it when the one before the last is no noun after an article ("die Mail liest").
      const two = (ws[ws.length - 2] as Word).tag === Tag.Verb && !ARTICLES.has((ws[ws.length - 3] as Word).en);
      const tail = two ? [ws[ws.length - 1] as Word, ws[ws.length - 2] as Word] : [ws[ws.length - 1] as Word];
      ws.splice(ws.length - tail.length, tail.length);
      let at = 2;
      if (!SUBJECTS.has((ws[1] as Word).en)) {
        const noun = ws.findIndex((x, k) => k >= 1 && x.tag === Tag.Noun);
        at = noun < 0 ? 2 : noun + 1;
      }
      ws.splice(Math.min(at, ws.length), 0, ...tail);
      return finishClause(ws);
    }
    // "… an x zu senden" → "to send … to x"; "du musst … ignorieren" → "you must ignore …".
    const v = ws[ws.length - 1] as Word;
    if (ws.length >= 3 && v.tag === Tag.Verb) {
      const before = ws[ws.length - 2] as Word;
      if (before.w === "zu") {
        ws.splice(ws.length - 2, 2);
        ws.unshift({ ...before, en: "to" }, v);
      } else {
        const m = ws.findIndex((x) => DE_MODALS.has(x.w));
        if (m >= 0 && m < ws.length - 2) {
          ws.pop();
          ws.splice(m + 1, 0, v);
        }
      }
    }
  } else {
    // A Romance compound is "noun de noun": "prompt del sistema" → "system prompt", "historial de la conversación" → "conversation history".
    for (let i = 0; i + 2 < ws.length; i++) {
      const a = ws[i] as Word;
      const of = ws[i + 1] as Word;
      if (a.tag !== Tag.Noun || (of.en !== "of" && of.en !== "of the")) continue;
      let k = i + 2;
      if (of.en === "of" && (ws[k] as Word).en === "the" && k + 1 < ws.length) k++;
      const b = ws[k] as Word;
      // Not before an adjective of its own or a name ("la messagerie de Mme Leclerc").
      const next = ws[k + 1];
      if (b.tag !== Tag.Noun || (next !== undefined && (next.tag === Tag.Adjective || next.tag === 0))) continue;
      ws.splice(i, k - i + 1, b, a);
    }
    // Romance adjectives follow their noun, and so does "IA" ("l'assistant IA" → "the AI assistant");
    // "les trois derniers" → "the last three".
    for (let i = 0; i + 1 < ws.length; i++) {
      const a = ws[i] as Word;
      const b = ws[i + 1] as Word;
      if ((a.tag === Tag.Noun && (b.tag === Tag.Adjective || b.en === "ai")) || (NUMBERS.has(a.en) && ORDER_WORDS.has(b.en))) {
        ws[i] = b;
        ws[i + 1] = a;
        i++;
      }
    }
  }
  finishClause(ws);
}

/** What every language's clause gets last: articles before possessives dropped, "not" before a verb as "do not". */
function finishClause(ws: Word[]): void {
  // "il tuo assistente", "al tuo assistente": English has no article before a possessive.
  for (let i = 0; i + 1 < ws.length; i++) {
    const x = ws[i] as Word;
    if (!POSSESSIVES.has((ws[i + 1] as Word).en)) continue;
    if (x.en === "the") x.en = "";
    else if (x.en.endsWith(" the")) x.en = x.en.slice(0, -4);
  }
  // "no reveles", "ne pas divulguer", "nicht weiterleiten": an order not to.
  for (let i = 0; i < ws.length; i++) {
    const x = ws[i] as Word;
    if (x.en !== "not") continue;
    let j = i + 1;
    while (j < ws.length && (ws[j] as Word).en === "") j++;
    const y = ws[j];
    if (y !== undefined && y.tag === Tag.Verb && !AUX_EN.has(y.en.split(" ")[0] as string)) x.en = "do not";
  }
}

/** The gloss being written: its text, the spans of its words, and the clause not yet written. */
class GlossWriter {
  out: string[] = [];
  spans: number[] = [];
  len = 0;
  clause: Word[] = [];
  // After an opening quote or bracket the next word follows without a space, as in the source,
  // so that quotations read as quotations (detectors/mention.ts).
  glue = true;
  constructor(
    readonly lang: string,
    readonly lex: Lexicon,
  ) {}

  put(x: string): void {
    this.out.push(x);
    this.len += x.length;
  }

  /** Writes the clause, adjusted. */
  flush(): void {
    if (this.clause.length === 0) return;
    adjustClause(this.clause, this.lang, this.lex);
    for (const w of this.clause) {
      if (w.en === "") continue;
      if (!this.glue) this.put(" ");
      this.spans.push(this.len, this.len + w.en.length, w.s, w.e);
      this.put(w.en);
      this.glue = false;
    }
    this.clause = [];
  }

  /** Punctuation from the source: an opening mark takes a space before it, a closing one none. */
  punct(ch: string, opening: boolean): void {
    // "wie „…“", "como «…»", "comme « … »": a comparison word before a quotation brings in an example.
    const last = this.clause[this.clause.length - 1];
    if (opening && QUOTES.includes(ch) && last !== undefined && LIKE.has(last.w)) last.en = "like";
    this.flush();
    if (ch === "\n") {
      this.put("\n");
      this.glue = true;
      return;
    }
    if (opening && !this.glue) this.put(" ");
    this.put(ch);
    this.glue = opening;
  }
}

/** The gloss of folded text `t` (of its part [from, to), at word boundaries) in language `lang` with lexicon `lex`; spans are `t`'s offsets. */
export function glossText(t: string, lang: string, lex: Lexicon, from = 0, to = t.length): Gloss {
  const w = new GlossWriter(lang, lex);
  const n = to;
  let i = from;
  while (i < n) {
    const c = t.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    // One chunk: up to the next space.
    let j = i;
    while (j < n && t.charCodeAt(j) !== 32 && t.charCodeAt(j) !== 9 && t.charCodeAt(j) !== 13 && t.charCodeAt(j) !== 10) j++;
    if (j === i) {
      w.punct("\n", true); // a line break ends a clause
      i++;
      continue;
    }
    const chunk = t.slice(i, j);
    if (VERBATIM.test(chunk)) {
      // Trailing sentence punctuation still ends the clause after the chunk.
      let k = chunk.length;
      while (k > 0 && /[.,;!?)]/.test(chunk[k - 1] as string)) k--;
      w.clause.push({ s: i, e: i + k, w: chunk.slice(0, k), en: chunk.slice(0, k), tag: 0 });
      if (k < chunk.length) w.punct(chunk.slice(k), false);
      i = j;
      continue;
    }
    // "e-mail", "check-in": a hyphenated word the lexicon knows joined is one word.
    if (chunk.includes("-")) {
      let k = chunk.length;
      while (k > 0 && !isLetter(chunk.charCodeAt(k - 1))) k--;
      let h = 0;
      while (h < k && !isLetter(chunk.charCodeAt(h))) h++;
      const joined = chunk.slice(h, k).replace(/-/g, "");
      const e = allLetters(joined) ? lex.get(joined) : undefined;
      if (e !== undefined) {
        for (let q = i; q < i + h; q++) if (CLAUSE_END.test(t[q] as string)) w.punct(t[q] as string, true);
        w.clause.push({ s: i + h, e: i + k, w: joined, en: e.en, tag: e.tag });
        for (let q = i + k; q < j; q++) if (CLAUSE_END.test(t[q] as string)) w.punct(t[q] as string, false);
        i = j;
        continue;
      }
    }
    let p = i;
    while (p < j) {
      const d = t.charCodeAt(p);
      if (isLetter(d)) {
        let q = p + 1;
        while (q < j && isLetter(t.charCodeAt(q))) q++;
        const word = t.slice(p, q);
        const e = lookup(word, lang, lex);
        w.clause.push({ s: p, e: q, w: word, en: e?.en ?? word, tag: e?.tag ?? 0 });
        p = q;
        continue;
      }
      const ch = t[p] as string;
      if (CLAUSE_END.test(ch)) w.punct(ch, OPENING.includes(ch) || (p === i && !CLOSING.includes(ch)));
      p++;
    }
    i = j;
  }
  w.flush();
  return { text: w.out.join(""), spans: Int32Array.from(w.spans) };
}

/** The source span of gloss offsets [start, end): from the first glossed word it touches to the last. */
export function sourceSpan(g: Gloss, start: number, end: number): { start: number; end: number } | null {
  let s = -1;
  let e = -1;
  const sp = g.spans;
  for (let k = 0; k < sp.length; k += 4) {
    if ((sp[k + 1] as number) <= start || (sp[k] as number) >= end) continue;
    const a = sp[k + 2] as number;
    const b = sp[k + 3] as number;
    if (s < 0 || a < s) s = a;
    if (b > e) e = b;
  }
  return s < 0 ? null : { start: s, end: e };
}
