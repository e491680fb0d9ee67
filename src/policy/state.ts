// The per-tenant state the Durable Object loads before a decision and persists after one.
// Everything that can change a decision lives here, so one evaluate() sees one consistent view.
import type {
  ApprovalRequestRecord,
  KillSwitch,
  Manifest,
  Publisher,
  SandboxPolicy,
  ShieldSettings,
  TrustedDigest,
} from "../schemas/shield";
import type { ManagedServer, SamplingPolicy } from "../schemas/shield-ops";

/**
 * Where this Worker runs. It is a property of the deployment (from env), never a tenant setting:
 * DANGEROUS_LOCAL is refused in production whatever the tenant configures (seed §4).
 */
export const DEPLOYMENT_KINDS = ["production", "development"] as const;
export type DeploymentKind = (typeof DEPLOYMENT_KINDS)[number];

export interface TenantPolicyState {
  readonly deploymentKind: DeploymentKind;
  readonly settings: ShieldSettings;
  /** Keyed by tool name. A Map, not an object: tool names are caller input ("__proto__"). */
  readonly manifests: ReadonlyMap<string, Manifest>;
  /** All switches the DO chose to load; lifted and expired ones are ignored by evaluation. */
  readonly killSwitches: ReadonlyMap<string, KillSwitch>;
  /**
   * Open approval requests (requested, or approved with an unspent token) by id. Finished ones
   * are not here: evaluate() needs only the request whose token_hash equals the presented token
   * hash, so the DO adds that one from storage (indexed lookup) when it is not open.
   */
  readonly approvals: ReadonlyMap<string, ApprovalRequestRecord>;
  /** §6. Publishers by id, trusted digests by digest string. */
  readonly trust: {
    readonly publishers: ReadonlyMap<string, Publisher>;
    readonly digests: ReadonlyMap<string, TrustedDigest>;
  };
  /** §8. Sandbox envelopes by server_name (the name a trusted digest binds). */
  readonly sandboxPolicies: ReadonlyMap<string, SandboxPolicy>;
  /** §6 managed servers by id; a server that is not usable stops calls presenting its digest. */
  readonly servers: ReadonlyMap<string, ManagedServer>;
  /**
   * §10 sampling policies (with their budget counters) by digest. A separate call path:
   * consulted by evaluateSampling(), not by evaluate().
   */
  readonly samplingPolicies: ReadonlyMap<string, SamplingPolicy>;
}

/**
 * States an approval request never leaves. Only open requests (requested, approved-unspent) live
 * in the authority's memory; finished ones are history, read from storage on demand, so memory,
 * list and token checks stay O(open requests) however many have been decided.
 */
export const FINISHED_APPROVAL_STATES: readonly ApprovalRequestRecord["state"][] = ["consumed", "denied", "expired"];
export const isFinishedApproval = (r: Pick<ApprovalRequestRecord, "state">): boolean => FINISHED_APPROVAL_STATES.includes(r.state);

/**
 * A new tenant observes (seed §3: "Observe mode is the default posture"). Approval gating starts
 * off for the same reason: enforcement is promoted deliberately, one switch at a time (§14.5).
 */
export const DEFAULT_SETTINGS: ShieldSettings = { mode: "observe", approvalGating: false, tokenTtlMinutes: 15 };

export function emptyState(deploymentKind: DeploymentKind, settings: Partial<ShieldSettings> = {}): TenantPolicyState {
  return {
    deploymentKind,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    manifests: new Map(),
    killSwitches: new Map(),
    approvals: new Map(),
    trust: { publishers: new Map(), digests: new Map() },
    sandboxPolicies: new Map(),
    servers: new Map(),
    samplingPolicies: new Map(),
  };
}
