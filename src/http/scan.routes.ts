import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { insertReceipt } from "../db/receipts.repo";
import { fail } from "../errors/reasons";
import { scanAndReceipt } from "../receipts/issue";
import { ScanRequestSchema, ScanResponseSchema } from "../schemas/scan";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { errorResponses } from "./openapi-common";
import { keyRingFor } from "./signing";

export function maxScanBytes(env: Env): number {
  const n = Number(env.MAX_SCAN_BYTES);
  return Number.isFinite(n) && n > 0 ? n : 1_048_576;
}

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
  app.openapi(scanRoute, async (c) => {
    const req = c.req.valid("json");
    const limit = maxScanBytes(c.env);
    // A cheap upper bound first: UTF-8 is at most 3 bytes per UTF-16 code unit.
    if (req.content.length * 3 > limit && new TextEncoder().encode(req.content).byteLength > limit) {
      return fail({ kind: "PayloadTooLarge", limitBytes: limit });
    }
    const auth = c.get("auth");
    const ring = await keyRingFor(c.env);
    const issued = await scanAndReceipt(req, { tenant: auth.tenantId, key: ring.active });
    const { response, claims } = issued;
    // Durable before the response leaves: an acknowledged receipt is never lost.
    await insertReceipt(c.env.DB, {
      scan_id: claims.scan_id,
      tenant_id: auth.tenantId,
      api_key_id: auth.keyId,
      content_hash: claims.content_hash,
      content_length: issued.contentLength,
      verdict: claims.verdict,
      scores: claims.scores,
      findings: response.findings.map(({ preview: _preview, ...rest }) => rest),
      engine_id: claims.engine.id,
      engine_version: claims.engine.version,
      source: claims.source,
      direction: claims.direction,
      tool: claims.tool ?? null,
      policy_version: claims.policy_version,
      signature: response.receipt.signature,
      kid: ring.active.kid,
      timestamp: claims.timestamp,
    });
    return c.json(response, 200);
  });
}
