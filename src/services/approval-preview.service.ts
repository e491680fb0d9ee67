// Reviewer previews of approval requests: built by the pure core (src/approvals/preview.ts),
// sealed here with AES-GCM under a per-tenant key (HKDF of APPROVAL_PREVIEW_KEY and the tenant id,
// bound to the request id), stored by the tenant's authority only while the request is open.
import { ApprovalPreviewSchema, buildPreview, type ApprovalPreview } from "../approvals/preview";
import type { AuthContext } from "../auth/context";
import { tenantAuthority } from "./authority";

const te = new TextEncoder();
const SALT = te.encode("agent-shield/approval-preview/v1");
function b64(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s);
}
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function tenantKey(secret: string, tenantId: string): Promise<CryptoKey> {
  const ikm = await crypto.subtle.importKey("raw", te.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: SALT, info: te.encode(`tenant:${tenantId}`) }, ikm, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

/** The request id is authenticated data: a sealed preview moved to another request will not open. */
export async function sealPreview(secret: string, tenantId: string, approvalRequestId: string, preview: ApprovalPreview): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await tenantKey(secret, tenantId);
  const ct = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: te.encode(approvalRequestId) }, key, te.encode(JSON.stringify(preview)));
  return `v1.${b64(iv)}.${b64(new Uint8Array(ct))}`;
}

export async function openPreview(secret: string, tenantId: string, approvalRequestId: string, sealed: string): Promise<ApprovalPreview | null> {
  const [v, iv, ct] = sealed.split(".");
  if (v !== "v1" || !iv || !ct) return null;
  try {
    const key = await tenantKey(secret, tenantId);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv), additionalData: te.encode(approvalRequestId) }, key, unb64(ct));
    const parsed = ApprovalPreviewSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // rotated key or damaged row: no preview, never an error for the reviewer's page
  }
}

export type PreviewSource = Parameters<typeof buildPreview>[0] & { approvalRequestId: string };

/**
 * Builds, seals and stores the preview of a request just raised. Without APPROVAL_PREVIEW_KEY no
 * preview is kept (never plaintext at rest). Never fails the call it describes.
 */
export async function attachPreview(env: Env, auth: Pick<AuthContext, "tenantId">, src: PreviewSource): Promise<void> {
  if (!env.APPROVAL_PREVIEW_KEY) return;
  try {
    const preview = buildPreview(src);
    const sealed = await sealPreview(env.APPROVAL_PREVIEW_KEY, auth.tenantId, src.approvalRequestId, preview);
    await tenantAuthority(env, auth.tenantId).attachApprovalPreview(auth.tenantId, src.approvalRequestId, sealed);
  } catch (err) {
    console.error(JSON.stringify({ level: "error", what: "approval preview not stored", name: (err as Error)?.name }));
  }
}

/** Adds `preview` (or null) to each request a reviewer is shown. */
export async function withPreviews<T extends { id: string }>(env: Env, tenantId: string, approvals: T[]): Promise<(T & { preview: ApprovalPreview | null })[]> {
  const secret = env.APPROVAL_PREVIEW_KEY;
  if (!secret || approvals.length === 0) return approvals.map((a) => ({ ...a, preview: null }));
  const sealed = await tenantAuthority(env, tenantId).approvalPreviews(tenantId, approvals.map((a) => a.id));
  return Promise.all(approvals.map(async (a) => ({ ...a, preview: sealed[a.id] ? await openPreview(secret, tenantId, a.id, sealed[a.id]!) : null })));
}
