// Managed tool servers (seed §6): a lifecycle over installed, upgrading, quarantined, revoked and
// disabled. The transition table is closed; revoked is terminal (re-admitting a revoked server is
// a new registration, visible as such). Quarantine keeps the server and its history while it
// stops being usable: a call presenting the pinned digest of an unusable server is refused.
import type { ManagedServer, ServerInput, ServerStatus, ServerStatusInput } from "../schemas/shield-ops";
import type { CheckContext } from "./checks";
import { type Effect, emit } from "./effects";
import { makeEvent } from "./events";
import type { AdminError, Finding } from "./reasons";
import { err, ok, type Result } from "./result";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";

/** from → the states it may move to. Same-state "transitions" are not transitions. */
export const SERVER_TRANSITIONS: Readonly<Record<ServerStatus, readonly ServerStatus[]>> = {
  installed: ["upgrading", "quarantined", "revoked", "disabled"],
  upgrading: ["installed", "quarantined", "revoked", "disabled"],
  quarantined: ["installed", "revoked", "disabled"],
  disabled: ["installed", "quarantined", "revoked"],
  revoked: [],
};

export const canTransition = (from: ServerStatus, to: ServerStatus): boolean => SERVER_TRANSITIONS[from].includes(to);

/** States in which the server may be used (an upgrading server keeps serving its pinned build). */
export const USABLE: readonly ServerStatus[] = ["installed", "upgrading"];

type Meta = { actor: string };

function pinnedPublisher(state: TenantPolicyState, digest: string, field: string): Result<string, AdminError> {
  const d = state.trust.digests.get(digest);
  if (!d) return err({ kind: "ValidationFailed", field, message: "digest is not on the trust registry; pin it first (POST /v1/shield/trust/digests)." });
  if (d.status === "revoked") return err({ kind: "ValidationFailed", field, message: "digest was revoked and cannot be pinned." });
  return ok(d.publisher_id);
}

export function registerServer(
  state: TenantPolicyState,
  input: ServerInput,
  now: Date,
  ids: { serverId: string },
  meta: Meta,
): Result<{ server: ManagedServer; effects: Effect[] }, AdminError> {
  if (state.servers.has(ids.serverId)) return err({ kind: "Conflict", entity: "server", id: ids.serverId, message: "A server with this id already exists." });
  for (const s of state.servers.values()) {
    if (s.name === input.name && s.status !== "revoked") {
      return err({ kind: "Conflict", entity: "server", id: s.id, message: `A server named ${JSON.stringify(input.name)} is already registered (${s.id}).` });
    }
  }
  const publisher = pinnedPublisher(state, input.digest, "digest");
  if (!publisher.ok) return publisher;
  const at = iso(now);
  const server: ManagedServer = {
    id: ids.serverId,
    name: input.name,
    endpoint_url: input.endpoint_url,
    digest: input.digest,
    publisher_id: publisher.value,
    status: input.status,
    created_at: at,
    updated_at: at,
    history: [{ from: null, to: input.status, at, actor: meta.actor, reason: null, digest: input.digest }],
  };
  const event = makeEvent("shield.server.registered", `${server.id}:registered`, at, { server, actor: meta.actor });
  return ok({ server, effects: [{ type: "put_server", server }, ...emit([event])] });
}

export function setServerStatus(
  state: TenantPolicyState,
  serverId: string,
  input: ServerStatusInput,
  now: Date,
): Result<{ server: ManagedServer; effects: Effect[] }, AdminError> {
  const current = state.servers.get(serverId);
  if (!current) return err({ kind: "NotFound", entity: "server", id: serverId });
  if (!canTransition(current.status, input.status)) {
    const allowed = SERVER_TRANSITIONS[current.status];
    const hint = allowed.length === 0 ? `${current.status} is terminal` : `allowed from ${current.status}: ${allowed.join(", ")}`;
    return err({ kind: "Conflict", entity: "server", id: serverId, message: `Invalid lifecycle transition ${current.status} → ${input.status} (${hint}).` });
  }
  let digest = current.digest;
  let publisherId = current.publisher_id;
  if (input.digest !== undefined && input.digest !== current.digest) {
    if (!(current.status === "upgrading" && input.status === "installed")) {
      return err({ kind: "ValidationFailed", field: "digest", message: "a new digest is pinned only when an upgrade completes (upgrading → installed)." });
    }
    const publisher = pinnedPublisher(state, input.digest, "digest");
    if (!publisher.ok) return publisher;
    digest = input.digest;
    publisherId = publisher.value;
  }
  const at = iso(now);
  const server: ManagedServer = {
    ...current,
    status: input.status,
    digest,
    publisher_id: publisherId,
    updated_at: at,
    history: [...current.history, { from: current.status, to: input.status, at, actor: input.actor, reason: input.reason, digest }],
  };
  const event = makeEvent("shield.server.status_changed", `${serverId}:status:${server.history.length}`, at, {
    server_id: serverId,
    name: server.name,
    from: current.status,
    to: input.status,
    reason: input.reason,
    actor: input.actor,
    digest,
  });
  return ok({ server, effects: [{ type: "put_server", server }, ...emit([event])] });
}

const SERVER_CODES = { quarantined: "server_quarantined", disabled: "server_disabled", revoked: "server_revoked" } as const;

/**
 * A call presenting the digest a managed server is pinned to is refused while that server is
 * quarantined, disabled or revoked. If several servers pin the same build, the most restrictive
 * wins (as for risk tiers): the call does not say which of them it came through.
 */
export function checkServerLifecycle({ call, state }: CheckContext): Finding | null {
  if (call.serverDigest === null) return null;
  let worst: keyof typeof SERVER_CODES | null = null;
  const rank = { disabled: 1, quarantined: 2, revoked: 3 } as const;
  for (const s of state.servers.values()) {
    if (s.digest !== call.serverDigest || USABLE.includes(s.status)) continue;
    const status = s.status as keyof typeof SERVER_CODES;
    if (worst === null || rank[status] > rank[worst]) worst = status;
  }
  return worst === null ? null : { kind: "PolicyBlocked", reasonCode: SERVER_CODES[worst], policy: "server_lifecycle" };
}
