import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { MAX_ATTEMPTS } from "../../src/webhooks/backoff";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { DIGEST_A, DIGEST_B, ok, pin, publisher, revoke, rows } from "./shield-ops-helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";

// The receiver is a stub of the outbound fetch (the Worker and the tests share one isolate); it
// verifies every request with the `standardwebhooks` package — an implementation we did not write.

interface Received {
  url: string;
  id: string;
  body: any;
  headers: Record<string, string>;
  redirect: string | undefined;
  verified: boolean;
}

let t: Keys;
let received: Received[];
let secret: string;
let answer: (r: Received) => Response;

function receiver() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = String(init?.body ?? "");
    let verified = false;
    try {
      new Webhook(secret).verify(raw, headers);
      verified = true;
    } catch {
      verified = false;
    }
    const r: Received = { url: String(input), id: headers["webhook-id"]!, body: JSON.parse(raw), headers, redirect: init?.redirect, verified };
    received.push(r);
    return answer(r);
  });
}

async function register(body: Record<string, unknown> = {}) {
  const data = await ok(await call("/v1/shield/webhooks", { key: t.admin, body: { url: "https://hooks.acme.example/shield", eventTypes: ["shield.trust.digest.revoked", "shield.trust.revoked_call.refused"], ...body } }), 201);
  secret = data.secret;
  return data.endpoint;
}

async function deliveries(query = ""): Promise<any[]> {
  return (await ok(await call(`/v1/shield/webhooks/deliveries${query}`, { key: t.auditor }))).deliveries;
}

/** Runs the queue consumer on these deliveries, as the queue would (attempts = queue's count). */
async function consume(ids: string[], attempts = 1, e: Env = env) {
  const batch = createMessageBatch("agent-shield-webhooks", ids.map((deliveryId, i) => ({ id: `msg-${i}-${deliveryId}`, timestamp: new Date(), attempts, body: { deliveryId, tenantId: t.tenantId } })));
  const ctx = createExecutionContext();
  await worker.queue(batch, e);
  return getQueueResult(batch, ctx);
}

// The queue's retry delay is the consumer's message.retry({ delaySeconds }); the test harness does
// not report it, so read it where the consumer records it: the attempt log.
async function lastAttempt(deliveryId: string): Promise<{ retry_in_s: number; status_code: number | null; outcome: string }> {
  const log = await rows<any>("SELECT retry_in_s, status_code, outcome FROM webhook_attempts WHERE delivery_id = ? ORDER BY seq DESC LIMIT 1", deliveryId);
  return log[0];
}

/** Revokes DIGEST_A and makes one refused call: two alert-worthy events. */
async function revokeAndCall() {
  await ok(await revoke(t, DIGEST_A));
  await expectError(await evaluate(t, { toolName: "create_ticket", serverDigest: DIGEST_A }), 451, "TrustRevoked");
  await flush(t);
}

beforeEach(async () => {
  t = await seedTenant();
  received = [];
  answer = () => new Response("ok", { status: 200 });
  await setSettings(t, { mode: "enforce" });
  await declare(t, manifest("create_ticket"));
  const pub = await publisher(t);
  await pin(t, pub.id, DIGEST_A);
  await pin(t, pub.id, DIGEST_B);
});
afterEach(() => vi.restoreAllMocks());

