import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { fail } from "../../errors/reasons";
import { GatewayPolicyInputSchema, GatewayPolicySchema, ToolPinSchema } from "../../schemas/gateway";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, shieldFor } from "./common";

// The MCP gateway's per-server policy and tool pins (docs/MCP.md, "The gateway").

const ServerId = z.object({ serverId: z.string().min(1).max(128) });
const writers = ["owner", "admin"] as const;
const readers = ["owner", "admin", "auditor"] as const;

const getPolicy = createRoute({
  method: "get",
  path: "/v1/shield/servers/{serverId}/gateway-policy",
  summary: "The gateway policy of a managed server: argument value limits and what to do with injected responses",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: { params: ServerId },
  responses: { 200: { description: "Policy", content: okEnvelope(GatewayPolicySchema) }, ...errorResponses(401, 403, 404, 429) },
});

const putPolicy = createRoute({
  method: "put",
  path: "/v1/shield/servers/{serverId}/gateway-policy",
  summary: "Set the gateway policy: value_limits [{tool, argument, min?, max?}], response_policy block | flag",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(65_536)] as const,
  request: { params: ServerId, body: { required: true, content: { "application/json": { schema: GatewayPolicyInputSchema } } } },
  responses: { 200: { description: "Policy", content: okEnvelope(GatewayPolicySchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const listPins = createRoute({
  method: "get",
  path: "/v1/shield/servers/{serverId}/tools",
  summary: "The server's tool definitions as pinned by the gateway, with any unapproved change and poisoning verdict",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole(...readers)] as const,
  request: { params: ServerId },
  responses: { 200: { description: "Pins", content: okEnvelope(z.object({ tools: z.array(ToolPinSchema) })) }, ...errorResponses(401, 403, 429) },
});

const repin = createRoute({
  method: "post",
  path: "/v1/shield/servers/{serverId}/tools/{toolName}/repin",
  summary: "Accept a changed tool definition: the pin moves to what the server now serves",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers)] as const,
  request: { params: ServerId.extend({ toolName: z.string().min(1).max(256) }) },
  responses: { 200: { description: "Re-pinned", content: okEnvelope(ToolPinSchema) }, ...errorResponses(401, 403, 404, 429) },
});

export function gatewayRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getPolicy, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const ctx = await stub.gatewayContext(tenantId, c.req.valid("param").serverId);
    if (!ctx) return fail({ kind: "NotFound", what: "Managed server" });
    return okResponse(c, ctx.policy);
  });

  app.openapi(putPolicy, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.putGatewayPolicy(tenantId, c.req.valid("param").serverId, c.req.valid("json"), c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(listPins, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { tools: await stub.listToolPins(tenantId, c.req.valid("param").serverId) });
  });

  app.openapi(repin, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const { serverId, toolName } = c.req.valid("param");
    const r = await stub.repinTool(tenantId, serverId, toolName, c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });
}
