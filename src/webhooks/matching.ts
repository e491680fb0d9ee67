// Which events an endpoint receives, and the body it receives them as. Pure.

/** `*` matches everything; `shield.trust.*` matches that prefix; anything else matches exactly. */
export function matchesEventType(filters: readonly string[], type: string): boolean {
  return filters.some((f) => f === "*" || f === type || (f.endsWith(".*") && type.startsWith(f.slice(0, -1))));
}

export interface StoredEventLike {
  id: string;
  type: string;
  occurred_at: string;
  data: unknown;
}

/** The JSON body a receiver gets (Standard Webhooks' recommended type/timestamp/data shape). */
export function webhookBody(tenantId: string, e: StoredEventLike): string {
  return JSON.stringify({ type: e.type, timestamp: e.occurred_at, data: { event_id: e.id, tenant_id: tenantId, ...(e.data as object) } });
}

/** Deterministic delivery id: a retried fan-out of the same event to the same endpoint is the same row. */
export async function deliveryId(endpointId: string, eventId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${endpointId}\n${eventId}`));
  return "whd_" + Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}
