// Decision enforcement records (conformance level 3 for the action gate): an enforcer reports what
// it did with a decision, and the decision shows it; our own shieldGate middleware reports itself.
import { exports } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { shieldGate } from "../../src/middleware/shield-gate";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, manifest, setSettings } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce" });
  await declare(t, manifest("tickets/create"));
});

const enforce = (decisionId: string, body: unknown, key = t.agent) => call(`/v1/shield/decisions/${decisionId}/enforcement`, { key, body });
const decision = async (id: string) => (await json(await call(`/v1/shield/decisions/${id}`, { key: t.auditor }))).data;

describe("POST /v1/shield/decisions/{decisionId}/enforcement", () => {
  it("records the action at once (even before the decision reached history) and GET returns it with the decision", async () => {
    const d = (await json(await evaluate(t, { toolName: "tickets/create" }))).data.decision;
    const res = await enforce(d.decision_id, { action: "proceed", actor: "hook-cli", reason: "allowed by policy" });
    expect(res.status).toBe(201);
    const rec = (await json(res)).data;
    expect(rec).toEqual({
      id: expect.stringMatching(/^enf_/),
      decision_id: d.decision_id,
      action: "proceed",
      actor: "hook-cli",
      reason: "allowed by policy",
      api_key_id: t.ids.agent,
      created_at: expect.any(String),
    });
    await enforce(d.decision_id, { action: "block", actor: "hook-cli" });
    const got = await decision(d.decision_id);
    expect(got.decision_id).toBe(d.decision_id);
    expect(got.enforcement.map((e: any) => [e.action, e.reason])).toEqual([["proceed", "allowed by policy"], ["block", null]]);
  });

  it("404 for unknown decisions, other tenants' decisions and, for an agent key, another key's decisions; 400 names a bad field", async () => {
    const d = (await json(await evaluate(t, { toolName: "tickets/create" }))).data.decision;
    await expectError(await enforce("dec_01ZZZZZZZZZZZZZZZZZZZZZZZZ", { action: "proceed", actor: "x" }), 404, "NotFound");
    const other = await seedTenant();
    await expectError(await enforce(d.decision_id, { action: "proceed", actor: "x" }, other.admin), 404, "NotFound");
    const byAdmin = (await json(await evaluate(t, { toolName: "tickets/create" }, { key: t.admin }))).data.decision;
    await expectError(await enforce(byAdmin.decision_id, { action: "proceed", actor: "x" }), 404, "NotFound");
    expect((await enforce(byAdmin.decision_id, { action: "proceed", actor: "x" }, t.admin)).status).toBe(201);
    const bad = await expectError(await enforce(d.decision_id, { action: "forward", actor: "x" }), 400, "ValidationFailed");
    expect(JSON.stringify(bad)).toMatch(/action/);
    expect((await enforce(d.decision_id, { action: "block", actor: "x" }, t.auditor)).status).toBe(403);
  });
});

describe("shieldGate records its own enforcement", () => {
  it("proceed for a call it let through, block for one it refused, against the decisions it acted on", async () => {
    await declare(t, manifest("POST /api/tickets", { taint_policy: { block_tainted: true } }));
    const fetcher = { fetch: (req: Request) => exports.default.fetch(req) };
    const app = new Hono();
    app.use("/api/*", shieldGate({ fetcher, apiKey: t.agent, taintLabel: (c) => (c.req.header("x-from-web") ? "TAINTED" : "SYSTEM_GENERATED") }));
    app.post("/api/tickets", (c) => c.json({ ok: true }, 201));
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const post = (headers: Record<string, string> = {}) =>
      app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{}" }, {}, ctx);

    const allowed = await post();
    expect(allowed.status).toBe(201);
    const refused = await post({ "x-from-web": "1" });
    expect(refused.status).toBe(412);
    const refusedId = ((await refused.json()) as any).error.decisionId as string;
    expect(pending.length).toBe(2); // recorded after the response, through waitUntil
    await Promise.all(pending);

    const a = await decision(allowed.headers.get("x-shield-decision-id")!);
    expect(a.enforcement).toMatchObject([{ action: "proceed", actor: "shieldGate", api_key_id: t.ids.agent }]);
    const r = await decision(refusedId);
    expect(r.action).toBe("deny");
    expect(r.enforcement).toMatchObject([{ action: "block", actor: "shieldGate" }]);
  });
});
