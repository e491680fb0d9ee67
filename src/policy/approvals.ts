// Approval requests (seed §7) as pure transitions over a closed lifecycle:
//   requested → approved | denied | expired;  approved → consumed | denied | expired.
// An approval authorises one exact call once. The token itself never reaches the core: the shell
// generates a random token, hands the plaintext to the approver once, and passes us only its
// SHA-256; on replay it hashes the presented token again and we compare hashes.
import type {
  ApprovalRequest,
  ApprovalRequestRecord,
  ApprovalResolveInput,
  Manifest,
} from "../schemas/shield";
import type { ProposedCall } from "./call";
import { type Effect, emit } from "./effects";
import { approvalRequestedEvent, makeEvent } from "./events";
import type { AdminError } from "./reasons";
import { err, ok, type Result } from "./result";
import type { TenantPolicyState } from "./state";
import { isFinishedApproval } from "./state";
export { FINISHED_APPROVAL_STATES, isFinishedApproval } from "./state";
import { addMinutes, hasPassed, iso } from "./time";
import { timingSafeEqual } from "../util/hash";

/**
 * The state one operation sees when it needs a finished request the DO read from storage (a
 * replayed spent token, a second answer to a decided request): the record joins only this view.
 */
export function withApproval(state: TenantPolicyState, r: ApprovalRequestRecord | null): TenantPolicyState {
  if (r === null || state.approvals.has(r.id)) return state;
  return { ...state, approvals: new Map(state.approvals).set(r.id, r) };
}

/**
 * What the DO keeps after a commit: applyEffects folds every write (the full model the tests
 * reason about); the authority then lets finished requests go, as storage already holds them.
 */
export function dropFinishedApprovals(state: TenantPolicyState): TenantPolicyState {
  let approvals: Map<string, ApprovalRequestRecord> | null = null;
  for (const [id, r] of state.approvals) {
    if (!isFinishedApproval(r)) continue;
    approvals ??= new Map(state.approvals);
    approvals.delete(id);
  }
  return approvals === null ? state : { ...state, approvals };
}

export function newApprovalRequest(
  call: ProposedCall,
  manifest: Manifest,
  meta: { id: string; decisionId: string | null; proposer: string | null; reason: string | null },
  now: Date,
): ApprovalRequestRecord {
  return {
    id: meta.id,
    state: "requested",
    tool_name: call.toolName,
    capability_class: manifest.capability_class,
    risk_tier: manifest.risk_tier,
    taint_label: call.taintLabel,
    surface: call.surface,
    agent_key_id: call.agentKeyId,
    server_digest: call.serverDigest,
    proposer: meta.proposer,
    payload: { args_hash: call.argsHash, http_method: call.httpMethod, http_route: call.httpRoute },
    proposal_reason: meta.reason,
    decision_id: meta.decisionId,
    created_at: iso(now),
    resolved_at: null,
    resolver: null,
    resolution_reason: null,
    token_hash: null,
    token_expires_at: null,
    consumed_at: null,
    consumed_by_decision_id: null,
  };
}

/**
 * POST /approvals/propose: raise a request before attempting the call. Only declared tools can be
 * proposed: an approval's value is the classification the human reviews, and an undeclared tool
 * has none (it would be refused under enforcement even with a token).
 */
export function proposeApproval(
  state: TenantPolicyState,
  call: ProposedCall,
  meta: { proposer: string | null; reason: string | null },
  now: Date,
  ids: { approvalRequestId: string },
): Result<{ request: ApprovalRequestRecord; effects: Effect[] }, AdminError> {
  const manifest = state.manifests.get(call.toolName);
  if (!manifest) return err({ kind: "NotFound", entity: "manifest", id: call.toolName });
  if (state.approvals.has(ids.approvalRequestId)) {
    return err({ kind: "Conflict", entity: "approval_request", id: ids.approvalRequestId, message: "An approval request with this id already exists." });
  }
  const request = newApprovalRequest(call, manifest, { id: ids.approvalRequestId, decisionId: null, ...meta }, now);
  return ok({ request, effects: [{ type: "put_approval_request", request }, ...emit([approvalRequestedEvent(request)])] });
}

/**
 * A human's answer. `approved` needs the hash of a freshly generated token; the token expires
 * tokenTtlMinutes after approval. An approved-but-unspent request may still be withdrawn
 * (denied/expired): there is no state in which an approval lapses into standing permission.
 */
