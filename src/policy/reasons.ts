// Internal refusal reasons and their ONE mapping to the public error contract (seed §13).
// Every other module speaks in Reasons; only this file knows statuses, error types and JSON-RPC
// codes, so the HTTP routes and the MCP server cannot drift from each other or from the seed.
import type { KillSwitchTargetType, ReasonCode, SandboxBreach, ShieldErrorType, TaintLabel } from "../schemas/shield";

type KillSwitchCode = Extract<ReasonCode, `kill_switch_${string}`>;
type TrustStateCode = Extract<ReasonCode, "digest_quarantined" | "publisher_suspended" | "publisher_mismatch">;
type ServerStateCode = Extract<ReasonCode, "server_quarantined" | "server_disabled" | "server_revoked">;
type SamplingPolicyCode = Extract<ReasonCode, "sampling_policy_missing" | "sampling_disabled" | "sampling_budget_exhausted">;
type MediationCode = Extract<ReasonCode, "tool_definition_changed" | "tool_poisoned" | "argument_value_limit" | "config_file_guard" | "argument_content_blocked" | "shell_command_blocked" | "response_injection">;
type ApprovalTokenCode = Extract<ReasonCode, `approval_token_${"invalid" | "expired" | "mismatch" | "used"}`>;

export type Reason =
  | { kind: "ApprovalRequired"; decisionId: string; reasonCode: "approval_required"; approvalRequestId: string | null }
  | { kind: "KillSwitchActive"; decisionId: string; reasonCode: KillSwitchCode; killSwitchId: string; targetType: KillSwitchTargetType }
  | { kind: "SandboxViolation"; decisionId: string; reasonCode: "sandbox_violation"; violationId: string; breaches: SandboxBreach[] }
  | {
      kind: "DeniedTaint";
      decisionId: string;
      reasonCode: "taint_blocked" | "taint_label_missing" | "user_confirmation_required";
      taintLabel: TaintLabel | null;
    }
  | { kind: "TrustRevoked"; decisionId: string; reasonCode: "digest_revoked" | "publisher_revoked" }
  | { kind: "DigestUntrusted"; decisionId: string; reasonCode: "digest_untrusted" }
  | {
      kind: "DeniedCapability";
      decisionId: string;
      reasonCode: "undeclared_tool" | "dangerous_local_in_production" | "capability_not_permitted" | "sampling_not_allowed";
    }
  | { kind: "PolicyBlocked"; decisionId: string; reasonCode: ApprovalTokenCode; policy: "approval_token" }
  | { kind: "PolicyBlocked"; decisionId: string; reasonCode: TrustStateCode; policy: "trust_registry" }
  | { kind: "PolicyBlocked"; decisionId: string; reasonCode: ServerStateCode; policy: "server_lifecycle" }
  | { kind: "PolicyBlocked"; decisionId: string; reasonCode: SamplingPolicyCode; policy: "sampling_policy" }
  | { kind: "PolicyBlocked"; decisionId: string; reasonCode: MediationCode; policy: "mediation" };

/** A reason before the decision it belongs to has been assembled. */
export type Finding = Reason extends infer R ? (R extends unknown ? Omit<R, "decisionId"> : never) : never;

export const withDecisionId = (f: Finding, decisionId: string): Reason => ({ ...f, decisionId }) as Reason;

export type RefusalStatus = 409 | 412 | 451;

export interface HttpRefusal {
  status: RefusalStatus;
  type: ShieldErrorType;
  message: string;
  /** Merged into `error` beside type and message (seed §13.1 "Extra fields"). */
  extra: Record<string, string>;
}

// Messages are fixed text: they never echo tool names, arguments or other caller input.
const MESSAGES: Record<Reason["reasonCode"], string> = {
  tool_definition_changed: "This tool's definition changed since it was pinned; an operator must review and re-pin it.",
  tool_poisoned: "This tool's description carries instructions aimed at the agent; it is not offered.",
  argument_value_limit: "An argument is outside the limit set for this tool.",
  config_file_guard: "Tools may not write agents' own MCP or hook configuration files.",
  argument_content_blocked: "The arguments carry content that may not leave (secrets, personal data or an internal address).",
  shell_command_blocked: "The shell command analyzer blocks this command (see the decision record for the rules).",
  response_injection: "The upstream response carries instructions aimed at the agent; it was withheld.",
  approval_required: "A human must approve this action first.",
  kill_switch_agent_key: "A kill switch is active for this agent key.",
  kill_switch_tool: "A kill switch is active for this tool.",
  kill_switch_server_digest: "A kill switch is active for this server build.",
  kill_switch_sampling_global: "A kill switch is active for third-party sampling.",
  kill_switch_cross_tenant_purchase: "A kill switch is active for cross-tenant purchases.",
  sandbox_violation: "The declared execution context is outside this server's sandbox policy.",
  taint_blocked: "This tool does not accept tainted input.",
  taint_label_missing: "This tool does not accept input of unknown provenance; supply a taint label.",
  user_confirmation_required: "This tool requires input explicitly confirmed by a user.",
  digest_revoked: "Trust for this server digest was revoked.",
  publisher_revoked: "Trust for this server's publisher was revoked.",
  digest_untrusted: "This server digest is not on the trust registry.",
  undeclared_tool: "This tool has no capability manifest; undeclared tools are refused under enforcement.",
  capability_not_permitted: "This server build is not permitted this tool's capability class.",
  digest_quarantined: "This server digest is quarantined.",
  publisher_suspended: "This server's publisher is suspended.",
  publisher_mismatch: "The presented publisher is not the one this server digest is registered to.",
  server_quarantined: "The managed server running this build is quarantined.",
  server_disabled: "The managed server running this build is disabled.",
  server_revoked: "The managed server running this build was revoked.",
  sampling_not_allowed: "This server build is not permitted to request sampling.",
  sampling_policy_missing: "There is no sampling policy for this server build.",
  sampling_disabled: "Sampling is disabled for this server build.",
  sampling_budget_exhausted: "The sampling token budget for this server build is exhausted.",
  dangerous_local_in_production: "DANGEROUS_LOCAL tools are never executed by a production deployment.",
  approval_token_invalid: "The approval token is not valid for any approved request.",
  approval_token_expired: "The approval token has expired; request approval again.",
  approval_token_mismatch: "The approval token was issued for a different call.",
  approval_token_used: "The approval token has already been used; approvals are single-use.",
};

