// Applying the community pack to a scan, and shadow-matching candidates. Pure: the pack comes in
// as data (the hosted path loads it from the CommonsAuthority on every scan), content never
// leaves this function except as spans and redacted previews.
import { makeUnit, type TextUnit } from "../scan/engine";
import { toOriginal } from "../scan/normalize";
import { preview } from "../scan/redact";
import { runRule, type CompiledRule } from "../scan/rules/rule";
import { SCAN_CLASSES, type Finding, type ScanClass, type ScanContext, type ScanPolicy, type ScanResult, type Verdict } from "../scan/types";
import { decideVerdict, noisyOr, thresholdsFor } from "../scan/verdict";
import type { PackPattern } from "./schema";
import { compilePattern } from "./validate";

/** A compiled community pack: its public version and the approved patterns. */
export interface CommonsPack {
  version: number;
  rules: readonly CompiledRule[];
}

export type CommonsApplyMode = "observe" | "enforce";

/** A finding from the community pack; `observe_only` ones are reported but do not count. */
export type CommonsFinding = Finding & { observe_only?: true };

const MAX_COMMONS_FINDINGS = 20;

// Compiled regexes are cached by pattern id: a pattern's rule never changes after submission,
// so this caches code, not state. Which patterns apply is decided per scan by the authority.
const compiled = new Map<string, { key: string; rule: CompiledRule }>();
const MAX_COMPILED = 2000;

export function compilePack(version: number, patterns: readonly PackPattern[]): CommonsPack {
  const rules: CompiledRule[] = [];
  for (const p of patterns) {
    const key = JSON.stringify([p.class, p.keywords, p.pattern, p.caseInsensitive ?? false, p.view ?? "original", p.confidence]);
    let hit = compiled.get(p.id);
    if (hit === undefined || hit.key !== key) {
      try {
        hit = { key, rule: compilePattern(p) };
      } catch {
        continue; // validated at submission; a pattern that no longer compiles is not applied
      }
      if (compiled.size >= MAX_COMPILED) compiled.clear();
      compiled.set(p.id, hit);
    }
    rules.push(hit.rule);
  }
  return { version, rules };
}

/** `heuristic-1.1.0+commons.7` (enforce) or `heuristic-1.1.0+commons.7.observe`: names the rules behind the result. */
export function commonsEngineVersion(base: string, packVersion: number, mode: CommonsApplyMode): string {
  return `${base}+commons.${packVersion}${mode === "observe" ? ".observe" : ""}`;
}

interface Hit {
  rule: CompiledRule;
  start: number;
  end: number;
  value: string;
}

function prefiltered(rule: CompiledRule, unit: TextUnit, lower: string): boolean {
  return rule.keywords.length === 0 || rule.keywords.some((k) => unit.folded.text.includes(k) || lower.includes(k));
}

function matchAll(rules: readonly CompiledRule[], content: string): Hit[] {
  if (rules.length === 0) return [];
  const unit = makeUnit(content);
  const lower = content.toLowerCase();
  const out: Hit[] = [];
  for (const rule of rules) {
    if (!prefiltered(rule, unit, lower)) continue;
    const folded = rule.view === "folded";
    for (const m of runRule(rule, folded ? unit.folded.text : content)) {
      const span = folded ? toOriginal(unit.folded, m.start, m.end) : { start: m.start, end: m.end };
      out.push({ rule, ...span, value: content.slice(span.start, span.end) });
    }
  }
  return out;
}

/** Which candidate patterns match: ids only, never content, spans or counts of the text. */
export function shadowMatch(rules: readonly CompiledRule[], content: string): string[] {
  const ids = new Set<string>();
  for (const h of matchAll(rules, content)) ids.add(h.rule.id.replace(/^commons\./, ""));
  return [...ids];
}

const RANK: Record<Verdict, number> = { clean: 0, suspicious: 1, malicious: 2 };

/**
 * Merges the pack's findings into a scan result. In enforce, each matching pattern raises its
 * class by noisy-OR with its confidence (once per pattern), and the verdict is the stronger of
 * the engine's and the one the raised scores give under the tenant's thresholds. In observe,
 * findings are reported with `observe_only` and the verdict and scores stay the engine's.
 * Either way the engine version names the pack.
 */
export function applyPack(
  result: ScanResult,
  pack: CommonsPack,
  content: string,
  mode: CommonsApplyMode,
  opts: { policy?: ScanPolicy; context?: Pick<ScanContext, "direction"> } = {},
): ScanResult {
  const engine = { ...result.engine, version: commonsEngineVersion(result.engine.version, pack.version, mode) };
  const hits = matchAll(pack.rules, content);
  if (hits.length === 0) return { ...result, engine };

  const best = new Map<string, Hit>();
  const findings: CommonsFinding[] = [];
  for (const h of hits) {
    if (!best.has(h.rule.id)) best.set(h.rule.id, h);
    if (findings.length >= MAX_COMMONS_FINDINGS) continue;
    findings.push({
      class: h.rule.class,
      rule_id: h.rule.id,
      span: { start: h.start, end: h.end },
      confidence: Math.round(h.rule.confidence * 1000) / 1000,
      preview: preview(h.rule.class, h.value, h.rule.id),
      ...(mode === "observe" ? { observe_only: true as const } : {}),
    });
  }
  const merged = [...result.findings, ...findings];
  if (mode === "observe") return { ...result, findings: merged, engine };

  const scores = { ...result.scores };
  const per: Partial<Record<ScanClass, number[]>> = {};
  for (const h of best.values()) (per[h.rule.class] ??= []).push(h.rule.confidence);
  for (const cls of SCAN_CLASSES) {
    const cs = per[cls];
    if (cs === undefined) continue;
    scores[cls] = Math.min(0.9999, Math.round(noisyOr([scores[cls], ...cs]) * 10000) / 10000);
  }
  const outboundSensitive = opts.context?.direction === "outbound" && (per.secrets !== undefined || per.pii !== undefined);
  const raised = decideVerdict(scores, thresholdsFor(opts.policy), outboundSensitive);
  const verdict = RANK[raised] > RANK[result.verdict] ? raised : result.verdict;
  return { verdict, scores, findings: merged, engine };
}
