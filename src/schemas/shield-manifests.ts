// Capability manifests (seed 003 §4) and the tenant's Shield settings (§3).
import { z } from "zod";
import { text, ToolNameSchema } from "./primitives";
import { CapabilityClassSchema, ModeSchema, RiskTierSchema } from "./shield-vocabulary";

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
  /** Store an encrypted, redacted preview of each open approval request's arguments (absent = on). */
  approvalPreviews: z.boolean({ error: "approvalPreviews must be a boolean" }).optional(),
});
export type ShieldSettings = z.infer<typeof ShieldSettingsSchema>;

export const SettingsUpdateInputSchema = ShieldSettingsSchema.partial().refine((v) => Object.keys(v).length > 0, {
  error: "update must change at least one setting",
});
export type SettingsUpdateInput = z.infer<typeof SettingsUpdateInputSchema>;
