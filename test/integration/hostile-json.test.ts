// Hostile JSON shapes and platform errors on every door: REST answers a 400 envelope naming the
// path and the limit; /mcp and the gateway answer JSON-RPC error objects with the HTTP status
// kept; nothing answers 5xx or leaks an internal message, and the service keeps answering.
import { exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
});

const deep = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const mcp = (path: string, body: unknown, key?: string) =>
  exports.default.fetch(
    new Request(`https://shield.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("hostile JSON", () => {
  it("a 5,000-level `arguments` on /v1/shield/evaluate is a 400 naming the path and the limit", async () => {
    const err = await expectError(await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "x", arguments: deep(5000) } }), 400, "ValidationFailed");
    expect(err.issues[0].path).toMatch(/^arguments\.a\.a/);
    expect(err.issues[0].message).toBe("is nested deeper than 64 levels");
    expect(JSON.stringify(err)).not.toMatch(/call stack|RangeError/i);
    expect((await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "x", arguments: deep(10) } })).status).not.toBe(400);
  });

  it("on /mcp a deep tools/call is a JSON-RPC error with HTTP 400, and the server keeps answering", async () => {
    const res = await mcp("/mcp", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "evaluate", arguments: { toolName: "x", arguments: deep(5000) } } }, t.agent);
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600, data: { type: "ValidationFailed" } } });
    expect(body.error.data.issues[0].message).toBe("is nested deeper than 64 levels");
    expect(JSON.stringify(body)).not.toMatch(/call stack/i);
    const ping = await mcp("/mcp", { jsonrpc: "2.0", id: 2, method: "ping" });
    expect(ping.status).toBe(200);
  });

  it("the gateway answers the same way", async () => {
    const res = await mcp("/mcp/servers/srv_unknown", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x", arguments: deep(5000) } }, t.agent);
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toMatchObject({ code: -32600, data: { type: "ValidationFailed" } });
  });
});

describe("text that cannot be stored and signed", () => {
  it("a lone surrogate in any text field is a 400 naming the field; nothing is written", async () => {
    const err = await expectError(await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "files/read", reason: "x", arguments: { note: "pay \ud800 now" } } }), 400, "ValidationFailed");
    expect(err.issues[0]).toEqual({ path: "arguments.note", message: "contains a lone UTF-16 surrogate (not valid Unicode text)" });
    await expectError(await call("/v2/scan", { key: t.agent, body: { content: "hi \udc00", context: { source: "user_message", direction: "inbound" } } }), 400, "ValidationFailed");
    expect((await json(await call("/v1/shield/decisions", { key: t.auditor }))).data.decisions ?? []).toEqual([]);
  });
});

describe("platform errors on MCP are JSON-RPC objects", () => {
  it("401 for a bad key, 403 for a role without access, 413 for an oversized body — status kept", async () => {
    const bad = await mcp("/mcp", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "evaluate", arguments: {} } }, "ask_live_not_a_real_key_000000000000");
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as any).error).toMatchObject({ code: -32001, data: { type: expect.stringMatching(/^Auth/) } });
    expect(bad.headers.get("www-authenticate")).toMatch(/^Bearer /);

    const auditor = await mcp("/mcp/servers/srv_x", { jsonrpc: "2.0", id: 1, method: "tools/list" }, t.auditor);
    expect(auditor.status).toBe(403);
    expect(((await auditor.json()) as any).error).toMatchObject({ code: -32000, data: { type: "Forbidden" } });

    const big = await mcp("/mcp", JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(5 * 1024 * 1024) } }), t.agent);
    expect(big.status).toBe(413);
    expect(((await big.json()) as any).error).toMatchObject({ code: -32600, data: { type: "PayloadTooLarge" } });
    expect((await json(await call("/v1/shield/events", { key: t.auditor }))).data).toBeDefined();
  });
});
