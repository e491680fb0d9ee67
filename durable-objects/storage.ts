// The tenant Durable Object's SQLite layout. Decision state is a set of JSON records keyed by
// (kind, key) — the core's effects are upserts and deletes of exactly such records — plus an
// outbox of history (decisions, events) that the alarm flushes to D1.
import type { Effect } from "../src/policy/effects";
import { emptyState, isFinishedApproval, type DeploymentKind, type TenantPolicyState } from "../src/policy/state";
import {
  type ApprovalRequestRecord,
  ApprovalRequestRecordSchema,
  KillSwitchSchema,
  ManifestSchema,
  PublisherSchema,
  SandboxPolicySchema,
  ShieldSettingsSchema,
  TrustedDigestSchema,
} from "../src/schemas/shield";
import { ManagedServerSchema, SamplingPolicySchema } from "../src/schemas/shield-ops";
import { newId } from "../src/util/ids";

export const SCHEMA_VERSION = 4;

type RecordKind = "settings" | "manifest" | "kill_switch" | "approval" | "publisher" | "digest" | "sandbox" | "server" | "sampling";

export function migrate(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const row = sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'schema_version'`).toArray()[0];
  const version = row ? Number(row.value) : 0;
  if (version < 1) {
    sql.exec(`CREATE TABLE records (kind TEXT NOT NULL, key TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (kind, key))`);
    sql.exec(`CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL)`);
  }
  if (version < 2) {
    // Records that no longer read under today's schemas, kept verbatim for an operator to inspect.
    sql.exec(`CREATE TABLE IF NOT EXISTS quarantine (kind TEXT NOT NULL, key TEXT NOT NULL, json TEXT NOT NULL, reason TEXT NOT NULL, quarantined_at TEXT NOT NULL, PRIMARY KEY (kind, key))`);
  }
  if (version < 3) {
    // Finished approval requests (consumed, denied, expired): history read on demand by id or by
    // token hash, never loaded into memory. loadState moves any still among the records here.
    sql.exec(`CREATE TABLE IF NOT EXISTS approvals_done (id TEXT PRIMARY KEY, token_hash TEXT, state TEXT NOT NULL, created_at TEXT NOT NULL, json TEXT NOT NULL)`);
    sql.exec(`CREATE INDEX IF NOT EXISTS approvals_done_token ON approvals_done (token_hash) WHERE token_hash IS NOT NULL`);
    sql.exec(`CREATE INDEX IF NOT EXISTS approvals_done_created ON approvals_done (created_at, id)`);
  }
  if (version < 4) {
    // Reviewer previews of open approval requests: sealed (AES-GCM) by the Worker before they
    // arrive, so this table never holds plaintext; a row lives only while its request is open.
    sql.exec(`CREATE TABLE IF NOT EXISTS approval_previews (id TEXT PRIMARY KEY, sealed TEXT NOT NULL, created_at TEXT NOT NULL)`);
  }
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)`, String(SCHEMA_VERSION));
}

export function getMeta(sql: SqlStorage, key: string): string | null {
  return sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0]?.value ?? null;
}

export function setMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`, key, value);
}

const SCHEMAS: Record<RecordKind, { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }> = {
  settings: ShieldSettingsSchema, manifest: ManifestSchema, kill_switch: KillSwitchSchema, approval: ApprovalRequestRecordSchema,
  publisher: PublisherSchema, digest: TrustedDigestSchema, sandbox: SandboxPolicySchema, server: ManagedServerSchema, sampling: SamplingPolicySchema,
};

export interface QuarantinedRecord {
  kind: string;
  key: string;
  reason: string;
  quarantined_at: string;
}

/**
 * Reads every record back through its zod schema: storage is trusted, but not blindly. A record
 * that no longer parses (written by an older schema, or damaged) must not take the tenant's whole
 * authority down: it is moved to the quarantine table, an event says so, and everything else is
 * served. Fail-safe defaults where a missing record would weaken enforcement: unreadable settings
 * load as the defaults with mode "enforce".
 */
export function loadState(sql: SqlStorage, deploymentKind: DeploymentKind, now: () => Date = () => new Date()): TenantPolicyState {
  const rows = sql.exec<{ kind: RecordKind; key: string; json: string }>(`SELECT kind, key, json FROM records`).toArray();
  const good: { kind: RecordKind; key: string; v: unknown }[] = [];
  for (const r of rows) {
    const schema = SCHEMAS[r.kind];
    let reason: string | null = null;
    let v: unknown;
    try {
      v = JSON.parse(r.json);
      const parsed = schema === undefined ? null : schema.safeParse(v);
      if (parsed === null) reason = `unknown record kind '${String(r.kind).slice(0, 40)}'`;
      else if (!parsed.success) reason = parsed.error.issues.slice(0, 3).map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`).join("; ").slice(0, 300);
      else v = parsed.data;
    } catch {
      reason = "not valid JSON";
    }
    if (reason === null && r.kind === "approval" && isFinishedApproval(v as ApprovalRequestRecord)) {
      putFinishedApproval(sql, v as ApprovalRequestRecord);
      sql.exec(`DELETE FROM records WHERE kind = 'approval' AND key = ?`, r.key);
    } else if (reason === null) good.push({ kind: r.kind, key: r.key, v });
    else quarantine(sql, r.kind, r.key, r.json, reason, now().toISOString());
  }
  const state = buildState(good, deploymentKind);
  if (rows.some((r) => r.kind === "settings") && !good.some((g) => g.kind === "settings")) return { ...state, settings: { ...state.settings, mode: "enforce" } };
  return state;
}

