// The hook's calls to the tenant's Shield: the scan (POST /v2/scan), the gate for MCP tool calls
// (POST /v1/shield/evaluate) and, afterwards, the record of what the hook did with each answer
// (POST /v2/receipts/{scan_id}/enforcement, POST /v1/shield/decisions/{id}/enforcement). Only
// `fetch`; the CLI decides when to call. Error messages name statuses, never upstream text.
import type { ScanLike } from "./decide";
import type { HookDecision, HookEvent } from "./types";

export interface ScanContextLike {
  source: string;
  direction: "inbound" | "outbound";
  tool?: string;
}

/** A scan as the hook uses it; `scanId` is the receipt's id when the service issued one. */
export type ScanAnswer = ScanLike & { scanId?: string };
export type Scanner = (content: string, context: ScanContextLike) => Promise<ScanAnswer>;
export type GateAnswer = HookDecision & { decisionId?: string };
export type Gate = (e: HookEvent) => Promise<GateAnswer>;

export class ShieldUnavailable extends Error {}

const base = (url: string) => url.replace(/\/+$/, "");

async function post(endpoint: string, key: string, body: unknown, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(endpoint, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (e) {
    const name = (e as Error).name;
    throw new ShieldUnavailable(name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : "Shield was unreachable");
  }
}

export function remoteScanner(url: string, key: string, timeoutMs: number): Scanner {
  const endpoint = `${base(url)}/v2/scan`;
  return async (content, context) => {
    const res = await post(endpoint, key, { content, context }, timeoutMs);
    if (!res.ok) throw new ShieldUnavailable(res.status === 401 || res.status === 403 ? `Shield refused the API key (${res.status})` : `Shield answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as (Partial<ScanLike> & { receipt?: { scan_id?: unknown } }) | null;
    if (!body || (body.verdict !== "clean" && body.verdict !== "suspicious" && body.verdict !== "malicious") || !Array.isArray(body.findings))
      throw new ShieldUnavailable("Shield's answer was not a scan response");
    const scanId = typeof body.receipt?.scan_id === "string" ? body.receipt.scan_id.slice(0, 64) : undefined;
    const scores = body.scores !== null && typeof body.scores === "object" ? body.scores : undefined;
    return { verdict: body.verdict, findings: body.findings, ...(scores ? { scores } : {}), ...(scanId ? { scanId } : {}) };
  };
}

/**
 * The Shield gate for an MCP tool call: 200 → no objection; 409 ApprovalRequired → ask (the agent's
 * user decides; the pending request id is named); any other §13 refusal (412/451: kill switch,
 * taint, trust, capability, policy) → deny with its type. Anything else is "Shield unavailable".
 */
export function remoteGate(url: string, key: string, timeoutMs: number): Gate {
  const endpoint = `${base(url)}/v1/shield/evaluate`;
  return async (e) => {
    const res = await post(endpoint, key, { surface: "mcp", toolName: (e.toolName ?? "tool").slice(0, 256), arguments: e.toolInput ?? {} }, timeoutMs);
    const body = (await res.json().catch(() => null)) as { data?: { decision?: { decision_id?: unknown } }; error?: { type?: unknown; approvalRequestId?: unknown; decisionId?: unknown } } | null;
    const idOf = (v: unknown) => (typeof v === "string" && v.length > 0 ? { decisionId: v.slice(0, 64) } : {});
    if (res.ok) return { decision: "allow", reason: "", ...idOf(body?.data?.decision?.decision_id) };
    const type = typeof body?.error?.type === "string" ? body.error.type.slice(0, 64) : "";
    const decisionId = idOf(body?.error?.decisionId);
    if (res.status === 409 && type === "ApprovalRequired") {
      const id = typeof body?.error?.approvalRequestId === "string" ? ` (request ${body.error.approvalRequestId.slice(0, 64)})` : "";
      return { decision: "ask", reason: `Shield requires human approval for this tool call${id}. Approve only if you expected it.`, basis: `gate: approval required${id}`, mustAsk: true, ...decisionId };
    }
    // A kill switch is a refusal whatever status carries it.
    if (((res.status === 412 || res.status === 451) && type !== "") || type.startsWith("KillSwitch"))
      return { decision: "deny", reason: `Shield refused this tool call (${type}). Do not retry it; tell the user it was refused and why.`, ...decisionId };
    throw new ShieldUnavailable(res.status === 401 || res.status === 403 ? `Shield refused the API key (${res.status})` : `Shield answered ${res.status}`);
  };
}

export type EnforcementAction = "proceed" | "proceed_with_flag" | "block";

/** What the hook did: a deny blocks; an allow with anything to say, or an ask handed to the user, is flagged. */
export function enforcementAction(d: HookDecision): EnforcementAction {
  if (d.decision === "deny") return "block";
  if (d.decision === "ask" || d.note || d.context) return "proceed_with_flag";
  return "proceed";
}

export interface EnforcementTargets {
  scanIds: string[];
  decisionId?: string;
}

/**
 * Records the action against every receipt and gate decision it was based on. Best effort and
 * bounded: the agent already has its answer, and a record that cannot be made must not change it.
 * Returns how many records the service accepted.
 */
export async function recordEnforcement(url: string, key: string, targets: EnforcementTargets, d: HookDecision, actor: string, timeoutMs: number): Promise<number> {
  const action = enforcementAction(d);
  const reason = (d.decision === "allow" ? (d.context ?? d.note ?? "") : d.reason).slice(0, 2000);
  const body = { action, actor: actor.slice(0, 256), ...(reason ? { reason } : {}) };
  const endpoints = [
    ...[...new Set(targets.scanIds)].map((id) => `${base(url)}/v2/receipts/${encodeURIComponent(id)}/enforcement`),
    ...(targets.decisionId ? [`${base(url)}/v1/shield/decisions/${encodeURIComponent(targets.decisionId)}/enforcement`] : []),
  ];
  const results = await Promise.allSettled(endpoints.map((ep) => post(ep, key, body, timeoutMs)));
  return results.filter((r) => r.status === "fulfilled" && r.value.status === 201).length;
}
