import { describe, expect, it } from "vitest";
import { call, expectError, json, scanBody, seedTenant } from "./helpers";

describe("API key management", () => {
  it("creates a key shown once, lists it without the secret, and revokes it on the next request", async () => {
    const t = await seedTenant();
    const created = await json(await call("/v1/keys", { key: t.owner, body: { role: "agent", label: "ci bot" } }));
    expect(created.ok).toBe(true);
    const newKey: string = created.data.key;
    expect(newKey).toMatch(/^ase_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/);
    expect((await call("/v2/scan", { key: newKey, body: scanBody("hi") })).status).toBe(200);

    const list = await json(await call("/v1/keys", { key: t.owner }));
    const listed = list.data.keys.find((k: any) => k.id === created.data.id);
    expect(listed).toMatchObject({ role: "agent", label: "ci bot", revoked_at: null });
    expect(JSON.stringify(list)).not.toContain(newKey.slice(31));

    const revoked = await call(`/v1/keys/${created.data.id}`, { method: "DELETE", key: t.owner });
    expect(revoked.status).toBe(200);
    await expectError(await call("/v2/scan", { key: newKey, body: scanBody("hi") }), 401, "AuthInvalid");
    await expectError(await call(`/v1/keys/${created.data.id}`, { method: "DELETE", key: t.owner }), 404, "NotFound");
  });

  it("validates the role", async () => {
    const t = await seedTenant();
    const err = await expectError(await call("/v1/keys", { key: t.owner, body: { role: "root" } }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("role");
  });

  it("will not revoke the last owner key, and cannot touch another tenant's keys", async () => {
    const t = await seedTenant();
    const other = await seedTenant();
    await expectError(await call(`/v1/keys/${t.ids.owner}`, { method: "DELETE", key: t.owner }), 409, "Conflict");
    await expectError(await call(`/v1/keys/${other.ids.agent}`, { method: "DELETE", key: t.owner }), 404, "NotFound");
    expect((await call("/v2/scan", { key: other.agent, body: scanBody("hi") })).status).toBe(200);
  });

  it("concurrent revocations never leave a tenant without a live owner key", async () => {
    for (let round = 0; round < 5; round++) {
      const t = await seedTenant();
      const second = await json(await call("/v1/keys", { key: t.owner, body: { role: "owner" } }));
      const third = await json(await call("/v1/keys", { key: t.owner, body: { role: "owner" } }));
      const ids = [t.ids.owner, second.data.id, third.data.id];
      // Each owner key revokes a different owner key at the same moment.
      const keys = [second.data.key, third.data.key, t.owner];
      const results = await Promise.all(ids.map((id, i) => call(`/v1/keys/${id}`, { method: "DELETE", key: keys[i] })));
      const ok = results.filter((r) => r.status === 200).length;
      expect(ok).toBeLessThanOrEqual(2);
      expect(results.every((r) => r.status === 200 || r.status === 409 || r.status === 401)).toBe(true);
      const { env } = await import("cloudflare:workers");
      const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE tenant_id = ? AND role = 'owner' AND revoked_at IS NULL").bind(t.tenantId).first<{ n: number }>();
      expect(row!.n).toBeGreaterThanOrEqual(1);
    }
  });
});
