// Compiles every rule once at module load (a bad rule throws here) and runs the applicable
// ones over a text unit: the original content or a decoded layer.
import { compileRules, runRule, runRuleAt, type CompiledRule, type RuleMatch } from "./rules/rule";
import { PROMPT_INJECTION_RULES } from "./rules/prompt-injection.rules";
import { MULTILINGUAL_RULES } from "./rules/multilingual.rules";
import { SECRET_RULES } from "./rules/secrets.rules";
import { PII_RULES } from "./rules/pii.rules";
import { KeywordSet } from "./prefilter";
import { gateLiterals, ruleGate, type Gate } from "./rules/leads";
import { fold, type FoldedText } from "./normalize";
import { digitCount, maxLength, minDigits } from "./rules/pattern-bounds";

export const RULES: readonly CompiledRule[] = compileRules([...PROMPT_INJECTION_RULES, ...MULTILINGUAL_RULES, ...SECRET_RULES, ...PII_RULES]);

/**
 * Per rule, a condition on literals every match satisfies (rules/leads.ts): a rule whose keyword
 * occurs runs only if its condition holds too. Keywords are often common words ("ia", "user");
 * the condition asks for the other parts of the phrase as well. Both are necessary for a match,
 * so together they skip only rules that cannot match.
 */
const GATES: readonly Gate[] = RULES.map((r) => (r.keywords.length === 0 ? true : ruleGate(r.pattern, r.view === "original" || r.caseInsensitive === true)));
const KEYWORDS = new KeywordSet([...RULES.flatMap((r) => r.keywords), ...GATES.flatMap((g) => gateLiterals(g))]);
const KW_INDEX = new Map(KEYWORDS.keywords.map((k, i) => [k, i]));
/** A gate over keyword indices: an index, all of some, or one of some. */
type KwGate = number | { all: KwGate[] } | { any: KwGate[] };
const toKw = (g: Exclude<Gate, true>): KwGate => ("lit" in g ? (KW_INDEX.get(g.lit) as number) : "all" in g ? { all: g.all.map((x) => toKw(x as Exclude<Gate, true>)) } : { any: g.any.map((x) => toKw(x as Exclude<Gate, true>)) });
const RULE_GATE: readonly (KwGate | null)[] = GATES.map((g) => (g === true ? null : toKw(g)));
/** keyword index → the rules (by index) it can trigger: the prefilter touches only rules with a hit. */
const KW_RULES: number[][] = KEYWORDS.keywords.map(() => []);
RULES.forEach((r, ri) => {
  for (const k of new Set(r.keywords)) (KW_RULES[KW_INDEX.get(k) as number] as number[]).push(ri);
});
const ALL_RULES: readonly number[] = RULES.map((_, i) => i);
/** Per rule, the ASCII digits every match holds (rules/pattern-bounds.ts); 0 for most rules. */
const MIN_DIGITS: Int32Array = Int32Array.from(RULES, (r) => minDigits(r.pattern));
const MAX_MIN_DIGITS = MIN_DIGITS.reduce((a, b) => Math.max(a, b), 0);
/** Rules without keywords run on every text (none ship today; the rule format allows them). */
const ALWAYS: readonly number[] = ALL_RULES.filter((i) => (RULES[i] as CompiledRule).keywords.length === 0);
// Scratch for one runRules call (scans are synchronous, so one set serves every scan): cleared
// through the touched lists, so a scan never does work proportional to the rule or keyword count.
const HIT = new Uint8Array(KEYWORDS.keywords.length);
const TOUCHED: number[] = [];
const RULE_MARK = new Uint8Array(RULES.length);
const REJECTED: number[] = [];

