// The MCP gateway (/mcp/servers/{serverId}): to the agent it is the upstream server; every
// tools/list is scanned and pinned, every tools/call is gated and its arguments checked, every
// response is scanned — with the tenant's mode deciding whether findings hide/refuse or report.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import type { AuthContext } from "../../auth/context";
import { callFromInput, type MediationFinding } from "../../policy/index";
import { ENGINE } from "../../scan/index";
import { steeringFindings } from "../../scan/verdict";
import { TAINT_LABELS, type Mode, type TaintLabel } from "../../schemas/shield";
import type { ManagedServer } from "../../schemas/shield-ops";
import type { GatewayPolicy } from "../../schemas/gateway";
import { gatewayEvaluateForTenant, gatewayWithholdForTenant, hashArguments, tenantShield } from "../../services/gate.service";
import { recordOwnEnforcement, type EnforcementAction } from "../../services/decision-enforcement.service";
import { AppError } from "../../errors/reasons";
import { JSONRPC_DENIED, toJsonRpcError } from "../../policy/reasons";
import { scanForTenant } from "../../services/scan.service";
import { recordEnforcement } from "../../services/receipts.service";
import { sha256Hex } from "../../util/hash";
import { ShieldRefusal } from "../tool-kit";
import { checkConfigFileGuard, checkValueLimits, scanArguments } from "./arguments";
import { findingPaths, inspectResource, inspectTool, pinnedShape, type UpstreamResource, type UpstreamTool } from "./inspect";
import { responseText } from "./responses";
import { connectUpstream } from "./upstream";

export interface GatewayContext {
  env: Env;
  auth: AuthContext;
  server: ManagedServer;
  policy: GatewayPolicy;
  mode: Mode;
  allowLoopbackHttp: boolean;
}

const MAX_TOOL_PAGES = 10;
/** How a caller labels a call's provenance on MCP (seed §5: the label is the caller's). */
export const TAINT_META_KEY = "agent-shield/taint";

const upstreamFailed = () => new McpError(-32603, "The upstream MCP server failed or did not answer in time");

/** An unreachable authority refuses the call (fail closed), with the recorded event's id. */
function unavailableAsRefusal(err: unknown): never {
  if (err instanceof AppError && err.reason.kind === "RateLimited") {
    throw new McpError(-32000, err.reason.message ?? "Too many requests", { type: "RateLimited", retryAfterSeconds: err.reason.retryAfterSeconds, ...(err.reason.limit !== undefined ? { limit: err.reason.limit } : {}) });
  }
  if (err instanceof AppError && err.reason.kind === "ShieldUnavailable") {
    const eventId = err.reason.eventId;
    throw new McpError(JSONRPC_DENIED, "The action gate could not be reached; treat the action as not permitted and retry later", { type: "ShieldUnavailable", ...(eventId ? { eventId } : {}) });
  }
  throw err;
}

