// `agent-shield mcp-proxy [--server-id ID] [--local [--policy FILE]] [--url URL] [--forward URL]
// -- <command> [args…]`: starts the local stdio MCP server as a child (the SDK's
// StdioClientTransport) and serves the agent on our own stdio (StdioServerTransport), with
// createProxyServer in between. Remote (default) asks the tenant's Shield; --local decides from
// the policy file and writes the signed local audit log. Anything it cannot check is refused.
import { optionValue } from "../util/argv";
import { createHash } from "node:crypto";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { forwardAudit } from "../audit/forward";
import { appendAudit, configDir } from "../audit/log";
import { recordEnforcement, remoteGate, remoteScanner, ShieldUnavailable } from "../hooks/remote";
import { scanContent, ENGINE } from "../scan/index";
import { killSwitchFor, loadLocalPolicy, loadPins, PolicyFileError, pinsFile, savePins } from "./local-state";
import { createProxyServer, DENIED, type GateResult, type ProxyRecord } from "./proxy";

const USAGE = `usage: agent-shield mcp-proxy [--server-id ID] [--local [--policy FILE]] [--url URL] [--timeout-ms N] [--forward URL] -- <command> [args...]
Runs <command> as a stdio MCP server and serves it on this process's stdio, scanned and gated.
Remote (default): $AGENT_SHIELD_URL (or --url) with $AGENT_SHIELD_API_KEY. --local: the policy file
(kill_switches, deny_tools, scan_policy; re-read on every call) and the signed local audit log.`;

interface ProxyArgs {
  serverId?: string;
  local: boolean;
  policyFile?: string;
  url?: string;
  forward?: string;
  timeoutMs: number;
  command: string;
  args: string[];
}

function parse(argv: string[]): ProxyArgs | string {
  const dash = argv.indexOf("--");
  const opts = dash >= 0 ? argv.slice(0, dash) : argv;
  const cmd = dash >= 0 ? argv.slice(dash + 1) : [];
  const a: Partial<ProxyArgs> = { local: false, timeoutMs: 5000 };
  for (let i = 0; i < opts.length; i++) {
    const k = opts[i]!;
    const value = () => optionValue(opts, ++i, k);
    if (k === "--server-id") a.serverId = value();
    else if (k === "--local") a.local = true;
    else if (k === "--policy") a.policyFile = value();
    else if (k === "--url") a.url = value();
    else if (k === "--forward") a.forward = value();
    else if (k === "--timeout-ms") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1 || n > 600_000) return "--timeout-ms must be an integer between 1 and 600000";
      a.timeoutMs = n;
    } else if (k === "--help" || k === "-h") return "";
    else return `unknown option: ${k}`;
  }
  if (cmd.length === 0) return "the server command goes after --";
  if (a.policyFile && !a.local) return "--policy is for --local mode";
  return { ...(a as ProxyArgs), command: cmd[0]!, args: cmd.slice(1) };
}

/** A stable id for an unnamed server: its command line, so pins survive restarts. */
function defaultServerId(command: string, args: string[]): string {
  const h = createHash("sha256").update(JSON.stringify([command, ...args])).digest("hex").slice(0, 10);
  return `${path.basename(command).replace(/[^A-Za-z0-9._-]/g, "_")}-${h}`;
}

