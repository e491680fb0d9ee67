import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError, json, scanBody, seedTenant, type Keys } from "./helpers";

let a: Keys;
let b: Keys;
beforeAll(async () => {
  a = await seedTenant("a");
  b = await seedTenant("b");
});

describe("credentials", () => {
  it("refuses a request with no credential as 401 AuthMissing with a challenge", async () => {
    const res = await call("/v2/scan", { body: scanBody("hi") });
    await expectError(res, 401, "AuthMissing");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
  });

  it("accepts the key as a Bearer token and as x-api-key", async () => {
    expect((await call("/v1/keys", { key: a.owner })).status).toBe(200);
    expect((await call("/v1/keys", { headers: { "x-api-key": a.owner } })).status).toBe(200);
  });

  it("refuses unknown, malformed and tampered keys as 401 AuthInvalid", async () => {
    await expectError(await call("/v1/keys", { key: "nope" }), 401, "AuthInvalid");
    const tampered = a.owner.slice(0, -1) + (a.owner.endsWith("A") ? "B" : "A");
    await expectError(await call("/v1/keys", { key: tampered }), 401, "AuthInvalid");
  });

  it("stores keys only as hashes", async () => {
    const rows = await env.DB.prepare("SELECT * FROM api_keys WHERE tenant_id = ?").bind(a.tenantId).all();
    const dump = JSON.stringify(rows.results);
    for (const role of ["owner", "admin", "agent", "auditor"] as const) {
      expect(dump).not.toContain(a[role].slice(31));
    }
  });
});

describe("tenant mismatch is refused, never reconciled", () => {
  const mismatch = async (res: Response) => {
    const err = await expectError(res, 403, "Forbidden");
    expect(err.message).toBe("Tenant mismatch for shield request");
  };
  it("via the x-shield-tenant header", async () => {
    await mismatch(await call("/v1/keys", { key: a.owner, headers: { "x-shield-tenant": b.tenantId } }));
  });
  it("via a tenant query parameter", async () => {
    await mismatch(await call(`/v1/keys?tenant=${b.tenantId}`, { key: a.owner }));
  });
  it("via a tenant field in the body", async () => {
    await mismatch(await call("/v2/scan", { key: a.agent, body: { ...scanBody("x"), tenant: b.tenantId } }));
  });
  it("lets a request that names its own tenant through", async () => {
    const res = await call("/v2/scan", { key: a.agent, headers: { "x-shield-tenant": a.tenantId }, body: { ...scanBody("x"), tenant: a.tenantId } });
    expect(res.status).toBe(200);
  });
});

describe("roles are enforced on every route", () => {
  const matrix: [string, string, (k: Keys) => unknown, Record<string, number>][] = [
    ["POST", "/v2/scan", () => scanBody("hello"), { owner: 200, admin: 200, agent: 200, auditor: 403 }],
    ["GET", "/v1/keys", () => undefined, { owner: 200, admin: 200, agent: 403, auditor: 200 }],
    ["POST", "/v1/keys", () => ({ role: "agent" }), { owner: 201, admin: 403, agent: 403, auditor: 403 }],
  ];
  for (const [method, path, body, expected] of matrix) {
    for (const [role, status] of Object.entries(expected)) {
      it(`${method} ${path} as ${role} → ${status}`, async () => {
        const res = await call(path, { method, key: a[role as keyof Keys] as string, body: body(a) });
        expect(res.status).toBe(status);
        if (status === 403) expect((await json(res)).error.type).toBe("Forbidden");
      });
    }
  }

  it("DELETE /v1/keys/{id} is owner-only", async () => {
    for (const role of ["admin", "agent", "auditor"] as const) {
      await expectError(await call(`/v1/keys/${a.ids.agent}`, { method: "DELETE", key: a[role] }), 403, "Forbidden");
    }
  });
});
