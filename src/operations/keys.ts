// API keys: listing (never the keys themselves) and revocation. Creating a key delegates access,
// so it is a gated action (Shield decides and records it) and stays a hand-written route.
import { z } from "zod";
import { keyPreview } from "../auth/api-keys";
import { findKeyById, listKeys, revokeKey } from "../db/keys.repo";
import { fail } from "../errors/reasons";
import { ok } from "../policy/result";
import { defineOperation, READ, READERS, WRITE } from "./operation";

const KeyIdParam = z.object({ keyId: z.string().regex(/^key_[0-9A-Z]{26}$/, "must be a key id such as key_01J…") });

/** What anyone but the creator ever sees of a key: its id, a preview and its record. */
export function publicKeyView(k: { id: string; role: string; label: string; created_at: string; created_by: string | null; revoked_at: string | null }) {
  return { id: k.id, preview: keyPreview(k.id), role: k.role, label: k.label, created_at: k.created_at, created_by: k.created_by, revoked_at: k.revoked_at };
}

export const listApiKeys = defineOperation({
  name: "list_api_keys",
  title: "The tenant's API keys",
  description: "The tenant's API keys with role, label and state (never the keys themselves).",
  roles: READERS,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/keys",
    summary: "List the tenant's API keys (never the keys themselves)",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Keys", schema: z.any() } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ keys: (await listKeys(ctx.env.DB, ctx.auth.tenantId)).map(publicKeyView) });
  },
});

export const revokeApiKey = defineOperation({
  name: "revoke_api_key",
  title: "Revoke an API key",
  description: "Revokes a key, effective on its next request; the tenant's last live owner key cannot be revoked. Needs an owner key.",
  roles: ["owner"],
  annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
  input: KeyIdParam.strict(),
  http: {
    method: "delete",
    path: "/v1/keys/{keyId}",
    summary: "Revoke an API key (effective on its next request)",
    description: "Role: owner. The tenant's last live owner key cannot be revoked (409).",
    params: KeyIdParam,
    ok: { 200: { description: "Revoked", schema: z.any() } },
    errors: [400, 401, 403, 404, 409, 429],
  },
  async run(ctx, { keyId }) {
    const { tenantId } = ctx.auth;
    const target = await findKeyById(ctx.env.DB, keyId);
    if (!target || target.tenant_id !== tenantId || target.revoked_at) return fail({ kind: "NotFound", what: "Live API key" });
    const at = new Date().toISOString();
    const outcome = await revokeKey(ctx.env.DB, tenantId, keyId, at, ctx.auth.keyId);
    if (outcome === "last-owner") return fail({ kind: "Conflict", message: "Refusing to revoke the tenant's last owner key; create another owner key first" });
    if (outcome === "not-found") return fail({ kind: "NotFound", what: "Live API key" });
    return ok({ id: keyId, revoked_at: at });
  },
});

export const KEY_OPERATIONS = [listApiKeys, revokeApiKey];
