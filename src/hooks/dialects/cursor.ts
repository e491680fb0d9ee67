// Cursor agent hooks (.cursor/hooks.json, version 1). stdin has { hook_event_name,
// conversation_id, generation_id, workspace_roots, … } plus, for beforeShellExecution,
// { command, cwd } and, for beforeMCPExecution, { tool_name, tool_input, url? | command? } where
// tool_input may be a JSON-encoded string. Answer: exit 0 and stdout
// { permission: "allow"|"deny"|"ask", user_message, agent_message }. Cursor's 1.7 launch docs
// spelled the messages userMessage / agentMessage, so both spellings are sent.
import { commandText, HookInputError, json, obj, str, toolInputValue, type Dialect, type HookDecision, type HookEvent, type HookOutput } from "../types.js";

function parse(input: unknown): HookEvent {
  const o = obj(input, "hook input");
  const event = str(o.hook_event_name) ?? "";
  const cwd = str(o.cwd) ?? (Array.isArray(o.workspace_roots) ? str(o.workspace_roots[0]) : undefined);
  const base = { event, ...(cwd !== undefined ? { cwd } : {}) };
  if (event === "beforeShellExecution") {
    const command = commandText(o.command);
    if (command === undefined) throw new HookInputError("beforeShellExecution without a command");
    return { kind: "shell", command, toolName: "run_terminal_cmd", ...base };
  }
  if (event === "beforeMCPExecution") {
    const toolName = str(o.tool_name);
    if (toolName === undefined) throw new HookInputError("beforeMCPExecution without tool_name");
    return { kind: "mcp", toolName, toolInput: toolInputValue(o.tool_input) ?? {}, ...base };
  }
  return { kind: "other", ...base };
}

function render(d: HookDecision): HookOutput {
  if (d.decision === "allow") return { stdout: json(d.note ? { permission: "allow", user_message: d.note, userMessage: d.note } : { permission: "allow" }), stderr: "", exitCode: 0 };
  return {
    stdout: json({ permission: d.decision, user_message: d.reason, agent_message: d.reason, userMessage: d.reason, agentMessage: d.reason }),
    stderr: "",
    exitCode: 0,
  };
}

export const cursor: Dialect = { agent: "cursor", canAsk: true, parse, render };
