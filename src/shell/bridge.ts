// Shell commands through the scan protocol (issue 7): when `context.tool` names a shell tool and
// the content goes *out* to it, the content is a command, so the shell analyzer judges it and
// its decision raises the protocol verdict (block → malicious, audit → suspicious). The five
// class scores stay the content scanner's, raised only where a shell finding maps to a class.
// Pure and runtime-neutral, like the analyzer and the scanner it joins. The mapping and its
// reasons are in docs/DECISIONS.md ("Shell commands through /v2/scan").
import { analyzeShell } from "./index";
import { isShellTool } from "./tool-names";
import type { AnalyzeShellOptions, ShellAnalysis, ShellDecision, ShellFinding } from "./types";
import type { Finding, ScanClass, ScanContext, ScanPolicy, ScanResult, Scores, Verdict } from "../scan/types";
import { thresholdsFor } from "../scan/verdict";

export { isShellTool };

/**
 * Outbound content to a shell tool is a command about to run. Inbound content from a shell tool
 * is its *output* (a file listing, a log), which is prose or data, not a command: only the
 * content scanner reads that.
 */
export function shellApplies(context: Pick<ScanContext, "tool" | "direction"> | undefined): boolean {
  return context?.direction === "outbound" && isShellTool(context.tool);
}

/** Which protocol class a shell finding is reported under, by its taxonomy category. */
export const SHELL_CLASS_BY_CATEGORY: Readonly<Record<string, ScanClass>> = Object.freeze({
  "credential-exposure": "secrets",
  "data-exfiltration": "ssrf",
  reconnaissance: "ssrf",
  "destructive-ops": "prompt_injection",
  "privilege-escalation": "prompt_injection",
  "unauthorized-execution": "prompt_injection",
  persistence: "prompt_injection",
  "supply-chain": "prompt_injection",
  "governance-risk": "prompt_injection",
});

/** Confidence given to a shell finding: a block is a deterministic rule hit. */
const CONFIDENCE: Record<Exclude<ShellDecision, "allow">, number> = { block: 0.99, audit: 0.6 };
const MAX_SHELL_FINDINGS = 20;
const RANK: Record<Verdict, number> = { clean: 0, suspicious: 1, malicious: 2 };
const FROM_SHELL: Record<ShellDecision, Verdict> = { allow: "clean", audit: "suspicious", block: "malicious" };
/** Content classes whose suspicious band still raises a command's verdict (see the decision record). */
const CONTENT_SUSPICIOUS_CLASSES: readonly ScanClass[] = ["secrets", "ssrf", "known_bad_url"];

export function shellClassFor(f: Pick<ShellFinding, "layer" | "taxonomy">): ScanClass {
  if (f.layer === "datalabel") return "pii";
  const cat = f.taxonomy.split("/")[0] ?? "";
  return SHELL_CLASS_BY_CATEGORY[cat] ?? "prompt_injection";
}

/** `shell.<layer>.<rule>`: the analyzer's id (`shell.cred.ssh-key-read`) with its layer in front. */
export function shellRuleId(f: Pick<ShellFinding, "layer" | "rule_id">): string {
  const rest = f.rule_id.startsWith("shell.") ? f.rule_id.slice(6) : f.rule_id;
  return rest.startsWith(`${f.layer}.`) ? `shell.${rest}` : `shell.${f.layer}.${rest}`;
}

/**
 * The tenant's settings as analyzer options: protected paths, fail-closed codes to audit, its own
 * shell rules, its trusted domains as trusted destinations, and its data labels (a labelled term
 * in a command is judged like in any other content).
 */
export function shellOptionsFromPolicy(policy: ScanPolicy | undefined): AnalyzeShellOptions {
  if (policy === undefined) return {};
  const out: AnalyzeShellOptions = {};
  if (policy.shell?.protected_paths?.length) out.protectedPaths = [...policy.shell.protected_paths];
  if (policy.shell?.audit_instead?.length) out.auditInstead = [...policy.shell.audit_instead];
  if (policy.shell?.rules?.length) out.customRules = policy.shell.rules.map((r) => ({ id: r.id, description: r.description, decision: r.decision, pattern: r.pattern, ...(r.exe ? { exe: [...r.exe] } : {}) }));
  // The tenant's trusted domains are trusted destinations for commands too.
  if (policy.allow_domains?.length) out.allowedHosts = [...policy.allow_domains];
  const labels = (policy.data_labels ?? []).flatMap((l) => [
    ...(l.terms?.length ? [{ name: l.id, patterns: [...l.terms] }] : []),
    ...(l.patterns?.length ? [{ name: l.id, patterns: [...l.patterns], regex: true }] : []),
  ]);
  if (labels.length > 0) out.dataLabels = labels;
  return out;
}

