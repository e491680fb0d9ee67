// The trust registry (seed §6): publishers are names you trust, digests are exact builds. State
// lives in the tenant Durable Object, so a revocation is honoured by the very next evaluation.
import { z } from "zod";
import { ok } from "../policy/result";
import { DigestRevokeInputSchema, PublisherInputSchema, PublisherSchema, TrustedDigestInputSchema, TrustedDigestSchema } from "../schemas/shield";
import { tenantAuthority } from "../services/authority";
import { defineOperation, PUT, READ, READERS, WRITE, WRITERS, type OpContext } from "./operation";

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);
const PublisherId = z.object({ publisherId: z.string().min(1).max(128) });
const NoInput = z.strictObject({});

export const listPublishers = defineOperation({
  name: "list_publishers",
  title: "Registered publishers",
  description: "The publishers on the trust registry, with their status and trust level.",
  roles: READERS,
  annotations: READ,
  input: NoInput,
  http: {
    method: "get",
    path: "/v1/shield/trust/publishers",
    summary: "Registered publishers",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Publishers", schema: z.object({ publishers: z.array(PublisherSchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ publishers: (await authority(ctx).listTrust(ctx.auth.tenantId)).publishers });
  },
});

export const createPublisher = defineOperation({
  name: "create_publisher",
  title: "Register a publisher",
  description: "Records a publisher identity you declare (Shield verifies no signature). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: PublisherInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/trust/publishers",
    summary: "Register a publisher (display_name, identity_type, identity_ref, trust_level, status)",
    description: "Shield records the identity you declare; it verifies no signature (seed §15). Roles: owner, admin.",
    body: PublisherInputSchema,
    bodyLimit: 16_384,
    ok: { 201: { description: "Created", schema: PublisherSchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    const r = await authority(ctx).putPublisher(ctx.auth.tenantId, input, ctx.auth.keyId);
    return r.ok ? ok(r.value.publisher) : r;
  },
});

export const replacePublisher = defineOperation({
  name: "replace_publisher",
  title: "Replace a publisher's record",
  description: "Replaces a publisher's record, e.g. to suspend or revoke it (a revoked publisher's digests get 451 TrustRevoked). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: PublisherId.strict().extend(PublisherInputSchema.shape),
  http: {
    method: "post",
    path: "/v1/shield/trust/publishers/{publisherId}",
    summary: "Replace a publisher's record, e.g. to suspend or revoke it",
    description: "A suspended publisher's digests are refused (PolicyBlocked); a revoked one's with 451 TrustRevoked. Roles: owner, admin.",
    params: PublisherId,
    body: PublisherInputSchema,
    bodyLimit: 16_384,
    ok: { 200: { description: "Replaced", schema: PublisherSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { publisherId, ...input }) {
    const r = await authority(ctx).putPublisher(ctx.auth.tenantId, input, ctx.auth.keyId, publisherId);
    return r.ok ? ok(r.value.publisher) : r;
  },
});

export const listDigests = defineOperation({
  name: "list_trusted_digests",
  title: "Pinned digests",
  description: "The server builds pinned on the trust registry, including quarantined and revoked ones.",
  roles: READERS,
  annotations: READ,
  input: NoInput,
  http: {
    method: "get",
    path: "/v1/shield/trust/digests",
    summary: "Pinned digests (trusted builds), including quarantined and revoked ones",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Digests", schema: z.object({ digests: z.array(TrustedDigestSchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ digests: (await authority(ctx).listTrust(ctx.auth.tenantId)).digests });
  },
});

export const putTrustedDigest = defineOperation({
  name: "put_trusted_digest",
  title: "Pin a digest",
  description: "Pins an exact server build (create or replace). A revoked digest cannot be re-pinned. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: TrustedDigestInputSchema,
  upsert: true,
  http: {
    method: "post",
    path: "/v1/shield/trust/digests",
    summary: "Pin a digest (create or replace): server_name, digest, publisher_id, risk_tier, capabilities, sampling_allowed, ui_apps_allowed, status, provenance",
    description: "status is active or quarantined; revocation is its own action. A revoked digest cannot be re-pinned (409). Roles: owner, admin.",
    body: TrustedDigestInputSchema,
    bodyLimit: 65_536,
    ok: { 200: { description: "Replaced", schema: TrustedDigestSchema }, 201: { description: "Created", schema: TrustedDigestSchema } },
    errors: [400, 401, 403, 409, 413, 415, 429],
  },
  async run(ctx, input) {
    const r = await authority(ctx).putTrustedDigest(ctx.auth.tenantId, input, ctx.auth.keyId);
    return r.ok ? ok({ value: r.value.digest, created: r.value.created }) : r;
  },
});

export const revokeDigest = defineOperation({
  name: "revoke_digest",
  title: "Revoke a digest",
  description: "From this moment calls presenting the digest get 451 TrustRevoked. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: { ...WRITE, destructiveHint: true },
  input: DigestRevokeInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/trust/digests/revoke",
    summary: "Revoke a digest (digest, reason, revokedBy): from this moment calls presenting it get 451 TrustRevoked",
    description: "Emits shield.trust.digest.revoked; every later refused call emits shield.trust.revoked_call.refused. Roles: owner, admin.",
    body: DigestRevokeInputSchema,
    bodyLimit: 8192,
    ok: { 200: { description: "Revoked", schema: TrustedDigestSchema } },
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  },
  async run(ctx, input) {
    return authority(ctx).revokeDigest(ctx.auth.tenantId, input);
  },
});

export const TRUST_OPERATIONS = [listPublishers, createPublisher, replacePublisher, listDigests, putTrustedDigest, revokeDigest];
