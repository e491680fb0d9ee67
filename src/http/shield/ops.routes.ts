import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { decisionsInWindow, getDrill, getUiSession, insertUiSessionStatement, listDrills, listUiSessions, upsertDrillStatement } from "../../db/shield-ops.repo";
import { fail } from "../../errors/reasons";
import { recordEvents } from "../../events/fanout";
import { makeEvent } from "../../policy/events";
import { DrillInputSchema, DrillSchema, DrillUpdateSchema, UiSessionInputSchema, UiSessionSchema, UiVerifyInputSchema, type Drill, type UiSession } from "../../schemas/shield-ops";
import { sha256Hex, timingSafeEqual } from "../../util/hash";
import { newId } from "../../util/ids";
import { ANY_ROLE, requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { okEnvelope, shieldFor } from "./common";

// UI integrity sessions (seed §10) and incident drills (§11): records in D1, not decision state.
// A drill is a record, not an engine; its value is the evidence window it links to.

const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });
const Id = z.object({ id: z.string().min(1).max(128) });
const DrillView = DrillSchema.extend({ decisions: z.object({ since: z.string(), until: z.string(), total: z.number(), byOutcome: z.array(z.any()), decisionIds: z.array(z.string()) }).nullable() });

const listQuarantined = createRoute({
  method: "get",
  path: "/v1/shield/quarantine",
  summary: "Stored records set aside because they no longer read under today's schemas",
  description: "Kind, key, the reason and when; never the record's contents. Each quarantine is also a `shield.record.quarantined` event. Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  responses: {
    200: { description: "Quarantined records", content: okEnvelope(z.object({ records: z.array(z.object({ kind: z.string(), key: z.string(), reason: z.string(), quarantined_at: z.string() })) })) },
    ...errorResponses(401, 403, 429),
  },
});

const listSessions = createRoute({
  method: "get",
  path: "/v1/shield/ui-integrity-sessions",
  summary: "UI integrity sessions, newest first (filter by requestId)",
  description: "Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: z.object({ requestId: z.string().min(1).max(256).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: { description: "Sessions", content: okEnvelope(z.object({ sessions: z.array(UiSessionSchema) })) }, ...errorResponses(400, 401, 403, 429) },
});

