import { sha256Hex, timingSafeEqual } from "../util/hash";
import { randomToken, ulid } from "../util/ids";

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

export async function keyMatches(presented: string, storedHash: string): Promise<boolean> {
  return timingSafeEqual(await sha256Hex(presented), storedHash);
}

/** A display form that identifies a key without revealing it. */
export function keyPreview(id: string): string {
  return `ase_${id.slice(4, 12)}…`;
}
