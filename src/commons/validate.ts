// Validation of a candidate community pattern, before anyone sees it: it must compile on the
// linear-time engine, have no shape that would backtrack catastrophically on an engine that
// does, pass its own examples, and stay under a false-positive budget on a benign reference set.
// Pure: no Workers APIs; the benign set is passed in.
import { RE2JS } from "re2js";
import { makeUnit } from "../scan/engine";
import { assertSafePattern, compileRules, expandInlineCase, runRule, type CompiledRule } from "../scan/rules/rule";
import type { PackPattern, PatternSubmission, ValidationReport } from "./schema";

/** At most this share of benign texts may match (0.5%). */
export const FP_BUDGET = 0.005;

type Check = ValidationReport["checks"][number];

/** Compiles a pattern in the engine's own format; throws with the engine's message on a bad rule. */
export function compilePattern(p: PackPattern): CompiledRule {
  const ruleId = `commons.${p.id}`;
  const [rule] = compileRules(
    [
      {
        id: ruleId,
        class: p.class,
        description: "community pattern",
        keywords: p.keywords,
        pattern: p.pattern,
        ...(p.caseInsensitive !== undefined ? { caseInsensitive: p.caseInsensitive } : {}),
        ...(p.view !== undefined ? { view: p.view } : {}),
        confidence: p.confidence,
        // compileRules insists on examples; they were checked at submission, not needed here.
        mustMatch: ["-"],
        mustNotMatch: ["-"],
      },
    ],
    new Set(),
  );
  return rule as CompiledRule;
}

/** Matches the way the engine would: keyword prefilter on the folded/lowercased text, then the rule on its view. */
export function ruleMatches(rule: CompiledRule, text: string, unit = makeUnit(text)): boolean {
  if (rule.keywords.length > 0) {
    const folded = unit.folded.text;
    const lower = text.toLowerCase();
    if (!rule.keywords.some((k) => folded.includes(k) || lower.includes(k))) return false;
  }
  return runRule(rule, rule.view === "folded" ? unit.folded.text : text).length > 0;
}

/** Shapes a backtracking engine could explode on, beyond the engine's own bounded-quantifier rule. */
function structuralHazard(pattern: string): string | null {
  // Escapes and character classes are single atoms for this purpose.
  const atoms = pattern.replace(/\\./g, "x").replace(/\[(?:\\.|[^\]])*\]/g, "x");
  // A quantified group whose body is itself quantified, or alternates over identical branches.
  if (/\((?:\?:)?[^()]*[+*}][^()]*\)\s*(?:[+*]|\{\d+,\d*\})/.test(atoms)) return "a quantified group contains a quantifier (nested repetition, e.g. (a+)+)";
  if (/\((?:\?:)?([^()|]+)\|\1\)\s*[+*{]/.test(atoms)) return "a quantified alternation with identical branches (e.g. (a|a)*)";
  if (/\\[1-9]/.test(pattern)) return "backreferences are not supported (not linear-time)";
  if (/\(\?<?[=!]/.test(pattern)) return "lookaround assertions are not supported (not linear-time)";
  return null;
}

export function validateCandidate(sub: PatternSubmission, benign: readonly (readonly [string, string])[], budget = FP_BUDGET): ValidationReport {
  const checks: Check[] = [];
  const fp = { hits: 0, total: benign.length, rate: 0, budget };
  const done = (): ValidationReport => ({ ok: checks.every((c) => c.ok), checks, false_positives: fp });
  const pattern = expandInlineCase(sub.rule.pattern);

  const hazard = structuralHazard(pattern);
  let linear: string | null = hazard;
  if (linear === null) {
    try {
      assertSafePattern("candidate", pattern);
    } catch (e) {
      linear = (e as Error).message.replace(/^rule candidate: /, "");
    }
  }
  checks.push({ check: "linear_time", ok: linear === null, detail: linear ?? "bounded quantifiers only, no nested repetition, backreferences or lookaround" });

  let syntax: string | null = null;
  try {
    RE2JS.compile(pattern, sub.rule.caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (e) {
    syntax = `not valid RE2 syntax: ${String((e as Error).message).slice(0, 200)}`;
  }
  if (syntax === null) {
    try {
      new RegExp(pattern, "g");
    } catch (e) {
      syntax = `not valid ECMAScript syntax: ${String((e as Error).message).slice(0, 200)}`;
    }
  }
  checks.push({ check: "syntax", ok: syntax === null, detail: syntax ?? "compiles on RE2 (re2js) and ECMAScript" });
  if (syntax !== null || linear !== null) return done();

  const rule = compilePattern({ id: "candidate", class: sub.class, ...sub.rule });
  const empty = runRule(rule, "").length > 0 || new RegExp(pattern, sub.rule.caseInsensitive ? "i" : "").test("");
  checks.push({ check: "non_empty_match", ok: !empty, detail: empty ? "the pattern matches the empty string, so it would match every text" : "does not match the empty string" });

  const missingKw = sub.rule.keywords.length === 0 ? [] : sub.rule.mustMatch.map((t, i) => [t, i] as const).filter(([t]) => !sub.rule.keywords.some((k) => t.toLowerCase().includes(k) || makeUnit(t).folded.text.includes(k)));
  checks.push({
    check: "keywords",
    ok: missingKw.length === 0,
    detail: missingKw.length === 0 ? "every must-match example contains a keyword" : `must-match examples ${missingKw.map(([, i]) => i).join(", ")} contain none of the keywords, so the prefilter would skip them`,
  });

  const misses = sub.rule.mustMatch.map((t, i) => [i, ruleMatches(rule, t)] as const).filter(([, m]) => !m).map(([i]) => i);
  checks.push({ check: "must_match", ok: misses.length === 0, detail: misses.length === 0 ? `all ${sub.rule.mustMatch.length} must-match examples match` : `must-match examples ${misses.join(", ")} do not match` });
  const wrong = sub.rule.mustNotMatch.map((t, i) => [i, ruleMatches(rule, t)] as const).filter(([, m]) => m).map(([i]) => i);
  checks.push({ check: "must_not_match", ok: wrong.length === 0, detail: wrong.length === 0 ? `none of the ${sub.rule.mustNotMatch.length} must-not-match examples match` : `must-not-match examples ${wrong.join(", ")} match` });
  if (empty) return done();

  const hitIds: string[] = [];
  for (const [id, text] of benign) {
    if (ruleMatches(rule, text)) {
      fp.hits++;
      if (hitIds.length < 5) hitIds.push(id);
    }
  }
  fp.rate = benign.length === 0 ? 0 : Math.round((fp.hits / benign.length) * 100000) / 100000;
  const within = fp.rate <= budget;
  checks.push({
    check: "false_positives",
    ok: within,
    detail: within
      ? `${fp.hits} of ${fp.total} benign reference texts match (${(fp.rate * 100).toFixed(2)}%, budget ${(budget * 100).toFixed(2)}%)`
      : `${fp.hits} of ${fp.total} benign reference texts match (${(fp.rate * 100).toFixed(2)}%), over the ${(budget * 100).toFixed(2)}% budget; e.g. ${hitIds.join(", ")}`,
  });
  return done();
}
