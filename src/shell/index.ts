// The shell-command analyzer: command string → allow / audit / block with findings.
// Pure, synchronous and runtime-neutral (workerd, Node, the CLI); never throws.
//
// Default decision: a command with no findings is ALLOWED here, unlike the seed's local
// gateway (default AUDIT). The service gates remote agents at volume, where an audit on every
// `ls` would bury the signal; instead the semantic layer audits whole tool families (network,
// cloud, secrets stores, databases, code execution). Anything we cannot parse or analyse whole
// is BLOCKED (fail closed), unless the tenant chose audit for that reason code (docs/SHELL.md).
import type { AnalyzeShellOptions, Ctx, ShellAnalysis, ShellFinding } from "./types";
import { parseCommand } from "./parse";
import { exact } from "./layers/exact";
import { structural } from "./layers/structural";
import { semantic } from "./layers/semantic";
import { dataflow } from "./layers/dataflow";
import { stateful } from "./layers/stateful";
import { obfuscation } from "./layers/obfuscation";
import { guardian } from "./layers/guardian";
import { effects } from "./layers/effects";
import { datalabel } from "./layers/datalabel";
import { protectedPaths } from "./layers/protected";
import { combine } from "./combine";
import { customRules, trustedHosts } from "./tenant";
import { addFinding } from "./layers/util";
import { analyzePowerShell, isPowerShellText, powershellScript } from "./powershell";

export type { ShellDecision, ShellFinding, ShellAnalysis, AnalyzeShellOptions, ShellDataLabel, ShellCustomRule } from "./types";
export { RULES as SHELL_RULES } from "./rules/index";

export { SHELL_TOOL_NAMES } from "./tool-names";

/**
 * What the analyzer could not read whole is judged by its worst reading: these reason codes
 * block, unless the tenant listed the code in `auditInstead` (then they audit).
 */
export const FAIL_CLOSED_RULES: readonly string[] = Object.freeze([
  "shell.engine.error",
  "shell.engine.invalid-input",
  "shell.parse.fallback",
  "shell.parse.truncated",
  "shell.guard.eval-unresolved",
  "shell.guard.source-substitution",
  "shell.obfus.decoded-exec-unresolved",
]);

const FAIL: ShellFinding = { layer: "engine", rule_id: "shell.engine.error", decision: "block", taxonomy: "governance-risk/analyzer/fail-closed", description: "analyzer error; failing closed" };

export function analyzeShell(command: string, opts: AnalyzeShellOptions = {}): ShellAnalysis {
  const o = opts ?? {};
  if (typeof command !== "string") return failClosed({ decision: "block", findings: [{ ...FAIL, rule_id: "shell.engine.invalid-input", description: "command is not a string; failing closed" }], intents: [], commands: [], parse: "fallback" }, o);
  try {
    return failClosed(analyze(command, o), o);
  } catch {
    return failClosed({ decision: "block", findings: [FAIL], intents: [], commands: [], parse: "fallback" }, o);
  }
}

/** Applies the tenant's choice to audit (not block) specific fail-closed codes. */
function failClosed(a: ShellAnalysis, opts: AnalyzeShellOptions): ShellAnalysis {
  const soften = new Set((opts.auditInstead ?? []).filter((r) => FAIL_CLOSED_RULES.includes(r)));
  if (soften.size === 0 || !a.findings.some((f) => soften.has(f.rule_id) && f.decision === "block")) return a;
  const findings = a.findings.map((f) => (soften.has(f.rule_id) && f.decision === "block" ? { ...f, decision: "audit" as const } : f));
  return { ...a, findings, decision: combine(findings) };
}

function analyze(command: string, opts: AnalyzeShellOptions): ShellAnalysis {
  const parsed = parseCommand(command);
  const ctx: Ctx = { parsed, opts, findings: [], intents: new Set(), cmdIntents: [] };
  // Fail closed: a command we could not parse, or could only read in part, blocks (what bash
  // runs of it is unknown); a tenant may choose audit for these codes (FAIL_CLOSED_RULES).
  // PowerShell is not bash: that the bash grammar rejects it says nothing, and the PowerShell
  // layer reads it by effect instead; it is still reviewed.
  if (parsed.parse === "fallback" && isPowerShellText(command))
    ctx.findings.push({ layer: "parse", rule_id: "shell.parse.powershell", decision: "audit", taxonomy: "governance-risk/analyzer/unparseable-command", description: "PowerShell text: judged by the PowerShell layer, not the bash grammar" });
  else if (parsed.parse === "fallback")
    ctx.findings.push({ layer: "parse", rule_id: "shell.parse.fallback", decision: "block", taxonomy: "governance-risk/analyzer/unparseable-command", description: `parser rejected the command (${parsed.parseErrors[0]?.slice(0, 40) ?? "error"}); failing closed` });
  if (parsed.truncated)
    ctx.findings.push({ layer: "parse", rule_id: "shell.parse.truncated", decision: "block", taxonomy: "governance-risk/analyzer/analysis-limit", description: "command exceeded analysis limits; only part of it could be analysed; failing closed" });
  // Each layer is isolated: one failing layer is an audit finding, the others still run.
  for (const [name, layer] of LAYERS) {
    try {
      layer(ctx);
    } catch {
      ctx.findings.push({ ...FAIL, layer: name, rule_id: `shell.engine.${name}-error` });
    }
  }
  // The tenant's layer last: its rules add findings, its trusted hosts relax destination-only ones.
  try {
    if (opts.customRules?.length) customRules(ctx, opts.customRules);
    if (opts.allowedHosts?.length) trustedHosts(ctx, opts.allowedHosts);
  } catch {
    ctx.findings.push({ ...FAIL, layer: "custom", rule_id: "shell.engine.custom-error" });
  }
  return {
    decision: combine(ctx.findings),
    findings: ctx.findings,
    intents: [...ctx.intents].sort(),
    commands: parsed.cmds.map((c) => c.exe).filter((e) => e !== ""),
    parse: parsed.parse,
  };
}

/** PowerShell scripts in the command (the whole line, or what `powershell`/`pwsh` is given), judged by effect. */
function powershell(ctx: Ctx): void {
  const scripts: string[] = [];
  if (isPowerShellText(ctx.parsed.source)) scripts.push(ctx.parsed.source);
  for (const c of ctx.parsed.cmds) {
    const s = powershellScript(c.exe, c.args);
    if (s !== undefined && s !== "") scripts.push(s);
    if (scripts.length >= 16) break;
  }
  for (const s of scripts)
    for (const f of analyzePowerShell(s)) {
      addFinding(ctx, { layer: "powershell", rule_id: f.rule_id, decision: f.decision, taxonomy: f.taxonomy, description: f.description });
      ctx.intents.add(f.intent);
    }
}

const LAYERS: [string, (ctx: Ctx) => void][] = [
  ["semantic", semantic],
  ["exact", (c) => exact(c)],
  ["structural", structural],
  ["dataflow", dataflow],
  ["stateful", stateful],
  ["obfuscation", obfuscation],
  ["effect", effects],
  ["guardian", guardian],
  ["datalabel", datalabel],
  ["protected", protectedPaths],
  ["powershell", powershell],
];
