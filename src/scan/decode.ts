// Finds encoded regions (base64, base32, hex, percent-encoding, HTML entities) and decodes them into
// extra "layers" that detectors also read. Bounded: fixed depth, a cap on layers and on total
// decoded size, so hostile input cannot make decoding expensive. A finding in a layer is
// reported with the span of the encoded region in the original content.
import { isJsSpace } from "./chars";
import { binaryText, readableAscii, type CipherKind } from "./ciphers";

export interface Layer {
  text: string;
  /** Span of the encoded region in the original content. */
  start: number;
  end: number;
  kind: "base64" | "hex" | "percent" | "html" | "tag" | "leet" | "spaced" | "reversed" | "rot13" | "atbash" | "caesar" | "hyphenated" | "base32" | CipherKind;
}

const MAX_DEPTH = 2;
const MAX_LAYERS = 24;
const MAX_TOTAL = 256 * 1024;
const MAX_REGION = 16 * 1024;

// Character classes for one linear pass that finds base64 and hex runs (bit 1: base64 alphabet,
// bit 2: hex digit). A hand-written scan avoids regex restarts inside long words.
const CLS = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (/[A-Za-z0-9+/_-]/.test(ch)) t[c] = (t[c] as number) | 1;
    if (/[0-9a-fA-F]/.test(ch)) t[c] = (t[c] as number) | 2;
  }
  return t;
})();
const MAX_RUNS = 64;

/** Whether t[i] is in the base64 alphabet. Module level, not a closure in encodedRuns: bundlers that keep function names wrap each closure in a naming call. */
function inB64(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  return c < 128 && ((CLS[c] as number) & 1) === 1;
}

/**
 * Runs of at least 24 base64/hex characters (\\xNN escapes count as hex). Any such run covers a
 * position p with p % 24 === 23, so only those positions are probed and runs are grown from
 * there: ordinary prose costs about one probe per 24 characters.
 */
function encodedRuns(t: string): { start: number; end: number; hex: boolean }[] {
  const out: { start: number; end: number; hex: boolean }[] = [];
  const n = t.length;
  let p = 23;
  while (p < n && out.length < MAX_RUNS) {
    if (!inB64(t, p)) {
      p += 24;
      continue;
    }
    let s0 = p;
    while (s0 > 0 && inB64(t, s0 - 1)) s0--;
    let e0 = p + 1;
    while (e0 < n && inB64(t, e0)) e0++;
    if (e0 - s0 >= 24) {
      let allHex = true;
      for (let k = s0; k < e0 && allHex; k++) if (((CLS[t.charCodeAt(k)] as number) & 2) === 0) allHex = false;
      let end = e0;
      while (end < n && end - e0 < 2 && t.charCodeAt(end) === 61) end++;
      // Hex digits also satisfy the base64 alphabet; let the hex decoder own pure-hex runs.
      out.push({ start: s0, end: allHex ? e0 : end, hex: allHex });
    }
    p = e0 + ((23 - (e0 % 24) + 24) % 24); // next probe position at or after the run's end
  }
  // \\x41\\x42… escapes are not base64 runs; find them separately (rare, so a plain search).
  let from = 0;
  while (out.length < MAX_RUNS) {
    const i = t.indexOf("\\x", from);
    if (i < 0) break;
    let j = i;
    while (j + 3 < n + 1 && t.charCodeAt(j) === 92 && t.charCodeAt(j + 1) === 120 && ((CLS[t.charCodeAt(j + 2)] ?? 0) & 2) && ((CLS[t.charCodeAt(j + 3)] ?? 0) & 2)) j += 4;
    if (j - i >= 24) out.push({ start: i, end: j, hex: true });
    from = Math.max(j, i + 2);
  }
  return out;
}

