// `agent-shield hook install --mcp`: rewrites an agent's MCP server config so each stdio server
// runs through `agent-shield mcp-proxy`, and (with --disable) back. Pure: the CLI reads, shows the
// diff, asks, and writes. Remote servers (url / httpUrl / serverUrl) are left alone: they can be
// routed through the hosted gateway instead.
import type { AgentName } from "./types";

export interface McpConfigTarget {
  /** Relative to the project directory, or to the home directory when `home` is set. */
  path: string;
  home: boolean;
}

/** Where each agent keeps its MCP servers (JSON with an `mcpServers` object). Codex uses TOML: not rewritten. */
export function mcpConfigTarget(agent: AgentName): McpConfigTarget | null {
  switch (agent) {
    case "claude-code":
      return { path: ".mcp.json", home: false };
    case "cursor":
      return { path: ".cursor/mcp.json", home: false };
    case "gemini-cli":
      return { path: ".gemini/settings.json", home: false };
    case "windsurf":
      return { path: ".codeium/windsurf/mcp_config.json", home: true };
    case "codex":
      return null;
  }
}

export interface ProxyOptions {
  /** The program that runs the proxy, `agent-shield` unless installed elsewhere. */
  program: string;
  local: boolean;
  policyFile?: string;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function proxied(s: Json, program: string): boolean {
  return s.command === program && Array.isArray(s.args) && s.args[0] === "mcp-proxy";
}

/**
 * Returns the rewritten config and the names of the servers it changed. Throws when the file has
 * no understandable `mcpServers` object (refusing beats clobbering).
 */
export function routeThroughProxy(config: unknown, o: ProxyOptions, disable = false): { config: Json; changed: string[] } {
  if (!isObj(config)) throw new Error("the MCP config is not a JSON object");
  const out = structuredClone(config);
  if (out.mcpServers === undefined) return { config: out, changed: [] };
  if (!isObj(out.mcpServers)) throw new Error("`mcpServers` is not an object");
  const changed: string[] = [];
  for (const [name, value] of Object.entries(out.mcpServers)) {
    if (!isObj(value) || typeof value.command !== "string") continue;
    const args = Array.isArray(value.args) ? (value.args as unknown[]) : [];
    if (disable) {
      if (!proxied(value, o.program)) continue;
      const dash = args.indexOf("--");
      if (dash < 0 || typeof args[dash + 1] !== "string") continue;
      value.command = args[dash + 1];
      const rest = args.slice(dash + 2);
      if (rest.length) value.args = rest;
      else delete value.args;
      changed.push(name);
      continue;
    }
    if (proxied(value, o.program)) continue;
    value.args = ["mcp-proxy", "--server-id", name, ...(o.local ? ["--local"] : []), ...(o.local && o.policyFile ? ["--policy", o.policyFile] : []), "--", value.command, ...args];
    value.command = o.program;
    changed.push(name);
  }
  return { config: out, changed };
}

/** A line diff (longest common subsequence) of two texts, `-`/`+`/` ` prefixed, for the confirmation. */
export function lineDiff(before: string, after: string): string {
  const a = before.split("\n");
  const b = after.split("\n");
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(`  ${a[i]}`);
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out.join("\n");
}
