// The proxy in remote mode: the gate is the tenant's Shield (POST /v1/shield/evaluate), results
// are scanned by POST /v2/scan, and what the proxy did is recorded against the receipt and the
// decision. A stand-in service on 127.0.0.1 (its /v2/scan is the real in-process scanner) flips a
// kill switch between two calls; the next call is refused.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scan } from "../../../src/lib";

const ROOT = path.resolve(__dirname, "../../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const FIX = path.join(ROOT, "test/unit/proxy/fixtures");
const work = mkdtempSync(path.join(tmpdir(), "ash-proxy-remote-"));
const stateFile = path.join(work, "state.json");
const setState = (s: { calcDescription: string; inject: boolean }) => writeFileSync(stateFile, JSON.stringify(s));

let killed = false;
const requests: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];
let service: Server;
let client: Client;

beforeAll(async () => {
  setState({ calcDescription: "Adds two numbers and returns the sum.", inject: false });
  service = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", async () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      requests.push({ path: req.url ?? "", body, auth: req.headers.authorization });
      const send = (status: number, b: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(b));
      if (req.url === "/v2/scan") return send(200, await scan(body));
      if (req.url === "/v1/shield/evaluate")
        return killed ? send(412, { ok: false, error: { type: "KillSwitchActive", message: "stopped", decisionId: "dec_k" }, meta: { requestId: "r" } }) : send(200, { ok: true, data: { decision: { decision_id: "dec_ok" } }, meta: { requestId: "r" } });
      if (req.url?.endsWith("/enforcement")) return send(201, { ok: true, data: {}, meta: { requestId: "r" } });
      send(404, {});
    });
  });
  await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith("AGENT_SHIELD_")) env[k] = v;
  Object.assign(env, { XDG_CONFIG_HOME: path.join(work, "config"), HOME: work, FIXTURE_STATE: stateFile, AGENT_SHIELD_URL: url, AGENT_SHIELD_API_KEY: "ask_proxy_test" });
  const transport = new StdioClientTransport({
    command: NODE,
    args: ["--import", "tsx", "src/cli.ts", "mcp-proxy", "--server-id", "fixture", "--", NODE, "--import", "tsx", path.join(FIX, "stdio-server.ts")],
    cwd: ROOT,
    env,
    stderr: "pipe",
  });
  client = new Client({ name: "proxy-remote-test", version: "1.0.0" });
  await client.connect(transport);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await new Promise((r) => service?.close(r));
});

describe("mcp-proxy (remote: the tenant's Shield)", () => {
  it("asks the gate with the server-scoped tool name and records proceed against the decision", async () => {
    await client.listTools();
    const r = await client.callTool({ name: "calc", arguments: { a: 2, b: 2 } });
    expect(r.content).toEqual([{ type: "text", text: "4" }]);
    const ev = requests.find((q) => q.path === "/v1/shield/evaluate");
    expect(ev).toMatchObject({ body: { surface: "mcp", toolName: "fixture/calc", arguments: { a: 2, b: 2 } }, auth: "Bearer ask_proxy_test" });
    await expect.poll(() => requests.some((q) => q.path === "/v1/shield/decisions/dec_ok/enforcement" && q.body.action === "proceed" && q.body.actor === "agent-shield-proxy/fixture")).toBe(true);
  });

  it("withholds an injected result (scanned by the service) and records block against its receipt", async () => {
    setState({ calcDescription: "Adds two numbers and returns the sum.", inject: true });
    const r = await client.callTool({ name: "read_page", arguments: {} });
    expect(r.isError).toBe(true);
    expect(JSON.stringify(r.content)).toContain("withheld");
    const scanReq = requests.filter((q) => q.path === "/v2/scan").at(-1);
    expect(scanReq?.body.context).toEqual({ source: "tool_output", direction: "inbound", tool: "fixture/read_page" });
    await expect.poll(() => requests.some((q) => /^\/v2\/receipts\/[^/]+\/enforcement$/.test(q.path) && q.body.action === "block")).toBe(true);
  });

  it("a kill switch turned on in the service refuses the very next call", async () => {
    killed = true;
    await expect(client.callTool({ name: "calc", arguments: { a: 1, b: 1 } })).rejects.toThrow(/KillSwitchActive/);
    killed = false;
    expect((await client.callTool({ name: "calc", arguments: { a: 1, b: 1 } })).content).toEqual([{ type: "text", text: "2" }]);
  });
});
