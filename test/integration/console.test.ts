import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSOLE_CSP } from "../../src/console/security";
import { call, seedTenant } from "./helpers";
import { ConsoleClient, csrfIn, signedIn, text } from "./console-helpers";

describe("console: sign-in, session, CSRF, headers", () => {
  it("redirects to sign-in without a session and serves the page with a strict CSP", async () => {
    const c = new ConsoleClient();
    const res = await c.request("/console");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/console/login");
    const login = await c.get("/console/login");
    expect(login.res.status).toBe(200);
    expect(login.res.headers.get("content-security-policy")).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain("unsafe-inline");
    expect(login.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(login.res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(login.res.headers.get("cache-control")).toBe("no-store");
    // No inline script or style anywhere in the markup.
    expect(login.html).not.toMatch(/<script>|<script(?![^>]*src=)[^>]*>|style=/);
    const css = await c.request("/console/assets/console.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    const js = await c.request("/console/assets/console.js");
    expect(js.headers.get("content-type")).toContain("javascript");
  });

  it("exchanges a key for an HttpOnly SameSite=Strict session cookie; the key never comes back", async () => {
    const t = await seedTenant();
    const c = new ConsoleClient();
    const page = await c.get("/console/login");
    const token = /name="_login" value="([^"]+)"/.exec(page.html)![1]!;
    const res = await c.request("/console/login", { form: { _login: token, key: t.owner } });
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith("__Host-shield_console="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).not.toContain(t.owner);
    const home = await c.get("/console");
    expect(home.res.status).toBe(200);
    expect(home.html).toContain("Approvals");
    expect(home.html).not.toContain(t.owner);
    // Only the hash of the session token is stored.
    const row = await env.DB.prepare("SELECT id_hash FROM console_sessions WHERE key_id = ?").bind(t.ids.owner).first<{ id_hash: string }>();
    expect(row!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(row!.id_hash);
  });

  it("refuses a wrong key, an agent key, and a sign-in without the login token", async () => {
    const t = await seedTenant();
    const c = new ConsoleClient();
    expect((await c.signIn("ase_nope")).status).toBe(401);
    const agent = await c.signIn(t.agent);
    expect(agent.status).toBe(401);
    expect(text(await agent.text())).toContain("Agent keys cannot sign in");
    const fresh = new ConsoleClient();
    const res = await fresh.request("/console/login", { form: { _login: "x".repeat(43), key: t.owner } });
    expect(res.status).toBe(403);
  });

  it("rejects a form without the CSRF token, with a wrong one, or from another origin", async () => {
    const t = await seedTenant();
    const c = await signedIn(t.owner);
    const body = { targetType: "tool", targetRef: "x", reason: "r" };
    expect((await c.request("/console/kill-switches", { form: body })).status).toBe(403);
    expect((await c.post("/console/kill-switches", body, { csrf: "a".repeat(43) })).res.status).toBe(403);
    const cross = await c.post("/console/kill-switches", body, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(cross.res.status).toBe(403);
    expect(await c.get("/console/kill-switches").then((p) => p.html)).toContain("No kill switch is active");
    // A form with the token goes through.
    expect((await c.post("/console/kill-switches", body, { csrfFrom: "/console/kill-switches" })).res.status).toBe(303);
  });

  it("expires sessions, ends them at sign-out and when the key is revoked", async () => {
    const t = await seedTenant();
    const a = await signedIn(t.owner);
    await env.DB.prepare("UPDATE console_sessions SET expires_at = ? WHERE key_id = ?").bind(new Date(Date.now() - 1000).toISOString(), t.ids.owner).run();
    expect((await a.request("/console")).status).toBe(303);

    const b = await signedIn(t.admin);
    const copied = new Map(b.jar);
    const out = await b.post("/console/logout", {});
    expect(out.res.status).toBe(303);
    expect(b.jar.has("__Host-shield_console")).toBe(false);
    const replay = new ConsoleClient();
    replay.jar = copied; // a copied cookie is dead too: the row is revoked
    expect((await replay.request("/console")).status).toBe(303);

    const d = await signedIn(t.auditor);
    await call(`/v1/keys/${t.ids.auditor}`, { method: "DELETE", key: t.owner });
    expect((await d.request("/console")).status).toBe(303);
  });

  it("a POST with an ended session changes nothing and says so", async () => {
    const t = await seedTenant();
    const c = await signedIn(t.owner);
    const csrf = csrfIn((await c.get("/console")).html);
    await c.post("/console/logout", {}, { csrf });
    const res = await c.request("/console/kill-switches", { form: { _csrf: csrf, targetType: "tool", targetRef: "x", reason: "r" } });
    expect(res.status).toBe(401);
  });
});
