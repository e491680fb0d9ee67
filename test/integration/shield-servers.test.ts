import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { DIGEST_A, DIGEST_B, events, ok, pin, publisher } from "./shield-ops-helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";

let t: Keys;
let pub: any;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce" });
  await declare(t, manifest("create_ticket"));
  pub = await publisher(t);
  await pin(t, pub.id, DIGEST_A);
  await pin(t, pub.id, DIGEST_B);
});

const register = (body: Record<string, unknown> = {}) =>
  call("/v1/shield/servers", { key: t.admin, body: { name: "acme-files", endpoint_url: "https://mcp.acme.example/mcp", digest: DIGEST_A, ...body } });
const move = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  call(`/v1/shield/servers/${id}/status`, { key: t.admin, body: { status, reason: `to ${status}`, actor: "ops@acme", ...extra } });

describe("managed servers (seed §6)", () => {
  it("registers a server with its endpoint, pinned digest and publisher; lists and reads it", async () => {
    const s = await ok(await register(), 201);
    expect(s).toMatchObject({ name: "acme-files", endpoint_url: "https://mcp.acme.example/mcp", digest: DIGEST_A, publisher_id: pub.id, status: "installed" });
    expect(s.history).toHaveLength(1);
    expect((await ok(await call("/v1/shield/servers", { key: t.auditor }))).servers.map((x: any) => x.id)).toEqual([s.id]);
    expect((await ok(await call(`/v1/shield/servers/${s.id}`, { key: t.auditor }))).id).toBe(s.id);
    await expectError(await call("/v1/shield/servers/srv_nope", { key: t.auditor }), 404, "NotFound");
    await expectError(await register(), 409, "Conflict");
    await expectError(await call("/v1/shield/servers", { key: t.agent }), 403, "Forbidden");
  });

  it("the digest must be pinned; the endpoint must be HTTPS to a public host (SSRF check)", async () => {
    const unpinned = await expectError(await register({ name: "x", digest: "sha256:" + "ee".repeat(32) }), 400, "ValidationFailed");
    expect(unpinned.issues[0].path).toBe("digest");
    for (const endpoint_url of [
      "http://mcp.acme.example/mcp",
      "https://127.0.0.1/mcp",
      "https://localhost/mcp",
      "https://10.0.0.8/mcp",
      "https://169.254.169.254/latest",
      "https://[::ffff:127.0.0.1]/",
      "https://0x7f.1/",
      "https://metadata.google.internal/",
      "https://intranet/",
      "ftp://mcp.acme.example/",
      "https://user:pw@mcp.acme.example/",
    ]) {
      const e = await expectError(await register({ name: `s-${endpoint_url.length}`, endpoint_url }), 400, "ValidationFailed");
      expect(e.issues[0].path, endpoint_url).toBe("endpoint_url");
    }
  });

  it("lifecycle: valid transitions pass, invalid ones are 409, revoked is terminal, history is kept", async () => {
    const s = await ok(await register(), 201);
    await ok(await move(s.id, "upgrading"));
    await expectError(await move(s.id, "upgrading"), 409, "Conflict");
    // Completing an upgrade pins the new build.
    const upgraded = await ok(await move(s.id, "installed", { digest: DIGEST_B }));
    expect(upgraded.digest).toBe(DIGEST_B);
    await expectError(await move(s.id, "upgrading", { digest: DIGEST_A }), 400, "ValidationFailed");
    await ok(await move(s.id, "quarantined"));
    await expectError(await move(s.id, "upgrading"), 409, "Conflict");
    await ok(await move(s.id, "disabled"));
    await ok(await move(s.id, "revoked"));
    for (const to of ["installed", "upgrading", "quarantined", "disabled", "revoked"]) {
      const e = await expectError(await move(s.id, to), 409, "Conflict");
      expect(e.message).toContain("terminal");
    }
    await expectError(await move(s.id, "bogus"), 400, "ValidationFailed");
    await expectError(await move("srv_nope", "disabled"), 404, "NotFound");
    const final = await ok(await call(`/v1/shield/servers/${s.id}`, { key: t.auditor }));
    expect(final.history.map((h: any) => h.to)).toEqual(["installed", "upgrading", "installed", "quarantined", "disabled", "revoked"]);
    expect(final.history[3]).toMatchObject({ from: "installed", to: "quarantined", actor: "ops@acme", reason: "to quarantined" });
    await flush(t);
    expect(await events(t, "shield.server.status_changed")).toHaveLength(5);
    expect(await events(t, "shield.server.registered")).toHaveLength(1);
    // A revoked server's name may be registered again, as a new server.
    expect((await register()).status).toBe(201);
  });

  it("quarantine stops use of the pinned build (412 PolicyBlocked, server_lifecycle) and reinstalling restores it", async () => {
    const s = await ok(await register(), 201);
    const calling = () => evaluate(t, { toolName: "create_ticket", serverDigest: DIGEST_A });
    expect((await calling()).status).toBe(200);
    await ok(await move(s.id, "quarantined"));
    const e = await expectError(await calling(), 412, "PolicyBlocked");
    expect(e.policy).toBe("server_lifecycle");
    await ok(await move(s.id, "installed"));
    expect((await calling()).status).toBe(200);
    await ok(await move(s.id, "disabled"));
    await expectError(await calling(), 412, "PolicyBlocked");
    // Another build is unaffected.
    expect((await evaluate(t, { toolName: "create_ticket", serverDigest: DIGEST_B })).status).toBe(200);
  });
});

