// Operational records: quarantined state (records that no longer read under today's schemas),
// UI integrity sessions (seed §10) and incident drills (§11) — records in D1, not decision state.
// A drill is a record, not an engine; its value is the evidence window it links to.
import { requireUiAppDigest } from "../services/gate.service";
import { z } from "zod";
import { decisionsInWindow, getDrill as readDrill, getUiSession, insertUiSessionStatement, listDrills as readDrills, listUiSessions, upsertDrillStatement } from "../db/shield-ops.repo";
import { fail } from "../errors/reasons";
import { recordEvents } from "../webhooks/fanout";
import { makeEvent } from "../policy/events";
import { ok } from "../policy/result";
import { DrillInputSchema, DrillSchema, DrillUpdateSchema, UiSessionInputSchema, UiSessionSchema, UiVerifyInputSchema, type Drill, type UiSession } from "../schemas/shield-ops";
import { tenantAuthority } from "../services/authority";
import { sha256Hex, timingSafeEqual } from "../util/hash";
import { newId } from "../util/ids";
import { ALL_ROLES, defineOperation, READ, READERS, WRITE, WRITERS } from "./operation";

const Id = z.object({ id: z.string().min(1).max(128) });
const SessionFilter = z.object({ requestId: z.string().min(1).max(256).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });
const DrillsLimit = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const WindowLimit = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) });
const DrillView = DrillSchema.extend({ decisions: z.object({ since: z.string(), until: z.string(), total: z.number(), byOutcome: z.array(z.any()), decisionIds: z.array(z.string()) }).nullable() });

const drillEvent = (d: Drill, at: string) =>
  makeEvent("shield.incident_drill.recorded", `${d.id}:${at}`, at, { drill_id: d.id, drill_type: d.drillType, status: d.status, started_at: d.startedAt, completed_at: d.completedAt });

/** Stored as UTC ISO with milliseconds, the decision record's own format, so windows compare as strings. */
const utc = (s: string | null | undefined): string | null => (s ? new Date(s).toISOString() : null);

function checkWindow(d: Pick<Drill, "startedAt" | "completedAt">): void {
  if (d.startedAt && d.completedAt && Date.parse(d.completedAt) < Date.parse(d.startedAt)) {
    fail({ kind: "ValidationFailed", issues: [{ path: "completedAt", message: "completedAt is before startedAt" }] });
  }
}

