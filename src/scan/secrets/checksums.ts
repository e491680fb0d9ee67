// Structural and checksum checks for credential formats that carry one. A format with a checksum
// lets us tell a real token from a random string of the same shape (test vectors, hashes, ids),
// so these checks decide between "credential" and "not a credential" before any scoring.
import { base64Bytes } from "../decode";

const CRC_TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE 802.3, as zlib) of an ASCII string. */
export function crc32(s: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < s.length; i++) c = (CRC_TABLE[(c ^ s.charCodeAt(i)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function base62(n: number, width: number): string {
  let out = "";
  let v = n >>> 0;
  while (v > 0) {
    out = B62[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, "0");
}

/**
 * GitHub (ghp_/gho_/ghu_/ghs_/ghr_) and npm (npm_) tokens: 30 random base62 characters followed
 * by the CRC-32 of those 30 characters, base62-encoded and zero-padded to 6.
 */
export function crc32Base62TokenValid(token: string): boolean {
  const us = token.indexOf("_");
  const body = token.slice(us + 1);
  if (us < 0 || body.length !== 36 || !/^[A-Za-z0-9]{36}$/.test(body)) return false;
  return base62(crc32(body.slice(0, 30)), 6) === body.slice(30);
}

/** The checksum for a 30-character token body (used to build synthetic, valid examples). */
export function crc32Base62Suffix(body30: string): string {
  return base62(crc32(body30), 6);
}


export { base64Bytes };

function latin1(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i] as number);
  return s;
}

/** Decodes base64url JSON to an object, or null. */
export function jsonPart(s: string): Record<string, unknown> | null {
  const b = base64Bytes(s, 8192);
  if (b === null || b.length < 2) return null;
  try {
    const v: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(b));
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A JWT whose header declares it unsigned (`"alg": "none"`): it authenticates nothing, since anyone
 * can mint the same token. Only a header that decodes says so; a token whose JSON is damaged (a
 * truncated or hand-edited paste) is still judged a credential, because it may work once repaired.
 */
export function unsignedJwt(token: string): boolean {
  const header = jsonPart(token.slice(0, token.indexOf(".")));
  return header !== null && typeof header.alg === "string" && /^none$/i.test(header.alg);
}

/** A JWT payload field, or undefined when the token does not decode. */
export function jwtClaim(token: string, claim: string): unknown {
  const p = token.split(".")[1];
  return p === undefined ? undefined : jsonPart(p)?.[claim];
}

/**
 * PyPI API tokens are `pypi-` + a base64url binary (v2) macaroon: version 2, a location field
 * naming pypi.org or test.pypi.org, an identifier, caveats, and a 32-byte signature field at the end.
 * A truncated token (as in documentation) still has the header; `full` also checks the tail.
 */
export function pypiMacaroonValid(token: string, full = true): boolean {
  if (!token.startsWith("pypi-")) return false;
  const b = base64Bytes(token.slice(5));
  if (b === null || b.length < 16) return false;
  const loc = latin1(b.subarray(0, 16));
  if (!loc.startsWith("\x02\x01\x08pypi.org") && !loc.startsWith("\x02\x01\x0dtest.pypi.org")) return false;
  if (!full) return true;
  // The signature field: type 6, length 32, 32 bytes, at the very end.
  return b.length >= 50 && b[b.length - 34] === 6 && b[b.length - 33] === 32;
}

/**
 * Slack tokens, by kind: bot `xoxb-<team>-<bot>-<24 alnum>` (older bots: one numeric part), user
 * `xoxp-<team>-<user>-<id>-<32 hex>`, refresh/rotating `xoxe-1-…` and `xoxe.xox[bp]-1-…`, legacy
 * workspace/app `xoxa-2-…`/`xoxr-…`, session `xoxs-…`/`xoxd-…`. Numeric parts are Slack ids.
 */
export function slackTokenShape(t: string): boolean {
  return (
    /^xoxb-[0-9]{8,14}-(?:[0-9]{8,14}-)?[A-Za-z0-9]{24,32}$/.test(t) ||
    /^xoxp-[0-9]{8,14}-[0-9]{8,14}-[0-9]{8,14}-[a-f0-9]{32}$/.test(t) ||
    /^xox[ar]-[0-9]-[A-Za-z0-9-]{40,250}$/.test(t) ||
    /^xoxe(?:\.xox[bp])?-1-[A-Za-z0-9-]{60,250}$/.test(t) ||
    /^xox[osd]-[0-9]{8,14}-[0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9%]{20,250}$/.test(t)
  );
}

/**
 * Stripe secret/restricted/publishable keys: `sk|rk|pk _ live|test _` and either a 24-character
 * legacy body or a 90–110 character body that starts with the account's two-digit shard and letters.
 */
export function stripeKeyShape(t: string): boolean {
  const m = /^(?:sk|rk|pk)_(?:live|test)_([A-Za-z0-9]{20,247})$/.exec(t);
  if (m === null) return false;
  const body = m[1] as string;
  if (body.length === 24 || body.length === 34) return true;
  return body.length >= 90 && body.length <= 110 && /^[0-9]{2}[A-Za-z]/.test(body);
}

/** Discord bot token: the first part is the bot's numeric snowflake id, base64-encoded. */
export function discordTokenValid(t: string): boolean {
  const first = t.split(".")[0] ?? "";
  const b = base64Bytes(first);
  return b !== null && /^[0-9]{17,20}$/.test(latin1(b));
}

/** Elastic API key as sent: base64 of `<20-char id>:<22-char key>`. */
export function elasticApiKeyValid(t: string): boolean {
  const b = base64Bytes(t);
  return b !== null && /^[A-Za-z0-9_-]{20}:[A-Za-z0-9_-]{22}$/.test(latin1(b));
}

/**
 * A PEM private-key body: its first base64 bytes must be a DER SEQUENCE (PKCS#1, SEC1, PKCS#8,
 * encrypted PKCS#8) or the OpenSSH key magic, whichever the header says: a hand-edited header
 * (an OpenSSH key under "RSA PRIVATE KEY") does not make the key less of one. Placeholders and
 * prose bodies fail.
 */
export function pemBodyValid(kind: string, body: string): boolean {
  const b64 = body.replace(/\\[nr]|\s/g, "");
  if (b64.length < 40) return false;
  const head = base64Bytes(b64.slice(0, 64));
  if (head === null || head.length < 20) return false;
  if (/PGP/.test(kind)) return true; // armored packets; the caller checks entropy
  if (latin1(head).startsWith("openssh-key-v1\0")) return true;
  return head[0] === 0x30 && (head[1] === 0x82 || head[1] === 0x81 || (head[1] as number) < 0x80);
}
