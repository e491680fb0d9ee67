// Kill switches (seed §9): blunt, attributable, and honoured on the very next evaluation because
// evaluate() reads them from the same state it is handed; there is nothing cached to expire.
import type { KillSwitch, KillSwitchCreateInput, KillSwitchLiftInput, KillSwitchTargetType } from "../schemas/shield";
import type { ProposedCall } from "./call";
import { type Effect, emit } from "./effects";
import { makeEvent } from "./events";
import type { AdminError } from "./reasons";
import { err, ok, type Result } from "./result";
import type { TenantPolicyState } from "./state";
import { hasPassed, iso } from "./time";

/** Lifted switches and switches whose expiresAt has been reached no longer stop anything. */
export const isKillSwitchActive = (ks: KillSwitch, now: Date): boolean =>
  ks.lifted_at === null && (ks.expires_at === null || !hasPassed(ks.expires_at, now));

export function activeKillSwitches(state: TenantPolicyState, now: Date): KillSwitch[] {
  return [...state.killSwitches.values()].filter((ks) => isKillSwitchActive(ks, now));
}

/**
 * The switch that stops this call, if any. Order is by blast radius of the compromise the switch
 * answers (a credential, then a tool, then a server build, then tenant-wide flows); among several
 * on the same target the oldest wins so repeated evaluations quote a stable killSwitchId.
 */
export function matchKillSwitch(state: TenantPolicyState, call: ProposedCall, now: Date): KillSwitch | null {
  const wanted: Array<[KillSwitchTargetType, string | null]> = [
    ["agent_key", call.agentKeyId],
    ["tool", call.toolName],
    ["server_digest", call.serverDigest],
    ["sampling_global", call.flows.includes("sampling") ? "*" : null],
    ["cross_tenant_purchase", isCrossTenantPurchase(state, call) ? "*" : null],
  ];
  const active = activeKillSwitches(state, now).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  for (const [type, ref] of wanted) {
    if (ref === null) continue;
    const hit = active.find((ks) => ks.target_type === type && (ref === "*" || ks.target_ref === ref));
    if (hit) return hit;
  }
  return null;
}

/**
 * A purchase that crosses the tenant boundary: a flow the platform marks as one, or a call declared
 * ECONOMY_MUTATE (it moves credits or billing state) made through a third-party server build — the
 * tenant's money going to, or at the request of, a party outside it.
 */
export function isCrossTenantPurchase(state: TenantPolicyState, call: ProposedCall): boolean {
  if (call.flows.includes("cross_tenant_purchase")) return true;
  return call.serverDigest !== null && state.manifests.get(call.toolName)?.capability_class === "ECONOMY_MUTATE";
}

/** For platform code outside evaluate() (e.g. the sampling proxy): is this tenant-wide flow stopped? */
export function globalKillSwitch(state: TenantPolicyState, type: "sampling_global" | "cross_tenant_purchase", now: Date): KillSwitch | null {
  return activeKillSwitches(state, now).find((ks) => ks.target_type === type) ?? null;
}

export function activateKillSwitch(
  state: TenantPolicyState,
  input: KillSwitchCreateInput,
  now: Date,
  ids: { killSwitchId: string },
): Result<{ killSwitch: KillSwitch; effects: Effect[] }, AdminError> {
  if (state.killSwitches.has(ids.killSwitchId)) {
    return err({ kind: "Conflict", entity: "kill_switch", id: ids.killSwitchId, message: "A kill switch with this id already exists." });
  }
  // A window that has already closed would be recorded as active yet stop nothing: refuse it.
  if (input.expiresAt !== undefined && hasPassed(input.expiresAt, now)) {
    return err({ kind: "ValidationFailed", field: "expiresAt", message: "expiresAt must be in the future." });
  }
  const killSwitch: KillSwitch = {
    id: ids.killSwitchId,
    target_type: input.targetType,
    target_ref: input.targetRef,
    reason: input.reason,
    actor: input.actor,
    created_at: iso(now),
    expires_at: input.expiresAt === undefined ? null : new Date(input.expiresAt).toISOString(),
    lifted_at: null,
    lifted_by: null,
    lift_reason: null,
  };
  const event = makeEvent("shield.kill_switch.activated", `${killSwitch.id}:activated`, killSwitch.created_at, {
    kill_switch_id: killSwitch.id,
    target_type: killSwitch.target_type,
    target_ref: killSwitch.target_ref,
    reason: killSwitch.reason,
    actor: killSwitch.actor,
    expires_at: killSwitch.expires_at,
  });
  return ok({ killSwitch, effects: [{ type: "put_kill_switch", killSwitch }, ...emit([event])] });
}

export function liftKillSwitch(
  state: TenantPolicyState,
  killSwitchId: string,
  input: KillSwitchLiftInput,
  now: Date,
): Result<{ killSwitch: KillSwitch; effects: Effect[] }, AdminError> {
  const current = state.killSwitches.get(killSwitchId);
  if (!current) return err({ kind: "NotFound", entity: "kill_switch", id: killSwitchId });
  if (current.lifted_at !== null) {
    return err({ kind: "Conflict", entity: "kill_switch", id: killSwitchId, message: "This kill switch was already lifted." });
  }
  // Lifting a switch whose window already closed is allowed: it records who closed the incident.
  const killSwitch: KillSwitch = { ...current, lifted_at: iso(now), lifted_by: input.actor, lift_reason: input.reason };
  const event = makeEvent("shield.kill_switch.lifted", `${killSwitch.id}:lifted`, iso(now), {
    kill_switch_id: killSwitch.id,
    reason: input.reason,
    actor: input.actor,
  });
  return ok({ killSwitch, effects: [{ type: "put_kill_switch", killSwitch }, ...emit([event])] });
}