describe("webhook endpoints", () => {
  it("the secret is shown once (whsec_), never listed or read back; rotate issues a new one", async () => {
    const created = await ok(await call("/v1/shield/webhooks", { key: t.admin, body: { url: "https://hooks.acme.example/x", eventTypes: ["*"] } }), 201);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await ok(await call("/v1/shield/webhooks", { key: t.auditor }));
    const got = await ok(await call(`/v1/shield/webhooks/${created.endpoint.id}`, { key: t.auditor }));
    for (const text of [JSON.stringify(listed), JSON.stringify(got)]) expect(text).not.toContain(created.secret.slice(6));
    const stored = await rows<{ secret_sealed: string }>("SELECT secret_sealed FROM webhook_endpoints WHERE id = ?", created.endpoint.id);
    expect(stored[0]!.secret_sealed).toMatch(/^v1\./); // sealed at rest with WEBHOOK_SECRET_KEY
    expect(stored[0]!.secret_sealed).not.toContain(created.secret.slice(6));
    const rotated = await ok(await call(`/v1/shield/webhooks/${created.endpoint.id}/rotate-secret`, { method: "POST", key: t.admin }));
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.endpoint.secret_rotated_at).toBeTruthy();
    const changes = (await json(await call("/v1/shield/events?type=shield.webhook.endpoint.changed", { key: t.auditor }))).data.events;
    expect(changes.map((e: any) => e.data.change)).toEqual(["created", "secret_rotated"]);
    expect(JSON.stringify(changes)).not.toContain(rotated.secret.slice(6));
    // The endpoint subscribed to "*" receives its own change events.
    expect((await deliveries()).map((d) => d.event_type)).toEqual(["shield.webhook.endpoint.changed", "shield.webhook.endpoint.changed"]);
    await expectError(await call("/v1/shield/webhooks", { key: t.agent }), 403, "Forbidden");
  });

  it("an endpoint hears only what happens after it subscribes, even history still waiting in the outbox", async () => {
    // The mode change waits in the tenant DO's outbox (batch window) while the endpoint is created.
    await setSettings(t, { mode: "enforce" });
    await register({ eventTypes: ["*"] });
    await flush(t);
    expect((await deliveries()).map((d) => d.event_type)).toEqual(["shield.webhook.endpoint.changed"]);
    await setSettings(t, { mode: "observe" });
    await flush(t);
    expect((await deliveries()).map((d) => d.event_type).sort()).toEqual(["shield.mode.changed", "shield.webhook.endpoint.changed"]);
  });

  it("endpoint URLs must be HTTPS to a public host (our SSRF check); loopback http is off unless the dev setting is on", async () => {
    for (const url of ["http://hooks.acme.example/x", "https://127.0.0.1/x", "http://127.0.0.1:8787/x", "https://[::1]/x", "https://192.168.1.10/x", "https://2130706433/x", "https://instance-data.ec2.internal/", "https://foo.nip.io/"]) {
      const e = await expectError(await call("/v1/shield/webhooks", { key: t.admin, body: { url, eventTypes: ["*"] } }), 400, "ValidationFailed");
      expect(e.issues[0].path, url).toBe("url");
    }
    await expectError(await call("/v1/shield/webhooks", { key: t.admin, body: { url: "https://hooks.acme.example/x", eventTypes: ["Bad Type"] } }), 400, "ValidationFailed");
  });

  it("a disabled endpoint gets no deliveries; re-enabling resumes", async () => {
    const ep = await register({ eventTypes: ["shield.trust.*"] });
    await ok(await call(`/v1/shield/webhooks/${ep.id}`, { method: "PATCH", key: t.admin, body: { enabled: false } }));
    await revokeAndCall();
    expect(await deliveries()).toHaveLength(0);
    await ok(await call(`/v1/shield/webhooks/${ep.id}`, { method: "PATCH", key: t.admin, body: { enabled: true } }));
    await ok(await revoke(t, DIGEST_B));
    await flush(t);
    expect((await deliveries()).map((d) => d.event_type)).toEqual(["shield.trust.digest.revoked"]);
  });
});

