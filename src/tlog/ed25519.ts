// Ed25519 signing and verification for signed notes through WebCrypto, the one crypto API Workers, Node ≥ 20 and browsers share.
import { fromBase64Url, utf8 } from "./encoding";

export interface NoteSigner {
  publicKey: Uint8Array;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

/** Imports an Ed25519 private JWK (the LOG_SIGNING_KEY secret); a malformed key fails loudly. */
export async function noteSignerFromJwk(secret: string): Promise<NoteSigner> {
  let jwk: { kty?: string; crv?: string; x?: string; d?: string };
  try {
    jwk = JSON.parse(secret);
  } catch {
    throw new Error("LOG_SIGNING_KEY is not JSON");
  }
  const publicKey = jwk.x ? fromBase64Url(jwk.x) : null;
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || !jwk.d || !publicKey || publicKey.length !== 32) {
    throw new Error("LOG_SIGNING_KEY is not an Ed25519 private JWK");
  }
  const key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d }, { name: "Ed25519" }, false, ["sign"]);
  return {
    publicKey,
    sign: async (message) => new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, key, message as Uint8Array<ArrayBuffer>)),
  };
}

export async function ed25519Verify(publicKey: Uint8Array, message: string | Uint8Array, signature: Uint8Array): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    const key = await crypto.subtle.importKey("raw", publicKey as Uint8Array<ArrayBuffer>, { name: "Ed25519" }, false, ["verify"]);
    const msg = typeof message === "string" ? utf8(message) : message;
    return await crypto.subtle.verify({ name: "Ed25519" }, key, signature as Uint8Array<ArrayBuffer>, msg as Uint8Array<ArrayBuffer>);
  } catch {
    return false;
  }
}
