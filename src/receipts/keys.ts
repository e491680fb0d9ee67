import { calculateJwkThumbprint, importJWK, type CryptoKey, type JWK } from "jose";
import { z } from "zod";

// Receipt signing keys. The active private key arrives as a secret (an Ed25519 private JWK);
// retired public keys stay published so receipts signed before a rotation keep verifying.

const OkpPrivateJwk = z.object({
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string().min(1),
  d: z.string().min(1),
});
const OkpPublicJwk = z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string().min(1) });

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface KeyRing {
  active: SigningKey;
  /** Every public key a receipt may have been signed with: active first, then retired. */
  jwks: { keys: JWK[] };
}

const cache = new Map<string, Promise<KeyRing>>();

/** Public JWK with the RFC 7638 thumbprint as `kid`, plus the JWS fields verifiers check. */
async function publicEntry(jwk: { kty: string; crv: string; x: string }): Promise<JWK> {
  const pub = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  return { ...pub, kid: await calculateJwkThumbprint(pub), alg: "Ed25519", use: "sig" };
}

async function buildKeyRing(activeSecret: string, retiredSecret: string | undefined): Promise<KeyRing> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(activeSecret);
  } catch {
    throw new Error("RECEIPT_SIGNING_KEY is not JSON");
  }
  const priv = OkpPrivateJwk.parse(parsed);
  const publicJwk = await publicEntry(priv);
  const privateKey = (await importJWK({ ...priv, alg: "Ed25519" }, "Ed25519")) as CryptoKey;
  const retired = retiredSecret ? z.array(OkpPublicJwk).parse(JSON.parse(retiredSecret)) : [];
  const retiredEntries = await Promise.all(retired.map(publicEntry));
  const keys = [publicJwk, ...retiredEntries.filter((k) => k.kid !== publicJwk.kid)];
  return { active: { kid: publicJwk.kid!, privateKey, publicJwk }, jwks: { keys } };
}

/** Parses and imports once per isolate; a malformed secret fails loudly, never signs with nothing. */
export function loadKeyRing(activeSecret: string, retiredSecret?: string): Promise<KeyRing> {
  const cacheKey = `${activeSecret}\u0000${retiredSecret ?? ""}`;
  let ring = cache.get(cacheKey);
  if (!ring) {
    ring = buildKeyRing(activeSecret, retiredSecret);
    ring.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, ring);
  }
  return ring;
}
