// The decision core, the managed-mode tamper guard and the settings merge: pure functions.
import { describe, expect, it } from "vitest";
import { decide, degrade, failSafe, stricter, topReason } from "../../../src/hooks/decide";
import { commandTamper, tamperReason } from "../../../src/hooks/tamper";
import { installTarget, mergeSettings } from "../../../src/hooks/install";
import { AGENTS } from "../../../src/hooks/types";

const shell = { kind: "shell" as const };
const blocked = { verdict: "malicious" as const, findings: [{ class: "secrets", rule_id: "shell.exact.cred.ssh-key", preview: "reads an SSH private key" }] };
const audited = { verdict: "suspicious" as const, findings: [{ class: "ssrf", rule_id: "shell.semantic.family.network-client", preview: "network client" }] };
const contentOnly = { verdict: "malicious" as const, findings: [{ class: "secrets", rule_id: "secret.aws.access_key", preview: "AK**********LE" }] };

describe("decide", () => {
  it("maps malicious → deny with the rule and what to do instead", () => {
    const d = decide(blocked, shell);
    expect(d.decision).toBe("deny");
    expect(d.reason).toBe("Agent-Shield blocked this command (shell.exact.cred.ssh-key: reads an SSH private key). Do not retry it or a variant. If the task truly needs it, stop and tell the user what you wanted to do and why.");
  });
  it("maps suspicious → run and log for a shell command, ask for an MCP call or a file edit, unless the operator chose", () => {
    const note = { decision: "allow", reason: "", note: "Agent-Shield audit: shell.semantic.family.network-client: network client (allowed, logged)." };
    expect(decide(audited, shell)).toEqual(note);
    expect(decide(audited, { kind: "mcp" })).toMatchObject({ decision: "ask", basis: "shell.semantic.family.network-client: network client" });
    expect(decide(audited, { kind: "file" }).decision).toBe("ask");
    expect(decide(audited, shell, { onAudit: "ask" })).toMatchObject({ decision: "ask", basis: "shell.semantic.family.network-client: network client" });
    expect(decide(audited, { kind: "mcp" }, { onAudit: "allow" })).toEqual(note);
    expect(decide(audited, { kind: "mcp" }, { onAudit: "deny" }).reason).toContain("audited tool calls");
  });
  it("maps clean → allow", () => {
    expect(decide({ verdict: "clean", findings: [] }, shell)).toEqual({ decision: "allow", reason: "" });
  });
  it("never echoes content-scanner previews (they are fragments of the content)", () => {
    expect(topReason(contentOnly)).toBe("secret.aws.access_key: it touches credentials or secrets");
    expect(decide(contentOnly, shell).reason).not.toContain("AK**");
  });
  it("degrades ask for agents that cannot ask", () => {
    const ask = decide(audited, shell, { onAudit: "ask" });
    expect(degrade(ask, true)).toBe(ask);
    expect(degrade(ask, false)).toEqual({ decision: "allow", reason: "", note: "Agent-Shield audit: shell.semantic.family.network-client: network client (allowed, logged)." });
    expect(degrade(ask, false, { askFallback: "deny" }).decision).toBe("deny");
    expect(degrade({ ...ask, mustAsk: true }, false).decision).toBe("deny"); // a required approval is never waved through
  });
  it("fails closed or open as the operator chose, and says so", () => {
    expect(failSafe("closed", "no answer within 200 ms")).toEqual({ decision: "deny", reason: "Agent-Shield could not check this (no answer within 200 ms) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable." });
    expect(failSafe("open", "Shield was unreachable")).toEqual({ decision: "allow", reason: "", note: "Agent-Shield was not checked (Shield was unreachable); allowed because this hook fails open." });
  });
  it("stricter keeps the most restrictive", () => {
    expect(stricter({ decision: "ask", reason: "a" }, { decision: "deny", reason: "b" }).reason).toBe("b");
    expect(stricter({ decision: "ask", reason: "a" }, { decision: "allow", reason: "" }).reason).toBe("a");
  });
});

