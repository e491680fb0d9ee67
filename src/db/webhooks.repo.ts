// Webhook endpoints, deliveries and attempts (migration 0003). Secrets leave this file only as
// sealed strings, and only through the functions the consumer and the rotate route call.
import type { DeliveryStatus, WebhookEndpoint } from "../schemas/shield-ops";

interface EndpointRow {
  id: string;
  tenant_id: string;
  url: string;
  event_types_json: string;
  description: string | null;
  enabled: number;
  disabled_reason: string | null;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
  secret_rotated_at: string | null;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
  enabled_at: string | null;
}

export interface EndpointWithSecrets extends WebhookEndpoint {
  tenantId: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: string | null;
  /** When it was last switched off, and last switched back on (migration 0010); null when never. */
  disabledAt: string | null;
  enabledAt: string | null;
}

const toEndpoint = (r: EndpointRow): EndpointWithSecrets => ({
  id: r.id,
  url: r.url,
  eventTypes: JSON.parse(r.event_types_json) as string[],
  description: r.description,
  enabled: r.enabled === 1,
  disabled_reason: r.disabled_reason,
  created_at: r.created_at,
  updated_at: r.updated_at,
  secret_rotated_at: r.secret_rotated_at,
  tenantId: r.tenant_id,
  secretSealed: r.secret_sealed,
  previousSecretSealed: r.previous_secret_sealed,
  previousSecretExpiresAt: r.previous_secret_expires_at,
  disabledAt: r.disabled_at ?? null,
  enabledAt: r.enabled_at ?? null,
});

/** The public view: never any secret material. */
export const publicEndpoint = (e: EndpointWithSecrets): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  eventTypes: e.eventTypes,
  description: e.description,
  enabled: e.enabled,
  disabled_reason: e.disabled_reason,
  created_at: e.created_at,
  updated_at: e.updated_at,
  secret_rotated_at: e.secret_rotated_at,
});

