// Tenant-defined data labels. Terms are literal (case-insensitive) matches; patterns come from
// tenant configuration, so they run only on re2js, a linear-time engine, never on a
// backtracking RegExp built from tenant input.
import { RE2JS } from "re2js";
import type { DataLabel } from "../types";
import type { RawFinding } from "./finding";

const MAX_TERMS = 256;
const MAX_PATTERNS = 32;
const MAX_HITS = 32;
const compiled = new Map<string, RE2JS | null>();

function compile(p: string): RE2JS | null {
  const hit = compiled.get(p);
  if (hit !== undefined) return hit;
  let re: RE2JS | null = null;
  try {
    re = p.length <= 512 ? RE2JS.compile(p) : null;
  } catch {
    re = null; // an invalid tenant pattern is a configuration error; policy validation reports it
  }
  if (compiled.size < 1024) compiled.set(p, re);
  return re;
}

export function detectDataLabels(text: string, lower: string, labels: readonly DataLabel[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const label of labels.slice(0, 64)) {
    const rule = `label.${label.id}`;
    for (const term of (label.terms ?? []).slice(0, MAX_TERMS)) {
      const t = term.toLowerCase();
      if (t.length === 0) continue;
      let from = 0;
      for (let n = 0; n < MAX_HITS; n++) {
        const i = lower.indexOf(t, from);
        if (i < 0) break;
        out.push({ class: "pii", rule_id: rule, start: i, end: i + t.length, confidence: 0.8, value: text.slice(i, i + t.length) });
        from = i + t.length;
      }
    }
    for (const p of (label.patterns ?? []).slice(0, MAX_PATTERNS)) {
      const re = compile(p);
      if (re === null) continue;
      let n = 0;
      for (const m of re.matchAll(text)) {
        const s = m.index ?? 0;
        if (m[0].length === 0) continue;
        out.push({ class: "pii", rule_id: rule, start: s, end: s + m[0].length, confidence: 0.8, value: m[0] });
        if (++n >= MAX_HITS) break;
      }
    }
  }
  return out;
}

/** Validates tenant patterns up front so a policy API can reject them with a clear error. */
export function invalidLabelPatterns(labels: readonly DataLabel[]): string[] {
  return labels.flatMap((l) => (l.patterns ?? []).filter((p) => compile(p) === null));
}
