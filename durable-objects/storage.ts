// The tenant Durable Object's SQLite layout. Decision state is a set of JSON records keyed by
// (kind, key) — the core's effects are upserts and deletes of exactly such records — plus an
// outbox of history (decisions, events) that the alarm flushes to D1.
import type { Effect } from "../src/policy/effects";
import { emptyState, type DeploymentKind, type TenantPolicyState } from "../src/policy/state";
import {
  ApprovalRequestRecordSchema,
  KillSwitchSchema,
  ManifestSchema,
  PublisherSchema,
  SandboxPolicySchema,
  ShieldSettingsSchema,
  TrustedDigestSchema,
} from "../src/schemas/shield";
import { ManagedServerSchema, SamplingPolicySchema } from "../src/schemas/shield-ops";

export const SCHEMA_VERSION = 1;

type RecordKind = "settings" | "manifest" | "kill_switch" | "approval" | "publisher" | "digest" | "sandbox" | "server" | "sampling";

export function migrate(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const row = sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'schema_version'`).toArray()[0];
  const version = row ? Number(row.value) : 0;
  if (version < 1) {
    sql.exec(`CREATE TABLE records (kind TEXT NOT NULL, key TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (kind, key))`);
    sql.exec(`CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL)`);
  }
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)`, String(SCHEMA_VERSION));
}

export function getMeta(sql: SqlStorage, key: string): string | null {
  return sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0]?.value ?? null;
}

export function setMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`, key, value);
}

/** Reads every record back through its zod schema: storage is trusted, but not blindly. */
export function loadState(sql: SqlStorage, deploymentKind: DeploymentKind): TenantPolicyState {
  const base = emptyState(deploymentKind);
  const rows = sql.exec<{ kind: RecordKind; key: string; json: string }>(`SELECT kind, key, json FROM records`).toArray();
  let settings = base.settings;
  const manifests = new Map(base.manifests);
  const killSwitches = new Map(base.killSwitches);
  const approvals = new Map(base.approvals);
  const publishers = new Map(base.trust.publishers);
  const digests = new Map(base.trust.digests);
  const sandboxPolicies = new Map(base.sandboxPolicies);
  const servers = new Map(base.servers);
  const samplingPolicies = new Map(base.samplingPolicies);
  for (const r of rows) {
    const v: unknown = JSON.parse(r.json);
    switch (r.kind) {
      case "settings": settings = ShieldSettingsSchema.parse(v); break;
      case "manifest": manifests.set(r.key, ManifestSchema.parse(v)); break;
      case "kill_switch": killSwitches.set(r.key, KillSwitchSchema.parse(v)); break;
      case "approval": approvals.set(r.key, ApprovalRequestRecordSchema.parse(v)); break;
      case "publisher": publishers.set(r.key, PublisherSchema.parse(v)); break;
      case "digest": digests.set(r.key, TrustedDigestSchema.parse(v)); break;
      case "sandbox": sandboxPolicies.set(r.key, SandboxPolicySchema.parse(v)); break;
      case "server": servers.set(r.key, ManagedServerSchema.parse(v)); break;
      case "sampling": samplingPolicies.set(r.key, SamplingPolicySchema.parse(v)); break;
    }
  }
  return { ...base, settings, manifests, killSwitches, approvals, trust: { publishers, digests }, sandboxPolicies, servers, samplingPolicies };
}

function put(sql: SqlStorage, kind: RecordKind, key: string, value: unknown): void {
  sql.exec(`INSERT OR REPLACE INTO records (kind, key, json) VALUES (?, ?, ?)`, kind, key, JSON.stringify(value));
}

/** Writes one operation's effects. Call inside transactionSync so they land together or not at all. */
export function persistEffects(sql: SqlStorage, effects: readonly Effect[]): number {
  let history = 0;
  for (const e of effects) {
    switch (e.type) {
      case "put_settings": put(sql, "settings", "settings", e.settings); break;
      case "put_manifest": put(sql, "manifest", e.manifest.name, e.manifest); break;
      case "delete_manifest": sql.exec(`DELETE FROM records WHERE kind = 'manifest' AND key = ?`, e.name); break;
      case "put_kill_switch": put(sql, "kill_switch", e.killSwitch.id, e.killSwitch); break;
      case "put_approval_request": put(sql, "approval", e.request.id, e.request); break;
      case "put_publisher": put(sql, "publisher", e.publisher.id, e.publisher); break;
      case "put_trusted_digest": put(sql, "digest", e.digest.digest, e.digest); break;
      case "put_sandbox_policy": put(sql, "sandbox", e.policy.server_name, e.policy); break;
      case "put_server": put(sql, "server", e.server.id, e.server); break;
      case "put_sampling_policy": put(sql, "sampling", e.policy.digest, e.policy); break;
      case "record_decision":
        sql.exec(`INSERT INTO outbox (kind, id, json) VALUES ('decision', ?, ?)`, e.decision.decision_id, JSON.stringify(e.decision));
        history++;
        break;
      case "emit_event":
        sql.exec(`INSERT INTO outbox (kind, id, json) VALUES ('event', ?, ?)`, e.event.id, JSON.stringify(e.event));
        history++;
        break;
    }
  }
  return history;
}

export interface OutboxRow {
  seq: number;
  kind: "decision" | "event";
  id: string;
  json: string;
}

export function readOutbox(sql: SqlStorage, limit: number): OutboxRow[] {
  return sql.exec<Record<string, SqlStorageValue>>(`SELECT seq, kind, id, json FROM outbox ORDER BY seq LIMIT ?`, limit).toArray() as unknown as OutboxRow[];
}

export function deleteOutboxThrough(sql: SqlStorage, seq: number): void {
  sql.exec(`DELETE FROM outbox WHERE seq <= ?`, seq);
}

export function outboxSize(sql: SqlStorage): number {
  return Number(sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM outbox`).one().n);
}
