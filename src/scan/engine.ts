// Compiles every rule once at module load (a bad rule throws here) and runs the applicable
// ones over a text unit: the original content or a decoded layer.
import { compileRules, runRule, runRuleAt, runRuleWithin, type CompiledRule, type RuleMatch } from "./rules/rule";
import { PROMPT_INJECTION_RULES } from "./rules/prompt-injection.rules";
import { MULTILINGUAL_RULES } from "./rules/multilingual.rules";
import { GATED_LANGUAGES, LANGUAGE_REACH, MARKER_LITERALS, languageOccurrences, languageWindows, languageWordsIn } from "./rules/multilingual/language";
import { SECRET_RULES } from "./rules/secrets.rules";
import { PII_RULES } from "./rules/pii.rules";
import { EFFECT_ANCHOR_RULES } from "./rules/effect-anchors.rules";
import { KeywordSet } from "./prefilter";
import { pushWindow } from "./windows";
import { gateLiterals, type Gate } from "./rules/leads";
import { fold, type FoldedText } from "./normalize";
import { digitCount } from "./rules/pattern-bounds";
import type { Anchor } from "./rules/anchors";
import { deriveRules, isRunChar, MAX_SPREAD, type Derived } from "./rules/derived";
import { PROBE_NAMES, PROBES, probeBit, type ProbeName } from "./probes";
import { firstPerLine, OBFUSCATION_KINDS, probeOfKind } from "./obfuscation";

export const RULES: readonly CompiledRule[] = compileRules([...PROMPT_INJECTION_RULES, ...MULTILINGUAL_RULES, ...EFFECT_ANCHOR_RULES, ...SECRET_RULES, ...PII_RULES], new Set(), true);

/** Per rule, what its pattern tells before it runs (rules/derived.ts), mostly computed ahead of time. */
const DERIVED: readonly Derived[] = deriveRules(RULES).derived;

/**
 * Per rule, a condition on literals every match satisfies (rules/leads.ts): a rule whose keyword
 * occurs runs only if its condition holds too. Keywords are often common words ("ia", "user");
 * the condition asks for the other parts of the phrase as well. Both are necessary for a match,
 * so together they skip only rules that cannot match.
 */
const GATES: readonly Gate[] = DERIVED.map((d) => d.gate);

// Where matches can start (rules/derived.ts). The keyword pass records where these literals occur
// (in the folded view, whose offsets are the prose view's; the original view's are the folded
// ones for ASCII content and come from the lowercased text otherwise, see candidateRules): a
// rule's search then starts at the earliest start they allow, and where the occurrences are few
// for the text's length, only the starts they allow are tried (runRuleAt).
const STARTS: readonly (Anchor[] | null)[] = DERIVED.map((d) => d.starts);

const KEYWORDS = new KeywordSet([
  ...RULES.flatMap((r) => r.keywords),
  ...GATES.flatMap((g) => gateLiterals(g)),
  ...STARTS.flatMap((s) => (s ?? []).map((a) => a.lit)),
  ...PROBE_NAMES.flatMap((n) => PROBES[n]),
  ...GATED_LANGUAGES.flatMap((c) => MARKER_LITERALS[c] ?? []),
]);
const KW_INDEX = new Map(KEYWORDS.keywords.map((k, i) => [k, i]));
/** Per gated language (by index in GATED_LANGUAGES), its function words' keyword indices (rules/multilingual/language.ts). */
const MARKER_KW: readonly (readonly number[])[] = GATED_LANGUAGES.map((c) => (MARKER_LITERALS[c] ?? []).map((l) => KW_INDEX.get(l) as number));
/** Per gated language, the distinct function words the last keyword pass found, up to 2; -1 when no rule of it was chosen. */
const LANG_WORDS = new Int8Array(GATED_LANGUAGES.length);
/** Per rule, its gated language's index, or -1; and how many of the language's words it needs. */
const RULE_LANG = Int8Array.from(RULES, (r) => (r.language === undefined ? -1 : GATED_LANGUAGES.indexOf(r.language)));
const LANG_NEED = Int8Array.from(RULES, (r) => r.languageWords ?? 1);
const DIGITS = probeBit("digits");
/** Per keyword index, the bits of the probes (by position) it is a literal of; 0 for most. */
const KW_PROBES = new Int32Array(KW_INDEX.size);
PROBE_NAMES.forEach((n, p) => {
  for (const l of PROBES[n]) {
    const k = KW_INDEX.get(l) as number;
    KW_PROBES[k] = (KW_PROBES[k] as number) | (1 << p);
  }
});
/** A gate over keyword indices: an index, all of some, or one of some. */
// Flattened into one array, so checking one is a walk over integers: a node is a keyword index
// (>= 0), or ALL or ANY followed by the node's whole length and its children.
const ALL_OF = -1;
const ANY_OF = -2;
const GATE_CODE: number[] = [];
function emitGate(g: Exclude<Gate, true>): void {
  if ("lit" in g) {
    GATE_CODE.push(KW_INDEX.get(g.lit) as number);
    return;
  }
  const at = GATE_CODE.length;
  GATE_CODE.push("all" in g ? ALL_OF : ANY_OF, 0);
  for (const x of "all" in g ? g.all : g.any) emitGate(x as Exclude<Gate, true>);
  GATE_CODE[at + 1] = GATE_CODE.length - at;
}
/** Per rule, where its gate starts in GATE_CODE, or -1 for none. */
const GATE_AT = Int32Array.from(GATES, (g) => {
  if (g === true) return -1;
  const at = GATE_CODE.length;
  emitGate(g);
  return at;
});
const GATES_FLAT = Int32Array.from(GATE_CODE);
/** keyword index → the rules (by index) it can trigger: the prefilter touches only rules with a hit. */
const KW_RULES: number[][] = KEYWORDS.keywords.map(() => []);
RULES.forEach((r, ri) => {
  for (const k of new Set(r.keywords)) (KW_RULES[KW_INDEX.get(k) as number] as number[]).push(ri);
});
const ALL_RULES: readonly number[] = RULES.map((_, i) => i);
/** Per rule, the ASCII digits every match holds (rules/pattern-bounds.ts); 0 for most rules. */
const MIN_DIGITS: Int32Array = Int32Array.from(DERIVED, (d) => d.minDigits);
const MAX_MIN_DIGITS = MIN_DIGITS.reduce((a, b) => Math.max(a, b), 0);
/** Per rule, the longest run of consecutive digits every match holds; looked at only above 1. */
const MIN_RUN: Int32Array = Int32Array.from(DERIVED, (d) => d.minRun);
/** Per run length a rule needs, a search for such a run: the regex engine skips far faster than a loop. */
const RUN_RE: (RegExp | undefined)[] = [];
for (const n of MIN_RUN) if (n > 1) RUN_RE[n] ??= new RegExp(`[0-9]{${n}}`);
/** The run lengths some rule needs, ascending. */
const RUN_LENGTHS: readonly number[] = [...new Set(MIN_RUN)].filter((n) => n > 1).sort((a, b) => a - b);
/**
 * What one view is known to hold, as the runs a rule needs are looked for: a run of `yes` digits,
 * and none of `no`. Either answers every longer or shorter need without another search.
 */
