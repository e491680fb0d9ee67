// Shapes shared by the hook adapters. Plain data: the dialects, the decision core and the tamper
// guard are pure (no Node or Workers APIs); only src/hooks/cli.ts touches the process.

export const AGENTS = ["claude-code", "cursor", "windsurf", "codex", "gemini-cli"] as const;
export type AgentName = (typeof AGENTS)[number];

/**
 * One agent hook call, normalised. `shell`: a command about to run. `mcp`: an MCP tool call.
 * `file`: a file write/edit through the agent's own tool (checked only by the managed-mode tamper
 * guard). `output`: what a tool returned, on its way to the model (post-execution hooks).
 * `prompt`: what the user submitted (pasted pages, logs, issues). `other`: an event or tool we do
 * not intercept; it passes.
 */
export interface HookEvent {
  kind: "shell" | "mcp" | "file" | "output" | "prompt" | "other";
  /** The agent's event name as it sent it (PreToolUse, beforeShellExecution, pre_run_command…). */
  event: string;
  command?: string;
  /** The agent's tool name (`Bash`, `mcp__github__create_issue`, `run_shell_command`…). */
  toolName?: string;
  toolInput?: unknown;
  /** For `file` events: the path the agent's edit tool will write. */
  filePath?: string;
  cwd?: string;
  /** For `output` / `prompt` events: the text the model is about to read (scanned, never stored). */
  content?: string;
  /** For `output` events: where the text came from, as the scan's context.source. */
  source?: InboundSource;
  /** For `output` events: the agent can only observe (Cursor's after-hooks, Windsurf post hooks). */
  observeOnly?: boolean;
}

export type InboundSource = "web" | "file" | "tool_output" | "user_message";

export type HookVerdict = "allow" | "deny" | "ask";

export interface HookDecision {
  decision: HookVerdict;
  /** Shown to the model (deny) or the user (ask). Short; says what to do instead; never command text. */
  reason: string;
  /** An allow that still deserves a line in the agent's UI (audited, bypassed, failed open). */
  note?: string;
  /** The finding behind an audit ("rule_id: description"), for the note when an ask is degraded. */
  basis?: string;
  /** An ask the operator's policy requires (a gate approval): where the agent cannot ask, it is a deny. */
  mustAsk?: boolean;
  /** Inbound events: a warning added to the model's context (suspicious content, secrets seen). */
  context?: string;
}

export interface HookOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface Dialect {
  agent: AgentName;
  /** Can the agent's hook ask the user? If not, an `ask` is degraded (decide.ts `degrade`). */
  canAsk: boolean;
  /** Parses the agent's stdin JSON. Throws on a payload it cannot read (the CLI then fails safe). */
  parse(input: unknown): HookEvent;
  /** `e` is the event decided on: post-execution and prompt events have their own answer shape. */
  render(d: HookDecision, e?: HookEvent): HookOutput;
}

export class HookInputError extends Error {
  override name = "HookInputError";
}

export function obj(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new HookInputError(`${what} is not a JSON object`);
  return v as Record<string, unknown>;
}

export function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

/** Agents send a command as a string; some (Codex) may send an argv array. */
export function commandText(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return (v as string[]).map(shellQuote).join(" ");
  return undefined;
}

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** MCP tool input may arrive as an object or as a JSON-encoded string (Cursor). */
export function toolInputValue(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

export const json = (v: unknown): string => `${JSON.stringify(v)}\n`;
