// Builds the folded view that keyword and injection rules read: per-code-point NFKC, accents
// and case removed, common Latin look-alikes folded, invisible characters dropped. An offset map
// keeps spans pointing at the original content. Everything is bounded by the input length.

export interface FoldedText {
  text: string;
  /** folded index -> original UTF-16 offset; null when the view is the identity (ASCII fast path). */
  map: Int32Array | null;
  /** Count of invisible formatting characters removed, by kind. */
  invisible: { zeroWidthInWord: number; bidi: number; tag: number; firstAt: number };
  /** ASCII text smuggled in Unicode tag characters (U+E0020..U+E007E), with its original span. */
  tagText: { text: string; start: number; end: number } | null;
}

// Cyrillic and Greek letters that render like Latin ones; used only for matching, never output.
const CONFUSABLES: Record<string, string> = {
  "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
  "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ɡ": "g", "һ": "h",
  "ԛ": "q", "ԝ": "w", "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p",
  "τ": "t", "υ": "u", "χ": "x", "ℓ": "l", "ı": "i", "ɩ": "i", "ǀ": "l",
};

const ASCII_CLEAN = /^[\x00-\x7f]*$/;
const foldCache = new Map<number, string>();
/**
 * Per BMP code point, its fold when that is one UTF-16 unit: without and with look-alike folding.
 * 0 means not yet known, 0xffff that the fold is not one unit (foldCodePoint gives it). Text in
 * other scripts repeats a few hundred letters, each of which would otherwise cost a map lookup.
 */
const FOLD_UNIT = new Uint16Array(0x10000);
const FOLD_UNIT_CONFUSABLE = new Uint16Array(0x10000);
const NOT_ONE_UNIT = 0xffff;

function isInvisible(cp: number): "zw" | "bidi" | "tag" | null {
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff || cp === 0x00ad || cp === 0x180e || (cp >= 0x2061 && cp <= 0x2064)) return "zw";
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x200e || cp === 0x200f || cp === 0x061c) return "bidi";
  if (cp >= 0xe0000 && cp <= 0xe007f) return "tag";
  return null;
}

function foldCodePoint(cp: number, confusable: boolean): string {
  const key = confusable ? -cp - 1 : cp;
  const cached = foldCache.get(key);
  if (cached !== undefined) return cached;
  let s = String.fromCodePoint(cp);
  if (cp >= 0xd800 && cp <= 0xdfff) s = "\ufffd"; // lone surrogate
  // Negative circled and negative squared capitals (🅐, 🅰) spell words that NFKC leaves alone.
  else if ((cp >= 0x1f150 && cp <= 0x1f169) || (cp >= 0x1f170 && cp <= 0x1f189)) s = String.fromCharCode(97 + ((cp - 0x1f150) % 32));
  else {
    s = s.normalize("NFKC");
    // Strip accents only in alphabetic scripts; NFD would split Hangul syllables into jamo.
    if (cp < 0x0530 || (cp >= 0x1e00 && cp <= 0x1fff) || s.charCodeAt(0) < 0x0530) s = s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    s = s.toLowerCase();
    if (confusable) {
      let t = "";
      for (const ch of s) t += CONFUSABLES[ch] ?? ch;
      s = t;
    }
  }
  if (foldCache.size < 8192) foldCache.set(key, s);
  return s;
}

const isAsciiLetter = (c: number | undefined): boolean =>
  c !== undefined && ((c >= 65 && c <= 90) || (c >= 97 && c <= 122));

// Characters that need per-code-point handling: invisibles, surrogates (lone ones become U+FFFD),
// and the look-alikes folded next to Latin letters.
const SPECIAL = new RegExp(`[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ud800-\udfff${Object.keys(CONFUSABLES).join("")}]`);

