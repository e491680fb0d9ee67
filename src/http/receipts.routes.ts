import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { findReceipt, listEnforcements, listReceipts, type ReceiptRecord } from "../db/receipts.repo";
import { recordEnforcement } from "../services/receipts.service";
import { SCAN_CLASSES } from "../scan/types";
import { fail } from "../errors/reasons";
import { verifyReceipt } from "../receipts/receipt";
import { EnforcementInputSchema, VerifyInputSchema } from "../schemas/scan";
import { sha256Hex } from "../util/hash";
import { ANY_ROLE, requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";
import { keyRingFor } from "../receipts/key-ring";

const ScanIdParam = z.object({ scan_id: z.string().min(1).max(64) });
const envelope = (data: z.ZodType) => ({
  "application/json": { schema: z.object({ ok: z.literal(true), data, meta: z.object({ requestId: z.string() }) }) },
});

const ListQuery = z.object({
  cursor: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  since: z.iso.datetime().optional(),
  until: z.iso.datetime().optional(),
  verdict: z.enum(["clean", "suspicious", "malicious"]).optional(),
  class: z.enum(SCAN_CLASSES).optional(),
  source: z.string().min(1).max(64).optional(),
  tool: z.string().min(1).max(256).optional(),
  api_key_id: z.string().min(1).max(64).optional(),
  action: z.enum(["proceed", "proceed_with_flag", "block"]).optional(),
  format: z.enum(["json", "ndjson"]).default("json"),
});

const listRoute = createRoute({
  method: "get",
  path: "/v2/receipts",
  summary: "Query receipts (newest first, cursor pagination) and export them as NDJSON for auditors",
  description:
    "Filters: since/until (ISO time), verdict, class (a class with a finding), source, tool, api_key_id (who scanned), action (an enforcement action recorded against the receipt). `format=ndjson` streams one receipt a line with the next cursor in `X-Next-Cursor`. Agent keys see only their own receipts. Roles: owner, admin, auditor, agent.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: ListQuery },
  responses: { 200: { description: "A page of receipts (hashes and results, never content)", content: envelope(z.object({ receipts: z.array(z.any()), next_cursor: z.string().nullable() })) }, ...errorResponses(400, 401, 403, 429) },
});

const getRoute = createRoute({
  method: "get",
  path: "/v2/receipts/{scan_id}",
  summary: "Read a stored receipt and what the enforcer did with it",
  description: "Tenant-scoped: another tenant's scan id is 404. Roles: owner, admin, auditor, agent.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: ScanIdParam },
  responses: { 200: { description: "The audit record (hash and results, never content)", content: envelope(z.any()) }, ...errorResponses(401, 403, 404, 429) },
});

const enforcementRoute = createRoute({
  method: "post",
  path: "/v2/receipts/{scan_id}/enforcement",
  summary: "Record what the enforcer did with a verdict (conformance level 3)",
  description: "Append-only. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(16_384)] as const,
  request: { params: ScanIdParam, body: { required: true, content: { "application/json": { schema: EnforcementInputSchema } } } },
  responses: { 201: { description: "Recorded", content: envelope(z.any()) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/v2/receipts/verify",
  summary: "Check a receipt's signature and claims (and optionally that it is for given content)",
  description: "Verifies against this deployment's JWKS, including retired keys. Any role.",
  middleware: [requireRole(...ANY_ROLE), jsonBody(2_200_000)] as const,
  request: { body: { required: true, content: { "application/json": { schema: VerifyInputSchema } } } },
  responses: { 200: { description: "Whether it verifies, and why not", content: envelope(z.any()) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

export function receiptsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(verifyRoute, async (c) => {
    const { receipt, content } = c.req.valid("json");
    const ring = await keyRingFor(c.env);
    const contentHash = content === undefined ? undefined : await sha256Hex(content);
    const result = await verifyReceipt(receipt, ring.jwks, contentHash === undefined ? {} : { contentHash });
    return okResponse(c, result);
  });

  app.openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    const auth = c.get("auth");
    // An agent key reads its own receipts only, whatever it asks for.
    const apiKeyId = auth.role === "agent" ? auth.keyId : q.api_key_id;
    const rows = await listReceipts(c.env.DB, auth.tenantId, {
      ...(q.cursor ? { cursor: q.cursor } : {}), ...(q.since ? { since: q.since } : {}), ...(q.until ? { until: q.until } : {}),
      ...(q.verdict ? { verdict: q.verdict } : {}), ...(q.class ? { cls: q.class } : {}), ...(q.source ? { source: q.source } : {}),
      ...(q.tool ? { tool: q.tool } : {}), ...(apiKeyId ? { apiKeyId } : {}), ...(q.action ? { action: q.action } : {}),
    }, q.limit + 1);
    const page = rows.slice(0, q.limit);
    const next = rows.length > q.limit ? (page[page.length - 1]?.scan_id ?? null) : null;
    const views = page.map(receiptView);
    if (q.format === "ndjson") {
      return new Response(views.map((v) => JSON.stringify(v)).join("\n") + (views.length ? "\n" : ""), {
        status: 200,
        headers: { "content-type": "application/x-ndjson; charset=utf-8", ...(next ? { "X-Next-Cursor": next } : {}), "x-request-id": c.get("requestId") },
      }) as never;
    }
    return okResponse(c, { receipts: views, next_cursor: next }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const { scan_id } = c.req.valid("param");
    const auth = c.get("auth");
    const r = await findReceipt(c.env.DB, auth.tenantId, scan_id);
    if (!r) return fail({ kind: "NotFound", what: "Receipt" });
    const enforcement = await listEnforcements(c.env.DB, auth.tenantId, scan_id);
    return okResponse(c, { ...receiptView(r), enforcement });
  });

  app.openapi(enforcementRoute, async (c) => {
    const { scan_id } = c.req.valid("param");
    return okResponse(c, await recordEnforcement(c.env, c.get("auth"), scan_id, c.req.valid("json")), 201);
  });
}

/** A stored receipt as the list and export show it: the signed receipt, results, never content. */
function receiptView(r: ReceiptRecord) {
  return {
    receipt: { scan_id: r.scan_id, content_hash: r.content_hash, timestamp: r.timestamp, signature: r.signature },
    verdict: r.verdict,
    scores: r.scores,
    engine: { id: r.engine_id, version: r.engine_version },
    context: { source: r.source, direction: r.direction, ...(r.tool ? { tool: r.tool } : {}) },
    findings: r.findings,
    content_length: r.content_length,
    policy_version: r.policy_version,
    kid: r.kid,
    scanned_by: r.api_key_id,
  };
}
