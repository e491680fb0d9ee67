// The Agent Commons' D1 hint (migrations/0005_commons.sql): tenants that may have the community
// pack or automatic corroboration on. The CommonsAuthority holds the truth; this only lets the
// key lookup tell the scan path when it can skip the authority.
export async function addCommonsHint(db: D1Database, tenantId: string, at: string): Promise<void> {
  await db.prepare("INSERT OR REPLACE INTO commons_optin (tenant_id, updated_at) VALUES (?, ?)").bind(tenantId, at).run();
}

export async function removeCommonsHint(db: D1Database, tenantId: string): Promise<void> {
  await db.prepare("DELETE FROM commons_optin WHERE tenant_id = ?").bind(tenantId).run();
}

export async function hasCommonsHint(db: D1Database, tenantId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS one FROM commons_optin WHERE tenant_id = ?").bind(tenantId).first()) !== null;
}