export const listQuarantine = defineOperation({
  name: "list_quarantine",
  title: "Quarantined records",
  description: "Stored records set aside because they no longer read under today's schemas: kind, key, reason and when, never the contents.",
  roles: READERS,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/shield/quarantine",
    summary: "Stored records set aside because they no longer read under today's schemas",
    description: "Kind, key, the reason and when; never the record's contents. Each quarantine is also a `shield.record.quarantined` event. Roles: owner, admin, auditor.",
    ok: { 200: { description: "Quarantined records", schema: z.object({ records: z.array(z.object({ kind: z.string(), key: z.string(), reason: z.string(), quarantined_at: z.string() })) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ records: await tenantAuthority(ctx.env, ctx.auth.tenantId).listQuarantine(ctx.auth.tenantId) });
  },
});

export const listUiIntegritySessions = defineOperation({
  name: "list_ui_integrity_sessions",
  title: "UI integrity sessions",
  description: "UI integrity sessions, newest first (filter by requestId).",
  roles: ALL_ROLES,
  annotations: READ,
  input: SessionFilter.strict(),
  http: {
    method: "get",
    path: "/v1/shield/ui-integrity-sessions",
    summary: "UI integrity sessions, newest first (filter by requestId)",
    description: "Roles: any.",
    query: SessionFilter,
    ok: { 200: { description: "Sessions", schema: z.object({ sessions: z.array(UiSessionSchema) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, filter) {
    return ok({ sessions: await listUiSessions(ctx.env.DB, ctx.auth.tenantId, filter) });
  },
});

export const createUiIntegritySession = defineOperation({
  name: "create_ui_integrity_session",
  title: "Bind a rendered surface to its payload",
  description: "Records requestId, payloadHash (SHA-256 hex), serverDigest and expiresAt, so the payload a user saw can be verified later.",
  roles: ["owner", "admin", "agent"],
  annotations: WRITE,
  input: UiSessionInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/ui-integrity-sessions",
    summary: "Bind a rendered surface to its payload: requestId, payloadHash (SHA-256 hex), serverDigest, expiresAt",
    description: "Roles: owner, admin, agent.",
    body: UiSessionInputSchema,
    bodyLimit: 8192,
    ok: { 201: { description: "Created", schema: UiSessionSchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    const { tenantId, keyId } = ctx.auth;
    const now = new Date();
    if (Date.parse(input.expiresAt) <= now.getTime()) return fail({ kind: "ValidationFailed", issues: [{ path: "expiresAt", message: "expiresAt must be in the future" }] });
    await requireUiAppDigest(ctx.env, ctx.auth, input.serverDigest);
    const session: UiSession = { id: newId("uis", now.getTime()), ...input, created_at: now.toISOString(), created_by: keyId };
    const event = makeEvent("shield.ui_integrity.session.created", `${session.id}:created`, session.created_at, {
      session_id: session.id, request_id: session.requestId, payload_hash: session.payloadHash, server_digest: session.serverDigest, expires_at: session.expiresAt,
    });
    await recordEvents(ctx.env, tenantId, [event], [insertUiSessionStatement(ctx.env.DB, tenantId, session)]);
    return ok(session);
  },
});

export const getUiIntegritySession = defineOperation({
  name: "get_ui_integrity_session",
  title: "Read a UI integrity session",
  description: "One UI integrity session.",
  roles: ALL_ROLES,
  annotations: READ,
  input: Id.strict(),
  http: {
    method: "get",
    path: "/v1/shield/ui-integrity-sessions/{id}",
    summary: "One UI integrity session",
    description: "Roles: any.",
    params: Id,
    ok: { 200: { description: "Session", schema: UiSessionSchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { id }) {
    const s = await getUiSession(ctx.env.DB, ctx.auth.tenantId, id);
    return s ? ok(s) : fail({ kind: "NotFound", what: "UI integrity session" });
  },
});

export const verifyUiIntegritySession = defineOperation({
  name: "verify_ui_integrity_session",
  title: "Check a payload against its UI integrity session",
  description: "Was this the payload the session bound? → match | mismatch | expired. Send payload (hashed as UTF-8) or payloadHash; every check is an event.",
  roles: ALL_ROLES,
  annotations: WRITE,
  input: Id.strict()
    .extend(UiVerifyInputSchema.shape)
    .refine((v) => (v.payload === undefined) !== (v.payloadHash === undefined), { error: "send exactly one of payload or payloadHash" }),
  http: {
    method: "post",
    path: "/v1/shield/ui-integrity-sessions/{id}/verify",
    summary: "Was this the payload the session bound? → match | mismatch | expired",
    description: "Body: payload (hashed here as UTF-8) or payloadHash. Every check is an event. Roles: any.",
    params: Id,
    body: UiVerifyInputSchema,
    bodyLimit: 1_100_000,
    ok: { 200: { description: "Result", schema: z.object({ sessionId: z.string(), result: z.enum(["match", "mismatch", "expired"]) }) } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, input) {
    const { tenantId } = ctx.auth;
    const s = await getUiSession(ctx.env.DB, tenantId, input.id);
    if (!s) return fail({ kind: "NotFound", what: "UI integrity session" });
    const hash = input.payloadHash ?? (await sha256Hex(input.payload ?? ""));
    const now = new Date();
    // Expiry first: an expired binding proves nothing, whatever the payload.
    const result = Date.parse(s.expiresAt) <= now.getTime() ? "expired" : timingSafeEqual(hash, s.payloadHash) ? "match" : "mismatch";
    const at = now.toISOString();
    await recordEvents(ctx.env, tenantId, [makeEvent("shield.ui_integrity.verified", newId("uiv", now.getTime()), at, { session_id: s.id, request_id: s.requestId, result })]);
    return ok({ sessionId: s.id, result });
  },
});

export const listIncidentDrills = defineOperation({
  name: "list_incident_drills",
  title: "Incident drills",
  description: "Recorded incident drills, newest first.",
  roles: READERS,
  annotations: READ,
  input: DrillsLimit.strict(),
  http: {
    method: "get",
    path: "/v1/shield/incident-drills",
    summary: "Recorded incident drills, newest first",
    description: "Roles: owner, admin, auditor.",
    query: DrillsLimit,
    ok: { 200: { description: "Drills", schema: z.object({ drills: z.array(DrillSchema) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, { limit }) {
    return ok({ drills: await readDrills(ctx.env.DB, ctx.auth.tenantId, limit) });
  },
});

export const createIncidentDrill = defineOperation({
  name: "create_incident_drill",
  title: "Record an incident drill",
  description: "Records a drill: drillType, status (planned|running|completed|failed), summary, findings, startedAt, completedAt. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: DrillInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/incident-drills",
    summary: "Record a drill: drillType, status (planned|running|completed|failed), summary, findings, startedAt, completedAt",
    description: "Roles: owner, admin.",
    body: DrillInputSchema,
    bodyLimit: 262_144,
    ok: { 201: { description: "Recorded", schema: DrillSchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    checkWindow({ startedAt: input.startedAt ?? null, completedAt: input.completedAt ?? null });
    const { tenantId, keyId } = ctx.auth;
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
    await recordEvents(ctx.env, tenantId, [drillEvent(drill, at)], [upsertDrillStatement(ctx.env.DB, tenantId, drill)]);
    return ok(drill);
  },
});

export const updateIncidentDrill = defineOperation({
  name: "update_incident_drill",
  title: "Update an incident drill",
  description: "Updates a drill as it runs (status, summary, findings, timestamps). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: Id.strict()
    .extend(DrillUpdateSchema.shape)
    .refine((v) => Object.keys(v).length > 1, { error: "update must change at least one field" }),
  http: {
    method: "post",
    path: "/v1/shield/incident-drills/{id}",
    summary: "Update a drill as it runs (status, summary, findings, timestamps)",
    description: "Roles: owner, admin.",
    params: Id,
    body: DrillUpdateSchema,
    bodyLimit: 262_144,
    ok: { 200: { description: "Updated", schema: DrillSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { id, ...patch }) {
    const { tenantId } = ctx.auth;
    const current = await readDrill(ctx.env.DB, tenantId, id);
    if (!current) return fail({ kind: "NotFound", what: "Incident drill" });
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
    await recordEvents(ctx.env, tenantId, [drillEvent(drill, at)], [upsertDrillStatement(ctx.env.DB, tenantId, drill)]);
    return ok(drill);
  },
});

export const getIncidentDrill = defineOperation({
  name: "get_incident_drill",
  title: "Read an incident drill",
  description: "One drill, with the decisions recorded during its window [startedAt, completedAt or now).",
  roles: READERS,
  annotations: READ,
  input: Id.strict().extend(WindowLimit.shape),
  http: {
    method: "get",
    path: "/v1/shield/incident-drills/{id}",
    summary: "One drill, with the decisions recorded during its window [startedAt, completedAt or now)",
    description: "Roles: owner, admin, auditor.",
    params: Id,
    query: WindowLimit,
    ok: { 200: { description: "Drill and its evidence window", schema: DrillView } },
    errors: [400, 401, 403, 404, 429],
  },
  async run(ctx, { id, limit }) {
    const { tenantId } = ctx.auth;
    const drill = await readDrill(ctx.env.DB, tenantId, id);
    if (!drill) return fail({ kind: "NotFound", what: "Incident drill" });
    if (drill.startedAt === null) return ok<z.infer<typeof DrillView>>({ ...drill, decisions: null });
    const until = drill.completedAt ?? new Date().toISOString();
    // The window's last decisions may still be in the tenant DO's outbox.
    await tenantAuthority(ctx.env, tenantId).flush();
    const w = await decisionsInWindow(ctx.env.DB, tenantId, drill.startedAt, until, limit);
    const total = w.counts.reduce((n, r) => n + r.n, 0);
    return ok({ ...drill, decisions: { since: drill.startedAt, until, total, byOutcome: w.counts, decisionIds: w.decisionIds } });
  },
});

/** Mounting order: the OpenAPI document lists paths in this order. */
export const SHIELD_OPS_OPERATIONS = [
  listQuarantine,
  listUiIntegritySessions,
  createUiIntegritySession,
  getUiIntegritySession,
  verifyUiIntegritySession,
  listIncidentDrills,
  createIncidentDrill,
  updateIncidentDrill,
  getIncidentDrill,
];
