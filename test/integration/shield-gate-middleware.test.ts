import { exports } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { shieldGate } from "../../src/middleware/shield-gate";
import { call, json, seedTenant, type Keys } from "./helpers";
import { declare, decisions, manifest, setSettings } from "./shield-helpers";

// A user's own Worker, with Shield in front of its mutations over a service-binding-like fetcher.
function userApp(t: Keys, opts: { failOpen?: boolean; broken?: boolean } = {}) {
  const fetcher = { fetch: (req: Request) => (opts.broken ? Promise.reject(new Error("unreachable")) : exports.default.fetch(req)) };
  let writes = 0;
  const app = new Hono();
  app.use("/api/*", shieldGate({ fetcher, apiKey: t.agent, ...(opts.failOpen ? { failOpen: true } : {}), taintLabel: (c) => (c.req.header("x-from-web") ? "TAINTED" : "SYSTEM_GENERATED") }));
  app.get("/api/tickets", (c) => c.json({ tickets: [] }));
  app.post("/api/tickets", async (c) => {
    writes++;
    return c.json({ created: (await c.req.json()).title }, 201);
  });
  app.delete("/api/tickets/:id", (c) => {
    writes++;
    return c.json({ deleted: c.req.param("id") });
  });
  return { app, writes: () => writes };
}

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce", approvalGating: true });
  await declare(t, manifest("POST /api/tickets", { taint_policy: { block_tainted: true } }));
  await declare(t, manifest("DELETE /api/tickets/:id", { requires_approval: true, risk_tier: "high" }));
});

describe("shieldGate middleware for a user's Worker", () => {
  it("lets declared mutations and all reads through; refuses with Shield's exact envelope before the handler runs", async () => {
    const u = userApp(t);
    expect((await u.app.request("/api/tickets")).status).toBe(200);
    const created = await u.app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "printer" }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ created: "printer" });
    expect(created.headers.get("x-shield-decision-id")).toMatch(/^dec_/);

    const tainted = await u.app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json", "x-from-web": "1" }, body: "{}" });
    expect(tainted.status).toBe(412);
    const body = (await tainted.json()) as any;
    expect(body).toMatchObject({ ok: false, error: { type: "DeniedTaint", decisionId: expect.stringMatching(/^dec_/) } });
    expect(u.writes()).toBe(1);
  });

  it("409 ApprovalRequired, then the replay with x-shield-approval-token proceeds once", async () => {
    const u = userApp(t);
    const first = await u.app.request("/api/tickets/7", { method: "DELETE" });
    expect(first.status).toBe(409);
    const { error } = (await first.json()) as any;
    const resolved = await json(await call(`/v1/shield/approvals/${error.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved", resolver: "bob" } }));
    const headers = { "x-shield-approval-token": resolved.data.approvalToken };
    expect((await u.app.request("/api/tickets/7", { method: "DELETE", headers })).status).toBe(200);
    expect((await u.app.request("/api/tickets/7", { method: "DELETE", headers })).status).toBe(412);
    expect(u.writes()).toBe(1);
    const recorded = await decisions(t, "?tool=" + encodeURIComponent("DELETE /api/tickets/:id"));
    expect(recorded.map((d) => d.action)).toEqual(["deny", "allow", "approval_required"]);
  });

  it("fails closed when Shield is unreachable, unless the operator chose fail-open in advance", async () => {
    const closed = userApp(t, { broken: true });
    const r1 = await closed.app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(r1.status).toBe(503);
    expect(((await r1.json()) as any).error.type).toBe("ShieldUnavailable");
    expect(closed.writes()).toBe(0);
    const open = userApp(t, { broken: true, failOpen: true });
    expect((await open.app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "x" }) })).status).toBe(201);
  });
});
