// Compiles every rule once at module load (a bad rule throws here) and runs the applicable
// ones over a text unit: the original content or a decoded layer.
import { compileRules, runRule, type CompiledRule, type RuleMatch } from "./rules/rule.js";
import { PROMPT_INJECTION_RULES } from "./rules/prompt_injection.rules.js";
import { MULTILINGUAL_RULES } from "./rules/multilingual.rules.js";
import { SECRET_RULES } from "./rules/secrets.rules.js";
import { PII_RULES } from "./rules/pii.rules.js";
import { KeywordSet } from "./prefilter.js";
import { fold, type FoldedText } from "./normalize.js";

export const RULES: readonly CompiledRule[] = compileRules([...PROMPT_INJECTION_RULES, ...MULTILINGUAL_RULES, ...SECRET_RULES, ...PII_RULES]);

const KEYWORDS = new KeywordSet(RULES.flatMap((r) => r.keywords));
const KW_INDEX = new Map(KEYWORDS.keywords.map((k, i) => [k, i]));
const RULE_KW: number[][] = RULES.map((r) => r.keywords.map((k) => KW_INDEX.get(k) as number));

export interface TextUnit {
  original: string;
  folded: FoldedText;
  /** The folded view with long unbroken base64-like runs blanked (same length, so offsets hold). */
  prose: string;
}

export function makeUnit(text: string): TextUnit {
  const folded = fold(text);
  return { original: text, folded, prose: blankLongRuns(folded.text) };
}

const RUN_MIN = 256;
const isRunChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 61 || c === 95 || c === 45;

/**
 * Injection rules read language; a single "word" hundreds of characters long (a base64 or hex
 * blob) holds none, only accidental keyword hits. Decoded layers are scanned separately, so
 * blanking such runs loses nothing and keeps hostile blobs cheap. Probes every RUN_MIN chars.
 */
export function blankLongRuns(t: string): string {
  let out: string[] | null = null;
  let last = 0;
  let p = RUN_MIN - 1;
  while (p < t.length) {
    if (!isRunChar(t.charCodeAt(p))) {
      p += RUN_MIN;
      continue;
    }
    let s0 = p;
    while (s0 > 0 && isRunChar(t.charCodeAt(s0 - 1))) s0--;
    let e0 = p + 1;
    while (e0 < t.length && isRunChar(t.charCodeAt(e0))) e0++;
    if (e0 - s0 >= RUN_MIN) {
      out ??= [];
      out.push(t.slice(last, s0), " ".repeat(e0 - s0));
      last = e0;
    }
    p = e0 + ((RUN_MIN - 1 - (e0 % RUN_MIN) + RUN_MIN) % RUN_MIN);
  }
  if (out === null) return t;
  out.push(t.slice(last));
  return out.join("");
}

export interface RunOptions {
  prefilter: boolean;
  disabled: ReadonlySet<string>;
  /** Classes to run; others are skipped (e.g. PII is not searched in decoded layers). */
  classes: ReadonlySet<string>;
}

export function runRules(unit: TextUnit, opts: RunOptions): RuleMatch[] {
  let hits: Uint8Array | null = null;
  if (opts.prefilter) {
    hits = KEYWORDS.scan(unit.folded.text);
    // For ASCII content the folded view is exactly the lowercased original.
    const lower = unit.folded.map === null ? unit.folded.text : unit.original.toLowerCase();
    if (lower !== unit.folded.text) {
      const more = KEYWORDS.scan(lower);
      for (let i = 0; i < hits.length; i++) hits[i] = (hits[i] as number) | (more[i] as number);
    }
  }
  const out: RuleMatch[] = [];
  for (let r = 0; r < RULES.length; r++) {
    const rule = RULES[r] as CompiledRule;
    if (!opts.classes.has(rule.class) || opts.disabled.has(rule.id)) continue;
    if (hits !== null) {
      const kws = RULE_KW[r] as number[];
      if (kws.length > 0) {
        let any = false;
        for (let k = 0; k < kws.length && !any; k++) any = hits[kws[k] as number] === 1;
        if (!any) continue;
      }
    }
    const text = rule.view === "folded" ? unit.prose : unit.original;
    for (const m of runRule(rule, text)) out.push(m);
  }
  return out;
}