const RUNS_FOLDED = { yes: 0, no: Infinity };
const RUNS_ORIGINAL = { yes: 0, no: Infinity };
function holdsRun(text: string, n: number, known: { yes: number; no: number }): boolean {
  // A failed search reads the whole text, a found one only up to its run: asking the shortest
  // length any rule needs first means a text without long runs is read once, whatever order the
  // rules ask in (a run of ten digits repeated used to fail once for 13, again for 11).
  while (n > known.yes && n < known.no) {
    let m = n;
    for (const len of RUN_LENGTHS) if (len > known.yes) { if (len < n) m = len; break; }
    if ((RUN_RE[m] as RegExp).test(text)) known.yes = m;
    else known.no = m;
  }
  return n <= known.yes;
}
/** Rules without keywords run on every text (none ship today; the rule format allows them). */
const ALWAYS: readonly number[] = ALL_RULES.filter((i) => (RULES[i] as CompiledRule).keywords.length === 0);
// Scratch for one runRules call (scans are synchronous, so one set serves every scan): cleared
// through the touched lists, so a scan never does work proportional to the rule or keyword count.
const HIT = new Uint8Array(KEYWORDS.keywords.length);
const TOUCHED: number[] = [];
const RULE_MARK = new Uint8Array(RULES.length);
const REJECTED: number[] = [];
/** The rules one candidateRules call chose (a view of it is returned; each rule at most once). */
const CHOSEN = new Int32Array(RULES.length);

/** Per rule, its anchors as keyword indices and offset ranges (empty: search from the start). */
const START_KW: readonly Int32Array[] = STARTS.map((s) => Int32Array.from(s ?? [], (a) => KW_INDEX.get(a.lit) as number));
const START_LO: readonly Int32Array[] = STARTS.map((s) => Int32Array.from(s ?? [], (a) => a.lo));
const START_HI: readonly Int32Array[] = STARTS.map((s) => Int32Array.from(s ?? [], (a) => a.hi));
/** 1 for the keywords whose occurrences are recorded. */
const RECORD = new Uint8Array(KEYWORDS.keywords.length);
for (const kws of START_KW) for (const k of kws) RECORD[k] = 1;
/**
 * Probes whose literals' offsets a detector wants (obfuscation.ts reads the lines they occur on),
 * so it need not search the text for each literal again; recorded like rule anchors.
 */
const POSITIONED: readonly ProbeName[] = OBFUSCATION_KINDS.map(probeOfKind);
const POSITIONED_KW: readonly Int32Array[] = POSITIONED.map((n) => Int32Array.from(PROBES[n], (l) => KW_INDEX.get(l) as number));
const POSITIONED_BITS: readonly number[] = POSITIONED.map((n) => 1 << PROBE_NAMES.indexOf(n));
for (const kws of POSITIONED_KW) for (const k of kws) RECORD[k] = 1;
// A gated language's function words: where they are bounds where its rules run (regionsOf).
for (const kws of MARKER_KW) for (const k of kws) RECORD[k] = 1;
const RECORDER = KEYWORDS.recorder(RECORD);
/** 1 for the recorded keywords some original-view rule starts from (Occurrences.mapFrom). */
const ORIGINAL_READS = new Uint8Array(KEYWORDS.keywords.length);
RULES.forEach((r, ri) => {
  if (r.view !== "folded") for (const k of START_KW[ri] as Int32Array) ORIGINAL_READS[k] = 1;
});
/**
 * Event-log capacity: a unit with more occurrences than this is searched without them (1 MB of
 * prose logs about 70,000). The buffers are kept between scans: at most 6 MB in all (the log,
 * both views' lists, and the window sort, which never holds more than the log).
 */
