// Turns a verdict into the §12 decision record, the refusal to return, and the effects to persist.
// Recording is unconditional (§12): every non-hypothetical evaluation yields a record_decision.
import type { ApprovalRequestRecord, DecisionDetails, DecisionRecord } from "../schemas/shield";
import { approvalConsumedEvent, approvalExpiredEvent, consumeApproval, expireApproval, newApprovalRequest } from "./approvals";
import type { CheckContext } from "./checks";
import { type Effect, emit } from "./effects";
import type { ApprovalStep, EvaluateOptions, Verdict } from "./evaluate";
import { approvalRequestedEvent, decisionEvents } from "./events";
import { type Finding, type Reason, actionFor, toHttpError, withDecisionId } from "./reasons";
import { iso } from "./time";

export interface Evaluation {
  decision: DecisionRecord;
  /** Present when the caller must be refused; map it with toHttpError / toJsonRpcError. */
  refusal: Reason | null;
  /** Empty when hypothetical. Persist all of them in one transaction, in order. */
  effects: Effect[];
  /** The call needed a new approval request but its agent key already holds the maximum open. */
  approvalQueueFull?: { limit: number };
}

export function finishEvaluation(ctx: CheckContext, v: Verdict, opts: EvaluateOptions): Evaluation {
  const { call, state, now, manifest } = ctx;
  const at = iso(now);
  const decisionId = opts.ids.decisionId;
  const live = !opts.hypothetical;
  const token = v.approval?.token ?? null;
  const tokenCheck = token !== null && token !== "ignored" ? token : null;
  const raisesRequest = v.enforced && v.refusal?.kind === "ApprovalRequired" && manifest !== null;
  const redeems = v.enforced && v.action === "allow" && tokenCheck?.status === "valid";
  // Withdraw a token the moment it is found expired, so the record shows `expired` without
  // waiting for the sweep. Only when acted on: observe and hypothetical leave state alone.
  const expires = v.enforced && tokenCheck?.status === "expired" && tokenCheck.request.state === "approved";

  // Flooding: the same proposal again (agent, tool, arguments) is the same open request, and an
  // agent key may hold at most MAX_OPEN_APPROVALS_PER_AGENT open requests at once.
  const duplicate = raisesRequest && live ? openRequestFor(state, call) : null;
  const queueFull = raisesRequest && live && duplicate === null && openRequestCount(state, call.agentKeyId) >= MAX_OPEN_APPROVALS_PER_AGENT;
  const createsRequest = raisesRequest && live && duplicate === null && !queueFull;
  const approvalRequestId = raisesRequest && live ? (duplicate?.id ?? (createsRequest ? opts.ids.approvalRequestId : null)) : redeems ? (tokenCheck?.request.id ?? null) : null;
  const violationId = opts.ids.violationId ?? `vio_${decisionId}`;
  const refusal = v.refusal && v.enforced ? finalize(v.refusal, decisionId, approvalRequestId, violationId) : null;
  const http = refusal ? toHttpError(refusal) : null;

  const killSwitch = v.tripped.find((f) => f.kind === "KillSwitchActive");
  const sandbox = v.tripped.find((f) => f.kind === "SandboxViolation");
  const details: DecisionDetails = {
    enforced: v.enforced,
    approval_gating: state.settings.approvalGating,
    tripped: v.tripped.map((f) => f.reasonCode),
    deployment_kind: state.deploymentKind,
    ...(v.wouldHave ? { would_have: wouldHave(v.wouldHave, decisionId) } : {}),
    ...(killSwitch?.kind === "KillSwitchActive" ? { kill_switch_id: killSwitch.killSwitchId } : {}),
    ...(sandbox?.kind === "SandboxViolation" ? { violation_id: violationId, sandbox_violations: sandbox.breaches } : {}),
    ...(call.approvalTokenHash !== null ? tokenDetails(token, redeems && live) : {}),
    ...(call.mediation?.length ? { mediation: call.mediation.map((m) => ({ code: m.code, detail: m.detail })) } : {}),
  };

  const decision: DecisionRecord = {
    decision_id: decisionId,
    created_at: at,
    hypothetical: opts.hypothetical,
    surface: call.surface,
    action: v.action,
    reason_code: v.reasonCode,
    mode: state.settings.mode,
    shield_disabled: state.settings.mode === "off",
    tool_name: call.toolName,
    http_method: call.httpMethod,
    http_route: call.httpRoute,
    capability_class: manifest?.capability_class ?? null,
    risk_tier: manifest?.risk_tier ?? null,
    taint_label: call.taintLabel,
    requires_approval: manifest?.requires_approval ?? false,
    approval_request_id: approvalRequestId,
    agent_key_id: call.agentKeyId,
    server_digest: call.serverDigest,
    publisher_id: call.publisherId,
    args_hash: call.argsHash,
    is_mutation: call.isMutation,
    error_type: http?.type ?? null,
    http_status: http?.status ?? null,
    details,
  };
  if (!live) return { decision, refusal, effects: [] };

  const effects: Effect[] = [];
  if (createsRequest && manifest) {
    const request = newApprovalRequest(call, manifest, { id: opts.ids.approvalRequestId, decisionId, proposer: call.agentKeyId, reason: null }, now);
    effects.push({ type: "put_approval_request", request }, ...emit([approvalRequestedEvent(request)]));
  }
  if (redeems && tokenCheck) {
    effects.push({ type: "put_approval_request", request: consumeApproval(tokenCheck.request, decisionId, now) });
    effects.push(...emit([approvalConsumedEvent(tokenCheck.request, decisionId, at)]));
  }
  if (expires && tokenCheck) {
    effects.push({ type: "put_approval_request", request: expireApproval(tokenCheck.request) });
    effects.push(...emit([approvalExpiredEvent(tokenCheck.request, at)]));
  }
  effects.push({ type: "record_decision", decision }, ...emit(decisionEvents(decision)));
  return { decision, refusal, effects, ...(queueFull ? { approvalQueueFull: { limit: MAX_OPEN_APPROVALS_PER_AGENT } } : {}) };
}

