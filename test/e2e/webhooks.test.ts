import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../../scripts/dev-server";

// The real delivery path on one machine: `npm run dev` (wrangler dev with local Queues), a
// loopback receiver that verifies every request with the standardwebhooks package, and the
// tenant DO's outbox → WEBHOOKS queue → consumer → signed POST. Retries, Retry-After, 410 and
// dead-lettering are exercised in test/integration/shield-webhooks.test.ts against the same
// consumer; here a retry would take the queue's real backoff (15–30 s), and concurrent
// `wrangler dev` sessions on one machine share local queues, so this test keeps to first attempts.

interface Hit {
  id: string;
  type: string;
  verified: boolean;
  status: number;
}

let server: DevServer;
let receiver: Server;
let hookUrl: string;
let secret = "";
const hits: Hit[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      let verified = false;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const type = JSON.parse(body).type as string;
      hits.push({ id: String(req.headers["webhook-id"]), type, verified, status: 204 });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  server = await startDevServer(20_000 + Math.floor(Math.random() * 2000));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((r) => receiver?.close(r));
});

async function api(path: string, body?: unknown, method?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: { authorization: `Bearer ${server.key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function until<T>(what: string, f: () => T | Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("webhooks through wrangler dev's real queue", () => {
  it("a revocation and the 451 it causes reach a loopback receiver, signed (Standard Webhooks)", async () => {
    const created = await api("/v1/shield/webhooks", { url: hookUrl, eventTypes: ["shield.trust.digest.revoked", "shield.trust.revoked_call.refused"] });
    expect(created.status).toBe(201);
    secret = created.body.data.secret;

    await api("/v1/shield/manifests", { name: "create_ticket", summary: "File a ticket", capability_class: "WRITE_PRIVATE", risk_tier: "med" });
    const pub = (await api("/v1/shield/trust/publishers", { display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example" })).body.data;
    const digest = "sha256:" + "d4".repeat(32);
    expect((await api("/v1/shield/trust/digests", { digest, server_name: "acme", publisher_id: pub.id, risk_tier: "med", capabilities: ["WRITE_PRIVATE"] })).status).toBe(201);
    expect((await api("/v1/shield/settings", { mode: "enforce" }, "PATCH")).status).toBe(200);
    expect((await api("/v1/shield/trust/digests/revoke", { digest, reason: "compromised", revokedBy: "sec@acme" })).status).toBe(200);
    const refused = await api("/v1/shield/evaluate", { toolName: "create_ticket", serverDigest: digest });
    expect(refused.status).toBe(451);

    await until("both events delivered", () => hits.map((h) => h.type).sort(), (v) => v.length >= 2, 30_000);
    expect(hits.map((h) => h.type).sort()).toEqual(["shield.trust.digest.revoked", "shield.trust.revoked_call.refused"]);
    expect(hits.every((h) => h.verified)).toBe(true);
    expect(hits.find((h) => h.type === "shield.trust.revoked_call.refused")!.id).toBe(`${refused.body.error.decisionId}:trust_revoked`);

    // The attempt is recorded just after the receiver answers.
    const log = await until("the delivery log", async () => (await api("/v1/shield/webhooks/deliveries?status=delivered")).body.data.deliveries, (v: any[]) => v.length === 2, 10_000);
    expect(log.map((d: any) => d.attempts)).toEqual([1, 1]);
  }, 110_000);
});