const MAX_EVENTS = 1 << 18;
// The keyword pass's log (keyword, offset), shared: each view's lists are grouped from it at once.
let EV_K = new Int32Array(1024);
let EV_P = new Int32Array(1024);

/** Int32 buffers of at least `size` entries (up to MAX_EVENTS), reusing `have` when it is big enough. */
const sized = (have: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> => (have.length >= Math.min(size, MAX_EVENTS) ? have : new Int32Array(Math.min(MAX_EVENTS, Math.max(size, have.length * 2))));

/**
 * Where the recorded literals occur in one view of the current unit: keyword k's start offsets,
 * ascending, are occ[at[k] … at[k] + n[k]). The keyword pass logs each keyword's in ascending
 * order; they are then grouped by keyword (a counting sort, which keeps that order).
 */
class Occurrences {
  readonly n = new Int32Array(KEYWORDS.keywords.length);
  readonly at = new Int32Array(KEYWORDS.keywords.length);
  readonly #fill = new Int32Array(KEYWORDS.keywords.length);
  occ = new Int32Array(1024);
  /** Whether the lists hold for the current unit (false: they did not fit, or none were taken). */
  valid = false;

  /** The keyword pass over `text` (marking HIT and TOUCHED as ever) that also takes the lists. */
  take(text: string): void {
    EV_K = sized(EV_K, text.length + 64);
    EV_P = sized(EV_P, text.length + 64);
    const events = KEYWORDS.scanAsciiPositions(text, HIT, TOUCHED, RECORDER, EV_K, EV_P);
    this.valid = events >= 0;
    if (!this.valid) return;
    this.occ = sized(this.occ, events);
    const { n, at, occ } = this;
    const fill = this.#fill;
    for (let i = 0; i < events; i++) {
      const k = EV_K[i] as number;
      n[k] = (n[k] as number) + 1;
    }
    // Every keyword with an occurrence was marked, so TOUCHED lists it.
    let next = 0;
    for (let i = 0; i < TOUCHED.length; i++) {
      const k = TOUCHED[i] as number;
      at[k] = next;
      fill[k] = next;
      next += n[k] as number;
    }
    for (let i = 0; i < events; i++) {
      const k = EV_K[i] as number;
      const to = fill[k] as number;
      occ[to] = EV_P[i] as number;
      fill[k] = to + 1;
    }
  }

  /**
   * Another view's lists with every offset mapped through `map` (the fold's offset map, ascending),
   * so no second keyword pass is needed. See candidateRules for why they serve the original view.
   */
  mapFrom(src: Occurrences, map: Int32Array): void {
    let total = 0;
    for (let i = 0; i < TOUCHED.length; i++) {
      const k = TOUCHED[i] as number;
      total += ORIGINAL_READS[k] === 1 ? (src.n[k] as number) : 0;
    }
    this.occ = sized(this.occ, total);
    const from = src.occ;
    const occ = this.occ;
    // Only the lists original-view rules start from: the languages' words, the most frequent
    // literals recorded, are read in the folded view alone.
    let next = 0;
    for (let i = 0; i < TOUCHED.length; i++) {
      const k = TOUCHED[i] as number;
      if (ORIGINAL_READS[k] !== 1) continue;
      const n = src.n[k] as number;
      const at = src.at[k] as number;
      this.n[k] = n;
      this.at[k] = next;
      for (let j = 0; j < n; j++) occ[next + j] = map[from[at + j] as number] as number;
      next += n;
    }
    this.valid = true;
  }

  /** Forgets the lists (TOUCHED still names every keyword that has one). */
  clear(): void {
    if (!this.valid) return;
    for (let i = 0; i < TOUCHED.length; i++) this.n[TOUCHED[i] as number] = 0;
    this.valid = false;
  }
}
/** The folded view's occurrences (also the prose view's: same offsets). */
const FOLDED_OCC = new Occurrences();
/** The original view's, for non-ASCII content (ASCII content reads them off the folded view). */
const ORIGINAL_OCC = new Occurrences();
/** The lists each view's rules may use in the current unit, or null (search from the start). */
let foldedStarts: Occurrences | null = null;
let originalStarts: Occurrences | null = null;
/** A window of starts costs a sticky attempt each; a search step is far cheaper. */
const WINDOW_COST = 16;
const WIN: number[] = [];
/** Below this length a search is cheap and recording occurrences would cost more than it saves. */
const RECORD_MIN = 256;
let SORT = new Float64Array(256);


// Rules without literal anchors that need a long run of digits (identifier and token formats):
// their matches start near such a run, so the runs anchor them as literals anchor the others. A
// match of length at most L holding n digits in a row from a run [a, b) starts in [a + n - L, b - n].
/** Shorter runs (years, times, amounts) are everywhere: windows around them would not pay. */
const MIN_ANCHOR_RUN = 5;
/** Per rule, the run length that anchors it, or 0. */
const DIGIT_ANCHOR: Int32Array = Int32Array.from(DERIVED, (d, ri) =>
  (MIN_RUN[ri] as number) >= MIN_ANCHOR_RUN && (START_KW[ri] as Int32Array).length === 0 && d.maxLen < Infinity ? (MIN_RUN[ri] as number) : 0,
);
const MAX_LEN: Float64Array = Float64Array.from(DERIVED, (d) => d.maxLen);
const LONG_RUN = new RegExp(`[0-9]{${MIN_ANCHOR_RUN},}`, "g");
/** One view's runs (of at least MIN_ANCHOR_RUN digits, or of characters outside ASCII), [a[i], b[i]), ascending; n -1 when too many to pay. */
interface TextRuns { taken: boolean; n: number; a: Int32Array; b: Int32Array }
const RUNS_OF_PROSE: TextRuns = { taken: false, n: 0, a: new Int32Array(64), b: new Int32Array(64) };
const RUNS_OF_ORIGINAL: TextRuns = { taken: false, n: 0, a: new Int32Array(64), b: new Int32Array(64) };
/** Into `r`: the matches of `re` (global) in `text`, as runs; `re` is LONG_RUN for digit runs. */
function takeRuns(text: string, r: TextRuns, re: RegExp = LONG_RUN): void {
  r.taken = true;
  r.n = 0;
  // Each run allows at least one start, each costing a sticky attempt: past this many, a search is cheaper.
  const cap = Math.floor(text.length / WINDOW_COST);
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (r.n >= cap) {
      r.n = -1;
      break;
    }
    if (r.n === r.a.length) {
      const a = new Int32Array(2 * r.n), b = new Int32Array(2 * r.n);
      a.set(r.a);
      b.set(r.b);
      r.a = a;
      r.b = b;
    }
    r.a[r.n] = m.index;
    r.b[r.n] = re.lastIndex;
    r.n++;
  }
  re.lastIndex = 0;
}
/** matchStarts for a digit-anchored rule: the offset to search from, or -1 when WIN holds the windows. */
function digitStarts(ri: number, textLength: number, runs: TextRuns): number {
  const n = DIGIT_ANCHOR[ri] as number;
  const L = MAX_LEN[ri] as number;
  WIN.length = 0;
  let covered = 0;
  for (let i = 0; i < runs.n; i++) {
    const a = runs.a[i] as number;
    const b = runs.b[i] as number;
    if (b - a < n) continue;
    // Both ends ascend with the runs, so windows only ever need merging with the last one.
    const lo = Math.max(0, a + n - L) | 0;
    const hi = (b - n) | 0;
    covered += pushWindow(WIN, lo, hi);
    // Windows stop paying once they cost as much as a search from the first: stop adding them
    // (a digit-dense text would otherwise be walked once per digit-anchored rule).
    if (covered * WINDOW_COST >= textLength - (WIN[0] as number)) return WIN[0] as number;
  }
  // No run is long enough: nothing to try (WIN is empty).
  if (WIN.length === 0) return -1;
  const from = WIN[0] as number;
  return covered * WINDOW_COST < textLength - from ? -1 : from;
}

