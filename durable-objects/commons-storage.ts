// The CommonsAuthority's SQLite layout and every query it runs (the only SQL of the Commons).
// Deployment-wide state: candidates and their moderation status, the pack (approved patterns,
// version, global kill), per-tenant opt-in and corroborations (one row per tenant per pattern,
// so a count is a count of distinct tenants), and the moderation event log.
import { z } from "zod";
import { PatternSubmissionSchema, ValidationReportSchema, type PatternSubmission, type ValidationReport } from "../src/commons/schema";

export const COMMONS_SCHEMA_VERSION = 1;

export function migrateCommons(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const row = sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'schema_version'`).toArray()[0];
  const version = row ? Number(row.value) : 0;
  if (version < 1) {
    sql.exec(`CREATE TABLE patterns (
      id TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, class TEXT NOT NULL, status TEXT NOT NULL,
      status_reason TEXT, withdrawn_at TEXT, spec TEXT NOT NULL, validation TEXT NOT NULL,
      submitter TEXT NOT NULL, submitted_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE corroborations (
      pattern_id TEXT NOT NULL, tenant_id TEXT NOT NULL, kind TEXT NOT NULL, hits INTEGER NOT NULL,
      first_at TEXT NOT NULL, last_at TEXT NOT NULL, PRIMARY KEY (pattern_id, tenant_id))`);
    sql.exec(`CREATE TABLE tenants (tenant_id TEXT PRIMARY KEY, opt_in TEXT NOT NULL, auto_corroborate INTEGER NOT NULL, updated_at TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, type TEXT NOT NULL, pattern_id TEXT,
      reason TEXT, actor TEXT, detail TEXT, pack_version INTEGER NOT NULL)`);
    sql.exec(`CREATE INDEX events_pattern ON events (pattern_id, seq)`);
  }
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)`, String(COMMONS_SCHEMA_VERSION));
  // Versions count from zero in a fresh store: the epoch tells cached copies from another store apart.
  sql.exec(`INSERT OR IGNORE INTO meta (key, value) VALUES ('epoch', ?)`, crypto.randomUUID());
}

export function getEpoch(sql: SqlStorage): string {
  return sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'epoch'`).toArray()[0]?.value ?? "";
}

export function getNum(sql: SqlStorage, key: string): number {
  const v = sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0]?.value;
  return v === undefined ? 0 : Number(v);
}

export function setNum(sql: SqlStorage, key: string, value: number): void {
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`, key, String(value));
}

