// What the agent-SDK integrations ask the service: scan a text (POST /v2/scan) and gate a tool call
// (POST /v1/shield/evaluate). Only fetch, injectable, so the middlewares run in Node, edge runtimes
// and tests alike. Unreachable or refusing service → the caller's failure mode (closed by default).
import type { ScanLike } from "../hooks/decide";

export interface ShieldConnection {
  /** The deployment's base URL, e.g. http://127.0.0.1:8787 for `npm run dev`. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** What happens when the service cannot answer: "closed" (default) treats it as a block. */
  failMode?: "open" | "closed";
}

export interface ScanContextInput {
  source: "web" | "file" | "tool_output" | "user_message" | "agent_message" | "email";
  direction: "inbound" | "outbound";
  tool?: string;
}

export type ShieldScan = ScanLike & { scanId?: string; unavailable?: boolean };

export interface GateAnswer {
  allow: boolean;
  /** §13 type of a refusal (KillSwitchActive, ApprovalRequired, …) or ShieldUnavailable. */
  type?: string;
  decisionId?: string;
}

async function post(c: ShieldConnection, path: string, body: unknown): Promise<Response> {
  return (c.fetch ?? fetch)(`${c.baseUrl.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${c.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
  });
}

/** A failed scan reads as malicious when failing closed: unscanned content is not trusted. */
function unavailable(c: ShieldConnection): ShieldScan {
  return c.failMode === "open" ? { verdict: "clean", findings: [], unavailable: true } : { verdict: "malicious", findings: [{ class: "unavailable", rule_id: "shield.unavailable" }], unavailable: true };
}

export async function scanText(c: ShieldConnection, content: string, context: ScanContextInput): Promise<ShieldScan> {
  let res: Response;
  try {
    res = await post(c, "/v2/scan", { content, context: { ...context, ...(context.tool ? { tool: context.tool.slice(0, 256) } : {}) } });
  } catch {
    return unavailable(c);
  }
  const body = (await res.json().catch(() => null)) as (ScanLike & { receipt?: { scan_id?: string } }) | null;
  if (!res.ok || !body || !Array.isArray(body.findings)) return unavailable(c);
  return { verdict: body.verdict, findings: body.findings, ...(body.receipt?.scan_id ? { scanId: body.receipt.scan_id } : {}) };
}

export async function gateToolCall(c: ShieldConnection, toolName: string, args: unknown): Promise<GateAnswer> {
  let res: Response;
  try {
    res = await post(c, "/v1/shield/evaluate", { surface: "mcp", toolName: toolName.slice(0, 256), arguments: args ?? {} });
  } catch {
    return c.failMode === "open" ? { allow: true } : { allow: false, type: "ShieldUnavailable" };
  }
  const body = (await res.json().catch(() => null)) as { data?: { decision?: { decision_id?: string } }; error?: { type?: string; decisionId?: string } } | null;
  if (res.ok) return { allow: true, ...(body?.data?.decision?.decision_id ? { decisionId: body.data.decision.decision_id } : {}) };
  const type = typeof body?.error?.type === "string" ? body.error.type : undefined;
  // §13 refusals carry their type; anything else (auth, 5xx) is the service being unavailable.
  if (type && [409, 412, 451].includes(res.status)) return { allow: false, type, ...(body?.error?.decisionId ? { decisionId: body.error.decisionId } : {}) };
  return c.failMode === "open" ? { allow: true } : { allow: false, type: "ShieldUnavailable" };
}

/** Tool arguments as the model wrote them (a JSON string in both SDKs). */
export function parseArgs(input: string): unknown {
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return { raw: input };
  }
}

export function refusalText(toolName: string, g: GateAnswer): string {
  return `Agent-Shield refused the call to ${toolName} (${g.type ?? "policy"}). Do not retry it; tell the user it was refused and why.`;
}
