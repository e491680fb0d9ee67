// Rules are data. This module turns rule specs into compiled matchers and refuses bad rules at
// load time: a rule that cannot be compiled, has no examples, duplicates an id, or uses a
// pattern shape that could backtrack super-linearly throws instead of being skipped.
import { RE2JS } from "re2js";
import type { ScanClass } from "../types";

/** Which text a rule reads: the original content, or the folded view (NFKC, lowercased, homoglyphs folded, invisibles removed). */
export type RuleView = "original" | "folded";

export interface RuleSpec {
  id: string;
  class: ScanClass;
  description: string;
  /**
   * Lowercase literals; every match of `pattern` must contain at least one of them
   * (case-insensitively). The prefilter skips the rule when none occurs. Empty: always run.
   */
  keywords: string[];
  /** A pattern in the common subset of RE2 and ECMAScript syntax. Bounded quantifiers only. */
  pattern: string;
  caseInsensitive?: boolean;
  view?: RuleView;
  /** Capture group holding the sensitive value (the span and fingerprint use it); 0 = whole match. */
  group?: number;
  /** Extra check on the captured value (checksum, entropy, placeholder rejection). */
  validate?: (value: string, match: string, before: string) => boolean;
  confidence: number;
  /** Free-form tag detectors use for context weighting, e.g. "imperative". */
  kind?: string;
  /**
   * Rule ids of the same list: a match counts only when one of them matched the same text too. For
   * a trait too common to weigh alone or beside just any other ("You are a detective who…"), that
   * is evidence only beside one particular other ("… this will never be used in real life").
   */
  onlyWith?: string[];
  /**
   * A language's code (rules/multilingual/language.ts): the rule runs only on text that holds
   * that language's own function words, as every text written in it does. For rules whose words
   * other languages share ("assistant", "agent", "admin", "backup"): on English or code they would
   * only misread cognates, and compile their patterns for nothing.
   */
  language?: string;
  /** How many distinct function words of `language` the text must hold (1 if unset). */
  languageWords?: number;
  /**
   * A trait class several rules read (the languages' "effect", "oversight", …): however many of
   * them match one text, the class counts once (detectors/prompt-injection.ts piFindings).
   */
  trait?: string;
  mustMatch: string[];
  mustNotMatch: string[];
}

export interface CompiledRule extends RuleSpec {
  re: RegExp;
  /** The same pattern, sticky: tries one start position (runRuleAt). */
  sticky: RegExp;
  view: RuleView;
  group: number;
}

export interface RuleMatch {
  rule: CompiledRule;
  /** Offsets into the view the rule read. */
  start: number;
  end: number;
  value: string;
}

const MAX_BOUND = 1000; // RE2's own repeat limit
const MAX_NESTED_REPEAT = 8;

/**
 * Rejects shapes that a backtracking engine could run in super-linear time: unbounded
 * quantifiers (`*`, `+`, `{n,}`) and quantified groups that contain quantifiers. With
 * `shortRepeats` (the scanner's own rules), a group repeated at most MAX_NESTED_REPEAT times is
 * accepted: that is the same search as writing the group out that many times as optional copies,
 * which those rules did before, and V8 compiles it as one loop instead of a copy of the rest of the
 * pattern per copy. Other callers keep the strict form (the shell analyzer sends nested repeats to
 * its linear engine; commons packs come from outside). Together with RE2 syntax (no backreferences
 * or lookaround) this keeps native matching linear per start position up to the product of small
 * bounds, which the adversarial benchmark confirms.
 */
