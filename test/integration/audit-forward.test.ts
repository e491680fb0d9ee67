// POST /v1/shield/audit/forward (issue 19): signed local audit entries from the CLI are verified
// (hash, Ed25519 signature, chain) and stored as hashes/decisions only; a re-sent batch stores
// nothing new; a forged or unchained entry is a 400 naming the field; no key → 401.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { canonicalJson as canonical } from "../../src/util/canonical-json";
import { call, expectError, json, seedTenant } from "./helpers";

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");
const b64url = (b: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const bytes = (h: string) => Uint8Array.from(h.match(/../g)!.map((x) => parseInt(x, 16)));

async function signedBatch(n: number) {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  const entries: Record<string, unknown>[] = [];
  let prev = "0".repeat(64);
  for (let seq = 1; seq <= n; seq++) {
    const body = { kind: "hook", agent: "claude-code", event: "PostToolUse", tool: "WebFetch", decision: "deny", action: "block", verdict: "suspicious", rules: ["pi.hidden-carrier"], content_sha256: "c".repeat(64), seq, ts: new Date(Date.UTC(2026, 11, 1, 0, 0, seq)).toISOString(), prev };
    const hash = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical(body))));
    const sig = b64url(await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, bytes(hash)));
    entries.push({ ...body, hash, sig });
    prev = hash;
  }
  return { public_key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, entries };
}

describe("POST /v1/shield/audit/forward", () => {
  it("verifies and stores a signed batch (hashes only); a re-send stores nothing new", async () => {
    const k = await seedTenant("audit-forward");
    const batch = await signedBatch(3);
    const res = await call("/v1/shield/audit/forward", { key: k.agent, body: batch });
    expect(res.status).toBe(201);
    const data = (await json(res)).data;
    expect(data).toMatchObject({ received: 3, stored: 3, last_seq: 3 });
    const rows = await env.DB.prepare("SELECT * FROM local_audit_entries WHERE tenant_id = ? ORDER BY seq").bind(k.tenantId).all();
    expect(rows.results.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows.results[0]).toMatchObject({ kind: "hook", decision: "deny", action: "block", rules: '["pi.hidden-carrier"]', api_key_id: k.ids.agent, key_id: data.key_id });
    const again = await call("/v1/shield/audit/forward", { key: k.agent, body: batch });
    expect((await json(again)).data).toMatchObject({ received: 3, stored: 0 });
  });

  it("refuses an edited entry, a forged signature and a broken chain, naming the field", async () => {
    const k = await seedTenant("audit-forward-bad");
    const edited = await signedBatch(2);
    (edited.entries[1] as Record<string, unknown>).decision = "allow";
    expect((await expectError(await call("/v1/shield/audit/forward", { key: k.agent, body: edited }), 400, "ValidationFailed")).issues[0].path).toBe("entries.1.hash");
    const forged = await signedBatch(1);
    const other = await signedBatch(1);
    forged.public_key = other.public_key;
    expect((await expectError(await call("/v1/shield/audit/forward", { key: k.agent, body: forged }), 400, "ValidationFailed")).issues[0].path).toBe("entries.0.sig");
    const a = await signedBatch(3);
    const reordered = { ...a, entries: [a.entries[0], a.entries[2]] };
    expect((await expectError(await call("/v1/shield/audit/forward", { key: k.agent, body: reordered }), 400, "ValidationFailed")).issues[0].path).toBe("entries.1.prev");
    const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM local_audit_entries WHERE tenant_id = ?").bind(k.tenantId).first<{ n: number }>();
    expect(none?.n).toBe(0);
  });

  it("needs an API key and a valid body", async () => {
    await expectError(await call("/v1/shield/audit/forward", { body: await signedBatch(1) }), 401, "AuthMissing");
    const k = await seedTenant("audit-forward-body");
    const err = await expectError(await call("/v1/shield/audit/forward", { key: k.agent, body: { public_key: { kty: "OKP", crv: "Ed25519", x: "short" }, entries: [] } }), 400, "ValidationFailed");
    expect(JSON.stringify(err.issues)).toContain("public_key");
  });
});
