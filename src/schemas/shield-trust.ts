// The trust registry (seed 003 §6: publishers and pinned digests) and sandbox envelopes (§8).
import { z } from "zod";
import { IdSchema, IsoDateTimeSchema, ServerDigestSchema, text } from "./primitives";
import { CAPABILITY_CLASSES, CapabilityClassSchema, RiskTierSchema } from "./shield-vocabulary";

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
