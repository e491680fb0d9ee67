// API keys: listing and revocation are declared operations (src/operations/keys.ts); creating a key
// delegates access, so Shield gates it like an agent action and it stays a hand-written route.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { mintApiKey } from "../auth/api-keys";
import { insertKey, ROLES } from "../db/keys.repo";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses, okEnvelope } from "./openapi-common";
import { gateKeyCreation } from "../services/gate.service";
import { listApiKeys, publicKeyView, revokeApiKey } from "../operations/keys";
import { mountOperations } from "./operations";
import { refusalResponse } from "./shield/common";

const CreateKeySchema = z.strictObject({
  role: z.enum(ROLES),
  label: z.string().max(200).default(""),
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/v1/keys",
  summary: "Create an API key; the key is in this response and nowhere else, ever",
  description: "Role: owner. Gated by Shield as the tool `platform/keys.create` (DELEGATE_ACCESS): a kill switch or policy can refuse it (409/412 as on evaluate), and every creation is a decision record.",
  middleware: [requireRole("owner"), jsonBody(4096)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateKeySchema } } } },
  responses: { 201: { description: "Created", content: okEnvelope(z.any()) }, ...errorResponses(400, 401, 403, 409, 412, 413, 415, 429, 503) },
});

export function keysRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, [listApiKeys]);

  app.openapi(createKeyRoute, async (c) => {
    const input = c.req.valid("json");
    const auth = c.get("auth");
    // Creating a key delegates access: Shield decides it like any agent action, and records it.
    const refusal = await gateKeyCreation(c.env, auth, input, c.req.header("x-shield-approval-token"));
    if (refusal) return refusalResponse(c, refusal) as never;
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
    return okResponse(c, { ...publicKeyView({ ...record, revoked_at: null }), key: minted.key }, 201);
  });

  mountOperations(app, [revokeApiKey]);
}
