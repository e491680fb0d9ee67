// Managed-mode self-protection (seed 004 "SelfProtect"): refuse what would disable or tamper with
// the hook itself — deleting or editing its config or its entry in an agent's settings, replacing
// its binary, editing its policy, `agent-shield hook install --disable`, or setting the bypass
// variable. Pure text checks on the command (and on file/MCP targets), deliberately broad: in
// managed mode a false refusal costs a human a minute; a missed one costs the control.
import type { HookEvent } from "./types";

/** Files whose change would unhook or reconfigure Shield. Matched as path suffixes / fragments. */
export const PROTECTED_FILES: readonly string[] = Object.freeze([
  ".claude/settings.json", ".claude/settings.local.json", "claude-code/managed-settings.json",
  ".cursor/hooks.json", ".windsurf/hooks.json", ".codeium/windsurf/hooks.json",
  ".codex/hooks.json", ".codex/config.toml", ".gemini/settings.json",
  ".agent-shield", "/etc/agent-shield",
]);

const PATH_RE = new RegExp(PROTECTED_FILES.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "i");
/** Verbs that change, move or remove a file (or restore it from git, which undoes our entry). */
const MUTATE_RE = /(?:^|[\s;&|(`])(?:rm|unlink|mv|cp|install|ln|truncate|shred|dd|tee|sed\s+(?:-[a-zA-Z]*i|--in-place)|perl\s+-[a-zA-Z]*i|chmod|chown|chattr|touch|git\s+(?:checkout|restore|rm|reset|stash|clean)|jq\b[^|;&]*>|sponge|ed|ex|vim?|nano|emacs|code|open|python3?|node|ruby|perl)\b|\bwrite(?:File|_text|text)?\s*\(|\bopen\([^)]*['"][wa]/;
const REDIRECT_RE = new RegExp(`>{1,2}\\s*['"]?[^\\s;&|'"]*(?:${PROTECTED_FILES.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})`, "i");
const BINARY_RE = /\b(?:npm|pnpm|yarn|bun)\s+(?:uninstall|remove|rm|un|unlink|r)\b[^;&|]*agent-shield|\b(?:rm|mv|cp|ln|install|chmod|tee|curl|wget)\b[^;&|]*\bbin\/agent-shield\b|>\s*\S*\bagent-shield(?:\.js)?\b|node_modules\/agent-shield-edge\//i;
const SELF_CMD_RE = /\bagent-shield\s+hook\s+(?:install\b[^;&|]*--disable\b|uninstall\b|disable\b|off\b)/i;
const BYPASS_RE = /\bAGENT_SHIELD_BYPASS\s*=|\bunset\s+[^;&|]*\bAGENT_SHIELD_|\bAGENT_SHIELD_(?:URL|MANAGED\w*)\s*=/;
const WATCHDOG_RE = /\b(?:kill|pkill|killall)\b[^;&|]*agent-shield/i;

/** Why this event would tamper with Shield, or null. Only consulted in managed mode. */
export function tamperReason(e: HookEvent): string | null {
  if (e.kind === "shell" && e.command !== undefined) return commandTamper(e.command);
  if (e.kind === "file" && e.filePath !== undefined && PATH_RE.test(normal(e.filePath))) return "it edits Agent-Shield's hook or policy configuration";
  if (e.kind === "mcp") {
    // A filesystem/shell MCP server is as able to unhook Shield as the agent's own tools.
    const args = safeJson(e.toolInput);
    const mutating = /write|edit|move|delete|remove|rename|create|patch|exec|run|shell|command/i.test(e.toolName ?? "");
    if (mutating && PATH_RE.test(normal(args))) return "it changes Agent-Shield's hook or policy configuration through an MCP tool";
    const cmd = /"(?:command|cmd|script)"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
    if (cmd !== undefined) return commandTamper(cmd.replace(/\\"/g, '"'));
  }
  return null;
}

export function commandTamper(command: string): string | null {
  const c = normal(command);
  if (SELF_CMD_RE.test(c)) return "it disables the Agent-Shield hook";
  if (BYPASS_RE.test(c)) return "it sets or clears Agent-Shield's own environment (bypass)";
  if (BINARY_RE.test(c)) return "it removes or replaces the Agent-Shield binary";
  if (WATCHDOG_RE.test(c)) return "it stops Agent-Shield processes";
  if (REDIRECT_RE.test(c) || (PATH_RE.test(c) && MUTATE_RE.test(c))) return "it changes or removes Agent-Shield's hook or policy configuration";
  return null;
}

function normal(s: string): string {
  // Collapse quoting and escapes that split a path ("~/.cla""ude/settings.json", \.claude).
  return s.replace(/\\(?=\S)/g, "").replace(/(['"])(\1)/g, "").replace(/(\w)['"]{1,2}(\w)/g, "$1$2").replace(/\/{2,}/g, "/");
}

function safeJson(v: unknown): string {
  try {
    return typeof v === "string" ? v : JSON.stringify(v ?? {});
  } catch {
    return "";
  }
}