/**
 * For rule `ri`: the offset to search from, or -1 when WIN holds the (merged, ascending,
 * inclusive) windows every match starts in.
 */
function matchStarts(ri: number, textLength: number, o: Occurrences): number {
  const kws = START_KW[ri] as Int32Array;
  if (kws.length === 0) return 0;
  const his = START_HI[ri] as Int32Array;
  const los = START_LO[ri] as Int32Array;
  let first = Infinity;
  let total = 0;
  let lists = 0;
  let span = 0;
  for (let j = 0; j < kws.length; j++) {
    const k = kws[j] as number;
    const n = o.n[k] as number;
    if (n === 0) continue;
    const p0 = (o.occ[o.at[k] as number] as number) - (his[j] as number);
    if (p0 < first) first = p0;
    total += n;
    span += n * ((his[j] as number) - (los[j] as number) + 1);
    lists++;
  }
  // No literal every match holds occurs: nothing to try.
  if (first === Infinity) {
    WIN.length = 0;
    return -1;
  }
  const from = Math.max(0, first);
  // Windows only pay when together they are far smaller than the rest of the text. Merging them
  // costs a sort, so it is done only when they could pay even if they overlap a good deal.
  if (total * WINDOW_COST >= textLength - from || span * WINDOW_COST >= 4 * (textLength - from)) return from;
  // Each occurrence p allows starts [p - hi, p - lo]; encoded start·2^17 + spread, sorted, merged.
  if (SORT.length < total) SORT = new Float64Array(Math.max(total, SORT.length * 2));
  let n = 0;
  for (let j = 0; j < kws.length; j++) {
    const k = kws[j] as number;
    const lo = los[j] as number;
    const hi = his[j] as number;
    const end = (o.at[k] as number) + (o.n[k] as number);
    for (let i = o.at[k] as number; i < end; i++) {
      const p = o.occ[i] as number;
      if (p - lo < 0) continue;
      const a = Math.max(0, p - hi);
      SORT[n++] = a * (MAX_SPREAD + 1) + (p - lo - a);
    }
  }
  const sorted = lists > 1 ? SORT.subarray(0, n).sort() : SORT.subarray(0, n);
  WIN.length = 0;
  let covered = 0;
  for (let i = 0; i < n; i++) {
    const key = sorted[i] as number;
    // Offsets fit in 31 bits: `| 0` keeps WIN's elements small integers, which runRuleAt's loop
    // is compiled for (a double in WIN would deoptimise it).
    const a = Math.floor(key / (MAX_SPREAD + 1)) | 0;
    const b = (a + (key - a * (MAX_SPREAD + 1))) | 0;
    covered += pushWindow(WIN, a, b);
  }
  return covered * WINDOW_COST < textLength - from ? -1 : from;
}

