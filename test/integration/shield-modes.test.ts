import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, decisions, evaluate, flush, manifest, setSettings } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
});

describe("capabilities and modes (seed §3)", () => {
  it("a new tenant observes, with approval gating off, and every role can discover it", async () => {
    for (const role of ["owner", "admin", "agent", "auditor"] as const) {
      const body = await json(await call("/v1/shield/capabilities", { key: t[role] }));
      expect(body.data).toMatchObject({ mode: "observe", approvalGating: false, manifests: [] });
    }
  });

  it("only owners and admins change settings; each switch change is an event", async () => {
    await expectError(await call("/v1/shield/settings", { method: "PATCH", key: t.agent, body: { mode: "enforce" } }), 403, "Forbidden");
    await expectError(await call("/v1/shield/settings", { method: "PATCH", key: t.auditor, body: { mode: "enforce" } }), 403, "Forbidden");
    const err = await expectError(await call("/v1/shield/settings", { method: "PATCH", key: t.admin, body: { mode: "strict" } }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("mode");
    await setSettings(t, { mode: "enforce", approvalGating: true });
    expect((await json(await call("/v1/shield/capabilities", { key: t.agent }))).data).toMatchObject({ mode: "enforce", approvalGating: true });
    await flush(t);
    const events = (await json(await call("/v1/shield/events", { key: t.auditor }))).data.events;
    expect(events.map((e: any) => e.type)).toEqual(["shield.mode.changed", "shield.approval_gating.changed"]);
    expect(events[0].data).toMatchObject({ from: "observe", to: "enforce", actor: t.ids.owner });
  });

  it("undeclared tools: allowed in observe with what enforce would have done; refused in enforce", async () => {
    const observed = await evaluate(t, { toolName: "delete_repo", arguments: { repo: "x" } });
    expect(observed.status).toBe(200);
    const d = (await json(observed)).data.decision;
    expect(d).toMatchObject({ action: "allow", mode: "observe", reason_code: "undeclared_tool", tool_name: "delete_repo" });
    expect(d.details.would_have).toMatchObject({ action: "deny", error_type: "DeniedCapability", http_status: 412 });

    await setSettings(t, { mode: "enforce" });
    const err = await expectError(await evaluate(t, { toolName: "delete_repo" }), 412, "DeniedCapability");
    expect(err.decisionId).toMatch(/^dec_/);
    const [latest] = await decisions(t);
    expect(latest).toMatchObject({ decision_id: err.decisionId, action: "deny", reason_code: "undeclared_tool", mode: "enforce" });
  });

  it("off: every call allowed and recorded with the disabled marker and an event", async () => {
    await setSettings(t, { mode: "off" });
    const res = await evaluate(t, { toolName: "anything" });
    expect(res.status).toBe(200);
    const d = (await json(res)).data.decision;
    expect(d).toMatchObject({ action: "allow", mode: "off", shield_disabled: true, reason_code: "shield_disabled" });
    await flush(t);
    const events = (await json(await call("/v1/shield/events?type=shield.disabled.call_allowed", { key: t.auditor }))).data.events;
    expect(events).toHaveLength(1);
    expect(events[0].data.decision_id).toBe(d.decision_id);
  });

  it("HTTP mutations are named by method and route; reads pass untouched", async () => {
    await setSettings(t, { mode: "enforce" });
    await declare(t, manifest("POST /v1/tickets"));
    expect((await evaluate(t, { surface: "http", method: "post", route: "/v1/tickets" })).status).toBe(200);
    await expectError(await evaluate(t, { surface: "http", method: "DELETE", route: "/v1/tickets/1" }), 412, "DeniedCapability");
    const read = await json(await evaluate(t, { surface: "http", method: "GET", route: "/v1/tickets", isMutation: false }));
    expect(read.data.decision.reason_code).toBe("read_path");
  });
});

describe("manifests (seed §4)", () => {
  it("are validated strictly, with the field named", async () => {
    const res = await call("/v1/shield/manifests", { key: t.admin, body: { ...manifest("x"), capability_class: "ROOT", colour: "red" } });
    const err = await expectError(res, 400, "ValidationFailed");
    expect(err.issues.map((i: any) => i.path).sort()).toEqual(["capability_class", "colour"]);
    await expectError(await call("/v1/shield/manifests", { key: t.agent, body: manifest("x") }), 403, "Forbidden");
  });

  it("create, replace, patch and delete; capabilities lists them with the seed's fields", async () => {
    expect((await call("/v1/shield/manifests", { key: t.admin, body: manifest("send_email") })).status).toBe(201);
    expect((await call("/v1/shield/manifests", { key: t.admin, body: manifest("send_email", { risk_tier: "high" }) })).status).toBe(200);
    const patched = await call(`/v1/shield/manifests/${encodeURIComponent("send_email")}`, {
      method: "PATCH",
      key: t.admin,
      body: { requires_approval: true, taint_policy: { block_tainted: true } },
    });
    expect(patched.status).toBe(200);
    const caps = (await json(await call("/v1/shield/capabilities", { key: t.agent }))).data;
    expect(caps.manifests).toEqual([
      {
        name: "send_email",
        summary: "The send_email tool",
        capability_class: "WRITE_PRIVATE",
        risk_tier: "high",
        requires_approval: true,
        taint_policy: { block_tainted: true, require_user_confirmed: false },
      },
    ]);
    const slashName = "POST /v1/tickets";
    await declare(t, manifest(slashName));
    expect((await call(`/v1/shield/manifests/${encodeURIComponent(slashName)}`, { method: "DELETE", key: t.admin })).status).toBe(200);
    await expectError(await call(`/v1/shield/manifests/nope`, { method: "DELETE", key: t.admin }), 404, "NotFound");
  });
});

describe("taint (seed §5)", () => {
  it("block_tainted refuses TAINTED input; require_user_confirmed demands USER_CONFIRMED; both are recorded", async () => {
    await setSettings(t, { mode: "enforce" });
    await declare(t, manifest("revoke_key", { taint_policy: { block_tainted: true } }));
    await declare(t, manifest("transfer", { taint_policy: { require_user_confirmed: true } }));
    const e1 = await expectError(await evaluate(t, { toolName: "revoke_key", taintLabel: "TAINTED" }), 412, "DeniedTaint");
    expect((await evaluate(t, { toolName: "revoke_key", taintLabel: "SYSTEM_GENERATED" })).status).toBe(200);
    const e2 = await expectError(await evaluate(t, { toolName: "transfer", taintLabel: "TRUSTED_SERVER" }), 412, "DeniedTaint");
    expect((await evaluate(t, { toolName: "transfer", taintLabel: "USER_CONFIRMED" })).status).toBe(200);
    const all = await decisions(t, "?reason_code=taint_blocked");
    expect(all.map((d) => d.decision_id)).toEqual([e1.decisionId]);
    expect(all[0]).toMatchObject({ taint_label: "TAINTED", capability_class: "WRITE_PRIVATE", risk_tier: "med" });
    const events = (await json(await call("/v1/shield/events?type=shield.taint.blocked", { key: t.auditor }))).data.events;
    expect(events.map((e: any) => e.data.decision_id)).toEqual([e1.decisionId, e2.decisionId]);
    expect(events.map((e: any) => e.data.reason_code)).toEqual(["taint_blocked", "user_confirmation_required"]);
  });

  it("rejects an unknown taint label", async () => {
    const err = await expectError(await evaluate(t, { toolName: "x", taintLabel: "SAFE" }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("taintLabel");
  });
});

describe("records", () => {
  it("arguments are hashed, never stored", async () => {
    const secret = "sk_live_51HdQmR2eZvKYlo2C0a1b2c3d4e5f6g7h8i9j";
    const res = await json(await evaluate(t, { toolName: "charge", arguments: { card: secret, amount: 10 } }));
    expect(res.data.decision.args_hash).toMatch(/^[0-9a-f]{64}$/);
    await flush(t);
    const rows = await env.DB.prepare("SELECT * FROM shield_decisions").all();
    const ev = await env.DB.prepare("SELECT * FROM shield_events").all();
    expect(JSON.stringify(rows.results) + JSON.stringify(ev.results)).not.toContain(secret);
    // The same arguments in another key order hash the same: a replay is recognised.
    const again = await json(await evaluate(t, { toolName: "charge", arguments: { amount: 10, card: secret } }));
    expect(again.data.decision.args_hash).toBe(res.data.decision.args_hash);
  });

  it("an agent key cannot attribute a call to another key", async () => {
    await expectError(await evaluate(t, { toolName: "x", agentKeyId: t.ids.admin }), 403, "Forbidden");
    const onBehalf = await json(await evaluate(t, { toolName: "x", agentKeyId: "key_GATEWAYCLIENT" }, { key: t.admin }));
    expect(onBehalf.data.decision.agent_key_id).toBe("key_GATEWAYCLIENT");
  });
});

describe("when the authority fails", () => {
  it("evaluate fails closed with 503 ShieldUnavailable (retryable), never an allow", async () => {
    // Make the tenant's Durable Object refuse: bind it to another tenant first (a routing fault).
    const { stubFor } = await import("./shield-helpers");
    await stubFor(t.tenantId).capabilities("ten_someone_else");
    const res = await evaluate(t, { toolName: "anything" });
    const err = await expectError(res, 503, "ShieldUnavailable");
    expect(res.headers.get("retry-after")).toBe("1");
    expect(JSON.stringify(err)).not.toMatch(/someone_else|Durable|tenant Durable/);
    // Recorded either way: the refusal is in the event history, quoted back by id.
    expect(err.eventId).toMatch(/^evt_/);
    const events = (await json(await call("/v1/shield/events?type=shield.authority.unavailable", { key: t.auditor }))).data.events;
    expect(events.map((e: any) => e.id)).toEqual([err.eventId]);
    expect(events[0].data).toMatchObject({ action: "deny", fail_mode: "closed", tool_name: "anything", agent_key_id: t.ids.agent });
  });
});

describe("history batching (issue 18)", () => {
  it("new history waits in the outbox for the batch window, and readers of history still see it at once", async () => {
    const { runInDurableObject } = await import("cloudflare:test");
    const before = Date.now();
    await setSettings(t, { mode: "enforce" });
    const stub = env.TENANT_SHIELD.getByName(t.tenantId);
    // The flush is scheduled for later, not now: a burst of decisions shares one D1 batch.
    const alarm = await runInDurableObject(stub, (_o: unknown, state: DurableObjectState) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeGreaterThanOrEqual(before + 200);
    expect(alarm!).toBeLessThanOrEqual(Date.now() + 250);
    // No explicit flush: the event stream flushes before it reads.
    const events = (await json(await call("/v1/shield/events", { key: t.auditor }))).data.events;
    expect(events.map((e: any) => e.type)).toEqual(["shield.mode.changed"]);
    // And the decision list, likewise (its helper's flush is bypassed here on purpose).
    await evaluate(t, { toolName: "delete_repo" });
    const listed = (await json(await call("/v1/shield/decisions", { key: t.auditor }))).data.decisions;
    expect(listed.map((d: any) => d.tool_name)).toEqual(["delete_repo"]);
  });
});