/** The analysis's audit and block findings that the tenant has not disabled (by either rule id form). */
export function keptShellFindings(analysis: ShellAnalysis, policy: ScanPolicy | undefined): ShellFinding[] {
  const disabled = new Set(policy?.disabled_rules ?? []);
  return analysis.findings.filter((f) => f.decision !== "allow" && !disabled.has(f.rule_id) && !disabled.has(shellRuleId(f)));
}

/** A shell tool call's command from its arguments: `command` as a string, or an argv joined by spaces. */
export function shellCommandOf(args: unknown): string | null {
  const raw = args !== null && typeof args === "object" ? (args as { command?: unknown }).command : undefined;
  if (typeof raw === "string") return raw;
  return Array.isArray(raw) && raw.every((a) => typeof a === "string") ? raw.join(" ") : null;
}

export interface ShellScanOptions {
  policy?: ScanPolicy;
  /** An analysis already made (the hook CLI analyses once and reports both). */
  analysis?: ShellAnalysis;
}

export interface ShellCombined {
  result: ScanResult;
  /** The analysis, after the tenant's `disabled_rules`; absent when the context is not a shell command. */
  shell?: { decision: ShellDecision; findings: ShellFinding[]; intents: string[]; commands: string[] };
}

/**
 * Joins the content scanner's result with the shell analyzer's decision for a shell command.
 * Returns the content result unchanged when the context is not an outbound shell-tool call.
 */
export function combineShellScan(content: string, context: ScanContext, scanned: ScanResult, opts: ShellScanOptions = {}): ShellCombined {
  if (!shellApplies(context)) return { result: scanned };
  const analysis = opts.analysis ?? analyzeShell(content, shellOptionsFromPolicy(opts.policy));
  // Blocks first: the findings list explains the verdict, strongest reason on top.
  const kept = keptShellFindings(analysis, opts.policy).sort((a, b) => (b.decision === "block" ? 1 : 0) - (a.decision === "block" ? 1 : 0));
  let decision: ShellDecision = "allow";
  for (const f of kept) if (f.decision === "block" || (f.decision === "audit" && decision === "allow")) decision = f.decision;

  const scores: Scores = { ...scanned.scores };
  const shellFindings: Finding[] = [];
  const seen = new Set<string>();
  for (const f of kept) {
    const cls = shellClassFor(f);
    const confidence = CONFIDENCE[f.decision as "block" | "audit"];
    scores[cls] = Math.max(scores[cls], confidence);
    const rule_id = shellRuleId(f);
    if (seen.has(rule_id) || shellFindings.length >= MAX_SHELL_FINDINGS) continue;
    seen.add(rule_id);
    const span = f.span && f.span.start >= 0 && f.span.end <= content.length && f.span.start <= f.span.end ? { start: f.span.start, end: f.span.end } : { start: 0, end: content.length };
    // The preview is the analyzer's redacted description, never command text (commands carry secrets).
    shellFindings.push({ class: cls, rule_id, span, confidence, preview: clip(f.description) });
  }

  const verdict = maxVerdict(FROM_SHELL[decision], contentVerdict(scanned, opts.policy));
  return {
    result: { verdict, scores, findings: [...shellFindings, ...scanned.findings], engine: scanned.engine },
    shell: { decision, findings: kept, intents: analysis.intents, commands: analysis.commands },
  };
}

/**
 * What the content scanner alone contributes to a command's verdict: its malicious verdict, or a
 * suspicious band from a class that means the same in a command as in prose (a credential literal,
 * an internal or known-bad URL). Its prompt-injection and PII suspicious bands are tuned for prose
 * and trip on file names and addresses in commands; the analyzer's own layers judge those.
 */
function contentVerdict(r: ScanResult, policy: ScanPolicy | undefined): Verdict {
  if (r.verdict === "malicious") return "malicious";
  const t = thresholdsFor(policy);
  if (r.verdict === "suspicious" && CONTENT_SUSPICIOUS_CLASSES.some((c) => r.scores[c] > 0 && r.scores[c] >= t[c].suspicious)) return "suspicious";
  return "clean";
}

function maxVerdict(a: Verdict, b: Verdict): Verdict {
  return RANK[a] >= RANK[b] ? a : b;
}

function clip(s: string): string {
  const t = s.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(/\s+/g, " ").trim();
  return t.length > 80 ? `${t.slice(0, 79)}…` : t;
}