export interface TextUnit {
  original: string;
  folded: FoldedText;
  /** The folded view with long unbroken base64-like runs blanked (same length, so offsets hold). */
  prose: string;
  /**
   * Which literal probes (probes.ts) occur in the folded or lowercased text, as a mask of their
   * bits; set by runRules when the prefilter runs, absent otherwise (then nothing may be skipped).
   */
  probes?: number;
  /**
   * For the positioned probes that occur (by name), their literals' offsets in the folded text,
   * ascending; set with `probes` when the keyword pass recorded offsets (texts of 256 characters
   * and more), absent otherwise (then the reader searches for itself).
   */
  probeAt?: Partial<Record<ProbeName, number[]>>;
}

/** `reference`: fold code point by code point even where a fast path would apply (equality tests). */
export function makeUnit(text: string, reference = false): TextUnit {
  const folded = fold(text, reference);
  return { original: text, folded, prose: blankLongRuns(folded.text) };
}

const RUN_MIN = 256;
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

/** Forgets the previous unit's occurrence lists. */
function clearOccurrences(): void {
  FOLDED_OCC.clear();
  ORIGINAL_OCC.clear();

  foldedStarts = null;
  originalStarts = null;
}

/** Whether the gate node at GATES_FLAT[at] holds for the keywords HIT marks in the current scan. */
function holds(at: number): boolean {
  const op = GATES_FLAT[at] as number;
  if (op >= 0) return HIT[op] === 1;
  const end = at + (GATES_FLAT[at + 1] as number);
  for (let i = at + 2; i < end; ) {
    if (holds(i) !== (op === ALL_OF)) return op !== ALL_OF;
    const c = GATES_FLAT[i] as number;
    i += c >= 0 ? 1 : (GATES_FLAT[i + 1] as number);
  }
  return op === ALL_OF;
}

/** Records where positioned probe p's literals occur in the folded view (obfuscation.ts reads those lines), from its lists. */
function positionsOf(unit: TextUnit, p: number): void {
  const t = unit.folded.text;
  const out: number[] = [];
  const kws = POSITIONED_KW[p] as Int32Array;
  for (let i = 0; i < kws.length; i++) {
    const k = kws[i] as number;
    const at = FOLDED_OCC.at[k] as number;
    const n = FOLDED_OCC.n[k] as number;
    let j = 0;
    firstPerLine(t, (from) => {
      while (j < n && (FOLDED_OCC.occ[at + j] as number) < from) j++;
      return j < n ? (FOLDED_OCC.occ[at + j] as number) : -1;
    }, out);
  }
  out.sort((a, b) => a - b);
  (unit.probeAt ??= {})[POSITIONED[p] as ProbeName] = out;
}

/** Rules (by index, ascending) that a keyword of which occurs in the unit; every rule without the prefilter. */
function candidateRules(unit: TextUnit, prefilter: boolean): ArrayLike<number> {
  if (!prefilter) return ALL_RULES;
  clearOccurrences();
  TOUCHED.length = 0;
  const text = unit.folded.text;
  const record = text.length >= RECORD_MIN;
  if (record) {
    FOLDED_OCC.take(text);
    if (FOLDED_OCC.valid) foldedStarts = FOLDED_OCC;
  } else KEYWORDS.scanAsciiInto(text, HIT, TOUCHED);
  // ASCII: the folded view is exactly the lowercased original, offsets included.
  if (unit.folded.map === null) originalStarts = foldedStarts;
  else {
    KEYWORDS.scanNonAsciiInto(text, HIT, TOUCHED);
    // The original view's keywords are those of its lowercased form. Every run of ASCII in that
    // form is also in the folded view (folding lowercases ASCII as lowercasing does, and only ever
    // adds ASCII: Kelvin sign to k, look-alikes, dropped joiners), so its ASCII keywords were hit
    // above and only its non-ASCII ones are looked for. The same holds for where they occur: an
    // original-view rule's literal is ASCII in the original, so it occurs in the folded view at a
    // folded offset the fold's map takes to its original one. The mapped lists may hold extra
    // occurrences (a folded é in "resume"): those only add starts to try.
    const lower = unit.original.toLowerCase();
    if (lower === text && lower.length === unit.original.length) originalStarts = foldedStarts;
    else {
      if (lower !== text) KEYWORDS.scanNonAsciiInto(lower, HIT, TOUCHED);
      if (foldedStarts !== null) {
        ORIGINAL_OCC.mapFrom(FOLDED_OCC, unit.folded.map);
        originalStarts = ORIGINAL_OCC;
      }
    }
  }
  // Probes from the keywords hit: work per hit, not per probe literal.
  let probes = 0;
  for (let i = 0; i < TOUCHED.length; i++) probes |= KW_PROBES[TOUCHED[i] as number] as number;
  unit.probes = probes;
  unit.probeAt = undefined;
  if (foldedStarts !== null) for (let p = 0; p < POSITIONED.length; p++) if ((probes & (POSITIONED_BITS[p] as number)) !== 0) positionsOf(unit, p);
  let n = 0;
  for (const r of ALWAYS) {
    RULE_MARK[r] = 1;
    CHOSEN[n++] = r;
  }
  for (let i = 0; i < TOUCHED.length; i++) {
    const rs = KW_RULES[TOUCHED[i] as number] as number[];
    for (let j = 0; j < rs.length; j++) {
      const r = rs[j] as number;
      if (RULE_MARK[r] !== 0) continue;
      const g = GATE_AT[r] as number;
      if (g < 0 || holds(g)) {
        RULE_MARK[r] = 1;
        CHOSEN[n++] = r;
      } else {
        RULE_MARK[r] = 2; // gate failed: not looked at again for its other keywords
        REJECTED.push(r);
      }
    }
  }
  // A language's words are counted only when one of its rules was chosen: most scans have none.
  LANG_WORDS.fill(-1);
  for (let i = 0; i < n; i++) {
    const l = RULE_LANG[CHOSEN[i] as number] as number;
    if (l < 0 || (LANG_WORDS[l] as number) >= 0) continue;
    const ks = MARKER_KW[l] as readonly number[];
    let w = 0;
    for (let j = 0; j < ks.length && w < 2; j++) if (HIT[ks[j] as number] !== 0) w++;
    LANG_WORDS[l] = w;
  }
  for (let i = 0; i < TOUCHED.length; i++) HIT[TOUCHED[i] as number] = 0;
  for (let i = 0; i < n; i++) RULE_MARK[CHOSEN[i] as number] = 0;
  for (let i = 0; i < REJECTED.length; i++) RULE_MARK[REJECTED[i] as number] = 0;
  REJECTED.length = 0;
  // Rule order is part of the result (findings keep it on ties), so run them in index order.
  return CHOSEN.subarray(0, n).sort();
}

