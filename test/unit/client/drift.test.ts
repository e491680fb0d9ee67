// The typed client (`agent-shield-edge/client`) against the spec: regenerates src/client/openapi.ts
// in memory from the app's /openapi.json and fails when the committed file differs (run
// `npm run client:generate` after changing a route). Also checks the client itself: auth header,
// typed paths, envelopes unwrapped, error envelopes raised with their type.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

// The app imports `cloudflare:workers` (waitUntil) for background work; building the document runs no handler.
vi.mock("cloudflare:workers", () => ({ waitUntil: () => {}, env: {}, exports: {}, DurableObject: class {}, WorkerEntrypoint: class {} }));

describe("generated client types", () => {
  it("match the OpenAPI document the Worker serves (no drift)", async () => {
    const { generateClientSource, CLIENT_TYPES_FILE } = await import("../../../scripts/gen-client");
    const fresh = await generateClientSource();
    const committed = readFileSync(CLIENT_TYPES_FILE, "utf8");
    // On failure the message says what to do rather than dumping 600 KB.
    expect(committed === fresh, "src/client/openapi.ts is stale: run `npm run client:generate`").toBe(true);
    for (const route of ["/v2/scan", "/v1/shield/evaluate", "/v1/shield/audit/forward", "/v2/receipts/{scan_id}/enforcement"]) expect(fresh).toContain(`"${route}": {`);
  }, 120_000);
});

describe("createShieldClient", () => {
  it("sends the key, returns typed data, and raises error envelopes with their type", async () => {
    const { createShieldClient, unwrap, ShieldApiError } = await import("../../../src/client/index");
    const seen: Request[] = [];
    const fetchStub = async (req: Request) => {
      seen.push(req);
      if (req.url.endsWith("/v2/scan")) return new Response(JSON.stringify({ verdict: "clean", findings: [], scores: {}, engine: { id: "e", version: "1" }, receipt: { scan_id: "scan_1" } }), { status: 200, headers: { "content-type": "application/json" } });
      return new Response(JSON.stringify({ ok: false, error: { type: "KillSwitchActive", message: "stopped" }, meta: { requestId: "req_1" } }), { status: 412, headers: { "content-type": "application/json" } });
    };
    const client = createShieldClient({ baseUrl: "https://shield.example/", apiKey: "ask_1", fetch: fetchStub as never });
    const scan = unwrap(await client.POST("/v2/scan", { body: { content: "hello", context: { source: "user_message", direction: "inbound" } } }));
    expect(scan.verdict).toBe("clean");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer ask_1");
    expect(seen[0]!.url).toBe("https://shield.example/v2/scan");
    const refused = await client.POST("/v1/shield/evaluate", { body: { surface: "mcp", toolName: "fs/write_file", arguments: {} } as never });
    expect(() => unwrap(refused)).toThrow(ShieldApiError);
    expect(() => unwrap(refused)).toThrow("KillSwitchActive: stopped");
  });
});
