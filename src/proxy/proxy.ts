// The stdio MCP proxy: to the agent it is the local server; to the local server it is the agent.
// tools/list: every definition scanned (the gateway's inspect) and pinned (the gateway's pin
// rules); poisoned or changed tools are hidden and reported. tools/call: kill switches, denied
// tools and the gate (local policy file, or the tenant's Shield), arguments scanned on the way
// out; the result scanned on the way in (injections withheld, suspicious results flagged).
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { sha256Hex } from "../audit/chain";
import { decideInbound } from "../hooks/inbound";
import type { ScanLike } from "../hooks/decide";
import { checkConfigFileGuard, scanArguments } from "../mcp/gateway/arguments";
import { findingPaths, inspectTool, pinnedShape, type UpstreamTool } from "../mcp/gateway/inspect";
import { observeTools, type ToolPin } from "../policy/pins";
import { responseText } from "../mcp/gateway/responses";
import { ENGINE } from "../scan/index";
import type { ScanPolicy } from "../scan/types";

/** -32003: the code the gateway uses for a refused call (seed 004), so clients see one vocabulary. */
export const DENIED = -32003;

export interface GateResult {
  allow: boolean;
  /** §13 type (KillSwitchActive, PolicyBlocked…) when refused. */
  type?: string;
  message?: string;
  decisionId?: string;
}

export interface ProxyRecord {
  event: "tools/list" | "tools/call" | "response";
  tool?: string;
  decision: string;
  action: "proceed" | "proceed_with_flag" | "block";
  verdict?: ScanLike["verdict"];
  rules: string[];
  content_sha256?: string;
  decisionId?: string;
  scanId?: string;
}

export interface ProxyDeps {
  serverId: string;
  upstream: Client;
  pins: { load(): Map<string, ToolPin>; save(p: Map<string, ToolPin>): void };
  /** Kill switches, denied tools, the Shield: asked before every call, after the argument scan. */
  gate(tool: string, args: Record<string, unknown>): Promise<GateResult>;
  /** Inbound scan of a result's text (local scanner or POST /v2/scan). */
  scanInbound(text: string, tool: string): Promise<ScanLike & { scanId?: string }>;
  /** The scan policy for the outbound argument scan (the local policy file's), read per call. */
  scanPolicy?(): ScanPolicy | undefined;
  record(r: ProxyRecord): void | Promise<void>;
  report(line: string): void;
  now?: () => Date;
}

const MAX_TOOL_PAGES = 10;

function refuse(message: string, data: Record<string, unknown>): McpError {
  return new McpError(DENIED, message, data);
}

