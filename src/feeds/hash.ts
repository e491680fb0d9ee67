// 64-bit string hash as two 32-bit halves (cyrb53's mixing, all 64 bits kept). Feeds are stored
// as hashes, not strings: fixed 8 bytes an entry, and a lookup never allocates. A collision only
// makes one unrelated URL look listed; at 64 bits and a million entries that is ~1 in 10^13.
const ONE = new Uint32Array(2);

export function hash64(s: string): [number, number] {
  hash64Into("", s, ONE);
  return [ONE[0] as number, ONE[1] as number];
}

/**
 * `hash64(prefix + s)` written into `out` as [high, low]: lookups hash a namespace and a key
 * without building the joined string or a result array.
 */
export function hash64Into(prefix: string, s: string, out: Uint32Array): void {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  out[0] = h2 >>> 0;
  out[1] = h1 >>> 0;
}
