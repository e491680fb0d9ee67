// Operator console sessions: a cookie's SHA-256 names a session bound to one API key.
import type { Role } from "./keys.repo";

export async function insertConsoleSession(db: D1Database, s: { idHash: string; tenantId: string; keyId: string; createdAt: string; expiresAt: string }): Promise<void> {
  await db.prepare("INSERT INTO console_sessions (id_hash, tenant_id, key_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(s.idHash, s.tenantId, s.keyId, s.createdAt, s.expiresAt)
    .run();
}

export interface ConsoleSessionRow {
  tenant_id: string;
  key_id: string;
  expires_at: string;
  revoked_at: string | null;
  role: Role;
  key_revoked_at: string | null;
  key_tenant: string;
}

/** The session with the key it was opened with (its role and whether it has since been revoked). */
export async function findConsoleSession(db: D1Database, idHash: string): Promise<ConsoleSessionRow | null> {
  return db.prepare(
    `SELECT s.tenant_id, s.key_id, s.expires_at, s.revoked_at, k.role, k.revoked_at AS key_revoked_at, k.tenant_id AS key_tenant
       FROM console_sessions s JOIN api_keys k ON k.id = s.key_id WHERE s.id_hash = ?`,
  )
    .bind(idHash)
    .first<ConsoleSessionRow>();
}

export async function revokeConsoleSession(db: D1Database, idHash: string, at: string): Promise<void> {
  await db.prepare("UPDATE console_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL").bind(at, idHash).run();
}