const PatternRow = z.object({
  id: z.string(),
  seq: z.number(),
  class: z.string(),
  status: z.enum(["candidate", "approved", "rejected", "disputed"]),
  status_reason: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  spec: z.string(),
  validation: z.string(),
  submitter: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type PatternRecord = Omit<z.infer<typeof PatternRow>, "spec" | "validation"> & { spec: PatternSubmission; validation: ValidationReport };

function toRecord(row: unknown): PatternRecord {
  const r = PatternRow.parse(row);
  return { ...r, spec: PatternSubmissionSchema.parse(JSON.parse(r.spec)), validation: ValidationReportSchema.parse(JSON.parse(r.validation)) };
}

export function insertPattern(sql: SqlStorage, p: PatternRecord): void {
  sql.exec(
    `INSERT INTO patterns (id, seq, class, status, status_reason, withdrawn_at, spec, validation, submitter, submitted_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    p.id, p.seq, p.class, p.status, p.status_reason, p.withdrawn_at, JSON.stringify(p.spec), JSON.stringify(p.validation), p.submitter, p.submitted_at, p.updated_at,
  );
}

export function getPattern(sql: SqlStorage, id: string): PatternRecord | null {
  const row = sql.exec(`SELECT * FROM patterns WHERE id = ?`, id).toArray()[0];
  return row === undefined ? null : toRecord(row);
}

export function listPatterns(sql: SqlStorage): PatternRecord[] {
  return sql.exec(`SELECT * FROM patterns ORDER BY seq`).toArray().map(toRecord);
}

export function updateStatus(sql: SqlStorage, id: string, status: PatternRecord["status"], reason: string | null, at: string): void {
  sql.exec(`UPDATE patterns SET status = ?, status_reason = ?, updated_at = ? WHERE id = ?`, status, reason, at, id);
}

export function setWithdrawn(sql: SqlStorage, id: string, at: string | null, now: string): void {
  sql.exec(`UPDATE patterns SET withdrawn_at = ?, updated_at = ? WHERE id = ?`, at, now, id);
}

/** The approved, not withdrawn patterns, in submission order. */
export function packIds(sql: SqlStorage): string[] {
  return sql.exec<{ id: string }>(`SELECT id FROM patterns WHERE status = 'approved' AND withdrawn_at IS NULL ORDER BY seq`).toArray().map((r) => r.id);
}

/** Patterns that tenants with automatic corroboration shadow-match: under review, not withdrawn. */
export function candidateIds(sql: SqlStorage): string[] {
  return sql.exec<{ id: string }>(`SELECT id FROM patterns WHERE status IN ('candidate', 'disputed') AND withdrawn_at IS NULL ORDER BY seq`).toArray().map((r) => r.id);
}

export interface CorroborationCounts {
  tenants: number;
  explicit: number;
  automatic: number;
  shadow_hits: number;
}

export function counts(sql: SqlStorage, patternId: string): CorroborationCounts {
  const r = sql
    .exec<{ tenants: number; explicit: number | null; automatic: number | null; hits: number | null }>(
      `SELECT COUNT(*) AS tenants, SUM(kind = 'explicit') AS explicit, SUM(kind = 'automatic') AS automatic, SUM(hits) AS hits FROM corroborations WHERE pattern_id = ?`,
      patternId,
    )
    .toArray()[0];
  return { tenants: r?.tenants ?? 0, explicit: r?.explicit ?? 0, automatic: r?.automatic ?? 0, shadow_hits: r?.hits ?? 0 };
}

export function getCorroboration(sql: SqlStorage, patternId: string, tenantId: string): { kind: string; hits: number } | null {
  return sql.exec<{ kind: string; hits: number }>(`SELECT kind, hits FROM corroborations WHERE pattern_id = ? AND tenant_id = ?`, patternId, tenantId).toArray()[0] ?? null;
}

export function insertCorroboration(sql: SqlStorage, patternId: string, tenantId: string, kind: "explicit" | "automatic", hits: number, at: string): void {
  sql.exec(`INSERT INTO corroborations (pattern_id, tenant_id, kind, hits, first_at, last_at) VALUES (?, ?, ?, ?, ?, ?)`, patternId, tenantId, kind, hits, at, at);
}

/** An explicit corroboration upgrades an automatic one from the same tenant: still one row, one tenant. */
export function markExplicit(sql: SqlStorage, patternId: string, tenantId: string, at: string): void {
  sql.exec(`UPDATE corroborations SET kind = 'explicit', last_at = ? WHERE pattern_id = ? AND tenant_id = ?`, at, patternId, tenantId);
}

export function addHits(sql: SqlStorage, patternId: string, tenantId: string, hits: number, at: string): void {
  sql.exec(`UPDATE corroborations SET hits = hits + ?, last_at = ? WHERE pattern_id = ? AND tenant_id = ?`, hits, at, patternId, tenantId);
}

export interface TenantCommonsRow {
  opt_in: "off" | "observe" | "enforce";
  auto_corroborate: boolean;
}

export function getTenant(sql: SqlStorage, tenantId: string): TenantCommonsRow {
  const r = sql.exec<{ opt_in: string; auto_corroborate: number }>(`SELECT opt_in, auto_corroborate FROM tenants WHERE tenant_id = ?`, tenantId).toArray()[0];
  if (r === undefined) return { opt_in: "off", auto_corroborate: false };
  return { opt_in: z.enum(["off", "observe", "enforce"]).parse(r.opt_in), auto_corroborate: r.auto_corroborate === 1 };
}

export function putTenant(sql: SqlStorage, tenantId: string, s: TenantCommonsRow, at: string): void {
  sql.exec(`INSERT OR REPLACE INTO tenants (tenant_id, opt_in, auto_corroborate, updated_at) VALUES (?, ?, ?, ?)`, tenantId, s.opt_in, s.auto_corroborate ? 1 : 0, at);
}

export type CommonsEventRow = {
  seq: number;
  at: string;
  type: string;
  pattern_id: string | null;
  reason: string | null;
  actor: string | null;
  detail: string | null;
  pack_version: number;
};

export function insertEvent(sql: SqlStorage, e: Omit<CommonsEventRow, "seq">): void {
  sql.exec(`INSERT INTO events (at, type, pattern_id, reason, actor, detail, pack_version) VALUES (?, ?, ?, ?, ?, ?, ?)`, e.at, e.type, e.pattern_id, e.reason, e.actor, e.detail, e.pack_version);
}

export function lastEventSeq(sql: SqlStorage): number {
  return sql.exec<{ seq: number | null }>(`SELECT MAX(seq) AS seq FROM events`).toArray()[0]?.seq ?? 0;
}

/** Events written by one change carry the pack version after it. */
export function stampEventsAfter(sql: SqlStorage, seq: number, packVersion: number): void {
  sql.exec(`UPDATE events SET pack_version = ? WHERE seq > ?`, packVersion, seq);
}

export function eventsFor(sql: SqlStorage, patternId: string): CommonsEventRow[] {
  return sql.exec<CommonsEventRow>(`SELECT * FROM events WHERE pattern_id = ? ORDER BY seq`, patternId).toArray();
}

export function eventLog(sql: SqlStorage, opts: { before?: number; limit: number; packOnly?: boolean }): CommonsEventRow[] {
  const before = opts.before ?? Number.MAX_SAFE_INTEGER;
  const where = opts.packOnly ? `AND pattern_id IS NULL` : "";
  return sql.exec<CommonsEventRow>(`SELECT * FROM events WHERE seq < ? ${where} ORDER BY seq DESC LIMIT ?`, before, opts.limit).toArray();
}
