// What the transparency log's reconciliation sweep reads (src/services/tlog-reconcile.service.ts): a tenant's receipts and
// receipt enforcement records in id order (ids are time-ordered), after a cursor and before a bound. Signed forms only.
// And its copy of each tenant's cursors, which tells it which tenants have anything new.

/**
 * Tenants with a receipt or enforcement record past the sweep's copy of their cursors
 * (tlog_sweep_cursors, migration 0011) and before the bounds: the only ones the sweep has work for.
 */
export async function tenantsToSweep(db: D1Database, receiptsBefore: string, enforcementsBefore: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id FROM tenants t
       WHERE EXISTS (SELECT 1 FROM receipts r WHERE r.tenant_id = t.id AND r.scan_id < ?1
                       AND r.scan_id > COALESCE((SELECT c.after_id FROM tlog_sweep_cursors c WHERE c.tenant_id = t.id AND c.kind = 'receipt'), ''))
          OR EXISTS (SELECT 1 FROM receipt_enforcements e WHERE e.tenant_id = t.id AND e.id < ?2
                       AND e.id > COALESCE((SELECT c.after_id FROM tlog_sweep_cursors c WHERE c.tenant_id = t.id AND c.kind = 'enforcement'), ''))
       ORDER BY t.id`,
    )
    .bind(receiptsBefore, enforcementsBefore)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Records the sweep's cursor for a tenant and kind; it only ever moves forward. */
export async function saveSweepCursor(db: D1Database, tenantId: string, kind: "receipt" | "enforcement", afterId: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO tlog_sweep_cursors (tenant_id, kind, after_id) VALUES (?, ?, ?)
       ON CONFLICT (tenant_id, kind) DO UPDATE SET after_id = excluded.after_id WHERE excluded.after_id > tlog_sweep_cursors.after_id`,
    )
    .bind(tenantId, kind, afterId)
    .run();
}

export async function receiptSignaturesBetween(db: D1Database, tenantId: string, after: string, before: string, limit: number): Promise<{ scan_id: string; signature: string }[]> {
  const { results } = await db
    .prepare("SELECT scan_id, signature FROM receipts WHERE tenant_id = ? AND scan_id > ? AND scan_id < ? ORDER BY scan_id LIMIT ?")
    .bind(tenantId, after, before, limit)
    .all<{ scan_id: string; signature: string }>();
  return results;
}

export interface SweptEnforcement {
  id: string;
  scan_id: string;
  action: string;
  actor: string;
  reason: string | null;
  api_key_id: string;
  created_at: string;
}

export async function enforcementsBetween(db: D1Database, tenantId: string, after: string, before: string, limit: number): Promise<SweptEnforcement[]> {
  const { results } = await db
    .prepare("SELECT id, scan_id, action, actor, reason, api_key_id, created_at FROM receipt_enforcements WHERE tenant_id = ? AND id > ? AND id < ? ORDER BY id LIMIT ?")
    .bind(tenantId, after, before, limit)
    .all<SweptEnforcement>();
  return results;
}
