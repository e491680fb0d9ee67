// `agent-shield hook --agent <name>` and `agent-shield hook install --agent <name>`: the thin Node
// shell around the pure dialects, decision core and tamper guard. It is the only file under
// src/hooks that touches the process, the file system or the network.
//
// Whatever happens, a hook run ends through the agent's own dialect (never a stray exit code that
// the agent would read as "hook broken, carry on"): a failure becomes the operator's fail-open /
// fail-closed decision (default closed; always closed in managed mode), and says so.
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { DIALECTS } from "./dialects/index";
import { decide, degrade, failSafe, stricter, type DecideOptions, type ScanLike } from "./decide";
import { defaultCommand, installTarget, mergeSettings } from "./install";
import { tamperReason } from "./tamper";
import { AGENTS, type AgentName, type Dialect, type HookDecision, type HookEvent, type HookOutput, type HookVerdict } from "./types";
import type { ScanPolicy } from "../scan/types";

export interface HookIO {
  readStdin(): Promise<string>;
  stdout(s: string): void;
  stderr(s: string): void;
  env: Record<string, string | undefined>;
  /** Interactive confirmation for `install --write`; absent when stdin is not a terminal. */
  confirm?(question: string): Promise<boolean>;
  cwd: string;
}

const USAGE = `usage: agent-shield hook --agent <${AGENTS.join("|")}> [--local | --url URL] [--fail-closed | --fail-open]
                        [--timeout-ms N] [--on-audit ask|allow|deny] [--ask-fallback allow|deny] [--gate] [--managed]
       agent-shield hook install --agent <name> [--write [--yes]] [--disable] [--managed] [--dir DIR] [--command CMD]
Reads the agent's hook JSON on stdin and answers in that agent's hook protocol.
Remote (default): POST \$AGENT_SHIELD_URL/v2/scan with \$AGENT_SHIELD_API_KEY. --local: analyse in-process, nothing leaves the machine;
--policy FILE (or \$AGENT_SHIELD_POLICY): the tenant scan policy for --local, same JSON as PUT /v2/scan-policy.
Managed mode (--managed, /etc/agent-shield/managed.json or ~/.agent-shield/managed.json): bypass ignored, tamper guard on, fails closed.`;

const MAX_STDIN = 4 * 1024 * 1024;
const MAX_CONTENT = 1024 * 1024;

interface HookArgs {
  agent?: string;
  local: boolean;
  url?: string;
  /** A scan policy file (the JSON of PUT /v2/scan-policy) for --local mode. */
  policyFile?: string;
  fail: "open" | "closed";
  timeoutMs: number;
  onAudit: HookVerdict;
  askFallback: "allow" | "deny";
  managed: boolean;
  /** Also ask the Shield gate (POST /v1/shield/evaluate) about MCP tool calls: kill switches, manifests, trust, approvals. */
  gate: boolean;
  // install
  install: boolean;
  write: boolean;
  yes: boolean;
  disable: boolean;
  dir?: string;
  command?: string;
}

class HelpRequested extends Error {}

