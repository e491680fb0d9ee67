import { z } from "zod";

export const ROLES = ["owner", "admin", "agent", "auditor"] as const;
export type Role = (typeof ROLES)[number];

const ApiKeyRow = z.object({
  id: z.string(),
  tenant_id: z.string(),
  role: z.enum(ROLES),
  label: z.string(),
  key_hash: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  /** 1 when the tenant may have Agent Commons on (migrations/0005_commons.sql); only findKeyById reads it. */
  commons_hint: z.number().nullable().optional(),
  /** The tenant's scan policy (migrations/0006_scan_policy.sql), read with the key: one query per request. */
  scan_policy_version: z.number().nullable().optional(),
  scan_policy_json: z.string().nullable().optional(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRow>;

export async function findKeyById(db: D1Database, id: string): Promise<ApiKeyRecord | null> {
  const row = await db
    .prepare(
      `SELECT k.*, (SELECT 1 FROM commons_optin c WHERE c.tenant_id = k.tenant_id) AS commons_hint,
         s.version AS scan_policy_version, s.policy_json AS scan_policy_json
       FROM api_keys k LEFT JOIN scan_policies s ON s.tenant_id = k.tenant_id WHERE k.id = ?`,
    )
    .bind(id)
    .first();
  return row ? ApiKeyRow.parse(row) : null;
}

export async function insertKey(db: D1Database, k: Omit<ApiKeyRecord, "revoked_at" | "revoked_by">): Promise<void> {
  await db
    .prepare("INSERT INTO api_keys (id, tenant_id, role, label, key_hash, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(k.id, k.tenant_id, k.role, k.label, k.key_hash, k.created_at, k.created_by)
    .run();
}

export async function listKeys(db: D1Database, tenantId: string): Promise<ApiKeyRecord[]> {
  const { results } = await db
    .prepare("SELECT * FROM api_keys WHERE tenant_id = ? ORDER BY created_at, id")
    .bind(tenantId)
    .all();
  return results.map((r) => ApiKeyRow.parse(r));
}

/**
 * Revokes a live key. One conditional statement decides and writes, so two concurrent revocations
 * of the last two owner keys cannot both pass a separate count check: an owner key is revoked
 * only while another live owner key remains. Returns "revoked", "last-owner" or "not-found".
 */
export async function revokeKey(db: D1Database, tenantId: string, id: string, at: string, by: string): Promise<"revoked" | "last-owner" | "not-found"> {
  const res = await db
    .prepare(
      `UPDATE api_keys SET revoked_at = ?, revoked_by = ?
       WHERE id = ? AND tenant_id = ? AND revoked_at IS NULL
         AND (role <> 'owner' OR (SELECT COUNT(*) FROM api_keys o WHERE o.tenant_id = api_keys.tenant_id AND o.role = 'owner' AND o.revoked_at IS NULL AND o.id <> api_keys.id) >= 1)`,
    )
    .bind(at, by, id, tenantId)
    .run();
  if (res.meta.changes === 1) return "revoked";
  const row = await db.prepare("SELECT role, revoked_at FROM api_keys WHERE id = ? AND tenant_id = ?").bind(id, tenantId).first<{ role: string; revoked_at: string | null }>();
  return row && row.revoked_at === null && row.role === "owner" ? "last-owner" : "not-found";
}