export function assertSafePattern(id: string, pattern: string, shortRepeats = false): void {
  const groupHasQuant: boolean[] = [];
  let lastAtomQuantified = false;
  let lastWasGroupWithQuant = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "\\") {
      i++;
      lastWasGroupWithQuant = false;
      lastAtomQuantified = false;
      continue;
    }
    if (ch === "[") {
      i++;
      if (pattern[i] === "^") i++;
      if (pattern[i] === "]") i++;
      while (i < pattern.length && pattern[i] !== "]") {
        if (pattern[i] === "\\") i++;
        i++;
      }
      lastWasGroupWithQuant = false;
      lastAtomQuantified = false;
      continue;
    }
    if (ch === "(") {
      groupHasQuant.push(false);
      lastWasGroupWithQuant = false;
      lastAtomQuantified = false;
      // Skip group syntax such as (?: or (?P<name> so its '?' is not read as a quantifier.
      if (pattern[i + 1] === "?") {
        const close = pattern[i + 2] === "P" || pattern[i + 2] === "<" ? pattern.indexOf(">", i) : i + 2;
        i = close < 0 ? i + 1 : close;
      }
      continue;
    }
    if (ch === ")") {
      const had = groupHasQuant.pop() ?? false;
      if (groupHasQuant.length > 0 && had) groupHasQuant[groupHasQuant.length - 1] = true;
      lastWasGroupWithQuant = had;
      lastAtomQuantified = false;
      continue;
    }
    const isQuant = ch === "*" || ch === "+" || ch === "?" || ch === "{";
    if (!isQuant) {
      lastWasGroupWithQuant = false;
      lastAtomQuantified = false;
      continue;
    }
    if (ch === "?" && lastAtomQuantified) continue; // lazy modifier, not a new quantifier
    if (ch === "*" || ch === "+") throw new Error(`rule ${id}: unbounded quantifier '${ch}' at ${i}`);
    let bounded = true;
    let shortRepeat = false;
    if (ch === "{") {
      const close = pattern.indexOf("}", i);
      const body = close < 0 ? "" : pattern.slice(i + 1, close);
      const m = /^(\d{1,4})(?:,(\d{0,4}))?$/.exec(body);
      if (!m) throw new Error(`rule ${id}: malformed quantifier at ${i}`);
      const hi = m[2] === undefined ? Number(m[1]) : m[2] === "" ? Infinity : Number(m[2]);
      if (!(hi <= MAX_BOUND)) bounded = false;
      shortRepeat = shortRepeats && hi <= MAX_NESTED_REPEAT;
      i = close;
    }
    if (!bounded) throw new Error(`rule ${id}: unbounded quantifier at ${i}`);
    const nested = lastWasGroupWithQuant && ch !== "?" && !shortRepeat;
    if (nested) throw new Error(`rule ${id}: quantified group contains a quantifier (nested) at ${i}`);
    if (groupHasQuant.length > 0) groupHasQuant[groupHasQuant.length - 1] = true;
    lastAtomQuantified = true;
    lastWasGroupWithQuant = false;
  }
}

/**
 * Expands `(?i:...)` into ASCII case classes so the same pattern means the same thing in RE2
 * and in engines without inline modifiers.
 */
export function expandInlineCase(pattern: string): string {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    if (!pattern.startsWith("(?i:", i)) {
      out += pattern[i];
      if (pattern[i] === "\\") out += pattern[++i] ?? "";
      continue;
    }
    out += "(?:";
    i += 4;
    let depth = 1;
    let inClass = false;
    for (; i < pattern.length; i++) {
      const ch = pattern[i] as string;
      if (ch === "\\") { out += ch + (pattern[++i] ?? ""); continue; }
      if (inClass) { if (ch === "]") inClass = false; out += ch; continue; }
      if (ch === "[") { inClass = true; out += ch; continue; }
      if (ch === "(") depth++;
      if (ch === ")" && --depth === 0) { out += ")"; break; }
      const lo = ch.toLowerCase(), up = ch.toUpperCase();
      out += lo !== up && /[a-z]/i.test(ch) ? `[${lo}${up}]` : ch;
    }
  }
  return out;
}

