// Issue 17 end to end against a real `npm run dev`: approval flooding, revocation races, enforcement
// records from the MCP gateway and the shieldGate middleware, and approval previews that mask secrets.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startDevServer, type DevServer } from "../../scripts/dev-server";
import { shieldGate } from "../../src/middleware/shield-gate";

let server: DevServer;
let upstream: Server;
let upstreamUrl = "";

/** A real MCP server on loopback, as a tenant's upstream behind the gateway. */
function startUpstream(): Promise<void> {
  upstream = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const mcp = new McpServer({ name: "e2e-files", version: "1.0.0" });
    mcp.registerTool("read_file", { description: "Read a text file from the project.", inputSchema: { path: z.string() } }, async ({ path }) => ({
      content: [{ type: "text", text: `contents of ${path}: hello` }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await mcp.connect(transport);
    await transport.handleRequest(req, res, raw ? JSON.parse(raw) : undefined);
  });
  return new Promise((resolve) =>
    upstream.listen(0, "127.0.0.1", () => {
      upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/mcp`;
      resolve();
    }),
  );
}

async function api(path: string, key: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...(init.headers ?? {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as any) : null };
}

const AWS_KEY = ["AKIA", "Q3EGRIYM", "2ZJ5KX7P"].join("");
const EMAIL = "carol.payee@example.org";
let owner = "";
const agents: string[] = [];

beforeAll(async () => {
  await startUpstream();
  server = await startDevServer(20_000 + Math.floor(Math.random() * 2000));
  owner = server.key;
  expect((await api("/v1/shield/settings", owner, { method: "PATCH", body: { mode: "enforce", approvalGating: true } })).status).toBe(200);
  const declared = await api("/v1/shield/manifests", owner, { body: { name: "transfer_funds", summary: "Move credits", capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true } });
  expect(declared.status).toBe(201);
  // Creating keys is itself gated and recorded (the platform's own manifest in an enforcing tenant).
  for (const label of ["agent-a", "agent-b"]) {
    const k = await api("/v1/keys", owner, { body: { role: "agent", label } });
    expect(k.status).toBe(201);
    agents.push(k.body.data.key);
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  upstream?.close();
});

describe("approvals a human can judge, and flooding", () => {
  it("an approval request shows masked arguments and never the secret (API and console)", async () => {
    const args = { to: "acct-9", amount: 500, memo: `pay ${EMAIL} with key ${AWS_KEY}` };
    const refused = await api("/v1/shield/evaluate", agents[0]!, { body: { toolName: "transfer_funds", arguments: args, taintLabel: "USER_CONFIRMED" } });
    expect(refused.status).toBe(409);
    const got = await api(`/v1/shield/approvals/${refused.body.error.approvalRequestId}`, owner);
    expect(got.body.data.preview.arguments.memo).toMatch(/^pay \[PII:email\] with key \[SECRET:aws_access_key[a-z_]*\]$/);
    expect(got.text).not.toContain(AWS_KEY);
    expect(got.text).not.toContain(EMAIL);

    // The console, signed in with the owner key: the preview beside Approve / Deny.
    const login = await fetch(`${server.url}/console/login`);
    const token = /name="_login" value="([^"]+)"/.exec(await login.text())?.[1] ?? "";
    const jar = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const signed = await fetch(`${server.url}/console/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
      body: new URLSearchParams({ _login: token, key: owner }).toString(),
    });
    const cookie = [jar, ...signed.headers.getSetCookie().map((c) => c.split(";")[0])].filter(Boolean).join("; ");
    const page = await (await fetch(`${server.url}/console`, { headers: { cookie } })).text();
    expect(page).toContain('<mark class="finding">[PII:email]</mark>');
    expect(page).toContain('value="approved"');
    expect(page).not.toContain(AWS_KEY);
    expect(page).not.toContain(EMAIL);
  }, 60_000);

  it("a flood of identical proposals is one request; past the per-agent cap a 429 names the limit", async () => {
    const flood = agents[1]!;
    const same = await Promise.all(Array.from({ length: 20 }, () => api("/v1/shield/evaluate", flood, { body: { toolName: "transfer_funds", arguments: { to: "x", amount: 1 } } })));
    expect(new Set(same.map((r) => r.status))).toEqual(new Set([409]));
    expect(new Set(same.map((r) => r.body.error.approvalRequestId)).size).toBe(1);
    for (let i = 1; i < 50; i++) expect((await api("/v1/shield/evaluate", flood, { body: { toolName: "transfer_funds", arguments: { to: `x${i}`, amount: 1 } } })).status).toBe(409);
    const over = await api("/v1/shield/evaluate", flood, { body: { toolName: "transfer_funds", arguments: { to: "one-too-many", amount: 1 } } });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ type: "RateLimited", limit: 50 });
    expect(typeof over.body.meta.requestId).toBe("string");
  }, 120_000);
});

