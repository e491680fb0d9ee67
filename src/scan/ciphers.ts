// Encodings that red-team tools put an instruction through so that keyword rules miss it while a
// model still reads it: Morse code, binary, decimal character codes, Braille, upside-down text
// and the NATO spelling alphabet. Each is decoded exactly (nothing here is fit to data)
// into a layer, and a layer counts only when the injection rules find an injection in it
// (detectors/registry.ts), so a Morse greeting or a table of numbers stays clean. Each decoder
// has a cheap gate first, and all of them together read at most MAX_LAYERS lines.
import type { Layer } from "./decode";
import { WORDS } from "./obfuscation";

const MAX_LAYERS = 8;
const MAX_LINE = 4096;
/** Tokens a line must hold in the encoding before it is decoded: shorter runs are words, not messages. */
const MIN_TOKENS = 8;

export type CipherKind = "morse" | "binary" | "charcodes" | "braille" | "flipped" | "nato";

/**
 * Decodes, with `read`, the lines of `t` where `at` (a global regex) matches: each line once, a
 * line longer than MAX_LINE from the match on. At most MAX_LAYERS layers in `out`.
 */
function linesAt(t: string, at: RegExp, read: (s: number, e: number) => string | null, kind: CipherKind, out: Layer[]): void {
  at.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < MAX_LAYERS && (m = at.exec(t)) !== null) {
    let s = t.lastIndexOf("\n", m.index) + 1;
    let e = t.indexOf("\n", m.index);
    if (e < 0) e = t.length;
    const next = e + 1;
    if (e - s > MAX_LINE) {
      s = m.index;
      e = Math.min(e, s + MAX_LINE);
    }
    const text = read(s, e);
    if (text !== null) out.push({ text, start: s, end: e, kind });
    at.lastIndex = Math.max(next, at.lastIndex);
  }
  at.lastIndex = 0;
}

// --- Morse: dots and dashes, letters split by a space, words by "/", "|" or two spaces.
const MORSE: Record<string, string> = {
  ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m",
  "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
  "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6", "--...": "7", "---..": "8", "----.": "9",
  ".-.-.-": ".", "--..--": ",", "..--..": "?", ".----.": "'", "-.-.--": "!", "---...": ":", "-.--.": "(", "-.--.-": ")", ".-..-.": '"', "-..-.": "/",
};
const MORSE_RUN = /(?:[.-]{1,7}(?: {1,3}| ?[/|] ?)){7}[.-]{1,7}/g;

function morseLine(t: string, s: number, e: number): string | null {
  const line = t.slice(s, e);
  const words = line.trim().split(/ ?[/|] ?| {2,}/);
  let letters = 0, unknown = 0, other = 0;
  const out: string[] = [];
  for (const w of words) {
    let word = "";
    for (const code of w.split(" ")) {
      if (code === "") continue;
      if (!/^[.-]{1,7}$/.test(code)) {
        other++;
        continue;
      }
      const ch = MORSE[code];
      if (ch === undefined) unknown++;
      else {
        letters++;
        word += ch;
      }
    }
    if (word !== "") out.push(word);
  }
  // Nearly all of the line is Morse, and nearly all of it decodes.
  if (letters < MIN_TOKENS || unknown * 5 > letters || other * 4 > letters) return null;
  return out.join(" ");
}

// --- Binary: 8-bit groups split by spaces, each one character (run together: decode.ts).
const BINARY_RUN = /(?:[01]{8} ){7,}[01]{8}/g;

/** The matches of `run` (a global regex) in t[s, e), each decoded, when together they read as text. */
function runsLine(t: string, s: number, e: number, run: RegExp, decode: (match: string) => string): string | null {
  const line = t.slice(s, e);
  let text = "";
  run.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = run.exec(line)) !== null) text += decode(m[0]) + " ";
  run.lastIndex = 0;
  return readableAscii(text) ? text : null;
}

/** Bits, eight to a character. */
export function binaryText(bits: string): string {
  let text = "";
  for (let i = 0; i + 8 <= bits.length; i += 8) text += String.fromCharCode(parseInt(bits.slice(i, i + 8), 2));
  return text;
}

