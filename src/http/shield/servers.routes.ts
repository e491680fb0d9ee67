import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { fail } from "../../errors/reasons";
import { allowLoopback } from "../../events/consumer";
import { checkOutboundUrl } from "../../events/ssrf";
import { SandboxPolicyInputSchema, SandboxPolicySchema } from "../../schemas/shield";
import { ManagedServerSchema, ServerInputSchema, ServerStatusInputSchema } from "../../schemas/shield-ops";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, shieldFor } from "./common";

// Managed servers (seed §6) and their sandbox envelopes (§8).

const writers = ["owner", "admin"] as const;
const readers = ["owner", "admin", "auditor"] as const;
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });
const ServerId = z.object({ serverId: z.string().min(1).max(128) });

const listServers = createRoute({
  method: "get",
  path: "/v1/shield/servers",
  summary: "Managed tool servers and their lifecycle state",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  responses: { 200: { description: "Servers", content: okEnvelope(z.object({ servers: z.array(ManagedServerSchema) })) }, ...errorResponses(401, 403, 429) },
});

const getServer = createRoute({
  method: "get",
  path: "/v1/shield/servers/{serverId}",
  summary: "One managed server, with its full lifecycle history",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: { params: ServerId },
  responses: { 200: { description: "Server", content: okEnvelope(ManagedServerSchema) }, ...errorResponses(401, 403, 404, 429) },
});

const createServer = createRoute({
  method: "post",
  path: "/v1/shield/servers",
  summary: "Register a managed server: name, endpoint_url (HTTPS, public host), pinned digest",
  description: "The digest must be on the trust registry; the publisher is taken from it. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: body(ServerInputSchema),
  responses: { 201: { description: "Registered", content: okEnvelope(ManagedServerSchema) }, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
});

const setStatus = createRoute({
  method: "post",
  path: "/v1/shield/servers/{serverId}/status",
  summary: "Move a server through its lifecycle: installed, upgrading, quarantined, revoked, disabled",
  description:
    "Body: status, reason, actor (and digest when an upgrade completes). Invalid transitions are 409 Conflict; revoked is terminal. Quarantined, disabled and revoked servers stop calls presenting their digest (412 PolicyBlocked, policy server_lifecycle). Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(8192)] as const,
  request: { params: ServerId, ...body(ServerStatusInputSchema) },
  responses: { 200: { description: "Transitioned", content: okEnvelope(ManagedServerSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
});

const listSandbox = createRoute({
  method: "get",
  path: "/v1/shield/sandbox-policies",
  summary: "Sandbox envelopes per server (filesystem roots ro/rw, egress allow-list)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  responses: { 200: { description: "Policies", content: okEnvelope(z.object({ sandboxPolicies: z.array(SandboxPolicySchema) })) }, ...errorResponses(401, 403, 429) },
});

const putSandbox = createRoute({
  method: "post",
  path: "/v1/shield/sandbox-policies",
  summary: "Set a server's sandbox envelope (create or replace): server_name, fs_roots[{path, access ro|rw}], egress_allow[host | *.suffix]",
  description: "Checked only for high and extreme tiers; a declared context outside it is 412 SandboxViolation with a violationId. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(65_536)] as const,
  request: body(SandboxPolicyInputSchema),
  responses: {
    200: { description: "Replaced", content: okEnvelope(SandboxPolicySchema) },
    201: { description: "Created", content: okEnvelope(SandboxPolicySchema) },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

export function serverRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listServers, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { servers: (await stub.listTrust(tenantId)).servers });
  });

  app.openapi(getServer, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const server = (await stub.listTrust(tenantId)).servers.find((s) => s.id === c.req.valid("param").serverId);
    return server ? okResponse(c, server) : fail({ kind: "NotFound", what: "Server" });
  });

  app.openapi(createServer, async (c) => {
    const input = c.req.valid("json");
    const url = checkOutboundUrl(input.endpoint_url, { allowLoopbackHttp: allowLoopback(c.env) });
    if (!url.ok) return fail({ kind: "ValidationFailed", issues: [{ path: "endpoint_url", message: url.reason }] });
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.registerServer(tenantId, input, c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value, 201) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(setStatus, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.setServerStatus(tenantId, c.req.valid("param").serverId, c.req.valid("json"));
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(listSandbox, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { sandboxPolicies: (await stub.listTrust(tenantId)).sandboxPolicies });
  });

  app.openapi(putSandbox, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const { policy, created } = await stub.putSandboxPolicy(tenantId, c.req.valid("json"), c.get("auth").keyId);
    return created ? okResponse(c, policy, 201) : okResponse(c, policy, 200);
  });
}
