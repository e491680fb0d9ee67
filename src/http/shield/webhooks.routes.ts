import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import {
  getDelivery,
  getEndpoint,
  insertEndpoint,
  listAttempts,
  listDeliveries,
  listEndpoints,
  publicEndpoint,
  resetDelivery,
  rotateEndpointSecret,
  updateEndpoint,
} from "../../db/webhooks.repo";
import { fail } from "../../errors/reasons";
import { allowLoopback } from "../../events/consumer";
import { recordEndpointChange as endpointChanged } from "../../events/fanout";
import { sealSecret } from "../../events/secrets";
import { newWebhookSecret } from "../../events/signing";
import { checkOutboundUrl } from "../../events/ssrf";
import { DELIVERY_STATUSES, WebhookEndpointSchema, WebhookInputSchema, WebhookUpdateSchema } from "../../schemas/shield-ops";
import { newId } from "../../util/ids";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { okEnvelope } from "./common";

// Tenant webhook endpoints and their delivery log. The signing secret is shown exactly once (on
// creation and on rotation) and never again; after a rotation the previous secret keeps signing
// beside the new one for ROTATION_OVERLAP_HOURS so receivers can switch without dropping events.

export const ROTATION_OVERLAP_HOURS = 24;
const writers = ["owner", "admin"] as const;
const readers = ["owner", "admin", "auditor"] as const;
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });
const Id = z.object({ id: z.string().min(1).max(128) });
const WithSecret = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });

const list = createRoute({
  method: "get",
  path: "/v1/shield/webhooks",
  summary: "Webhook endpoints (never their secrets)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  responses: { 200: { description: "Endpoints", content: okEnvelope(z.object({ endpoints: z.array(WebhookEndpointSchema) })) }, ...errorResponses(401, 403, 429) },
});

