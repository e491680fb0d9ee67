import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { maxScanBytes, scanForTenant } from "../services/scan.service";
import { ScanRequestSchema, ScanResponseSchema } from "../schemas/scan";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { errorResponses } from "./openapi-common";

// The body may be larger than the content limit: JSON escaping can grow text up to 6×
// (\uXXXX), so the body cap is generous and the content's own UTF-8 size is what is enforced.
const bodyLimit = (env: Env) => maxScanBytes(env) * 6 + 65_536;

const scanRoute = createRoute({
  method: "post",
  path: "/v2/scan",
  summary: "Scan content (Agent-Shield Protocol v0.1 §3)",
  description:
    "Returns a verdict, per-class scores and a signed receipt. The receipt carries the SHA-256 of the content, never the content. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(bodyLimit)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ScanRequestSchema } } } },
  responses: {
    200: { description: "Verdict, scores and receipt", content: { "application/json": { schema: ScanResponseSchema } } },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

export function scanRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(scanRoute, async (c) => c.json(await scanForTenant(c.env, c.get("auth"), c.req.valid("json")), 200));
}