export function createProxyServer(d: ProxyDeps): Server {
  const hidden = new Map<string, string[]>();
  let listed = false;
  const now = d.now ?? (() => new Date());

  async function listTools(): Promise<Tool[]> {
    const tools: UpstreamTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const res = await d.upstream.listTools(cursor ? { cursor } : undefined);
      tools.push(...(res.tools as UpstreamTool[]));
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    const inspections = tools.map((t, i) => inspectTool(t, i));
    const observed = tools.map((t, i) => ({ name: t.name, hash: sha256Hex(pinnedShape(t)), poisoned: inspections[i]!.poisoned, rules: inspections[i]!.rules }));
    const pins = d.pins.load();
    const o = observeTools(d.serverId, pins, observed, now().toISOString());
    if (o.writes.length) {
      for (const w of o.writes) pins.set(w.tool_name, w);
      d.pins.save(pins);
    }
    hidden.clear();
    listed = true;
    const out: Tool[] = [];
    for (const [i, t] of tools.entries()) {
      const seen = observed[i]!;
      const flags = [...(seen.poisoned ? ["poisoned"] : []), ...(o.status[t.name] === "changed" ? ["changed"] : [])];
      if (flags.length === 0) {
        out.push(t as Tool);
        continue;
      }
      hidden.set(t.name, flags);
      // Reported every listing while it lasts; the pin keeps the first definition until re-pinned.
      const fields = seen.poisoned ? findingPaths(inspections[i]!) : [];
      d.report(`agent-shield mcp-proxy: hid tool ${JSON.stringify(t.name)} of ${d.serverId} (${flags.join(", ")}${seen.rules.length ? `; ${seen.rules.slice(0, 5).join(",")}` : ""}${fields.length ? `; at ${fields.slice(0, 3).join(", ")}` : ""})`);
      await d.record({ event: "tools/list", tool: t.name, decision: flags.includes("changed") ? "hidden_changed" : "hidden_poisoned", action: "block", verdict: inspections[i]!.verdict, rules: flags.includes("changed") ? ["proxy.tool.definition-changed", ...seen.rules] : seen.rules, content_sha256: seen.hash });
    }
    return out;
  }

  async function callTool(name: string, rawArgs: Record<string, unknown> | undefined): Promise<CallToolResult> {
    const args = rawArgs ?? {};
    const argsHash = sha256Hex(JSON.stringify(args));
    // A call before any listing (clients may cache tool lists): inspect and pin first.
    if (!listed) {
      try {
        await listTools();
      } catch {
        throw refuse("Agent-Shield could not inspect this server's tool definitions, so the call is refused. Retry later.", { type: "ShieldUnavailable" });
      }
    }
    const flags = hidden.get(name);
    if (flags) {
      await d.record({ event: "tools/call", tool: name, decision: "deny", action: "block", rules: [`proxy.tool.${flags[0]}`], content_sha256: argsHash });
      throw refuse(`Agent-Shield hid this tool (${flags.join(", ")}); it cannot be called until its definition is reviewed.`, { type: "ToolHidden", flags });
    }
    const guard = checkConfigFileGuard(name, args);
    const scanned = scanArguments(name, args, d.scanPolicy?.());
    const violation = scanned.violation !== null;
    const argRules = [...new Set(scanned.findings.map((f) => f.rule_id))];
    if (guard.length || violation) {
      const rules = guard.length ? ["gateway.config-file-guard", ...argRules] : argRules;
      await d.record({ event: "tools/call", tool: name, decision: "deny", action: "block", verdict: scanned.verdict, rules, content_sha256: argsHash });
      throw refuse(`Agent-Shield refused this call: its arguments ${guard.length ? "write an agent's own configuration" : `were flagged (${rules.slice(0, 3).join(", ")})`}. Do not retry it.`, { type: "PolicyBlocked", rules: rules.slice(0, 5) });
    }
    const g = await d.gate(name, args);
    if (!g.allow) {
      await d.record({ event: "tools/call", tool: name, decision: "deny", action: "block", rules: [g.type ?? "gate"], content_sha256: argsHash, ...(g.decisionId ? { decisionId: g.decisionId } : {}) });
      throw refuse(g.message ?? `Agent-Shield refused this call (${g.type ?? "policy"}). Do not retry it.`, { type: g.type ?? "PolicyBlocked", ...(g.decisionId ? { decisionId: g.decisionId } : {}) });
    }
    await d.record({ event: "tools/call", tool: name, decision: "allow", action: scanned.verdict === "clean" ? "proceed" : "proceed_with_flag", verdict: scanned.verdict, rules: argRules, content_sha256: argsHash, ...(g.decisionId ? { decisionId: g.decisionId } : {}) });
    const result = (await d.upstream.callTool({ name, arguments: args })) as CallToolResult;
    return screen(result, name);
  }

  /** The result on its way to the model: withheld on an injection, flagged when suspicious. */
  async function screen<T extends Record<string, unknown>>(result: T, tool: string, asError = false): Promise<T | CallToolResult> {
    const text = responseText(result);
    if (!text) return result;
    const r = await d.scanInbound(text, tool);
    const decision = decideInbound(r, { kind: "output", source: "tool_output" });
    const rules = [...new Set(r.findings.map((f) => f.rule_id))];
    const base = { event: "response" as const, tool, verdict: r.verdict, rules, content_sha256: sha256Hex(text), ...(r.scanId ? { scanId: r.scanId } : {}) };
    if (decision.decision === "deny") {
      await d.record({ ...base, decision: "withheld", action: "block" });
      d.report(`agent-shield mcp-proxy: withheld a ${tool} result from ${d.serverId} (${rules.slice(0, 5).join(",")})`);
      // resources/read and prompts/get have no error-result shape: the refusal is the JSON-RPC error.
      if (asError) throw refuse(decision.reason, { type: "PolicyBlocked", reasonCode: "response_injection", rules: rules.slice(0, 10) });
      return { isError: true, content: [{ type: "text", text: decision.reason }], _meta: { "agent-shield/withheld": true, "agent-shield/rules": rules.slice(0, 10) } };
    }
    if (decision.context) {
      await d.record({ ...base, decision: "flagged", action: "proceed_with_flag" });
      const content = Array.isArray(result.content) ? [{ type: "text", text: decision.context }, ...(result.content as unknown[])] : result.content;
      return { ...result, ...(content !== undefined ? { content } : {}), _meta: { ...((result._meta as object) ?? {}), "agent-shield/flagged": true, "agent-shield/rules": rules.slice(0, 10) } };
    }
    await d.record({ ...base, decision: "allow", action: "proceed" });
    return result;
  }

  const caps = d.upstream.getServerCapabilities() ?? {};
  const server = new Server(
    { name: `agent-shield-proxy:${d.serverId}`, version: ENGINE.version },
    { capabilities: { tools: { listChanged: false }, ...(caps.resources ? { resources: {} } : {}), ...(caps.prompts ? { prompts: {} } : {}) } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await listTools() }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => (await callTool(req.params.name, req.params.arguments)) as CallToolResult);
  if (caps.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, async (req) => d.upstream.listResources(req.params));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async (req) => d.upstream.listResourceTemplates(req.params));
    server.setRequestHandler(ReadResourceRequestSchema, async (req) => (await screen(await d.upstream.readResource(req.params), "resources/read", true)) as never);
  }
  if (caps.prompts) {
    server.setRequestHandler(ListPromptsRequestSchema, async (req) => d.upstream.listPrompts(req.params));
    server.setRequestHandler(GetPromptRequestSchema, async (req) => (await screen(await d.upstream.getPrompt(req.params), "prompts/get", true)) as never);
  }
  return server;
}
