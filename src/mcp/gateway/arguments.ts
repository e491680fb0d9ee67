// tools/call argument rules beyond the gate (seed 004: value limits, config-file guard) and the
// outbound content scan of arguments (secrets and PII leaving, SSRF in URLs).
import { scanContent } from "../../scan/index";
import type { Finding, ScanContext, ScanPolicy, Verdict } from "../../scan/types";
import { combineShellScan, isShellTool, shellCommandOf } from "../../shell/bridge";

export interface ValueLimit {
  tool: string;
  /** Dotted path into the arguments, e.g. "amount" or "transfer.count". */
  argument: string;
  min?: number;
  max?: number;
}

export type ArgumentViolation =
  | { kind: "value_limit"; argument: string; limit: { min?: number; max?: number } }
  | { kind: "config_file_write"; target: string }
  | { kind: "content"; verdict: Verdict; rules: string[] };

function at(args: unknown, path: string): unknown {
  let node = args;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function checkValueLimits(tool: string, args: unknown, limits: readonly ValueLimit[]): ArgumentViolation[] {
  const out: ArgumentViolation[] = [];
  for (const l of limits) {
    if (l.tool !== tool) continue;
    const raw = at(args, l.argument);
    if (raw === undefined) continue;
    const v = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
    // A value that is not a number where a limit applies is refused: "ten thousand" must not pass.
    if (!Number.isFinite(v) || (l.min !== undefined && v < l.min) || (l.max !== undefined && v > l.max)) {
      out.push({ kind: "value_limit", argument: l.argument, limit: { ...(l.min !== undefined ? { min: l.min } : {}), ...(l.max !== undefined ? { max: l.max } : {}) } });
    }
  }
  return out;
}

/** Agents' own MCP and hook configuration: writing them is how a tool would take over its host. */
const AGENT_CONFIG = [
  /(^|[\\/])\.mcp\.json$/i,
  /(^|[\\/])\.claude[\\/](settings(\.local)?\.json|hooks[\\/])/i,
  /(^|[\\/])claude_desktop_config\.json$/i,
  /(^|[\\/])\.cursor[\\/](mcp|hooks)\.json$/i,
  /(^|[\\/])\.codeium[\\/]windsurf[\\/]mcp_config\.json$/i,
  /(^|[\\/])\.windsurf[\\/]hooks\.json$/i,
  /(^|[\\/])\.codex[\\/](config\.toml|hooks\.json)$/i,
  /(^|[\\/])\.gemini[\\/]settings\.json$/i,
  /(^|[\\/])\.vscode[\\/]mcp\.json$/i,
  /(^|[\\/])\.agentshield[\\/]/i,
];
const WRITE_VERBS = /(write|edit|create|save|put|append|update|move|rename|copy|delete|remove|patch|replace|upload)/i;

function strings(node: unknown, out: string[], depth = 0): string[] {
  if (depth > 16) return out;
  if (typeof node === "string") out.push(node);
  else if (Array.isArray(node)) for (const n of node) strings(n, out, depth + 1);
  else if (node !== null && typeof node === "object") for (const v of Object.values(node)) strings(v, out, depth + 1);
  return out;
}

export function checkConfigFileGuard(tool: string, args: unknown): ArgumentViolation[] {
  if (!WRITE_VERBS.test(tool)) return [];
  for (const s of strings(args, [])) {
    const trimmed = s.trim();
    if (trimmed.length < 512 && AGENT_CONFIG.some((re) => re.test(trimmed))) return [{ kind: "config_file_write", target: trimmed.replace(/^.*[\\/]/, "") }];
  }
  return [];
}

const RANK: Record<Verdict, number> = { clean: 0, suspicious: 1, malicious: 2 };

/**
 * Scans what the call sends out: the arguments' text, as outbound agent content for this tool,
 * under the tenant's scan policy; a shell tool's command also goes through the shell analyzer
 * with the tenant's shell settings (as on /v2/scan and the gate).
 */
export function scanArguments(tool: string, args: unknown, policy?: ScanPolicy): { verdict: Verdict; findings: Finding[]; violation: ArgumentViolation | null } {
  const text = strings(args, []).join("\n");
  if (text === "") return { verdict: "clean", findings: [], violation: null };
  const context: ScanContext = { source: "agent_message", direction: "outbound", tool };
  const r = scanContent({ content: text, context }, policy);
  let verdict = r.verdict;
  let findings = r.findings;
  const command = isShellTool(tool) ? shellCommandOf(args) : null;
  if (command !== null) {
    const shell = combineShellScan(command, context, scanContent({ content: command, context }, policy), policy ? { policy } : {}).result;
    if (RANK[shell.verdict] > RANK[verdict]) verdict = shell.verdict;
    findings = [...shell.findings.filter((f) => f.rule_id.startsWith("shell.")), ...findings];
  }
  return {
    verdict,
    findings,
    violation: verdict === "malicious" ? { kind: "content", verdict, rules: [...new Set(findings.map((f) => f.rule_id))] } : null,
  };
}
