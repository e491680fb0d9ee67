// The transparency log's HTTP surface (docs/TRANSPARENCY.md): public, cacheable tlog-tiles reads (checkpoint, tiles, entry
// bundles), consistency proofs, the tenant's own log and a receipt's inclusion proof. Tiles and checkpoints are served raw, as
// the C2SP specifications require; everything else uses the envelopes.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { findReceipt } from "../db/receipts.repo";
import { fail } from "../errors/reasons";
import { consistencyFor, evictSequencer, inclusionFor, logDescriptor, logIdFor, readCheckpoint, readLogObject, sequencerStats, tlogEnabled } from "../services/tlog.service";
import { acceptCosignatures, checkpointWithCosignatures, readCosignedCheckpoint } from "../services/tlog-witness.service";
import { LOG_ID_PATTERN, parseTilePath, TILE_WIDTH } from "../tlog/index";
import { ANY_ROLE, requireRole } from "./auth";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses, okEnvelope } from "./openapi-common";

const LogIdParam = z.object({ logId: z.string().regex(LOG_ID_PATTERN, "a log id is lg_ followed by 32 hex digits") });
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=5";
/** A checkpoint with a few dozen cosignature lines fits easily. */
const MAX_COSIGNED_BYTES = 16 * 1024;

const InclusionSchema = z.object({
  log_id: z.string(),
  kind: z.enum(["receipt", "enforcement", "decision"]),
  entry: z.string().describe("hex SHA-256 of the receipt's compact JWS: the log entry"),
  leaf_index: z.number().int(),
  tree_size: z.number().int(),
  proof: z.array(z.string()).describe("RFC 9162 audit path, base64 hashes, leaf side first"),
  checkpoint: z.string().describe("the signed checkpoint (C2SP tlog-checkpoint signed note) the proof leads to"),
});

const checkpointRoute = createRoute({
  method: "get",
  path: "/v2/log/{logId}/checkpoint",
  summary: "The log's latest signed checkpoint (C2SP tlog-checkpoint, text/plain signed note)",
  description:
    "Public, no credential. Short-lived cache. Verify it with the log's verifier key (GET /v2/log/{logId}). Witness cosignatures (cosignature/v1) on this checkpoint, when there are any, follow the log's signature line.",
  security: [],
  request: { params: LogIdParam },
  responses: { 200: { description: "Signed note: origin, tree size, base64 root hash, blank line, signature lines", content: { "text/plain": { schema: z.string() } } }, ...errorResponses(400, 404) },
});

const cosignedRoute = createRoute({
  method: "get",
  path: "/v2/log/{logId}/checkpoint/cosigned",
  summary: "The newest checkpoint carrying witness cosignatures (text/plain signed note)",
  description: "Public, no credential. The log's signature line, then one cosignature/v1 line per configured witness that has cosigned it. 404 until a witness has.",
  security: [],
  request: { params: LogIdParam },
  responses: { 200: { description: "Signed note with cosignature lines", content: { "text/plain": { schema: z.string() } } }, ...errorResponses(400, 404) },
});

const cosignatureRoute = createRoute({
  method: "post",
  path: "/v2/log/{logId}/cosignature",
  summary: "Submit witness cosignatures on one of the log's checkpoints (C2SP tlog-cosignature)",
  description:
    "Public: the signatures are the credential. The body (text/plain, at most 16 KiB) is a checkpoint this log signed, with cosignature/v1 lines appended, as a C2SP tlog-witness add-checkpoint answer gives them. Lines from witnesses the deployment configures (TLOG_WITNESSES) are verified and kept; any other line is ignored. 400 when no configured witness's cosignature verifies; 404 when the deployment accepts no witnesses or the log does not exist.",
  security: [],
  request: { params: LogIdParam, body: { content: { "text/plain": { schema: z.string() } }, required: true } },
  responses: { 200: { description: "What was kept", content: okEnvelope(z.object({ size: z.number(), witnesses: z.array(z.string()) })) }, ...errorResponses(400, 404, 413) },
});

