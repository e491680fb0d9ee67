export interface TenantRecord {
  id: string;
  name: string;
  created_at: string;
}

export async function findTenant(db: D1Database, id: string): Promise<TenantRecord | null> {
  return db.prepare("SELECT id, name, created_at FROM tenants WHERE id = ?").bind(id).first<TenantRecord>();
}

export function insertTenantStmt(db: D1Database, t: TenantRecord): D1PreparedStatement {
  return db.prepare("INSERT INTO tenants (id, name, created_at) VALUES (?, ?, ?)").bind(t.id, t.name, t.created_at);
}