const createSession = createRoute({
  method: "post",
  path: "/v1/shield/ui-integrity-sessions",
  summary: "Bind a rendered surface to its payload: requestId, payloadHash (SHA-256 hex), serverDigest, expiresAt",
  description: "Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(8192)] as const,
  request: body(UiSessionInputSchema),
  responses: { 201: { description: "Created", content: okEnvelope(UiSessionSchema) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const getSession = createRoute({
  method: "get",
  path: "/v1/shield/ui-integrity-sessions/{id}",
  summary: "One UI integrity session",
  description: "Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: Id },
  responses: { 200: { description: "Session", content: okEnvelope(UiSessionSchema) }, ...errorResponses(401, 403, 404, 429) },
});

const verifySession = createRoute({
  method: "post",
  path: "/v1/shield/ui-integrity-sessions/{id}/verify",
  summary: "Was this the payload the session bound? → match | mismatch | expired",
  description: "Body: payload (hashed here as UTF-8) or payloadHash. Every check is an event. Roles: any.",
  middleware: [requireRole(...ANY_ROLE), jsonBody(1_100_000)] as const,
  request: { params: Id, ...body(UiVerifyInputSchema) },
  responses: { 200: { description: "Result", content: okEnvelope(z.object({ sessionId: z.string(), result: z.enum(["match", "mismatch", "expired"]) })) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const listDrillsRoute = createRoute({
  method: "get",
  path: "/v1/shield/incident-drills",
  summary: "Recorded incident drills, newest first",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: { description: "Drills", content: okEnvelope(z.object({ drills: z.array(DrillSchema) })) }, ...errorResponses(400, 401, 403, 429) },
});

const createDrill = createRoute({
  method: "post",
  path: "/v1/shield/incident-drills",
  summary: "Record a drill: drillType, status (planned|running|completed|failed), summary, findings, startedAt, completedAt",
  description: "Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(262_144)] as const,
  request: body(DrillInputSchema),
  responses: { 201: { description: "Recorded", content: okEnvelope(DrillSchema) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const updateDrill = createRoute({
  method: "post",
  path: "/v1/shield/incident-drills/{id}",
  summary: "Update a drill as it runs (status, summary, findings, timestamps)",
  description: "Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(262_144)] as const,
  request: { params: Id, ...body(DrillUpdateSchema) },
  responses: { 200: { description: "Updated", content: okEnvelope(DrillSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const getDrillRoute = createRoute({
  method: "get",
  path: "/v1/shield/incident-drills/{id}",
  summary: "One drill, with the decisions recorded during its window [startedAt, completedAt or now)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  request: { params: Id, query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }) },
  responses: { 200: { description: "Drill and its evidence window", content: okEnvelope(DrillView) }, ...errorResponses(400, 401, 403, 404, 429) },
});

const drillEvent = (d: Drill, at: string) =>
  makeEvent("shield.incident_drill.recorded", `${d.id}:${at}`, at, { drill_id: d.id, drill_type: d.drillType, status: d.status, started_at: d.startedAt, completed_at: d.completedAt });

/** Stored as UTC ISO with milliseconds, the decision record's own format, so windows compare as strings. */
const utc = (s: string | null | undefined): string | null => (s ? new Date(s).toISOString() : null);

function checkWindow(d: Pick<Drill, "startedAt" | "completedAt">): void {
  if (d.startedAt && d.completedAt && Date.parse(d.completedAt) < Date.parse(d.startedAt)) {
    fail({ kind: "ValidationFailed", issues: [{ path: "completedAt", message: "completedAt is before startedAt" }] });
  }
}

export function opsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listQuarantined, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { records: await stub.listQuarantine(tenantId) }, 200);
  });

  app.openapi(listSessions, async (c) => {
    const q = c.req.valid("query");
    return okResponse(c, { sessions: await listUiSessions(c.env.DB, c.get("auth").tenantId, q) });
  });

  app.openapi(createSession, async (c) => {
    const input = c.req.valid("json");
    const { tenantId, keyId } = c.get("auth");
    const now = new Date();
    if (Date.parse(input.expiresAt) <= now.getTime()) return fail({ kind: "ValidationFailed", issues: [{ path: "expiresAt", message: "expiresAt must be in the future" }] });
    const session: UiSession = { id: newId("uis", now.getTime()), ...input, created_at: now.toISOString(), created_by: keyId };
    const event = makeEvent("shield.ui_integrity.session.created", `${session.id}:created`, session.created_at, {
      session_id: session.id, request_id: session.requestId, payload_hash: session.payloadHash, server_digest: session.serverDigest, expires_at: session.expiresAt,
    });
    await recordEvents(c.env, tenantId, [event], [insertUiSessionStatement(c.env.DB, tenantId, session)]);
    return okResponse(c, session, 201);
  });

  app.openapi(getSession, async (c) => {
    const s = await getUiSession(c.env.DB, c.get("auth").tenantId, c.req.valid("param").id);
    return s ? okResponse(c, s) : fail({ kind: "NotFound", what: "UI integrity session" });
  });

  app.openapi(verifySession, async (c) => {
    const { tenantId } = c.get("auth");
    const s = await getUiSession(c.env.DB, tenantId, c.req.valid("param").id);
    if (!s) return fail({ kind: "NotFound", what: "UI integrity session" });
    const input = c.req.valid("json");
    const hash = input.payloadHash ?? (await sha256Hex(input.payload ?? ""));
    const now = new Date();
    // Expiry first: an expired binding proves nothing, whatever the payload.
    const result = Date.parse(s.expiresAt) <= now.getTime() ? "expired" : timingSafeEqual(hash, s.payloadHash) ? "match" : "mismatch";
    const at = now.toISOString();
    await recordEvents(c.env, tenantId, [makeEvent("shield.ui_integrity.verified", newId("uiv", now.getTime()), at, { session_id: s.id, request_id: s.requestId, result })]);
    return okResponse(c, { sessionId: s.id, result });
  });

  app.openapi(listDrillsRoute, async (c) => {
    return okResponse(c, { drills: await listDrills(c.env.DB, c.get("auth").tenantId, c.req.valid("query").limit) });
  });

  app.openapi(createDrill, async (c) => {
    const input = c.req.valid("json");
    checkWindow({ startedAt: input.startedAt ?? null, completedAt: input.completedAt ?? null });
    const { tenantId, keyId } = c.get("auth");
    const now = new Date();
    const at = now.toISOString();
    const drill: Drill = {
      id: newId("drl", now.getTime()),
      drillType: input.drillType,
      status: input.status,
      summary: input.summary ?? null,
      findings: input.findings ?? [],
      startedAt: utc(input.startedAt) ?? (input.status === "running" ? at : null),
      completedAt: utc(input.completedAt),
      created_at: at,
      updated_at: at,
      created_by: keyId,
    };
    await recordEvents(c.env, tenantId, [drillEvent(drill, at)], [upsertDrillStatement(c.env.DB, tenantId, drill)]);
    return okResponse(c, drill, 201);
  });

  app.openapi(updateDrill, async (c) => {
    const { tenantId } = c.get("auth");
    const current = await getDrill(c.env.DB, tenantId, c.req.valid("param").id);
    if (!current) return fail({ kind: "NotFound", what: "Incident drill" });
    const patch = c.req.valid("json");
    const at = new Date().toISOString();
    const finishing = patch.status === "completed" || patch.status === "failed";
    const drill: Drill = {
      ...current,
      ...(patch.drillType !== undefined ? { drillType: patch.drillType } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
      ...(patch.findings !== undefined ? { findings: patch.findings } : {}),
      startedAt: utc(patch.startedAt) ?? current.startedAt ?? (patch.status === "running" || finishing ? at : null),
      completedAt: utc(patch.completedAt) ?? current.completedAt ?? (finishing ? at : null),
      updated_at: at,
    };
    checkWindow(drill);
    await recordEvents(c.env, tenantId, [drillEvent(drill, at)], [upsertDrillStatement(c.env.DB, tenantId, drill)]);
    return okResponse(c, drill);
  });

  app.openapi(getDrillRoute, async (c) => {
    const { tenantId } = c.get("auth");
    const drill = await getDrill(c.env.DB, tenantId, c.req.valid("param").id);
    if (!drill) return fail({ kind: "NotFound", what: "Incident drill" });
    if (drill.startedAt === null) return okResponse(c, { ...drill, decisions: null });
    const until = drill.completedAt ?? new Date().toISOString();
    const w = await decisionsInWindow(c.env.DB, tenantId, drill.startedAt, until, c.req.valid("query").limit);
    const total = w.counts.reduce((n, r) => n + r.n, 0);
    return okResponse(c, { ...drill, decisions: { since: drill.startedAt, until, total, byOutcome: w.counts, decisionIds: w.decisionIds } });
  });
}
