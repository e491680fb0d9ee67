// Word-level expansions and code extraction the walker needs: brace expansion, globbed command
// names, interpreter shell-outs, and which written files will later run as code.

/** Binaries worth resolving when a command name is a glob (`/???/?m` → rm). */
const GLOB_TARGETS = ["rm", "dd", "cat", "nc", "sh", "bash", "curl", "wget", "python", "python3", "perl", "chmod", "chown", "mkfs", "shred", "base64", "ncat", "socat", "wipefs", "tee", "cp", "mv", "ssh", "scp", "sudo", "su", "kill", "find", "tar", "xxd", "openssl"];

export function resolveGlobbedExe(glob: string): string {
  const base = glob.slice(glob.lastIndexOf("/") + 1);
  if (base.length > 64) return glob;
  let re = "^";
  for (let i = 0; i < base.length; i++) {
    const ch = base[i] as string;
    if (ch === "*") re += "[^/]{0,32}";
    else if (ch === "?") re += "[^/]";
    else if (ch === "[") { const close = base.indexOf("]", i); if (close < 0) return glob; re += `[${base.slice(i + 1, close).replace(/[\\\]]/g, "\\$&").replace(/^!/, "^")}]`; i = close; }
    else re += ch.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  let rx: RegExp;
  try { rx = new RegExp(`${re}$`); } catch { return glob; }
  return GLOB_TARGETS.find((t) => rx.test(t)) ?? glob;
}

/** One level of `pre{a,b,c}post` → words, as bash would; bounded. `{1..5}` ranges stay as text. */
export function expandBraces(v: string): string[] {
  const m = /^([^{}]{0,200})\{([^{}]{0,400})\}([^{}]{0,200})$/.exec(v);
  if (m === null || !(m[2] ?? "").includes(",")) return [v];
  return (m[2] ?? "").split(",").slice(0, 64).map((x) => `${m[1] ?? ""}${x}${m[3] ?? ""}`);
}

/** Files whose content will be executed later: hooks, start-up files, cron, shell scripts. */
export const EXEC_TARGET = /(?:(?:^|\/)\.git\/hooks\/|^~\/\.(?:bashrc|bash_profile|profile|zshrc|zprofile|zshenv)$|^\/etc\/(?:cron|profile\.d\/|rc\.local)|^\/var\/spool\/cron|\.(?:sh|bash|zsh|command)$)/;

const SHELL_OUT = /(?:os\.system|os\.popen|subprocess\.(?:run|call|Popen|check_output|check_call|getoutput|getstatusoutput)|\bsystem|\bexec(?:Sync)?|spawnSync|\bIO\.popen|%x|child_process\.exec(?:Sync)?)\s{0,3}\(?\s{0,3}\[?\s{0,3}(?:f|r)?(['"`])/g;

/** String literals handed to a shell from inline interpreter code; bounded and capped. */
export function shellOuts(code: string): string[] {
  const out: string[] = [];
  const text = code.length > 16384 ? code.slice(0, 16384) : code;
  SHELL_OUT.lastIndex = 0;
  for (let m = SHELL_OUT.exec(text); m !== null && out.length < 8; m = SHELL_OUT.exec(text)) {
    const q = m[1] ?? "'";
    const start = m.index + m[0].length;
    const end = text.indexOf(q, start);
    if (end > start && end - start <= 2000) out.push(text.slice(start, end));
  }
  return out;
}

