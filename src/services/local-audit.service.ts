// Local audit entries forwarded by the CLI: each entry's hash and Ed25519 signature are checked
// against the public key sent with the batch, and the batch must chain; what is stored is what the
// CLI signed (hashes, decisions, rule ids), never content. Re-sent entries are ignored.
import type { AuthContext } from "../auth/context";
import { insertLocalAuditEntries, type LocalAuditRow } from "../db/local-audit.repo";
import { fail } from "../errors/reasons";
import type { AuditForwardInput } from "../schemas/local-audit";
import { fromBase64Url, fromHex } from "../tlog/encoding";
import { canonicalJson } from "../util/canonical-json";
import { sha256Hex } from "../util/hash";

export interface ForwardReceipt {
  key_id: string;
  received: number;
  stored: number;
  last_seq: number;
}

/** Verifies and stores one batch; a 400 names the first entry and field that fails. */
export async function acceptForwardedEntries(env: Env, auth: AuthContext, input: AuditForwardInput): Promise<ForwardReceipt> {
  const { public_key, entries } = input;
  const key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: public_key.x }, { name: "Ed25519" }, false, ["verify"]);
  const keyId = (await sha256Hex(public_key.x)).slice(0, 32);
  const bad = (i: number, field: string, message: string): never => fail({ kind: "ValidationFailed", issues: [{ path: `entries.${i}.${field}`, message }] });
  for (const [i, e] of entries.entries()) {
    const { hash, sig, ...body } = e;
    if ((await sha256Hex(canonicalJson(body))) !== hash) bad(i, "hash", "does not match the entry");
    if (!(await verifies(key, sig, hash))) bad(i, "sig", "does not verify with public_key");
    if (i > 0 && (e.prev !== entries[i - 1]!.hash || e.seq !== entries[i - 1]!.seq + 1)) bad(i, "prev", "does not chain to the previous entry");
  }
  const now = new Date().toISOString();
  const rows: LocalAuditRow[] = entries.map((e) => ({
    key_id: keyId,
    seq: e.seq,
    ts: e.ts,
    kind: e.kind,
    agent: e.agent ?? null,
    server_id: e.server_id ?? null,
    event: e.event,
    tool: e.tool ?? null,
    decision: e.decision,
    action: e.action,
    verdict: e.verdict ?? null,
    rules: e.rules,
    content_sha256: e.content_sha256 ?? null,
    prev: e.prev,
    hash: e.hash,
    api_key_id: auth.keyId,
    received_at: now,
  }));
  const stored = await insertLocalAuditEntries(env.DB, auth.tenantId, rows);
  return { key_id: keyId, received: entries.length, stored, last_seq: entries[entries.length - 1]!.seq };
}

/** The CLI signs the entry's hash bytes (base64url signature); anything undecodable does not verify. */
async function verifies(key: CryptoKey, sig: string, hash: string): Promise<boolean> {
  const signature = fromBase64Url(sig);
  const message = fromHex(hash);
  if (!signature || !message) return false;
  try {
    return await crypto.subtle.verify({ name: "Ed25519" }, key, signature as Uint8Array<ArrayBuffer>, message as Uint8Array<ArrayBuffer>);
  } catch {
    return false;
  }
}
