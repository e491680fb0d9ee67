import { ScanPolicyInputSchema, type ScanPolicyInput } from "../schemas/scan-policy";

export interface StoredScanPolicy {
  version: number;
  policy: ScanPolicyInput;
  updated_at: string;
  updated_by: string;
}

export async function getScanPolicy(db: D1Database, tenantId: string): Promise<StoredScanPolicy | null> {
  const row = await db
    .prepare("SELECT version, policy_json, updated_at, updated_by FROM scan_policies WHERE tenant_id = ?")
    .bind(tenantId)
    .first<{ version: number; policy_json: string; updated_at: string; updated_by: string }>();
  if (!row) return null;
  return { version: row.version, policy: ScanPolicyInputSchema.parse(JSON.parse(row.policy_json)), updated_at: row.updated_at, updated_by: row.updated_by };
}

/** Replaces the policy and bumps its version in one statement, so concurrent writers get distinct versions. */
export async function putScanPolicy(db: D1Database, tenantId: string, policy: ScanPolicyInput, by: string, at: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO scan_policies (tenant_id, version, policy_json, updated_at, updated_by) VALUES (?, 1, ?, ?, ?)
       ON CONFLICT (tenant_id) DO UPDATE SET version = scan_policies.version + 1, policy_json = excluded.policy_json,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by
       RETURNING version`,
    )
    .bind(tenantId, JSON.stringify(policy), at, by)
    .first<{ version: number }>();
  return row!.version;
}