const descriptorRoute = createRoute({
  method: "get",
  path: "/v2/log/{logId}",
  summary: "A log's origin and signed-note verifier key",
  description: "Public, no credential. The key is the deployment's checkpoint key (also at /.well-known/tlog-key.json) named by the log's origin.",
  security: [],
  request: { params: LogIdParam },
  responses: { 200: { description: "Origin and verifier key", content: okEnvelope(z.object({ log_id: z.string(), origin: z.string(), vkey: z.string() })) }, ...errorResponses(400, 404) },
});

const consistencyRoute = createRoute({
  method: "get",
  path: "/v2/log/{logId}/consistency",
  summary: "RFC 9162 consistency proof between two tree sizes of the log",
  description: "Public, no credential; computed from the public tiles. `to` must not exceed the latest checkpoint's size.",
  security: [],
  request: { params: LogIdParam, query: z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) }) },
  responses: {
    200: { description: "Proof (base64 hashes) and the latest checkpoint", content: okEnvelope(z.object({ from: z.number(), to: z.number(), proof: z.array(z.string()), checkpoint: z.string() })) },
    ...errorResponses(400, 404),
  },
});

const myLogRoute = createRoute({
  method: "get",
  path: "/v2/log",
  summary: "This tenant's transparency log: its public id, origin, verifier key and progress",
  description: "Roles: owner, admin, auditor, agent.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  responses: {
    200: { description: "The tenant's log", content: okEnvelope(z.object({ log_id: z.string(), origin: z.string(), vkey: z.string(), size: z.number(), published: z.number(), pending: z.number(), checkpoint: z.string().nullable() })) },
    ...errorResponses(401, 403, 404, 429),
  },
});

const inclusionRoute = createRoute({
  method: "get",
  path: "/v2/receipts/{scan_id}/inclusion",
  summary: "Where a receipt is in the tenant's transparency log: leaf index, tree size, audit path and the signed checkpoint",
  description:
    "Tenant-scoped like the other receipt routes. 409 Conflict while the receipt is handed off but not yet in a published checkpoint (normally under 2 s; retry); a receipt whose hand-off failed stays 409 until the reconciliation sweep adds it. Roles: owner, admin, auditor, agent.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: z.object({ scan_id: z.string().min(1).max(64) }) },
  responses: { 200: { description: "Inclusion proof", content: okEnvelope(InclusionSchema) }, ...errorResponses(401, 403, 404, 409, 429) },
});

