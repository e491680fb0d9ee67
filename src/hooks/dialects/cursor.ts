// Cursor agent hooks (.cursor/hooks.json, version 1). stdin has { hook_event_name,
// conversation_id, generation_id, workspace_roots, … } plus, for beforeShellExecution,
// { command, cwd } and, for beforeMCPExecution, { tool_name, tool_input, url? | command? } where
// tool_input may be a JSON-encoded string. Answer: exit 0 and stdout
// { permission: "allow"|"deny"|"ask", user_message, agent_message }. Cursor's 1.7 launch docs
// spelled the messages userMessage / agentMessage, so both spellings are sent.
//
// Inbound (issue 19): beforeReadFile { file_path, content } is answered like a permission (deny
// keeps the file's text from the model); beforeSubmitPrompt { prompt } is answered with
// { continue: false, user_message }. afterShellExecution { output } and afterMCPExecution
// { result_json } are fire-and-forget in Cursor: the result is scanned and recorded, but nothing
// we answer reaches the model, so they are observe-only.
import { responseTextOf, toolSource } from "../inbound";
import { commandText, HookInputError, json, obj, str, toolInputValue, type Dialect, type HookDecision, type HookEvent, type HookOutput } from "../types";

function parse(input: unknown): HookEvent {
  const o = obj(input, "hook input");
  const event = str(o.hook_event_name) ?? "";
  const cwd = str(o.cwd) ?? (Array.isArray(o.workspace_roots) ? str(o.workspace_roots[0]) : undefined);
  const base = { event, ...(cwd !== undefined ? { cwd } : {}) };
  if (event === "beforeReadFile") {
    const content = str(o.content);
    if (content === undefined) return { kind: "other", ...base };
    return { kind: "output", toolName: "read_file", source: "file", content, ...base };
  }
  if (event === "beforeSubmitPrompt") {
    const prompt = str(o.prompt);
    if (prompt === undefined) throw new HookInputError("beforeSubmitPrompt without prompt");
    return { kind: "prompt", source: "user_message", content: prompt, ...base };
  }
  if (event === "afterShellExecution")
    return { kind: "output", toolName: "run_terminal_cmd", source: "tool_output", content: str(o.output) ?? "", observeOnly: true, ...base };
  if (event === "afterMCPExecution") {
    const toolName = str(o.tool_name) ?? "mcp";
    return { kind: "output", toolName, source: toolSource(toolName), content: responseTextOf(o.result_json), observeOnly: true, ...base };
  }
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

function render(d: HookDecision, e?: HookEvent): HookOutput {
  if (e?.kind === "prompt") return { stdout: json(d.decision === "allow" ? { continue: true } : { continue: false, user_message: d.reason, userMessage: d.reason }), stderr: "", exitCode: 0 };
  // Cursor ignores what an after-hook prints; the user still gets a line on stderr (hook output panel).
  if (e?.observeOnly) return { stdout: json({}), stderr: d.decision === "allow" ? (d.context ? `${d.context}\n` : "") : `${d.reason}\n`, exitCode: 0 };
  if (d.decision === "allow" && d.context) return { stdout: json({ permission: "allow", user_message: d.context, agent_message: d.context, userMessage: d.context, agentMessage: d.context }), stderr: "", exitCode: 0 };
  if (d.decision === "allow") return { stdout: json(d.note ? { permission: "allow", user_message: d.note, userMessage: d.note } : { permission: "allow" }), stderr: "", exitCode: 0 };
  return {
    stdout: json({ permission: d.decision, user_message: d.reason, agent_message: d.reason, userMessage: d.reason, agentMessage: d.reason }),
    stderr: "",
    exitCode: 0,
  };
}

export const cursor: Dialect = { agent: "cursor", canAsk: true, parse, render };
