// OpenAI Codex CLI hooks (hooks.json / [hooks] in config.toml, first shipped in v0.114, 2026).
// Codex uses Claude Code's PreToolUse wire format: stdin { session_id, transcript_path, cwd,
// hook_event_name: "PreToolUse", model, turn_id, tool_name, tool_use_id?, tool_input }. Shell:
// tool `Bash` (also `shell` / `local_shell` / `exec_command` in some builds; the command may be a
// string or an argv array). MCP: `mcp__<server>__<tool>` in builds that route MCP calls through
// PreToolUse. Answer: exit 0 + hookSpecificOutput.permissionDecision "deny" with a reason.
// Codex documents only "deny" for PreToolUse (no "ask"), so `canAsk` is false and an ask is
// degraded by the decision core. Uncertainties are listed in docs/HOOKS.md.
// PostToolUse and UserPromptSubmit also share Claude Code's shapes ({ decision: "block", reason },
// hookSpecificOutput.additionalContext); Codex documents PostToolUse for Bash output.
import type { Dialect } from "../types";
import { parsePreToolUse, renderPreToolUse } from "./claude-code";

const SHELL = new Set(["Bash", "shell", "local_shell", "exec_command", "container.exec"]);

export const codex: Dialect = {
  agent: "codex",
  canAsk: false,
  parse: (input) => parsePreToolUse(input, SHELL),
  render: renderPreToolUse,
};