function quarantine(sql: SqlStorage, kind: string, key: string, json: string, reason: string, at: string): void {
  sql.exec(`INSERT OR REPLACE INTO quarantine (kind, key, json, reason, quarantined_at) VALUES (?, ?, ?, ?, ?)`, kind, key, json, reason, at);
  sql.exec(`DELETE FROM records WHERE kind = ? AND key = ?`, kind, key);
  const event = { id: newId("evt"), type: "shield.record.quarantined", occurred_at: at, data: { kind, key, reason } };
  sql.exec(`INSERT INTO outbox (kind, id, json) VALUES ('event', ?, ?)`, event.id, JSON.stringify(event));
}

export function listQuarantine(sql: SqlStorage): QuarantinedRecord[] {
  return sql.exec<Record<string, SqlStorageValue>>(`SELECT kind, key, reason, quarantined_at FROM quarantine ORDER BY quarantined_at, kind, key`).toArray() as unknown as QuarantinedRecord[];
}

function buildState(rows: readonly { kind: RecordKind; key: string; v: unknown }[], deploymentKind: DeploymentKind): TenantPolicyState {
  const base = emptyState(deploymentKind);
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
    const v = r.v as never;
    switch (r.kind) {
      case "settings": settings = v; break;
      case "manifest": manifests.set(r.key, v); break;
      case "kill_switch": killSwitches.set(r.key, v); break;
      case "approval": approvals.set(r.key, v); break;
      case "publisher": publishers.set(r.key, v); break;
      case "digest": digests.set(r.key, v); break;
      case "sandbox": sandboxPolicies.set(r.key, v); break;
      case "server": servers.set(r.key, v); break;
      case "sampling": samplingPolicies.set(r.key, v); break;
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
      case "put_approval_request":
        // Decided (approved, denied) or finished: the preview has served its reviewer.
        if (e.request.state !== "requested") sql.exec(`DELETE FROM approval_previews WHERE id = ?`, e.request.id);
        if (isFinishedApproval(e.request)) {
          putFinishedApproval(sql, e.request);
          sql.exec(`DELETE FROM records WHERE kind = 'approval' AND key = ?`, e.request.id);
        } else put(sql, "approval", e.request.id, e.request);
        break;
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

function putFinishedApproval(sql: SqlStorage, r: ApprovalRequestRecord): void {
  sql.exec(`INSERT OR REPLACE INTO approvals_done (id, token_hash, state, created_at, json) VALUES (?, ?, ?, ?, ?)`, r.id, r.token_hash, r.state, r.created_at, JSON.stringify(r));
}

/** A stored finished record that no longer parses is left out, never fatal (like loadState). */
function readFinished(rows: { json: string }[]): ApprovalRequestRecord[] {
  const out: ApprovalRequestRecord[] = [];
  for (const row of rows) {
    try {
      const parsed = ApprovalRequestRecordSchema.safeParse(JSON.parse(row.json));
      if (parsed.success) out.push(parsed.data);
    } catch {
      // unreadable history stays in storage for an operator; it authorises nothing
    }
  }
  return out;
}

export function finishedApprovalById(sql: SqlStorage, id: string): ApprovalRequestRecord | null {
  return readFinished(sql.exec<{ json: string }>(`SELECT json FROM approvals_done WHERE id = ?`, id).toArray())[0] ?? null;
}

/** Indexed: a replayed spent or withdrawn token is answered without scanning history. */
export function finishedApprovalByTokenHash(sql: SqlStorage, tokenHash: string): ApprovalRequestRecord | null {
  return readFinished(sql.exec<{ json: string }>(`SELECT json FROM approvals_done WHERE token_hash = ? LIMIT 1`, tokenHash).toArray())[0] ?? null;
}

/** The most recent `limit` finished requests (optionally of one state), returned oldest first. */
export function listFinishedApprovals(sql: SqlStorage, state: string | undefined, limit: number): ApprovalRequestRecord[] {
  const rows = state === undefined
    ? sql.exec<{ json: string }>(`SELECT json FROM approvals_done ORDER BY created_at DESC, id DESC LIMIT ?`, limit).toArray()
    : sql.exec<{ json: string }>(`SELECT json FROM approvals_done WHERE state = ? ORDER BY created_at DESC, id DESC LIMIT ?`, state, limit).toArray();
  return readFinished(rows).reverse();
}

export function countFinishedApprovals(sql: SqlStorage): number {
  return Number(sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM approvals_done`).one().n);
}

export function putApprovalPreview(sql: SqlStorage, id: string, sealed: string, at: string): void {
  sql.exec(`INSERT OR IGNORE INTO approval_previews (id, sealed, created_at) VALUES (?, ?, ?)`, id, sealed, at);
}

export function approvalPreviews(sql: SqlStorage, ids: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of ids) {
    const row = sql.exec<{ sealed: string }>(`SELECT sealed FROM approval_previews WHERE id = ?`, id).toArray()[0];
    if (row) out[id] = row.sealed;
  }
  return out;
}

export function deleteAllApprovalPreviews(sql: SqlStorage): void {
  sql.exec(`DELETE FROM approval_previews`);
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