describe("sandbox policy (seed §8)", () => {
  beforeEach(async () => {
    await declare(t, manifest("run_job", { risk_tier: "high" }));
    await declare(t, manifest("low_job", { risk_tier: "low" }));
    const r = await call("/v1/shield/sandbox-policies", {
      key: t.admin,
      body: { server_name: "acme-files", fs_roots: [{ path: "/data", access: "rw" }, { path: "/data/ro", access: "ro" }, { path: "/etc/app/", access: "ro" }], egress_allow: ["api.acme.example", "*.cdn.acme.example"] },
    });
    expect(r.status).toBe(201);
  });

  const run = (executionContext: Record<string, unknown> | undefined, toolName = "run_job") =>
    evaluate(t, { toolName, serverDigest: DIGEST_A, ...(executionContext ? { executionContext } : {}) });
  const fs = (path: string, access = "read") => ({ filesystem: [{ path, access }] });
  const egress = (host: string) => ({ egress: [host] });

  it("lists and replaces policies; only owners and admins write", async () => {
    const list = await ok(await call("/v1/shield/sandbox-policies", { key: t.auditor }));
    expect(list.sandboxPolicies[0]).toMatchObject({ server_name: "acme-files", egress_allow: ["api.acme.example", "*.cdn.acme.example"] });
    const again = await call("/v1/shield/sandbox-policies", { key: t.admin, body: { server_name: "acme-files", fs_roots: [{ path: "/data", access: "rw" }], egress_allow: [] } });
    expect(again.status).toBe(200);
    await expectError(await call("/v1/shield/sandbox-policies", { key: t.agent, body: { server_name: "x", fs_roots: [], egress_allow: [] } }), 403, "Forbidden");
    await expectError(await call("/v1/shield/sandbox-policies", { key: t.admin, body: { server_name: "x", fs_roots: [{ path: "data", access: "rw" }], egress_allow: [] } }), 400, "ValidationFailed");
  });

  it("inside the envelope passes; outside is 412 SandboxViolation with a violationId and an event", async () => {
    expect((await run(fs("/data/x.csv", "write"))).status).toBe(200);
    expect((await run({ ...fs("/etc/app/config.yml"), ...egress("api.acme.example") })).status).toBe(200);
    const e = await expectError(await run(fs("/etc/passwd")), 412, "SandboxViolation");
    expect(e.violationId).toMatch(/^vio_/);
    expect(e.decisionId).toMatch(/^dec_/);
    await flush(t);
    const v = await events(t, "shield.sandbox.violation");
    expect(v).toHaveLength(1);
    expect(v[0].data).toMatchObject({ violation_id: e.violationId, decision_id: e.decisionId, breaches: [{ kind: "fs_outside_roots", target: "/etc/passwd" }] });
  });

  it("edge cases: prefix look-alikes, read-only subtrees, traversal, missing context", async () => {
    await expectError(await run(fs("/database/x")), 412, "SandboxViolation"); // /data is not a prefix of /database
    await expectError(await run(fs("/data-old")), 412, "SandboxViolation");
    expect((await run(fs("/data"))).status).toBe(200);
    expect((await run(fs("/data/ro/a.txt"))).status).toBe(200);
    await expectError(await run(fs("/data/ro/a.txt", "write")), 412, "SandboxViolation"); // most specific root decides
    expect((await run(fs("/data/rogue"))).status).toBe(200);
    expect((await run(fs("/data/rogue", "write"))).status).toBe(200); // /data/ro is not a prefix of /data/rogue
    await expectError(await run(fs("/etc/app/../shadow")), 400, "ValidationFailed"); // traversal never reaches the check
    await expectError(await run(fs("/data/./x")), 400, "ValidationFailed");
    await expectError(await run(fs("relative/path")), 400, "ValidationFailed");
    await expectError(await run(undefined), 412, "SandboxViolation"); // high tier must declare its context
  });

  it("egress: exact hosts and *.suffix; a suffix does not allow its apex or look-alikes", async () => {
    expect((await run(egress("img.cdn.acme.example"))).status).toBe(200);
    expect((await run(egress("a.b.cdn.acme.example"))).status).toBe(200);
    await expectError(await run(egress("cdn.acme.example")), 412, "SandboxViolation");
    await expectError(await run(egress("evilcdn.acme.example")), 412, "SandboxViolation");
    await expectError(await run(egress("sub.api.acme.example")), 412, "SandboxViolation"); // exact host allows no subdomains
    await expectError(await run(egress("api.acme.example.evil.test")), 412, "SandboxViolation");
    expect((await run(egress("API.ACME.EXAMPLE"))).status).toBe(200);
  });

  it("low and med tiers are not sandbox-evaluated; the build's own tier can raise the tool's", async () => {
    expect((await run(fs("/etc/passwd"), "low_job")).status).toBe(200);
    expect((await run(fs("/etc/passwd"), "create_ticket")).status).toBe(200);
    await pin(t, pub.id, DIGEST_A, { risk_tier: "extreme" });
    await expectError(await run(fs("/etc/passwd"), "low_job"), 412, "SandboxViolation");
  });

  it("agents cannot read sandbox policies; body shape errors name the field", async () => {
    await expectError(await call("/v1/shield/sandbox-policies", { key: t.agent }), 403, "Forbidden");
    const e = await expectError(await call("/v1/shield/sandbox-policies", { key: t.admin, body: { server_name: "x", fs_roots: [], egress_allow: ["bad host"] } }), 400, "ValidationFailed");
    expect(e.issues[0].path).toBe("egress_allow.0");
    expect((await json(await call("/v1/shield/sandbox-policies", { key: t.owner }))).ok).toBe(true);
  });
});
