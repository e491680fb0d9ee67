// UI integrity sessions and incident drills (seed §10, §11), and the drill window's decisions.
import { DrillSchema, UiSessionSchema, type Drill, type UiSession } from "../schemas/shield-ops";

interface SessionRow {
  id: string;
  request_id: string;
  payload_hash: string;
  server_digest: string;
  expires_at: string;
  created_at: string;
  created_by: string;
}

const toSession = (r: SessionRow): UiSession =>
  UiSessionSchema.parse({
    id: r.id,
    requestId: r.request_id,
    payloadHash: r.payload_hash,
    serverDigest: r.server_digest,
    expiresAt: r.expires_at,
    created_at: r.created_at,
    created_by: r.created_by,
  });

export function insertUiSessionStatement(db: D1Database, tenantId: string, s: UiSession): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ui_integrity_sessions (id, tenant_id, request_id, payload_hash, server_digest, expires_at, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(s.id, tenantId, s.requestId, s.payloadHash, s.serverDigest, s.expiresAt, s.created_at, s.created_by);
}

export async function getUiSession(db: D1Database, tenantId: string, id: string): Promise<UiSession | null> {
  const r = await db.prepare(`SELECT * FROM ui_integrity_sessions WHERE tenant_id = ? AND id = ?`).bind(tenantId, id).first<SessionRow>();
  return r ? toSession(r) : null;
}

export async function listUiSessions(db: D1Database, tenantId: string, f: { requestId?: string; limit: number }): Promise<UiSession[]> {
  const where = ["tenant_id = ?"];
  const args: (string | number)[] = [tenantId];
  if (f.requestId !== undefined) (where.push("request_id = ?"), args.push(f.requestId));
  const { results } = await db
    .prepare(`SELECT * FROM ui_integrity_sessions WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT ?`)
    .bind(...args, f.limit)
    .all<SessionRow>();
  return results.map(toSession);
}

interface DrillRow {
  id: string;
  drill_type: string;
  status: string;
  summary: string | null;
  findings_json: string;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: string;
}

const toDrill = (r: DrillRow): Drill =>
  DrillSchema.parse({
    id: r.id,
    drillType: r.drill_type,
    status: r.status,
    summary: r.summary,
    findings: JSON.parse(r.findings_json),
    startedAt: r.started_at,
    completedAt: r.completed_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by: r.created_by,
  });

export function upsertDrillStatement(db: D1Database, tenantId: string, d: Drill): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO incident_drills (id, tenant_id, drill_type, status, summary, findings_json, started_at, completed_at, created_at, updated_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET drill_type = excluded.drill_type, status = excluded.status, summary = excluded.summary,
         findings_json = excluded.findings_json, started_at = excluded.started_at, completed_at = excluded.completed_at, updated_at = excluded.updated_at
       WHERE incident_drills.tenant_id = excluded.tenant_id`,
    )
    .bind(d.id, tenantId, d.drillType, d.status, d.summary, JSON.stringify(d.findings), d.startedAt, d.completedAt, d.created_at, d.updated_at, d.created_by);
}

export async function getDrill(db: D1Database, tenantId: string, id: string): Promise<Drill | null> {
  const r = await db.prepare(`SELECT * FROM incident_drills WHERE tenant_id = ? AND id = ?`).bind(tenantId, id).first<DrillRow>();
  return r ? toDrill(r) : null;
}

export async function listDrills(db: D1Database, tenantId: string, limit: number): Promise<Drill[]> {
  const { results } = await db.prepare(`SELECT * FROM incident_drills WHERE tenant_id = ? ORDER BY id DESC LIMIT ?`).bind(tenantId, limit).all<DrillRow>();
  return results.map(toDrill);
}

/** The decisions recorded in [since, until): a drill's evidence. */
export async function decisionsInWindow(db: D1Database, tenantId: string, since: string, until: string, limit: number) {
  const counts = await db
    .prepare(
      `SELECT action, COALESCE(error_type, '') AS error_type, COUNT(*) AS n FROM shield_decisions
       WHERE tenant_id = ? AND created_at >= ? AND created_at < ? GROUP BY action, error_type`,
    )
    .bind(tenantId, since, until)
    .all<{ action: string; error_type: string; n: number }>();
  const ids = await db
    .prepare(`SELECT decision_id FROM shield_decisions WHERE tenant_id = ? AND created_at >= ? AND created_at < ? ORDER BY decision_id LIMIT ?`)
    .bind(tenantId, since, until, limit)
    .all<{ decision_id: string }>();
  return { counts: counts.results, decisionIds: ids.results.map((r) => r.decision_id) };
}