describe("every enforcement recorded (conformance level 3)", () => {
  it("a gateway call leaves a receipt and a decision, each with the gateway's enforcement", async () => {
    const digest = "sha256:" + "4".repeat(64);
    const pub = await api("/v1/shield/trust/publishers", owner, { body: { display_name: "E2E", identity_type: "org_domain", identity_ref: "e2e.example" } });
    expect(pub.status).toBe(201);
    expect((await api("/v1/shield/trust/digests", owner, { body: { digest, server_name: "e2e-files", publisher_id: pub.body.data.id, risk_tier: "low", capabilities: ["READ_ONLY"] } })).status).toBe(201);
    const srv = await api("/v1/shield/servers", owner, { body: { name: "e2e-files", endpoint_url: upstreamUrl, digest } });
    expect(srv.status).toBe(201);
    expect((await api("/v1/shield/manifests", owner, { body: { name: "e2e-files/read_file", summary: "Read", capability_class: "READ_ONLY", risk_tier: "low" } })).status).toBe(201);

    const client = new Client({ name: "e2e-agent", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/servers/${srv.body.data.id}`), { requestInit: { headers: { authorization: `Bearer ${agents[0]}` } } }));
    const res: any = await client.callTool({ name: "read_file", arguments: { path: "a.txt" } });
    await client.close();
    expect(res.content[0].text).toContain("contents of a.txt");
    const scanId = res._meta["agent-shield/receipt"].scan_id as string;
    const decisionId = res._meta["agent-shield/decisionId"] as string;

    const receipts = await api("/v2/receipts?action=proceed", owner);
    expect(receipts.body.data.receipts.map((r: any) => r.receipt.scan_id)).toContain(scanId);
    expect((await api(`/v2/receipts/${scanId}`, owner)).body.data.enforcement).toMatchObject([{ action: "proceed", actor: "agent-shield-gateway:e2e-files" }]);
    expect((await api(`/v1/shield/decisions/${decisionId}`, owner)).body.data.enforcement).toMatchObject([{ action: "proceed", reason: "forwarded" }]);
  }, 60_000);

  it("a shieldGate-protected call records proceed against its decision", async () => {
    expect((await api("/v1/shield/manifests", owner, { body: { name: "POST /api/tickets", summary: "Open a ticket", capability_class: "WRITE_PRIVATE", risk_tier: "low" } })).status).toBe(201);
    const app = new Hono();
    app.use("/api/*", shieldGate({ endpoint: server.url, apiKey: agents[0]!, taintLabel: () => "SYSTEM_GENERATED" }));
    app.post("/api/tickets", (c) => c.json({ created: true }, 201));
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
    const res = await app.request("/api/tickets", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }, {}, ctx);
    expect(res.status).toBe(201);
    await Promise.all(pending);
    const decisionId = res.headers.get("x-shield-decision-id")!;
    expect((await api(`/v1/shield/decisions/${decisionId}`, owner)).body.data.enforcement).toMatchObject([{ action: "proceed", actor: "shieldGate" }]);
  }, 60_000);
});

describe("revocation races", () => {
  it("two owners revoking each other at once never leave the tenant with zero owners", async () => {
    let survivor = owner;
    for (let round = 0; round < 3; round++) {
      const other = await api("/v1/keys", survivor, { body: { role: "owner", label: `owner-${round}` } });
      expect(other.status).toBe(201);
      const keys = (await api("/v1/keys", survivor)).body.data.keys.filter((k: any) => k.role === "owner" && !k.revoked_at);
      expect(keys).toHaveLength(2);
      const mine = keys.find((k: any) => k.id !== other.body.data.id).id;
      const [a, b] = await Promise.all([
        api(`/v1/keys/${other.body.data.id}`, survivor, { method: "DELETE" }),
        api(`/v1/keys/${mine}`, other.body.data.key, { method: "DELETE" }),
      ]);
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      survivor = a.status === 200 ? survivor : other.body.data.key;
      const live = (await api("/v1/keys", survivor)).body.data.keys.filter((k: any) => k.role === "owner" && !k.revoked_at);
      expect(live).toHaveLength(1);
    }
  }, 60_000);
});
