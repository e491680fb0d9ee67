// External shapes of the Shield operations surface (seed 003 §6 managed servers, §10 sampling and
// UI integrity, §11 incident drills) and of tenant webhooks. Same conventions as shield.ts:
// records snake_case, the seed's own camelCase where the seed spells a field that way
// (tokenBudget, requestId, drillType …), strict inbound objects.
import { z } from "zod";
import { IdSchema, IsoDateTimeSchema, ServerDigestSchema, Sha256HexSchema, text } from "./primitives";

/** Absolute http(s) URL, no credentials in it; the SSRF check runs in the shell (src/egress/url-policy.ts). */
export const EndpointUrlSchema = z
  .string()
  .max(2048, { error: "url must be at most 2048 characters" })
  .refine((u) => URL.canParse(u), { error: "url must be an absolute URL" })
  .refine((u) => !URL.canParse(u) || ["https:", "http:"].includes(new URL(u).protocol), { error: "url must use https" })
  .refine((u) => !URL.canParse(u) || (new URL(u).username === "" && new URL(u).password === ""), { error: "url must not carry credentials" });

// ── managed servers (§6) ────────────────────────────────────────────────────────────────────────

export const SERVER_STATUSES = ["installed", "upgrading", "quarantined", "revoked", "disabled"] as const;
export const ServerStatusSchema = z.enum(SERVER_STATUSES, { error: `status must be one of ${SERVER_STATUSES.join(", ")}` });
export type ServerStatus = z.infer<typeof ServerStatusSchema>;

export const ServerInputSchema = z.strictObject({
  name: text("name", 256),
  /** Where the MCP gateway will reach the server; validated by the same SSRF check as webhooks. */
  endpoint_url: EndpointUrlSchema,
  /** The pinned build: must be on the trust registry; the publisher is taken from its record. */
  digest: ServerDigestSchema,
  status: z.enum(["installed", "upgrading", "disabled"], { error: "a new server starts installed, upgrading or disabled" }).default("installed"),
});
export type ServerInput = z.output<typeof ServerInputSchema>;

export const ServerStatusInputSchema = z.strictObject({
  status: ServerStatusSchema,
  reason: text("reason", 1000),
  actor: text("actor", 256),
  /** Completing an upgrade (upgrading → installed) may pin the new build. */
  digest: ServerDigestSchema.optional(),
});
export type ServerStatusInput = z.infer<typeof ServerStatusInputSchema>;

export const ServerTransitionSchema = z.object({
  from: ServerStatusSchema.nullable(),
  to: ServerStatusSchema,
  at: IsoDateTimeSchema,
  actor: z.string(),
  reason: z.string().nullable(),
  digest: z.string(),
});
export const ManagedServerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  endpoint_url: z.string(),
  digest: z.string(),
  publisher_id: z.string(),
  status: ServerStatusSchema,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  /** Every lifecycle step, oldest first: quarantine keeps history intact (§6). */
  history: z.array(ServerTransitionSchema),
});
export type ManagedServer = z.infer<typeof ManagedServerSchema>;

// ── sampling (§10) ──────────────────────────────────────────────────────────────────────────────

export const REDACTION_POLICIES = ["none", "secrets", "pii_and_secrets"] as const;
export const SamplingPolicyInputSchema = z.strictObject({
  digest: ServerDigestSchema,
  enabled: z.boolean({ error: "enabled must be a boolean" }),
  tokenBudget: z.number({ error: "tokenBudget must be a number" }).int().min(0).max(1_000_000_000),
  requiresApproval: z.boolean({ error: "requiresApproval must be a boolean" }).default(false),
  redactionPolicy: z.enum(REDACTION_POLICIES, { error: `redactionPolicy must be one of ${REDACTION_POLICIES.join(", ")}` }).default("pii_and_secrets"),
  /** Start metering from zero again (otherwise usage carries over a policy edit). */
  resetUsage: z.boolean().default(false),
});
export type SamplingPolicyInput = z.output<typeof SamplingPolicyInputSchema>;