const TOKEN_STOP = /[\s"'<>`]/;
const HIDING_ENTITY_RE = /&#|&lt;|&gt;|&colon;|&sol;/i;
const ENTITY_RE = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/;

const B64_VAL = (() => {
  const t = new Int16Array(128).fill(-1);
  const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (let i = 0; i < a.length; i++) t[a.charCodeAt(i)] = i;
  t[43] = 62; t[47] = 63; t[45] = 62; t[95] = 63;
  return t;
})();

// UTF-16 code units of one decode; built into a string in chunks rather than one concatenation per character.
let UNITS = new Uint16Array(1024);
function utf8Decode(bytes: ArrayLike<number>): string {
  if (UNITS.length < 2 * bytes.length) UNITS = new Uint16Array(2 * bytes.length);
  const units = UNITS;
  let u = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    let cp = 0xfffd;
    let n = 1;
    if (b < 0x80) cp = b;
    else if (b >= 0xc2 && b < 0xe0 && i + 1 < bytes.length) { cp = ((b & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f); n = 2; }
    else if (b >= 0xe0 && b < 0xf0 && i + 2 < bytes.length) { cp = ((b & 0x0f) << 12) | (((bytes[i + 1] as number) & 0x3f) << 6) | ((bytes[i + 2] as number) & 0x3f); n = 3; }
    else if (b >= 0xf0 && b < 0xf5 && i + 3 < bytes.length) { cp = ((b & 0x07) << 18) | (((bytes[i + 1] as number) & 0x3f) << 12) | (((bytes[i + 2] as number) & 0x3f) << 6) | ((bytes[i + 3] as number) & 0x3f); n = 4; }
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) cp = 0xfffd;
    if (cp > 0xffff) {
      units[u++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[u++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
    } else units[u++] = cp;
    i += n;
  }
  let out = "";
  for (let k = 0; k < u; k += 4096) out += String.fromCharCode.apply(null, units.subarray(k, Math.min(u, k + 4096)) as unknown as number[]);
  return out;
}

/** Standard or URL-safe base64 to bytes; null on any other character. Padding ends the input. */
export function base64Bytes(s: string, max = Infinity): Uint8Array | null {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < s.length && out.length < max; i++) {
    const c = s.charCodeAt(i);
    if (c === 61) break;
    const v = c < 128 ? (B64_VAL[c] as number) : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

export function base64Decode(s: string): string | null {
  const bytes = base64Bytes(s);
  return bytes === null ? null : utf8Decode(bytes);
}

const BASE32 = /^[A-Z2-7]+=*$/;
const BINARY = /^[01]+$/;
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without its "=" padding (a run stops before it). */
function base32Decode(s: string): string | null {
  const bytes: number[] = [];
  let acc = 0, bits = 0;
  for (let i = 0; i < s.length; i++) {
    acc = ((acc << 5) | BASE32_ALPHABET.indexOf(s[i] as string)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return utf8Decode(bytes);
}

function hexDecode(s: string): string | null {
  const h = s.replace(/\\x/g, "");
  if (h.length % 2 !== 0) return null;
  const bytes: number[] = [];
  for (let i = 0; i < h.length; i += 2) bytes.push(parseInt(h.slice(i, i + 2), 16));
  return utf8Decode(bytes);
}

function percentDecode(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 37 && i + 2 < s.length + 0 && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x80) bytes.push(c);
    else {
      bytes.push(0x3f);
    }
  }
  return utf8Decode(bytes);
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: " ", colon: ":", sol: "/", period: ".", lpar: "(", rpar: ")", equals: "=", quest: "?", num: "#", commat: "@", newline: "\n", tab: "\t" };

function htmlDecode(s: string): string {
  return s.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (m, body: string) => {
    if (body[0] === "#") {
      const cp = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : m;
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

/** Mostly readable text: decoding random bytes rarely yields this, so it filters noise. */
function readable(s: string): boolean {
  if (s.length < 8) return false;
  let ok = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9) ok++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
  }
  return ok / s.length >= 0.9 && letters / s.length >= 0.4;
}

interface Acc { layers: Layer[]; total: number }

/** Adds a layer within the caps; false once they are reached. (Module level: no closure per scan.) */
function add(acc: Acc, text: string, start: number, end: number, kind: Layer["kind"]): boolean {
  if (acc.layers.length >= MAX_LAYERS || acc.total + text.length > MAX_TOTAL) return false;
  acc.layers.push({ text, start, end, kind });
  acc.total += text.length;
  return true;
}

/** `digits` false: the caller knows `content` holds no ASCII digit (probes.ts), so no line is leetspeak. */
export function decodeLayers(content: string, extra: Layer[] = [], digits = true): Layer[] {
  const acc: Acc = { layers: [...extra], total: 0 };
  let frontier: Layer[] = [{ text: content, start: 0, end: content.length, kind: "tag" }];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: Layer[] = [];
    for (const src of frontier) {
      const base = depth === 0;
      const t = src.text;
      for (const run of encodedRuns(t)) {
        const raw = t.slice(run.start, run.end);
        if (raw.length > MAX_REGION) continue;
        let dec: string | null = null;
        let kind: Layer["kind"] = "binary";
        // Binary run together: only 0 and 1, eight bits to a character; read before the hex decode it would otherwise get.
        if (run.hex && raw.length % 8 === 0 && BINARY.test(raw)) {
          const text = binaryText(raw);
          if (readableAscii(text)) dec = text;
        }
        if (dec === null) {
          dec = run.hex ? hexDecode(raw) : base64Decode(raw);
          kind = run.hex ? "hex" : "base64";
        }
        // Base32 (capitals and 2-7) is also valid base64, which decodes it to noise.
        if ((dec === null || !readable(dec)) && !run.hex && BASE32.test(raw)) {
          dec = base32Decode(raw.replace(/=+$/, ""));
          kind = "base32";
        }
        if (dec === null || !readable(dec)) continue;
        const s = base ? run.start : src.start;
        const e = base ? run.end : src.end;
        const layer: Layer = { text: dec, start: s, end: e, kind };
        if (!add(acc, dec, s, e, layer.kind)) break;
        next.push(layer);
      }
      // Percent-encoded tokens: expand around each escape to the enclosing token by hand,
      // since a regex with a wide leading class would rescan the same run at every start.
      let from = 0;
      let guard = 0;
      while (from < t.length && guard++ < 256) {
        const p = t.indexOf("%", from);
        if (p < 0) break;
        let s0 = p;
        while (s0 > 0 && p - s0 < 512 && !TOKEN_STOP.test(t[s0 - 1] as string)) s0--;
        let e0 = p + 1;
        while (e0 < t.length && e0 - p < 4096 && !TOKEN_STOP.test(t[e0] as string)) e0++;
        from = e0 + 1;
        const raw = t.slice(s0, e0);
        if (!/%[0-9a-fA-F]{2}/.test(raw)) continue;
        const dec = percentDecode(raw);
        if (dec === raw) continue;
        const s = base ? s0 : src.start;
        const e = base ? e0 : src.end;
        const layer: Layer = { text: dec, start: s, end: e, kind: "percent" };
        if (!add(acc, dec, s, e, "percent")) break;
        next.push(layer);
      }
      // Numeric entities and escaped angle brackets can hide text; &amp; and friends alone cannot.
      if (t.includes("&") && t.length <= MAX_REGION && HIDING_ENTITY_RE.test(t) && ENTITY_RE.test(t)) {
        const dec = htmlDecode(t);
        if (dec !== t) {
          const layer: Layer = { text: dec, start: src.start, end: src.end, kind: "html" };
          if (add(acc, dec, src.start, src.end, "html")) next.push(layer);
        }
      }
    }
    frontier = next;
  }
  if (digits) for (const l of leetLines(content)) if (!add(acc, l.text, l.start, l.end, "leet")) break;
  return acc.layers;
}

// Leetspeak ("1gn0r3 4ll pr3v10u5 1n57ruc710n5") hides words from keyword rules while staying
// readable to a model. A line where several tokens mix letters with digit stand-ins is read
// again with the digits mapped back to letters.
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", "$": "s" };
const MIN_LEET_TOKENS = 3;

const LEET_DIGIT = /[013457]/;
const LEET_PAIR = /[a-z][013457][a-z0-9]|[013457][a-z]/i;

function leetLines(content: string): { text: string; start: number; end: number }[] {
  // The pair needs one of the digits; a search for the digit alone skips digit-free prose far faster.
  if (!LEET_DIGIT.test(content) || !LEET_PAIR.test(content)) return [];
  const out: { text: string; start: number; end: number }[] = [];
  let start = 0;
  while (start < content.length && out.length < 8) {
    let end = content.indexOf("\n", start);
    if (end < 0) end = content.length;
    if (end - start <= 4096 && leetTokens(content, start, end) >= MIN_LEET_TOKENS) {
      out.push({ text: content.slice(start, end).replace(/[01345789@$]/g, (c) => LEET[c] ?? c), start, end });
    }
    start = end + 1;
  }
  return out;
}

// Per ASCII character, for the token walk: 1 a letter, 2 a leet stand-in ([013457@$]), 4 any other
// character a leet token may hold (8, 9 and ' ! ? . ,), 8 a digit; 0 a character that spoils a token.
const LEET_CHAR = new Uint8Array(128);
for (let c = 65; c <= 90; c++) LEET_CHAR[c] = LEET_CHAR[c + 32] = 1;
for (const ch of "013457") LEET_CHAR[ch.charCodeAt(0)] = 2 | 8;
for (const ch of "@$") LEET_CHAR[ch.charCodeAt(0)] = 2;
for (const ch of "89") LEET_CHAR[ch.charCodeAt(0)] = 4 | 8;
for (const ch of "'!?.,") LEET_CHAR[ch.charCodeAt(0)] = 4;

/** A number with an ordinal, a time of day or a unit, and trailing punctuation: not leetspeak. */
export const NUMBER_UNIT = /^[0-9]+(?:st|nd|rd|th|am|pm|s|k|m|h|x|kg|km|cm|mm|mb|gb|tb|kb|ms|px|hz|khz|mhz|ghz|mph|lb|lbs|oz|ft|yr|yrs|min|mins|hr|hrs|sec|secs)[.,!?']{0,3}$/i;

/**
 * How many of the line t[start, end)'s whitespace-separated tokens mix letters with stand-ins,
 * counting to MIN_LEET_TOKENS at most. A token counts when it matches
 * `/^(?=[^\s]*[a-z])(?=[^\s]*[013457@$])[a-z013457-9@$'!?.,]{2,24}$/i` and is neither a word
 * followed by a number (`/^[a-z]+[0-9]+$/i`: a version or an id) nor a number with an ordinal or
 * a unit (NUMBER_UNIT: "14th", "3pm", "5kg", which a calendar line holds three of). It is the
 * count that `line.split(/\s+/)` and those regexes give, read in one walk without a string per token.
 */
export function leetTokens(t: string, start: number, end: number): number {
  let mixed = 0;
  let i = start;
  while (i < end) {
    while (i < end && isJsSpace(t.charCodeAt(i))) i++;
    if (i >= end) break;
    const from = i;
    let all = 1, any = 0;
    // 0: letters so far, 1: letters then digits so far, 2: neither (or nothing read yet).
    let shape = 2;
    while (i < end) {
      const c = t.charCodeAt(i);
      if (isJsSpace(c)) break;
      const k = c < 128 ? (LEET_CHAR[c] as number) : 0;
      if (k === 0) all = 0;
      any |= k;
      if (i === from) shape = k === 1 ? 0 : 2;
      else if (shape === 0) shape = k === 1 ? 0 : (k & 8) !== 0 ? 1 : 2;
      else if (shape === 1) shape = (k & 8) !== 0 ? 1 : 2;
      i++;
    }
    const len = i - from;
    if (all === 1 && len >= 2 && len <= 24 && (any & 1) !== 0 && (any & 2) !== 0 && shape !== 1 && !NUMBER_UNIT.test(t.slice(from, i)) && ++mixed >= MIN_LEET_TOKENS) return mixed;
  }
  return mixed;
}
