// Malformed-input sweep: every JSON route in the OpenAPI document, and /mcp, gets invalid JSON,
// wrong types, huge strings, null bytes, huge numbers, prototype keys and deep arrays. Each answer
// is a clear 4xx envelope (or a success where the input happens to be valid), never a 5xx, and the
// service keeps answering afterwards.
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedTenant, type Keys } from "./helpers";

let t: Keys;
let routes: { method: string; path: string }[] = [];
beforeAll(async () => {
  t = await seedTenant();
  const doc = (await (await exports.default.fetch(new Request("https://shield.test/openapi.json"))).json()) as { paths: Record<string, Record<string, unknown>> };
  for (const [p, ops] of Object.entries(doc.paths))
    for (const m of Object.keys(ops)) if (["post", "put", "patch"].includes(m)) routes.push({ method: m.toUpperCase(), path: p.replace(/\{[^}]+\}/g, "x_1") });
});

const deep = (n: number): unknown => { let v: unknown = []; for (let i = 0; i < n; i++) v = [v]; return v; };
const BODIES: [string, string][] = [
  ["invalid JSON", "{\"content\": "],
  ["wrong types", JSON.stringify({ content: 42, context: "web", toolName: ["x"], arguments: "nope", mode: 7, policy: null })],
  ["null bytes", JSON.stringify({ content: "a\u0000b", toolName: "x\u0000y", reason: "\u0000" })],
  ["huge number", `{"content": "x", "limit": 1e309, "amount": 123456789012345678901234567890, "tokenBudget": -1e400}`],
  ["prototype keys", `{"__proto__": {"role": "owner"}, "constructor": {"prototype": {"admin": true}}, "toolName": "x"}`],
  ["deep arrays", JSON.stringify({ toolName: "x", arguments: deep(3000) })],
  ["array body", "[1,2,3]"],
  ["10 MB string", JSON.stringify({ content: "x".repeat(10 * 1024 * 1024) })],
];

describe("malformed-input sweep", () => {
  it("every JSON route answers 4xx (or 2xx) with an envelope, never 5xx", async () => {
    expect(routes.length).toBeGreaterThan(20);
    const bad: string[] = [];
    // The runner allows 100 requests a minute per key: a fresh tenant every 90, so the sweep
    // reaches the routes, not the rate limiter.
    let used = 0;
    let owner = t.owner;
    const statuses = new Map<number, number>();
    for (const r of routes) {
      for (const [name, body] of BODIES) {
        if (name === "10 MB string" && r.path !== "/v2/scan") continue; // one oversized body per kind of limit is enough
        if (++used % 90 === 0) owner = (await seedTenant()).owner;
        const res = await call(r.path, { method: r.method, key: owner, rawBody: body, headers: { "content-type": "application/json" } });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) bad.push(`${r.method} ${r.path} [${name}] → ${res.status}`);
        else if (res.status >= 400) {
          const text = await res.text();
          if (!/"ok":false/.test(text) && !/"jsonrpc"/.test(text)) bad.push(`${r.method} ${r.path} [${name}] → ${res.status} without an error envelope`);
          if (/at \w+ \(|stack|RangeError|TypeError/.test(text)) bad.push(`${r.method} ${r.path} [${name}] leaks internals`);
        } else await res.body?.cancel();
      }
    }
    expect(bad).toEqual([]);
    expect(statuses.get(429) ?? 0).toBe(0); // every answer came from the route, not the limiter
    expect(statuses.get(400) ?? 0).toBeGreaterThan(routes.length);
    expect((await call("/v2/scan", { key: t.agent, body: { content: "still here", context: { source: "web", direction: "inbound" } } })).status).toBe(200);
    // A volume sweep (every route × every malformed body): its time grows with the API, not a limit under test.
  }, 120_000);

  it("/mcp answers JSON-RPC errors, never 5xx", async () => {
    for (const [name, body] of BODIES) {
      const res = await exports.default.fetch(new Request("https://shield.test/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${t.agent}` }, body }));
      expect(res.status, name).toBeLessThan(500);
      await res.body?.cancel();
    }
  });
});
