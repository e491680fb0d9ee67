// The WEBHOOKS queue consumer: sign (Standard Webhooks) and POST each delivery, record every
// attempt, retry with backoff + jitter (honouring Retry-After), disable the endpoint on 410, and
// dead-letter after MAX_ATTEMPTS. Outbound requests go only to URLs that pass the SSRF check at
// send time (the endpoint may have been edited since it was registered), never follow
// redirects, and are capped in time; the receiver's body is never read into memory or stored.
import { getDelivery, getEndpoint, recordAttempt, setDeliveryStatus, updateEndpoint, type Delivery, type EndpointWithSecrets } from "../db/webhooks.repo";
import { WebhookMessageSchema } from "../schemas/shield-ops";
import { recordEndpointChange } from "./fanout";
import { MAX_ATTEMPTS, parseRetryAfter, retryDelaySeconds } from "./backoff";
import { openSecret } from "./secrets";
import { webhookHeaders } from "./signing";
import { checkOutboundUrl } from "../egress/url-policy";

export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_BODY_BYTES = 256 * 1024;

export interface ConsumerDeps {
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
}

const defaultDeps = (): ConsumerDeps => ({ fetch: (...a) => fetch(...a), now: () => Date.now(), random: Math.random });

export const allowLoopback = (env: Env): boolean => env.WEBHOOK_ALLOW_LOOPBACK === "true" && env.DEPLOYMENT_KIND !== "production";

export async function handleWebhookBatch(batch: MessageBatch<unknown>, env: Env, deps: ConsumerDeps = defaultDeps()): Promise<void> {
  for (const message of batch.messages) {
    try {
      const outcome = await deliverOne(message.body, env, deps);
      if (outcome.retryInSeconds === null) message.ack();
      else message.retry({ delaySeconds: outcome.retryInSeconds });
    } catch (e) {
      // Our own failure (D1 unavailable …): let the queue retry it; the runtime dead-letters it
      // after max_retries if it never recovers.
      console.error(JSON.stringify({ level: "error", at: "webhooks.consumer", message: String((e as Error)?.message ?? e).slice(0, 200) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, null, deps.random()) });
    }
  }
}

async function secretsFor(ep: EndpointWithSecrets, env: Env, nowMs: number): Promise<string[]> {
  const current = await openSecret(ep.secretSealed, env.WEBHOOK_SECRET_KEY);
  const previousValid = ep.previousSecretSealed !== null && ep.previousSecretExpiresAt !== null && Date.parse(ep.previousSecretExpiresAt) > nowMs;
  return previousValid ? [current, await openSecret(ep.previousSecretSealed!, env.WEBHOOK_SECRET_KEY)] : [current];
}

async function deliverOne(body: unknown, env: Env, deps: ConsumerDeps): Promise<{ retryInSeconds: number | null }> {
  const parsed = WebhookMessageSchema.safeParse(body);
  if (!parsed.success) return { retryInSeconds: null };
  const { deliveryId, tenantId } = parsed.data;
  const delivery = await getDelivery(env.DB, tenantId, deliveryId);
  if (!delivery || delivery.status === "delivered" || delivery.status === "cancelled" || delivery.status === "dead") return { retryInSeconds: null };
  const nowMs = deps.now();
  const at = new Date(nowMs).toISOString();
  const endpoint = await getEndpoint(env.DB, tenantId, delivery.endpoint_id);
  if (!endpoint || !endpoint.enabled) {
    await setDeliveryStatus(env.DB, deliveryId, "cancelled", endpoint ? "endpoint disabled" : "endpoint deleted", at);
    return { retryInSeconds: null };
  }
  const attempt = delivery.attempts + 1;
  const url = checkOutboundUrl(endpoint.url, { allowLoopbackHttp: allowLoopback(env) });
  if (!url.ok) return settle(env, delivery, { attempt, at, statusCode: null, outcome: "refused_url", error: `url refused: ${url.reason}`, durationMs: 0, final: "dead" });
  if (delivery.payload_json.length > MAX_BODY_BYTES) {
    return settle(env, delivery, { attempt, at, statusCode: null, outcome: "too_large", error: "payload exceeds the size cap", durationMs: 0, final: "dead" });
  }

  const headers = await webhookHeaders(await secretsFor(endpoint, env, nowMs), delivery.event_id, Math.floor(nowMs / 1000), delivery.payload_json);
  const started = Date.now();
  let status: number | null = null;
  let retryAfter: number | null = null;
  let error: string | null = null;
  try {
    const res = await deps.fetch(url.url.toString(), {
      method: "POST",
      headers: { ...headers, "user-agent": "agent-shield-webhooks/1" },
      body: delivery.payload_json,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    // An HTTP-date Retry-After counts from when the answer came, not from when the batch started
    // (a slow receiver would otherwise have its wait lengthened by the time it took to answer).
    retryAfter = parseRetryAfter(res.headers.get("retry-after"), deps.now());
    await res.body?.cancel().catch(() => undefined);
  } catch (e) {
    error = (e as Error)?.name === "TimeoutError" ? "timed out" : "network error";
  }
  const durationMs = Date.now() - started;

  if (status !== null && status >= 200 && status < 300) {
    return settle(env, delivery, { attempt, at, statusCode: status, outcome: "delivered", error: null, durationMs, final: "delivered" });
  }
  if (status === 410) {
    await updateEndpoint(env.DB, tenantId, endpoint.id, { enabled: false, disabledReason: "receiver answered 410 Gone" }, at);
    await recordEndpointChange(env, tenantId, { ...endpoint, enabled: false }, "disabled_by_receiver", "webhooks");
    return settle(env, delivery, { attempt, at, statusCode: status, outcome: "gone", error: "receiver answered 410 Gone; endpoint disabled", durationMs, final: "cancelled" });
  }
  const why = error ?? (status !== null && status >= 300 && status < 400 ? `redirect ${status} not followed` : `HTTP ${status}`);
  if (attempt >= MAX_ATTEMPTS) {
    await env.WEBHOOKS_DLQ.send({ deliveryId, tenantId, reason: why, attempts: attempt }, { contentType: "json" });
    return settle(env, delivery, { attempt, at, statusCode: status, outcome: "dead_lettered", error: why, durationMs, final: "dead" });
  }
  const delay = retryDelaySeconds(attempt, retryAfter, deps.random());
  await recordAttempt(env.DB, {
    deliveryId, tenantId, attempt, at, statusCode: status, outcome: "failed", error: why, durationMs, retryInSeconds: delay,
    deliveryStatus: "retrying", nextAttemptAt: new Date(nowMs + delay * 1000).toISOString(),
  });
  return { retryInSeconds: delay };
}

async function settle(
  env: Env,
  d: Delivery,
  a: { attempt: number; at: string; statusCode: number | null; outcome: string; error: string | null; durationMs: number; final: "delivered" | "dead" | "cancelled" },
): Promise<{ retryInSeconds: null }> {
  await recordAttempt(env.DB, {
    deliveryId: d.id, tenantId: d.tenant_id, attempt: a.attempt, at: a.at, statusCode: a.statusCode, outcome: a.outcome, error: a.error,
    durationMs: a.durationMs, retryInSeconds: null, deliveryStatus: a.final, nextAttemptAt: null,
  });
  return { retryInSeconds: null };
}