/** `reference`: no fast paths, every code point through the general loop (equality tests only). */
export function fold(content: string, reference = false): FoldedText {
  const invisible = { zeroWidthInWord: 0, bidi: 0, tag: 0, firstAt: -1 };
  if (!reference && ASCII_CLEAN.test(content)) return { text: content.toLowerCase(), map: null, invisible, tagText: null };
  // Output code units and their source offsets go into typed arrays: no per-character strings.
  let out = new Uint16Array(content.length + 64);
  let map = new Int32Array(content.length + 64);
  let n = 0;
  const ensure = (extra: number): void => {
    if (n + extra < map.length) return;
    const size = Math.max(map.length * 2, n + extra + 64);
    const m2 = new Int32Array(size);
    m2.set(map);
    map = m2;
    const o2 = new Uint16Array(size);
    o2.set(out);
    out = o2;
  };
  let tagChars = "";
  let tagStart = -1;
  let tagEnd = -1;
  let i = 0;
  let slowUntil = 0;
  const len = content.length;
  while (i < len) {
    const c = content.charCodeAt(i);
    if (c < 0x80) {
      if (n + 1 >= map.length) ensure(1);
      out[n] = c >= 65 && c <= 90 ? c + 32 : c;
      map[n++] = i++;
      continue;
    }
    // A run of non-ASCII text that folding leaves unchanged (most CJK, many scripts) is copied whole.
    if (i >= slowUntil && !reference) {
      let runEnd = i;
      while (runEnd < len && content.charCodeAt(runEnd) >= 0x80) runEnd++;
      slowUntil = runEnd; // a rejected run is handled per code point, never rescanned
      const run = runEnd - i >= 8 ? content.slice(i, runEnd) : "";
      if (run !== "" && !SPECIAL.test(run) && run.normalize("NFKC") === run && run.normalize("NFD") === run) {
        const low = run.toLowerCase();
        if (low.length === run.length) {
          ensure(run.length);
          for (let k = 0; k < low.length; k++) {
            out[n] = low.charCodeAt(k);
            map[n++] = i + k;
          }
          i = runEnd;
          continue;
        }
      }
    }
    const cp = content.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const inv = isInvisible(cp);
    if (inv !== null) {
      if (invisible.firstAt < 0) invisible.firstAt = i;
      if (inv === "tag") {
        invisible.tag++;
        if (cp >= 0xe0020 && cp <= 0xe007e) {
          if (tagStart < 0) tagStart = i;
          tagEnd = i + width;
          if (tagChars.length < 65536) tagChars += String.fromCharCode(cp - 0xe0000);
        }
      } else if (inv === "bidi") invisible.bidi++;
      else {
        // Joiners inside emoji or Indic/Persian script are normal; inside Latin words they hide tokens.
        const prev = content.charCodeAt(i - 1);
        const next = content.charCodeAt(i + width);
        if (isAsciiLetter(prev) && isAsciiLetter(next)) invisible.zeroWidthInWord++;
      }
      i += width;
      continue;
    }
    // Look-alikes are folded only next to Latin letters, so Cyrillic or Greek words stay themselves.
    const confusable = isAsciiLetter(content.charCodeAt(i - 1)) || isAsciiLetter(content.charCodeAt(i + width));
    const units = confusable ? FOLD_UNIT_CONFUSABLE : FOLD_UNIT;
    let u = cp < 0x10000 ? (units[cp] as number) : NOT_ONE_UNIT;
    let f: string | undefined;
    if (u === 0) {
      f = foldCodePoint(cp, confusable);
      u = f.length === 1 && f.charCodeAt(0) !== 0 ? f.charCodeAt(0) : NOT_ONE_UNIT;
      units[cp] = u;
    }
    if (u !== NOT_ONE_UNIT) {
      if (n + 1 >= map.length) ensure(1);
      out[n] = u;
      map[n++] = i;
      i += width;
      continue;
    }
    f ??= foldCodePoint(cp, confusable);
    ensure(f.length);
    for (let k = 0; k < f.length; k++) {
      out[n] = f.charCodeAt(k);
      map[n++] = i;
    }
    i += width;
  }
  ensure(1);
  map[n] = content.length;
  let text = "";
  for (let k = 0; k < n; k += 8192) text += String.fromCharCode.apply(null, out.subarray(k, Math.min(n, k + 8192)) as unknown as number[]);
  const tagText = tagChars.length > 0 ? { text: tagChars, start: tagStart, end: tagEnd } : null;
  return { text, map: map.subarray(0, n + 1), invisible, tagText };
}

/** Maps a [start,end) range of the folded view back to original offsets. */
export function toOriginal(f: FoldedText, start: number, end: number): { start: number; end: number } {
  if (f.map === null) return { start, end };
  const s = f.map[Math.min(start, f.map.length - 1)] ?? 0;
  const lastIdx = Math.max(start, end - 1);
  const last = f.map[Math.min(lastIdx, f.map.length - 1)] ?? s;
  // The last folded char may come from a surrogate pair; extend to cover the whole code point.
  return { start: s, end: Math.max(s, last + 1) };
}
