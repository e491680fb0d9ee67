// `agent-shield hook --agent <name>` and `agent-shield hook install --agent <name>`: the thin Node
// shell around the pure dialects, decision core and tamper guard. It is the only file under
// src/hooks that touches the process, the file system or the network.
//
// Whatever happens, a hook run ends through the agent's own dialect (never a stray exit code that
// the agent would read as "hook broken, carry on"): a failure becomes the operator's fail-open /
// fail-closed decision (default closed; always closed in managed mode), and says so.
import { optionValue } from "../util/argv";
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { DIALECTS } from "./dialects/index";
import { appendAudit, auditDir, sha256Hex } from "../audit/log";
import { decide, degrade, failSafe, stricter, type DecideOptions, type ScanLike } from "./decide";
import { decideInbound, scanWindowed, UNSCANNED_RULE, WINDOW_DEFAULTS } from "./inbound";
import { enforcementAction, recordEnforcement, remoteGate, remoteScanner, ShieldUnavailable, type Gate, type Scanner } from "./remote";
import { defaultCommand, installTarget, mergeSettings } from "./install";
import { lineDiff, mcpConfigTarget, routeThroughProxy } from "./mcp-config";
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

const USAGE = `usage: agent-shield hook --agent <${AGENTS.join("|")}> [--local [--forward URL] | --url URL] [--fail-closed | --fail-open]
                        [--timeout-ms N] [--scan-budget-ms N] [--on-audit ask|allow|deny] [--ask-fallback allow|deny] [--gate] [--managed]
       agent-shield hook install --agent <name> [--write [--yes]] [--disable] [--managed] [--dir DIR] [--command CMD]
       agent-shield hook install --agent <name> --mcp [--local [--policy FILE]] [--write [--yes]] [--disable]   (stdio MCP servers via mcp-proxy)
Reads the agent's hook JSON on stdin and answers in that agent's hook protocol.
Remote (default): POST \$AGENT_SHIELD_URL/v2/scan with \$AGENT_SHIELD_API_KEY. --local: analyse in-process, nothing leaves the machine;
--policy FILE (or \$AGENT_SHIELD_POLICY): the tenant scan policy for --local, same JSON as PUT /v2/scan-policy.
--local decisions are appended to the signed local audit log (agent-shield log show|verify). Post-execution
events (PostToolUse, AfterTool, …) scan the tool's output as inbound content within --scan-budget-ms (default 3000).
Managed mode (--managed, /etc/agent-shield/managed.json or ~/.agent-shield/managed.json): bypass ignored, tamper guard on, fails closed.`;

const MAX_STDIN = 4 * 1024 * 1024;
const MAX_CONTENT = 1024 * 1024;

interface HookArgs {
  agent?: string;
  local: boolean;
  url?: string;
  /** A scan policy file (the JSON of PUT /v2/scan-policy) for --local mode. */
  policyFile?: string;
  /** --local: ship audit entries to this service when it is reachable (cursor kept on disk). */
  forward?: string;
  fail: "open" | "closed";
  timeoutMs: number;
  /** Time bound for scanning one large tool output (windowed); the rest is reported, not skipped. */
  scanBudgetMs: number;
  /** Unset: decide's per-kind default (allow for shell commands, ask for MCP calls and file edits). */
  onAudit?: HookVerdict;
  askFallback: "allow" | "deny";
  managed: boolean;
  /** Also ask the Shield gate (POST /v1/shield/evaluate) about MCP tool calls: kill switches, manifests, trust, approvals. */
  gate: boolean;
  // install
  install: boolean;
  write: boolean;
  yes: boolean;
  disable: boolean;
  /** install: rewrite the agent's MCP config so stdio servers run through `agent-shield mcp-proxy`. */
  mcp: boolean;
  dir?: string;
  command?: string;
}

class HelpRequested extends Error {}

function parseArgs(argv: string[]): HookArgs {
  const a: HookArgs = { local: false, fail: "closed", timeoutMs: 5000, scanBudgetMs: WINDOW_DEFAULTS.budgetMs, askFallback: "allow", managed: false, gate: false, install: false, write: false, yes: false, disable: false, mcp: false };
  let i = 0;
  if (argv[0] === "install") {
    a.install = true;
    i = 1;
  }
  for (; i < argv.length; i++) {
    const k = argv[i]!;
    const value = () => optionValue(argv, ++i, k);
    const oneOf = <T extends string>(v: string, allowed: readonly T[]): T => {
      if (!(allowed as readonly string[]).includes(v)) throw new Error(`${k} must be one of ${allowed.join(", ")}`);
      return v as T;
    };
    if (k === "--agent") a.agent = value();
    else if (k === "--local") a.local = true;
    else if (k === "--url") a.url = value();
    else if (k === "--policy") a.policyFile = value();
    else if (k === "--forward") a.forward = value();
    else if (k === "--fail-open") a.fail = "open";
    else if (k === "--fail-closed") a.fail = "closed";
    else if (k === "--timeout-ms") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1 || n > 600_000) throw new Error("--timeout-ms must be an integer between 1 and 600000");
      a.timeoutMs = n;
    } else if (k === "--scan-budget-ms") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0 || n > 600_000) throw new Error("--scan-budget-ms must be an integer between 0 and 600000");
      a.scanBudgetMs = n;
    } else if (k === "--on-audit") a.onAudit = oneOf(value(), ["ask", "allow", "deny"] as const);
    else if (k === "--ask-fallback") a.askFallback = oneOf(value(), ["allow", "deny"] as const);
    else if (k === "--managed") a.managed = true;
    else if (k === "--gate") a.gate = true;
    else if (k === "--write") a.write = true;
    else if (k === "--yes" || k === "-y") a.yes = true;
    else if (k === "--disable") a.disable = true;
    else if (k === "--mcp") a.mcp = true;
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

