// Tenant webhook endpoints and their delivery log. The signing secret is shown exactly once (on
// creation and on rotation) and never again; after a rotation the previous secret keeps signing
// beside the new one for ROTATION_OVERLAP_HOURS so receivers can switch without dropping events.
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
} from "../db/webhooks.repo";
import { fail } from "../errors/reasons";
import { allowLoopback } from "../webhooks/consumer";
import { recordEndpointChange as endpointChanged } from "../webhooks/fanout";
import { sealSecret } from "../webhooks/secrets";
import { newWebhookSecret } from "../webhooks/signing";
import { checkOutboundUrl } from "../egress/url-policy";
import { ok } from "../policy/result";
import { DELIVERY_STATUSES, WebhookEndpointSchema, WebhookInputSchema, WebhookUpdateSchema } from "../schemas/shield-ops";
import { newId } from "../util/ids";
import { defineOperation, READ, READERS, WRITE, WRITERS } from "./operation";

export const ROTATION_OVERLAP_HOURS = 24;
const Id = z.object({ id: z.string().min(1).max(128) });
const WithSecret = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
const DeliveryFilter = z.object({
  endpointId: z.string().min(1).max(128).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  eventType: z.string().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

function checkUrl(env: Env, url: string): void {
  const v = checkOutboundUrl(url, { allowLoopbackHttp: allowLoopback(env) });
  if (!v.ok) fail({ kind: "ValidationFailed", issues: [{ path: "url", message: v.reason }] });
}

const seal = (env: Env, secret: string) => sealSecret(secret, env.WEBHOOK_SECRET_KEY, env.DEPLOYMENT_KIND === "production");

export const listWebhooks = defineOperation({
  name: "list_webhooks",
  title: "Webhook endpoints",
  description: "The tenant's webhook endpoints (never their secrets).",
  roles: READERS,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/shield/webhooks",
    summary: "Webhook endpoints (never their secrets)",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Endpoints", schema: z.object({ endpoints: z.array(WebhookEndpointSchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    const endpoints = await listEndpoints(ctx.env.DB, ctx.auth.tenantId);
    return ok({ endpoints: endpoints.map(publicEndpoint) });
  },
});

export const createWebhook = defineOperation({
  name: "create_webhook",
  title: "Register a webhook endpoint",
  description: "Registers an HTTPS endpoint for event types (exact, prefix.* or *); the signing secret is in this answer only. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: WebhookInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/webhooks",
    summary: "Register an endpoint: url (HTTPS, public host), eventTypes (exact, prefix.* or *); the signing secret is in this response only",
    description: "Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature v1,HMAC-SHA256). Roles: owner, admin.",
    body: WebhookInputSchema,
    bodyLimit: 16_384,
    ok: { 201: { description: "Registered; store `secret` now", schema: WithSecret } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    checkUrl(ctx.env, input.url);
    const { tenantId } = ctx.auth;
    const now = new Date();
    const secret = newWebhookSecret();
    const id = newId("whe", now.getTime());
    const secretSealed = await seal(ctx.env, secret);
    await insertEndpoint(ctx.env.DB, { id, tenantId, url: input.url, eventTypes: input.eventTypes, description: input.description ?? null, secretSealed, now: now.toISOString() });
    const endpoint = publicEndpoint((await getEndpoint(ctx.env.DB, tenantId, id))!);
    await endpointChanged(ctx.env, tenantId, endpoint, "created", ctx.auth.keyId);
    return ok({ endpoint, secret });
  },
});

export const listWebhookDeliveries = defineOperation({
  name: "list_webhook_deliveries",
  title: "Webhook delivery log",
  description: "The delivery log, newest first (filter by endpointId, status, eventType).",
  roles: READERS,
  annotations: READ,
  input: DeliveryFilter.strict(),
  http: {
    method: "get",
    path: "/v1/shield/webhooks/deliveries",
    summary: "The delivery log, newest first (filter by endpointId, status, eventType)",
    description: "Roles: owner, admin, auditor.",
    query: DeliveryFilter,
    ok: { 200: { description: "Deliveries", schema: z.object({ deliveries: z.array(z.any()) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, filter) {
    return ok({ deliveries: await listDeliveries(ctx.env.DB, ctx.auth.tenantId, filter) });
  },
});

export const getWebhookDelivery = defineOperation({
  name: "get_webhook_delivery",
  title: "Read a webhook delivery",
  description: "One delivery with its payload and every attempt.",
  roles: READERS,
  annotations: READ,
  input: Id.strict(),
  http: {
    method: "get",
    path: "/v1/shield/webhooks/deliveries/{id}",
    summary: "One delivery with its payload and every attempt",
    description: "Roles: owner, admin, auditor.",
    params: Id,
    ok: { 200: { description: "Delivery", schema: z.any() } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { id }) {
    const d = await getDelivery(ctx.env.DB, ctx.auth.tenantId, id);
    if (!d) return fail({ kind: "NotFound", what: "Webhook delivery" });
    const { payload_json, ...rest } = d;
    return ok({ ...rest, payload: JSON.parse(payload_json), attempts_log: await listAttempts(ctx.env.DB, ctx.auth.tenantId, d.id) });
  },
});

export const replayWebhookDelivery = defineOperation({
  name: "replay_webhook_delivery",
  title: "Send a webhook delivery again",
  description: "Queues a delivery again (same webhook-id and body, attempts start over); the endpoint must be enabled. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: Id.strict(),
  http: {
    method: "post",
    path: "/v1/shield/webhooks/deliveries/{id}/replay",
    summary: "Send a delivery again (same webhook-id and body, attempts start over)",
    description: "The endpoint must be enabled. Roles: owner, admin.",
    params: Id,
    ok: { 202: { description: "Queued", schema: z.object({ deliveryId: z.string(), status: z.string() }) } },
    errors: [401, 403, 404, 409, 429],
  },
  async run(ctx, { id }) {
    const { tenantId } = ctx.auth;
    const d = await getDelivery(ctx.env.DB, tenantId, id);
    if (!d) return fail({ kind: "NotFound", what: "Webhook delivery" });
    const endpoint = await getEndpoint(ctx.env.DB, tenantId, d.endpoint_id);
    if (!endpoint?.enabled) return fail({ kind: "Conflict", message: "The endpoint is disabled; re-enable it before replaying." });
    await resetDelivery(ctx.env.DB, tenantId, d.id, new Date().toISOString());
    await ctx.env.WEBHOOKS.send({ deliveryId: d.id, tenantId }, { contentType: "json" });
    return ok({ deliveryId: d.id, status: "pending" });
  },
});

export const getWebhook = defineOperation({
  name: "get_webhook",
  title: "Read a webhook endpoint",
  description: "One webhook endpoint (never its secret).",
  roles: READERS,
  annotations: READ,
  input: Id.strict(),
  http: {
    method: "get",
    path: "/v1/shield/webhooks/{id}",
    summary: "One endpoint",
    description: "Roles: owner, admin, auditor.",
    params: Id,
    ok: { 200: { description: "Endpoint", schema: WebhookEndpointSchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { id }) {
    const e = await getEndpoint(ctx.env.DB, ctx.auth.tenantId, id);
    return e ? ok(publicEndpoint(e)) : fail({ kind: "NotFound", what: "Webhook endpoint" });
  },
});

export const updateWebhook = defineOperation({
  name: "update_webhook",
  title: "Change a webhook endpoint",
  description: "Changes url, eventTypes, description, or enabled (disable / re-enable). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: Id.strict().extend(WebhookUpdateSchema.shape),
  http: {
    method: "patch",
    path: "/v1/shield/webhooks/{id}",
    summary: "Change url, eventTypes, description, or enabled (disable / re-enable)",
    description: "Roles: owner, admin.",
    params: Id,
    body: WebhookUpdateSchema,
    bodyLimit: 16_384,
    ok: { 200: { description: "Updated", schema: WebhookEndpointSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { id, ...patch }) {
    const { tenantId, keyId } = ctx.auth;
    if (!(await getEndpoint(ctx.env.DB, tenantId, id))) return fail({ kind: "NotFound", what: "Webhook endpoint" });
    if (patch.url !== undefined) checkUrl(ctx.env, patch.url);
    const enabling = patch.enabled === true ? { disabledReason: null } : patch.enabled === false ? { disabledReason: `disabled by ${keyId}` } : {};
    await updateEndpoint(ctx.env.DB, tenantId, id, { ...patch, ...enabling }, new Date().toISOString());
    const endpoint = publicEndpoint((await getEndpoint(ctx.env.DB, tenantId, id))!);
    await endpointChanged(ctx.env, tenantId, endpoint, "updated", keyId);
    return ok(endpoint);
  },
});

export const rotateWebhookSecret = defineOperation({
  name: "rotate_webhook_secret",
  title: "Rotate a webhook signing secret",
  description: "Issues a new signing secret (shown once); the old one keeps signing beside it for 24 hours. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: Id.strict(),
  http: {
    method: "post",
    path: "/v1/shield/webhooks/{id}/rotate-secret",
    summary: "Issue a new signing secret (shown once); the old one keeps signing beside it for 24 hours",
    description: "Roles: owner, admin.",
    params: Id,
    ok: { 200: { description: "Rotated; store `secret` now", schema: WithSecret } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { id }) {
    const { tenantId } = ctx.auth;
    const current = await getEndpoint(ctx.env.DB, tenantId, id);
    if (!current) return fail({ kind: "NotFound", what: "Webhook endpoint" });
    const now = new Date();
    const secret = newWebhookSecret();
    await rotateEndpointSecret(ctx.env.DB, tenantId, id, {
      sealed: await seal(ctx.env, secret),
      previousSealed: current.secretSealed,
      previousExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3_600_000).toISOString(),
      now: now.toISOString(),
    });
    const endpoint = publicEndpoint((await getEndpoint(ctx.env.DB, tenantId, id))!);
    await endpointChanged(ctx.env, tenantId, endpoint, "secret_rotated", ctx.auth.keyId);
    return ok({ endpoint, secret });
  },
});

/** Static paths before /{id}: the router tries handlers in registration order. */
export const WEBHOOK_OPERATIONS = [
  listWebhooks,
  createWebhook,
  listWebhookDeliveries,
  getWebhookDelivery,
  replayWebhookDelivery,
  getWebhook,
  updateWebhook,
  rotateWebhookSecret,
];
