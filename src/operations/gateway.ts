// The MCP gateway's per-server policy and tool pins (docs/MCP.md, "The gateway").
import { z } from "zod";
import { fail } from "../errors/reasons";
import { ok } from "../policy/result";
import { GatewayPolicyInputSchema, GatewayPolicySchema, ToolPinSchema } from "../schemas/gateway";
import { tenantAuthority } from "../services/authority";
import { defineOperation, PUT, READ, READERS, WRITE, WRITERS, type OpContext } from "./operation";

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);
const ServerId = z.object({ serverId: z.string().min(1).max(128) });
const ToolRef = ServerId.extend({ toolName: z.string().min(1).max(256) });

export const getGatewayPolicy = defineOperation({
  name: "get_gateway_policy",
  title: "A server's gateway policy",
  description: "The gateway policy of a managed server: argument value limits and what to do with injected responses.",
  roles: READERS,
  annotations: READ,
  input: ServerId.strict(),
  http: {
    method: "get",
    path: "/v1/shield/servers/{serverId}/gateway-policy",
    summary: "The gateway policy of a managed server: argument value limits and what to do with injected responses",
    description: "Roles: owner, admin, auditor.",
    params: ServerId,
    ok: { 200: { description: "Policy", schema: GatewayPolicySchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { serverId }) {
    const gw = await authority(ctx).gatewayContext(ctx.auth.tenantId, serverId);
    return gw ? ok(gw.policy) : fail({ kind: "NotFound", what: "Managed server" });
  },
});

export const putGatewayPolicy = defineOperation({
  name: "put_gateway_policy",
  title: "Set a server's gateway policy",
  description: "Replaces a managed server's gateway policy: value_limits [{tool, argument, min?, max?}], response_policy block | flag. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: ServerId.strict().extend(GatewayPolicyInputSchema.shape),
  http: {
    method: "put",
    path: "/v1/shield/servers/{serverId}/gateway-policy",
    summary: "Set the gateway policy: value_limits [{tool, argument, min?, max?}], response_policy block | flag",
    description: "Roles: owner, admin.",
    params: ServerId,
    body: GatewayPolicyInputSchema,
    bodyLimit: 65_536,
    ok: { 200: { description: "Policy", schema: GatewayPolicySchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { serverId, ...input }) {
    return authority(ctx).putGatewayPolicy(ctx.auth.tenantId, serverId, input, ctx.auth.keyId);
  },
});

export const listToolPins = defineOperation({
  name: "list_tool_pins",
  title: "A server's pinned tool definitions",
  description: "The server's tool definitions as pinned by the gateway, with any unapproved change and poisoning verdict.",
  roles: READERS,
  annotations: READ,
  input: ServerId.strict(),
  http: {
    method: "get",
    path: "/v1/shield/servers/{serverId}/tools",
    summary: "The server's tool definitions as pinned by the gateway, with any unapproved change and poisoning verdict",
    description: "Roles: owner, admin, auditor.",
    params: ServerId,
    ok: { 200: { description: "Pins", schema: z.object({ tools: z.array(ToolPinSchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx, { serverId }) {
    return ok({ tools: await authority(ctx).listToolPins(ctx.auth.tenantId, serverId) });
  },
});

export const repinTool = defineOperation({
  name: "repin_tool",
  title: "Accept a changed tool definition",
  description: "Moves a tool's pin to the definition the server now serves. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: ToolRef.strict(),
  http: {
    method: "post",
    path: "/v1/shield/servers/{serverId}/tools/{toolName}/repin",
    summary: "Accept a changed tool definition: the pin moves to what the server now serves",
    description: "Roles: owner, admin.",
    params: ToolRef,
    ok: { 200: { description: "Re-pinned", schema: ToolPinSchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { serverId, toolName }) {
    return authority(ctx).repinTool(ctx.auth.tenantId, serverId, toolName, ctx.auth.keyId);
  },
});

export const GATEWAY_OPERATIONS = [getGatewayPolicy, putGatewayPolicy, listToolPins, repinTool];