export async function insertEndpoint(
  db: D1Database,
  e: { id: string; tenantId: string; url: string; eventTypes: string[]; description: string | null; secretSealed: string; now: string },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO webhook_endpoints (id, tenant_id, url, event_types_json, description, enabled, secret_sealed, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .bind(e.id, e.tenantId, e.url, JSON.stringify(e.eventTypes), e.description, e.secretSealed, e.now, e.now)
    .run();
}

export async function getEndpoint(db: D1Database, tenantId: string, id: string): Promise<EndpointWithSecrets | null> {
  const r = await db.prepare(`SELECT * FROM webhook_endpoints WHERE tenant_id = ? AND id = ?`).bind(tenantId, id).first<EndpointRow>();
  return r ? toEndpoint(r) : null;
}

export async function listEndpoints(db: D1Database, tenantId: string): Promise<EndpointWithSecrets[]> {
  const { results } = await db
    .prepare("SELECT * FROM webhook_endpoints WHERE tenant_id = ? ORDER BY id")
    .bind(tenantId)
    .all<EndpointRow>();
  return results.map(toEndpoint);
}

export async function updateEndpoint(
  db: D1Database,
  tenantId: string,
  id: string,
  patch: { url?: string; eventTypes?: string[]; description?: string; enabled?: boolean; disabledReason?: string | null },
  now: string,
): Promise<void> {
  const sets: string[] = ["updated_at = ?"];
  const args: (string | number | null)[] = [now];
  if (patch.url !== undefined) (sets.push("url = ?"), args.push(patch.url));
  if (patch.eventTypes !== undefined) (sets.push("event_types_json = ?"), args.push(JSON.stringify(patch.eventTypes)));
  if (patch.description !== undefined) (sets.push("description = ?"), args.push(patch.description));
  // Only a switch moves its timestamp (SET reads the row as it was): disabling a disabled endpoint
  // keeps when it went off, enabling an enabled one keeps when it came back.
  if (patch.enabled === false) (sets.push("disabled_at = CASE WHEN enabled = 1 THEN ? ELSE disabled_at END"), args.push(now));
  if (patch.enabled === true) (sets.push("enabled_at = CASE WHEN enabled = 0 THEN ? ELSE enabled_at END"), args.push(now));
  if (patch.enabled !== undefined) (sets.push("enabled = ?"), args.push(patch.enabled ? 1 : 0));
  if (patch.disabledReason !== undefined) (sets.push("disabled_reason = ?"), args.push(patch.disabledReason));
  await db.prepare(`UPDATE webhook_endpoints SET ${sets.join(", ")} WHERE tenant_id = ? AND id = ?`).bind(...args, tenantId, id).run();
}

export async function rotateEndpointSecret(
  db: D1Database,
  tenantId: string,
  id: string,
  s: { sealed: string; previousSealed: string; previousExpiresAt: string; now: string },
): Promise<void> {
  await db
    .prepare(
      `UPDATE webhook_endpoints SET secret_sealed = ?, previous_secret_sealed = ?, previous_secret_expires_at = ?, secret_rotated_at = ?, updated_at = ?
       WHERE tenant_id = ? AND id = ?`,
    )
    .bind(s.sealed, s.previousSealed, s.previousExpiresAt, s.now, s.now, tenantId, id)
    .run();
}

// ── deliveries ──────────────────────────────────────────────────────────────────────────────────

export interface Delivery {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload_json: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export function insertDeliveryStatement(
  db: D1Database,
  d: { id: string; tenantId: string; endpointId: string; eventId: string; eventType: string; payload: string; now: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, payload_json, status, attempts, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    )
    .bind(d.id, d.tenantId, d.endpointId, d.eventId, d.eventType, d.payload, d.now, d.now);
}

export async function getDelivery(db: D1Database, tenantId: string, id: string): Promise<Delivery | null> {
  return db.prepare(`SELECT * FROM webhook_deliveries WHERE tenant_id = ? AND id = ?`).bind(tenantId, id).first<Delivery>();
}

export async function listDeliveries(
  db: D1Database,
  tenantId: string,
  f: { endpointId?: string; status?: string; eventType?: string; limit: number },
): Promise<Omit<Delivery, "payload_json">[]> {
  const where = ["tenant_id = ?"];
  const args: (string | number)[] = [tenantId];
  if (f.endpointId !== undefined) (where.push("endpoint_id = ?"), args.push(f.endpointId));
  if (f.status !== undefined) (where.push("status = ?"), args.push(f.status));
  if (f.eventType !== undefined) (where.push("event_type = ?"), args.push(f.eventType));
  const { results } = await db
    .prepare(
      `SELECT id, tenant_id, endpoint_id, event_id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, delivered_at, created_at, updated_at
       FROM webhook_deliveries WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id LIMIT ?`,
    )
    .bind(...args, f.limit)
    .all<Omit<Delivery, "payload_json">>();
  return results;
}

export async function recordAttempt(
  db: D1Database,
  a: {
    deliveryId: string;
    tenantId: string;
    attempt: number;
    at: string;
    statusCode: number | null;
    outcome: string;
    error: string | null;
    durationMs: number;
    retryInSeconds: number | null;
    deliveryStatus: DeliveryStatus;
    nextAttemptAt: string | null;
  },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO webhook_attempts (delivery_id, tenant_id, attempt, attempted_at, status_code, outcome, error, duration_ms, retry_in_s)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(a.deliveryId, a.tenantId, a.attempt, a.at, a.statusCode, a.outcome, a.error, a.durationMs, a.retryInSeconds),
    db
      .prepare(
        `UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status_code = ?, last_error = ?, next_attempt_at = ?, updated_at = ?,
           delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END
         WHERE id = ?`,
      )
      .bind(a.deliveryStatus, a.attempt, a.statusCode, a.error, a.nextAttemptAt, a.at, a.deliveryStatus, a.at, a.deliveryId),
  ]);
}

export async function setDeliveryStatus(db: D1Database, id: string, status: DeliveryStatus, error: string | null, now: string): Promise<void> {
  await db.prepare(`UPDATE webhook_deliveries SET status = ?, last_error = ?, updated_at = ? WHERE id = ?`).bind(status, error, now, id).run();
}

/** Replay: the same delivery (same webhook-id, same body) goes round again from attempt 0. */
export async function resetDelivery(db: D1Database, tenantId: string, id: string, now: string): Promise<void> {
  await db
    .prepare(`UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = NULL, updated_at = ? WHERE tenant_id = ? AND id = ?`)
    .bind(now, tenantId, id)
    .run();
}

export async function listAttempts(db: D1Database, tenantId: string, deliveryId: string) {
  const { results } = await db
    .prepare(
      `SELECT attempt, attempted_at, status_code, outcome, error, duration_ms, retry_in_s FROM webhook_attempts
       WHERE tenant_id = ? AND delivery_id = ? ORDER BY seq`,
    )
    .bind(tenantId, deliveryId)
    .all();
  return results;
}
