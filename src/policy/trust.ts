// The trust registry (seed §6): publishers are names you trust, digests are exact builds you
// trust. Shield records what you declared; it verifies no signature (§15). Digest pinning is what
// makes it mean anything: an unlisted digest fails closed, a revoked one is its own answer (451).
import type {
  DigestRevokeInput,
  Publisher,
  PublisherInput,
  SandboxPolicy,
  SandboxPolicyInput,
  TrustedDigest,
  TrustedDigestInput,
} from "../schemas/shield";
import type { CheckContext } from "./checks";
import { type Effect, emit } from "./effects";
import { makeEvent } from "./events";
import type { AdminError, Finding } from "./reasons";
import { err, ok, type Result } from "./result";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";

/** Order: revocations (withdrawn trust) before everything, then unusable states, then claims. */
export function checkTrust({ call, state }: CheckContext): Finding | null {
  const { digests, publishers } = state.trust;
  if (call.serverDigest !== null) {
    const d = digests.get(call.serverDigest);
    if (!d) return { kind: "DigestUntrusted", reasonCode: "digest_untrusted" };
    if (d.status === "revoked") return { kind: "TrustRevoked", reasonCode: "digest_revoked" };
    const pub = publishers.get(d.publisher_id);
    if (pub?.status === "revoked") return { kind: "TrustRevoked", reasonCode: "publisher_revoked" };
    if (d.status === "quarantined") return { kind: "PolicyBlocked", reasonCode: "digest_quarantined", policy: "trust_registry" };
    if (!pub) return { kind: "DigestUntrusted", reasonCode: "digest_untrusted" };
    if (pub.status === "suspended") return { kind: "PolicyBlocked", reasonCode: "publisher_suspended", policy: "trust_registry" };
    if (call.publisherId !== null && call.publisherId !== d.publisher_id) {
      return { kind: "PolicyBlocked", reasonCode: "publisher_mismatch", policy: "trust_registry" };
    }
    return null;
  }
  // Without a digest only withdrawn publisher trust is actionable: a publisher alone is a name,
  // and the registry does not pretend a name pins a build.
  if (call.publisherId !== null) {
    const pub = publishers.get(call.publisherId);
    if (pub?.status === "revoked") return { kind: "TrustRevoked", reasonCode: "publisher_revoked" };
    if (pub?.status === "suspended") return { kind: "PolicyBlocked", reasonCode: "publisher_suspended", policy: "trust_registry" };
  }
  return null;
}

/**
 * Why a UI-integrity session may not be opened for this server build (seed §6, §10), or null: a
 * third-party interface is accountable only if its build is pinned, trusted, and allowed UI apps.
 */
export function uiAppRefusal(state: TenantPolicyState, digest: string): string | null {
  const d = state.trust.digests.get(digest);
  if (!d) return "serverDigest is not pinned on the trust registry";
  if (d.status === "revoked") return "serverDigest is revoked on the trust registry";
  const pub = state.trust.publishers.get(d.publisher_id);
  if (!pub || pub.status === "revoked") return "serverDigest's publisher is revoked or unknown";
  if (d.status !== "active" || pub.status !== "active") return `serverDigest is ${d.status !== "active" ? d.status : `from a ${pub.status} publisher`}`;
  if (!d.ui_apps_allowed) return "serverDigest is not allowed UI apps (ui_apps_allowed is false)";
  return null;
}

/** A trusted build may exercise only the capability classes it was registered with. */
export function checkDigestCapability({ call, state, manifest }: CheckContext): Finding | null {
  if (manifest === null || call.serverDigest === null) return null;
  const d = state.trust.digests.get(call.serverDigest);
  if (!d || d.status !== "active" || d.capabilities.includes(manifest.capability_class)) return null;
  return { kind: "DeniedCapability", reasonCode: "capability_not_permitted" };
}

type Meta = { actor: string; changeId: string };

