// `agent-shield hook install --agent …`: the config snippet each agent needs, and a merge that adds
// (or, with --disable, removes) only our entry, leaving every other setting and hook in place.
// Pure: the CLI reads and writes the files.
import type { AgentName } from "./types";

export interface InstallOptions {
  /** The command the agent runs, e.g. `agent-shield hook --agent claude-code`. */
  command: string;
  /** Managed installs also route the agent's file-edit tools through the hook (tamper guard). */
  managed?: boolean;
}

export interface InstallTarget {
  /** Project-relative path of the settings file (user-level alternatives are in docs/HOOKS.md). */
  path: string;
  /** The JSON our entry adds. */
  snippet: Record<string, unknown>;
  /** Anything else the operator must do (feature flags, restarts). */
  notes: string[];
}

/** Marks our entries so a re-install is idempotent and --disable removes only ours. */
export const MARK = "agent-shield hook";

export function defaultCommand(agent: AgentName, extra = ""): string {
  return `agent-shield hook --agent ${agent}${extra ? ` ${extra}` : ""}`;
}

export function installTarget(agent: AgentName, o: InstallOptions): InstallTarget {
  switch (agent) {
    case "claude-code":
      return {
        path: ".claude/settings.json",
        snippet: {
          hooks: {
            PreToolUse: [{ matcher: o.managed ? "Bash|Write|Edit|MultiEdit|NotebookEdit|mcp__.*" : "Bash|mcp__.*", hooks: [{ type: "command", command: o.command, timeout: 30 }] }],
            // Issue 19: what tools return (pages, files, shell output, MCP results) and what the user pastes.
            PostToolUse: [{ matcher: "WebFetch|WebSearch|Read|Grep|Bash|mcp__.*", hooks: [{ type: "command", command: o.command, timeout: 30 }] }],
            UserPromptSubmit: [{ hooks: [{ type: "command", command: o.command, timeout: 30 }] }],
          },
        },
        notes: ["Managed fleets: put the same block in Claude Code's managed-settings.json and set allowManagedHooksOnly."],
      };
    case "codex":
      return {
        path: ".codex/hooks.json",
        snippet: {
          hooks: {
            PreToolUse: [{ matcher: o.managed ? "Bash|apply_patch|mcp__.*" : "Bash|mcp__.*", hooks: [{ type: "command", command: o.command, timeout: 30, statusMessage: "Agent-Shield check" }] }],
            PostToolUse: [{ matcher: "Bash|mcp__.*", hooks: [{ type: "command", command: o.command, timeout: 30, statusMessage: "Agent-Shield check" }] }],
            UserPromptSubmit: [{ hooks: [{ type: "command", command: o.command, timeout: 30 }] }],
          },
        },
        notes: ["Codex builds before hooks became default need `[features] hooks = true` (older: `codex_hooks = true`) in ~/.codex/config.toml.", "Project hooks load only when the project's .codex/ layer is trusted; ~/.codex/hooks.json always loads."],
      };
    case "cursor":
      return {
        path: ".cursor/hooks.json",
        snippet: {
          version: 1,
          hooks: {
            beforeShellExecution: [{ command: o.command }],
            beforeMCPExecution: [{ command: o.command }],
            beforeReadFile: [{ command: o.command }],
            beforeSubmitPrompt: [{ command: o.command }],
            afterShellExecution: [{ command: o.command }],
            afterMCPExecution: [{ command: o.command }],
          },
        },
        notes: ["User-level alternative: ~/.cursor/hooks.json. Restart Cursor after changing hooks.", "Cursor's after-hooks (afterShellExecution, afterMCPExecution) only observe: results are scanned and logged, not withheld; route MCP servers through `agent-shield mcp-proxy` to withhold."],
      };
    case "windsurf":
      return {
        path: ".windsurf/hooks.json",
        snippet: { hooks: { pre_run_command: [{ command: o.command, show_output: true }], pre_user_prompt: [{ command: o.command, show_output: true }], post_mcp_tool_use: [{ command: o.command, show_output: true }] } },
        notes: ["User-level alternative: ~/.codeium/windsurf/hooks.json. MCP tool calls are not intercepted for Windsurf and post_mcp_tool_use only observes; route MCP servers through `agent-shield mcp-proxy` (docs/HOOKS.md)."],
      };
    case "gemini-cli":
      return {
        path: ".gemini/settings.json",
        snippet: {
          hooks: {
            BeforeTool: [{ matcher: o.managed ? "run_shell_command|write_file|replace|mcp_.*|.*__.*" : "run_shell_command|mcp_.*|.*__.*", hooks: [{ name: "agent-shield", type: "command", command: o.command, timeout: 30000 }] }],
            AfterTool: [{ matcher: "web_fetch|google_web_search|read_file|read_many_files|run_shell_command|mcp_.*|.*__.*", hooks: [{ name: "agent-shield", type: "command", command: o.command, timeout: 30000 }] }],
            BeforeAgent: [{ hooks: [{ name: "agent-shield", type: "command", command: o.command, timeout: 30000 }] }],
          },
        },
        notes: ["User-level alternative: ~/.gemini/settings.json. Older Gemini CLI builds need hooks enabled in settings (tools.enableHooks)."],
      };
  }
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function mentionsUs(v: unknown): boolean {
  return JSON.stringify(v ?? null).includes(MARK);
}

/**
 * Merges our snippet into existing settings: per hook event, our entry is appended unless one of
 * ours is already there; every other key and entry is kept as it was. With `disable`, removes our
 * entries (and event arrays left empty) instead. Throws if the existing file is not a JSON object
 * or its `hooks` is not an object: refusing beats clobbering.
 */
export function mergeSettings(existing: unknown, snippet: Json, disable = false): Json {
  const base: Json = existing === undefined || existing === null ? {} : isObj(existing) ? structuredClone(existing) : fail("existing settings are not a JSON object");
  const ours = snippet.hooks as Json;
  const hooks: Json = base.hooks === undefined ? {} : isObj(base.hooks) ? base.hooks : fail("existing `hooks` is not an object");
  for (const [event, entries] of Object.entries(ours)) {
    const current = hooks[event] === undefined ? [] : Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : fail(`existing hooks.${event} is not an array`);
    if (disable) {
      const kept = current.filter((e) => !mentionsUs(e));
      if (kept.length > 0) hooks[event] = kept;
      else delete hooks[event];
      continue;
    }
    hooks[event] = current.some(mentionsUs) ? current : [...current, ...(entries as unknown[])];
  }
  for (const [k, v] of Object.entries(snippet)) if (k !== "hooks" && !(k in base)) base[k] = v;
  base.hooks = hooks;
  return base;
}

function fail(msg: string): never {
  throw new Error(msg);
}
