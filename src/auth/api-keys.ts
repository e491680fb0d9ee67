import { sha256Hex } from "../util/hash";
import { randomToken, ulid } from "../util/ids";
import { hashUtf8 } from "../scan/sha256";

// API key layout: `ase_<26-char key id>_<43-char secret>`. The id lets us find the row without
// using the secret as a lookup key; the whole key's SHA-256 is what is stored and compared.
// Keys carry 256 bits of entropy, so a fast hash is the right tool (no password stretching).

const KEY_PATTERN = /^ase_([0-9A-HJKMNP-TV-Z]{26})_([A-Za-z0-9_-]{43})$/;

export interface MintedKey {
  id: string;
  key: string;
  hash: string;
}

export async function mintApiKey(nowMs?: number): Promise<MintedKey> {
  const raw = ulid(nowMs);
  const key = `ase_${raw}_${randomToken(32)}`;
  return { id: `key_${raw}`, key, hash: await sha256Hex(key) };
}

/** The key id a presented key claims, or null if it is not shaped like one of ours. */
export function keyIdOf(presented: string): string | null {
  const m = KEY_PATTERN.exec(presented);
  return m ? `key_${m[1]}` : null;
}

/**
 * A presented key's SHA-256, as stored, computed synchronously: the request path then waits on
 * no crypto round trip, and the hash is ready before the key's row is.
 */
export function presentedKeyHash(presented: string): string {
  return hashUtf8(presented).hex;
}

/**
 * The rate-limit bucket a presented key spends from: named by the key's hash, not its id. A key
 * has one secret, so each key still has one budget; a request that names a key id without its
 * secret spends none of it; and the budget can be spent while the key's row is being read.
 */
export function rateBucket(hash: string): string {
  return `key:${hash}`;
}

/** A display form that identifies a key without revealing it. */
export function keyPreview(id: string): string {
  return `ase_${id.slice(4, 12)}…`;
}
