// Time-sortable unique ids (ULID layout: 48-bit ms timestamp + 80 random bits, Crockford base32).
// Sortable ids let D1 page by primary key in time order without a second index.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function ulid(nowMs: number = Date.now()): string {
  let time = "";
  let t = Math.floor(nowMs);
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const rand = crypto.getRandomValues(new Uint8Array(16));
  let tail = "";
  for (let i = 0; i < 16; i++) tail += ALPHABET[rand[i]! % 32];
  return time + tail;
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