export async function runProxyCli(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  let a: ProxyArgs | string;
  try {
    a = parse(argv);
  } catch (e) {
    a = (e as Error).message;
  }
  if (typeof a === "string") {
    process.stderr.write(`${a ? `agent-shield: ${a}\n` : ""}${USAGE}\n`);
    return a ? 64 : 0;
  }
  const args = a;
  const serverId = (args.serverId ?? defaultServerId(args.command, args.args)).slice(0, 128);
  const dir = configDir(env);
  const report = (line: string) => void process.stderr.write(`${line}\n`);
  const url = args.url ?? env.AGENT_SHIELD_URL;
  const key = env.AGENT_SHIELD_API_KEY;
  if (!args.local && (!url || !key)) {
    report("agent-shield: mcp-proxy needs AGENT_SHIELD_URL (or --url) and AGENT_SHIELD_API_KEY, or --local");
    return 64;
  }
  if (args.local) {
    // Refuse to start on a policy file that cannot be used, rather than run unguarded.
    try {
      loadLocalPolicy(args.policyFile);
    } catch (e) {
      report(`agent-shield: ${(e as Error).message}`);
      return 64;
    }
  }

  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && k !== "AGENT_SHIELD_API_KEY") childEnv[k] = v;
  const upstream = new Client({ name: "agent-shield-proxy", version: ENGINE.version });
  try {
    await upstream.connect(new StdioClientTransport({ command: args.command, args: args.args, env: childEnv, stderr: "inherit" }));
  } catch {
    report(`agent-shield: could not start or initialise the MCP server (${path.basename(args.command)})`);
    return 70;
  }

  const gateRemote = url && key ? remoteGate(url, key, args.timeoutMs) : undefined;
  const scanRemote = url && key ? remoteScanner(url, key, args.timeoutMs) : undefined;

  const gate = async (tool: string, toolArgs: Record<string, unknown>): Promise<GateResult> => {
    if (args.local) {
      let p;
      try {
        p = loadLocalPolicy(args.policyFile);
      } catch (e) {
        return { allow: false, type: "ShieldUnavailable", message: `Agent-Shield could not read its local policy (${e instanceof PolicyFileError ? e.message : "error"}); the call is refused.` };
      }
      const ks = killSwitchFor(p, serverId, tool);
      if (ks) return { allow: false, type: "KillSwitchActive", message: `A kill switch stops ${tool} on ${serverId}. Do not retry it; tell the user.` };
      if (p.deny_tools.includes(tool)) return { allow: false, type: "PolicyBlocked", message: `The local policy denies ${tool}. Do not retry it.` };
      return { allow: true };
    }
    try {
      const d = await gateRemote!({ kind: "mcp", event: "tools/call", toolName: `${serverId}/${tool}`, toolInput: toolArgs });
      if (d.decision === "allow") return { allow: true, ...(d.decisionId ? { decisionId: d.decisionId } : {}) };
      return { allow: false, type: d.decision === "ask" ? "ApprovalRequired" : "PolicyBlocked", message: d.reason, ...(d.decisionId ? { decisionId: d.decisionId } : {}) };
    } catch (e) {
      return { allow: false, type: "ShieldUnavailable", message: `Agent-Shield could not check this call (${e instanceof ShieldUnavailable ? e.message : "error"}); it is refused. Retry later.` };
    }
  };

  const scanInbound = async (text: string, tool: string) => {
    const context = { source: "tool_output" as const, direction: "inbound" as const, tool: `${serverId}/${tool}`.slice(0, 256) };
    if (args.local) {
      const policy = (() => {
        try {
          return loadLocalPolicy(args.policyFile).scan_policy;
        } catch {
          return undefined;
        }
      })();
      return scanContent({ content: text, context }, policy);
    }
    try {
      return await scanRemote!(text, context);
    } catch (e) {
      throw new McpError(DENIED, `Agent-Shield could not check this result (${e instanceof ShieldUnavailable ? e.message : "error"}); it is withheld.`, { type: "ShieldUnavailable" });
    }
  };

  const record = async (r: ProxyRecord) => {
    if (args.local) {
      try {
        const { decisionId: _d, scanId: _s, ...rest } = r;
        appendAudit(dir, { kind: "proxy", server_id: serverId, ...rest, rules: r.rules.slice(0, 20) });
        if (args.forward && key) await forwardAudit(dir, args.forward, key, 2000);
      } catch (e) {
        report(`agent-shield: the local audit log could not be written (${(e as Error).message.slice(0, 120)})`);
      }
      return;
    }
    if (url && key && (r.scanId || r.decisionId)) {
      const d = r.action === "block" ? { decision: "deny" as const, reason: `${r.event} ${r.decision}` } : { decision: "allow" as const, reason: "", ...(r.action === "proceed_with_flag" ? { note: `${r.event} ${r.decision}` } : {}) };
      await recordEnforcement(url, key, { scanIds: r.scanId ? [r.scanId] : [], ...(r.decisionId ? { decisionId: r.decisionId } : {}) }, d, `agent-shield-proxy/${serverId}`, 2000);
    }
  };

  const file = pinsFile(dir, serverId);
  const server = createProxyServer({
    serverId,
    upstream,
    pins: { load: () => loadPins(file), save: (p) => savePins(file, p) },
    gate,
    scanInbound,
    ...(args.local ? { scanPolicy: () => { try { return loadLocalPolicy(args.policyFile).scan_policy; } catch { return undefined; } } } : {}),
    record,
    report,
  });

  return new Promise<number>((resolve) => {
    let done = false;
    const finish = (code: number) => {
      if (done) return;
      done = true;
      void Promise.allSettled([server.close(), upstream.close()]).then(() => resolve(code));
    };
    upstream.onclose = () => finish(0);
    server.onclose = () => finish(0);
    server.connect(new StdioServerTransport()).catch(() => finish(70));
  });
}