describe("webhook endpoints switched off and on within a batch window", () => {
  it("what happened while an endpoint was off is not delivered when the flush comes after it is back on; what happened before still is", async () => {
    const ep = await register({ eventTypes: ["shield.mode.changed"] });
    await flush(t);
    // Distinct milliseconds: an event in the very millisecond of a switch could go either way.
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const patch = async (enabled: boolean) => {
      await tick();
      await ok(await call(`/v1/shield/webhooks/${ep.id}`, { method: "PATCH", key: t.admin, body: { enabled } }));
      await tick();
    };
    // Each mode change waits in the tenant DO's outbox until the one flush at the end.
    await setSettings(t, { mode: "observe" }); // before: delivered
    await patch(false);
    await setSettings(t, { mode: "enforce" }); // while off: not delivered
    await patch(false); // switching off again does not move when it went off
    await patch(true);
    await setSettings(t, { mode: "observe" }); // after: delivered
    await patch(true); // nor does switching on again move when it came back
    await setSettings(t, { mode: "enforce" }); // after: delivered
    await flush(t);
    const events = (await json(await call("/v1/shield/events?type=shield.mode.changed", { key: t.auditor }))).data.events as { id: string; occurred_at: string; data: { to: string } }[];
    // The setup's own switch to enforce came before the endpoint existed.
    const ordered = events.filter((e) => e.occurred_at >= ep.created_at).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
    expect(ordered.map((e) => e.data.to)).toEqual(["observe", "enforce", "observe", "enforce"]);
    const delivered = (await deliveries()).map((d) => d.event_id).sort();
    expect(delivered).toEqual([ordered[0]!.id, ordered[2]!.id, ordered[3]!.id].sort());
  });

  it("an event from before the switch-off that is flushed while the endpoint is off still gets its delivery; what happened while off does not", async () => {
    const ep = await register({ eventTypes: ["shield.mode.changed"] });
    await flush(t);
    const tick = () => new Promise((r) => setTimeout(r, 5));
    await setSettings(t, { mode: "observe" }); // before the switch-off
    await tick();
    await ok(await call(`/v1/shield/webhooks/${ep.id}`, { method: "PATCH", key: t.admin, body: { enabled: false } }));
    await tick();
    await setSettings(t, { mode: "enforce" }); // while off
    await flush(t); // the batch window ends while the endpoint is off
    const events = (await json(await call("/v1/shield/events?type=shield.mode.changed", { key: t.auditor }))).data.events as { id: string; occurred_at: string; data: { to: string } }[];
    const ordered = events.filter((e) => e.occurred_at >= ep.created_at).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
    expect(ordered.map((e) => e.data.to)).toEqual(["observe", "enforce"]);
    const ds = await deliveries();
    expect(ds.map((d) => d.event_id)).toEqual([ordered[0]!.id]);
    // Sent while the endpoint is still off, it is cancelled with the reason, not lost without one.
    receiver();
    await consume(ds.map((d) => d.id));
    expect(received).toHaveLength(0);
    const [d] = await deliveries();
    expect(d.status).toBe("cancelled");
  });
});