function parseArgs(argv: string[]): HookArgs {
  const a: HookArgs = { local: false, fail: "closed", timeoutMs: 5000, onAudit: "ask", askFallback: "allow", managed: false, gate: false, install: false, write: false, yes: false, disable: false };
  let i = 0;
  if (argv[0] === "install") {
    a.install = true;
    i = 1;
  }
  for (; i < argv.length; i++) {
    const k = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${k} needs a value`);
      return v;
    };
    const oneOf = <T extends string>(v: string, allowed: readonly T[]): T => {
      if (!(allowed as readonly string[]).includes(v)) throw new Error(`${k} must be one of ${allowed.join(", ")}`);
      return v as T;
    };
    if (k === "--agent") a.agent = value();
    else if (k === "--local") a.local = true;
    else if (k === "--url") a.url = value();
    else if (k === "--policy") a.policyFile = value();
    else if (k === "--fail-open") a.fail = "open";
    else if (k === "--fail-closed") a.fail = "closed";
    else if (k === "--timeout-ms") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1 || n > 600_000) throw new Error("--timeout-ms must be an integer between 1 and 600000");
      a.timeoutMs = n;
    } else if (k === "--on-audit") a.onAudit = oneOf(value(), ["ask", "allow", "deny"] as const);
    else if (k === "--ask-fallback") a.askFallback = oneOf(value(), ["allow", "deny"] as const);
    else if (k === "--managed") a.managed = true;
    else if (k === "--gate") a.gate = true;
    else if (k === "--write") a.write = true;
    else if (k === "--yes" || k === "-y") a.yes = true;
    else if (k === "--disable") a.disable = true;
    else if (k === "--dir") a.dir = value();
    else if (k === "--command") a.command = value();
    else if (k === "--help" || k === "-h") throw new HelpRequested();
    else throw new Error(`unknown option: ${k}`);
  }
  return a;
}

/** A managed config that exists but cannot be read still means "managed": fail closed, never open. */
export interface ManagedConfig {
  managed: boolean;
  url?: string;
  local?: boolean;
  on_audit?: HookVerdict;
  ask_fallback?: "allow" | "deny";
  timeout_ms?: number;
  gate?: boolean;
  /** The machine's scan policy file for local mode, set by the administrator. */
  policy_file?: string;
  error?: string;
}

export function managedConfigPaths(env: HookIO["env"]): string[] {
  const home = env.HOME ?? homedir();
  // The env variable can only add a file (tighten), never switch the fixed locations off.
  return ["/etc/agent-shield/managed.json", path.join(home, ".agent-shield", "managed.json"), ...(env.AGENT_SHIELD_MANAGED_CONFIG ? [env.AGENT_SHIELD_MANAGED_CONFIG] : [])];
}

export function loadManagedConfig(env: HookIO["env"]): ManagedConfig | undefined {
  for (const p of managedConfigPaths(env)) {
    if (!existsSync(p)) continue;
    try {
      const c = JSON.parse(readFileSync(p, "utf8")) as Record<string, unknown>;
      if (c.managed !== true) continue;
      const out: ManagedConfig = { managed: true };
      if (typeof c.url === "string") out.url = c.url;
      if (typeof c.local === "boolean") out.local = c.local;
      if (c.on_audit === "ask" || c.on_audit === "allow" || c.on_audit === "deny") out.on_audit = c.on_audit;
      if (c.ask_fallback === "allow" || c.ask_fallback === "deny") out.ask_fallback = c.ask_fallback;
      if (typeof c.timeout_ms === "number" && c.timeout_ms > 0) out.timeout_ms = c.timeout_ms;
      if (typeof c.gate === "boolean") out.gate = c.gate;
      if (typeof c.policy_file === "string") out.policy_file = c.policy_file;
      return out;
    } catch {
      return { managed: true, error: "managed config unreadable" };
    }
  }
  return undefined;
}

type Scanner = (content: string, tool: string) => Promise<ScanLike>;

// Loaded on first use, inside the fail-safe path: if the analyzer or scanner cannot even load,
// the hook still answers (fail closed) instead of crashing into an exit code the agent ignores.
// The remote path never loads them at all.
function localScanner(policy?: ScanPolicy): Scanner {
  return async (content, tool) => {
    const { scan } = await import("../lib");
    return scan({ content, context: { source: "agent_message", direction: "outbound", tool } }, policy ? { policy } : {});
  };
}

/** Reads and validates a local scan policy file; null when it cannot be used (the caller fails safe). */
async function loadPolicyFile(file: string): Promise<ScanPolicy | null> {
  try {
    const { ScanPolicyInputSchema } = await import("../schemas/scan-policy");
    const parsed = ScanPolicyInputSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? (parsed.data as ScanPolicy) : null;
  } catch {
    return null;
  }
}

class ShieldUnavailable extends Error {}

function remoteScanner(url: string, key: string, timeoutMs: number): Scanner {
  const endpoint = `${url.replace(/\/+$/, "")}/v2/scan`;
  return async (content, tool) => {
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ content, context: { source: "agent_message", direction: "outbound", tool } }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (e) {
      const name = (e as Error).name;
      throw new ShieldUnavailable(name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : "Shield was unreachable");
    }
    if (!res.ok) throw new ShieldUnavailable(res.status === 401 || res.status === 403 ? `Shield refused the API key (${res.status})` : `Shield answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as Partial<ScanLike> | null;
    if (!body || (body.verdict !== "clean" && body.verdict !== "suspicious" && body.verdict !== "malicious") || !Array.isArray(body.findings))
      throw new ShieldUnavailable("Shield's answer was not a scan response");
    return { verdict: body.verdict, findings: body.findings };
  };
}