/** Per gated language and need (index 2·language + need − 1), where its rules may start in the current unit (null: anywhere); cleared per runRules. */
const REGIONS: (number[] | null | undefined)[] = [];
const REGION_BUF: number[][] = GATED_LANGUAGES.flatMap(() => [[], []]);
// A language's word offsets and ids, merged in order (mergeWords).
let WORDS_AT = new Int32Array(256);
let WORDS_ID = new Int32Array(256);
/** The windows a rule's own starts and every list of LIMITS allow (intersect). */
const BOTH: number[] = [];
/** The window lists that bound the current rule's starts beyond its own anchors: its language's regions, the starts near characters outside ASCII (runRules). */
const LIMITS: (readonly number[])[] = [];

// Per block of LANGUAGE_REACH characters of the current unit, for the language last summarised
// (summarise): its words' first and last offsets in the block (-1: none), and the first word
// seen + 1, or 255 once a second, distinct word is.
let BLOCK_MIN = new Int32Array(2048);
let BLOCK_MAX = new Int32Array(2048);
let BLOCK_WORDS = new Uint8Array(2048);
let SUMMARISED = -1;

/** Fills the block summary for language `lang` from the recorded lists; returns the block count. */
function summarise(lang: number, length: number): number {
  const nb = Math.ceil(length / LANGUAGE_REACH);
  if (SUMMARISED === lang) return nb;
  SUMMARISED = lang;
  if (BLOCK_MIN.length < nb) {
    BLOCK_MIN = new Int32Array(2 * nb);
    BLOCK_MAX = new Int32Array(2 * nb);
    BLOCK_WORDS = new Uint8Array(2 * nb);
  }
  BLOCK_MIN.fill(-1, 0, nb);
  BLOCK_MAX.fill(-1, 0, nb);
  BLOCK_WORDS.fill(0, 0, nb);
  const kws = MARKER_KW[lang] as readonly number[];
  for (let j = 0; j < kws.length; j++) {
    const k = kws[j] as number;
    const end = (FOLDED_OCC.at[k] as number) + (FOLDED_OCC.n[k] as number);
    for (let i = FOLDED_OCC.at[k] as number; i < end; i++) {
      const p = FOLDED_OCC.occ[i] as number;
      const b = Math.floor(p / LANGUAGE_REACH);
      const lo = BLOCK_MIN[b] as number;
      if (lo < 0 || p < lo) BLOCK_MIN[b] = p;
      if (p > (BLOCK_MAX[b] as number)) BLOCK_MAX[b] = p;
      const v = BLOCK_WORDS[b] as number;
      if (v === 0) BLOCK_WORDS[b] = j + 1;
      else if (v !== 255 && v !== j + 1) BLOCK_WORDS[b] = 255;
    }
  }
  return nb;
}

/** Per offset of the current unit, the word (+ 1) of one language starting there, or 0 (mergeWords). */
let WORD_AT_OFFSET = new Uint8Array(4096);
/** Into WORDS_AT / WORDS_ID: the summarised language's recorded word offsets and ids, ascending; returns how many. */
function mergeWords(lang: number, length: number, nb: number): number {
  // Two words never start at one offset (each is a whole word between spaces), so marking each
  // offset and reading the marks back in order, only within the blocks' spans of words, merges
  // the words' ascending lists in linear time.
  const kws = MARKER_KW[lang] as readonly number[];
  if (WORD_AT_OFFSET.length < length) WORD_AT_OFFSET = new Uint8Array(2 * length);
  let n = 0;
  for (let j = 0; j < kws.length; j++) {
    const k = kws[j] as number;
    const at = FOLDED_OCC.at[k] as number;
    const end = at + (FOLDED_OCC.n[k] as number);
    for (let i = at; i < end; i++) WORD_AT_OFFSET[FOLDED_OCC.occ[i] as number] = j + 1;
    n += FOLDED_OCC.n[k] as number;
  }
  if (WORDS_AT.length < n) {
    WORDS_AT = new Int32Array(2 * n);
    WORDS_ID = new Int32Array(2 * n);
  }
  let m = 0;
  for (let b = 0; b < nb; b++) {
    const hi = BLOCK_MAX[b] as number;
    for (let p = BLOCK_MIN[b] as number; p >= 0 && p <= hi; p++) {
      const w = WORD_AT_OFFSET[p] as number;
      if (w === 0) continue;
      WORDS_AT[m] = p;
      WORDS_ID[m++] = w - 1;
      WORD_AT_OFFSET[p] = 0;
    }
  }
  return m;
}