const create = createRoute({
  method: "post",
  path: "/v1/shield/webhooks",
  summary: "Register an endpoint: url (HTTPS, public host), eventTypes (exact, prefix.* or *); the signing secret is in this response only",
  description: "Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature v1,HMAC-SHA256). Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: body(WebhookInputSchema),
  responses: { 201: { description: "Registered; store `secret` now", content: okEnvelope(WithSecret) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const get = createRoute({
  method: "get",
  path: "/v1/shield/webhooks/{id}",
  summary: "One endpoint",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: { params: Id },
  responses: { 200: { description: "Endpoint", content: okEnvelope(WebhookEndpointSchema) }, ...errorResponses(401, 403, 404, 429) },
});

const update = createRoute({
  method: "patch",
  path: "/v1/shield/webhooks/{id}",
  summary: "Change url, eventTypes, description, or enabled (disable / re-enable)",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: { params: Id, ...body(WebhookUpdateSchema) },
  responses: { 200: { description: "Updated", content: okEnvelope(WebhookEndpointSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const rotate = createRoute({
  method: "post",
  path: "/v1/shield/webhooks/{id}/rotate-secret",
  summary: "Issue a new signing secret (shown once); the old one keeps signing beside it for 24 hours",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers)] as const,
  request: { params: Id },
  responses: { 200: { description: "Rotated; store `secret` now", content: okEnvelope(WithSecret) }, ...errorResponses(401, 403, 404, 429) },
});

const deliveries = createRoute({
  method: "get",
  path: "/v1/shield/webhooks/deliveries",
  summary: "The delivery log, newest first (filter by endpointId, status, eventType)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: {
    query: z.object({
      endpointId: z.string().min(1).max(128).optional(),
      status: z.enum(DELIVERY_STATUSES).optional(),
      eventType: z.string().min(1).max(128).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { 200: { description: "Deliveries", content: okEnvelope(z.object({ deliveries: z.array(z.any()) })) }, ...errorResponses(400, 401, 403, 429) },
});

const delivery = createRoute({
  method: "get",
  path: "/v1/shield/webhooks/deliveries/{id}",
  summary: "One delivery with its payload and every attempt",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: { params: Id },
  responses: { 200: { description: "Delivery", content: okEnvelope(z.any()) }, ...errorResponses(401, 403, 404, 429) },
});

const replay = createRoute({
  method: "post",
  path: "/v1/shield/webhooks/deliveries/{id}/replay",
  summary: "Send a delivery again (same webhook-id and body, attempts start over)",
  description: "The endpoint must be enabled. Roles: owner, admin.",
  middleware: [requireRole(...writers)] as const,
  request: { params: Id },
  responses: { 202: { description: "Queued", content: okEnvelope(z.object({ deliveryId: z.string(), status: z.string() })) }, ...errorResponses(401, 403, 404, 409, 429) },
});

function checkUrl(env: Env, url: string): void {
  const v = checkOutboundUrl(url, { allowLoopbackHttp: allowLoopback(env) });
  if (!v.ok) fail({ kind: "ValidationFailed", issues: [{ path: "url", message: v.reason }] });
}

export function webhookRoutes(app: OpenAPIHono<AppEnv>) {
  // Static paths before /{id}: the router tries handlers in registration order.
  app.openapi(list, async (c) => {
    const endpoints = await listEndpoints(c.env.DB, c.get("auth").tenantId);
    return okResponse(c, { endpoints: endpoints.map(publicEndpoint) });
  });

  app.openapi(create, async (c) => {
    const input = c.req.valid("json");
    checkUrl(c.env, input.url);
    const { tenantId } = c.get("auth");
    const now = new Date();
    const secret = newWebhookSecret();
    const id = newId("whe", now.getTime());
    const secretSealed = await sealSecret(secret, c.env.WEBHOOK_SECRET_KEY, c.env.DEPLOYMENT_KIND === "production");
    await insertEndpoint(c.env.DB, { id, tenantId, url: input.url, eventTypes: input.eventTypes, description: input.description ?? null, secretSealed, now: now.toISOString() });
    const endpoint = publicEndpoint((await getEndpoint(c.env.DB, tenantId, id))!);
    await endpointChanged(c.env, tenantId, endpoint, "created", c.get("auth").keyId);
    return okResponse(c, { endpoint, secret }, 201);
  });

  app.openapi(deliveries, async (c) => {
    const q = c.req.valid("query");
    return okResponse(c, { deliveries: await listDeliveries(c.env.DB, c.get("auth").tenantId, q) });
  });

  app.openapi(delivery, async (c) => {
    const { tenantId } = c.get("auth");
    const d = await getDelivery(c.env.DB, tenantId, c.req.valid("param").id);
    if (!d) return fail({ kind: "NotFound", what: "Webhook delivery" });
    const { payload_json, ...rest } = d;
    return okResponse(c, { ...rest, payload: JSON.parse(payload_json), attempts_log: await listAttempts(c.env.DB, tenantId, d.id) });
  });

  app.openapi(replay, async (c) => {
    const { tenantId } = c.get("auth");
    const d = await getDelivery(c.env.DB, tenantId, c.req.valid("param").id);
    if (!d) return fail({ kind: "NotFound", what: "Webhook delivery" });
    const endpoint = await getEndpoint(c.env.DB, tenantId, d.endpoint_id);
    if (!endpoint?.enabled) return fail({ kind: "Conflict", message: "The endpoint is disabled; re-enable it before replaying." });
    await resetDelivery(c.env.DB, tenantId, d.id, new Date().toISOString());
    await c.env.WEBHOOKS.send({ deliveryId: d.id, tenantId }, { contentType: "json" });
    return okResponse(c, { deliveryId: d.id, status: "pending" }, 202);
  });

  app.openapi(get, async (c) => {
    const e = await getEndpoint(c.env.DB, c.get("auth").tenantId, c.req.valid("param").id);
    return e ? okResponse(c, publicEndpoint(e)) : fail({ kind: "NotFound", what: "Webhook endpoint" });
  });

  app.openapi(update, async (c) => {
    const { tenantId } = c.get("auth");
    const id = c.req.valid("param").id;
    if (!(await getEndpoint(c.env.DB, tenantId, id))) return fail({ kind: "NotFound", what: "Webhook endpoint" });
    const patch = c.req.valid("json");
    if (patch.url !== undefined) checkUrl(c.env, patch.url);
    const enabling = patch.enabled === true ? { disabledReason: null } : patch.enabled === false ? { disabledReason: `disabled by ${c.get("auth").keyId}` } : {};
    await updateEndpoint(c.env.DB, tenantId, id, { ...patch, ...enabling }, new Date().toISOString());
    const endpoint = publicEndpoint((await getEndpoint(c.env.DB, tenantId, id))!);
    await endpointChanged(c.env, tenantId, endpoint, "updated", c.get("auth").keyId);
    return okResponse(c, endpoint);
  });

  app.openapi(rotate, async (c) => {
    const { tenantId } = c.get("auth");
    const id = c.req.valid("param").id;
    const current = await getEndpoint(c.env.DB, tenantId, id);
    if (!current) return fail({ kind: "NotFound", what: "Webhook endpoint" });
    const now = new Date();
    const secret = newWebhookSecret();
    await rotateEndpointSecret(c.env.DB, tenantId, id, {
      sealed: await sealSecret(secret, c.env.WEBHOOK_SECRET_KEY, c.env.DEPLOYMENT_KIND === "production"),
      previousSealed: current.secretSealed,
      previousExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3_600_000).toISOString(),
      now: now.toISOString(),
    });
    const endpoint = publicEndpoint((await getEndpoint(c.env.DB, tenantId, id))!);
    await endpointChanged(c.env, tenantId, endpoint, "secret_rotated", c.get("auth").keyId);
    return okResponse(c, { endpoint, secret });
  });
}
