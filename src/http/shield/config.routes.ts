import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ManifestCreateInputSchema, ManifestSchema, ManifestUpdateInputSchema, SettingsUpdateInputSchema, ShieldSettingsSchema } from "../../schemas/shield";
import { ANY_ROLE, requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, shieldFor } from "./common";

// Mode, approval gating and capability manifests (seed §3, §4). Mutations need owner or admin.

const ManifestName = z.object({ name: z.string().min(1).max(256) });
const writers = ["owner", "admin"] as const;

const capabilitiesRoute = createRoute({
  method: "get",
  path: "/v1/shield/capabilities",
  summary: "The regime a client operates under: mode, approval gating, and every capability manifest",
  description: "Any role: agents should discover the regime rather than infer it from behaviour (seed §3).",
  middleware: [requireRole(...ANY_ROLE)] as const,
  responses: {
    200: {
      description: "Mode, approvalGating, tokenTtlMinutes, deploymentKind and manifests",
      content: okEnvelope(z.object({ mode: z.string(), approvalGating: z.boolean(), tokenTtlMinutes: z.number(), deploymentKind: z.string(), manifests: z.array(ManifestSchema) })),
    },
    ...errorResponses(401, 403, 429),
  },
});

const settingsRoute = createRoute({
  method: "patch",
  path: "/v1/shield/settings",
  summary: "Change the mode (off | observe | enforce), the approval-gating switch, or the token lifetime",
  description: "Each switch change is its own event. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(4096)] as const,
  request: { body: { required: true, content: { "application/json": { schema: SettingsUpdateInputSchema } } } },
  responses: { 200: { description: "The settings now in force", content: okEnvelope(ShieldSettingsSchema) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const putManifestRoute = createRoute({
  method: "post",
  path: "/v1/shield/manifests",
  summary: "Declare a tool (create or replace its manifest)",
  description: "Body: the seed's manifest fields. 201 when created, 200 when replaced. Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ManifestCreateInputSchema } } } },
  responses: {
    200: { description: "Replaced", content: okEnvelope(ManifestSchema) },
    201: { description: "Created", content: okEnvelope(ManifestSchema) },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const patchManifestRoute = createRoute({
  method: "patch",
  path: "/v1/shield/manifests/{name}",
  summary: "Change some fields of a manifest (the name is the key; URL-encode it)",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers), jsonBody(16_384)] as const,
  request: { params: ManifestName, body: { required: true, content: { "application/json": { schema: ManifestUpdateInputSchema } } } },
  responses: { 200: { description: "Updated", content: okEnvelope(ManifestSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const deleteManifestRoute = createRoute({
  method: "delete",
  path: "/v1/shield/manifests/{name}",
  summary: "Remove a manifest: the tool becomes undeclared (refused under enforcement)",
  description: "Roles: owner, admin.",
  middleware: [requireRole(...writers)] as const,
  request: { params: ManifestName },
  responses: { 200: { description: "Deleted", content: okEnvelope(z.object({ name: z.string() })) }, ...errorResponses(401, 403, 404, 429) },
});

export function configRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(capabilitiesRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const caps = await stub.capabilities(tenantId);
    return okResponse(c, { ...caps.settings, deploymentKind: caps.deploymentKind, manifests: caps.manifests });
  });

  app.openapi(settingsRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, await stub.updateSettings(tenantId, c.req.valid("json"), c.get("auth").keyId));
  });

  app.openapi(putManifestRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const { manifest, created } = await stub.putManifest(tenantId, c.req.valid("json"), c.get("auth").keyId);
    return created ? okResponse(c, manifest, 201) : okResponse(c, manifest, 200);
  });

  app.openapi(patchManifestRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.patchManifest(tenantId, c.req.valid("param").name, c.req.valid("json"), c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(deleteManifestRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.deleteManifest(tenantId, c.req.valid("param").name, c.get("auth").keyId);
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });
}
