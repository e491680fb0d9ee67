// Mode, approval gating and capability manifests (seed §3, §4): what every client may read, and
// what owners and admins change.
import { z } from "zod";
import { ok } from "../policy/result";
import { ManifestCreateInputSchema, ManifestSchema, ManifestUpdateInputSchema, SettingsUpdateInputSchema, ShieldSettingsSchema } from "../schemas/shield";
import { tenantAuthority } from "../services/authority";
import { ALL_ROLES, defineOperation, PUT, READ, WRITE, WRITERS, type OpContext } from "./operation";

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);
const ManifestName = z.object({ name: z.string().min(1).max(256) });

export const getCapabilities = defineOperation({
  name: "get_capabilities",
  title: "Current Shield regime",
  description: "The tenant's mode (off/observe/enforce), the approval-gating switch and every capability manifest.",
  roles: ALL_ROLES,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/shield/capabilities",
    summary: "The regime a client operates under: mode, approval gating, and every capability manifest",
    description: "Any role: agents should discover the regime rather than infer it from behaviour (seed §3).",
    ok: {
      200: {
        description: "Mode, approvalGating, tokenTtlMinutes, deploymentKind and manifests",
        schema: z.object({ mode: z.string(), approvalGating: z.boolean(), tokenTtlMinutes: z.number(), deploymentKind: z.string(), manifests: z.array(ManifestSchema) }),
      },
    },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    const caps = await authority(ctx).capabilities(ctx.auth.tenantId);
    return ok({ ...caps.settings, deploymentKind: caps.deploymentKind, manifests: caps.manifests });
  },
});

export const updateSettings = defineOperation({
  name: "update_settings",
  title: "Change the Shield regime",
  description: "Changes the mode (off | observe | enforce), the approval-gating switch or the approval-token lifetime; each change is its own event. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: SettingsUpdateInputSchema,
  http: {
    method: "patch",
    path: "/v1/shield/settings",
    summary: "Change the mode (off | observe | enforce), the approval-gating switch, or the token lifetime",
    description: "Each switch change is its own event. Roles: owner, admin.",
    body: SettingsUpdateInputSchema,
    bodyLimit: 4096,
    ok: { 200: { description: "The settings now in force", schema: ShieldSettingsSchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    return ok(await authority(ctx).updateSettings(ctx.auth.tenantId, input, ctx.auth.keyId));
  },
});

export const putManifest = defineOperation({
  name: "put_manifest",
  title: "Declare a tool",
  description: "Creates or replaces a tool's capability manifest (undeclared tools are refused under enforcement). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: ManifestCreateInputSchema,
  upsert: true,
  http: {
    method: "post",
    path: "/v1/shield/manifests",
    summary: "Declare a tool (create or replace its manifest)",
    description: "Body: the seed's manifest fields. 201 when created, 200 when replaced. Roles: owner, admin.",
    body: ManifestCreateInputSchema,
    bodyLimit: 16_384,
    ok: { 200: { description: "Replaced", schema: ManifestSchema }, 201: { description: "Created", schema: ManifestSchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    const { manifest, created } = await authority(ctx).putManifest(ctx.auth.tenantId, input, ctx.auth.keyId);
    return ok({ value: manifest, created });
  },
});

export const patchManifest = defineOperation({
  name: "update_manifest",
  title: "Change a manifest",
  description: "Changes some fields of a tool's manifest (the name is the key). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: ManifestName.strict()
    .extend(ManifestUpdateInputSchema.shape)
    .refine((v) => Object.keys(v).length > 1, { error: "update must change at least one field" }),
  http: {
    method: "patch",
    path: "/v1/shield/manifests/{name}",
    summary: "Change some fields of a manifest (the name is the key; URL-encode it)",
    description: "Roles: owner, admin.",
    params: ManifestName,
    body: ManifestUpdateInputSchema,
    bodyLimit: 16_384,
    ok: { 200: { description: "Updated", schema: ManifestSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { name, ...input }) {
    return authority(ctx).patchManifest(ctx.auth.tenantId, name, input, ctx.auth.keyId);
  },
});

export const deleteManifest = defineOperation({
  name: "delete_manifest",
  title: "Remove a manifest",
  description: "Removes a tool's manifest: the tool becomes undeclared (refused under enforcement). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
  input: ManifestName.strict(),
  http: {
    method: "delete",
    path: "/v1/shield/manifests/{name}",
    summary: "Remove a manifest: the tool becomes undeclared (refused under enforcement)",
    description: "Roles: owner, admin.",
    params: ManifestName,
    ok: { 200: { description: "Deleted", schema: z.object({ name: z.string() }) } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { name }) {
    return authority(ctx).deleteManifest(ctx.auth.tenantId, name, ctx.auth.keyId);
  },
});

export const CONFIG_OPERATIONS = [getCapabilities, updateSettings, putManifest, patchManifest, deleteManifest];
