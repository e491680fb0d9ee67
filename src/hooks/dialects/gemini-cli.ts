// Gemini CLI hooks (settings.json "hooks"). BeforeTool stdin: { session_id, transcript_path, cwd,
// hook_event_name: "BeforeTool", timestamp, tool_name, tool_input }. Shell: `run_shell_command`
// (tool_input.command, optional dir_path). MCP: tools from MCP servers (named `mcp_<server>_<tool>`
// or `<server>__<tool>` depending on the version). File writes: `write_file`, `replace`.
// Answer: exit 0 and stdout { decision: "allow"|"deny"|"ask", reason }. (Exit 2 + stderr also
// blocks; we use the JSON form so the reason reaches the model.)
// Post-execution (issue 19): AfterTool stdin adds tool_response { llmContent, returnDisplay,
// error? }; { decision: "deny", reason } hides the real output and the reason replaces it for the
// model; hookSpecificOutput.additionalContext is appended to it. BeforeAgent stdin has { prompt };
// { decision: "deny", reason } discards the prompt.
import { responseTextOf, toolSource } from "../inbound";
import { commandText, HookInputError, json, obj, str, type Dialect, type HookDecision, type HookEvent, type HookOutput } from "../types";

const FILE_TOOLS = new Set(["write_file", "replace", "edit"]);
const BUILTIN = new Set(["read_file", "read_many_files", "list_directory", "glob", "search_file_content", "grep", "web_fetch", "google_web_search", "save_memory", "write_todos"]);

function parse(input: unknown): HookEvent {
  const o = obj(input, "hook input");
  const event = str(o.hook_event_name) ?? "";
  if (event === "AfterTool") {
    const toolName = str(o.tool_name);
    if (toolName === undefined) throw new HookInputError("AfterTool without tool_name");
    const r = o.tool_response;
    // llmContent is what the model reads; returnDisplay is the user's view of the same result.
    const read = typeof r === "object" && r !== null && "llmContent" in r ? (r as Record<string, unknown>).llmContent : r;
    return { kind: "output", event, toolName, source: toolName === "run_shell_command" ? "tool_output" : toolSource(toolName), content: responseTextOf(read) };
  }
  if (event === "BeforeAgent") {
    const prompt = str(o.prompt);
    if (prompt === undefined) throw new HookInputError("BeforeAgent without prompt");
    return { kind: "prompt", event, source: "user_message", content: prompt };
  }
  if (event !== "BeforeTool") return { kind: "other", event };
  const toolName = str(o.tool_name);
  if (toolName === undefined) throw new HookInputError("BeforeTool without tool_name");
  const ti = o.tool_input;
  const t = typeof ti === "object" && ti !== null ? (ti as Record<string, unknown>) : {};
  const cwd = str(t.dir_path) ?? str(o.cwd);
  const base = { event, toolName, ...(cwd !== undefined ? { cwd } : {}) };
  if (toolName === "run_shell_command") {
    const command = commandText(t.command);
    if (command === undefined) throw new HookInputError("run_shell_command without a command");
    return { kind: "shell", command, ...base };
  }
  if (FILE_TOOLS.has(toolName)) {
    const filePath = str(t.file_path) ?? str(t.absolute_path);
    return { kind: "file", ...(filePath !== undefined ? { filePath } : {}), toolInput: ti, ...base };
  }
  if (/^mcp_/.test(toolName) || (toolName.includes("__") && !BUILTIN.has(toolName))) return { kind: "mcp", toolInput: ti ?? {}, ...base };
  return { kind: "other", ...base };
}

function render(d: HookDecision, e?: HookEvent): HookOutput {
  if ((e?.kind === "output" || e?.kind === "prompt") && d.decision === "allow" && d.context)
    return { stdout: json({ decision: "allow", hookSpecificOutput: { hookEventName: e.event, additionalContext: d.context } }), stderr: "", exitCode: 0 };
  if (d.decision === "allow") return { stdout: json(d.note ? { decision: "allow", systemMessage: d.note } : { decision: "allow" }), stderr: "", exitCode: 0 };
  return { stdout: json({ decision: d.decision, reason: d.reason }), stderr: "", exitCode: 0 };
}

export const geminiCli: Dialect = { agent: "gemini-cli", canAsk: true, parse, render };