type Gate = (e: HookEvent) => Promise<HookDecision>;

/**
 * The Shield gate for an MCP tool call: 200 → no objection; 409 ApprovalRequired → ask (the agent's
 * user decides; the pending request id is named); any other §13 refusal (412/451: kill switch,
 * taint, trust, capability, policy) → deny with its type. Anything else is "Shield unavailable".
 */
function remoteGate(url: string, key: string, timeoutMs: number): Gate {
  const endpoint = `${url.replace(/\/+$/, "")}/v1/shield/evaluate`;
  return async (e) => {
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ surface: "mcp", toolName: (e.toolName ?? "tool").slice(0, 256), arguments: e.toolInput ?? {} }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new ShieldUnavailable(name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : "Shield was unreachable");
    }
    if (res.ok) return { decision: "allow", reason: "" };
    const body = (await res.json().catch(() => null)) as { error?: { type?: unknown; approvalRequestId?: unknown } } | null;
    const type = typeof body?.error?.type === "string" ? body.error.type.slice(0, 64) : "";
    if (res.status === 409 && type === "ApprovalRequired") {
      const id = typeof body?.error?.approvalRequestId === "string" ? ` (request ${body.error.approvalRequestId.slice(0, 64)})` : "";
      return { decision: "ask", reason: `Shield requires human approval for this tool call${id}. Approve only if you expected it.`, basis: `gate: approval required${id}`, mustAsk: true };
    }
    if ((res.status === 412 || res.status === 451) && type !== "")
      return { decision: "deny", reason: `Shield refused this tool call (${type}). Do not retry it; tell the user it was refused and why.` };
    throw new ShieldUnavailable(res.status === 401 || res.status === 403 ? `Shield refused the API key (${res.status})` : `Shield answered ${res.status}`);
  };
}

