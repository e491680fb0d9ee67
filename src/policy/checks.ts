// The individual policy checks evaluate() runs. Each answers one question about one call and
// returns a Finding (what enforce mode would refuse with) or null; none decides the outcome.
import type { KillSwitchTargetType, Manifest, TaintLabel } from "../schemas/shield";
import type { ProposedCall } from "./call";
import { matchKillSwitch } from "./kill-switches";
import type { Finding } from "./reasons";
import type { DeploymentKind, TenantPolicyState } from "./state";

export interface CheckContext {
  call: ProposedCall;
  state: TenantPolicyState;
  now: Date;
  manifest: Manifest | null;
}

/** Seed §4: a hosted plane never reaches the operator's machine; not tenant-configurable. */
export function checkDangerousLocal(manifest: Manifest | null, deploymentKind: DeploymentKind): Finding | null {
  if (manifest?.capability_class === "DANGEROUS_LOCAL" && deploymentKind === "production") {
    return { kind: "DeniedCapability", reasonCode: "dangerous_local_in_production" };
  }
  return null;
}

const KILL_SWITCH_CODES = {
  agent_key: "kill_switch_agent_key",
  tool: "kill_switch_tool",
  server_digest: "kill_switch_server_digest",
  sampling_global: "kill_switch_sampling_global",
  cross_tenant_purchase: "kill_switch_cross_tenant_purchase",
} as const satisfies Record<KillSwitchTargetType, string>;

export function checkKillSwitch({ call, state, now }: CheckContext): Finding | null {
  const ks = matchKillSwitch(state, call, now);
  if (!ks) return null;
  return { kind: "KillSwitchActive", reasonCode: KILL_SWITCH_CODES[ks.target_type], killSwitchId: ks.id, targetType: ks.target_type };
}

/** Seed §4: deny-by-default for tools Shield has never been told about. */
export function checkDeclared({ manifest }: CheckContext): Finding | null {
  return manifest === null ? { kind: "DeniedCapability", reasonCode: "undeclared_tool" } : null;
}

/**
 * Seed §5. The label is the caller's and is honoured as given. A missing label on a tool that
 * blocks tainted input is refused: "unknown provenance" cannot be shown to be untainted, and
 * the tool has said it only accepts input that can.
 */
export function checkTaintPolicy(manifest: Manifest, label: TaintLabel | null): Finding | null {
  const { block_tainted, require_user_confirmed } = manifest.taint_policy;
  if (block_tainted && label === "TAINTED") return { kind: "DeniedTaint", reasonCode: "taint_blocked", taintLabel: label };
  if (block_tainted && label === null) return { kind: "DeniedTaint", reasonCode: "taint_label_missing", taintLabel: null };
  if (require_user_confirmed && label !== "USER_CONFIRMED") {
    return { kind: "DeniedTaint", reasonCode: "user_confirmation_required", taintLabel: label };
  }
  return null;
}

export const checkTaint = ({ manifest, call }: CheckContext): Finding | null =>
  manifest === null ? null : checkTaintPolicy(manifest, call.taintLabel);

/** Seed 004 MCP mediation: the gateway's findings about this call refuse it like any policy. */
export function checkMediation({ call }: CheckContext): Finding | null {
  const first = call.mediation?.[0];
  return first ? { kind: "PolicyBlocked", reasonCode: first.code, policy: "mediation" } : null;
}
