// Previews that let an operator see *what kind* of thing matched without seeing the thing.
import type { ScanClass } from "./types";

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

function mask(v: string, keep: number): string {
  if (v.length <= keep * 2 + 4) return "*".repeat(Math.min(v.length, 12));
  return v.slice(0, keep) + "*".repeat(Math.min(12, v.length - keep * 2)) + v.slice(-keep);
}

/** Each word's first letter, the rest masked; whitespace and control characters collapsed to one space. */
function shape(v: string): string {
  const t = v.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return t.replace(/(\p{L})(\p{L}+)/gu, (_m, first: string, rest: string) => first + "*".repeat(Math.min(rest.length, 12)));
}

const isAsciiNonLetter = (c: number): boolean => c < 128 && !((c >= 65 && c <= 90) || (c >= 97 && c <= 122));
const PREFIX = 256;

/**
 * The shaped preview reads only as much of a long value as its 40 characters need: cut before an
 * ASCII non-letter (no word or surrogate pair is split), shape the prefix, and fall back to the
 * whole value only when the prefix yields 40 characters or fewer. Shaping maps left to right, so
 * the prefix's shape is a prefix of the whole value's shape: the result is the same.
 */
function shapedPreview(value: string): string {
  const fast = fastPreview(value);
  if (fast !== null) return fast;
  if (value.length > 2 * PREFIX) {
    let cut = PREFIX;
    while (cut < value.length && !isAsciiNonLetter(value.charCodeAt(cut))) cut++;
    const head = cut < value.length ? shape(value.slice(0, cut)) : "";
    if (head.length > 40) return `${head.slice(0, 40)}…`;
  }
  const shaped = shape(value);
  return shaped.length > 40 ? `${shaped.slice(0, 40)}…` : shaped;
}

const STARS = Array.from({ length: 13 }, (_, k) => "*".repeat(k));

// Character kinds for `fastPreview`: what CONTROL, \s (and trim) and \p{L} make of a UTF-16 unit
// outside the surrogates. ASCII is filled in here; other characters the first time they are met
// (a property of the character, the same for every text).
const LETTER = 1;
const SPACE = 2; // a control character or whitespace: becomes one space, or nothing at either end
const OTHER = 3;
const KIND = new Uint8Array(65536);
for (let c = 0; c < 128; c++) KIND[c] = c <= 32 || c === 127 ? SPACE : (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? LETTER : OTHER;
const IS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/;
function kind(c: number): number {
  let k = KIND[c] as number;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = IS_CONTROL.test(ch) || /\s/.test(ch) ? SPACE : /\p{L}/u.test(ch) ? LETTER : OTHER;
    KIND[c] = k;
  }
  return k;
}
const isSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;

/**
 * `shapedPreview` in one left-to-right pass that stops once 41 characters are out; null as soon
 * as it reads a surrogate (a letter there is a code point of two units: the general path decides).
 * A space is written only when a non-space follows it (collapsed, trimmed), and a run of letters
 * only once its length is known, so whatever has been written is final.
 */
function fastPreview(v: string): string | null {
  let out = "";
  let space = false;
  let i = 0;
  while (i < v.length) {
    const c = v.charCodeAt(i);
    if (isSurrogate(c)) return null;
    const k = kind(c);
    if (k === SPACE) {
      if (out.length > 0) space = true;
      i++;
      continue;
    }
    if (space) {
      out += " ";
      space = false;
    }
    if (k === LETTER) {
      let j = i + 1;
      for (; j < v.length; j++) {
        const d = v.charCodeAt(j);
        if (isSurrogate(d)) return null; // the run might go on with a letter of two units
        if (kind(d) !== LETTER) break;
      }
      out += v[i] + (STARS[Math.min(j - i - 1, 12)] as string);
      i = j;
    } else {
      out += v[i];
      i++;
    }
    if (out.length > 40) return `${out.slice(0, 40)}…`;
  }
  return out;
}

export function preview(cls: ScanClass, value: string, ruleId: string): string {
  // Injection text is still the caller's content: show its shape (each word's first letter, the
  // rest masked), never the words — the span locates it in the caller's own copy.
  if (cls !== "secrets" && cls !== "pii" && cls !== "ssrf" && cls !== "known_bad_url") return shapedPreview(value);
  const v = value.replace(CONTROL, " ");
  switch (cls) {
    case "secrets":
      return mask(v, 2);
    case "pii": {
      if (ruleId === "pii.email") {
        const at = v.indexOf("@");
        const dot = v.lastIndexOf(".");
        if (at > 0 && dot > at) return `${v[0]}***@${v[at + 1] ?? ""}${"*".repeat(Math.min(8, Math.max(1, dot - at - 2)))}${v.slice(dot)}`;
      }
      if (ruleId.startsWith("label.")) return "*".repeat(Math.min(12, v.length));
      return v.length <= 4 ? "*".repeat(v.length) : "*".repeat(Math.min(12, v.length - 2)) + v.slice(-2);
    }
    case "ssrf":
    case "known_bad_url": {
      // Keep scheme and host, drop userinfo, path and query: they can carry credentials or data.
      const m = /^([a-zA-Z][a-zA-Z0-9+.-]{0,15}:\/{0,3})(?:[^@/?#\s]{0,128}@)?([^/?#\s]{0,64})/.exec(v);
      const head = m ? `${m[1]}${m[2]}` : v.slice(0, 24);
      return (head.length > 48 ? head.slice(0, 48) : head) + (v.length > head.length ? "/…" : "");
    }
    default:
      return shapedPreview(value);
  }
}
