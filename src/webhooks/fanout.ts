// From stored events to queued deliveries. Called after events are durably in D1 (the tenant DO's
// outbox flush, or a route that writes events directly). For each (event, endpoint whose filter
// matches, that existed when the event occurred and was not switched off then) it inserts
// a delivery row — idempotently, by a deterministic id — then enqueues one message per delivery
// still pending.
// Safe to repeat: a retried flush re-enqueues, and the consumer skips deliveries that are
// already settled.
import { historyStatements, type HistoryItem } from "../db/shield.repo";
import { insertDeliveryStatement, listEndpoints } from "../db/webhooks.repo";
import { makeEvent } from "../policy/events";
import type { WebhookMessage } from "../schemas/shield-ops";
import { newId } from "../util/ids";
import { deliveryId, matchesEventType, webhookBody, type StoredEventLike } from "./matching";

const SEND_BATCH = 100;

export async function fanOutEvents(env: Env, tenantId: string, events: readonly StoredEventLike[], nowIso = new Date().toISOString()): Promise<number> {
  if (events.length === 0) return 0;
  // Switched-off endpoints too: an event from before the switch-off may reach D1 a batch window
  // later, while the endpoint is off. Its delivery is queued (and cancelled by the consumer if the
  // endpoint is still off when it is sent) rather than silently never existing.
  const endpoints = await listEndpoints(env.DB, tenantId);
  if (endpoints.length === 0) return 0;
  const stmts: D1PreparedStatement[] = [];
  const messages: WebhookMessage[] = [];
  for (const e of events) {
    for (const ep of endpoints) {
      if (!matchesEventType(ep.eventTypes, e.type)) continue;
      // An endpoint hears what happens after it subscribes: history can reach D1 a batch window
      // after it occurred (the tenant DO's outbox), by when a newer endpoint may exist.
      if (e.occurred_at < ep.created_at) continue;
      if (offWhen(ep, e.occurred_at)) continue;
      const id = await deliveryId(ep.id, e.id);
      stmts.push(insertDeliveryStatement(env.DB, { id, tenantId, endpointId: ep.id, eventId: e.id, eventType: e.type, payload: webhookBody(tenantId, e), now: nowIso }));
      messages.push({ deliveryId: id, tenantId });
    }
  }
  if (stmts.length === 0) return 0;
  await env.DB.batch(stmts);
  for (let i = 0; i < messages.length; i += SEND_BATCH) {
    await env.WEBHOOKS.sendBatch(messages.slice(i, i + SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
  }
  return messages.length;
}

/**
 * Whether the endpoint was switched off when an event occurred: it is off now and went off before
 * the event (or when is not recorded), or the event fell between its last switch-off and switch-on
 * (a flush that comes after it is back on). Only the last off-interval is recorded.
 */
function offWhen(ep: { enabled: boolean; disabledAt: string | null; enabledAt: string | null }, occurredAt: string): boolean {
  if (!ep.enabled && (ep.disabledAt === null || occurredAt >= ep.disabledAt)) return true;
  return ep.disabledAt !== null && ep.enabledAt !== null && ep.enabledAt > ep.disabledAt && occurredAt >= ep.disabledAt && occurredAt < ep.enabledAt;
}

/** Events from the DO outbox rows (decisions are history only; events are what webhooks carry). */
export function eventsOf(items: readonly HistoryItem[]): StoredEventLike[] {
  return items.filter((i) => i.kind === "event").map((i) => JSON.parse(i.json) as StoredEventLike);
}

/** For routes whose records live in D1: write the events, then fan them out. */
export async function recordEvents(env: Env, tenantId: string, events: readonly StoredEventLike[], extra: D1PreparedStatement[] = []): Promise<void> {
  const items: HistoryItem[] = events.map((e) => ({ kind: "event", id: e.id, json: JSON.stringify(e) }));
  await env.DB.batch([...extra, ...historyStatements(env.DB, tenantId, items)]);
  await fanOutEvents(env, tenantId, events);
}

/** Endpoint changes are events too (fanned out to every subscribed endpoint); never the secret. */
export function recordEndpointChange(
  env: Env,
  tenantId: string,
  e: { id: string; url: string; eventTypes: string[]; enabled: boolean },
  change: "created" | "updated" | "secret_rotated" | "disabled_by_receiver",
  actor: string,
): Promise<void> {
  const at = new Date().toISOString();
  const event = makeEvent("shield.webhook.endpoint.changed", newId("whc"), at, { endpoint_id: e.id, change, url: e.url, event_types: e.eventTypes, enabled: e.enabled, actor });
  return recordEvents(env, tenantId, [event]);
}
