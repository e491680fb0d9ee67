// Tool names coding agents use for "run this in a shell". A leaf module: the hook adapters and the
// scan bridge route these to the analyzer, and the scanner reads a URL handed to one as a request
// (it will be fetched), which it must know without importing the analyzer.
export const SHELL_TOOL_NAMES: readonly string[] = Object.freeze([
  "Bash", "bash", "shell", "Shell", "sh", "zsh", "terminal", "Terminal", "exec", "execute",
  "run_terminal_cmd", "run_shell_command", "execute_command", "executeCommand", "run_command",
  "runCommand", "shell_exec", "exec_command", "local_shell", "container.exec", "computer.bash",
  "terminal_execute", "run_in_terminal", "runInTerminal", "BashTool", "bash_tool", "command",
  // Windows agents' shell tools: their commands are PowerShell, which the PowerShell layer reads.
  "PowerShell", "powershell", "pwsh", "run_powershell",
]);

const SHELL_TOOLS: ReadonlySet<string> = new Set(SHELL_TOOL_NAMES.map((n) => n.toLowerCase()));

/** Case-insensitive: `Bash`, `bash`, `RUN_TERMINAL_CMD` all name a shell tool. */
export function isShellTool(tool: string | undefined): boolean {
  return typeof tool === "string" && SHELL_TOOLS.has(tool.trim().toLowerCase());
}
