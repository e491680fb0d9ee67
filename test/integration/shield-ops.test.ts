import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, seedTenant, type Keys } from "./helpers";
import { DIGEST_A, events, ok, pin, publisher, revoke } from "./shield-ops-helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";
import { sha256Hex } from "../../src/util/hash";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
});

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe("UI integrity sessions (seed §10)", () => {
  beforeEach(async () => {
    await pin(t, (await publisher(t)).id, DIGEST_A, { ui_apps_allowed: true });
  });

  it("bind only pinned, unrevoked builds allowed UI apps: otherwise a 400 naming serverDigest", async () => {
    const open = (digest: string) => call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash: "a".repeat(64), serverDigest: digest, expiresAt: inAMinute() } });
    const unpinned = await expectError(await open("sha256:" + "e".repeat(64)), 400, "ValidationFailed");
    expect(unpinned.issues[0]).toMatchObject({ path: "serverDigest", message: expect.stringMatching(/not pinned/) });
    const pub = await publisher(t, { identity_ref: "other.example" });
    const noUi = "sha256:" + "f".repeat(64);
    await pin(t, pub.id, noUi);
    expect((await expectError(await open(noUi), 400, "ValidationFailed")).issues[0].message).toMatch(/ui_apps_allowed/);
    expect((await open(DIGEST_A)).status).toBe(201);
    expect((await revoke(t, DIGEST_A)).status).toBe(200);
    expect((await expectError(await open(DIGEST_A), 400, "ValidationFailed")).issues[0].message).toMatch(/revoked/);
  });

  it("create, read, list; verify by payload or hash → match / mismatch; every check is an event", async () => {
    const payload = '{"title":"Transfer 10 credits to bob"}';
    const payloadHash = await sha256Hex(payload);
    const s = await ok(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "req-42", payloadHash, serverDigest: DIGEST_A, expiresAt: inAMinute() } }), 201);
    expect(s).toMatchObject({ requestId: "req-42", payloadHash, serverDigest: DIGEST_A, created_by: t.ids.agent });
    expect((await ok(await call(`/v1/shield/ui-integrity-sessions/${s.id}`, { key: t.auditor }))).id).toBe(s.id);
    expect((await ok(await call("/v1/shield/ui-integrity-sessions?requestId=req-42", { key: t.auditor }))).sessions).toHaveLength(1);
    expect((await ok(await call("/v1/shield/ui-integrity-sessions?requestId=other", { key: t.auditor }))).sessions).toHaveLength(0);

    const verify = (body: Record<string, unknown>) => call(`/v1/shield/ui-integrity-sessions/${s.id}/verify`, { key: t.agent, body });
    expect((await ok(await verify({ payload }))).result).toBe("match");
    expect((await ok(await verify({ payloadHash }))).result).toBe("match");
    expect((await ok(await verify({ payload: payload.replace("bob", "eve") }))).result).toBe("mismatch");
    await expectError(await verify({ payload, payloadHash }), 400, "ValidationFailed");
    await expectError(await verify({}), 400, "ValidationFailed");
    await expectError(await call("/v1/shield/ui-integrity-sessions/uis_nope/verify", { key: t.agent, body: { payload } }), 404, "NotFound");
    const verified = await events(t, "shield.ui_integrity.verified");
    expect(verified.map((e) => e.data.result)).toEqual(["match", "match", "mismatch"]);
    expect(await events(t, "shield.ui_integrity.session.created")).toHaveLength(1);
  });

  it("an expired session answers expired whatever the payload; creation needs a future expiry and a hex hash", async () => {
    const payloadHash = await sha256Hex("x");
    await expectError(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash, serverDigest: DIGEST_A, expiresAt: new Date(Date.now() - 1000).toISOString() } }), 400, "ValidationFailed");
    await expectError(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash: "abc", serverDigest: DIGEST_A, expiresAt: inAMinute() } }), 400, "ValidationFailed");
    const s = await ok(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash, serverDigest: DIGEST_A, expiresAt: inAMinute() } }), 201);
    await env.DB.prepare("UPDATE ui_integrity_sessions SET expires_at = ? WHERE id = ?").bind(new Date(Date.now() - 1).toISOString(), s.id).run();
    expect((await ok(await call(`/v1/shield/ui-integrity-sessions/${s.id}/verify`, { key: t.agent, body: { payload: "x" } }))).result).toBe("expired");
  });

  it("sessions are tenant-scoped", async () => {
    const other = await seedTenant("other");
    const s = await ok(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash: await sha256Hex("x"), serverDigest: DIGEST_A, expiresAt: inAMinute() } }), 201);
    await expectError(await call(`/v1/shield/ui-integrity-sessions/${s.id}`, { key: other.auditor }), 404, "NotFound");
  });
});

