// Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
// `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 keyed with the base64-decoded part of
// a `whsec_` secret, sent as `webhook-signature: v1,<base64>` (space-separated when several
// secrets are valid during a rotation). Pure: WebCrypto only, no Workers bindings.

const encoder = new TextEncoder();
export const SECRET_PREFIX = "whsec_";

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A fresh signing secret: `whsec_` + base64 of 32 random bytes (the spec asks for 24–64). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

export async function signature(secret: string, msgId: string, timestampSeconds: number, body: string): Promise<string> {
  if (!secret.startsWith(SECRET_PREFIX)) throw new TypeError("webhook secret must start with whsec_");
  const key = await crypto.subtle.importKey("raw", fromBase64(secret.slice(SECRET_PREFIX.length)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${msgId}.${timestampSeconds}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The three Standard Webhooks headers; one signature per currently valid secret. */
export async function webhookHeaders(secrets: readonly string[], msgId: string, timestampSeconds: number, body: string): Promise<Record<string, string>> {
  const sigs = await Promise.all(secrets.map((s) => signature(s, msgId, timestampSeconds, body)));
  return {
    "content-type": "application/json",
    "webhook-id": msgId,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": sigs.join(" "),
  };
}