/** An MCP tool that is really a shell (`mcp__shell__execute_command {command}`) is also judged as a command. */
function embeddedCommand(e: HookEvent): string | undefined {
  const last = (e.toolName ?? "").split(/__|\//).pop() ?? "";
  if (!/(?:^|_)(?:exec|execute|shell|bash|command|terminal|run_command|run_shell_command)(?:_|$)/i.test(last)) return undefined;
  const t = e.toolInput;
  if (typeof t !== "object" || t === null) return undefined;
  const o = t as Record<string, unknown>;
  const c = o.command ?? o.cmd ?? o.script;
  return typeof c === "string" ? c : Array.isArray(c) ? c.filter((x) => typeof x === "string").join(" ") : undefined;
}

async function evaluate(e: HookEvent, scanner: Scanner, opts: DecideOptions, gate?: Gate): Promise<HookDecision> {
  if (e.kind === "shell") {
    // Every dialect names its agent's shell tool with a name in SHELL_TOOL_NAMES.
    const tool = e.toolName ?? "Bash";
    return decide(await scanner(e.command ?? "", tool), e, opts);
  }
  // MCP: the arguments are scanned as outbound agent content for the named tool.
  let content = "";
  try {
    content = JSON.stringify(e.toolInput ?? {});
  } catch {
    content = String(e.toolInput);
  }
  // MCP arguments are JSON, not a command: a bare tool name that happens to be a shell tool name
  // (Cursor sends `run_command`, not `mcp__server__run_command`) must not make the service parse
  // the JSON as shell. Claude/Codex/Gemini names already start with "mcp".
  const name = e.toolName ?? "tool";
  const tool = (/^mcp/i.test(name) ? name : `mcp:${name}`).slice(0, 256);
  let d = decide(await scanner(content.slice(0, MAX_CONTENT), tool), e, opts);
  const cmd = embeddedCommand(e);
  if (cmd !== undefined) d = stricter(d, decide(await scanner(cmd, "Bash"), { kind: "shell" }, opts));
  if (gate !== undefined && d.decision !== "deny") d = stricter(d, await gate(e));
  return d;
}

function emit(io: HookIO, out: HookOutput, prefix = ""): number {
  if (out.stdout) io.stdout(out.stdout);
  if (prefix || out.stderr) io.stderr(prefix + out.stderr);
  return out.exitCode;
}

export async function runHookCli(argv: string[], io: HookIO): Promise<number> {
  let args: HookArgs;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (e instanceof HelpRequested) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    io.stderr(`agent-shield: ${(e as Error).message}\n${USAGE}\n`);
    // Exit 2 blocks in every supported agent: a misconfigured hook must not read as "carry on".
    return 2;
  }
  if (args.agent === undefined || !(AGENTS as readonly string[]).includes(args.agent)) {
    io.stderr(`agent-shield: ${args.agent === undefined ? "--agent is required" : `unknown agent: ${args.agent}`}\n${USAGE}\n`);
    return 2;
  }
  const agent = args.agent as AgentName;
  const managedCfg = loadManagedConfig(io.env);
  const managed = args.managed || managedCfg?.managed === true;
  if (args.install) return install(agent, args, managed, io);

  const dialect: Dialect = DIALECTS[agent];
  const failMode: "open" | "closed" = managed ? "closed" : args.fail;
  const opts: DecideOptions = { onAudit: managedCfg?.on_audit ?? args.onAudit, askFallback: managedCfg?.ask_fallback ?? args.askFallback };
  const finish = (d: HookDecision, prefix = ""): number => emit(io, dialect.render(degrade(d, dialect.canAsk, opts)), prefix);

  let warn = "";
  if (io.env.AGENT_SHIELD_BYPASS === "1") {
    if (!managed) return finish({ decision: "allow", reason: "", note: "Agent-Shield bypassed (AGENT_SHIELD_BYPASS=1); not checked." });
    warn = "agent-shield: AGENT_SHIELD_BYPASS ignored in managed mode\n";
  }
  if (managedCfg?.error) return finish(failSafe("closed", managedCfg.error), warn);

  let event: HookEvent;
  try {
    const raw = await io.readStdin();
    if (raw.length > MAX_STDIN) throw new Error("hook input too large");
    event = dialect.parse(JSON.parse(raw) as unknown);
  } catch {
    return finish(failSafe(failMode, "unreadable hook input"), warn);
  }

  if (managed) {
    const why = tamperReason(event);
    if (why !== null)
      return finish({ decision: "deny", reason: `Agent-Shield is managed on this machine and refuses this: ${why}. Do not try another way; ask an administrator.` }, warn);
  }
  if (event.kind === "other" || event.kind === "file") return finish({ decision: "allow", reason: "" }, warn);

  const local = managedCfg?.local ?? args.local;
  const url = managedCfg?.url ?? args.url ?? io.env.AGENT_SHIELD_URL;
  let scanner: Scanner;
  let gate: Gate | undefined;
  const policyFile = managedCfg?.policy_file ?? args.policyFile ?? io.env.AGENT_SHIELD_POLICY;
  let policy: ScanPolicy | undefined;
  if (local && policyFile) {
    const p = await loadPolicyFile(policyFile);
    if (p === null) return finish(failSafe(failMode, "the scan policy file is unreadable or invalid"), warn);
    policy = p;
  }
  if (local) scanner = localScanner(policy);
  else if (!url) return finish(failSafe(failMode, "no --url, AGENT_SHIELD_URL or --local configured"), warn);
  else if (!io.env.AGENT_SHIELD_API_KEY) return finish(failSafe(failMode, "AGENT_SHIELD_API_KEY is not set"), warn);
  else {
    const timeout = managedCfg?.timeout_ms ?? args.timeoutMs;
    scanner = remoteScanner(url, io.env.AGENT_SHIELD_API_KEY, timeout);
    if (managedCfg?.gate ?? args.gate) gate = remoteGate(url, io.env.AGENT_SHIELD_API_KEY, timeout);
  }

  try {
    return finish(await evaluate(event, scanner, opts, gate), warn);
  } catch (e) {
    return finish(failSafe(failMode, e instanceof ShieldUnavailable ? e.message : "internal error in the hook"), warn);
  }
}