// Where matches can start. Every match contains one of its rule's keywords and is at most
// MAX_LEN long (rules/pattern-bounds.ts), so in an ASCII text (where the keyword pass reads the
// rule's own offsets) no match starts more than MAX_LEN before a keyword occurrence: the search
// starts there, and when the occurrences are few and the text long, only the starts near them
// are tried (runRuleAt). Used for texts with long base64-like runs (see candidateRules).
const CAP = 8;
const POS = new Int32Array(KEYWORDS.keywords.length * CAP);
const COUNT = new Uint8Array(KEYWORDS.keywords.length);
const KW_LEN = Int32Array.from(KEYWORDS.keywords, (k) => k.length);
const RULE_KWS: readonly Int32Array[] = RULES.map((r) => Int32Array.from(new Set(r.keywords), (k) => KW_INDEX.get(k) as number));
const MAX_LEN = Float64Array.from(RULES, (r) => maxLength(r.pattern));
/** A window of starts costs a sticky attempt each; a search step is far cheaper. */
const WINDOW_COST = 16;
const WIN: number[] = [];
let countsSet = false;

/**
 * For rule `ri` on an ASCII unit: the offset to search from, or -1 when WIN holds the (merged,
 * ascending, inclusive) windows every match starts in.
 */
function matchStarts(ri: number, textLength: number): number {
  const L = MAX_LEN[ri] as number;
  // A text no longer than a match gives no offset to skip to (and most texts are short).
  if (!(L < textLength)) return 0;
  const kws = RULE_KWS[ri] as Int32Array;
  WIN.length = 0;
  let first = Infinity;
  let listed = true;
  for (let i = 0; i < kws.length; i++) {
    const k = kws[i] as number;
    const n = COUNT[k] as number;
    if (n === 0) continue;
    const len = KW_LEN[k] as number;
    const p0 = (POS[k * CAP] as number) + len - L;
    if (p0 < first) first = p0;
    if (n > CAP) listed = false;
    else if (listed) for (let j = 0; j < n; j++) { const p = POS[k * CAP + j] as number; WIN.push(Math.max(0, p + len - L), p); }
  }
  const from = first === Infinity ? 0 : Math.max(0, first);
  // Windows only pay when together they are far smaller than the rest of the text.
  if (!listed || WIN.length === 0 || (WIN.length / 2) * L * WINDOW_COST >= textLength - from) return from;
  // Sort the windows by start (few: at most CAP per keyword), merge, and compare costs.
  for (let i = 2; i < WIN.length; i += 2) {
    const a = WIN[i] as number;
    const b = WIN[i + 1] as number;
    let j = i - 2;
    while (j >= 0 && (WIN[j] as number) > a) { WIN[j + 2] = WIN[j] as number; WIN[j + 3] = WIN[j + 1] as number; j -= 2; }
    WIN[j + 2] = a;
    WIN[j + 3] = b;
  }
  let w = 0;
  let covered = 0;
  for (let i = 0; i < WIN.length; i += 2) {
    const a = WIN[i] as number;
    const b = WIN[i + 1] as number;
    if (w > 0 && a <= (WIN[w - 1] as number) + 1) WIN[w - 1] = Math.max(WIN[w - 1] as number, b);
    else { WIN[w++] = a; WIN[w++] = b; }
  }
  WIN.length = w;
  for (let i = 0; i < w; i += 2) covered += (WIN[i + 1] as number) - (WIN[i] as number) + 1;
  return covered * WINDOW_COST < textLength - from ? -1 : from;
}

export interface TextUnit {
  original: string;
  folded: FoldedText;
  /** The folded view with long unbroken base64-like runs blanked (same length, so offsets hold). */
  prose: string;
}

