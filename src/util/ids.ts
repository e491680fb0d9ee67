// Time-sortable unique ids (ULID layout: 48-bit ms timestamp + 80 random bits, Crockford base32).
// Sortable ids let D1 page by primary key in time order without a second index.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// Random bytes are drawn in batches: one getRandomValues call per 256 ids instead of one per id
// (each call is a system-call-sized cost that dominated short scans).
const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let poolAt = POOL_BYTES;

function random16(into: number[]): void {
  if (poolAt + 16 > POOL_BYTES) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  for (let i = 0; i < 16; i++) into[i] = (pool[poolAt + i] as number) & 31;
  poolAt += 16;
}

let lastMs = -1;
/** The time part of the ids made in `lastMs`: ids made in one millisecond share it. */
let lastTime = "";
const lastRand: number[] = new Array<number>(16).fill(0);

/**
 * Monotonic within a millisecond: a second id in the same millisecond reuses the previous random
 * part plus one, so ids made in one process sort in the order they were made (the ULID spec's
 * monotonic mode). 80 random bits leave no realistic room for the increment to overflow.
 */
export function ulid(nowMs: number = Date.now()): string {
  let t = Math.floor(nowMs);
  if (t === lastMs) {
    let i = 15;
    while (i >= 0 && lastRand[i] === 31) lastRand[i--] = 0;
    if (i >= 0) lastRand[i] = (lastRand[i] as number) + 1;
  } else {
    lastMs = t;
    random16(lastRand);
    lastTime = "";
    for (let i = 0; i < 10; i++) {
      lastTime = ALPHABET[t % 32] + lastTime;
      t = Math.floor(t / 32);
    }
  }
  let tail = "";
  for (let i = 0; i < 16; i++) tail += ALPHABET[lastRand[i] as number];
  return lastTime + tail;
}

/** A prefixed id such as `scan_01J…`; the prefix says what kind of thing an id names. */
export function newId(prefix: string, nowMs?: number): string {
  return `${prefix}_${ulid(nowMs)}`;
}

/** URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  let s = "";
  for (const b of buf) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
