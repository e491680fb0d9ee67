// The canonical one-line text of a simple command that exact rules read. Data that is sent to
// an API rather than executed (commit messages, PR/issue bodies and titles) is elided, which
// is the seed's safe-caller lesson: `git commit -m "…rm -rf /…"` runs no `rm`.
import type { SimpleCmd } from "./types";

const PRIV = new Set(["sudo", "doas", "pkexec", "run0"]);
const GIT_MSG = new Set(["-m", "--message", "-F", "--file", "--trailer", "-t", "--template"]);
const GH_MSG = new Set(["--body", "-b", "--title", "-t", "--notes", "-n", "--body-file", "-F", "--field", "-f", "--raw-field", "--description", "-d", "--message", "-m"]);
const MAX_ARG = 4096;

const GIT_MSG_NO_TEMPLATE = new Set([...GIT_MSG].filter((f) => f !== "-t" && f !== "--template"));
const TEMPLATE_TAKERS = new Set(["clone", "init", "submodule"]);

/** The git subcommand: the first word that is neither a global flag nor a flag's value. */
function gitSubcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (a === "-c" || a === "-C" || a === "--git-dir" || a === "--work-tree" || a === "--namespace") { i++; continue; }
    if (!a.startsWith("-")) return a;
  }
  return "";
}

/** Indexes of arguments that are message text, not code or paths. */
export function dataArgIndexes(c: SimpleCmd): Set<number> {
  const out = new Set<number>();
  let msgFlags = c.exe === "git" ? GIT_MSG : c.exe === "gh" || c.exe === "glab" || c.exe === "hub" ? GH_MSG : undefined;
  if (msgFlags === undefined) return out;
  // `git clone/init --template DIR` names a directory whose hooks get installed: code, not a message.
  if (c.exe === "git" && TEMPLATE_TAKERS.has(gitSubcommand(c.args))) msgFlags = GIT_MSG_NO_TEMPLATE;
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i] ?? "";
    const eq = a.indexOf("=");
    if (a.startsWith("--") && eq > 0 && msgFlags.has(a.slice(0, eq))) { out.add(i); continue; }
    // `-am "msg"`: a short-flag cluster ending in m takes the message.
    if (msgFlags.has(a) || (c.exe === "git" && /^-[a-z]{1,4}m$/.test(a))) { out.add(i + 1); i++; }
  }
  return out;
}

export function cmdText(c: SimpleCmd): string {
  const parts: string[] = [];
  for (const a of c.assigns) parts.push(`${a.name}=${a.value}`);
  for (const v of c.via) if (PRIV.has(v)) parts.push(v);
  if (c.exe !== "") parts.push(c.exe);
  const skip = dataArgIndexes(c);
  c.args.forEach((a, i) => parts.push(skip.has(i) ? "…" : a.length > MAX_ARG ? a.slice(0, MAX_ARG) : a));
  for (const r of c.redirs) parts.push(`${r.op}${r.fd !== undefined && r.op !== ">&" ? "" : ""} ${r.target}`);
  return parts.join(" ");
}
