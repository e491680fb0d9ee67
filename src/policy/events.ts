// Shield's event vocabulary (seed §7, §9, §12: decisions, approvals, taint blocks, kill-switch
// toggles, mode changes). Event ids are derived from the id of the thing that caused them, so a
// retried outbox flush of the same effect produces the same id and is deduplicated downstream.
import type {
  ApprovalRequestRecord,
  DecisionAction,
  DecisionRecord,
  KillSwitch,
  Manifest,
  Mode,
  Publisher,
  ReasonCode,
  SandboxBreach,
  SandboxPolicy,
  TaintLabel,
  TrustedDigest,
} from "../schemas/shield";
import type { ManagedServer, SamplingPolicy, ServerStatus } from "../schemas/shield-ops";


export interface ShieldEventData {
  "shield.decision.recorded": {
    decision_id: string;
    action: DecisionAction;
    reason_code: ReasonCode;
    mode: Mode;
    tool_name: string;
    enforced: boolean;
    shield_disabled: boolean;
  };
  /** Seed §3: an allowed-while-off call gets "a marker … plus a corresponding event". */
  "shield.disabled.call_allowed": { decision_id: string; tool_name: string };
  "shield.taint.blocked": { decision_id: string; tool_name: string; taint_label: TaintLabel | null; reason_code: ReasonCode };
  "shield.approval.requested": { approval_request_id: string; decision_id: string | null; tool_name: string; proposer: string | null };
  "shield.approval.resolved": {
    approval_request_id: string;
    decision: "approved" | "denied" | "expired";
    resolver: string | null;
    reason: string | null;
    token_expires_at: string | null;
  };
  "shield.approval.consumed": { approval_request_id: string; decision_id: string };
  "shield.approval.expired": { approval_request_id: string };
  "shield.kill_switch.activated": {
    kill_switch_id: string;
    target_type: KillSwitch["target_type"];
    target_ref: string;
    reason: string;
    actor: string;
    expires_at: string | null;
  };
  "shield.kill_switch.lifted": { kill_switch_id: string; reason: string; actor: string };
  "shield.mode.changed": { from: Mode; to: Mode; actor: string };
  "shield.approval_gating.changed": { from: boolean; to: boolean; actor: string };
  "shield.manifest.upserted": { name: string; manifest: Manifest; actor: string };
  "shield.manifest.deleted": { name: string; actor: string };
  "shield.trust.publisher.upserted": { publisher: Publisher; actor: string };
  "shield.trust.digest.upserted": { digest: TrustedDigest; actor: string };
  "shield.trust.digest.revoked": { digest: string; server_name: string; reason: string; revoked_by: string };
  "shield.sandbox.policy.upserted": { policy: SandboxPolicy; actor: string };
  /** MCP gateway (seed 004 mediation): a tool definition judged poisoned, or changed since pinned. */
  "shield.gateway.tool_poisoned": { server_id: string; tool_name: string; hash: string; rules: string[]; hidden: boolean };
  "shield.gateway.tool_changed": { server_id: string; tool_name: string; hash: string; rules: string[]; hidden: boolean };
  "shield.gateway.tool_repinned": { server_id: string; tool_name: string; hash: string; actor: string };
  "shield.gateway.policy.updated": { server_id: string; actor: string };
  /** An upstream response judged injected: blocked, or passed with a flag, per the server's policy. */
  "shield.gateway.response_flagged": { server_id: string; tool_name: string; scan_id: string; verdict: string; action: "blocked" | "flagged"; decision_id?: string };
  "shield.sandbox.violation": { decision_id: string; violation_id: string; tool_name: string; server_digest: string | null; breaches: SandboxBreach[] };
  /**
   * Seed §13.3: "451 TrustRevoked deserves an alert, not a log line". One per refused call, beside
   * the decision event, so a webhook can subscribe to alerts alone.
   */
  "shield.trust.revoked_call.refused": {
    decision_id: string;
    tool_name: string;
    server_digest: string | null;
    publisher_id: string | null;
    reason_code: ReasonCode;
    agent_key_id: string | null;
  };
  "shield.server.registered": { server: ManagedServer; actor: string };
  "shield.server.status_changed": { server_id: string; name: string; from: ServerStatus; to: ServerStatus; reason: string; actor: string; digest: string };
  "shield.sampling.policy.upserted": { policy: SamplingPolicy; actor: string };
  /** Seed §10: sampling is "audited per request": every evaluation, granted or refused. */
  "shield.sampling.evaluated": {
    sampling_request_id: string;
    server_digest: string;
    requested_tokens: number;
    granted: boolean;
    reason_code: ReasonCode | "sampling_granted";
    error_type: string | null;
    tokens_used: number | null;
    token_budget: number | null;
    agent_key_id: string | null;
    model: string | null;
    approval_request_id: string | null;
  };
  "shield.ui_integrity.session.created": { session_id: string; request_id: string; payload_hash: string; server_digest: string; expires_at: string };
  "shield.ui_integrity.verified": { session_id: string; request_id: string; result: "match" | "mismatch" | "expired" };
  "shield.incident_drill.recorded": { drill_id: string; drill_type: string; status: string; started_at: string | null; completed_at: string | null };
  /** A publisher newly revoked: every digest it published now answers 451. */
  "shield.trust.publisher.revoked": { publisher_id: string; display_name: string; actor: string };
  /** Webhook endpoint changes (never the secret): created, updated, secret rotated, disabled by a 410. */
  "shield.webhook.endpoint.changed": {
    endpoint_id: string;
    change: "created" | "updated" | "secret_rotated" | "disabled_by_receiver";
    url: string;
    event_types: string[];
    enabled: boolean;
    actor: string;
  };
}

