// IDN decoding and a visual "skeleton" of host labels (in the spirit of Unicode TS #39): letters
// from other scripts that render like Latin ones, diacritics and ASCII look-alike sequences map
// to one form, so "pаypal" (Cyrillic а), "paypa1" and "rnetamask" compare equal to the brand.

const BASE = 36, TMIN = 1, TMAX = 26, SKEW = 38, DAMP = 700, INITIAL_BIAS = 72, INITIAL_N = 128;

function adapt(delta: number, numPoints: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - TMIN) * TMAX) >> 1) {
    d = Math.floor(d / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * d) / (d + SKEW));
}

/** RFC 3492 decoding of one label body (after "xn--"); null when malformed. */
export function punycodeDecode(input: string): string | null {
  if (input.length > 63) return null;
  const out: number[] = [];
  const basic = input.lastIndexOf("-");
  for (let j = 0; j < Math.max(0, basic); j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    out.push(c);
  }
  let n = INITIAL_N, bias = INITIAL_BIAS, i = 0;
  for (let idx = basic > 0 ? basic + 1 : 0; idx < input.length; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (idx >= input.length) return null;
      const c = input.charCodeAt(idx++);
      const digit = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : BASE;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (w > 1e9) return null;
    }
    bias = adapt(i - oldi, out.length + 1, oldi === 0);
    n += Math.floor(i / (out.length + 1));
    i %= out.length + 1;
    if (n > 0x10ffff) return null;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

/** A host label as a reader sees it: punycode decoded, lowercased. */
export function unicodeLabel(label: string): string {
  if (!label.startsWith("xn--")) return label;
  return (punycodeDecode(label.slice(4)) ?? label).toLowerCase();
}

// Letters of other scripts that render (near-)identically to a Latin letter in common fonts.
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  "а": "a", "в": "b", "е": "e", "ё": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s",
  "һ": "h", "ԁ": "d", "ӏ": "l", "ԛ": "q", "ԝ": "w", "к": "k", "м": "m", "т": "t", "н": "h", "ь": "b", "п": "n", "г": "r", "ɡ": "g",
  "ѵ": "v", "ү": "y", "ӧ": "o", "ӓ": "a", "ԍ": "g",
  // Greek
  "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y",
  "ω": "w", "ϲ": "c", "ϳ": "j", "ό": "o", "ί": "i", "ά": "a", "έ": "e",
  // Latin look-alikes outside ASCII
  "ı": "i", "ɑ": "a", "ɩ": "i", "ʟ": "l", "ɴ": "n", "ʀ": "r", "ꜱ": "s", "ᴠ": "v", "ᴡ": "w", "ß": "b", "ł": "l", "đ": "d", "ø": "o", "ð": "d", "þ": "p",
};

export type Script = "latin" | "cyrillic" | "greek" | "other";

function scriptOf(cp: number): Script | null {
  if ((cp >= 0x61 && cp <= 0x7a) || (cp >= 0xc0 && cp <= 0x24f) || (cp >= 0x1e00 && cp <= 0x1eff) || (cp >= 0x250 && cp <= 0x2af)) return "latin";
  if ((cp >= 0x30 && cp <= 0x39) || cp === 0x2d || cp === 0x5f) return null;
  if (cp >= 0x400 && cp <= 0x52f) return "cyrillic";
  if (cp >= 0x370 && cp <= 0x3ff) return "greek";
  return "other";
}

/** Scripts used by the letters of a (decoded) label; digits and hyphens are script-neutral. */
export function scriptsOf(label: string): Set<Script> {
  const s = new Set<Script>();
  for (const ch of label) {
    const sc = scriptOf(ch.codePointAt(0) as number);
    if (sc !== null) s.add(sc);
  }
  return s;
}

/** True when every letter of a non-Latin label has a Latin look-alike (a whole-script confusable like "аррӏе"). */
export function wholeScriptConfusable(label: string): boolean {
  let letters = 0;
  for (const ch of label) {
    const sc = scriptOf(ch.codePointAt(0) as number);
    if (sc === null) continue;
    if (sc === "latin" || HOMOGLYPHS[ch] === undefined) return false;
    letters++;
  }
  return letters >= 3;
}

/**
 * The visual skeleton of a decoded label: diacritics removed, homoglyphs mapped to Latin, and
 * ASCII look-alikes folded (0/o, 1/l/i/|, rn/m, vv/w). Compare skeletons, never raw labels.
 */
export function skeleton(label: string): string {
  let first = -1;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c >= 0x80) return skeletonUnicode(label);
    if (first < 0 && foldsAt(label, i)) first = i;
  }
  if (first < 0) return label;
  // ASCII: NFKD and the homoglyph table change nothing, so only the folds below apply, in one
  // pass (rn and vv first, as the chained replaces do: no later fold can form or break them).
  let s = label.slice(0, first);
  for (let i = first; i < label.length; i++) {
    const c = label.charCodeAt(i);
    const next = i + 1 < label.length ? label.charCodeAt(i + 1) : 0;
    if (c === 0x72 && next === 0x6e) { s += "m"; i++; }
    else if (c === 0x76 && next === 0x76) { s += "w"; i++; }
    else if (c === 0x30) s += "o";
    else if (c === 0x31 || c === 0x69 || c === 0x7c || c === 0x21) s += "l";
    else s += label[i];
  }
  return s;
}

/** An ASCII fold starts at `i`: rn, vv, 0, 1, i, | or !. */
function foldsAt(label: string, i: number): boolean {
  const c = label.charCodeAt(i);
  if (c === 0x72) return label.charCodeAt(i + 1) === 0x6e;
  if (c === 0x76) return label.charCodeAt(i + 1) === 0x76;
  return c === 0x30 || c === 0x31 || c === 0x69 || c === 0x7c || c === 0x21;
}

function skeletonUnicode(label: string): string {
  let s = "";
  for (const ch of label.normalize("NFKD")) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0x300 && cp <= 0x36f) continue;
    s += HOMOGLYPHS[ch] ?? ch;
  }
  return s.replace(/rn/g, "m").replace(/vv/g, "w").replace(/[0]/g, "o").replace(/[1i|!]/g, "l");
}
