// What the transparency log's reconciliation sweep reads (src/services/tlog-reconcile.service.ts): a tenant's receipts and
// receipt enforcement records in id order (ids are time-ordered), after a cursor and before a bound. Signed forms only.
export async function listTenantIds(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT id FROM tenants ORDER BY id").all<{ id: string }>();
  return results.map((r) => r.id);
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