// Loaded on first use, inside the fail-safe path: if the analyzer or scanner cannot even load,
// the hook still answers (fail closed) instead of crashing into an exit code the agent ignores.
// The remote path never loads them at all.
function localScanner(policy?: ScanPolicy): Scanner {
  return async (content, context) => {
    const { scan } = await import("../lib");
    return scan({ content, context }, policy ? { policy } : {});
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

/** What a decision rested on, for the enforcement record (remote) and the audit log (local). */
interface Trace {
  scanIds: string[];
  decisionId?: string;
  verdict: ScanLike["verdict"];
  rules: Set<string>;
}

const RANK = { clean: 0, suspicious: 1, malicious: 2 } as const;

function traced(scanner: Scanner, t: Trace): Scanner {
  return async (content, context) => {
    const r = await scanner(content, context);
    if (r.scanId) t.scanIds.push(r.scanId);
    if (RANK[r.verdict] > RANK[t.verdict]) t.verdict = r.verdict;
    for (const f of r.findings) t.rules.add(f.rule_id);
    return r;
  };
}

async function evaluate(e: HookEvent, scanner: Scanner, opts: DecideOptions, t: Trace, gate?: Gate, budgetMs: number = WINDOW_DEFAULTS.budgetMs): Promise<HookDecision> {
  const scan = traced(scanner, t);
  if (e.kind === "output" || e.kind === "prompt") {
    const context = { source: e.source ?? "tool_output", direction: "inbound" as const, ...(e.toolName ? { tool: e.toolName.slice(0, 256) } : {}) };
    const r = await scanWindowed(e.content ?? "", (chunk) => scan(chunk, context), { ...WINDOW_DEFAULTS, budgetMs, now: Date.now });
    if (r.scanned < r.windows) t.rules.add(UNSCANNED_RULE);
    if (RANK[r.verdict] > RANK[t.verdict]) t.verdict = r.verdict;
    return decideInbound(r, e);
  }
  const outbound = (tool: string) => ({ source: "agent_message", direction: "outbound" as const, tool });
  if (e.kind === "shell") {
    // Every dialect names its agent's shell tool with a name in SHELL_TOOL_NAMES.
    return decide(await scan(e.command ?? "", outbound(e.toolName ?? "Bash")), e, opts);
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
  let d = decide(await scan(content.slice(0, MAX_CONTENT), outbound(tool)), e, opts);
  const cmd = embeddedCommand(e);
  if (cmd !== undefined) d = stricter(d, decide(await scan(cmd, outbound("Bash")), { kind: "shell" }, opts));
  if (gate !== undefined && d.decision !== "deny") {
    const g = await gate(e);
    if (g.decisionId) t.decisionId = g.decisionId;
    const { decisionId: _, ...gd } = g;
    d = stricter(d, gd);
  }
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
  let parsed: HookEvent | undefined;
  const finish = (d: HookDecision, prefix = ""): number => emit(io, dialect.render(degrade(d, dialect.canAsk, opts), parsed), prefix);

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
    parsed = event;
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

  const trace: Trace = { scanIds: [], verdict: "clean", rules: new Set() };
  let decision: HookDecision;
  try {
    decision = degrade(await evaluate(event, scanner, opts, trace, gate, args.scanBudgetMs), dialect.canAsk, opts);
  } catch (e) {
    decision = failSafe(failMode, e instanceof ShieldUnavailable ? e.message : "internal error in the hook");
  }
  const code = finish(decision, warn);
  if (local) {
    // The local record: hashes, decision, rule ids; never the content.
    try {
      const content = event.kind === "shell" ? (event.command ?? "") : event.kind === "mcp" ? JSON.stringify(event.toolInput ?? {}) : (event.content ?? "");
      appendAudit(auditDir(io.env), {
        kind: "hook",
        agent,
        event: event.event.slice(0, 64),
        ...(event.toolName ? { tool: event.toolName.slice(0, 256) } : {}),
        decision: decision.decision,
        action: enforcementAction(decision),
        verdict: trace.verdict,
        rules: [...trace.rules].slice(0, 20),
        content_sha256: sha256Hex(content),
      });
      if (args.forward && io.env.AGENT_SHIELD_API_KEY) {
        const { forwardAudit } = await import("../audit/forward");
        await forwardAudit(auditDir(io.env), args.forward, io.env.AGENT_SHIELD_API_KEY, 1500);
      }
    } catch (e) {
      io.stderr(`agent-shield: the local audit log could not be written (${(e as Error).message.slice(0, 120)})\n`);
    }
  } else if (url && io.env.AGENT_SHIELD_API_KEY && (trace.scanIds.length > 0 || trace.decisionId)) {
    await recordEnforcement(url, io.env.AGENT_SHIELD_API_KEY, trace, decision, `agent-shield-hook/${agent}`, Math.min(2000, managedCfg?.timeout_ms ?? args.timeoutMs));
  }
  return code;
}

async function install(agent: AgentName, args: HookArgs, managed: boolean, io: HookIO): Promise<number> {
  if (args.disable && managed) {
    io.stderr("agent-shield: this machine is managed; the hook cannot be disabled from here (ask an administrator)\n");
    return 1;
  }
  if (args.mcp) return installMcp(agent, args, io);
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
  if (!(await confirmWrite(file, args, io))) return 1;
  mkdirSync(path.dirname(file), { recursive: true });
  if (existing !== undefined) copyFileSync(file, `${file}.bak`);
  const tmp = `${file}.agent-shield.tmp`;
  writeFileSync(tmp, text, { mode: 0o644 });
  renameSync(tmp, file);
  io.stdout(`wrote ${file}${existing !== undefined ? ` (previous version kept as ${path.basename(file)}.bak)` : ""}\n`);
  for (const n of target.notes) io.stdout(`# ${n}\n`);
  return 0;
}

/** Whether to write `file`: `--yes`, or the user's answer at a terminal; says why not otherwise. */
async function confirmWrite(file: string, args: HookArgs, io: HookIO): Promise<boolean> {
  if (args.yes) return true;
  if (!io.confirm) {
    io.stderr("agent-shield: --write needs a terminal to confirm, or --yes\n");
    return false;
  }
  if (await io.confirm(`Write ${file}? [y/N] `)) return true;
  io.stderr("agent-shield: not written\n");
  return false;
}

/** `install --mcp`: show the diff of the agent's MCP config with stdio servers routed through the proxy; write after confirmation. */
async function installMcp(agent: AgentName, args: HookArgs, io: HookIO): Promise<number> {
  const target = mcpConfigTarget(agent);
  if (target === null) {
    io.stderr(`agent-shield: ${agent} keeps MCP servers in TOML (~/.codex/config.toml); wrap each stdio server by hand: command = "agent-shield", args = ["mcp-proxy", "--server-id", NAME, "--", …the original command and args]\n`);
    return 1;
  }
  const base = args.dir ?? (target.home ? (io.env.HOME ?? homedir()) : io.cwd);
  const file = path.resolve(base, target.path);
  if (!existsSync(file)) {
    io.stderr(`agent-shield: ${file} does not exist; nothing to route\n`);
    return 1;
  }
  const before = readFileSync(file, "utf8");
  let rewritten: { config: Record<string, unknown>; changed: string[] };
  try {
    rewritten = routeThroughProxy(JSON.parse(before) as unknown, { program: "agent-shield", local: args.local, ...(args.policyFile ? { policyFile: args.policyFile } : {}) }, args.disable);
  } catch (e) {
    io.stderr(`agent-shield: ${e instanceof SyntaxError ? "not valid JSON" : (e as Error).message}; not touching ${file}\n`);
    return 1;
  }
  if (rewritten.changed.length === 0) {
    io.stdout(`${file}: no stdio MCP server to ${args.disable ? "restore" : "route"}\n`);
    return 0;
  }
  const after = `${JSON.stringify(rewritten.config, null, 2)}\n`;
  io.stdout(`--- ${file}\n+++ ${file} (${args.disable ? "restored" : "through agent-shield mcp-proxy"}: ${rewritten.changed.join(", ")})\n${lineDiff(`${JSON.stringify(JSON.parse(before), null, 2)}\n`, after)}\n`);
  if (!args.write) return 0;
  if (!(await confirmWrite(file, args, io))) return 1;
  copyFileSync(file, `${file}.bak`);
  const tmp = `${file}.agent-shield.tmp`;
  writeFileSync(tmp, after, { mode: 0o644 });
  renameSync(tmp, file);
  io.stdout(`wrote ${file} (previous version kept as ${path.basename(file)}.bak); restart the agent to pick it up\n`);
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