/**
 * Where rules of gated language `lang` needing `need` of its words may start in the current
 * unit's folded text (languageWindows, from the recorded lists; the straightforward search when
 * there are none); null for anywhere.
 */
function regionsOf(lang: number, need: number, folded: string): number[] | null {
  const key = 2 * lang + need - 1;
  const have = REGIONS[key];
  if (have !== undefined) return have;
  let r: number[] | null = null;
  // A text shorter than twice the reach is one region wherever its words are: the gate decided.
  if (folded.length > 2 * LANGUAGE_REACH) {
    const buf = REGION_BUF[key] as number[];
    if (foldedStarts === null) {
      const { at, word } = languageOccurrences(folded, GATED_LANGUAGES[lang] as string);
      r = languageWindows(folded.length, at, word, at.length, need, buf);
    } else {
      const nb = summarise(lang, folded.length);
      // Every block holding the words needed: every offset has them within reach.
      let all = true;
      for (let b = 0; b < nb && all; b++) all = need <= 1 ? (BLOCK_MIN[b] as number) >= 0 : BLOCK_WORDS[b] === 255;
      if (!all && need <= 1) {
        // One word suffices: a block's words are less than a reach apart, so the offsets they
        // reach run from its first word's minus the reach to its last word's plus it.
        buf.length = 0;
        for (let b = 0; b < nb; b++) {
          if ((BLOCK_MIN[b] as number) < 0) continue;
          pushWindow(buf, Math.max(0, (BLOCK_MIN[b] as number) - LANGUAGE_REACH), Math.min(folded.length - 1, (BLOCK_MAX[b] as number) + LANGUAGE_REACH));
        }
        r = buf;
      } else if (!all) r = languageWindows(folded.length, WORDS_AT, WORDS_ID, mergeWords(lang, folded.length, nb), need, buf);
    }
    if (r !== null && r.length === 2 && r[0] === 0 && r[1] === folded.length - 1) r = null;
  }
  REGIONS[key] = r;
  return r;
}

/** Into BOTH: the starts in [from, length) (or in WIN when `from` is negative) that every list of `limits` allows. */
function intersect(from: number, length: number, limits: readonly (readonly number[])[]): void {
  BOTH.length = 0;
  if (from >= 0) BOTH.push(from, length - 1);
  else for (let i = 0; i < WIN.length; i++) BOTH.push(WIN[i] as number);
  for (const lim of limits) {
    const base = BOTH.splice(0, BOTH.length);
    let i = 0;
    let j = 0;
    while (i < base.length && j < lim.length) {
      const a = Math.max(base[i] as number, lim[j] as number);
      const b = Math.min(base[i + 1] as number, lim[j + 1] as number);
      if (a <= b) BOTH.push(a, b);
      if ((base[i + 1] as number) < (lim[j + 1] as number)) i += 2;
      else j += 2;
    }
  }
}

/** A rule's matches among the starts `from`/WIN allow that `limits` allow too, by sticky attempts or by search, whichever is cheaper. */
function runLimited(rule: CompiledRule, text: string, from: number, limits: readonly (readonly number[])[]): RuleMatch[] {
  intersect(from, text.length, limits);
  if (BOTH.length === 0) return [];
  let covered = 0;
  for (let i = 0; i < BOTH.length; i += 2) covered += (BOTH[i + 1] as number) - (BOTH[i] as number) + 1;
  return covered * WINDOW_COST < text.length - (BOTH[0] as number) ? runRuleAt(rule, text, BOTH) : runRuleWithin(rule, text, BOTH);
}

/** Per rule, the UTF-16 units outside ASCII every match holds (rules of other scripts); 0 for most. */
const MIN_NON_ASCII = Int32Array.from(DERIVED, (d) => (d.maxLen < Infinity ? d.minNonAscii : 0));
const NON_ASCII_RUN = /[^\x00-\x7f]+/g;
/** One view's runs of characters outside ASCII, and the starts they allow per longest match (nonAsciiStarts). */
interface NonAsciiStarts { runs: TextRuns; byLen: Map<number, number[] | null> }
const NON_ASCII_PROSE: NonAsciiStarts = { runs: { taken: false, n: 0, a: new Int32Array(64), b: new Int32Array(64) }, byLen: new Map() };
const NON_ASCII_ORIGINAL: NonAsciiStarts = { runs: { taken: false, n: 0, a: new Int32Array(64), b: new Int32Array(64) }, byLen: new Map() };

/**
 * Where a match of at most `maxLen` units holding a unit outside ASCII can start in `text`: within
 * maxLen − 1 before such a unit. Empty when the text has none; null when its runs are so many that
 * trying their windows would cost more than a search.
 */