export type ShieldEventType = keyof ShieldEventData;

export type ShieldEvent = {
  [K in ShieldEventType]: { id: string; type: K; occurred_at: string; data: ShieldEventData[K] };
}[ShieldEventType];

export function makeEvent<K extends ShieldEventType>(type: K, id: string, occurredAt: string, data: ShieldEventData[K]): ShieldEvent {
  return { id, type, occurred_at: occurredAt, data } as ShieldEvent;
}

export function decisionEvents(d: DecisionRecord): ShieldEvent[] {
  const events = [
    makeEvent("shield.decision.recorded", `${d.decision_id}:decision`, d.created_at, {
      decision_id: d.decision_id,
      action: d.action,
      reason_code: d.reason_code,
      mode: d.mode,
      tool_name: d.tool_name,
      enforced: d.details.enforced,
      shield_disabled: d.shield_disabled,
    }),
  ];
  if (d.shield_disabled && d.action === "allow") {
    events.push(
      makeEvent("shield.disabled.call_allowed", `${d.decision_id}:disabled`, d.created_at, {
        decision_id: d.decision_id,
        tool_name: d.tool_name,
      }),
    );
  }
  if (d.action === "deny" && d.error_type === "DeniedTaint") {
    events.push(
      makeEvent("shield.taint.blocked", `${d.decision_id}:taint`, d.created_at, {
        decision_id: d.decision_id,
        tool_name: d.tool_name,
        taint_label: d.taint_label,
        reason_code: d.reason_code,
      }),
    );
  }
  if (d.action === "deny" && d.error_type === "TrustRevoked") {
    events.push(
      makeEvent("shield.trust.revoked_call.refused", `${d.decision_id}:trust_revoked`, d.created_at, {
        decision_id: d.decision_id,
        tool_name: d.tool_name,
        server_digest: d.server_digest,
        publisher_id: d.publisher_id,
        reason_code: d.reason_code,
        agent_key_id: d.agent_key_id,
      }),
    );
  }
  if (d.action === "deny" && d.error_type === "SandboxViolation" && d.details.violation_id !== undefined) {
    events.push(
      makeEvent("shield.sandbox.violation", `${d.decision_id}:sandbox`, d.created_at, {
        decision_id: d.decision_id,
        violation_id: d.details.violation_id,
        tool_name: d.tool_name,
        server_digest: d.server_digest,
        breaches: d.details.sandbox_violations ?? [],
      }),
    );
  }
  return events;
}

export const approvalRequestedEvent = (r: ApprovalRequestRecord): ShieldEvent =>
  makeEvent("shield.approval.requested", `${r.id}:requested`, r.created_at, {
    approval_request_id: r.id,
    decision_id: r.decision_id,
    tool_name: r.tool_name,
    proposer: r.proposer,
  });
