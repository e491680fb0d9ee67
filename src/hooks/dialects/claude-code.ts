// Claude Code PreToolUse hooks. stdin: { session_id, transcript_path, cwd, permission_mode?,
// hook_event_name: "PreToolUse", tool_name, tool_input, tool_use_id? }. Shell: tool `Bash`
// (tool_input.command). MCP: tools named `mcp__<server>__<tool>`. File edits: Write / Edit /
// MultiEdit / NotebookEdit (tool_input.file_path or notebook_path).
// Answer: exit 0 and hookSpecificOutput.permissionDecision "deny" | "ask" with a reason (shown to
// the model for deny, to the user for ask). We never answer "allow": in Claude Code that skips the
// user's own permission rules, and a safety hook must not widen what the agent may do. A pass is
// exit 0 with no output (or only a systemMessage line for the user).
//
// Post-execution (issue 19): PostToolUse stdin adds tool_response (a string or an object, per
// tool). Answer: { decision: "block", reason } — the reason is what the model reads instead of
// trusting the result — or hookSpecificOutput.additionalContext for a warning. UserPromptSubmit
// stdin has { prompt }; { decision: "block", reason } erases the prompt and shows the reason to
// the user; additionalContext adds a warning to the turn.
import { toolSource, responseTextOf } from "../inbound";
import { commandText, HookInputError, json, obj, str, type Dialect, type HookDecision, type HookEvent, type HookOutput } from "../types";

const FILE_TOOLS = new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);

/** Shared by Claude Code and Codex, which speak the same PreToolUse wire format. */
export function parsePreToolUse(input: unknown, shellTools: ReadonlySet<string>): HookEvent {
  const o = obj(input, "hook input");
  const event = str(o.hook_event_name) ?? "";
  if (event === "PostToolUse") {
    const toolName = str(o.tool_name);
    if (toolName === undefined) throw new HookInputError("PostToolUse without tool_name");
    const source = shellTools.has(toolName) ? "tool_output" : toolSource(toolName);
    return { kind: "output", event, toolName, source, content: responseTextOf(o.tool_response) };
  }
  if (event === "UserPromptSubmit") {
    const prompt = str(o.prompt);
    if (prompt === undefined) throw new HookInputError("UserPromptSubmit without prompt");
    return { kind: "prompt", event, source: "user_message", content: prompt };
  }
  if (event !== "PreToolUse") return { kind: "other", event };
  const toolName = str(o.tool_name);
  if (toolName === undefined) throw new HookInputError("PreToolUse without tool_name");
  const cwd = str(o.cwd);
  const ti = o.tool_input;
  const base = { event, toolName, ...(cwd !== undefined ? { cwd } : {}) };
  if (shellTools.has(toolName)) {
    const command = commandText(obj(ti, "tool_input").command);
    if (command === undefined) throw new HookInputError(`${toolName} call without a command`);
    return { kind: "shell", command, ...base };
  }
  if (toolName.startsWith("mcp__")) return { kind: "mcp", toolInput: ti ?? {}, ...base };
  if (FILE_TOOLS.has(toolName) || toolName === "apply_patch") {
    const t = typeof ti === "object" && ti !== null ? (ti as Record<string, unknown>) : {};
    const filePath = str(t.file_path) ?? str(t.notebook_path) ?? str(t.path);
    return { kind: "file", ...(filePath !== undefined ? { filePath } : {}), toolInput: ti, ...base };
  }
  return { kind: "other", ...base };
}

export function renderPreToolUse(d: HookDecision, e?: HookEvent): HookOutput {
  if (e?.kind === "output" || e?.kind === "prompt") return renderInbound(d, e.event);
  if (d.decision === "allow") return { stdout: d.note ? json({ systemMessage: d.note }) : "", stderr: "", exitCode: 0 };
  return {
    stdout: json({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: d.decision, permissionDecisionReason: d.reason } }),
    stderr: "",
    exitCode: 0,
  };
}

function renderInbound(d: HookDecision, event: string): HookOutput {
  if (d.decision !== "allow") {
    const body: Record<string, unknown> = { decision: "block", reason: d.reason };
    if (event === "PostToolUse") body.hookSpecificOutput = { hookEventName: event, additionalContext: d.reason };
    return { stdout: json(body), stderr: "", exitCode: 0 };
  }
  if (!d.context) return { stdout: d.note ? json({ systemMessage: d.note }) : "", stderr: "", exitCode: 0 };
  return { stdout: json({ hookSpecificOutput: { hookEventName: event, additionalContext: d.context } }), stderr: "", exitCode: 0 };
}

const SHELL = new Set(["Bash"]);

export const claudeCode: Dialect = {
  agent: "claude-code",
  canAsk: true,
  parse: (input) => parsePreToolUse(input, SHELL),
  render: renderPreToolUse,
};
