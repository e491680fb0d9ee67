// Synthetic example values for rule examples and tests. Built at load time from a seeded
// generator so no key-shaped literal sits in the source (and none is a real credential).
import { crc32 } from "./checksums";

export const HEX = "0123456789abcdef";
export const HEXU = "0123456789ABCDEF";
export const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const B64 = `${B62}+/`;
export const B64U = `${B62}_-`;
export const LOWER36 = "0123456789abcdefghijklmnopqrstuvwxyz";
export const UPPER36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const DIGITS = "0123456789";
export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const B32L = "abcdefghijklmnopqrstuvwxyz234567";

/** A deterministic pseudo-random string over `alphabet`, seeded by `seed`. */
export function synth(seed: string, alphabet: string, n: number): string {
  let x = crc32(seed) || 0x9e3779b9;
  let out = "";
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

export function synthUuid(seed: string): string {
  const h = synth(seed, HEX, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

/** Standard base64 of a binary string (code units < 256). */
export function toBase64(bin: string, url = false): string {
  const std = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const a = url ? `${std}-_` : `${std}+/`;
  let out = "";
  for (let i = 0; i < bin.length; i += 3) {
    const n = ((bin.charCodeAt(i) & 255) << 16) | ((bin.charCodeAt(i + 1) & 255) << 8) | (bin.charCodeAt(i + 2) & 255);
    const k = Math.min(3, bin.length - i);
    for (let j = 0; j <= k; j++) out += a[(n >> (18 - 6 * j)) & 63];
  }
  return url ? out : out + "=".repeat((3 - (bin.length % 3)) % 3);
}