export function putPublisher(
  state: TenantPolicyState,
  input: PublisherInput,
  now: Date,
  ids: { publisherId: string },
  meta: Meta,
): { publisher: Publisher; effects: Effect[] } {
  const previous = state.trust.publishers.get(ids.publisherId);
  const created = previous?.created_at ?? iso(now);
  const publisher: Publisher = { id: ids.publisherId, ...input, created_at: created, updated_at: iso(now) };
  const events = [makeEvent("shield.trust.publisher.upserted", `${meta.changeId}:publisher`, iso(now), { publisher, actor: meta.actor })];
  // Withdrawing a publisher withdraws every build it shipped: that is a revocation, and alerts like one.
  if (publisher.status === "revoked" && previous?.status !== "revoked") {
    events.push(makeEvent("shield.trust.publisher.revoked", `${meta.changeId}:publisher_revoked`, iso(now), { publisher_id: publisher.id, display_name: publisher.display_name, actor: meta.actor }));
  }
  return { publisher, effects: [{ type: "put_publisher", publisher }, ...emit(events)] };
}

export function putTrustedDigest(
  state: TenantPolicyState,
  input: TrustedDigestInput,
  now: Date,
  meta: Meta,
): Result<{ digest: TrustedDigest; effects: Effect[] }, AdminError> {
  if (!state.trust.publishers.has(input.publisher_id)) {
    return err({ kind: "ValidationFailed", field: "publisher_id", message: "publisher_id is not a registered publisher." });
  }
  const current = state.trust.digests.get(input.digest);
  // A revoked digest stays revoked: re-trusting a withdrawn build must be a new, visible decision
  // about a new digest, not a silent overwrite of the revocation record.
  if (current?.status === "revoked") {
    return err({ kind: "Conflict", entity: "trusted_digest", id: input.digest, message: "This digest was revoked and cannot be re-registered." });
  }
  const digest: TrustedDigest = {
    ...input,
    created_at: current?.created_at ?? iso(now),
    updated_at: iso(now),
    revoked_at: null,
    revoked_by: null,
    revocation_reason: null,
  };
  const event = makeEvent("shield.trust.digest.upserted", `${meta.changeId}:digest`, iso(now), { digest, actor: meta.actor });
  return ok({ digest, effects: [{ type: "put_trusted_digest", digest }, ...emit([event])] });
}

export function revokeDigest(
  state: TenantPolicyState,
  input: DigestRevokeInput,
  now: Date,
  ids: { changeId?: string } = {},
): Result<{ digest: TrustedDigest; effects: Effect[] }, AdminError> {
  const current = state.trust.digests.get(input.digest);
  if (!current) return err({ kind: "NotFound", entity: "trusted_digest", id: input.digest });
  if (current.status === "revoked") {
    return err({ kind: "Conflict", entity: "trusted_digest", id: input.digest, message: "This digest is already revoked." });
  }
  const at = iso(now);
  const digest: TrustedDigest = { ...current, status: "revoked", updated_at: at, revoked_at: at, revoked_by: input.revokedBy, revocation_reason: input.reason };
  // The event id must be unique across tenants (D1 keys events by id): the DO passes a change id.
  const event = makeEvent("shield.trust.digest.revoked", `${ids.changeId ?? input.digest}:revoked`, at, {
    digest: input.digest,
    server_name: current.server_name,
    reason: input.reason,
    revoked_by: input.revokedBy,
  });
  return ok({ digest, effects: [{ type: "put_trusted_digest", digest }, ...emit([event])] });
}

export function putSandboxPolicy(input: SandboxPolicyInput, now: Date, meta: Meta): { policy: SandboxPolicy; effects: Effect[] } {
  const policy: SandboxPolicy = { ...input, updated_at: iso(now) };
  const event = makeEvent("shield.sandbox.policy.upserted", `${meta.changeId}:sandbox`, iso(now), { policy, actor: meta.actor });
  return { policy, effects: [{ type: "put_sandbox_policy", policy }, ...emit([event])] };
}
