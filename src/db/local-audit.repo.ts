// Forwarded local audit entries in D1 (migrations/0009): hashes, decisions and rule ids only.
// Insert-or-ignore on (tenant, key, seq) makes a re-sent batch harmless.

export interface LocalAuditRow {
  key_id: string;
  seq: number;
  ts: string;
  kind: "hook" | "proxy";
  agent: string | null;
  server_id: string | null;
  event: string;
  tool: string | null;
  decision: string;
  action: "proceed" | "proceed_with_flag" | "block";
  verdict: string | null;
  rules: string[];
  content_sha256: string | null;
  prev: string;
  hash: string;
  api_key_id: string;
  received_at: string;
}

/** Returns how many rows were new. */
export async function insertLocalAuditEntries(db: D1Database, tenantId: string, rows: LocalAuditRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stmt = db.prepare(
    "INSERT OR IGNORE INTO local_audit_entries (tenant_id, key_id, seq, ts, kind, agent, server_id, event, tool, decision, action, verdict, rules, content_sha256, prev, hash, api_key_id, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const results = await db.batch(
    rows.map((r) =>
      stmt.bind(tenantId, r.key_id, r.seq, r.ts, r.kind, r.agent, r.server_id, r.event, r.tool, r.decision, r.action, r.verdict, JSON.stringify(r.rules), r.content_sha256, r.prev, r.hash, r.api_key_id, r.received_at),
    ),
  );
  return results.reduce((n, res) => n + (res.meta.changes ?? 0), 0);
}

export async function countLocalAuditEntries(db: D1Database, tenantId: string, keyId: string): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM local_audit_entries WHERE tenant_id = ? AND key_id = ?").bind(tenantId, keyId).first<{ n: number }>();
  return row?.n ?? 0;
}