/** Open approval requests one agent key may hold; past it a new proposal is refused with 429. */
export const MAX_OPEN_APPROVALS_PER_AGENT = 50;

function openRequestFor(state: CheckContext["state"], call: CheckContext["call"]): ApprovalRequestRecord | null {
  for (const r of state.approvals.values())
    if (r.state === "requested" && r.agent_key_id === call.agentKeyId && r.tool_name === call.toolName && r.payload.args_hash === call.argsHash && r.server_digest === call.serverDigest) return r;
  return null;
}

function openRequestCount(state: CheckContext["state"], agentKeyId: string | null): number {
  let n = 0;
  for (const r of state.approvals.values()) if (r.state === "requested" && r.agent_key_id === agentKeyId) n++;
  return n;
}

function finalize(f: Finding, decisionId: string, approvalRequestId: string | null, violationId: string): Reason {
  const r = withDecisionId(f, decisionId);
  if (r.kind === "ApprovalRequired") return { ...r, approvalRequestId };
  if (r.kind === "SandboxViolation") return { ...r, violationId };
  return r;
}

function wouldHave(f: Finding, decisionId: string): NonNullable<DecisionDetails["would_have"]> {
  const http = toHttpError(withDecisionId(f, decisionId));
  return { action: actionFor(f), reason_code: f.reasonCode, error_type: http.type, http_status: http.status };
}

function tokenDetails(token: ApprovalStep["token"], spent: boolean): Partial<DecisionDetails> {
  if (token === null || token === "ignored") return { approval_token: "ignored" };
  const outcome = token.status === "valid" ? (spent ? "redeemed" : "would_redeem") : "rejected";
  return { approval_token: outcome, ...(token.request ? { approval_token_request_id: token.request.id } : {}) };
}
