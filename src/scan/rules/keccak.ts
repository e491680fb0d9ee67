// Keccak-256 (the pre-standard SHA-3 padding Ethereum uses; `node:crypto`'s sha3-256 pads
// differently), for the EIP-55 address checksum. Small inputs only: an address is 40 bytes.

// Round constants as [lo, hi] 32-bit halves: lanes are kept as two 32-bit words, which is
// ~25× faster than BigInt lanes (an address must be checkable in microseconds, since a scan may
// meet a thousand address-shaped strings).
const RC = [
  0x00000001, 0x00000000, 0x00008082, 0x00000000, 0x0000808a, 0x80000000, 0x80008000, 0x80000000, 0x0000808b, 0x00000000,
  0x80000001, 0x00000000, 0x80008081, 0x80000000, 0x00008009, 0x80000000, 0x0000008a, 0x00000000, 0x00000088, 0x00000000,
  0x80008009, 0x00000000, 0x8000000a, 0x00000000, 0x8000808b, 0x00000000, 0x0000008b, 0x80000000, 0x00008089, 0x80000000,
  0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080, 0x80000000, 0x0000800a, 0x00000000, 0x8000000a, 0x80000000,
  0x80008081, 0x80000000, 0x00008080, 0x80000000, 0x80000001, 0x00000000, 0x80008008, 0x80000000,
];
/** Rotation offsets r[x + 5y]. */
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

/** The permutation over 25 lanes, lane i as s[2i] (low word) and s[2i + 1] (high word). */
const C = new Uint32Array(10);
const B = new Uint32Array(50);
function keccakF(s: Uint32Array): void {
  const c = C;
  const b = B;
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) {
      c[2 * x] = (s[2 * x] as number) ^ (s[2 * x + 10] as number) ^ (s[2 * x + 20] as number) ^ (s[2 * x + 30] as number) ^ (s[2 * x + 40] as number);
      c[2 * x + 1] = (s[2 * x + 1] as number) ^ (s[2 * x + 11] as number) ^ (s[2 * x + 21] as number) ^ (s[2 * x + 31] as number) ^ (s[2 * x + 41] as number);
    }
    for (let x = 0; x < 5; x++) {
      const l1 = c[2 * ((x + 1) % 5)] as number;
      const h1 = c[2 * ((x + 1) % 5) + 1] as number;
      const dl = (c[2 * ((x + 4) % 5)] as number) ^ ((l1 << 1) | (h1 >>> 31));
      const dh = (c[2 * ((x + 4) % 5) + 1] as number) ^ ((h1 << 1) | (l1 >>> 31));
      for (let y = 0; y < 25; y += 5) {
        s[2 * (x + y)] = (s[2 * (x + y)] as number) ^ dl;
        s[2 * (x + y) + 1] = (s[2 * (x + y) + 1] as number) ^ dh;
      }
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const i = x + 5 * y;
        const lo = s[2 * i] as number;
        const hi = s[2 * i + 1] as number;
        const n = ROT[i] as number;
        const j = y + 5 * ((2 * x + 3 * y) % 5);
        if (n === 0) { b[2 * j] = lo; b[2 * j + 1] = hi; }
        else if (n < 32) { b[2 * j] = (lo << n) | (hi >>> (32 - n)); b[2 * j + 1] = (hi << n) | (lo >>> (32 - n)); }
        else if (n === 32) { b[2 * j] = hi; b[2 * j + 1] = lo; }
        else { const m = n - 32; b[2 * j] = (hi << m) | (lo >>> (32 - m)); b[2 * j + 1] = (lo << m) | (hi >>> (32 - m)); }
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i = x + y;
        const i1 = ((x + 1) % 5) + y;
        const i2 = ((x + 2) % 5) + y;
        s[2 * i] = (b[2 * i] as number) ^ (~(b[2 * i1] as number) & (b[2 * i2] as number));
        s[2 * i + 1] = (b[2 * i + 1] as number) ^ (~(b[2 * i1 + 1] as number) & (b[2 * i2 + 1] as number));
      }
    }
    s[0] = (s[0] as number) ^ (RC[2 * round] as number);
    s[1] = (s[1] as number) ^ (RC[2 * round + 1] as number);
  }
}

/** Keccak-256 of `bytes`, as 64 lowercase hex characters. */
export function keccak256Hex(bytes: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((bytes.length + 1) / rate) * rate);
  padded.set(bytes);
  padded[bytes.length] = (padded[bytes.length] as number) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] as number) ^ 0x80;
  const s = new Uint32Array(50);
  for (let off = 0; off < padded.length; off += rate) {
    for (let w = 0; w < rate / 4; w++) {
      const k = off + 4 * w;
      s[w] = (s[w] as number) ^ ((padded[k] as number) | ((padded[k + 1] as number) << 8) | ((padded[k + 2] as number) << 16) | ((padded[k + 3] as number) << 24));
    }
    keccakF(s);
  }
  let out = "";
  for (let w = 0; w < 8; w++) {
    const v = s[w] as number;
    for (let k = 0; k < 4; k++) out += ((v >>> (8 * k)) & 0xff).toString(16).padStart(2, "0");
  }
  return out;
}

const STATE = new Uint32Array(50);
/** Keccak-256 of an ASCII string shorter than 136 characters into STATE (one block). */
function keccakAsciiBlock(text: string): Uint32Array {
  const st = STATE;
  st.fill(0);
  for (let i = 0; i < text.length; i++) st[i >> 2] = (st[i >> 2] as number) ^ (text.charCodeAt(i) << (8 * (i & 3)));
  st[text.length >> 2] = (st[text.length >> 2] as number) ^ (0x01 << (8 * (text.length & 3)));
  st[33] = (st[33] as number) ^ 0x80000000; // last byte of the 136-byte block
  keccakF(st);
  return st;
}

/**
 * EIP-55: a mixed-case Ethereum address spells its own checksum (a letter is upper case where the
 * Keccak-256 of the lowercase address has a nibble of 8 or more). Addresses in one case carry none.
 */
export function eip55Valid(address: string): boolean {
  const body = address.slice(2);
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const lower = body.toLowerCase();
  if (body === lower || body === body.toUpperCase()) return false;
  const st = keccakAsciiBlock(lower);
  for (let i = 0; i < 40; i++) {
    const ch = body.charCodeAt(i);
    if (ch < 65) continue; // a digit
    // Nibble i of the digest: byte i >> 1 of the little-endian words, high nibble first.
    const byte = ((st[i >> 3] as number) >>> (8 * ((i >> 1) & 3))) & 0xff;
    const nibble = i & 1 ? byte & 0x0f : byte >>> 4;
    if ((ch <= 70) !== nibble >= 8) return false; // 'A'..'F' are 65..70
  }
  return true;
}