export const SamplingPolicySchema = z.object({
  digest: z.string(),
  enabled: z.boolean(),
  tokenBudget: z.number().int(),
  requiresApproval: z.boolean(),
  redactionPolicy: z.enum(REDACTION_POLICIES),
  tokensUsed: z.number().int(),
  requestCount: z.number().int(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type SamplingPolicy = z.infer<typeof SamplingPolicySchema>;

export const SamplingEvaluateInputSchema = z.strictObject({
  serverDigest: ServerDigestSchema,
  requestedTokens: z.number({ error: "requestedTokens must be a number" }).int().min(1).max(10_000_000),
  agentKeyId: IdSchema.optional(),
  /** Model the server asks for; recorded, not interpreted. */
  model: text("model", 200).optional(),
  approvalToken: z.string().min(16).max(512).optional(),
});
export type SamplingEvaluateInput = z.infer<typeof SamplingEvaluateInputSchema>;

// ── UI integrity sessions (§10) ─────────────────────────────────────────────────────────────────

export const UiSessionInputSchema = z.strictObject({
  requestId: text("requestId", 256),
  payloadHash: Sha256HexSchema,
  serverDigest: ServerDigestSchema,
  expiresAt: IsoDateTimeSchema,
});
export type UiSessionInput = z.infer<typeof UiSessionInputSchema>;

export const UiSessionSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  payloadHash: z.string(),
  serverDigest: z.string(),
  expiresAt: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export type UiSession = z.infer<typeof UiSessionSchema>;

/** Exactly one of the payload (hashed here as UTF-8) or its SHA-256. */
export const UiVerifyInputSchema = z
  .strictObject({ payload: z.string().max(1_000_000).optional(), payloadHash: Sha256HexSchema.optional() })
  .refine((v) => (v.payload === undefined) !== (v.payloadHash === undefined), { error: "send exactly one of payload or payloadHash" });

// ── incident drills (§11) ───────────────────────────────────────────────────────────────────────

export const DRILL_STATUSES = ["planned", "running", "completed", "failed"] as const;
const drillFields = {
  drillType: text("drillType", 128),
  status: z.enum(DRILL_STATUSES, { error: `status must be one of ${DRILL_STATUSES.join(", ")}` }),
  summary: z.string().max(4000).optional(),
  findings: z.array(text("finding", 4000)).max(100).optional(),
  startedAt: IsoDateTimeSchema.optional(),
  completedAt: IsoDateTimeSchema.optional(),
};
export const DrillInputSchema = z.strictObject({ ...drillFields, status: drillFields.status.default("planned") });
export type DrillInput = z.output<typeof DrillInputSchema>;
export const DrillUpdateSchema = z
  .strictObject(drillFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "update must change at least one field" });
export type DrillUpdate = z.infer<typeof DrillUpdateSchema>;

export const DrillSchema = z.object({
  id: z.string(),
  drillType: z.string(),
  status: z.enum(DRILL_STATUSES),
  summary: z.string().nullable(),
  findings: z.array(z.string()),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string(),
});
export type Drill = z.infer<typeof DrillSchema>;

// ── webhooks ────────────────────────────────────────────────────────────────────────────────────

/** An event type, or a prefix wildcard such as `shield.trust.*`, or `*` for every event. */
const EventTypeFilter = z.string().regex(/^(?:\*|[a-z_]+(?:\.[a-z_]+)*(?:\.\*)?)$/, { error: "event type must look like shield.trust.digest.revoked, shield.trust.* or *" });
export const WebhookInputSchema = z.strictObject({
  url: EndpointUrlSchema,
  eventTypes: z.array(EventTypeFilter).min(1).max(64),
  description: z.string().max(500).optional(),
});
export type WebhookInput = z.infer<typeof WebhookInputSchema>;

export const WebhookUpdateSchema = z
  .strictObject({ url: EndpointUrlSchema, eventTypes: z.array(EventTypeFilter).min(1).max(64), description: z.string().max(500), enabled: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "update must change at least one field" });
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  secret_rotated_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const DELIVERY_STATUSES = ["pending", "delivered", "retrying", "dead", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the queue carries: a pointer, so a retry re-reads the endpoint (rotated secret, disabled). */
export const WebhookMessageSchema = z.object({ deliveryId: z.string().min(1).max(200), tenantId: z.string().min(1).max(128) });
export type WebhookMessage = z.infer<typeof WebhookMessageSchema>;
