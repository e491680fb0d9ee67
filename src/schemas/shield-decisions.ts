// The decision record (seed 003 §12) and its reason codes.
import { z } from "zod";
import { IdSchema, IsoDateTimeSchema, Sha256HexSchema } from "./primitives";
import { CapabilityClassSchema, DECISION_ACTIONS, HttpMethodSchema, ModeSchema, RiskTierSchema, SHIELD_ERROR_TYPES, SurfaceSchema, TaintLabelSchema } from "./shield-vocabulary";
import { SandboxBreachSchema } from "./shield-trust";

// ── decision record (§12) ───────────────────────────────────────────────────────────────────────

export const REASON_CODES = [
  // allowed
  "policy_pass", "shield_disabled", "read_path", "approval_gating_off", "approval_token_redeemed",
  // refused (or, in observe mode, would have been), grouped by policy family
  "dangerous_local_in_production", "undeclared_tool", "capability_not_permitted",
  "kill_switch_agent_key", "kill_switch_tool", "kill_switch_server_digest",
  "kill_switch_sampling_global", "kill_switch_cross_tenant_purchase",
  "digest_revoked", "publisher_revoked", "digest_untrusted",
  "digest_quarantined", "publisher_suspended", "publisher_mismatch",
  "taint_blocked", "taint_label_missing", "user_confirmation_required",
  "sandbox_violation",
  "server_quarantined", "server_disabled", "server_revoked",
  "sampling_not_allowed", "sampling_policy_missing", "sampling_disabled", "sampling_budget_exhausted",
  "tool_definition_changed", "tool_poisoned", "argument_value_limit", "config_file_guard", "argument_content_blocked", "shell_command_blocked",
  "response_injection",
  "approval_required", "approval_token_invalid", "approval_token_expired", "approval_token_mismatch", "approval_token_used",
] as const;
export const ReasonCodeSchema = z.enum(REASON_CODES);
export type ReasonCode = z.infer<typeof ReasonCodeSchema>;

const WouldHaveSchema = z.object({
  action: z.enum(DECISION_ACTIONS),
  reason_code: ReasonCodeSchema,
  error_type: z.enum(SHIELD_ERROR_TYPES),
  http_status: z.number().int(),
});

export const DecisionDetailsSchema = z.looseObject({
  /** Whether the outcome was acted on: false in observe and off mode. */
  enforced: z.boolean(),
  approval_gating: z.boolean(),
  /** Every policy the call tripped, in evaluation order; the first is the one that decides. */
  tripped: z.array(ReasonCodeSchema),
  /** Observe mode: what enforce mode would have answered. */
  would_have: WouldHaveSchema.optional(),
  kill_switch_id: z.string().optional(),
  violation_id: z.string().optional(),
  sandbox_violations: z.array(SandboxBreachSchema).optional(),
  approval_token: z.enum(["redeemed", "ignored", "rejected", "would_redeem"]).optional(),
  approval_token_request_id: z.string().optional(),
  deployment_kind: z.string(),
});
export type DecisionDetails = z.infer<typeof DecisionDetailsSchema>;

export const DecisionRecordSchema = z.object({
  decision_id: IdSchema,
  created_at: IsoDateTimeSchema,
  hypothetical: z.boolean(),
  surface: SurfaceSchema,
  action: z.enum(DECISION_ACTIONS),
  reason_code: ReasonCodeSchema,
  mode: ModeSchema,
  /** The seed's "marker saying Shield was disabled". */
  shield_disabled: z.boolean(),
  tool_name: z.string(),
  http_method: HttpMethodSchema.nullable(),
  http_route: z.string().nullable(),
  capability_class: CapabilityClassSchema.nullable(),
  risk_tier: RiskTierSchema.nullable(),
  taint_label: TaintLabelSchema.nullable(),
  requires_approval: z.boolean(),
  approval_request_id: z.string().nullable(),
  agent_key_id: z.string().nullable(),
  server_digest: z.string().nullable(),
  publisher_id: z.string().nullable(),
  args_hash: Sha256HexSchema,
  is_mutation: z.boolean(),
  /** Set only when the caller is actually refused. */
  error_type: z.enum(SHIELD_ERROR_TYPES).nullable(),
  http_status: z.number().int().nullable(),
  details: DecisionDetailsSchema,
});
export type DecisionRecord = z.infer<typeof DecisionRecordSchema>;
