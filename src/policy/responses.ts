// A gateway response withheld for carrying instructions aimed at the agent (seed 004 response
// scanning) is a refusal like any other: it gets a §12 decision record, so the §13.2 JSON-RPC error
// quotes a real decisionId with a documented reason code, for tools/call and resources/read alike.
import type { DecisionRecord } from "../schemas/shield";
import { type Effect, emit } from "./effects";
import { decisionEvents } from "./events";
import type { Reason } from "./reasons";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";

export interface WithheldResponse {
  /** "<server name>/<tool>" for tools/call, "<server name>/resources/read" for a resource. */
  toolName: string;
  agentKeyId: string | null;
  serverDigest: string | null;
  publisherId: string | null;
  /** The receipt's content hash: the record names what was withheld without holding it. */
  contentHash: string;
  scanId: string;
  /** The tools/call decision that let the call through, when there was one. */
  callDecisionId: string | null;
}

export function withholdResponse(state: TenantPolicyState, r: WithheldResponse, now: Date, ids: { decisionId: string }): { decision: DecisionRecord; refusal: Reason; effects: Effect[] } {
  const manifest = state.manifests.get(r.toolName) ?? null;
  const decision: DecisionRecord = {
    decision_id: ids.decisionId,
    created_at: iso(now),
    hypothetical: false,
    surface: "mcp",
    action: "deny",
    reason_code: "response_injection",
    mode: state.settings.mode,
    shield_disabled: state.settings.mode === "off",
    tool_name: r.toolName,
    http_method: null,
    http_route: null,
    capability_class: manifest?.capability_class ?? null,
    risk_tier: manifest?.risk_tier ?? null,
    taint_label: null,
    requires_approval: false,
    approval_request_id: null,
    agent_key_id: r.agentKeyId,
    server_digest: r.serverDigest,
    publisher_id: r.publisherId,
    args_hash: r.contentHash,
    is_mutation: false,
    error_type: "PolicyBlocked",
    http_status: 412,
    details: {
      enforced: true,
      approval_gating: state.settings.approvalGating,
      tripped: ["response_injection"],
      deployment_kind: state.deploymentKind,
      mediation: [{ code: "response_injection", detail: r.scanId }],
      scan_id: r.scanId,
      ...(r.callDecisionId ? { call_decision_id: r.callDecisionId } : {}),
    },
  };
  const refusal: Reason = { kind: "PolicyBlocked", decisionId: ids.decisionId, reasonCode: "response_injection", policy: "mediation" };
  return { decision, refusal, effects: [{ type: "record_decision", decision }, ...emit(decisionEvents(decision))] };
}
