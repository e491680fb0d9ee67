// Secrets are not in wrangler.toml, so `wrangler types` cannot see them. Set with
// `wrangler secret put` in production; `npm run dev` writes local ones to .dev.vars.
interface ShieldSecrets {
  /** Active receipt-signing key: an Ed25519 private JWK (JSON). */
  RECEIPT_SIGNING_KEY: string;
  /** Optional JSON array of retired Ed25519 public JWKs, still published in the JWKS. */
  RECEIPT_RETIRED_KEYS?: string;
  /** Seals webhook signing secrets at rest (AES-GCM, key = SHA-256 of this value). Required in production. */
  WEBHOOK_SECRET_KEY?: string;
  /** Bearer token of the deployment operator (Agent Commons moderation, docs/COMMONS.md). Unset: operator routes refuse everyone. */
  OPERATOR_TOKEN?: string;
  /** Seals approval previews at rest (AES-GCM, per-tenant key by HKDF of this value). Unset: no previews are stored. */
  APPROVAL_PREVIEW_KEY?: string;
  /** Signs transparency-log checkpoints (docs/TRANSPARENCY.md): an Ed25519 private JWK (JSON). Unset: receipts are not logged. */
  LOG_SIGNING_KEY?: string;
}
interface Env extends ShieldSecrets {}
declare namespace Cloudflare {
  interface Env extends ShieldSecrets {}
}
