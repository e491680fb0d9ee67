// Shell rules are data, compiled the way the content scanner compiles its rules: RE2 syntax,
// bounded quantifiers only (checked by the scanner's own `assertSafePattern`), examples
// required, and a bad rule throws at load time instead of being skipped.
import { RE2JS } from "re2js";
import { assertSafePattern, expandInlineCase } from "../../scan/rules/rule";
import type { Intent } from "../types";

export interface ShellRuleSpec {
  /** `shell.<family>.<name>`; reported as the finding's rule_id. */
  id: string;
  description: string;
  taxonomy: string;
  decision: "block" | "audit";
  intent?: Intent;
  /**
   * Normalised executables the rule applies to (after unwrapping): the prefilter. Omit for
   * rules that read any command (env-var injection, device writes).
   */
  exe?: string[];
  /**
   * Read against one command's canonical text: `ASSIGNS [sudo] exe args >target`, with quotes
   * removed, variables propagated, wrappers unwrapped and data-only arguments (commit messages,
   * PR bodies, echo text) elided as `…`. Case-insensitive.
   */
  pattern: string;
  /**
   * Lowercase literals, one of which every match contains: the prefilter for rules without
   * `exe` (they would otherwise run on every command). A test checks soundness on the examples.
   */
  keywords?: string[];
  /** Short flags differ by case (`-R` vs `-r`, `-U` vs `--uts`): opt out of case-folding. */
  caseSensitive?: boolean;
  /** A match of `unless` on the same text vetoes the rule. */
  unless?: string;
  /** Full shell commands: each must (not) produce this rule's finding through analyzeShell. */
  mustMatch: string[];
  mustNotMatch: string[];
}

/** Either engine, behind one method: native when provably bounded, RE2 otherwise. */
export interface Matcher {
  test(s: string): boolean;
  engine: "native" | "re2";
}

export interface CompiledShellRule extends ShellRuleSpec {
  re: Matcher;
  unlessRe?: Matcher;
  exeSet?: ReadonlySet<string>;
}

/** RE2 has no backreferences or lookaround; refusing them here keeps load-time checks cheap. */
const NOT_RE2 = /\\[1-9]|\(\?<?[=!]|\(\?>|\\[bB]\{/;

/**
 * Every pattern is RE2 syntax (cheap syntactic check here; the rules test compiles each with
 * re2js, which is too slow to do for ~100 rules inside a Worker's startup budget). Patterns
 * that pass the scanner's bounded-shape check run natively (fast, provably bounded); the rest —
 * nested bounded repeats such as "up to 6 words" — run on re2js, linear by construction,
 * compiled on first use.
 */
export function compilePattern(id: string, p: string, caseSensitive = false): Matcher {
  const pattern = expandInlineCase(p);
  if (NOT_RE2.test(pattern)) throw new Error(`rule ${id}: pattern is not valid RE2 syntax (backreference or lookaround)`);
  let native: RegExp;
  try {
    native = new RegExp(pattern, caseSensitive ? "" : "i");
  } catch (e) {
    throw new Error(`rule ${id}: pattern is not valid RE2 syntax: ${(e as Error).message}`);
  }
  let bounded = true;
  try {
    assertSafePattern(id, pattern);
  } catch (e) {
    if (/unbounded|malformed/.test((e as Error).message)) throw e;
    bounded = false;
  }
  if (bounded) return { test: (s: string) => native.test(s), engine: "native" };
  let re2: RE2JS | undefined;
  return { test: (s: string) => (re2 ??= compileRe2(id, pattern, caseSensitive)).test(s), engine: "re2" };
}

/** Full RE2 compilation; the rules test runs it for every shipped pattern. */
export function compileRe2(id: string, pattern: string, caseSensitive = false): RE2JS {
  try {
    return RE2JS.compile(expandInlineCase(pattern), caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  } catch (e) {
    throw new Error(`rule ${id}: pattern is not valid RE2 syntax: ${(e as Error).message}`);
  }
}

const TAXONOMY = /^[a-z-]{3,40}\/[a-z0-9-]{3,60}\/[a-z0-9-]{3,80}$/;

export function compileShellRules(specs: readonly ShellRuleSpec[], known: Set<string> = new Set()): CompiledShellRule[] {
  return specs.map((s) => {
    if (!/^shell\.[a-z0-9][a-z0-9_.-]{2,80}$/.test(s.id)) throw new Error(`rule id '${s.id}' is malformed`);
    if (known.has(s.id)) throw new Error(`duplicate rule id '${s.id}'`);
    known.add(s.id);
    if (!TAXONOMY.test(s.taxonomy)) throw new Error(`rule ${s.id}: taxonomy '${s.taxonomy}' is malformed`);
    if (s.mustMatch.length === 0 || s.mustNotMatch.length === 0) throw new Error(`rule ${s.id}: mustMatch and mustNotMatch examples are required`);
    for (const k of s.keywords ?? []) if (k === "" || k !== k.toLowerCase()) throw new Error(`rule ${s.id}: keyword '${k}' must be non-empty lowercase`);
    const out: CompiledShellRule = { ...s, re: compilePattern(s.id, s.pattern, s.caseSensitive) };
    if (s.unless !== undefined) out.unlessRe = compilePattern(s.id, s.unless, s.caseSensitive);
    if (s.exe !== undefined) out.exeSet = new Set(s.exe);
    return out;
  });
}
