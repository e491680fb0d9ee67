// The real CLI, end to end: `tsx src/cli.ts hook --agent … --local` spawned with each agent's
// recorded payload (exact stdout, stderr and exit code); the remote path against a stand-in
// service on 127.0.0.1 (answer, timeout, unreachable, refused key) with fail-closed and fail-open;
// managed mode (bypass ignored, tamper refusals, fails closed); install --write merging.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scan } from "../../../src/lib";
import { runHookCli } from "../../../src/hooks/cli";
import { DIALECTS } from "../../../src/hooks/dialects/index";
import { decide, degrade } from "../../../src/hooks/decide";
import type { AgentName, HookOutput } from "../../../src/hooks/types";
import { fakeIO, fixture, ROOT, tempDir, withCommand } from "./helpers";

const TSX = path.join(ROOT, "node_modules/.bin/tsx");

function runCli(args: string[], stdin: string, env: Record<string, string | undefined> = {}): Promise<HookOutput> {
  return new Promise((resolve, reject) => {
    const childEnv: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...process.env, HOME: tempDir(), XDG_CONFIG_HOME: tempDir("ash-config-"), ...env })) if (v !== undefined && !k.startsWith("AGENT_SHIELD_")) childEnv[k] = v;
    for (const [k, v] of Object.entries(env)) if (v !== undefined) childEnv[k] = v;
    const child = spawn(TSX, ["src/cli.ts", ...args], { cwd: ROOT, env: childEnv as NodeJS.ProcessEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ stdout, stderr, exitCode: code ?? -1 }));
    child.stdin.end(stdin);
  });
}

/** What the pure pipeline says the CLI must print for this payload (local analysis, default options). */
async function expected(agent: AgentName, payload: string): Promise<HookOutput> {
  const dialect = DIALECTS[agent];
  const event = dialect.parse(JSON.parse(payload));
  if (event.kind !== "shell") throw new Error("shell fixtures only");
  const res = await scan({ content: event.command!, context: { source: "agent_message", direction: "outbound", tool: event.toolName ?? "Bash" } });
  return dialect.render(degrade(decide(res, event), dialect.canAsk));
}

describe("spawned CLI, --local, one recorded payload per agent", () => {
  const cases: [AgentName, string, (o: HookOutput) => void][] = [
    ["claude-code", "bash-block", (o) => expect(JSON.parse(o.stdout).hookSpecificOutput).toMatchObject({ hookEventName: "PreToolUse", permissionDecision: "deny" })],
    ["cursor", "shell-block", (o) => expect(JSON.parse(o.stdout)).toMatchObject({ permission: "deny" })],
    ["windsurf", "run-block", (o) => expect(o.exitCode).toBe(2)],
    ["codex", "bash-block", (o) => expect(JSON.parse(o.stdout).hookSpecificOutput.permissionDecision).toBe("deny")],
    ["gemini-cli", "shell-block", (o) => expect(JSON.parse(o.stdout)).toMatchObject({ decision: "deny" })],
  ];
  for (const [agent, name, check] of cases)
    it(`${agent}: ${name}`, async () => {
      const payload = fixture(agent, name);
      const out = await runCli(["hook", "--agent", agent, "--local"], payload);
      expect(out).toEqual(await expected(agent, payload));
      check(out);
      // The reason names a rule and never repeats the command.
      expect(out.stdout + out.stderr).toMatch(/shell\.[a-z]+\./);
      expect(out.stdout + out.stderr).not.toContain(JSON.parse(payload).tool_input?.command ?? JSON.parse(payload).command ?? JSON.parse(payload).tool_info?.command_line);
    });

  it("claude-code: a harmless command passes silently (exit 0, no output)", async () => {
    expect(await runCli(["hook", "--agent", "claude-code", "--local"], fixture("claude-code", "bash-allow"))).toEqual({ stdout: "", stderr: "", exitCode: 0 });
  });
  it("an unknown agent or bad flag exits 2 (blocks) rather than an exit code agents ignore", async () => {
    const out = await runCli(["hook", "--agent", "vscode"], "{}");
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toContain("unknown agent: vscode");
  });
});

