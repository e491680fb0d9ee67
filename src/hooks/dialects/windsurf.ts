// Windsurf Cascade hooks (.windsurf/hooks.json, ~/.codeium/windsurf/hooks.json). stdin:
// { agent_action_name: "pre_run_command", trajectory_id, execution_id, timestamp,
//   tool_info: { command_line, cwd } }. Answer: exit 0 to let it run; exit 2 with the reason on
// stderr to block (Cascade shows it). There is no "ask": `canAsk` is false.
// MCP: following the AgentShield reference (seed 004), Windsurf has no MCP interception here;
// any other action passes untouched (docs/HOOKS.md says what that leaves open).
// Inbound (issue 19): pre_user_prompt { tool_info: { user_prompt } } can block (exit 2).
// post_mcp_tool_use { tool_info: { mcp_server_name, mcp_tool_name, mcp_result } } runs after the
// fact: exit 2 does not undo it, so it is observe-only (scanned, recorded, reported on stderr).
import { responseTextOf, toolSource } from "../inbound";
import { commandText, HookInputError, obj, str, type Dialect, type HookDecision, type HookEvent, type HookOutput } from "../types";

function parse(input: unknown): HookEvent {
  const o = obj(input, "hook input");
  const event = str(o.agent_action_name) ?? "";
  if (event === "pre_user_prompt") {
    const prompt = str(obj(o.tool_info, "tool_info").user_prompt);
    if (prompt === undefined) throw new HookInputError("pre_user_prompt without tool_info.user_prompt");
    return { kind: "prompt", event, source: "user_message", content: prompt };
  }
  if (event === "post_mcp_tool_use") {
    const info = obj(o.tool_info, "tool_info");
    const toolName = [str(info.mcp_server_name), str(info.mcp_tool_name)].filter(Boolean).join("__") || "mcp";
    return { kind: "output", event, toolName, source: toolSource(toolName), content: responseTextOf(info.mcp_result), observeOnly: true };
  }
  if (event !== "pre_run_command") return { kind: "other", event };
  const info = obj(o.tool_info, "tool_info");
  const command = commandText(info.command_line);
  if (command === undefined) throw new HookInputError("pre_run_command without tool_info.command_line");
  const cwd = str(info.cwd);
  return { kind: "shell", event, command, toolName: "run_command", ...(cwd !== undefined ? { cwd } : {}) };
}

function render(d: HookDecision, e?: HookEvent): HookOutput {
  if (e?.observeOnly) return { stdout: "", stderr: d.decision === "allow" ? (d.context ? `${d.context}\n` : "") : `${d.reason}\n`, exitCode: 0 };
  if (d.decision === "allow" && d.context) return { stdout: `${d.context}\n`, stderr: "", exitCode: 0 };
  if (d.decision === "deny") return { stdout: "", stderr: `${d.reason}\n`, exitCode: 2 };
  // An ask reaching here was not degraded by the caller; blocking is the safe reading.
  if (d.decision === "ask") return { stdout: "", stderr: `${d.reason} (Windsurf cannot ask, so this is blocked.)\n`, exitCode: 2 };
  return { stdout: d.note ? `${d.note}\n` : "", stderr: "", exitCode: 0 };
}

export const windsurf: Dialect = { agent: "windsurf", canAsk: false, parse, render };