// --- Decimal character codes: "73 103 110 111 114 101" or "73,103,110,…", each 32 to 126.
const CODE = "(?:3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])";
const CODE_RUN = new RegExp(`\\b(?:${CODE}(?:, ?| |;)){7,}${CODE}\\b`, "g");

/** Decimal codes, one character each. */
function codesText(codes: string): string {
  let text = "";
  for (const n of codes.split(/[ ,;]+/)) if (n !== "") text += String.fromCharCode(Number(n));
  return text;
}

/** Decoded bytes read as text: mostly letters and spaces, as an instruction is. */
export function readableAscii(text: string): boolean {
  let letters = 0, spaces = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) letters++;
    else if (c === 32) spaces++;
  }
  return letters >= MIN_TOKENS && letters * 10 >= text.length * 6 && spaces >= 2;
}

// --- Braille (grade 1): the dot patterns of the letters; the capital and number signs are dropped.
const BRAILLE_LETTERS = "a1b3c9d25e17f11g27h19i10j26k5l7m13n29o21p15q31r23s14t30u37v39w58x45y61z53";
const BRAILLE = new Map<number, string>();
for (const m of BRAILLE_LETTERS.matchAll(/([a-z])([0-9]+)/g)) BRAILLE.set(0x2800 + Number(m[2]), m[1] as string);

function brailleLine(t: string, s: number, e: number): string | null {
  let text = "";
  let letters = 0;
  for (let i = s; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0x2800 && c <= 0x28ff) {
      const ch = BRAILLE.get(c);
      if (ch !== undefined) {
        text += ch;
        letters++;
      } else if (c === 0x2800) text += " ";
    } else text += t[i];
  }
  return letters >= MIN_TOKENS ? text : null;
}

// --- Upside-down text: letters turned over (ɐ, ǝ, ɹ, ʇ …) and the line written backwards.
const FLIP: Record<string, string> = {
  "ɐ": "a", "q": "b", "ɔ": "c", "p": "d", "ǝ": "e", "ɟ": "f", "ƃ": "g", "ɥ": "h", "ı": "i", "ɾ": "j", "ʞ": "k", "ɯ": "m", "u": "n",
  "d": "p", "b": "q", "ɹ": "r", "ʇ": "t", "n": "u", "ʌ": "v", "ʍ": "w", "ʎ": "y", "˙": ".", "'": ",", "¿": "?", "¡": "!",
};
/** Letters only an upside-down text uses; a line needs several. */
const TURNED = /[ɐǝɹʇɥɯʎʞɟƃ]/g;
const BRAILLE_RUN = /[\u2801-\u28ff]{4}/g;

function flippedLine(t: string, s: number, e: number): string | null {
  const line = t.slice(s, e);
  if ((line.match(TURNED)?.length ?? 0) < 4) return null;
  let text = "";
  for (const ch of Array.from(line).reverse()) text += FLIP[ch] ?? ch;
  return text;
}

// --- The NATO spelling alphabet: one code word per letter; "space", "stop" or "(space)" between words.
const NATO: Record<string, string> = {
  alfa: "a", alpha: "a", bravo: "b", charlie: "c", delta: "d", echo: "e", foxtrot: "f", golf: "g", hotel: "h", india: "i", juliett: "j", juliet: "j",
  kilo: "k", lima: "l", mike: "m", november: "n", oscar: "o", papa: "p", quebec: "q", romeo: "r", sierra: "s", tango: "t", uniform: "u", victor: "v",
  whiskey: "w", whisky: "w", xray: "x", "x-ray": "x", yankee: "y", zulu: "z",
};
/**
 * The code words of the first two letters of each word an injection has to spell (obfuscation.ts),
 * space-separated: "india golf" for "ignore", "sierra yankee" for "system". The keyword pass looks
 * for them; ordinary prose rarely names two in a row. Commas or hyphens between code words are not
 * read: each separator tripled the keyword-pass states these cues add (291, about 4 % of them).
 */
