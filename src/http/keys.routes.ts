import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { keyPreview, mintApiKey } from "../auth/api-keys";
import { findKeyById, insertKey, listKeys, revokeKey, ROLES } from "../db/keys.repo";
import { fail } from "../errors/reasons";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";

const CreateKeySchema = z.strictObject({
  role: z.enum(ROLES),
  label: z.string().max(200).default(""),
});
const KeyIdParam = z.object({ keyId: z.string().regex(/^key_[0-9A-Z]{26}$/, "must be a key id such as key_01J…") });
const ok = (data: z.ZodType) => ({ "application/json": { schema: z.object({ ok: z.literal(true), data, meta: z.object({ requestId: z.string() }) }) } });

const listRoute = createRoute({
  method: "get",
  path: "/v1/keys",
  summary: "List the tenant's API keys (never the keys themselves)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  responses: { 200: { description: "Keys", content: ok(z.any()) }, ...errorResponses(401, 403, 429) },
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/v1/keys",
  summary: "Create an API key; the key is in this response and nowhere else, ever",
  description: "Role: owner.",
  middleware: [requireRole("owner"), jsonBody(4096)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateKeySchema } } } },
  responses: { 201: { description: "Created", content: ok(z.any()) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/v1/keys/{keyId}",
  summary: "Revoke an API key (effective on its next request)",
  description: "Role: owner. The tenant's last live owner key cannot be revoked (409).",
  middleware: [requireRole("owner")] as const,
  request: { params: KeyIdParam },
  responses: { 200: { description: "Revoked", content: ok(z.any()) }, ...errorResponses(400, 401, 403, 404, 409, 429) },
});

function publicView(k: { id: string; role: string; label: string; created_at: string; created_by: string | null; revoked_at: string | null }) {
  return {
    id: k.id,
    preview: keyPreview(k.id),
    role: k.role,
    label: k.label,
    created_at: k.created_at,
    created_by: k.created_by,
    revoked_at: k.revoked_at,
  };
}

export function keysRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const keys = await listKeys(c.env.DB, c.get("auth").tenantId);
    return okResponse(c, { keys: keys.map(publicView) });
  });

  app.openapi(createKeyRoute, async (c) => {
    const input = c.req.valid("json");
    const auth = c.get("auth");
    const minted = await mintApiKey();
    const record = {
      id: minted.id,
      tenant_id: auth.tenantId,
      role: input.role,
      label: input.label,
      key_hash: minted.hash,
      created_at: new Date().toISOString(),
      created_by: auth.keyId,
    };
    await insertKey(c.env.DB, record);
    return okResponse(c, { ...publicView({ ...record, revoked_at: null }), key: minted.key }, 201);
  });

  app.openapi(revokeRoute, async (c) => {
    const { keyId } = c.req.valid("param");
    const auth = c.get("auth");
    const target = await findKeyById(c.env.DB, keyId);
    if (!target || target.tenant_id !== auth.tenantId || target.revoked_at) return fail({ kind: "NotFound", what: "Live API key" });
    const at = new Date().toISOString();
    const outcome = await revokeKey(c.env.DB, auth.tenantId, keyId, at, auth.keyId);
    if (outcome === "last-owner") return fail({ kind: "Conflict", message: "Refusing to revoke the tenant's last owner key; create another owner key first" });
    if (outcome === "not-found") return fail({ kind: "NotFound", what: "Live API key" });
    return okResponse(c, { id: keyId, revoked_at: at });
  });
}
