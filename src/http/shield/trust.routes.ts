import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { DigestRevokeInputSchema, PublisherInputSchema, PublisherSchema, TrustedDigestInputSchema, TrustedDigestSchema } from "../../schemas/shield";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, shieldFor } from "./common";

// The trust registry (seed §6): publishers are names you trust, digests are exact builds. State
// lives in the tenant Durable Object, so a revocation is honoured by the very next evaluation.

const writers = ["owner", "admin"] as const;
const readers = ["owner", "admin", "auditor"] as const;
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });

const listPublishers = createRoute({
  method: "get",
  path: "/v1/shield/trust/publishers",
  summary: "Registered publishers",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  responses: { 200: { description: "Publishers", content: okEnvelope(z.object({ publishers: z.array(PublisherSchema) })) }, ...errorResponses(401, 403, 429) },
});

const createPublisher = createRoute({
  method: "post",
  path: "/v1/shield/trust/publishers",
  summary: "Register a publisher (display_name, identity_type, identity_ref, trust_level, status)",
  description: "Shield records the identity you declare; it verifies no signature (seed §15). Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: body(PublisherInputSchema),
  responses: { 201: { description: "Created", content: okEnvelope(PublisherSchema) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const replacePublisher = createRoute({
  method: "post",
  path: "/v1/shield/trust/publishers/{publisherId}",
  summary: "Replace a publisher's record, e.g. to suspend or revoke it",
  description: "A suspended publisher's digests are refused (PolicyBlocked); a revoked one's with 451 TrustRevoked. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: { params: z.object({ publisherId: z.string().min(1).max(128) }), ...body(PublisherInputSchema) },
  responses: { 200: { description: "Replaced", content: okEnvelope(PublisherSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const listDigests = createRoute({
  method: "get",
  path: "/v1/shield/trust/digests",
  summary: "Pinned digests (trusted builds), including quarantined and revoked ones",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  responses: { 200: { description: "Digests", content: okEnvelope(z.object({ digests: z.array(TrustedDigestSchema) })) }, ...errorResponses(401, 403, 429) },
});

const putDigest = createRoute({
  method: "post",
  path: "/v1/shield/trust/digests",
  summary: "Pin a digest (create or replace): server_name, digest, publisher_id, risk_tier, capabilities, sampling_allowed, ui_apps_allowed, status, provenance",
  description: "status is active or quarantined; revocation is its own action. A revoked digest cannot be re-pinned (409). Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(65_536)] as const,
  request: body(TrustedDigestInputSchema),
  responses: {
    200: { description: "Replaced", content: okEnvelope(TrustedDigestSchema) },
    201: { description: "Created", content: okEnvelope(TrustedDigestSchema) },
    ...errorResponses(400, 401, 403, 409, 413, 415, 429),
  },
});

const revoke = createRoute({
  method: "post",
  path: "/v1/shield/trust/digests/revoke",
  summary: "Revoke a digest (digest, reason, revokedBy): from this moment calls presenting it get 451 TrustRevoked",
  description: "Emits shield.trust.digest.revoked; every later refused call emits shield.trust.revoked_call.refused. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(8192)] as const,
  request: body(DigestRevokeInputSchema),
  responses: { 200: { description: "Revoked", content: okEnvelope(TrustedDigestSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
});

export function trustRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listPublishers, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { publishers: (await stub.listTrust(tenantId)).publishers });
  });

  app.openapi(createPublisher, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.putPublisher(tenantId, c.req.valid("json"), c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value.publisher, 201) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(replacePublisher, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.putPublisher(tenantId, c.req.valid("json"), c.get("auth").keyId, c.req.valid("param").publisherId);
    return r.ok ? okResponse(c, r.value.publisher, 200) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(listDigests, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { digests: (await stub.listTrust(tenantId)).digests });
  });

  app.openapi(putDigest, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.putTrustedDigest(tenantId, c.req.valid("json"), c.get("auth").keyId);
    if (!r.ok) return adminErrorResponse(c, r.error) as never;
    return r.value.created ? okResponse(c, r.value.digest, 201) : okResponse(c, r.value.digest, 200);
  });

  app.openapi(revoke, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.revokeDigest(tenantId, c.req.valid("json"));
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });
}
