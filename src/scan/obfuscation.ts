// Text spelled so that keyword rules miss it while a model still reads it: letters spaced apart
// ("i g n o r e   a l l"), lines written backwards, ROT13. Each is read again, as a layer, only
// on lines that hold the obfuscated form of a word an injection can hardly do without; the rule
// engine's keyword pass looks for those forms (probes.ts), so ordinary text pays nothing.
import type { Layer } from "./decode";

/** Words an injection has to spell: what to set aside, what to take, how to get past refusals. */
const WORDS = ["ignore", "disregard", "forget", "instructions", "previous", "prompt", "system", "password", "secret", "reveal", "bypass", "override", "jailbreak"];
/** What spaces the letters apart: "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e", "i_g_n_o_r_e", "i*g*n*o*r*e". */
const SEPARATORS = [" ", ".", "-", "_", "*"];

const rot13 = (s: string): string => s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));
const reverse = (s: string): string => Array.from(s).reverse().join("");

export const SPACED_FORMS: readonly string[] = WORDS.flatMap((w) => SEPARATORS.map((sep) => [...w].join(sep)));
export const REVERSED_FORMS: readonly string[] = WORDS.map(reverse);
export const ROT13_FORMS: readonly string[] = WORDS.map(rot13);

// A single separator between two one-letter tokens goes; longer gaps become one space.
const SPACED_LETTER = /(?<=(?:^|[^a-z0-9])[a-z])[ ._*-](?=[a-z](?:$|[^a-z0-9]))/g;
const GAP = /[ ._*-]{2,}/g;
const despace = (line: string): string => line.replace(SPACED_LETTER, "").replace(GAP, " ");

const MAX_LINES = 8;
const MAX_LINE = 4096;

type Kind = "spaced" | "reversed" | "rot13";
const READ: Record<Kind, { forms: readonly string[]; read: (line: string) => string }> = {
  spaced: { forms: SPACED_FORMS, read: despace },
  reversed: { forms: REVERSED_FORMS, read: reverse },
  rot13: { forms: ROT13_FORMS, read: rot13 },
};

/**
 * The lines of the folded text `t` that hold a form of `kind`, read back (letters joined, line
 * reversed, ROT13 undone), with their spans in the content. At most MAX_LINES lines per kind; a
 * text without any form gives none, which is what lets the keyword pass's probes gate the call.
 */
export function obfuscatedLayers(t: string, kind: Kind, toContent: (s: number, e: number) => { start: number; end: number }): Layer[] {
  const { forms, read } = READ[kind];
  // Per line holding a form, the window read: the line, or MAX_LINE characters around the form's
  // first occurrence in it when the line is longer.
  const windows = new Map<number, number>();
  for (const form of forms) {
    let at = t.indexOf(form);
    while (at >= 0) {
      const line = t.lastIndexOf("\n", at) + 1;
      if (!windows.has(line)) {
        if (windows.size >= MAX_LINES) break;
        windows.set(line, Math.max(line, at - MAX_LINE / 2));
      }
      const nl = t.indexOf("\n", at);
      at = nl < 0 ? -1 : t.indexOf(form, nl);
    }
  }
  const out: Layer[] = [];
  for (const line of [...windows.keys()].sort((a, b) => a - b)) {
    const s = windows.get(line) as number;
    const nl = t.indexOf("\n", s);
    const e = Math.min(nl < 0 ? t.length : nl, s + MAX_LINE);
    const span = toContent(s, e);
    out.push({ text: read(t.slice(s, e)), start: span.start, end: span.end, kind });
  }
  return out;
}