export function logRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(checkpointRoute, async (c) => {
    const { logId } = c.req.valid("param");
    const note = await checkpointWithCosignatures(c.env, logId);
    if (note === null) return fail({ kind: "NotFound", what: "Log" });
    return c.body(note, 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SHORT }) as never;
  });

  app.openapi(cosignedRoute, async (c) => {
    const { logId } = c.req.valid("param");
    const note = await readCosignedCheckpoint(c.env, logId);
    if (note === null) return fail({ kind: "NotFound", what: "Cosigned checkpoint" });
    return c.body(note, 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SHORT }) as never;
  });

  app.openapi(cosignatureRoute, async (c) => {
    const { logId } = c.req.valid("param");
    const body = await c.req.text();
    if (body.length > MAX_COSIGNED_BYTES) return fail({ kind: "PayloadTooLarge", limitBytes: MAX_COSIGNED_BYTES });
    const r = await acceptCosignatures(c.env, logId, body);
    if (!r.ok) {
      if (r.error === "invalid") return fail({ kind: "ValidationFailed", issues: [{ path: "body", message: r.reason }] });
      return fail({ kind: "NotFound", what: r.error === "no_log" ? "Log" : "Witness configuration" });
    }
    return okResponse(c, { size: r.size, witnesses: r.witnesses });
  });

  app.openapi(descriptorRoute, async (c) => {
    const { logId } = c.req.valid("param");
    const d = await logDescriptor(c.env, logId);
    if (!d) return fail({ kind: "NotFound", what: "Log" });
    return okResponse(c, d);
  });

  app.openapi(consistencyRoute, async (c) => {
    const { logId } = c.req.valid("param");
    const { from, to } = c.req.valid("query");
    if (from > to) return fail({ kind: "ValidationFailed", issues: [{ path: "from", message: "from must not exceed to" }] });
    const r = await consistencyFor(c.env, logId, from, to);
    if ("error" in r) {
      if (r.error === "no_log") return fail({ kind: "NotFound", what: "Log" });
      return fail({ kind: "ValidationFailed", issues: [{ path: "to", message: `to must not exceed the checkpoint's tree size (${r.size})` }] });
    }
    c.header("cache-control", SHORT);
    return okResponse(c, { from, to, ...r });
  });

  // Tiles keep their tlog-tiles paths verbatim, so they are matched by hand and documented below.
  app.get("/v2/log/:logId/tile/*", async (c) => {
    const logId = c.req.param("logId");
    if (!LOG_ID_PATTERN.test(logId)) return fail({ kind: "ValidationFailed", issues: [{ path: "logId", message: "a log id is lg_ followed by 32 hex digits" }] });
    const path = c.req.path.slice(c.req.path.indexOf("/tile/") + 1);
    const ref = parseTilePath(path);
    if (!ref) return fail({ kind: "ValidationFailed", issues: [{ path: "path", message: "not a tlog-tiles path: tile/<L>/<N>[.p/<W>] or tile/entries/<N>[.p/<W>]" }] });
    const body = await readLogObject(c.env, logId, path);
    if (!body) return fail({ kind: "NotFound", what: "Tile" });
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { "content-type": "application/octet-stream", "cache-control": ref.width === TILE_WIDTH ? IMMUTABLE : SHORT });
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/v2/log/{logId}/tile/{tilePath}",
    summary: "A tile or entry bundle exactly as C2SP tlog-tiles lays it out",
    description:
      "Public, no credential. `tile/<L>/<N>[.p/<W>]` (concatenated 32-byte hashes) and `tile/entries/<N>[.p/<W>]` (uint16-length-prefixed entries; each entry is a 32-byte record hash). N is written in 3-digit groups, all but the last prefixed with x. Full tiles are immutable (`Cache-Control: public, max-age=31536000, immutable`); partial tiles and checkpoints are cached briefly.",
    security: [],
    request: { params: z.object({ logId: z.string(), tilePath: z.string().describe("the rest of the path after tile/, e.g. 0/x001/234 or entries/005.p/17") }) },
    responses: { 200: { description: "Raw bytes", content: { "application/octet-stream": { schema: z.string().describe("binary") } } }, ...errorResponses(400, 404) },
  });

  app.openapi(myLogRoute, async (c) => {
    const auth = c.get("auth");
    const logId = logIdFor(auth.tenantId);
    const d = await logDescriptor(c.env, logId);
    if (!d || !tlogEnabled(c.env)) return fail({ kind: "NotFound", what: "Log" });
    const stats = await sequencerStats(c.env, auth.tenantId);
    return okResponse(c, { ...d, ...stats, checkpoint: await readCheckpoint(c.env, logId) });
  });

  app.openapi(inclusionRoute, async (c) => {
    const { scan_id } = c.req.valid("param");
    const auth = c.get("auth");
    const receipt = await findReceipt(c.env.DB, auth.tenantId, scan_id);
    if (!receipt) return fail({ kind: "NotFound", what: "Receipt" });
    const r = await inclusionFor(c.env, auth.tenantId, scan_id);
    // A receipt the sequencer has not heard of is still being handed off, or its hand-off failed and the
    // reconciliation sweep (which runs on the cron) will add it: either way it is coming, until the sweep has passed it.
    if (r.state === "pending" || (r.state === "unknown" && !r.swept)) return fail({ kind: "Conflict", message: "The receipt is not yet in a published checkpoint; retry later" });
    if (r.state === "unknown") return fail({ kind: "NotFound", what: "Log entry" });
    return okResponse(c, r.value);
  });

  // Development only: reset the tenant's sequencer as an eviction would (test/e2e/tlog-burst.test.ts).
  app.post("/v2/log/dev/evict", requireRole("owner"), async (c) => {
    if (c.env.DEPLOYMENT_KIND !== "development") return fail({ kind: "RouteNotFound" });
    await evictSequencer(c.env, c.get("auth").tenantId);
    return okResponse(c, { evicted: true });
  });
}