describe("in-process, --local, the other fixtures", () => {
  const run = async (agent: AgentName, payload: string, args: string[] = [], env: Record<string, string | undefined> = {}) => {
    const { io, out } = fakeIO(payload, env);
    const exitCode = await runHookCli(["--agent", agent, "--local", ...args], io);
    return { ...out, exitCode };
  };
  it("an audited command runs and is logged, with a note, in every dialect; --on-audit ask asks where the agent can", async () => {
    expect(await run("claude-code", fixture("claude-code", "bash-audit"))).toMatchObject({ exitCode: 0, stdout: expect.stringContaining("systemMessage") });
    expect(JSON.parse((await run("cursor", fixture("cursor", "shell-audit"))).stdout).permission).toBe("allow");
    expect(JSON.parse((await run("gemini-cli", fixture("gemini-cli", "shell-audit"))).stdout).decision).toBe("allow");
    const w = await run("windsurf", fixture("windsurf", "run-audit"));
    expect(w).toMatchObject({ exitCode: 0, stderr: "" });
    expect(w.stdout).toMatch(/^Agent-Shield audit: shell\..+ \(allowed, logged\)\.\n$/);
    const c = await run("codex", fixture("codex", "bash-audit"));
    expect(JSON.parse(c.stdout)).toEqual({ systemMessage: expect.stringMatching(/^Agent-Shield audit: /) });
    const ask = ["--on-audit", "ask"];
    expect(JSON.parse((await run("claude-code", fixture("claude-code", "bash-audit"), ask)).stdout).hookSpecificOutput.permissionDecision).toBe("ask");
    expect(JSON.parse((await run("cursor", fixture("cursor", "shell-audit"), ask)).stdout).permission).toBe("ask");
    expect(JSON.parse((await run("gemini-cli", fixture("gemini-cli", "shell-audit"), ask)).stdout).decision).toBe("ask");
    // Agents that cannot ask run it with the note, or refuse it when the operator says so.
    expect((await run("windsurf", fixture("windsurf", "run-audit"), ask)).stdout).toMatch(/^Agent-Shield audit: /);
    expect((await run("windsurf", fixture("windsurf", "run-audit"), [...ask, "--ask-fallback", "deny"])).exitCode).toBe(2);
    expect((await run("windsurf", fixture("windsurf", "run-audit"), ["--on-audit", "deny"])).exitCode).toBe(2);
  });
  it("MCP tool calls: clean arguments pass, an SSRF to cloud metadata is denied, a shell-in-MCP command is judged as a command", async () => {
    expect(await run("claude-code", fixture("claude-code", "mcp-call"))).toEqual({ stdout: "", stderr: "", exitCode: 0 });
    expect(JSON.parse((await run("claude-code", fixture("claude-code", "mcp-exfil"))).stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    expect(JSON.parse((await run("cursor", fixture("cursor", "mcp-call"))).stdout)).toEqual({ permission: "allow" });
    expect(JSON.parse((await run("codex", fixture("codex", "mcp-call"))).stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    expect(JSON.parse((await run("gemini-cli", fixture("gemini-cli", "mcp-call"))).stdout)).toEqual({ decision: "allow" });
  });
  it("a bare MCP tool named like a shell tool: arguments are not parsed as shell, the command inside is", async () => {
    const mcp = (command: string) => JSON.stringify({ hook_event_name: "beforeMCPExecution", conversation_id: "c", generation_id: "g", workspace_roots: ["/w"], tool_name: "run_command", tool_input: JSON.stringify({ command }) });
    expect(JSON.parse((await run("cursor", mcp("git status"))).stdout)).toEqual({ permission: "allow" });
    expect(JSON.parse((await run("cursor", mcp("cat ~/.ssh/id_rsa"))).stdout).permission).toBe("deny");
  });
  it("events it does not intercept pass in each agent's own 'go ahead'", async () => {
    expect(await run("claude-code", fixture("claude-code", "read-tool"))).toEqual({ stdout: "", stderr: "", exitCode: 0 });
    expect(await run("windsurf", fixture("windsurf", "write-code"))).toEqual({ stdout: "", stderr: "", exitCode: 0 });
    expect(await run("gemini-cli", fixture("gemini-cli", "read-file"))).toEqual({ stdout: `{"decision":"allow"}\n`, stderr: "", exitCode: 0 });
  });
  it("unreadable input fails closed by default, open when chosen", async () => {
    expect(await run("gemini-cli", "not json")).toEqual({ stdout: `{"decision":"deny","reason":"Agent-Shield could not check this (unreadable hook input) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable."}\n`, stderr: "", exitCode: 0 });
    expect(await run("windsurf", "{}", ["--fail-open"])).toEqual({ stdout: "", stderr: "", exitCode: 0 }); // {} is a non-run action: passes
    expect((await run("windsurf", "[", ["--fail-open"])).stdout).toContain("fails open");
  });
  it("AGENT_SHIELD_BYPASS=1 is honoured when not managed", async () => {
    const out = await run("cursor", fixture("cursor", "shell-block"), [], { AGENT_SHIELD_BYPASS: "1" });
    expect(JSON.parse(out.stdout)).toMatchObject({ permission: "allow", user_message: "Agent-Shield bypassed (AGENT_SHIELD_BYPASS=1); not checked." });
  });
});

// A stand-in for the service: POST /v2/scan answers per the command; "slow" never answers.
describe("remote path against a local HTTP service", () => {
  let server: Server;
  let url: string;
  const seen: { auth?: string; body: { content: string; context: Record<string, string> } }[] = [];
  const gateCalls: { surface: string; toolName: string; arguments: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      req.on("end", () => {
        if (req.method === "POST" && req.url === "/v1/shield/evaluate") {
          const call = JSON.parse(raw) as { surface: string; toolName: string; arguments: unknown };
          gateCalls.push(call);
          const err = (status: number, error: Record<string, string>) => void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ok: false, error, meta: { requestId: "req_1" } }));
          if (call.toolName.includes("killed")) return err(412, { type: "KillSwitchActive", message: "Kill switch active", decisionId: "dec_1" });
          if (call.toolName.includes("payments")) return err(409, { type: "ApprovalRequired", message: "Approval required", approvalRequestId: "apr_01TEST", decisionId: "dec_2" });
          if (call.toolName.includes("flaky")) return err(503, { type: "InternalError", message: "x" });
          return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, data: { decision: { action: "allow" } } }));
        }
        if (req.method !== "POST" || req.url !== "/v2/scan") return void res.writeHead(404).end();
        const body = JSON.parse(raw) as { content: string; context: Record<string, string> };
        seen.push({ ...(req.headers.authorization ? { auth: req.headers.authorization } : {}), body });
        if (req.headers.authorization !== "Bearer ase_test_key") return void res.writeHead(401, { "content-type": "application/json" }).end(`{"ok":false,"error":{"type":"AuthInvalid"}}`);
        if (body.content.includes("slow")) return; // never answers
        if (body.content.includes("boom")) return void res.writeHead(500).end("{}");
        const verdict = body.content.includes("id_rsa") ? "malicious" : body.content.includes("curl") ? "suspicious" : "clean";
        const findings = verdict === "clean" ? [] : [{ class: verdict === "malicious" ? "secrets" : "ssrf", rule_id: verdict === "malicious" ? "shell.exact.cred.ssh-key" : "shell.semantic.family.network-client", span: { start: 0, end: 1 }, confidence: 0.99, preview: verdict === "malicious" ? "reads an SSH private key" : "network client" }];
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ verdict, scores: {}, engine: { id: "t", version: "1" }, receipt: {}, findings }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  const run = async (agent: AgentName, command: string, args: string[] = [], env: Record<string, string | undefined> = {}) => {
    const { io, out } = fakeIO(withCommand(agent, command), { AGENT_SHIELD_API_KEY: "ase_test_key", ...env });
    const exitCode = await runHookCli(["--agent", agent, "--url", url, ...args], io);
    return { ...out, exitCode };
  };

  it("sends the command as an outbound agent_message to the agent's shell tool, and maps the verdict", async () => {
    seen.length = 0;
    const out = await run("claude-code", "cat ~/.ssh/id_rsa");
    expect(out).toEqual({ stdout: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"Agent-Shield blocked this command (shell.exact.cred.ssh-key: reads an SSH private key). Do not retry it or a variant. If the task truly needs it, stop and tell the user what you wanted to do and why."}}\n`, stderr: "", exitCode: 0 });
    expect(seen[0]).toEqual({ auth: "Bearer ase_test_key", body: { content: "cat ~/.ssh/id_rsa", context: { source: "agent_message", direction: "outbound", tool: "Bash" } } });
    expect(await run("gemini-cli", "ls")).toEqual({ stdout: `{"decision":"allow"}\n`, stderr: "", exitCode: 0 });
    expect(seen.at(-1)!.body.context.tool).toBe("run_shell_command");
    expect(JSON.parse((await run("cursor", "curl https://x.example")).stdout).permission).toBe("allow");
    expect(JSON.parse((await run("cursor", "curl https://x.example", ["--on-audit", "ask"])).stdout).permission).toBe("ask");
    expect(await run("windsurf", "cat ~/.ssh/id_rsa")).toEqual({ stdout: "", stderr: "Agent-Shield blocked this command (shell.exact.cred.ssh-key: reads an SSH private key). Do not retry it or a variant. If the task truly needs it, stop and tell the user what you wanted to do and why.\n", exitCode: 2 });
  });
  it("the spawned CLI takes the remote path too (URL and key from the environment)", async () => {
    seen.length = 0;
    const out = await runCli(["hook", "--agent", "gemini-cli"], fixture("gemini-cli", "shell-allow"), { AGENT_SHIELD_URL: url, AGENT_SHIELD_API_KEY: "ase_test_key" });
    expect(out).toEqual({ stdout: `{"decision":"allow"}\n`, stderr: "", exitCode: 0 });
    expect(seen).toEqual([{ auth: "Bearer ase_test_key", body: { content: "go vet ./...", context: { source: "agent_message", direction: "outbound", tool: "run_shell_command" } } }]);
    const slow = await runCli(["hook", "--agent", "windsurf", "--timeout-ms", "300"], withCommand("windsurf", "slow"), { AGENT_SHIELD_URL: url, AGENT_SHIELD_API_KEY: "ase_test_key" });
    expect(slow).toEqual({ stdout: "", stderr: "Agent-Shield could not check this (no answer within 300 ms) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable.\n", exitCode: 2 });
  });
  it("a timeout fails closed by default and says Shield did not answer", async () => {
    const t0 = Date.now();
    const out = await run("claude-code", "slow", ["--timeout-ms", "300"]);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(out).toEqual({ stdout: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"Agent-Shield could not check this (no answer within 300 ms) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable."}}\n`, stderr: "", exitCode: 0 });
  });
  it("a timeout fails open when the operator chose --fail-open, and says so", async () => {
    expect(await run("claude-code", "slow", ["--timeout-ms", "300", "--fail-open"])).toEqual({ stdout: `{"systemMessage":"Agent-Shield was not checked (no answer within 300 ms); allowed because this hook fails open."}\n`, stderr: "", exitCode: 0 });
    expect(await run("windsurf", "slow", ["--timeout-ms", "300", "--fail-open"])).toEqual({ stdout: "Agent-Shield was not checked (no answer within 300 ms); allowed because this hook fails open.\n", stderr: "", exitCode: 0 });
  });
  it("an unreachable service, a 5xx, a refused key or a missing key follow the same choice", async () => {
    const dead = `http://127.0.0.1:9`;
    const { io, out } = fakeIO(withCommand("windsurf", "ls"), { AGENT_SHIELD_API_KEY: "ase_test_key" });
    expect(await runHookCli(["--agent", "windsurf", "--url", dead, "--timeout-ms", "2000"], io)).toBe(2);
    expect(out.stderr).toBe("Agent-Shield could not check this (Shield was unreachable) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable.\n");
    expect(JSON.parse((await run("gemini-cli", "boom")).stdout)).toEqual({ decision: "deny", reason: expect.stringContaining("(Shield answered 500)") });
    expect(JSON.parse((await run("gemini-cli", "ls", [], { AGENT_SHIELD_API_KEY: "wrong" })).stdout).reason).toContain("Shield refused the API key (401)");
    expect(JSON.parse((await run("gemini-cli", "ls", [], { AGENT_SHIELD_API_KEY: undefined })).stdout).reason).toContain("AGENT_SHIELD_API_KEY is not set");
    expect(JSON.parse((await run("gemini-cli", "boom", ["--fail-open"])).stdout)).toEqual({ decision: "allow", systemMessage: expect.stringContaining("fails open") });
  });

  it("--gate: MCP tool calls also go to /v1/shield/evaluate; kill switches deny, approvals ask (deny where the agent cannot ask)", async () => {
    const mcp = (agent: AgentName, tool: string) => {
      const payload = agent === "cursor"
        ? { hook_event_name: "beforeMCPExecution", conversation_id: "c", generation_id: "g", workspace_roots: ["/w"], tool_name: tool, tool_input: "{\"amount\":5}" }
        : { session_id: "s", cwd: "/w", hook_event_name: "PreToolUse", tool_name: tool, tool_input: { amount: 5 } };
      return fakeIO(JSON.stringify(payload), { AGENT_SHIELD_API_KEY: "ase_test_key" });
    };
    gateCalls.length = 0;
    let r = mcp("claude-code", "mcp__bank__get_balance");
    expect(await runHookCli(["--agent", "claude-code", "--url", url], r.io)).toBe(0);
    expect(gateCalls).toHaveLength(0); // without --gate the gate is not asked
    r = mcp("claude-code", "mcp__bank__get_balance");
    await runHookCli(["--agent", "claude-code", "--url", url, "--gate"], r.io);
    expect(r.out.stdout).toBe("");
    expect(gateCalls).toEqual([{ surface: "mcp", toolName: "mcp__bank__get_balance", arguments: { amount: 5 } }]);
    r = mcp("claude-code", "mcp__bank__killed_tool");
    await runHookCli(["--agent", "claude-code", "--url", url, "--gate"], r.io);
    expect(JSON.parse(r.out.stdout).hookSpecificOutput).toEqual({ hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: "Shield refused this tool call (KillSwitchActive). Do not retry it; tell the user it was refused and why." });
    r = mcp("cursor", "payments_transfer");
    await runHookCli(["--agent", "cursor", "--url", url, "--gate"], r.io);
    expect(JSON.parse(r.out.stdout)).toMatchObject({ permission: "ask", agent_message: "Shield requires human approval for this tool call (request apr_01TEST). Approve only if you expected it." });
    r = mcp("codex", "mcp__bank__payments_transfer");
    await runHookCli(["--agent", "codex", "--url", url, "--gate"], r.io);
    expect(JSON.parse(r.out.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    r = mcp("claude-code", "mcp__bank__flaky");
    await runHookCli(["--agent", "claude-code", "--url", url, "--gate"], r.io);
    expect(JSON.parse(r.out.stdout).hookSpecificOutput.permissionDecisionReason).toContain("(Shield answered 503) and fails closed");
  });

  describe("managed mode", () => {
    it("ignores --fail-open: its own failures always fail closed", async () => {
      const out = await run("claude-code", "slow", ["--timeout-ms", "300", "--fail-open", "--managed"]);
      expect(JSON.parse(out.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
    });
    it("ignores AGENT_SHIELD_BYPASS and says so", async () => {
      const out = await run("claude-code", "cat ~/.ssh/id_rsa", ["--managed"], { AGENT_SHIELD_BYPASS: "1" });
      expect(JSON.parse(out.stdout).hookSpecificOutput.permissionDecision).toBe("deny");
      expect(out.stderr).toBe("agent-shield: AGENT_SHIELD_BYPASS ignored in managed mode\n");
    });
    it("refuses commands that tamper with the hook before asking the service", async () => {
      seen.length = 0;
      for (const agent of ["claude-code", "cursor", "windsurf", "codex", "gemini-cli"] as const) {
        const out = await run(agent, "rm ~/.claude/settings.json", ["--managed"]);
        expect(out.stdout + out.stderr).toContain("Agent-Shield is managed on this machine and refuses this: it changes or removes Agent-Shield's hook or policy configuration. Do not try another way; ask an administrator.");
      }
      expect((await run("windsurf", "agent-shield hook install --agent windsurf --write --yes --disable", ["--managed"])).exitCode).toBe(2);
      expect(seen).toHaveLength(0);
      // Not managed: the same command goes to the service like any other.
      await run("claude-code", "rm ~/.claude/settings.json");
      expect(seen).toHaveLength(1);
    });
    it("is switched on by ~/.agent-shield/managed.json, whose settings win over flags", async () => {
      const home = tempDir();
      mkdirSync(path.join(home, ".agent-shield"));
      writeFileSync(path.join(home, ".agent-shield", "managed.json"), JSON.stringify({ managed: true, url, on_audit: "deny" }));
      const { io, out } = fakeIO(fixture("claude-code", "edit-settings"), { HOME: home, AGENT_SHIELD_API_KEY: "ase_test_key", AGENT_SHIELD_BYPASS: "1" });
      await runHookCli(["--agent", "claude-code", "--url", "http://127.0.0.1:9", "--fail-open"], io);
      expect(JSON.parse(out.stdout).hookSpecificOutput).toMatchObject({ permissionDecision: "deny", permissionDecisionReason: expect.stringContaining("edits Agent-Shield's hook or policy configuration") });
      const second = fakeIO(withCommand("cursor", "curl https://x.example"), { HOME: home, AGENT_SHIELD_API_KEY: "ase_test_key" });
      await runHookCli(["--agent", "cursor", "--url", "http://127.0.0.1:9"], second.io);
      expect(JSON.parse(second.out.stdout)).toMatchObject({ permission: "deny", agent_message: expect.stringContaining("policy denies audited commands") });
    });
    it("an unreadable managed config fails closed", async () => {
      const home = tempDir();
      mkdirSync(path.join(home, ".agent-shield"));
      writeFileSync(path.join(home, ".agent-shield", "managed.json"), "{ not json");
      const { io, out } = fakeIO(withCommand("gemini-cli", "ls"), { HOME: home });
      await runHookCli(["--agent", "gemini-cli", "--local", "--fail-open"], io);
      expect(JSON.parse(out.stdout)).toEqual({ decision: "deny", reason: expect.stringContaining("managed config unreadable") });
    });
  });
});

describe("hook install", () => {
  const install = async (args: string[], extra: Parameters<typeof fakeIO>[2] = {}) => {
    const { io, out } = fakeIO("", {}, extra);
    const code = await runHookCli(["install", ...args], io);
    return { ...out, code };
  };
  it("prints the snippet by default and writes nothing", async () => {
    const dir = tempDir();
    const out = await install(["--agent", "cursor", "--dir", dir]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("# .cursor/hooks.json");
    expect(out.stdout).toContain('"beforeMCPExecution"');
    expect(existsSync(path.join(dir, ".cursor/hooks.json"))).toBe(false);
  });
  it("--write merges into existing settings after confirmation, keeps a backup, and is idempotent", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, ".claude"));
    const before = { model: "opus", hooks: { PreToolUse: [{ matcher: "Write", hooks: [{ type: "command", command: "fmt" }] }] } };
    writeFileSync(path.join(dir, ".claude/settings.json"), JSON.stringify(before));
    let asked = "";
    const yes = { confirm: async (q: string) => ((asked = q), true) };
    expect((await install(["--agent", "claude-code", "--write", "--dir", dir, "--local"], yes)).code).toBe(0);
    expect(asked).toContain("settings.json? [y/N]");
    const after = JSON.parse(readFileSync(path.join(dir, ".claude/settings.json"), "utf8"));
    expect(after.model).toBe("opus");
    expect(after.hooks.PreToolUse).toEqual([...before.hooks.PreToolUse, { matcher: "Bash|mcp__.*", hooks: [{ type: "command", command: "agent-shield hook --agent claude-code --local", timeout: 30 }] }]);
    expect(JSON.parse(readFileSync(path.join(dir, ".claude/settings.json.bak"), "utf8"))).toEqual(before);
    await install(["--agent", "claude-code", "--write", "--yes", "--dir", dir, "--local"]);
    expect(JSON.parse(readFileSync(path.join(dir, ".claude/settings.json"), "utf8"))).toEqual(after);
    await install(["--agent", "claude-code", "--write", "--yes", "--dir", dir, "--disable"]);
    expect(JSON.parse(readFileSync(path.join(dir, ".claude/settings.json"), "utf8"))).toEqual(before);
  });
  it("declined or non-interactive without --yes: nothing is written", async () => {
    const dir = tempDir();
    expect((await install(["--agent", "windsurf", "--write", "--dir", dir], { confirm: async () => false })).code).toBe(1);
    expect((await install(["--agent", "windsurf", "--write", "--dir", dir])).stderr).toContain("needs a terminal to confirm, or --yes");
    expect(existsSync(path.join(dir, ".windsurf/hooks.json"))).toBe(false);
  });
  it("refuses to touch a settings file that is not valid JSON", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, ".gemini"));
    writeFileSync(path.join(dir, ".gemini/settings.json"), "{ // comments\n}");
    const out = await install(["--agent", "gemini-cli", "--write", "--yes", "--dir", dir]);
    expect(out.code).toBe(1);
    expect(readFileSync(path.join(dir, ".gemini/settings.json"), "utf8")).toBe("{ // comments\n}");
  });
  it("--help prints the usage and exits 0", async () => {
    const { io, out } = fakeIO("");
    expect(await runHookCli(["--help"], io)).toBe(0);
    expect(out.stdout).toContain("usage: agent-shield hook --agent <claude-code|cursor|windsurf|codex|gemini-cli>");
  });
  it("managed: --disable is refused", async () => {
    const out = await install(["--agent", "codex", "--disable", "--managed"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("managed");
  });
});