/** `reference`: fold code point by code point even where a fast path would apply (equality tests). */
export function makeUnit(text: string, reference = false): TextUnit {
  const folded = fold(text, reference);
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

/** Forgets the previous unit's keyword occurrences (TOUCHED still lists them). */
function clearCounts(): void {
  if (!countsSet) return;
  for (let i = 0; i < TOUCHED.length; i++) COUNT[TOUCHED[i] as number] = 0;
  countsSet = false;
}

/** Whether a gate holds for the keywords HIT marks in the current scan. */
function holds(g: KwGate): boolean {
  if (typeof g === "number") return HIT[g] === 1;
  if ("all" in g) {
    for (let i = 0; i < g.all.length; i++) if (!holds(g.all[i] as KwGate)) return false;
    return true;
  }
  for (let i = 0; i < g.any.length; i++) if (holds(g.any[i] as KwGate)) return true;
  return false;
}

/** Rules (by index, ascending) that a keyword of which occurs in the unit; every rule without the prefilter. */
function candidateRules(unit: TextUnit, prefilter: boolean): readonly number[] {
  if (!prefilter) return ALL_RULES;
  clearCounts();
  TOUCHED.length = 0;
  if (unit.folded.map === null && unit.prose !== unit.folded.text) {
    // ASCII (the folded view is exactly the lowercased original, offsets included) holding long
    // base64-like runs, where keywords turn up by chance and rules would otherwise search the
    // whole text: record where keywords occur. Elsewhere the recording costs more than it saves.
    KEYWORDS.scanAsciiPositions(unit.folded.text, HIT, TOUCHED, POS, COUNT, CAP);
    countsSet = true;
  } else {
    KEYWORDS.scanInto(unit.folded.text, HIT, TOUCHED);
    // For ASCII content the folded view is exactly the lowercased original.
    if (unit.folded.map !== null) {
      const lower = unit.original.toLowerCase();
      if (lower !== unit.folded.text) KEYWORDS.scanInto(lower, HIT, TOUCHED);
    }
  }
  const out: number[] = [...ALWAYS];
  for (const r of ALWAYS) RULE_MARK[r] = 1;
  for (let i = 0; i < TOUCHED.length; i++) {
    const rs = KW_RULES[TOUCHED[i] as number] as number[];
    for (let j = 0; j < rs.length; j++) {
      const r = rs[j] as number;
      if (RULE_MARK[r] !== 0) continue;
      const g = RULE_GATE[r];
      if (g === null || g === undefined || holds(g)) {
        RULE_MARK[r] = 1;
        out.push(r);
      } else {
        RULE_MARK[r] = 2; // gate failed: not looked at again for its other keywords
        REJECTED.push(r);
      }
    }
  }
  for (let i = 0; i < TOUCHED.length; i++) HIT[TOUCHED[i] as number] = 0;
  for (let i = 0; i < out.length; i++) RULE_MARK[out[i] as number] = 0;
  for (let i = 0; i < REJECTED.length; i++) RULE_MARK[REJECTED[i] as number] = 0;
  REJECTED.length = 0;
  // Rule order is part of the result (findings keep it on ties), so run them in index order.
  return out.sort((a, b) => a - b);
}

export function runRules(unit: TextUnit, opts: RunOptions): RuleMatch[] {
  const rules = candidateRules(unit, opts.prefilter);
  const out: RuleMatch[] = [];
  const checkDisabled = opts.disabled.size > 0;
  // Digits in each view, counted on first need; the reference path runs every rule regardless.
  let digitsOriginal = -1;
  let digitsProse = -1;
  // Keyword occurrences were recorded (ASCII unit): matches can only start near them.
  const positions = countsSet;
  for (let i = 0; i < rules.length; i++) {
    const ri = rules[i] as number;
    const rule = RULES[ri] as CompiledRule;
    if (!opts.classes.has(rule.class) || (checkDisabled && opts.disabled.has(rule.id))) continue;
    const text = rule.view === "folded" ? unit.prose : unit.original;
    const need = MIN_DIGITS[ri] as number;
    if (need > 0 && opts.prefilter) {
      let have: number;
      if (rule.view === "folded") have = digitsProse < 0 ? (digitsProse = digitCount(text, MAX_MIN_DIGITS)) : digitsProse;
      else have = digitsOriginal < 0 ? (digitsOriginal = digitCount(text, MAX_MIN_DIGITS)) : digitsOriginal;
      if (have < need) continue;
    }
    if (!positions) {
      for (const m of runRule(rule, text)) out.push(m);
      continue;
    }
    const from = matchStarts(ri, text.length);
    for (const m of from < 0 ? runRuleAt(rule, text, WIN) : runRule(rule, text, from)) out.push(m);
  }
  clearCounts();
  return out;
}
