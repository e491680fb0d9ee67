// Every external shape of the Shield gate (seed 003). Field names, enum values and casing follow
// the seed exactly: stored records (manifests, approvals, decisions) are snake_case as the seed's
// record tables spell them; API request bodies are camelCase as the seed's API fields
// (targetType, serverDigest, revokedBy …) spell them. Inbound payloads are strict so a typo in a
// security setting is an error rather than a silently ignored field.
import { z } from "zod";

// ── vocabularies ────────────────────────────────────────────────────────────────────────────────

export const CAPABILITY_CLASSES = [
  "READ_ONLY", "READ_PRIVATE", "WRITE_PRIVATE", "PROOF", "PUBLISH_COMMONS",
  "ECONOMY_MUTATE", "DELEGATE_ACCESS", "SELF_SIGNUP", "FEEDBACK", "DANGEROUS_LOCAL",
] as const;
export const CapabilityClassSchema = z.enum(CAPABILITY_CLASSES, {
  error: `capability_class must be one of ${CAPABILITY_CLASSES.join(", ")}`,
});
export type CapabilityClass = z.infer<typeof CapabilityClassSchema>;

export const RISK_TIERS = ["low", "med", "high", "extreme"] as const;
export const RiskTierSchema = z.enum(RISK_TIERS, { error: "risk_tier must be one of low, med, high, extreme" });
export type RiskTier = z.infer<typeof RiskTierSchema>;

export const TAINT_LABELS = ["TAINTED", "USER_CONFIRMED", "SYSTEM_GENERATED", "TRUSTED_SERVER"] as const;
export const TaintLabelSchema = z.enum(TAINT_LABELS, {
  error: `taint label must be one of ${TAINT_LABELS.join(", ")}`,
});
export type TaintLabel = z.infer<typeof TaintLabelSchema>;

// `off` is not in the seed's mode table (§3 lists observe and enforce) but §3 and §15 describe
// Shield "switched off entirely for a deployment"; it is a third value of the same switch.
export const MODES = ["off", "observe", "enforce"] as const;
export const ModeSchema = z.enum(MODES, { error: "mode must be one of off, observe, enforce" });
export type Mode = z.infer<typeof ModeSchema>;

export const SURFACES = ["mcp", "http"] as const;
export const SurfaceSchema = z.enum(SURFACES, { error: "surface must be mcp or http" });
export type Surface = z.infer<typeof SurfaceSchema>;

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
export const HttpMethodSchema = z.enum(HTTP_METHODS, { error: `method must be one of ${HTTP_METHODS.join(", ")}` });
export type HttpMethod = z.infer<typeof HttpMethodSchema>;

export const DECISION_ACTIONS = ["allow", "deny", "approval_required"] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const APPROVAL_STATES = ["requested", "approved", "denied", "expired", "consumed"] as const;
export const ApprovalStateSchema = z.enum(APPROVAL_STATES);
export type ApprovalState = z.infer<typeof ApprovalStateSchema>;

export const KILL_SWITCH_TARGET_TYPES = ["agent_key", "tool", "server_digest", "sampling_global", "cross_tenant_purchase"] as const;
export const KillSwitchTargetTypeSchema = z.enum(KILL_SWITCH_TARGET_TYPES, {
  error: `targetType must be one of ${KILL_SWITCH_TARGET_TYPES.join(", ")}`,
});
export type KillSwitchTargetType = z.infer<typeof KillSwitchTargetTypeSchema>;
/** Target types that are tenant-wide: their targetRef carries no meaning and defaults to "*". */
export const GLOBAL_KILL_SWITCH_TARGETS: readonly KillSwitchTargetType[] = ["sampling_global", "cross_tenant_purchase"];

