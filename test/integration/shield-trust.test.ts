import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { DIGEST_A, DIGEST_B, events, ok, pin, publisher, revoke } from "./shield-ops-helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";

let t: Keys;
let pub: any;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce" });
  await declare(t, manifest("create_ticket"));
  pub = await publisher(t);
  await pin(t, pub.id, DIGEST_A);
});

const callWith = (digest: string, extra: Record<string, unknown> = {}) => evaluate(t, { toolName: "create_ticket", serverDigest: digest, ...extra });

describe("trust registry routes (seed §6)", () => {
  it("publishers: create, list, replace; roles and validation", async () => {
    expect(pub).toMatchObject({ display_name: "Acme", identity_type: "org_domain", trust_level: "medium", status: "active" });
    expect(pub.id).toMatch(/^pub_/);
    const listed = await ok(await call("/v1/shield/trust/publishers", { key: t.auditor }));
    expect(listed.publishers.map((p: any) => p.id)).toEqual([pub.id]);
    await expectError(await call("/v1/shield/trust/publishers", { key: t.agent }), 403, "Forbidden");
    await expectError(await call("/v1/shield/trust/publishers", { key: t.agent, body: { display_name: "x", identity_type: "manual", identity_ref: "x" } }), 403, "Forbidden");
    const bad = await expectError(await call("/v1/shield/trust/publishers", { key: t.admin, body: { display_name: "x", identity_type: "pgp", identity_ref: "x" } }), 400, "ValidationFailed");
    expect(bad.issues[0].path).toBe("identity_type");
    await expectError(await call("/v1/shield/trust/publishers", { key: t.admin, body: { display_name: "x", identity_type: "gpg", identity_ref: "x", extra: 1 } }), 400, "ValidationFailed");
    const replaced = await ok(await call(`/v1/shield/trust/publishers/${pub.id}`, { key: t.admin, body: { display_name: "Acme Corp", identity_type: "sigstore", identity_ref: "https://github.com/acme", trust_level: "high" } }));
    expect(replaced).toMatchObject({ id: pub.id, display_name: "Acme Corp", trust_level: "high", created_at: pub.created_at });
    await expectError(await call("/v1/shield/trust/publishers/pub_nope", { key: t.admin, body: { display_name: "x", identity_type: "gpg", identity_ref: "x" } }), 404, "NotFound");
  });

  it("digests: pin (201), re-pin (200), unknown publisher (400), list", async () => {
    const again = await call("/v1/shield/trust/digests", { key: t.admin, body: { digest: DIGEST_A, server_name: "acme-files", publisher_id: pub.id, risk_tier: "high", capabilities: ["READ_ONLY"] } });
    expect(again.status).toBe(200);
    expect((await json(again)).data).toMatchObject({ risk_tier: "high", capabilities: ["READ_ONLY"], sampling_allowed: false, ui_apps_allowed: false, status: "active", provenance: {} });
    const err = await expectError(await call("/v1/shield/trust/digests", { key: t.admin, body: { digest: DIGEST_B, server_name: "x", publisher_id: "pub_nope", risk_tier: "low", capabilities: [] } }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("publisher_id");
    await expectError(await call("/v1/shield/trust/digests", { key: t.admin, body: { digest: DIGEST_B, server_name: "x", publisher_id: pub.id, risk_tier: "low", capabilities: [], status: "revoked" } }), 400, "ValidationFailed");
    const list = await ok(await call("/v1/shield/trust/digests", { key: t.auditor }));
    expect(list.digests.map((d: any) => d.digest)).toEqual([DIGEST_A]);
  });
});

describe("refusals: 451 TrustRevoked vs 412 DigestUntrusted (distinct)", () => {
  it("a pinned digest passes; an unlisted digest fails closed with 412 DigestUntrusted", async () => {
    expect((await callWith(DIGEST_A)).status).toBe(200);
    const e = await expectError(await callWith(DIGEST_B), 412, "DigestUntrusted");
    expect(e.decisionId).toMatch(/^dec_/);
  });

  it("revocation is immediate: the next call is 451 TrustRevoked, and it alerts once per refused call", async () => {
    expect((await callWith(DIGEST_A)).status).toBe(200);
    const revoked = await ok(await revoke(t, DIGEST_A));
    expect(revoked).toMatchObject({ status: "revoked", revoked_by: "sec@acme", revocation_reason: "compromised build" });
    const results = await Promise.all([callWith(DIGEST_A), callWith(DIGEST_A), callWith(DIGEST_A)]);
    const ids = [];
    for (const r of results) ids.push((await expectError(r, 451, "TrustRevoked")).decisionId);
    await expectError(await revoke(t, DIGEST_A), 409, "Conflict");
    await expectError(await revoke(t, DIGEST_B), 404, "NotFound");
    const repin = { digest: DIGEST_A, server_name: "acme-files", publisher_id: pub.id, risk_tier: "med", capabilities: [] };
    await expectError(await call("/v1/shield/trust/digests", { key: t.admin, body: repin }), 409, "Conflict");

    await flush(t);
    const rev = await events(t, "shield.trust.digest.revoked");
    expect(rev).toHaveLength(1);
    expect(rev[0].data).toMatchObject({ digest: DIGEST_A, reason: "compromised build", revoked_by: "sec@acme" });
    const alerts = await events(t, "shield.trust.revoked_call.refused");
    expect(alerts.map((a) => a.data.decision_id).sort()).toEqual(ids.sort());
    expect(new Set(alerts.map((a) => a.id)).size).toBe(3);
  });

  it("two tenants revoking the same digest both keep their revocation event", async () => {
    const other = await seedTenant("other");
    const p2 = await publisher(other);
    await pin(other, p2.id, DIGEST_A);
    await ok(await revoke(t, DIGEST_A));
    await ok(await revoke(other, DIGEST_A));
    await flush(t);
    await flush(other);
    expect(await events(t, "shield.trust.digest.revoked")).toHaveLength(1);
    expect(await events(other, "shield.trust.digest.revoked")).toHaveLength(1);
  });

  it("a capability the pinned build is not permitted is refused with 412 DeniedCapability", async () => {
    await declare(t, manifest("publish_post", { capability_class: "PUBLISH_COMMONS" }));
    const e = await expectError(await evaluate(t, { toolName: "publish_post", serverDigest: DIGEST_A }), 412, "DeniedCapability");
    expect(e.decisionId).toBeDefined();
  });

  it("publisher suspension stops its digests (412 PolicyBlocked); publisher revocation is 451", async () => {
    const body = { display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example" };
    await ok(await call(`/v1/shield/trust/publishers/${pub.id}`, { key: t.admin, body: { ...body, status: "suspended" } }));
    const e = await expectError(await callWith(DIGEST_A), 412, "PolicyBlocked");
    expect(e.policy).toBe("trust_registry");
    await ok(await call(`/v1/shield/trust/publishers/${pub.id}`, { key: t.admin, body: { ...body, status: "revoked" } }));
    await expectError(await callWith(DIGEST_A), 451, "TrustRevoked");
    await flush(t);
    expect(await events(t, "shield.trust.revoked_call.refused")).toHaveLength(1);
    const withdrawn = await events(t, "shield.trust.publisher.revoked");
    expect(withdrawn.map((e) => e.data.publisher_id)).toEqual([pub.id]); // suspension is not a revocation
  });

  it("a quarantined digest is refused (412 PolicyBlocked) and can be re-activated", async () => {
    await pin(t, pub.id, DIGEST_A, { status: "quarantined" });
    expect((await expectError(await callWith(DIGEST_A), 412, "PolicyBlocked")).policy).toBe("trust_registry");
    await pin(t, pub.id, DIGEST_A, { status: "active" });
    expect((await callWith(DIGEST_A)).status).toBe(200);
  });

  it("observe mode records the would-be refusal and proceeds; no revoked-call alert is raised", async () => {
    await setSettings(t, { mode: "observe" });
    await ok(await revoke(t, DIGEST_A));
    const d = (await ok(await callWith(DIGEST_A))).decision;
    expect(d.details.would_have).toMatchObject({ error_type: "TrustRevoked", http_status: 451 });
    const u = (await ok(await callWith(DIGEST_B))).decision;
    expect(u.details.would_have).toMatchObject({ error_type: "DigestUntrusted", http_status: 412 });
    await flush(t);
    expect(await events(t, "shield.trust.revoked_call.refused")).toHaveLength(0);
  });
});