export function resolveApproval(
  state: TenantPolicyState,
  approvalRequestId: string,
  input: ApprovalResolveInput,
  now: Date,
  opts: { tokenHash?: string } = {},
): Result<{ request: ApprovalRequestRecord; effects: Effect[] }, AdminError> {
  const current = state.approvals.get(approvalRequestId);
  if (!current) return err({ kind: "NotFound", entity: "approval_request", id: approvalRequestId });
  const allowed = current.state === "requested" || (current.state === "approved" && input.decision !== "approved");
  if (!allowed) {
    return err({
      kind: "Conflict",
      entity: "approval_request",
      id: approvalRequestId,
      message: `Approval request is ${current.state}; it cannot become ${input.decision}.`,
    });
  }
  if (input.decision === "approved" && opts.tokenHash === undefined) {
    throw new TypeError("resolveApproval: approving requires opts.tokenHash (generated by the shell)");
  }
  const approving = input.decision === "approved";
  const request: ApprovalRequestRecord = {
    ...current,
    state: input.decision,
    resolved_at: iso(now),
    resolver: input.resolver ?? null,
    resolution_reason: input.reason ?? null,
    token_hash: approving ? (opts.tokenHash ?? null) : current.token_hash,
    token_expires_at: approving ? iso(addMinutes(now, state.settings.tokenTtlMinutes)) : current.token_expires_at,
  };
  const event = makeEvent("shield.approval.resolved", `${request.id}:resolved:${request.state}`, iso(now), {
    approval_request_id: request.id,
    decision: input.decision,
    resolver: request.resolver,
    reason: request.resolution_reason,
    token_expires_at: approving ? request.token_expires_at : null,
  });
  return ok({ request, effects: [{ type: "put_approval_request", request }, ...emit([event])] });
}

export type TokenCheck =
  | { status: "valid"; request: ApprovalRequestRecord }
  | { status: "invalid"; request: ApprovalRequestRecord | null }
  | { status: "used"; request: ApprovalRequestRecord }
  | { status: "expired"; request: ApprovalRequestRecord }
  | { status: "mismatch"; request: ApprovalRequestRecord };

/** Whether the presented token (by hash) authorises exactly this call, right now. */
export function checkApprovalToken(state: TenantPolicyState, call: ProposedCall, tokenHash: string, now: Date): TokenCheck {
  let request: ApprovalRequestRecord | null = null;
  for (const r of state.approvals.values()) {
    if (r.token_hash !== null && hashesEqual(r.token_hash, tokenHash)) request = r;
  }
  if (request === null) return { status: "invalid", request: null };
  if (request.state === "consumed") return { status: "used", request };
  if (request.state === "expired") return { status: "expired", request };
  if (request.state !== "approved") return { status: "invalid", request };
  if (request.token_expires_at === null || hasPassed(request.token_expires_at, now)) return { status: "expired", request };
  const bound =
    request.tool_name === call.toolName && request.payload.args_hash === call.argsHash && request.agent_key_id === call.agentKeyId;
  return bound ? { status: "valid", request } : { status: "mismatch", request };
}

export const consumeApproval = (r: ApprovalRequestRecord, decisionId: string, now: Date): ApprovalRequestRecord => ({
  ...r,
  state: "consumed",
  consumed_at: iso(now),
  consumed_by_decision_id: decisionId,
});

export const expireApproval = (r: ApprovalRequestRecord): ApprovalRequestRecord => ({ ...r, state: "expired" });

export const approvalConsumedEvent = (r: ApprovalRequestRecord, decisionId: string, at: string) =>
  makeEvent("shield.approval.consumed", `${r.id}:consumed`, at, { approval_request_id: r.id, decision_id: decisionId });

export const approvalExpiredEvent = (r: ApprovalRequestRecord, at: string) =>
  makeEvent("shield.approval.expired", `${r.id}:expired`, at, { approval_request_id: r.id });

/** For the DO's alarm: approved requests whose token window closed become `expired`. */
export function sweepExpiredApprovals(state: TenantPolicyState, now: Date): Effect[] {
  const effects: Effect[] = [];
  for (const r of state.approvals.values()) {
    if (r.state === "approved" && r.token_expires_at !== null && hasPassed(r.token_expires_at, now)) {
      const request = expireApproval(r);
      effects.push({ type: "put_approval_request", request }, ...emit([approvalExpiredEvent(request, iso(now))]));
    }
  }
  return effects;
}

/** The reviewer-facing view (GET /approvals/{id}): everything except the token hash. */
export function toApprovalView(r: ApprovalRequestRecord): ApprovalRequest {
  const { token_hash: _omit, ...view } = r;
  return view;
}

/** Compares two hex digests without an early exit (the codebase's one constant-time compare). */
export const hashesEqual = timingSafeEqual;