describe("delivery (Standard Webhooks through the queue)", () => {
  it("a revocation and a refused call are delivered signed; the receiver verifies them with standardwebhooks", async () => {
    receiver();
    await register();
    await revokeAndCall();
    const ds = await deliveries();
    expect(ds.map((d) => d.event_type).sort()).toEqual(["shield.trust.digest.revoked", "shield.trust.revoked_call.refused"]);
    const result = await consume(ds.map((d) => d.id));
    expect(result.explicitAcks).toHaveLength(2);
    expect(received).toHaveLength(2);
    for (const r of received) {
      expect(r.verified).toBe(true);
      expect(r.redirect).toBe("manual");
      expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Math.abs(Number(r.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    }
    const revoked = received.find((r) => r.body.type === "shield.trust.digest.revoked")!;
    expect(revoked.body.data).toMatchObject({ digest: DIGEST_A, reason: "compromised build", revoked_by: "sec@acme", tenant_id: t.tenantId });
    expect(revoked.id).toBe(revoked.body.data.event_id);
    expect((await deliveries("?status=delivered")).length).toBe(2);
  });

  it("a tampered body or another secret fails verification (the check is real)", async () => {
    receiver();
    await register();
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    await consume([d.id]);
    const r = received[0]!;
    expect(() => new Webhook(secret).verify(JSON.stringify({ ...r.body, type: "x" }), r.headers)).toThrow();
    expect(() => new Webhook("whsec_" + btoa("another secret of 32 bytes!!!!!")).verify(JSON.stringify(r.body), r.headers)).toThrow();
  });

  it("retries keep the webhook-id; exactly one TrustRevoked alert per event id reaches the receiver", async () => {
    receiver();
    await register();
    let failures = 2;
    answer = () => (failures-- > 0 ? new Response("busy", { status: 500 }) : new Response("ok"));
    await revokeAndCall();
    const ids = (await deliveries()).map((d) => d.id);
    const first = await consume(ids, 1);
    expect(first.retryMessages).toHaveLength(2);
    for (const id of ids) {
      const delay = (await lastAttempt(id)).retry_in_s; // 30 s step, equal jitter
      expect(delay).toBeGreaterThanOrEqual(15);
      expect(delay).toBeLessThanOrEqual(30);
    }
    const second = await consume(ids, 2);
    expect(second.explicitAcks).toHaveLength(2);
    // The queue may redeliver a message that was already delivered: it is acked without a send.
    const again = await consume(ids, 3);
    expect(again.explicitAcks).toHaveLength(2);
    expect(received).toHaveLength(4);
    // What a receiver that dedupes by webhook-id (as the spec asks) ends up with:
    const delivered = new Map(received.filter((_, i) => i >= 2).map((r) => [r.id, r.body.type]));
    expect([...delivered.values()].sort()).toEqual(["shield.trust.digest.revoked", "shield.trust.revoked_call.refused"]);
    expect(new Set(received.map((r) => r.id)).size).toBe(2);
    const log = await ok(await call(`/v1/shield/webhooks/deliveries/${ids[0]}`, { key: t.auditor }));
    expect(log.attempts_log.map((a: any) => [a.attempt, a.status_code, a.outcome])).toEqual([[1, 500, "failed"], [2, 200, "delivered"]]);
    expect(log.status).toBe("delivered");
    expect(log.payload.type).toMatch(/^shield\.trust\./);
  });

  it("Retry-After is honoured (seconds and HTTP date); backoff grows exponentially", async () => {
    receiver();
    await register();
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    answer = () => new Response("slow down", { status: 429, headers: { "retry-after": "600" } });
    expect((await consume([d.id])).retryMessages).toHaveLength(1);
    expect((await lastAttempt(d.id)).retry_in_s).toBe(600);
    answer = () => new Response("", { status: 503, headers: { "retry-after": new Date(Date.now() + 3_600_000).toUTCString() } });
    await consume([d.id]);
    const byDate = (await lastAttempt(d.id)).retry_in_s;
    expect(byDate).toBeGreaterThanOrEqual(3590);
    expect(byDate).toBeLessThanOrEqual(3600);
    answer = () => new Response("", { status: 502 });
    await consume([d.id]);
    const third = (await lastAttempt(d.id)).retry_in_s; // attempt 3: 120 s step
    expect(third).toBeGreaterThanOrEqual(60);
    expect(third).toBeLessThanOrEqual(120);
    const pending = await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }));
    expect(pending).toMatchObject({ status: "retrying", attempts: 3, last_status_code: 502 });
    expect(Date.parse(pending.next_attempt_at) - Date.now()).toBeGreaterThan(55_000);
  });

  it("redirects are not followed: a 3xx is a failed attempt, retried", async () => {
    const spy = receiver();
    await register();
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    answer = () => new Response(null, { status: 302, headers: { location: "https://169.254.169.254/latest/meta-data" } });
    const r = await consume([d.id]);
    expect(r.retryMessages).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
    const log = await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }));
    expect(log.attempts_log[0]).toMatchObject({ status_code: 302, error: "redirect 302 not followed" });
  });

  it("410 Gone disables the endpoint; its other pending deliveries are cancelled without a send", async () => {
    receiver();
    const ep = await register();
    answer = () => new Response("gone", { status: 410 });
    await revokeAndCall();
    const ds = await deliveries();
    const r = await consume([ds[0].id]);
    expect(r.explicitAcks).toHaveLength(1);
    const after = await ok(await call(`/v1/shield/webhooks/${ep.id}`, { key: t.auditor }));
    expect(after).toMatchObject({ enabled: false, disabled_reason: "receiver answered 410 Gone" });
    await consume([ds[1].id]);
    expect(received).toHaveLength(1);
    expect((await deliveries("?status=cancelled")).length).toBe(2);
    const changes = (await json(await call("/v1/shield/events?type=shield.webhook.endpoint.changed", { key: t.auditor }))).data.events;
    expect(changes.map((e: any) => e.data.change)).toEqual(["created", "disabled_by_receiver"]);
    await expectError(await call(`/v1/shield/webhooks/deliveries/${ds[0].id}/replay`, { method: "POST", key: t.admin }), 409, "Conflict");
  });

  it(`after ${MAX_ATTEMPTS} failed attempts the delivery is dead-lettered`, async () => {
    receiver();
    await register();
    answer = () => new Response("down", { status: 503 });
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = ? WHERE id = ?").bind(MAX_ATTEMPTS - 1, d.id).run();
    const dlq: unknown[] = [];
    const withDlq = { ...env, WEBHOOKS_DLQ: { send: async (m: unknown) => void dlq.push(m), sendBatch: async () => undefined } } as unknown as Env;
    const r = await consume([d.id], MAX_ATTEMPTS, withDlq);
    expect(r.explicitAcks).toHaveLength(1);
    expect(r.retryMessages).toHaveLength(0);
    expect(dlq).toEqual([{ deliveryId: d.id, tenantId: t.tenantId, reason: "HTTP 503", attempts: MAX_ATTEMPTS }]);
    expect((await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }))).status).toBe("dead");
    // The tenant can replay it: same webhook-id, attempts start over.
    answer = () => new Response("ok");
    expect((await call(`/v1/shield/webhooks/deliveries/${d.id}/replay`, { method: "POST", key: t.admin })).status).toBe(202);
    await consume([d.id]);
    const final = await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }));
    expect(final).toMatchObject({ status: "delivered", attempts: 1 });
    expect(received.at(-1)!.id).toBe(received[0]!.id);
    expect(received.at(-1)!.verified).toBe(true);
  });

  it("after a rotation both secrets sign for the overlap window", async () => {
    receiver();
    const ep = await register();
    const old = secret;
    const rotated = await ok(await call(`/v1/shield/webhooks/${ep.id}/rotate-secret`, { method: "POST", key: t.admin }));
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    await consume([d.id]);
    const r = received[0]!;
    expect(r.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(() => new Webhook(rotated.secret).verify(JSON.stringify(r.body), r.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(JSON.stringify(r.body), r.headers)).not.toThrow();
  });

  it("the URL is checked again at send time; a refused URL is dead without a request", async () => {
    const spy = receiver();
    const ep = await register();
    await revokeAndCall();
    await env.DB.prepare("UPDATE webhook_endpoints SET url = 'https://10.1.2.3/x' WHERE id = ?").bind(ep.id).run();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    await consume([d.id]);
    expect(spy).not.toHaveBeenCalled();
    const log = await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }));
    expect(log).toMatchObject({ status: "dead", last_error: "url refused: host is not a public address (private)" });
  });

  it("a network error or timeout is retried", async () => {
    receiver();
    await register();
    answer = () => {
      throw new TypeError("connection refused");
    };
    await revokeAndCall();
    const [d] = await deliveries("?eventType=shield.trust.digest.revoked");
    expect((await consume([d.id])).retryMessages).toHaveLength(1);
    expect((await ok(await call(`/v1/shield/webhooks/deliveries/${d.id}`, { key: t.auditor }))).last_error).toBe("network error");
  });

  it("events written straight to D1 (UI integrity, drills) fan out too; prefix filters match", async () => {
    await register({ eventTypes: ["shield.ui_integrity.*", "shield.incident_drill.recorded"] });
    await pin(t, (await publisher(t)).id, DIGEST_A, { ui_apps_allowed: true }); // sessions bind only builds allowed UI apps
    await ok(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "r", payloadHash: "a".repeat(64), serverDigest: DIGEST_A, expiresAt: new Date(Date.now() + 60_000).toISOString() } }), 201);
    await ok(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "kill_switch" } }), 201);
    expect((await deliveries()).map((d) => d.event_type).sort()).toEqual(["shield.incident_drill.recorded", "shield.ui_integrity.session.created"]);
  });

  it("a retried outbox flush does not duplicate deliveries", async () => {
    await register();
    await revokeAndCall();
    const before = await deliveries();
    // Replay the fan-out of the same events, as an alarm retry after a lost outbox delete would.
    const { fanOutEvents } = await import("../../src/webhooks/fanout");
    const evs = await rows<{ id: string; type: string; occurred_at: string; data_json: string }>("SELECT id, type, occurred_at, data_json FROM shield_events WHERE tenant_id = ?", t.tenantId);
    await fanOutEvents(env, t.tenantId, evs.map((e) => ({ id: e.id, type: e.type, occurred_at: e.occurred_at, data: JSON.parse(e.data_json) })));
    expect((await deliveries()).map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect((await json(await call("/v1/shield/webhooks/deliveries?status=bogus", { key: t.auditor }))).ok).toBe(false);
  });
});
