// Managed servers (seed §6) and their sandbox envelopes (§8).
import { z } from "zod";
import { fail } from "../errors/reasons";
import { allowLoopback } from "../webhooks/consumer";
import { checkOutboundUrl } from "../egress/url-policy";
import { ok } from "../policy/result";
import { SandboxPolicyInputSchema, SandboxPolicySchema } from "../schemas/shield";
import { ManagedServerSchema, ServerInputSchema, ServerStatusInputSchema } from "../schemas/shield-ops";
import { tenantAuthority } from "../services/authority";
import { defineOperation, PUT, READ, READERS, WRITE, WRITERS, type OpContext } from "./operation";

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);
const ServerId = z.object({ serverId: z.string().min(1).max(128) });
const NoInput = z.strictObject({});

export const listServers = defineOperation({
  name: "list_servers",
  title: "Managed servers",
  description: "Managed tool servers and their lifecycle state.",
  roles: READERS,
  annotations: READ,
  input: NoInput,
  http: {
    method: "get",
    path: "/v1/shield/servers",
    summary: "Managed tool servers and their lifecycle state",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Servers", schema: z.object({ servers: z.array(ManagedServerSchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ servers: (await authority(ctx).listTrust(ctx.auth.tenantId)).servers });
  },
});

export const getServer = defineOperation({
  name: "get_server",
  title: "Read a managed server",
  description: "One managed server, with its full lifecycle history.",
  roles: READERS,
  annotations: READ,
  input: ServerId.strict(),
  http: {
    method: "get",
    path: "/v1/shield/servers/{serverId}",
    summary: "One managed server, with its full lifecycle history",
    description: "Roles: owner, admin, auditor.",
    params: ServerId,
    ok: { 200: { description: "Server", schema: ManagedServerSchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { serverId }) {
    const server = (await authority(ctx).listTrust(ctx.auth.tenantId)).servers.find((s) => s.id === serverId);
    return server ? ok(server) : fail({ kind: "NotFound", what: "Server" });
  },
});

export const registerServer = defineOperation({
  name: "register_server",
  title: "Register a managed server",
  description: "Puts a server behind the MCP gateway: name, endpoint_url (HTTPS, public host) and a digest already on the trust registry. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: ServerInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/servers",
    summary: "Register a managed server: name, endpoint_url (HTTPS, public host), pinned digest",
    description: "The digest must be on the trust registry; the publisher is taken from it. Roles: owner, admin.",
    body: ServerInputSchema,
    bodyLimit: 16_384,
    ok: { 201: { description: "Registered", schema: ManagedServerSchema } },
    errors: [400, 401, 403, 409, 413, 415, 429],
  },
  async run(ctx, input) {
    const url = checkOutboundUrl(input.endpoint_url, { allowLoopbackHttp: allowLoopback(ctx.env) });
    if (!url.ok) return fail({ kind: "ValidationFailed", issues: [{ path: "endpoint_url", message: url.reason }] });
    return authority(ctx).registerServer(ctx.auth.tenantId, input, ctx.auth.keyId);
  },
});

export const setServerStatus = defineOperation({
  name: "set_server_status",
  title: "Move a server through its lifecycle",
  description:
    "installed, upgrading, quarantined, revoked (terminal) or disabled; quarantined, disabled and revoked servers stop calls presenting their digest. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: ServerId.strict().extend(ServerStatusInputSchema.shape),
  http: {
    method: "post",
    path: "/v1/shield/servers/{serverId}/status",
    summary: "Move a server through its lifecycle: installed, upgrading, quarantined, revoked, disabled",
    description:
      "Body: status, reason, actor (and digest when an upgrade completes). Invalid transitions are 409 Conflict; revoked is terminal. Quarantined, disabled and revoked servers stop calls presenting their digest (412 PolicyBlocked, policy server_lifecycle). Roles: owner, admin.",
    params: ServerId,
    body: ServerStatusInputSchema,
    bodyLimit: 8192,
    ok: { 200: { description: "Transitioned", schema: ManagedServerSchema } },
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  },
  async run(ctx, { serverId, ...input }) {
    return authority(ctx).setServerStatus(ctx.auth.tenantId, serverId, input);
  },
});

export const listSandboxPolicies = defineOperation({
  name: "list_sandbox_policies",
  title: "Sandbox envelopes",
  description: "Sandbox envelopes per server (filesystem roots ro/rw, egress allow-list).",
  roles: READERS,
  annotations: READ,
  input: NoInput,
  http: {
    method: "get",
    path: "/v1/shield/sandbox-policies",
    summary: "Sandbox envelopes per server (filesystem roots ro/rw, egress allow-list)",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Policies", schema: z.object({ sandboxPolicies: z.array(SandboxPolicySchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ sandboxPolicies: (await authority(ctx).listTrust(ctx.auth.tenantId)).sandboxPolicies });
  },
});

export const putSandboxPolicy = defineOperation({
  name: "put_sandbox_policy",
  title: "Set a server's sandbox envelope",
  description: "Creates or replaces a server's sandbox envelope (fs_roots, egress_allow); checked for high and extreme tiers. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: SandboxPolicyInputSchema,
  upsert: true,
  http: {
    method: "post",
    path: "/v1/shield/sandbox-policies",
    summary: "Set a server's sandbox envelope (create or replace): server_name, fs_roots[{path, access ro|rw}], egress_allow[host | *.suffix]",
    description: "Checked only for high and extreme tiers; a declared context outside it is 412 SandboxViolation with a violationId. Roles: owner, admin.",
    body: SandboxPolicyInputSchema,
    bodyLimit: 65_536,
    ok: { 200: { description: "Replaced", schema: SandboxPolicySchema }, 201: { description: "Created", schema: SandboxPolicySchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    const { policy, created } = await authority(ctx).putSandboxPolicy(ctx.auth.tenantId, input, ctx.auth.keyId);
    return ok({ value: policy, created });
  },
});

export const SERVER_OPERATIONS = [listServers, getServer, registerServer, setServerStatus, listSandboxPolicies, putSandboxPolicy];
