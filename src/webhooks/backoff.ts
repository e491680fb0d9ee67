// Retry timing for webhook deliveries: exponential backoff with jitter, never sooner than the
// receiver's Retry-After, capped at the queue's longest delay.

export const MAX_ATTEMPTS = 10;
export const BASE_DELAY_SECONDS = 30;
/** Cloudflare Queues accept delaySeconds up to 12 hours. */
export const MAX_DELAY_SECONDS = 43_200;

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const v = value.trim();
  if (/^\d{1,9}$/.test(v)) return Number(v);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Delay before attempt `attempt + 1`, given that `attempt` (1-based) just failed. `random` ∈ [0, 1). */
export function retryDelaySeconds(attempt: number, retryAfterSeconds: number | null, random: number): number {
  const exp = Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempt - 1));
  // "Equal jitter": half fixed, half random, so retries from many deliveries spread out but a
  // delivery never retries much sooner than its backoff step.
  const jittered = Math.floor(exp / 2 + random * (exp / 2));
  return Math.min(MAX_DELAY_SECONDS, Math.max(jittered, retryAfterSeconds ?? 0, 1));
}
