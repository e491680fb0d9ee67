// Previews that let an operator see *what kind* of thing matched without seeing the thing.
import type { ScanClass } from "./types.js";

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

function mask(v: string, keep: number): string {
  if (v.length <= keep * 2 + 4) return "*".repeat(Math.min(v.length, 12));
  return v.slice(0, keep) + "*".repeat(Math.min(12, v.length - keep * 2)) + v.slice(-keep);
}

export function preview(cls: ScanClass, value: string, ruleId: string): string {
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
    default: {
      // Injection text is still the caller's content: show its shape (each word's first letter,
      // the rest masked), never the words — the span locates it in the caller's own copy.
      const t = v.replace(/\s+/g, " ").trim();
      const shaped = t.replace(/(\p{L})(\p{L}+)/gu, (_m, first: string, rest: string) => first + "*".repeat(Math.min(rest.length, 12)));
      return shaped.length > 40 ? `${shaped.slice(0, 40)}…` : shaped;
    }
  }
}
