// Reference copy of the implementation before the speed work of issue 18, kept verbatim (imports
// re-pointed) so test/unit/scan/fast-paths.test.ts can compare the optimised code with it.
// Previews that let an operator see *what kind* of thing matched without seeing the thing.
import type { ScanClass } from "../../../../src/scan/types";

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
  if (value.length > 2 * PREFIX) {
    let cut = PREFIX;
    while (cut < value.length && !isAsciiNonLetter(value.charCodeAt(cut))) cut++;
    const head = cut < value.length ? shape(value.slice(0, cut)) : "";
    if (head.length > 40) return `${head.slice(0, 40)}…`;
  }
  const shaped = shape(value);
  return shaped.length > 40 ? `${shaped.slice(0, 40)}…` : shaped;
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