describe("tamper guard (managed mode)", () => {
  const refused = [
    "rm ~/.claude/settings.json",
    "rm -f .cursor/hooks.json",
    "mv .windsurf/hooks.json /tmp/x",
    "echo '{}' > ~/.gemini/settings.json",
    "jq 'del(.hooks)' .claude/settings.json > /tmp/s && mv /tmp/s .claude/settings.json",
    "sed -i '/agent-shield/d' ~/.codex/hooks.json",
    "git checkout -- .claude/settings.json",
    "rm -rf ~/.agent-shield",
    "cat policy.json | tee /etc/agent-shield/managed.json",
    "npm uninstall -g agent-shield-edge",
    "cp /tmp/fake /usr/local/bin/agent-shield",
    "agent-shield hook install --agent claude-code --write --yes --disable",
    "export AGENT_SHIELD_BYPASS=1",
    "AGENT_SHIELD_BYPASS=1 git push --force",
    "unset AGENT_SHIELD_URL",
    "python3 -c \"open('.claude/settings.json','w').write('{}')\"",
    "rm ~/.cla''ude/settings.json",
  ];
  for (const c of refused) it(`refuses: ${c}`, () => expect(commandTamper(c)).not.toBeNull());
  const fine = ["cat ~/.claude/settings.json", "grep hooks .cursor/hooks.json", "agent-shield hook install --agent cursor", "npm uninstall left-pad", "ls -la ~/.gemini", "cat .claude/settings.json 2>/dev/null"];
  for (const c of fine) it(`lets through: ${c}`, () => expect(commandTamper(c)).toBeNull());
  it("guards the agents' own edit tools and MCP file tools", () => {
    expect(tamperReason({ kind: "file", event: "PreToolUse", toolName: "Edit", filePath: "/home/dev/shop/.claude/settings.json" })).not.toBeNull();
    expect(tamperReason({ kind: "file", event: "PreToolUse", toolName: "Write", filePath: "/home/dev/shop/src/a.ts" })).toBeNull();
    expect(tamperReason({ kind: "mcp", event: "PreToolUse", toolName: "mcp__filesystem__write_file", toolInput: { path: "/home/dev/.cursor/hooks.json", content: "{}" } })).not.toBeNull();
    expect(tamperReason({ kind: "mcp", event: "PreToolUse", toolName: "mcp__filesystem__read_file", toolInput: { path: "/home/dev/.cursor/hooks.json" } })).toBeNull();
    expect(tamperReason({ kind: "mcp", event: "PreToolUse", toolName: "mcp__shell__run", toolInput: { command: "rm .claude/settings.json" } })).not.toBeNull();
  });
});

describe("install snippets and merge", () => {
  it("every agent has a target whose snippet runs the hook", () => {
    for (const a of AGENTS) {
      const t = installTarget(a, { command: `agent-shield hook --agent ${a}` });
      expect(JSON.stringify(t.snippet)).toContain(`agent-shield hook --agent ${a}`);
      expect(t.path.startsWith(".")).toBe(true);
    }
    expect(installTarget("claude-code", { command: "x agent-shield hook", managed: true }).snippet).toMatchObject({ hooks: { PreToolUse: [{ matcher: "Bash|Write|Edit|MultiEdit|NotebookEdit|mcp__.*" }] } });
  });
  it("merges without clobbering, is idempotent, and --disable removes only ours", () => {
    const existing = {
      model: "opus",
      permissions: { allow: ["Bash(npm test:*)"] },
      hooks: { PreToolUse: [{ matcher: "Write", hooks: [{ type: "command", command: "prettier-hook" }] }], Stop: [{ hooks: [{ type: "command", command: "notify" }] }] },
    };
    const snippet = installTarget("claude-code", { command: "agent-shield hook --agent claude-code" }).snippet;
    const once = mergeSettings(existing, snippet);
    expect(once.model).toBe("opus");
    expect(once.permissions).toEqual(existing.permissions);
    expect((once.hooks as Record<string, unknown[]>).PreToolUse).toHaveLength(2);
    expect((once.hooks as Record<string, unknown>).Stop).toEqual(existing.hooks.Stop);
    expect(mergeSettings(once, snippet)).toEqual(once);
    const off = mergeSettings(once, snippet, true);
    expect(off).toEqual(existing);
    expect(existing.hooks.PreToolUse).toHaveLength(1); // input not mutated
  });
  it("refuses to merge into settings it cannot understand", () => {
    const snippet = installTarget("cursor", { command: "agent-shield hook --agent cursor" }).snippet;
    expect(() => mergeSettings([1, 2], snippet)).toThrow();
    expect(() => mergeSettings({ hooks: [] }, snippet)).toThrow();
    expect(() => mergeSettings({ hooks: { beforeShellExecution: "x" } }, snippet)).toThrow();
    expect(mergeSettings(undefined, snippet)).toEqual(snippet);
    const ours = [{ command: "agent-shield hook --agent cursor" }];
    // Issue 19 added the inbound events (read file, prompt, after-execution) to Cursor's snippet.
    expect(mergeSettings({ version: 1, hooks: { afterFileEdit: [{ command: "fmt" }] } }, snippet)).toEqual({
      version: 1,
      hooks: { afterFileEdit: [{ command: "fmt" }], beforeShellExecution: ours, beforeMCPExecution: ours, beforeReadFile: ours, beforeSubmitPrompt: ours, afterShellExecution: ours, afterMCPExecution: ours },
    });
  });
});
