// The Shield gate's vocabularies (seed 003): capability classes, risk tiers, taint labels, modes, surfaces, methods, actions, approval states, kill-switch targets and refusal types.
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
