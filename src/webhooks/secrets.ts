// Webhook signing secrets at rest. They must be usable to sign, so they cannot be hashed; they
// are sealed with AES-GCM under a key derived from the WEBHOOK_SECRET_KEY Worker secret and are
// never returned after the response that created or rotated them. Without that key (local
// development only) they are stored unsealed and marked so; production refuses to store them.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const b64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string): Uint8Array => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function keyFrom(material: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest("SHA-256", encoder.encode(material));
  return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

export class SecretKeyMissing extends Error {
  constructor() {
    super("WEBHOOK_SECRET_KEY is not configured; production refuses to store webhook secrets unsealed");
    this.name = "SecretKeyMissing";
  }
}

export async function sealSecret(secret: string, keyMaterial: string | undefined, production: boolean): Promise<string> {
  if (!keyMaterial) {
    if (production) throw new SecretKeyMissing();
    return `plain.${secret}`;
  }
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFrom(keyMaterial), encoder.encode(secret)));
  return `v1.${b64(iv)}.${b64(ct)}`;
}

export async function openSecret(sealed: string, keyMaterial: string | undefined): Promise<string> {
  if (sealed.startsWith("plain.")) return sealed.slice("plain.".length);
  const [v, iv, ct] = sealed.split(".");
  if (v !== "v1" || !iv || !ct || !keyMaterial) throw new Error("cannot open a sealed webhook secret (missing or rotated WEBHOOK_SECRET_KEY)");
  const pt = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv) }, await keyFrom(keyMaterial), unb64(ct));
  return decoder.decode(pt);
}