describe("incident drills (seed §11)", () => {
  it("a drill links to the decisions recorded during its window, and only those", async () => {
    await setSettings(t, { mode: "enforce" });
    await declare(t, manifest("create_ticket"));
    expect((await evaluate(t, { toolName: "create_ticket" })).status).toBe(200); // before the drill
    await flush(t);

    const drill = await ok(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "kill_switch", status: "running", summary: "Pull the tool switch" } }), 201);
    expect(drill.startedAt).toBeTruthy();
    const ks = await ok(await call("/v1/shield/kill-switches", { key: t.admin, body: { targetType: "tool", targetRef: "create_ticket", reason: "drill", actor: "oncall" } }), 201);
    const refused = await expectError(await evaluate(t, { toolName: "create_ticket" }), 412, "KillSwitchActive");
    await ok(await call(`/v1/shield/kill-switches/${ks.killSwitch.id}`, { method: "DELETE", key: t.admin, body: { reason: "drill over", actor: "oncall" } }));
    const allowed = await ok(await evaluate(t, { toolName: "create_ticket" }));
    await flush(t);
    const done = await ok(await call(`/v1/shield/incident-drills/${drill.id}`, { key: t.admin, body: { status: "completed", findings: ["Refused on the next call", "Lift restored service"] } }));
    expect(done).toMatchObject({ status: "completed", findings: ["Refused on the next call", "Lift restored service"] });
    expect(done.completedAt).toBeTruthy();

    expect((await evaluate(t, { toolName: "create_ticket" })).status).toBe(200); // after the drill
    await flush(t);

    const got = await ok(await call(`/v1/shield/incident-drills/${drill.id}`, { key: t.auditor }));
    expect(got.decisions.decisionIds.sort()).toEqual([refused.decisionId, allowed.decision.decision_id].sort());
    expect(got.decisions.total).toBe(2);
    expect(got.decisions.byOutcome).toEqual(expect.arrayContaining([{ action: "deny", error_type: "KillSwitchActive", n: 1 }, { action: "allow", error_type: "", n: 1 }]));
    expect((await ok(await call("/v1/shield/incident-drills", { key: t.auditor }))).drills.map((d: any) => d.id)).toEqual([drill.id]);
    expect((await events(t, "shield.incident_drill.recorded")).map((e) => e.data.status)).toEqual(["running", "completed"]);
  });

  it("a planned drill has no window yet; validation and roles", async () => {
    const d = await ok(await call("/v1/shield/incident-drills", { key: t.owner, body: { drillType: "revocation" } }), 201);
    expect(d).toMatchObject({ status: "planned", startedAt: null, completedAt: null, findings: [], summary: null });
    expect((await ok(await call(`/v1/shield/incident-drills/${d.id}`, { key: t.auditor }))).decisions).toBeNull();
    await expectError(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "x", status: "paused" } }), 400, "ValidationFailed");
    await expectError(await call("/v1/shield/incident-drills", { key: t.agent, body: { drillType: "x" } }), 403, "Forbidden");
    await expectError(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "x", startedAt: "2026-11-29T10:00:00Z", completedAt: "2026-11-29T09:00:00Z" } }), 400, "ValidationFailed");
    await expectError(await call("/v1/shield/incident-drills/drl_nope", { key: t.admin, body: { status: "running" } }), 404, "NotFound");
    // Offsets are normalised to UTC so the window compares with the decision record's instants.
    const z = await ok(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "x", status: "completed", startedAt: "2026-11-29T10:00:00+01:00", completedAt: "2026-11-29T11:00:00+01:00" } }), 201);
    expect([z.startedAt, z.completedAt]).toEqual(["2026-11-29T09:00:00.000Z", "2026-11-29T10:00:00.000Z"]);
  });
});
