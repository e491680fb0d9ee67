// Text spelled so that keyword rules miss it while a model still reads it: letters spaced apart
// ("i g n o r e   a l l"), lines written backwards, ROT13, Atbash (a→z, b→y …), the classic
// Caesar shift of three, and hyphens put inside words ("System i-nstruction"). Each is read again,
// as a layer, only on lines that hold the obfuscated form of a word an injection can hardly do
// without; the rule engine's keyword pass looks for those forms (probes.ts), so no text is searched
// for them again.
import type { Layer } from "./decode";

/** Words an injection has to spell: what to set aside, what to take, how to get past refusals. */
export const WORDS = ["ignore", "disregard", "forget", "instructions", "previous", "prompt", "system", "password", "secret", "reveal", "bypass", "override", "jailbreak"];
/**
 * What spaces the letters apart: "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e". Each separator adds
 * keyword-pass states that ordinary text enters after every word ending in one of the words' first
 * letters; "_" and "*" as well cost about 1 % more on the injection file and are left out.
 */
const SEPARATORS = [" ", ".", "-"];

const reverse = (s: string): string => Array.from(s).reverse().join("");
const atbash = (s: string): string => s.replace(/[a-z]/g, (c) => String.fromCharCode(219 - c.charCodeAt(0)));
const shift = (k: number) => (s: string): string => s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + k + 26) % 26) + 97));
const rot13 = shift(13);

export const SPACED_FORMS: readonly string[] = WORDS.flatMap((w) => SEPARATORS.map((sep) => [...w].join(sep)));
export const REVERSED_FORMS: readonly string[] = WORDS.map(reverse);
export const ROT13_FORMS: readonly string[] = WORDS.map(rot13);
export const ATBASH_FORMS: readonly string[] = WORDS.map(atbash);
export const CAESAR_FORMS: readonly string[] = WORDS.map(shift(3));
/**
 * A hyphen inside a word, anywhere but at its ends: "i-nstruction", "syst-em", "pass-word". The
 * singular "instruction" stands for "instructions" here: its forms are prefixes of the plural's.
 */
export const HYPHENATED_FORMS: readonly string[] = WORDS.map((w) => (w === "instructions" ? "instruction" : w)).flatMap((w) => Array.from({ length: w.length - 1 }, (_, k) => `${w.slice(0, k + 1)}-${w.slice(k + 1)}`));

// A single separator between two one-letter tokens goes; longer gaps become one space. Where
// words are spelled with dots or hyphens ("i.g.n.o.r.e y.o.u.r r.u.l.e.s"), a space between
// letters is the gap between words, not a separator.
const SPACED_LETTER = /(?<=(?:^|[^a-z0-9])[a-z])[ ._*-](?=[a-z](?:$|[^a-z0-9]))/g;
const DOTTED_LETTER = /(?<=(?:^|[^a-z0-9])[a-z])[._*-](?=[a-z](?:$|[^a-z0-9]))/g;
const DOTTED_WORD = /(?:[a-z][.-]){3}[a-z]/;
const GAP = /[ ._*-]{2,}/g;
const despace = (line: string): string => line.replace(DOTTED_WORD.test(line) ? DOTTED_LETTER : SPACED_LETTER, "").replace(GAP, " ");
// Hyphens between two letters go ("m----ssage", "fu-lfilled"); a compound ("well-known") merges
// too, which no rule minds.
const INNER_HYPHENS = /(?<=[a-z])-{1,4}(?=[a-z])/g;
const dehyphenate = (line: string): string => line.replace(INNER_HYPHENS, "");

/** Lines read per kind; the engine records the forms' offsets on as many lines (firstPerLine). */
const MAX_LINES = 8;
const MAX_LINE = 4096;

/** The kinds, in the order they are read; each kind's forms are the probe `<kind>Words` (probes.ts). */
export const OBFUSCATION_KINDS = ["spaced", "reversed", "rot13", "atbash", "caesar", "hyphenated"] as const;
export type Kind = (typeof OBFUSCATION_KINDS)[number];
/** The probe holding a kind's forms. */
export const probeOfKind = (kind: Kind): `${Kind}Words` => `${kind}Words`;
const READ: Record<Kind, { forms: readonly string[]; read: (line: string) => string }> = {
  spaced: { forms: SPACED_FORMS, read: despace },
  reversed: { forms: REVERSED_FORMS, read: reverse },
  rot13: { forms: ROT13_FORMS, read: rot13 },
  atbash: { forms: ATBASH_FORMS, read: atbash },
  caesar: { forms: CAESAR_FORMS, read: shift(-3) },
  hyphenated: { forms: HYPHENATED_FORMS, read: dehyphenate },
};

/**
 * Pushes onto `out` one form's first offset on each of the first MAX_LINES lines it occurs on,
 * given `next(from)`, its first offset at or after `from` (-1: none). Both the keyword pass's
 * recorded offsets (engine.ts) and the search below go through it, so they read the same lines.
 */
export function firstPerLine(t: string, next: (from: number) => number, out: number[]): void {
  let i = next(0);
  for (let lines = 0; i >= 0 && lines < MAX_LINES; lines++) {
    out.push(i);
    const nl = t.indexOf("\n", i);
    if (nl < 0) break;
    i = next(nl);
  }
}

/**
 * The lines of the folded text `t` that hold a form of `kind`, read back (letters joined, line
 * reversed, ROT13 undone), with their spans in the content: the first MAX_LINES such lines, each
 * read around its first form when longer than MAX_LINE. `at`, when given, holds each form's first
 * offset on each of the first MAX_LINES lines it occurs on, ascending (the keyword pass records
 * them, engine.ts); without it the forms are searched for here, with the same result. A text
 * without any form gives none, which lets the keyword pass gate the call.
 */
export function obfuscatedLayers(t: string, kind: Kind, toContent: (s: number, e: number) => { start: number; end: number }, at?: readonly number[]): Layer[] {
  const { forms, read } = READ[kind];
  let hits: readonly number[];
  if (at !== undefined) hits = at;
  else {
    // Per form, its first offset on each of the first MAX_LINES lines it occurs on: the first
    // MAX_LINES lines holding any form are among those, with their first offsets.
    const found: number[] = [];
    for (const form of forms) firstPerLine(t, (from) => t.indexOf(form, from), found);
    hits = found.sort((a, b) => a - b);
  }
  const out: Layer[] = [];
  let lineEnd = -1;
  for (let h = 0; h < hits.length && out.length < MAX_LINES; h++) {
    const i = hits[h] as number;
    if (i < lineEnd) continue; // this line is read already, around its first form
    const line = t.lastIndexOf("\n", i) + 1;
    const nl = t.indexOf("\n", i);
    lineEnd = nl < 0 ? t.length : nl;
    const s = Math.max(line, i - MAX_LINE / 2);
    const e = Math.min(lineEnd, s + MAX_LINE);
    const span = toContent(s, e);
    out.push({ text: read(t.slice(s, e)), start: span.start, end: span.end, kind });
  }
  return out;
}
