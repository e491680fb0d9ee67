// Shared by the hook tests: fixtures, a fake process binding for runHookCli, and a throwaway HOME
// so no real managed config on the test machine can change an outcome.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HookIO } from "../../../src/hooks/cli";

export const ROOT = path.resolve(__dirname, "../../..");
export const FIXTURES = path.join(ROOT, "test/fixtures/hooks");

export function fixture(agent: string, name: string): string {
  return readFileSync(path.join(FIXTURES, agent, `${name}.json`), "utf8");
}

export function fixtureJson(agent: string, name: string): unknown {
  return JSON.parse(fixture(agent, name)) as unknown;
}

export function tempDir(prefix = "ash-hook-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface Captured {
  stdout: string;
  stderr: string;
}

export function fakeIO(stdin: string, env: Record<string, string | undefined> = {}, extra: Partial<HookIO> = {}): { io: HookIO; out: Captured } {
  const out: Captured = { stdout: "", stderr: "" };
  const io: HookIO = {
    readStdin: async () => stdin,
    stdout: (s) => void (out.stdout += s),
    stderr: (s) => void (out.stderr += s),
    // The local audit log goes to the config dir: always a throwaway one, never the real home.
    env: { HOME: tempDir(), XDG_CONFIG_HOME: tempDir("ash-config-"), ...env },
    cwd: ROOT,
    ...extra,
  };
  return { io, out };
}

/** A hook payload for an agent, with the command swapped in. */
export function withCommand(agent: string, command: string): string {
  switch (agent) {
    case "claude-code":
      return JSON.stringify({ session_id: "s", transcript_path: "/tmp/t.jsonl", cwd: "/w", hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } });
    case "codex":
      return JSON.stringify({ session_id: "s", transcript_path: null, cwd: "/w", hook_event_name: "PreToolUse", model: "gpt-5.1-codex", turn_id: "1", tool_name: "Bash", tool_input: { command } });
    case "cursor":
      return JSON.stringify({ conversation_id: "c", generation_id: "g", hook_event_name: "beforeShellExecution", workspace_roots: ["/w"], command, cwd: "/w" });
    case "windsurf":
      return JSON.stringify({ agent_action_name: "pre_run_command", trajectory_id: "t", execution_id: "e", timestamp: "2026-11-29T00:00:00Z", tool_info: { command_line: command, cwd: "/w" } });
    default:
      return JSON.stringify({ session_id: "s", cwd: "/w", hook_event_name: "BeforeTool", timestamp: "2026-11-29T00:00:00Z", tool_name: "run_shell_command", tool_input: { command } });
  }
}
