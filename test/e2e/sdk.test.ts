// The issue 19 integrations against a real `npm run dev`: the typed client example, both agent-SDK
// middleware examples (with mocked models: no provider key needed) and `agent-shield log forward`
// shipping a CLI-signed local audit log to POST /v1/shield/audit/forward.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../../scripts/dev-server";
import { appendAudit, configDir } from "../../src/audit/log";
import { main as clientExample } from "../../examples/client";
import { main as aiSdkExample } from "../../examples/ai-sdk";
import { main as openaiAgentsExample } from "../../examples/openai-agents";

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer(20_000 + Math.floor(Math.random() * 2000));
  const admin = async (method: string, p: string, body: unknown) => {
    const res = await fetch(`${server.url}${p}`, { method, headers: { authorization: `Bearer ${server.key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
  // Enforce (undeclared tools are refused, so fetch_page and delete_repo are declared), and stop
  // delete_repo with a kill switch: the gate must refuse it on the next call.
  await admin("PATCH", "/v1/shield/settings", { mode: "enforce" });
  await admin("POST", "/v1/shield/manifests", { name: "fetch_page", summary: "Fetch a web page", capability_class: "READ_ONLY", risk_tier: "low" });
  await admin("POST", "/v1/shield/manifests", { name: "delete_repo", summary: "Delete a repository", capability_class: "WRITE_PRIVATE", risk_tier: "high" });
  await admin("POST", "/v1/shield/kill-switches", { targetType: "tool", targetRef: "delete_repo", reason: "e2e: repository deletion is frozen", actor: "sdk.test" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe("SDK integrations against npm run dev", () => {
  it("the typed client scans and reads the stored receipt", async () => {
    const r = await clientExample(server.url, server.key);
    expect(r.verdict).not.toBe("clean");
    expect(r.scan_id).toMatch(/\S/);
    expect(r.stored).toBe(true);
  });

  it("the AI SDK middleware withholds an injected page and the gate refuses a killed tool", async () => {
    const r = await aiSdkExample(server.url, server.key);
    expect(r.fetched).toContain("Agent-Shield withheld this web content");
    expect(r.fetched).not.toContain("example-attacker");
    expect(r.gated).toMatch(/Agent-Shield refused the call to delete_repo \(KillSwitchActive\)/);
    expect(r.deleteExecuted).toBe(false);
  });

  it("the OpenAI Agents SDK guardrails do the same, and trip on a pasted injection", async () => {
    const r = await openaiAgentsExample(server.url, server.key);
    expect(r.fetched).toContain("Agent-Shield withheld this web content");
    expect(r.fetched).not.toContain("example-attacker");
    expect(r.gated).toMatch(/refused the call to delete_repo \(KillSwitchActive\)/);
    expect(r.deleteExecuted).toBe(false);
    expect(r.pastedBlocked).toBe(true);
  });

  it("`agent-shield log forward` ships a CLI-signed log; a second run has nothing pending", () => {
    const home = mkdtempSync(path.join(tmpdir(), "ash-e2e-log-"));
    const env = { ...process.env, XDG_CONFIG_HOME: home, HOME: home, AGENT_SHIELD_URL: server.url, AGENT_SHIELD_API_KEY: server.key };
    const dir = configDir(env);
    appendAudit(dir, { kind: "hook", agent: "claude-code", event: "PostToolUse", tool: "WebFetch", decision: "deny", action: "block", verdict: "suspicious", rules: ["pi.hidden-carrier"], content_sha256: "a".repeat(64) });
    appendAudit(dir, { kind: "proxy", server_id: "fs", event: "tools/call", tool: "read_file", decision: "allow", action: "proceed", verdict: "clean", rules: [] });
    const first = spawnSync("node_modules/.bin/tsx", ["src/cli.ts", "log", "forward"], { env, encoding: "utf8" });
    expect(first.stdout).toContain("shipped 2, pending 0");
    expect(first.status).toBe(0);
    const second = spawnSync("node_modules/.bin/tsx", ["src/cli.ts", "log", "forward"], { env, encoding: "utf8" });
    expect(second.stdout).toContain("shipped 0, pending 0");
  }, 60_000);
});
