import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { getScanPolicy, putScanPolicy } from "../db/scan-policy.repo";
import { ScanPolicyInputSchema } from "../schemas/scan-policy";
import { ANY_ROLE, requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";

// The tenant's scan policy: the escape hatch for false positives (thresholds, allow-lists,
// disabled rules) and its own sensitive terms (data labels). Every receipt names its version.

const View = z.object({ version: z.number(), policy: ScanPolicyInputSchema, updated_at: z.string().nullable(), updated_by: z.string().nullable() });
const ok = { "application/json": { schema: z.object({ ok: z.literal(true), data: View, meta: z.object({ requestId: z.string() }) }) } };

const getRoute = createRoute({
  method: "get",
  path: "/v2/scan-policy",
  summary: "The tenant's scan policy and its version (0 = engine defaults)",
  description: "Any role.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  responses: { 200: { description: "Policy", content: ok }, ...errorResponses(401, 403, 429) },
});

const putRoute = createRoute({
  method: "put",
  path: "/v2/scan-policy",
  summary: "Replace the scan policy: thresholds per class, allow_domains, allow_urls, allow_secret_fingerprints, disabled_rules, data_labels",
  description: "Takes effect on the next scan; the version increases by one and is signed into every receipt as policy_version. Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ScanPolicyInputSchema } } } },
  responses: { 200: { description: "The policy now in force", content: ok }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

export function scanPolicyRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getRoute, async (c) => {
    const p = await getScanPolicy(c.env.DB, c.get("auth").tenantId);
    return okResponse(c, p ?? { version: 0, policy: {}, updated_at: null, updated_by: null });
  });

  app.openapi(putRoute, async (c) => {
    const auth = c.get("auth");
    const policy = c.req.valid("json");
    const at = new Date().toISOString();
    const version = await putScanPolicy(c.env.DB, auth.tenantId, policy, auth.keyId, at);
    return okResponse(c, { version, policy, updated_at: at, updated_by: auth.keyId });
  });
}