/** The seven denial types of §13.2 plus ApprovalRequired: the whole public refusal vocabulary. */
export const SHIELD_ERROR_TYPES = [
  "ApprovalRequired", "KillSwitchActive", "SandboxViolation", "DeniedTaint",
  "TrustRevoked", "DigestUntrusted", "DeniedCapability", "PolicyBlocked",
] as const;
export type ShieldErrorType = (typeof SHIELD_ERROR_TYPES)[number];

// ── primitives ──────────────────────────────────────────────────────────────────────────────────

const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(NO_CONTROL_CHARS, { error: `${field} must not contain control characters or newlines` });

/** Tool names double as manifest keys; HTTP mutations are named "<METHOD> <route>". */
export const ToolNameSchema = text("tool name", 256);
export const IdSchema = z
  .string()
  .min(1, { error: "id must not be empty" })
  .max(128, { error: "id must be at most 128 characters" })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: "id may contain only letters, digits and _ . : -" });
/** OCI-style content digest, e.g. sha256:9f86d0…; the seed pins "a content digest". */
export const ServerDigestSchema = z
  .string()
  .max(256, { error: "serverDigest must be at most 256 characters" })
  .regex(/^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[A-Za-z0-9=_-]{8,}$/, {
    error: "serverDigest must look like <algorithm>:<encoded>, e.g. sha256:<64 hex>",
  });
/** Lower-case hex SHA-256: how the shell hands the core arguments and approval tokens. */
export const Sha256HexSchema = z.string().regex(/^[a-f0-9]{64}$/, { error: "must be a lower-case hex SHA-256" });
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" });
export const RouteSchema = z
  .string()
  .max(512, { error: "route must be at most 512 characters" })
  .regex(/^\/[^\s\u0000-\u001f\u007f]*$/, { error: "route must start with / and contain no whitespace" });

// ── manifests (§4) ──────────────────────────────────────────────────────────────────────────────

export const TaintPolicySchema = z.strictObject({
  block_tainted: z.boolean({ error: "block_tainted must be a boolean" }),
  require_user_confirmed: z.boolean({ error: "require_user_confirmed must be a boolean" }),
});
export type TaintPolicy = z.infer<typeof TaintPolicySchema>;