export function toHttpError(r: Reason): HttpRefusal {
  const message = MESSAGES[r.reasonCode];
  const base = { type: r.kind, message } as const;
  switch (r.kind) {
    case "ApprovalRequired":
      return { ...base, status: 409, extra: { approvalRequestId: r.approvalRequestId ?? "", decisionId: r.decisionId } };
    case "SandboxViolation":
      return { ...base, status: 412, extra: { violationId: r.violationId, decisionId: r.decisionId } };
    case "TrustRevoked":
      return { ...base, status: 451, extra: { decisionId: r.decisionId } };
    case "PolicyBlocked":
      // The seed lists only `policy`; §13 also promises every refusal a decisionId, so both.
      return { ...base, status: 412, extra: { policy: r.policy, decisionId: r.decisionId } };
    case "KillSwitchActive":
    case "DeniedTaint":
    case "DigestUntrusted":
    case "DeniedCapability":
      return { ...base, status: 412, extra: { decisionId: r.decisionId } };
    default:
      return assertNever(r);
  }
}

export const JSONRPC_DENIED = -32003;
export const JSONRPC_APPROVAL_REQUIRED = -32010;

export interface JsonRpcRefusal {
  code: typeof JSONRPC_DENIED | typeof JSONRPC_APPROVAL_REQUIRED;
  message: string;
  data: { type: ShieldErrorType; decisionId: string; reasonCode: ReasonCode; approvalRequestId?: string };
}

export function toJsonRpcError(r: Reason): JsonRpcRefusal {
  const message = MESSAGES[r.reasonCode];
  if (r.kind === "ApprovalRequired") {
    return {
      code: JSONRPC_APPROVAL_REQUIRED,
      message,
      data: { type: r.kind, decisionId: r.decisionId, approvalRequestId: r.approvalRequestId ?? "", reasonCode: r.reasonCode },
    };
  }
  return { code: JSONRPC_DENIED, message, data: { type: r.kind, decisionId: r.decisionId, reasonCode: r.reasonCode } };
}

/** The action a reason produces when acted on; ApprovalRequired is the only non-deny refusal. */
export const actionFor = (r: Pick<Reason, "kind">): "deny" | "approval_required" =>
  r.kind === "ApprovalRequired" ? "approval_required" : "deny";

// ── admin operations (not gate refusals, so not in the seed's tables) ───────────────────────────

export type AdminEntity =
  | "approval_request" | "kill_switch" | "manifest" | "publisher" | "trusted_digest"
  | "server" | "sandbox_policy" | "sampling_policy" | "tool_pin";

export type AdminError =
  | { kind: "NotFound"; entity: AdminEntity; id: string }
  | { kind: "Conflict"; entity: AdminEntity; id: string; message: string }
  | { kind: "ValidationFailed"; field: string; message: string };

/** Same statuses, types and extra shapes as the platform errors in src/errors/wire.ts. */
export function adminErrorToHttp(e: AdminError): { status: 400 | 404 | 409; type: string; message: string; extra?: Record<string, unknown> } {
  switch (e.kind) {
    case "NotFound":
      return { status: 404, type: "NotFound", message: `${e.entity.replaceAll("_", " ")} not found` };
    case "Conflict":
      return { status: 409, type: "Conflict", message: e.message };
    case "ValidationFailed":
      return {
        status: 400,
        type: "ValidationFailed",
        message: `Invalid request: ${e.field}: ${e.message}`,
        extra: { issues: [{ path: e.field, message: e.message }] },
      };
    default:
      return assertNever(e);
  }
}

export function assertNever(x: never): never {
  throw new Error(`unhandled variant: ${JSON.stringify(x)}`);
}
