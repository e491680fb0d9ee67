// Ships local audit entries to the service (POST {url}/v1/shield/audit/forward) when it is
// reachable. The cursor only moves past what the service accepted, so nothing is lost offline:
// the next run sends what is still pending. Entries already hold no content, only hashes.
import { loadKey, readCursor, readEntries, writeCursor } from "./log";

export const FORWARD_PATH = "/v1/shield/audit/forward";
const BATCH = 100;

export interface ForwardResult {
  shipped: number;
  pending: number;
  /** Why it stopped early (unreachable, refused); absent when everything went. */
  error?: string;
}

export async function forwardAudit(dir: string, url: string, apiKey: string, timeoutMs = 5000, fetchImpl: typeof fetch = fetch): Promise<ForwardResult> {
  const cursor = readCursor(dir);
  const pending = readEntries(dir).filter((e) => e.seq > cursor.seq);
  if (pending.length === 0) return { shipped: 0, pending: 0 };
  const publicJwk = loadKey(dir).publicKey.export({ format: "jwk" });
  const endpoint = `${url.replace(/\/+$/, "")}${FORWARD_PATH}`;
  let shipped = 0;
  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    let res: Response;
    try {
      res = await fetchImpl(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ public_key: publicJwk, entries: batch }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch {
      return { shipped, pending: pending.length - shipped, error: "the service was unreachable" };
    }
    if (res.status !== 200 && res.status !== 201) return { shipped, pending: pending.length - shipped, error: `the service answered ${res.status}` };
    const last = batch[batch.length - 1]!;
    writeCursor(dir, { seq: last.seq, hash: last.hash });
    shipped += batch.length;
  }
  return { shipped, pending: 0 };
}
