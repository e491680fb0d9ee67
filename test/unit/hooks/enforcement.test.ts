// Remote mode records what the hook did (issue 17 §2): against the receipt it acted on
// (POST /v2/receipts/{scan_id}/enforcement) and against the gate decision
// (POST /v1/shield/decisions/{decisionId}/enforcement, body {action, actor, reason?} → 201), with
// fetch mocked. A record that cannot be made never changes the agent's answer.
import { afterEach, describe, expect, it, vi } from "vitest";
import { runHookCli } from "../../../src/hooks/cli";
import { fakeIO, fixture, withCommand } from "./helpers";

interface Call {
  url: string;
  body: Record<string, unknown>;
}

function mockService(answers: (url: string, body: Record<string, unknown>) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, body });
    return answers(url, body);
  });
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const scanAnswer = (verdict: string, scanId: string, findings: unknown[] = []) => json(200, { verdict, findings, scores: {}, engine: {}, receipt: { scan_id: scanId } });
const ENV = { AGENT_SHIELD_URL: "https://shield.example", AGENT_SHIELD_API_KEY: "ask_test" };

async function hook(agent: string, payload: string, extra: string[] = []) {
  const { io, out } = fakeIO(payload, ENV);
  const exitCode = await runHookCli(["--agent", agent, ...extra], io);
  return { ...out, exitCode };
}

afterEach(() => vi.unstubAllGlobals());

describe("enforcement records in remote mode", () => {
  it("a blocked command is recorded as block against its receipt", async () => {
    const calls = mockService((url) => (url.endsWith("/v2/scan") ? scanAnswer("malicious", "scan_01", [{ class: "shell", rule_id: "shell.destroy.rm-root" }]) : json(201, { ok: true })));
    const out = await hook("claude-code", withCommand("claude-code", "rm -rf /"));
    expect(JSON.parse(out.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    const rec = calls.find((c) => c.url.endsWith("/enforcement"));
    expect(rec?.url).toBe("https://shield.example/v2/receipts/scan_01/enforcement");
    expect(rec?.body).toMatchObject({ action: "block", actor: "agent-shield-hook/claude-code" });
    expect(String(rec?.body.reason)).toContain("shell.destroy.rm-root");
    expect(String(rec?.body.reason)).not.toContain("rm -rf");
  });

  it("a clean command is recorded as proceed", async () => {
    const calls = mockService((url) => (url.endsWith("/v2/scan") ? scanAnswer("clean", "scan_02") : json(201, { ok: true })));
    await hook("cursor", withCommand("cursor", "ls -la"));
    expect(calls.filter((c) => c.url.endsWith("/enforcement")).map((c) => [c.url, c.body.action])).toEqual([["https://shield.example/v2/receipts/scan_02/enforcement", "proceed"]]);
  });

  it("an MCP call allowed by the gate is recorded against the receipt and the gate decision", async () => {
    const calls = mockService((url) =>
      url.endsWith("/v2/scan") ? scanAnswer("clean", "scan_03") : url.endsWith("/v1/shield/evaluate") ? json(200, { ok: true, data: { decision: { decision_id: "dec_03" } } }) : json(201, { ok: true }),
    );
    await hook("claude-code", fixture("claude-code", "mcp-call"), ["--gate"]);
    const recs = calls.filter((c) => c.url.endsWith("/enforcement"));
    expect(recs.map((c) => c.url).sort()).toEqual(["https://shield.example/v1/shield/decisions/dec_03/enforcement", "https://shield.example/v2/receipts/scan_03/enforcement"]);
    expect(recs.every((c) => c.body.action === "proceed" && c.body.actor === "agent-shield-hook/claude-code")).toBe(true);
  });

  it("a kill-switch refusal is recorded as block against the refused decision", async () => {
    const calls = mockService((url) =>
      url.endsWith("/v2/scan")
        ? scanAnswer("clean", "scan_04")
        : url.endsWith("/v1/shield/evaluate")
          ? json(412, { ok: false, error: { type: "KillSwitchActive", message: "stopped", decisionId: "dec_04" } })
          : json(201, { ok: true }),
    );
    const out = await hook("claude-code", fixture("claude-code", "mcp-call"), ["--gate"]);
    expect(JSON.parse(out.stdout).hookSpecificOutput).toMatchObject({ permissionDecision: "deny" });
    const rec = calls.find((c) => c.url.includes("/v1/shield/decisions/"));
    expect(rec).toMatchObject({ url: "https://shield.example/v1/shield/decisions/dec_04/enforcement", body: { action: "block" } });
  });

  it("a post-execution block is recorded against the receipt of the window that decided it", async () => {
    const calls = mockService((url, body) =>
      url.endsWith("/v2/scan")
        ? (body.context as { direction: string }).direction === "inbound"
          ? scanAnswer("malicious", "scan_05", [{ class: "prompt_injection", rule_id: "pi.override.ignore-previous" }])
          : scanAnswer("clean", "x")
        : json(201, { ok: true }),
    );
    const out = await hook("claude-code", fixture("claude-code", "post-web-injected"));
    expect(JSON.parse(out.stdout).decision).toBe("block");
    expect(calls[0]!.body.context).toEqual({ source: "web", direction: "inbound", tool: "WebFetch" });
    expect(calls.find((c) => c.url.endsWith("/enforcement"))).toMatchObject({ url: "https://shield.example/v2/receipts/scan_05/enforcement", body: { action: "block" } });
  });

  it("an enforcement endpoint that fails does not change the answer", async () => {
    mockService((url) => {
      if (url.endsWith("/v2/scan")) return scanAnswer("malicious", "scan_06", [{ class: "shell", rule_id: "shell.destroy.rm-root" }]);
      throw new TypeError("fetch failed");
    });
    const out = await hook("claude-code", withCommand("claude-code", "rm -rf /"));
    expect(out.exitCode).toBe(0);
    expect(JSON.parse(out.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
  });
});
