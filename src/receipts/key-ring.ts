// The receipt key ring from the Worker's secrets (RECEIPT_SIGNING_KEY, RECEIPT_RETIRED_KEYS).
import { loadKeyRing, type KeyRing } from "./keys";

/** The receipt key ring from the Worker's secrets. A missing key is a deployment error: fail loudly. */
export function keyRingFor(env: Env): Promise<KeyRing> {
  const active = env.RECEIPT_SIGNING_KEY;
  if (!active) return Promise.reject(new Error("RECEIPT_SIGNING_KEY secret is not set"));
  return loadKeyRing(active, env.RECEIPT_RETIRED_KEYS);
}