function nonAsciiStarts(text: string, maxLen: number, s: NonAsciiStarts): number[] | null {
  const r = s.runs;
  if (!r.taken) {
    takeRuns(text, r, NON_ASCII_RUN);
    s.byLen.clear();
  }
  if (r.n < 0) return null;
  const have = s.byLen.get(maxLen);
  if (have !== undefined) return have;
  const out: number[] = [];
  for (let i = 0; i < r.n; i++) pushWindow(out, Math.max(0, (r.a[i] as number) - maxLen + 1), (r.b[i] as number) - 1);
  s.byLen.set(maxLen, out);
  return out;
}

export function runRules(unit: TextUnit, opts: RunOptions): RuleMatch[] {
  const rules = candidateRules(unit, opts.prefilter);
  REGIONS.length = 0;
  SUMMARISED = -1;
  NON_ASCII_PROSE.runs.taken = false;
  NON_ASCII_ORIGINAL.runs.taken = false;
  const out: RuleMatch[] = [];
  const checkDisabled = opts.disabled.size > 0;
  // The reference path counts a language's words itself, once per language.
  const languages = opts.prefilter ? LANG_WORDS : new Int8Array(GATED_LANGUAGES.length).fill(-1);
  // Digits in each view, counted on first need; the reference path runs every rule regardless.
  let digitsOriginal = -1;
  let digitsProse = -1;
  RUNS_FOLDED.yes = 0;
  RUNS_FOLDED.no = Infinity;
  RUNS_ORIGINAL.yes = 0;
  RUNS_ORIGINAL.no = Infinity;
  RUNS_OF_PROSE.taken = false;
  RUNS_OF_ORIGINAL.taken = false;
  for (let i = 0; i < rules.length; i++) {
    const ri = rules[i] as number;
    const rule = RULES[ri] as CompiledRule;
    if (!opts.classes.has(rule.class) || (checkDisabled && opts.disabled.has(rule.id))) continue;
    const text = rule.view === "folded" ? unit.prose : unit.original;
    // Both paths ask, so the reference path's results stay the fast path's.
    const lang = RULE_LANG[ri] as number;
    LIMITS.length = 0;
    if (lang >= 0) {
      if ((languages[lang] as number) < 0) languages[lang] = languageWordsIn(unit.folded.text, GATED_LANGUAGES[lang] as string);
      if ((languages[lang] as number) < (LANG_NEED[ri] as number)) continue;
      const regions = regionsOf(lang, LANG_NEED[ri] as number, unit.folded.text);
      if (regions !== null && regions.length === 0) continue;
      // The reference path applies the regions too: they decide what the rule may find.
      if (regions !== null) LIMITS.push(regions);
    }
    // A rule of another script, in a long text: only near the characters outside ASCII it needs
    // (a cost, not a result: no match can start elsewhere, so the reference path searches all).
    if ((MIN_NON_ASCII[ri] as number) > 0 && opts.prefilter && text.length >= RECORD_MIN) {
      // ASCII content folds to ASCII: neither view holds one.
      if (unit.folded.map === null) continue;
      const near = nonAsciiStarts(text, MAX_LEN[ri] as number, rule.view === "folded" ? NON_ASCII_PROSE : NON_ASCII_ORIGINAL);
      if (near !== null && near.length === 0) continue;
      if (near !== null) LIMITS.push(near);
    }
    const need = MIN_DIGITS[ri] as number;
    if (need > 0 && opts.prefilter) {
      // No digit in the folded view: none in either (folding keeps every ASCII character).
      if (((unit.probes as number) & DIGITS) === 0) continue;
      let have: number;
      if (rule.view === "folded") have = digitsProse < 0 ? (digitsProse = digitCount(text, MAX_MIN_DIGITS)) : digitsProse;
      else have = digitsOriginal < 0 ? (digitsOriginal = digitCount(text, MAX_MIN_DIGITS)) : digitsOriginal;
      if (have < need) continue;
      // Enough digits, but perhaps never that many in a row (dates, versions, `1234-` blocks).
      const run = MIN_RUN[ri] as number;
      if (run > 1 && !holdsRun(text, run, rule.view === "folded" ? RUNS_FOLDED : RUNS_ORIGINAL)) continue;
    }
    if ((DIGIT_ANCHOR[ri] as number) > 0 && opts.prefilter && text.length >= RECORD_MIN) {
      const runs = rule.view === "folded" ? RUNS_OF_PROSE : RUNS_OF_ORIGINAL;
      if (!runs.taken) takeRuns(text, runs);
      if (runs.n >= 0) {
        const from = digitStarts(ri, text.length, runs);
        if (LIMITS.length > 0) for (const m of runLimited(rule, text, from, LIMITS)) out.push(m);
        else for (const m of from < 0 ? runRuleAt(rule, text, WIN) : runRule(rule, text, from)) out.push(m);
        continue;
      }
    }
    const starts = rule.view === "folded" ? foldedStarts : originalStarts;
    if (starts === null) {
      // The reference path tries every start its language's regions allow, one by one.
      if (LIMITS.length > 0) for (const m of opts.prefilter ? runLimited(rule, text, 0, LIMITS) : runRuleAt(rule, text, LIMITS[0] as number[])) out.push(m);
      else for (const m of runRule(rule, text)) out.push(m);
      continue;
    }
    const from = matchStarts(ri, text.length, starts);
    if (LIMITS.length > 0) for (const m of runLimited(rule, text, from, LIMITS)) out.push(m);
    else for (const m of from < 0 ? runRuleAt(rule, text, WIN) : runRule(rule, text, from)) out.push(m);
  }
  clearOccurrences();
  return out;
}
