// Synchronous SHA-256 so fingerprints work the same in workerd, Node and the CLI without
// WebCrypto's async API (a thread-pool round trip per call in Node). Used for content hashes in
// receipts and for allow-listing secrets by fingerprint, never for signing.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const encoder = new TextEncoder();
let scratch = new Uint8Array(4096);
const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * UTF-8 of `s` into a reused buffer with room for the SHA-256 padding (lone surrogates encode as
 * U+FFFD, as TextEncoder does everywhere). Returns the byte length; the bytes are in `scratch`.
 */
function encodeScratch(s: string): number {
  const need = s.length * 3 + 72;
  if (scratch.length < need) scratch = new Uint8Array(Math.max(need, scratch.length * 2));
  // Long texts go straight to the platform encoder (native, vectorised); short ones are copied
  // here, where the call's setup would cost more than the loop.
  if (s.length > 256) return encoder.encodeInto(s, scratch).written;
  let n = 0;
  for (; n < s.length; n++) {
    const c = s.charCodeAt(n);
    if (c >= 0x80) break;
    scratch[n] = c;
  }
  // ASCII is copied by the loop above; the rest goes through the platform encoder.
  if (n < s.length) n += encoder.encodeInto(s.slice(n), scratch.subarray(n)).written;
  return n;
}

/** Lowercase hex SHA-256 of the UTF-8 encoding of `s` (lone surrogates encode as U+FFFD). */
export function sha256Hex(s: string): string {
  return hashUtf8(s).hex;
}

interface NativeHash { update(data: Uint8Array): NativeHash; digest(encoding: "hex"): string }
/**
 * The runtime's synchronous native SHA-256 (Node, and workerd with nodejs_compat), found without
 * importing anything so the scanner stays runtime-neutral; browsers use the JS digest below.
 * Native hashing is several times faster on long inputs, so 1 MB scans are not held up by the
 * receipt's content hash; short inputs stay in JS, where the native call's setup would dominate.
 */
const native: { createHash(alg: "sha256"): NativeHash } | null = (() => {
  try {
    const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const m = proc?.getBuiltinModule?.("node:crypto") as { createHash?: unknown } | undefined;
    return m !== undefined && typeof m.createHash === "function" ? (m as { createHash(alg: "sha256"): NativeHash }) : null;
  } catch {
    return null;
  }
})();
const NATIVE_MIN_BYTES = 2048;

/** Lowercase hex SHA-256 of the first `len` bytes of `scratch`: natively for long inputs when the runtime can, else in JS. */
function scratchDigestHex(len: number, allowNative: boolean): string {
  // The same bytes either way (our UTF-8 encoding), so the digest cannot differ.
  if (allowNative && native !== null && len >= NATIVE_MIN_BYTES) return native.createHash("sha256").update(scratch.subarray(0, len)).digest("hex");
  const H = digest(scratch, len);
  let hex = "";
  for (let i = 0; i < 8; i++) {
    const x = H[i] as number;
    hex += (HEX[x >>> 24] as string) + (HEX[(x >>> 16) & 255] as string) + (HEX[(x >>> 8) & 255] as string) + (HEX[x & 255] as string);
  }
  return hex;
}

/** The SHA-256 hex of `s`'s UTF-8 encoding and that encoding's length in bytes, in one pass. */
export function hashUtf8(s: string, allowNative = true): { hex: string; bytes: number } {
  const len = encodeScratch(s);
  return { hex: scratchDigestHex(len, allowNative), bytes: len };
}

/** Whether hashUtf8 has a native digest to use for long inputs in this runtime (tests, benchmarks). */
export const nativeDigestAvailable = (): boolean => native !== null;

/** SHA-256 of raw bytes (used for Base58Check address checksums). */
export function sha256Bytes(msg: Uint8Array): Uint8Array {
  const buf = new Uint8Array(Math.ceil((msg.length + 9) / 64) * 64);
  buf.set(msg);
  const H = digest(buf, msg.length);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const x = H[i] as number;
    out[i * 4] = x >>> 24; out[i * 4 + 1] = (x >>> 16) & 255; out[i * 4 + 2] = (x >>> 8) & 255; out[i * 4 + 3] = x & 255;
  }
  return out;
}

// Int32 throughout: V8 keeps the arithmetic in small integers instead of boxing to doubles.
const W = new Int32Array(64);
const H = new Int32Array(8);

/**
 * SHA-256 of `buf[0, len)`, padding in place: `buf` must have room up to the next multiple of 64
 * past len + 9. Returns the state words (a shared array: read it before the next call).
 */
function digest(buf: Uint8Array, len: number): Int32Array {
  const total = Math.ceil((len + 9) / 64) * 64;
  buf[len] = 0x80;
  buf.fill(0, len + 1, total - 8);
  const hi = Math.floor(len / 0x20000000);
  const lo = (len * 8) >>> 0;
  buf[total - 8] = hi >>> 24; buf[total - 7] = (hi >>> 16) & 255; buf[total - 6] = (hi >>> 8) & 255; buf[total - 5] = hi & 255;
  buf[total - 4] = lo >>> 24; buf[total - 3] = (lo >>> 16) & 255; buf[total - 2] = (lo >>> 8) & 255; buf[total - 1] = lo & 255;
  H[0] = 0x6a09e667; H[1] = 0xbb67ae85; H[2] = 0x3c6ef372; H[3] = 0xa54ff53a; H[4] = 0x510e527f; H[5] = 0x9b05688c; H[6] = 0x1f83d9ab; H[7] = 0x5be0cd19;
  for (let off = 0; off < total; off += 64) {
    for (let t = 0; t < 16; t++) {
      const o = off + t * 4;
      W[t] = ((buf[o] as number) << 24) | ((buf[o + 1] as number) << 16) | ((buf[o + 2] as number) << 8) | (buf[o + 3] as number);
    }
    for (let t = 16; t < 64; t++) {
      const w15 = W[t - 15] as number;
      const w2 = W[t - 2] as number;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[t] = ((W[t - 16] as number) + s0 + (W[t - 7] as number) + s1) | 0;
    }
    let a = H[0] as number, b = H[1] as number, c = H[2] as number, d = H[3] as number;
    let e = H[4] as number, f = H[5] as number, g = H[6] as number, h = H[7] as number;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + (K[t] as number) + (W[t] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    H[0] = (H[0] as number) + a; H[1] = (H[1] as number) + b; H[2] = (H[2] as number) + c; H[3] = (H[3] as number) + d;
    H[4] = (H[4] as number) + e; H[5] = (H[5] as number) + f; H[6] = (H[6] as number) + g; H[7] = (H[7] as number) + h;
  }
  return H;
}
