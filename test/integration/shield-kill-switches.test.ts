import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, flush, manifest, setSettings, stubFor } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce" });
  await declare(t, manifest("create_ticket"));
});

const pull = (body: Record<string, unknown>) => call("/v1/shield/kill-switches", { key: t.admin, body: { reason: "incident 42", actor: "oncall@acme", ...body } });

describe("kill switches (seed §9)", () => {
  it("the first call after a tool switch is pulled is refused, from separate requests; lifting restores it", async () => {
    expect((await evaluate(t, { toolName: "create_ticket" })).status).toBe(200);
    const created = await json(await pull({ targetType: "tool", targetRef: "create_ticket" }));
    expect(created.data).toMatchObject({ effect: "enforced", killSwitch: { target_type: "tool", target_ref: "create_ticket" } });
    const results = await Promise.all(Array.from({ length: 8 }, () => evaluate(t, { toolName: "create_ticket" })));
    for (const r of results) await expectError(r, 412, "KillSwitchActive");

    const listed = (await json(await call("/v1/shield/kill-switches", { key: t.auditor }))).data.killSwitches;
    expect(listed.map((k: any) => k.id)).toEqual([created.data.killSwitch.id]);

    await expectError(await call(`/v1/shield/kill-switches/${created.data.killSwitch.id}`, { method: "DELETE", key: t.admin, body: { reason: "fixed" } }), 400, "ValidationFailed");
    const lifted = await call(`/v1/shield/kill-switches/${created.data.killSwitch.id}`, { method: "DELETE", key: t.admin, body: { reason: "fixed", actor: "oncall@acme" } });
    expect((await json(lifted)).data).toMatchObject({ lifted_by: "oncall@acme", lift_reason: "fixed" });
    expect((await evaluate(t, { toolName: "create_ticket" })).status).toBe(200);
    await expectError(await call(`/v1/shield/kill-switches/${created.data.killSwitch.id}`, { method: "DELETE", key: t.admin, body: { reason: "again", actor: "x" } }), 409, "Conflict");

    await flush(t);
    const types = (await json(await call("/v1/shield/events?type=shield.kill_switch.activated", { key: t.auditor }))).data.events.length;
    const lifts = (await json(await call("/v1/shield/events?type=shield.kill_switch.lifted", { key: t.auditor }))).data.events.length;
    expect([types, lifts]).toEqual([1, 1]);
  });

  it("agent_key stops one credential only; server_digest stops one build", async () => {
    const other = await json(await call("/v1/keys", { key: t.owner, body: { role: "agent" } }));
    await pull({ targetType: "agent_key", targetRef: t.ids.agent });
    await expectError(await evaluate(t, { toolName: "create_ticket" }), 412, "KillSwitchActive");
    expect((await evaluate(t, { toolName: "create_ticket" }, { key: other.data.key })).status).toBe(200);

    const digest = "sha256:" + "ab".repeat(32);
    await pull({ targetType: "server_digest", targetRef: digest });
    await expectError(await evaluate(t, { toolName: "create_ticket", serverDigest: digest }, { key: other.data.key }), 412, "KillSwitchActive");
  });

  it("only owners and admins pull switches; targetRef is required for targeted types", async () => {
    await expectError(await call("/v1/shield/kill-switches", { key: t.agent, body: { targetType: "tool", targetRef: "x", reason: "r", actor: "a" } }), 403, "Forbidden");
    const err = await expectError(await pull({ targetType: "tool" }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("targetRef");
    expect((await pull({ targetType: "sampling_global" })).status).toBe(201);
  });

  it("an expiresAt window closes by itself (controlled clock)", async () => {
    const stub = stubFor(t.tenantId);
    const t0 = Date.now();
    const r = await stub.createKillSwitch(t.tenantId, { targetType: "tool", targetRef: "create_ticket", reason: "contain", actor: "a", expiresAt: new Date(t0 + 60_000).toISOString() }, t0);
    expect(r.ok).toBe(true);
    const call = { surface: "mcp", toolName: "create_ticket", httpMethod: null, httpRoute: null, agentKeyId: t.ids.agent, serverDigest: null, publisherId: null, taintLabel: null, isMutation: true, argsHash: "0".repeat(64), approvalTokenHash: null, flows: [], executionContext: null } as const;
    expect((await stub.evaluate(t.tenantId, call, { hypothetical: false, nowMs: t0 + 59_000 })).refusal?.kind).toBe("KillSwitchActive");
    expect((await stub.evaluate(t.tenantId, call, { hypothetical: false, nowMs: t0 + 60_001 })).refusal).toBeNull();
  });

  it("in observe mode a switch is recorded as a would-be refusal and says so when pulled", async () => {
    await setSettings(t, { mode: "observe" });
    const created = await json(await pull({ targetType: "tool", targetRef: "create_ticket" }));
    expect(created.data.effect).toBe("observe_only");
    const d = (await json(await evaluate(t, { toolName: "create_ticket" }))).data.decision;
    expect(d.details.would_have).toMatchObject({ error_type: "KillSwitchActive", http_status: 412 });
  });

  it("state survives eviction of the Durable Object", async () => {
    await pull({ targetType: "tool", targetRef: "create_ticket" });
    await evictDurableObject(env.TENANT_SHIELD.getByName(t.tenantId));
    await expectError(await evaluate(t, { toolName: "create_ticket" }), 412, "KillSwitchActive");
    expect((await json(await call("/v1/shield/capabilities", { key: t.agent }))).data.mode).toBe("enforce");
  });
});