/** Throws unless `pattern` (inline case already expanded) is valid RE2 syntax, the rule format's promise of a linear-time reading. */
export function assertRe2(id: string, pattern: string, caseInsensitive: boolean | undefined): void {
  try {
    RE2JS.compile(pattern, caseInsensitive === true ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (e) {
    throw new Error(`rule ${id}: pattern is not valid RE2 syntax: ${(e as Error).message}`);
  }
}

/**
 * `builtIn`: the lists shipped in the code, whose patterns the test suite checks for safety and RE2
 * syntax (rules.test.ts): compiling each pattern again with RE2JS was over half a second of every
 * isolate's start-up, against the Workers limit of one second.
 */
export function compileRules(specs: readonly RuleSpec[], known: Set<string> = new Set(), builtIn = false): CompiledRule[] {
  const out: CompiledRule[] = [];
  for (const s of specs) {
    if (!/^[a-z0-9][a-z0-9_.-]{2,80}$/.test(s.id)) throw new Error(`rule id '${s.id}' is malformed`);
    if (known.has(s.id)) throw new Error(`duplicate rule id '${s.id}'`);
    known.add(s.id);
    if (s.mustMatch.length === 0 || s.mustNotMatch.length === 0)
      throw new Error(`rule ${s.id}: mustMatch and mustNotMatch examples are required`);
    if (!(s.confidence > 0 && s.confidence <= 1)) throw new Error(`rule ${s.id}: confidence out of range`);
    for (const k of s.keywords)
      if (k.length === 0 || k !== k.toLowerCase()) throw new Error(`rule ${s.id}: keyword '${k}' must be non-empty lowercase`);
    const pattern = expandInlineCase(s.pattern);
    if (!builtIn) {
      assertSafePattern(s.id, pattern, true);
      assertRe2(s.id, pattern, s.caseInsensitive);
    }
    let re: RegExp;
    try {
      re = new RegExp(pattern, s.caseInsensitive ? "gi" : "g");
    } catch (e) {
      throw new Error(`rule ${s.id}: pattern is not valid ECMAScript syntax: ${(e as Error).message}`);
    }
    out.push({ ...s, pattern, re, sticky: new RegExp(pattern, s.caseInsensitive ? "iy" : "y"), view: s.view ?? "original", group: s.group ?? 0 });
  }
  const ids = new Set(specs.map((s) => s.id));
  for (const s of specs) for (const id of s.onlyWith ?? []) if (!ids.has(id) || id === s.id) throw new Error(`rule ${s.id}: onlyWith names '${id}', not another rule of its list`);
  return out;
}

/** Bound on matches per rule per text: enough for scoring and spans, and keeps output small. */
export const MAX_MATCHES_PER_RULE = 32;

/** One regex match as a rule match, or null when the rule's validator rejects it. */
function toMatch(rule: CompiledRule, m: RegExpExecArray, text: string): RuleMatch | null {
  const value = m[rule.group] ?? m[0];
  let start = m.index;
  if (rule.group > 0 && m[rule.group] !== undefined) {
    const off = m[0].indexOf(value);
    if (off >= 0) start += off;
  }
  if (rule.validate !== undefined && !rule.validate(value, m[0], text.slice(Math.max(0, m.index - 32), m.index))) return null;
  return { rule, start, end: start + value.length, value };
}

const GUARD = 4 * MAX_MATCHES_PER_RULE + 1024;

/** The rule's matches in `text`, searching from `from` (no match may start before it). */
export function runRule(rule: CompiledRule, text: string, from = 0): RuleMatch[] {
  return search(rule, text, from, null);
}

/**
 * The matches a search from `from` finds; with `windows`, only those starting inside one. A search
 * from a window's start finds the leftmost match at or after it; one starting in a gap between
 * windows is no match here, and the search goes on from the next window's start.
 */
function search(rule: CompiledRule, text: string, from: number, windows: readonly number[] | null): RuleMatch[] {
  const out: RuleMatch[] = [];
  const re = rule.re;
  re.lastIndex = from;
  let w = 0;
  let guard = 0;
  for (;;) {
    const m = re.exec(text);
    if (m === null) break;
    if (windows !== null) {
      while (w < windows.length && (windows[w + 1] as number) < m.index) w += 2;
      if (w >= windows.length) break;
      if (m.index < (windows[w] as number)) {
        re.lastIndex = windows[w] as number;
        continue;
      }
    }
    if (m[0].length === 0) {
      re.lastIndex = m.index + 1;
      continue;
    }
    const rm = toMatch(rule, m, text);
    if (rm !== null) {
      out.push(rm);
      if (out.length >= MAX_MATCHES_PER_RULE) break;
    }
    if (++guard > GUARD) break;
  }
  re.lastIndex = 0;
  return out;
}

/**
 * runRule when every non-empty match is known to start inside `windows` (flat [a0, b0, a1, b1, …],
 * ascending and disjoint, inclusive): one sticky attempt per start in the windows instead of a
 * search through the whole text. A sticky attempt at a start finds exactly what the search finds
 * when that start is the leftmost with a match, so the matches are the same, in the same order.
 */
export function runRuleAt(rule: CompiledRule, text: string, windows: readonly number[]): RuleMatch[] {
  const out: RuleMatch[] = [];
  const re = rule.sticky;
  let guard = 0;
  let pos = 0;
  for (let w = 0; w < windows.length; w += 2) {
    const last = Math.min(windows[w + 1] as number, text.length - 1);
    for (let s = Math.max(windows[w] as number, pos); s <= last; s++) {
      re.lastIndex = s;
      const m = re.exec(text);
      if (m === null || m[0].length === 0) continue;
      const rm = toMatch(rule, m, text);
      if (rm !== null) {
        out.push(rm);
        if (out.length >= MAX_MATCHES_PER_RULE) return out;
      }
      if (++guard > GUARD) return out;
      pos = m.index + m[0].length;
      s = pos - 1;
    }
  }
  return out;
}

/**
 * runRuleAt's matches (starts only inside `windows`), found by searching instead of trying each
 * start: for windows that together are long, a search step is far cheaper than a sticky attempt.
 */
export function runRuleWithin(rule: CompiledRule, text: string, windows: readonly number[]): RuleMatch[] {
  return windows.length === 0 ? [] : search(rule, text, windows[0] as number, windows);
}
