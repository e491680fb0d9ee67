import { SignJWT, createLocalJWKSet, jwtVerify, errors, type JWK } from "jose";
import type { Direction, EngineInfo, Scores, Source, Verdict } from "../scan/types";
import type { SigningKey } from "./keys";

// A receipt proves who scanned which content hash, when, with which engine, and what came out —
// without the content. The signature is a compact JWS (a JWT with an explicit typ) so any jose
// or JWT library can check it offline against /.well-known/jwks.json.

export const RECEIPT_TYP = "agent-shield-receipt+jwt";
export const RECEIPT_ISSUER = "agent-shield-edge";
export const RECEIPT_ALG = "Ed25519";

export interface ReceiptClaims {
  scan_id: string;
  content_hash: string;
  timestamp: string;
  verdict: Verdict;
  scores: Scores;
  engine: EngineInfo;
  tenant: string;
  source: Source;
  direction: Direction;
  tool?: string;
  policy_version: number;
}

export interface Receipt {
  scan_id: string;
  content_hash: string;
  timestamp: string;
  signature: string;
}

export async function signReceipt(claims: ReceiptClaims, key: SigningKey): Promise<string> {
  const iat = Math.floor(Date.parse(claims.timestamp) / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: RECEIPT_ALG, kid: key.kid, typ: RECEIPT_TYP })
    .setIssuer(RECEIPT_ISSUER)
    .setIssuedAt(iat)
    .sign(key.privateKey);
}

export type VerifyResult =
  | { valid: true; kid: string; claims: ReceiptClaims }
  | { valid: false; reason: string; kid?: string };

const CLAIM_KEYS = ["scan_id", "content_hash", "timestamp"] as const;

/**
 * Checks the signature against the given key set (alg, typ and issuer pinned), then that the
 * receipt's visible fields are the ones that were signed, and optionally the content hash.
 */
export async function verifyReceipt(
  receipt: Receipt,
  jwks: { keys: JWK[] },
  expect: { contentHash?: string } = {},
): Promise<VerifyResult> {
  let payload: Record<string, unknown>;
  let kid: string | undefined;
  try {
    const result = await jwtVerify(receipt.signature, createLocalJWKSet(jwks), {
      algorithms: [RECEIPT_ALG],
      typ: RECEIPT_TYP,
      issuer: RECEIPT_ISSUER,
      // Receipts are evidence for years; their age is not a reason to reject them.
      clockTolerance: Number.MAX_SAFE_INTEGER,
    });
    payload = result.payload as Record<string, unknown>;
    kid = result.protectedHeader.kid;
  } catch (err) {
    return { valid: false, reason: describeJoseError(err) };
  }
  for (const k of CLAIM_KEYS) {
    if (payload[k] !== receipt[k]) return { valid: false, kid, reason: `${k} does not match the signed claims` };
  }
  if (expect.contentHash !== undefined && payload.content_hash !== expect.contentHash.toLowerCase()) {
    return { valid: false, kid, reason: "content_hash does not match the content" };
  }
  return { valid: true, kid: kid ?? "", claims: payload as unknown as ReceiptClaims };
}

function describeJoseError(err: unknown): string {
  if (err instanceof errors.JWKSNoMatchingKey) return "signed with a key that is not in the key set";
  if (err instanceof errors.JWSSignatureVerificationFailed) return "signature does not verify";
  if (err instanceof errors.JWTClaimValidationFailed) return `claim check failed: ${err.claim}`;
  if (err instanceof errors.JOSEAlgNotAllowed) return "signature algorithm is not Ed25519";
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return "signature is not a well-formed compact JWS";
  return "signature could not be verified";
}