async function install(agent: AgentName, args: HookArgs, managed: boolean, io: HookIO): Promise<number> {
  if (args.disable && managed) {
    io.stderr("agent-shield: this machine is managed; the hook cannot be disabled from here (ask an administrator)\n");
    return 1;
  }
  const extra = [args.local ? "--local" : "", args.url ? `--url ${args.url}` : "", args.fail === "open" ? "--fail-open" : "", args.gate ? "--gate" : "", args.managed ? "--managed" : ""].filter(Boolean).join(" ");
  const target = installTarget(agent, { command: args.command ?? defaultCommand(agent, extra), managed });
  if (!args.write) {
    io.stdout(`# ${target.path}${args.disable ? " (remove the agent-shield entries)" : ""}\n${JSON.stringify(target.snippet, null, 2)}\n`);
    for (const n of target.notes) io.stdout(`# ${n}\n`);
    return 0;
  }
  const file = path.resolve(args.dir ?? io.cwd, target.path);
  let existing: unknown;
  try {
    existing = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as unknown) : undefined;
  } catch {
    io.stderr(`agent-shield: ${file} is not valid JSON; not touching it\n`);
    return 1;
  }
  let merged: Record<string, unknown>;
  try {
    merged = mergeSettings(existing, target.snippet, args.disable);
  } catch (e) {
    io.stderr(`agent-shield: ${(e as Error).message}; not touching ${file}\n`);
    return 1;
  }
  const text = `${JSON.stringify(merged, null, 2)}\n`;
  io.stdout(`${file} will become:\n${text}`);
  if (!args.yes) {
    if (!io.confirm) {
      io.stderr("agent-shield: --write needs a terminal to confirm, or --yes\n");
      return 1;
    }
    if (!(await io.confirm(`Write ${file}? [y/N] `))) {
      io.stderr("agent-shield: not written\n");
      return 1;
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  if (existing !== undefined) copyFileSync(file, `${file}.bak`);
  const tmp = `${file}.agent-shield.tmp`;
  writeFileSync(tmp, text, { mode: 0o644 });
  renameSync(tmp, file);
  io.stdout(`wrote ${file}${existing !== undefined ? ` (previous version kept as ${path.basename(file)}.bak)` : ""}\n`);
  for (const n of target.notes) io.stdout(`# ${n}\n`);
  return 0;
}

/** The process binding used by src/cli.ts. */
export function processIO(): HookIO {
  return {
    readStdin: () =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        process.stdin.on("data", (c: Buffer) => {
          size += c.length;
          if (size <= MAX_STDIN + 1) chunks.push(c);
        });
        process.stdin.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        process.stdin.on("error", reject);
      }),
    stdout: (s) => void process.stdout.write(s),
    stderr: (s) => void process.stderr.write(s),
    env: process.env,
    cwd: process.cwd(),
    ...(process.stdin.isTTY
      ? {
          confirm: (q: string) =>
            new Promise<boolean>((resolve) => {
              const rl = createInterface({ input: process.stdin, output: process.stderr });
              rl.question(q, (answer) => {
                rl.close();
                resolve(/^y(es)?$/i.test(answer.trim()));
              });
            }),
        }
      : {}),
  };
}