export function createGatewayServer(g: GatewayContext): Server {
  const shield = tenantShield(g.env, g.auth.tenantId);
  let upstream: Promise<Client> | null = null;
  const client = () => (upstream ??= connectUpstream(g.server.endpoint_url, g.allowLoopbackHttp, ENGINE.version));
  const guard = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
    try {
      return await fn(await client());
    } catch (err) {
      if (err instanceof McpError) {
        // An upstream JSON-RPC error: pass its code, not its text (which is upstream-controlled).
        throw new McpError(err.code === -32602 ? -32602 : -32603, err.code === -32602 ? "The upstream server rejected the request" : "The upstream MCP server failed");
      }
      throw upstreamFailed();
    }
  };

  /** tools/list: scan, pin, and in enforce mode hide what is poisoned or changed. */
  async function listTools(): Promise<Tool[]> {
    const tools: UpstreamTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const res = await guard((c) => c.listTools(cursor ? { cursor } : undefined));
      tools.push(...(res.tools as UpstreamTool[]));
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    const inspections = tools.map((t, i) => inspectTool(t, i));
    const observed = await Promise.all(
      tools.map(async (t, i) => {
        const { poisoned, rules } = inspections[i]!;
        return { name: t.name, hash: await sha256Hex(pinnedShape(t)), poisoned, rules };
      }),
    );
    const { status, mode } = await shield.gatewayObserve(g.auth.tenantId, g.server.id, observed);
    const out: Tool[] = [];
    tools.forEach((t, i) => {
      const o = observed[i]!;
      const flags = [...(o.poisoned ? ["poisoned"] : []), ...(status[t.name] === "changed" ? ["changed"] : [])];
      if (flags.length && mode === "enforce") return; // hidden
      const fields = o.poisoned ? findingPaths(inspections[i]!) : [];
      out.push(flags.length ? ({ ...t, _meta: { ...((t._meta as object) ?? {}), "agent-shield/flags": flags, "agent-shield/rules": o.rules, ...(fields.length ? { "agent-shield/fields": fields } : {}) } } as Tool) : (t as Tool));
    });
    return out;
  }

  async function callTool(name: string, rawArgs: Record<string, unknown> | undefined, meta: Record<string, unknown> | undefined): Promise<CallToolResult> {
    const { approval_token, ...args } = rawArgs ?? {};
    const label = meta?.[TAINT_META_KEY];
    const taintLabel = typeof label === "string" && (TAINT_LABELS as readonly string[]).includes(label) ? (label as TaintLabel) : undefined;

    const mediation: MediationFinding[] = [];
    for (const v of [...checkValueLimits(name, args, g.policy.value_limits), ...checkConfigFileGuard(name, args)]) {
      mediation.push(v.kind === "value_limit" ? { code: "argument_value_limit", detail: v.argument } : { code: "config_file_guard", detail: v.kind === "config_file_write" ? v.target : "" });
    }
    const outbound = scanArguments(name, args, g.auth.scanPolicy?.policy);
    if (outbound.violation?.kind === "content") mediation.push({ code: "argument_content_blocked", detail: outbound.violation.rules.slice(0, 5).join(",") });

    const call = callFromInput(
      {
        surface: "mcp",
        toolName: `${g.server.name}/${name}`,
        agentKeyId: g.auth.keyId,
        serverDigest: g.server.digest,
        publisherId: g.server.publisher_id,
        ...(taintLabel ? { taintLabel } : {}),
        isMutation: true,
      },
      {
        argsHash: await hashArguments(args),
        approvalTokenHash: typeof approval_token === "string" ? await sha256Hex(approval_token) : null,
        mediation,
      },
    );
    const ask = () => gatewayEvaluateForTenant(g.env, g.auth, g.server.id, name, call, args).catch(unavailableAsRefusal);
    let verdict = await ask();
    if (!verdict.pinned) {
      // Never listed through the gateway: look at its definition first, so it is pinned and judged.
      await listTools();
      verdict = await ask();
    }
    const decisionId = verdict.decision.decision_id;
    const actor = `agent-shield-gateway:${g.server.name}`;
    // Conformance level 3 for the gate: what the gateway did with the decision, beside it.
    const enforced = (action: EnforcementAction, reason: string) => recordOwnEnforcement(g.env, g.auth, decisionId, action, actor, reason);
    if (verdict.refusal) {
      await enforced("block", `call refused (${verdict.refusal.reasonCode})`);
      throw new ShieldRefusal(verdict.refusal);
    }
    const wouldHave = verdict.decision.details.would_have;

    try {
      const result = (await guard((c) => c.callTool({ name, arguments: args }, undefined, { timeout: 15_000 }))) as CallToolResult;
      const screened = await screenResponse(result, name, decisionId);
      const flagged = Boolean(wouldHave) || screened._meta?.["agent-shield/flagged"] === true;
      await enforced(flagged ? "proceed_with_flag" : "proceed", wouldHave ? `forwarded; enforcement would have refused (${wouldHave.reason_code})` : flagged ? "forwarded with a flagged response" : "forwarded");
      return screened;
    } catch (err) {
      if (err instanceof McpError && err.code === JSONRPC_DENIED) await enforced("block", "response withheld");
      else await enforced("proceed", "forwarded; the upstream failed");
      throw err;
    }
  }

  /** Response scanning: the tenant's policy decides between refusing and passing with a flag. */
  async function screenResponse<T extends Record<string, unknown>>(result: T, tool: string, decisionId: string | null): Promise<T> {
    const text = responseText(result);
    if (!text) return result;
    const scan = await scanForTenant(g.env, g.auth, { content: text, context: { source: "tool_output", direction: "inbound", tool } });
    const receipt = { scan_id: scan.receipt.scan_id, verdict: scan.verdict, scores: scan.scores };
    const actor = `agent-shield-gateway:${g.server.name}`;
    // Conformance level 3 as a property: what the gateway did with the verdict sits beside the receipt.
    const enforce = (action: "proceed" | "proceed_with_flag" | "block", reason: string) =>
      recordEnforcement(g.env, g.auth, scan.receipt.scan_id, { action, actor, reason }).catch((err) => console.error(JSON.stringify({ level: "error", what: "gateway enforcement record failed", name: (err as Error)?.name })));
    // Withheld for what it would make the agent do, not for data it holds: a credential or personal
    // data in a read file is passed flagged, and is judged again if it leaves in arguments.
    const steers = scan.verdict === "malicious" && steeringFindings(scan.findings, scan.scores).length > 0;
    if (steers) {
      const action = g.policy.response_policy === "block" && g.mode === "enforce" ? "blocked" : "flagged";
      if (action === "flagged") await shield.reportGatewayResponse(g.auth.tenantId, { server_id: g.server.id, tool_name: tool, scan_id: scan.receipt.scan_id, verdict: scan.verdict, action });
      await enforce(action === "blocked" ? "block" : "proceed_with_flag", action === "blocked" ? `response withheld (${tool})` : `response passed with a flag (${tool})`);
      if (action === "blocked") {
        // §13.2: a withheld response is a recorded refusal with its own decision, tools/call or resources/read.
        const refusal = await gatewayWithholdForTenant(g.env, g.auth, g.server.id, {
          toolName: `${g.server.name}/${tool}`,
          agentKeyId: g.auth.keyId,
          serverDigest: g.server.digest,
          publisherId: g.server.publisher_id,
          contentHash: scan.receipt.content_hash,
          scanId: scan.receipt.scan_id,
          callDecisionId: decisionId,
        }).catch(unavailableAsRefusal);
        await recordOwnEnforcement(g.env, g.auth, refusal.decisionId, "block", actor, `response withheld (${tool})`);
        const rpc = toJsonRpcError(refusal);
        throw new McpError(rpc.code, rpc.message, { ...rpc.data, scanId: scan.receipt.scan_id });
      }
    }
    const flagged = scan.verdict !== "clean";
    if (!steers) await enforce(flagged ? "proceed_with_flag" : "proceed", `response forwarded (${tool})`);
    return { ...result, _meta: { ...((result._meta as object) ?? {}), "agent-shield/receipt": receipt, ...(flagged ? { "agent-shield/flagged": true } : {}), ...(decisionId ? { "agent-shield/decisionId": decisionId } : {}) } };
  }

  const server = new Server(
    { name: `agent-shield-gateway:${g.server.name}`, version: ENGINE.version },
    { capabilities: { tools: { listChanged: false }, resources: {} }, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await listTools() }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => callTool(req.params.name, req.params.arguments, req.params._meta as Record<string, unknown> | undefined));
  server.setRequestHandler(ListResourcesRequestSchema, async (req) => flagResources(await guard((c) => c.listResources(req.params))));
  server.setRequestHandler(ReadResourceRequestSchema, async (req) => screenResponse(await guard((c) => c.readResource(req.params)), "resources/read", null));
  return server;
}

/** resources/list: the same definition scan as tools/list; poisoned entries are flagged, never hidden. */
function flagResources<T extends { resources: UpstreamResource[] }>(res: T): T {
  const resources = res.resources.map((r, i) => {
    const insp = inspectResource(r, i);
    if (!insp.poisoned) return r;
    return { ...r, _meta: { ...((r._meta as object) ?? {}), "agent-shield/flags": ["poisoned"], "agent-shield/rules": insp.rules, "agent-shield/fields": findingPaths(insp) } };
  });
  return { ...res, resources };
}

/** For the anonymous handshake (initialize, ping): same identity and capabilities, no handlers. */
export function createHandshakeServer(): Server {
  return new Server(
    { name: "agent-shield-gateway", version: ENGINE.version },
    { capabilities: { tools: { listChanged: false }, resources: {} }, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
}