const CODE_WORD: Record<string, string[]> = {};
for (const [word, letter] of Object.entries(NATO)) if (!word.includes("-")) (CODE_WORD[letter] ??= []).push(word);
export const NATO_CUES: readonly string[] = [...new Set(WORDS.flatMap((w) => (CODE_WORD[w[0] as string] ?? []).flatMap((a) => (CODE_WORD[w[1] as string] ?? []).map((b) => `${a} ${b}`))))];
const NATO_CUE = new RegExp(NATO_CUES.join("|"), "gi");

function natoLine(t: string, s: number, e: number): string | null {
  const tokens = t.slice(s, e).toLowerCase().split(/[\s,;/|-]+/);
  let text = "";
  let run = 0, best = 0, codes = 0;
  for (const raw of tokens) {
    const tok = raw.replace(/^[("'[]+|[)"'\].:]+$/g, "");
    if (tok === "") continue;
    const ch = NATO[tok];
    if (ch !== undefined) {
      text += ch;
      codes++;
      best = Math.max(best, ++run);
    } else if (tok === "space" || tok === "stop" || tok === "break") {
      text += " ";
    } else {
      run = 0;
      text += ` ${tok} `;
    }
  }
  return best >= MIN_TOKENS && codes >= MIN_TOKENS ? text.replace(/ {2,}/g, " ") : null;
}

/**
 * Literals each encoding's text holds, which the keyword pass looks for (probes.ts): Morse has a
 * dot beside a dash; spaced binary has an octet's end before a letter's or a space's ("01…",
 * "00…"); the decimal codes of a sentence have its spaces (32) between separators; NATO
 * spellings of the words injections need hold one of NATO_CUES. Binary run together is a hex-digit
 * run, which decode.ts reads.
 */
export const MORSE_CUES = [".-", "-."];
export const BINARY_CUES = ["0 01", "1 01", "0 00", "1 00"];
export const CODE_CUES = [" 32 ", " 32,", ",32,", ",32 "];

/** Braille letter cells and turned letters: the keyword pass looks for them in non-ASCII text. */
export const BRAILLE_CUES = [...BRAILLE.keys()].map((c) => String.fromCharCode(c));
export const TURNED_CUES = [..."ɐǝɹʇɥɯʎʞɟƃ"];

export interface CipherHints {
  /** The content is ASCII: no Braille and no upside-down letters. */
  ascii: boolean;
  /** Which cues the keyword pass saw; undefined: not known, so the text is searched for them. */
  cues?: { morse: boolean; binary: boolean; codes: boolean; nato: boolean; braille: boolean; turned: boolean };
}

const has = (t: string, lits: readonly string[]): boolean => lits.some((l) => t.indexOf(l) >= 0);

/** Decoded layers of the lines of `t` in one of the encodings above, at most MAX_LAYERS in all. */
export function cipherLayers(t: string, hints: CipherHints): Layer[] {
  const out: Layer[] = [];
  const c = hints.cues;
  // Each encoding is looked for only where its cues occur.
  if (c?.morse ?? has(t, MORSE_CUES)) linesAt(t, MORSE_RUN, (s, e) => morseLine(t, s, e), "morse", out);
  if (c?.binary ?? has(t, BINARY_CUES)) linesAt(t, BINARY_RUN, (s, e) => runsLine(t, s, e, BINARY_RUN, (m) => binaryText(m.replace(/ /g, ""))), "binary", out);
  if (c?.codes ?? has(t, CODE_CUES)) linesAt(t, CODE_RUN, (s, e) => runsLine(t, s, e, CODE_RUN, codesText), "charcodes", out);
  if (!hints.ascii) {
    if (c?.braille ?? true) linesAt(t, BRAILLE_RUN, (s, e) => brailleLine(t, s, e), "braille", out);
    if (c?.turned ?? true) linesAt(t, TURNED, (s, e) => flippedLine(t, s, e), "flipped", out);
  }
  // NATO_CUE is the cues themselves: without the keyword pass's word, linesAt's search is the gate.
  if (c?.nato ?? true) linesAt(t, NATO_CUE, (s, e) => natoLine(t, s, e), "nato", out);
  return out;
}