export const ManifestSchema = z.strictObject({
  name: ToolNameSchema,
  summary: text("summary", 280),
  capability_class: CapabilityClassSchema,
  risk_tier: RiskTierSchema,
  requires_approval: z.boolean({ error: "requires_approval must be a boolean" }),
  taint_policy: TaintPolicySchema,
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** POST/PUT body: the approval and taint switches default to off so a minimal manifest is valid. */
export const ManifestCreateInputSchema = ManifestSchema.extend({
  requires_approval: ManifestSchema.shape.requires_approval.default(false),
  taint_policy: TaintPolicySchema.partial().default({}).transform((p) => ({
    block_tainted: p.block_tainted ?? false,
    require_user_confirmed: p.require_user_confirmed ?? false,
  })),
});
/** What a client sends (defaults not yet applied) and what the core receives (applied). */
export type ManifestCreateInput = z.input<typeof ManifestCreateInputSchema>;
export type ManifestCreate = z.output<typeof ManifestCreateInputSchema>;

/** PATCH body: the name is the key (taken from the path) and cannot be renamed in place. */
export const ManifestUpdateInputSchema = ManifestSchema.omit({ name: true })
  .extend({ taint_policy: TaintPolicySchema.partial() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "update must change at least one field" });
export type ManifestUpdateInput = z.infer<typeof ManifestUpdateInputSchema>;

// ── settings (§3) ───────────────────────────────────────────────────────────────────────────────

export const ShieldSettingsSchema = z.strictObject({
  mode: ModeSchema,
  approvalGating: z.boolean({ error: "approvalGating must be a boolean" }),
  tokenTtlMinutes: z
    .number({ error: "tokenTtlMinutes must be a number" })
    .int({ error: "tokenTtlMinutes must be a whole number of minutes" })
    .min(1, { error: "tokenTtlMinutes must be at least 1" })
    .max(1440, { error: "tokenTtlMinutes must be at most 1440 (24 hours)" }),
});
export type ShieldSettings = z.infer<typeof ShieldSettingsSchema>;

export const SettingsUpdateInputSchema = ShieldSettingsSchema.partial().refine((v) => Object.keys(v).length > 0, {
  error: "update must change at least one setting",
});
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;

// ── kill switches (§9) ──────────────────────────────────────────────────────────────────────────

export const KillSwitchCreateInputSchema = z
  .strictObject({
    targetType: KillSwitchTargetTypeSchema,
    targetRef: text("targetRef", 256).optional(),
    reason: text("reason", 1000),
    actor: text("actor", 256),
    expiresAt: IsoDateTimeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!GLOBAL_KILL_SWITCH_TARGETS.includes(v.targetType) && v.targetRef === undefined) {
      ctx.addIssue({ code: "custom", path: ["targetRef"], message: `targetRef is required for targetType ${v.targetType}` });
    }
  })
  .transform((v) => ({ ...v, targetRef: v.targetRef ?? "*" }));
export type KillSwitchCreateInput = z.output<typeof KillSwitchCreateInputSchema>;

export const KillSwitchLiftInputSchema = z.strictObject({ reason: text("reason", 1000), actor: text("actor", 256) });
export type KillSwitchLiftInput = z.infer<typeof KillSwitchLiftInputSchema>;

export const KillSwitchSchema = z.object({
  id: IdSchema,
  target_type: KillSwitchTargetTypeSchema,
  target_ref: z.string(),
  reason: z.string(),
  actor: z.string(),
  created_at: IsoDateTimeSchema,
  expires_at: IsoDateTimeSchema.nullable(),
  lifted_at: IsoDateTimeSchema.nullable(),
  lifted_by: z.string().nullable(),
  lift_reason: z.string().nullable(),
});
export type KillSwitch = z.infer<typeof KillSwitchSchema>;

// ── trust registry (§6) ─────────────────────────────────────────────────────────────────────────
// Resource bodies use the record's own (snake_case) field names, as manifests do; action bodies
// (revoke) use the seed's camelCase (digest, reason, revokedBy).

export const IDENTITY_TYPES = ["sigstore", "gpg", "org_domain", "manual"] as const;
export const TRUST_LEVELS = ["low", "medium", "high"] as const;
export const PUBLISHER_STATUSES = ["active", "suspended", "revoked"] as const;
export const DIGEST_STATUSES = ["active", "quarantined", "revoked"] as const;

const publisherFields = {
  display_name: text("display_name", 200),
  identity_type: z.enum(IDENTITY_TYPES, { error: `identity_type must be one of ${IDENTITY_TYPES.join(", ")}` }),
  identity_ref: text("identity_ref", 512),
  trust_level: z.enum(TRUST_LEVELS, { error: "trust_level must be one of low, medium, high" }),
  status: z.enum(PUBLISHER_STATUSES, { error: "status must be one of active, suspended, revoked" }),
};
export const PublisherInputSchema = z.strictObject({
  ...publisherFields,
  trust_level: publisherFields.trust_level.default("medium"),
  status: publisherFields.status.default("active"),
});
export type PublisherInput = z.output<typeof PublisherInputSchema>;
export const PublisherSchema = z.object({ id: IdSchema, ...publisherFields, created_at: IsoDateTimeSchema, updated_at: IsoDateTimeSchema });
export type Publisher = z.infer<typeof PublisherSchema>;

const digestFields = {
  digest: ServerDigestSchema,
  server_name: text("server_name", 256),
  publisher_id: IdSchema,
  risk_tier: RiskTierSchema,
  /** The capability classes this exact build may exercise. */
  capabilities: z.array(CapabilityClassSchema).max(CAPABILITY_CLASSES.length),
  sampling_allowed: z.boolean({ error: "sampling_allowed must be a boolean" }),
  ui_apps_allowed: z.boolean({ error: "ui_apps_allowed must be a boolean" }),
  status: z.enum(DIGEST_STATUSES, { error: "status must be one of active, quarantined, revoked" }),
  provenance: z.record(z.string().max(128), z.unknown()),
};
export const TrustedDigestInputSchema = z.strictObject({
  ...digestFields,
  capabilities: digestFields.capabilities.transform((c) => [...new Set(c)]),
  sampling_allowed: digestFields.sampling_allowed.default(false),
  ui_apps_allowed: digestFields.ui_apps_allowed.default(false),
  // Revocation is its own attributable action (POST …/digests/revoke), never a field edit.
  status: z.enum(["active", "quarantined"], { error: "status must be active or quarantined; revoke via /trust/digests/revoke" }).default("active"),
  provenance: digestFields.provenance.default({}),
});
export type TrustedDigestInput = z.output<typeof TrustedDigestInputSchema>;
export const TrustedDigestSchema = z.object({
  ...digestFields,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  revoked_at: IsoDateTimeSchema.nullable(),
  revoked_by: z.string().nullable(),
  revocation_reason: z.string().nullable(),
});
export type TrustedDigest = z.infer<typeof TrustedDigestSchema>;

export const DigestRevokeInputSchema = z.strictObject({
  digest: ServerDigestSchema,
  reason: text("reason", 1000),
  revokedBy: text("revokedBy", 256),
});
export type DigestRevokeInput = z.infer<typeof DigestRevokeInputSchema>;

// ── sandbox (§8) ────────────────────────────────────────────────────────────────────────────────

const AbsolutePathSchema = z
  .string()
  .max(1024, { error: "path must be at most 1024 characters" })
  .regex(/^\/(?!.*(?:^|\/)\.\.?(?:\/|$))[^\u0000]*$/, { error: "path must be absolute, without . or .. segments" });
const HostSchema = z
  .string()
  .max(253, { error: "host must be at most 253 characters" })
  .regex(/^(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i, { error: "host must be a DNS name, optionally *.suffix" })
  .transform((h) => h.toLowerCase());

export const SandboxPolicyInputSchema = z.strictObject({
  server_name: text("server_name", 256),
  fs_roots: z.array(z.strictObject({ path: AbsolutePathSchema, access: z.enum(["ro", "rw"], { error: "access must be ro or rw" }) })).max(64),
  egress_allow: z.array(HostSchema).max(256),
});
export type SandboxPolicyInput = z.output<typeof SandboxPolicyInputSchema>;
export const SandboxPolicySchema = SandboxPolicyInputSchema.extend({ updated_at: IsoDateTimeSchema });
export type SandboxPolicy = z.output<typeof SandboxPolicySchema>;

/** What a high/extreme-tier call declares it will touch; checked, never enforced at runtime. */
export const ExecutionContextSchema = z.strictObject({
  filesystem: z.array(z.strictObject({ path: AbsolutePathSchema, access: z.enum(["read", "write"], { error: "access must be read or write" }) })).max(256).default([]),
  egress: z.array(HostSchema.refine((h) => !h.startsWith("*."), { error: "egress names a concrete host" })).max(256).default([]),
});
export type ExecutionContext = z.output<typeof ExecutionContextSchema>;

export const SandboxBreachSchema = z.object({
  kind: z.enum(["context_missing", "fs_outside_roots", "fs_write_readonly", "egress_not_allowed"]),
  /** The declared path or host that breached; empty for context_missing. */
  target: z.string(),
});
export type SandboxBreach = z.infer<typeof SandboxBreachSchema>;

// ── calls: evaluate, evaluate-hypothetical, propose (§7, §11) ───────────────────────────────────

/** The call as the client names it. HTTP mutations may be named by method + route instead. */
const callFields = {
  surface: SurfaceSchema.default("mcp"),
  toolName: ToolNameSchema.optional(),
  method: z.preprocess((m) => (typeof m === "string" ? m.toUpperCase() : m), HttpMethodSchema).optional(),
  route: RouteSchema.optional(),
  agentKeyId: IdSchema.optional(),
  serverDigest: ServerDigestSchema.optional(),
  publisherId: IdSchema.optional(),
  taintLabel: TaintLabelSchema.optional(),
  // Any JSON value (the body is JSON, so it is one): the shell hashes its canonical form and the
  // core only ever sees the hash. z.unknown, not z.json: the OpenAPI generator cannot walk a recursive schema.
  arguments: z.unknown().optional(),
};

function requireToolIdentity(
  v: { surface: Surface; toolName?: string | undefined; method?: string | undefined; route?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.toolName !== undefined) return;
  if (v.surface === "mcp") {
    ctx.addIssue({ code: "custom", path: ["toolName"], message: "toolName is required for surface mcp" });
    return;
  }
  if (v.method === undefined) ctx.addIssue({ code: "custom", path: ["method"], message: "method is required when toolName is absent" });
  if (v.route === undefined) ctx.addIssue({ code: "custom", path: ["route"], message: "route is required when toolName is absent" });
}

export const EvaluateInputSchema = z
  .strictObject({
    ...callFields,
    isMutation: z.boolean({ error: "isMutation must be a boolean" }).default(true),
    executionContext: ExecutionContextSchema.optional(),
    approvalToken: z
      .string()
      .min(16, { error: "approvalToken is too short to be a Shield token" })
      .max(512, { error: "approvalToken must be at most 512 characters" })
      .optional(),
  })
  .superRefine(requireToolIdentity);
export type EvaluateInput = z.output<typeof EvaluateInputSchema>;

export const ApprovalProposeInputSchema = z
  .strictObject({
    ...callFields,
    proposer: text("proposer", 256).optional(),
    reason: text("reason", 1000).optional(),
  })
  .superRefine(requireToolIdentity);
export type ApprovalProposeInput = z.output<typeof ApprovalProposeInputSchema>;

export const APPROVAL_RESOLUTIONS = ["approved", "denied", "expired"] as const;
export const ApprovalResolveInputSchema = z.strictObject({
  decision: z.enum(APPROVAL_RESOLUTIONS, { error: "decision must be one of approved, denied, expired" }),
  resolver: text("resolver", 256).optional(),
  reason: text("reason", 1000).optional(),
});
export type ApprovalResolveInput = z.infer<typeof ApprovalResolveInputSchema>;

// ── approval requests (§7) ──────────────────────────────────────────────────────────────────────

/** What a reviewer sees. Raw arguments are never stored, so the proposed payload is their hash. */
export const ApprovalRequestSchema = z.object({
  id: IdSchema,
  state: ApprovalStateSchema,
  tool_name: z.string(),
  capability_class: CapabilityClassSchema,
  risk_tier: RiskTierSchema,
  taint_label: TaintLabelSchema.nullable(),
  surface: SurfaceSchema,
  agent_key_id: z.string().nullable(),
  server_digest: z.string().nullable(),
  proposer: z.string().nullable(),
  payload: z.object({
    args_hash: Sha256HexSchema,
    http_method: HttpMethodSchema.nullable(),
    http_route: z.string().nullable(),
  }),
  proposal_reason: z.string().nullable(),
  decision_id: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  resolved_at: IsoDateTimeSchema.nullable(),
  resolver: z.string().nullable(),
  resolution_reason: z.string().nullable(),
  token_expires_at: IsoDateTimeSchema.nullable(),
  consumed_at: IsoDateTimeSchema.nullable(),
  consumed_by_decision_id: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** The stored form adds the token hash, which must never leave the DO. */
export const ApprovalRequestRecordSchema = ApprovalRequestSchema.extend({ token_hash: Sha256HexSchema.nullable() });
export type ApprovalRequestRecord = z.infer<typeof ApprovalRequestRecordSchema>;

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
