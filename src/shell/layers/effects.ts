// Layer E (effects): what a command does to the machine, judged once per effect class whatever
// tool or syntax reaches it. The rule packs name tools and spellings; this layer names outcomes:
//
//   autorun         code placed where the system or a shell runs it later without being asked
//                   (startup, login, boot, schedule and interpreter-start locations; schedulers)
//   trace-erasure   the record of what happened destroyed or switched off (history, system logs,
//                   audit trails, their configuration)
//   host-escape     a process reaching past its container or namespace to the host (PID 1's
//                   namespaces or root, user-namespace root maps, cgroup release agents, mounts
//                   that expose the host or lift nosuid/noexec, pods with host namespaces)
//   kernel-tamper   code or settings changed inside the kernel (modules, BPF objects, kernel
//                   memory devices, hardening switches, per-process ASLR/NX opt-outs)
//   credential-read a credential store's content read, or a tool asked to print the credential
//                   it holds (tokens, passwords, secret keys), rather than to use it
//   defense-off     a security control switched off or loosened: firewalls flushed, disabled or
//                   opened, mandatory access control and code-signing checks off, security and
//                   audit agents stopped or unloaded, their configuration or the trust store written
//   covert-egress   data carried out through a channel that is not for data: a command's output
//                   in the host name a resolver or client looks up, files or output in ICMP
//                   payloads, lookup protocols (whois) pointed at another service's port
//
// Locations come from the sensitive-path catalogue by what an entry is for (its intent and
// taxonomy), so a new entry there is judged here too; writes come from every form the structural
// layer knows (redirects, tee, cp/mv/install/ln, dd, in-place editors, inline interpreter code).
import type { Ctx, SimpleCmd } from "../types";
import { hasFlag, normalizePath, parseFlags } from "../normalize";
import { codeLiterals, contentOperands, matchPath, READERS, visibleInertWrite, WRITERS, writeTargets } from "./structural";
import { addFinding, feedsOwnRegistryLogin, redactPreview } from "./util";
import { AGENT_NAME } from "../rules/evasion.rules";
import { readsSecret } from "./dataflow";

type Effect = "autorun" | "trace-erasure" | "host-escape" | "kernel-tamper" | "credential-read" | "defense-off" | "covert-egress";

const META: Record<Effect, { taxonomy: string; what: string }> = {
  "autorun": { taxonomy: "persistence/scheduled-task/cron-systemd-launchd", what: "installs code that runs later without being invoked" },
  "trace-erasure": { taxonomy: "unauthorized-execution/defense-evasion/log-tampering", what: "destroys or switches off the record of activity" },
  "host-escape": { taxonomy: "privilege-escalation/container-escape/namespace-escape", what: "reaches past its container or namespace to the host" },
  "kernel-tamper": { taxonomy: "privilege-escalation/command-execution/kernel-module", what: "changes code or protections inside the kernel" },
  "credential-read": { taxonomy: "credential-exposure/credential-store/credential-read", what: "reads a credential store or prints a credential" },
  "defense-off": { taxonomy: "unauthorized-execution/defense-evasion/security-control-disable", what: "switches off or loosens a security control" },
  "covert-egress": { taxonomy: "data-exfiltration/covert-channel/dns-exfiltration", what: "carries data out through a channel not meant to carry it" },
};

function report(ctx: Ctx, effect: Effect, c: SimpleCmd, how: string): void {
  addFinding(ctx, { layer: "effect", rule_id: `shell.effect.${effect}`, decision: "block", taxonomy: META[effect].taxonomy, description: `${META[effect].what} (${redactPreview(c.exe || "redirect", 16)}: ${how})`, cmd: c });
}

const REDIRECT_WRITE = new Set([">", ">>", ">|", "&>", "&>>", "<>"]);
/** Redirects that replace a file's content rather than add to it. */
const REDIRECT_TRUNCATE = new Set([">", ">|", "&>", "<>"]);

/** Files a command writes, with whether the write replaces or removes what was there. */
const NO_WRITES: { path: string; destroys: boolean }[] = [];
function writes(c: SimpleCmd, code: { lits: string[]; writes: boolean }): { path: string; destroys: boolean }[] {
  if (c.redirs.length === 0 && !code.writes && !WRITERS.has(c.exe)) return NO_WRITES;
  const out: { path: string; destroys: boolean }[] = [];
  for (const r of c.redirs) if (REDIRECT_WRITE.has(r.op) && !/^\d$/.test(r.target)) out.push({ path: r.target, destroys: REDIRECT_TRUNCATE.has(r.op) });
  const appendTee = c.exe === "tee" && c.args.some((a) => a === "-a" || a === "--append" || /^-[a-z]{0,3}a/.test(a));
  // `ln -s /dev/null F`, `cp /dev/null F`: F now reads empty and whatever is written to it is lost.
  const fromNull = (c.exe === "ln" || c.exe === "cp" || c.exe === "mv") && c.args.includes("/dev/null");
  for (const p of writeTargets(c)) out.push({ path: p, destroys: DESTROYERS.has(c.exe) || fromNull || c.exe === "sed" || c.exe === "perl" || c.exe === "dd" || (c.exe === "tee" && !appendTee) });
  if (code.writes) for (const p of code.lits) out.push({ path: p, destroys: false });
  return out;
}

const DESTROYERS: ReadonlySet<string> = new Set(["rm", "shred", "truncate", "unlink", "srm", "wipe"]);
// What a catalogue entry is for decides the effect of writing or reading it; one lookup per path.
const AUTORUN = 1, TRACE = 2, TRACE_CONFIG = 4, CONTROL = 8, CREDENTIAL = 16;
const PLACE_MEMO = new Map<string, number>();
function place(p: string): number {
  if (!/[/.~]/.test(p) || p.startsWith("/dev/")) return 0;
  let bits = PLACE_MEMO.get(p);
  if (bits !== undefined) return bits;
  bits = 0;
  for (const r of matchPath(p, "write")) {
    if (r.write !== "block") continue;
    // Places the system runs code from on its own.
    if (r.intent === "persistence") bits |= AUTORUN;
    // The record of activity: history, logs, audit trails, logging setup.
    if (/\/(?:log-tampering|history-evasion)$/.test(r.taxonomy)) bits |= r.intent === "system-change" ? TRACE | TRACE_CONFIG : TRACE;
    // Security controls' configuration and the certificate trust store.
    if (/\/(?:security-control-disable|trust-subversion)$/.test(r.taxonomy)) bits |= CONTROL;
  }
  if (matchPath(p, "read").some((r) => r.intent === "credential-access" && r.read === "block")) bits |= CREDENTIAL;
  if (PLACE_MEMO.size > 4096) PLACE_MEMO.clear();
  PLACE_MEMO.set(p, bits);
  return bits;
}
const isAutorunPlace = (p: string): boolean => (place(p) & AUTORUN) !== 0;
const isTracePlace = (p: string): boolean => (place(p) & TRACE) !== 0;
/** Logging setup (what is recorded and where): any edit there, not only a truncation, changes the record. */
const isTraceConfig = (p: string): boolean => (place(p) & TRACE_CONFIG) !== 0;
const isControlPlace = (p: string): boolean => (place(p) & CONTROL) !== 0;
/** Credentials by catalogue intent: reading their content is the effect. */
const isCredentialPlace = (p: string): boolean => (place(p) & CREDENTIAL) !== 0;
/** Directories whose entries are each run (cron.d, LaunchAgents, StartupItems, init.d, autostart…): a new file there is a new job. */
const isAutorunDirEntry = (p: string): boolean => { const n = normalizePath(p); const dir = n.slice(0, n.lastIndexOf("/") + 1); return dir.length > 1 && isAutorunPlace(`${dir}x`) && isAutorunPlace(`${dir}y.plist`); };

// ── schedulers: a command handed over to run later ──
const AT_QUERY = /^-(?:l|r|d|c|V|q|-help|-version)$/;
function schedules(c: SimpleCmd): string | undefined {
  const a = c.args;
  switch (c.exe) {
    case "at": case "batch":
      if (a.some((x) => AT_QUERY.test(x))) return undefined;
      return c.exe === "batch" || a.some((x) => !x.startsWith("-")) ? `${c.exe} job` : undefined;
    case "systemd-run":
      return a.some((x) => /^--on-(?:calendar|active|boot|startup|unit-active|unit-inactive|clock-change|timezone-change)(?:=|$)/.test(x)) ? "timer unit" : undefined;
    case "crontab": {
      // `crontab FILE`, `crontab -` and a bare `crontab` fed by a pipe install a table; -l/-e/-r do not.
      if (a.some((x) => /^-[a-zA-Z]{0,3}[lerTVh]$/.test(x))) return undefined;
      const ops = a.filter((x, k) => (!x.startsWith("-") || x === "-") && a[k - 1] !== "-u");
      return ops.length > 0 || c.stage > 0 || c.redirs.some((r) => r.op === "<" || r.op === "<<<") || c.heredoc !== undefined ? "crontab install" : undefined;
    }
    case "schtasks":
      return a.some((x) => /^[/-]create$/i.test(x)) ? "scheduled task" : undefined;
    case "launchctl":
      return a[0] === "submit" ? "launchd job" : undefined;
    case "defaults":
      return a[0] === "write" && a.some((x) => /^(?:LoginHook|LogoutHook)$/i.test(x)) ? "login hook" : undefined;
    default:
      return undefined;
  }
}

// ── host escape ──
/** PID 1's (or another process's) namespaces and root: the host, seen from a container. */
const HOST_PROC = /\/proc\/(?:1|[0-9]{2,8}|\$\{?[A-Za-z_][A-Za-z0-9_]{0,30}\}?)\/(?:ns\/|root(?:\/|$))/;
const PROC_ROOT = /^\/proc\/(?:1|[0-9]{2,8})\/root(?:\/|$)/;
const SELF_ROOT = /^\/proc\/self\/root\/?$/;
const USERNS_MAP = /^\/proc\/(?:self|[0-9]{1,8}|\$\{?[A-Za-z_][A-Za-z0-9_]{0,30}\}?)\/(?:uid_map|gid_map|setgroups)$/;
const CGROUP_ESCAPE = /(?:^|\/)(?:release_agent|notify_on_release)$|^\/proc\/sys\/kernel\/core_pattern$|^\/proc\/sys\/fs\/binfmt_misc\/register$/;
/** Sources whose bind mount hands a sandboxed process the host or its control sockets. */
const HOST_BIND_SOURCE = /^(?:\/|\/etc(?:\/.{0,200})?|\/root(?:\/.{0,200})?|\/home|\/proc\/[^/]{1,20}\/root(?:\/.{0,200})?|\/(?:var\/)?run\/(?:docker|containerd\/containerd|crio\/crio|podman\/podman)\.sock|\/dev\/(?:sd|nvme|xvd|vd|dm-|mapper\/).{0,40})$/;
const SYSTEM_DIR = /^\/(?:usr|etc|bin|sbin|lib|lib64|boot)(?:\/|$)/;

function mountEscape(c: SimpleCmd): string | undefined {
  const f = parseFlags(c.args);
  const opts = c.args.flatMap((x, k) => (x === "-o" || x === "--options" ? (c.args[k + 1] ?? "").split(",") : x.startsWith("--options=") ? x.slice(10).split(",") : /^-o./.test(x) ? x.slice(2).split(",") : []));
  const type = c.args.find((x, k) => c.args[k - 1] === "-t" || c.args[k - 1] === "--types") ?? c.args.find((x) => x.startsWith("--types="))?.slice(8) ?? "";
  const bind = hasFlag(f, "B", "bind", "rbind") || opts.some((o) => o === "bind" || o === "rbind");
  const ops = f.operands.filter((o) => !opts.includes(o) && o !== type && !o.includes(","));
  const src = normalizePath(ops[0] ?? "");
  if (bind && HOST_BIND_SOURCE.test(src.replace(/\/$/, "") || "/")) return "bind mount of the host";
  if (/^(?:cgroup2?|binfmt_misc|securityfs|debugfs)$/.test(type)) return `${type} mount`;
  if (opts.includes("remount") && opts.some((o) => o === "exec" || o === "suid" || o === "dev")) return "remount lifting noexec/nosuid";
  if (type === "overlay" && opts.some((o) => /^lowerdir=/.test(o) && o.slice(9).split(":").some((d) => SYSTEM_DIR.test(d))) && ops.some((o) => SYSTEM_DIR.test(o))) return "overlay over a system directory";
  if (ops.some((o) => HOST_PROC.test(normalizePath(o)))) return "mount of another process's root";
  return undefined;
}

/** A container handed the host: its PID/IPC namespace, full privileges, kernel capabilities, raw devices or root filesystem. */
function containerGivenHost(a: readonly string[]): string | undefined {
  const sub = a.findIndex((x) => x === "run" || x === "create");
  if (sub < 0 || (sub > 0 && a[sub - 1] !== "container" && a.slice(0, sub).some((x) => !x.startsWith("-")))) return undefined;
  // Options end at the image: the first operand that is not an option's value.
  for (let k = sub + 1; k < a.length; k++) {
    const x = a[k] ?? "";
    if (!x.startsWith("-")) { if (!VALUE_OPT.test(a[k - 1] ?? "")) break; continue; }
    const [opt, inline] = x.includes("=") ? [x.slice(0, x.indexOf("=")), x.slice(x.indexOf("=") + 1)] : [x, undefined];
    const v = inline ?? a[k + 1] ?? "";
    if (opt === "--privileged" && inline !== "false") return "privileged container";
    if ((opt === "--pid" || opt === "--ipc" || opt === "--userns" || opt === "--cgroupns") && v === "host") return `container in the host's ${opt.slice(2)} namespace`;
    if (opt === "--cap-add" && /^(?:CAP_)?(?:SYS_ADMIN|SYS_MODULE|SYS_PTRACE|SYS_RAWIO|DAC_READ_SEARCH|BPF|ALL)$/i.test(v)) return "container with a host-level capability";
    if (opt === "--device" && /^\/dev\/(?:sd|hd|nvme|xvd|vd|dm-|mapper\/|mem|kmem|port|disk)/.test(v)) return "container with a raw host device";
    if (opt === "--security-opt" && /^(?:apparmor|seccomp|label)[=:](?:unconfined|disable)$/.test(v)) return "container without confinement";
    if (opt === "-v" || opt === "--volume" || opt === "--mount") {
      const src = opt === "--mount" ? /(?:^|,)(?:source|src)=([^,]{1,200})/.exec(v)?.[1] ?? "" : v.split(":")[0] ?? "";
      if (/^\/(?:proc(?:\/1)?|sys|dev|boot)?\/?$/.test(src) || PROC_ROOT.test(src)) return "container with the host's root mounted";
    }
  }
  return undefined;
}
const VALUE_OPT = /^(?:-[a-zA-Z]|--(?:name|network|net|env|env-file|label|volume|mount|workdir|user|entrypoint|hostname|platform|pull|restart|memory|cpus|publish|expose|add-host|dns|device|cap-add|cap-drop|security-opt|pid|ipc|userns|cgroupns|log-driver|log-opt|runtime|gpus|ulimit|tmpfs|shm-size|stop-signal|health-cmd|link|volumes-from|ip|mac-address|group-add|init-path|isolation|uts|cidfile|detach-keys))$/;

function hostEscape(c: SimpleCmd): string | undefined {
  const a = c.args;
  switch (c.exe) {
    case "nsenter": {
      const target = a.findIndex((x) => x === "-t" || x === "--target");
      const pid = target >= 0 ? a[target + 1] : a.find((x) => /^(?:-t|--target=)[0-9]/.test(x))?.replace(/^(?:-t|--target=)/, "");
      if (pid === "1" || a.some((x) => HOST_PROC.test(x))) return "enters PID 1's namespaces";
      return undefined;
    }
    case "unshare": {
      // A user namespace mapped to root is root over everything else the namespace unshares.
      const f = parseFlags(a);
      return hasFlag(f, "r", "map-root-user", "map-auto") ? "root-mapped user namespace" : undefined;
    }
    case "chroot": case "pivot_root": case "switch_root": {
      const root = normalizePath(a.find((x) => !x.startsWith("-")) ?? "");
      return HOST_PROC.test(root) || SELF_ROOT.test(root) ? "chroot into a process's root" : undefined;
    }
    case "mount":
      return mountEscape(c);
    case "docker": case "podman": case "nerdctl": return containerGivenHost(a);
    case "kubectl": case "oc": {
      // Pod specs passed inline: host namespaces, privileged containers or the host's root mounted.
      if (!a.some((x) => /^(?:run|create|apply|patch|debug)$/.test(x))) return undefined;
      const spec = a.filter((x) => x.includes("{") || x.startsWith("--overrides")).join(" ");
      if (/"host(?:PID|IPC|Network)"\s{0,3}:\s{0,3}true|"privileged"\s{0,3}:\s{0,3}true|"path"\s{0,3}:\s{0,3}"\/"/.test(spec) || HOST_PROC.test(spec)) return "pod with host namespaces or privileges";
      return a.includes("--privileged") || a.includes("--privileged=true") || a.some((x) => /^--profile[ =]?sysadmin$/.test(x)) ? "privileged debug pod" : undefined;
    }
    default:
      return undefined;
  }
}

// ── kernel tamper ──
const KERNEL_MEMORY = /^(?:\/proc\/kcore|\/dev\/kmem|\/dev\/mem|\/dev\/port)$/;
/** Kernel settings that exist to contain an attacker; lowering them is the effect, not the tool. */
const HARDENING_KEY = /^kernel\.(?:randomize_va_space|kptr_restrict|dmesg_restrict|yama\.ptrace_scope|modules_disabled|unprivileged_bpf_disabled|perf_event_paranoid|kexec_load_disabled|unprivileged_userns_clone|core_pattern|sysrq)$|^vm\.(?:mmap_min_addr|mmap_rnd_bits|mmap_rnd_compat_bits)$|^fs\.(?:protected_(?:symlinks|hardlinks|fifos|regular)|suid_dumpable)$|^(?:user\.max_user_namespaces|net\.core\.bpf_jit_harden)$/;
const HARDENING_PATH = (p: string): boolean => { const m = /^\/proc\/sys\/(.{1,80})$/.exec(p); return m !== null && HARDENING_KEY.test((m[1] ?? "").replace(/\//g, ".")); };

function kernelTamper(c: SimpleCmd): string | undefined {
  const a = c.args;
  switch (c.exe) {
    case "insmod": case "kldload": case "kextload":
      return a.some((x) => !x.startsWith("-")) ? "kernel module load" : undefined;
    case "modprobe": {
      const f = parseFlags(a);
      if (hasFlag(f, "rlncDR", "remove", "list", "dry-run", "show", "show-depends", "showconfig", "show-config", "show-modversions", "dump-modversions", "resolve-alias", "help", "version")) return undefined;
      return f.operands.length > 0 ? "kernel module load" : undefined;
    }
    case "kmutil":
      return a[0] === "load" ? "kernel extension load" : undefined;
    case "bpftool":
      return (a.includes("prog") && a.some((x) => x === "load" || x === "loadall" || x === "attach")) || (a.includes("struct_ops") && a.includes("register")) ? "BPF program load" : undefined;
    case "tc":
      return a.includes("bpf") && a.some((x) => x === "obj" || x === "object-file" || x === "object-pinned") ? "BPF classifier load" : undefined;
    case "ip":
      return a.some((x) => /^xdp(?:generic|drv|offload)?$/.test(x)) && a.some((x) => x === "obj" || x === "pinned" || x === "object") ? "XDP program load" : undefined;
    case "sysctl": {
      for (let k = 0; k < a.length; k++) {
        const x = a[k] ?? "";
        const kv = x.startsWith("-") ? "" : x;
        const key = kv.includes("=") ? kv.slice(0, kv.indexOf("=")) : "";
        if (key !== "" && HARDENING_KEY.test(key.replace(/\//g, "."))) return `kernel hardening '${key}' changed`;
      }
      return undefined;
    }
    case "setarch": {
      const f = parseFlags(a);
      return hasFlag(f, "RXZ", "addr-no-randomize", "read-implies-exec", "mmap-page-zero") ? "ASLR or NX switched off" : undefined;
    }
    default:
      return undefined;
  }
}

/** A directory asked of the interpreter itself (`$(python3 -c 'import site; print(site.getsitepackages()[0])')`). */
const SITE_QUERY = /getsitepackages|getusersitepackages|--user-site|get_paths\(|purelib|platlib/;
/** Writes into a location computed at run time are judged as the location it computes to. */
function computedPlace(p: string): string {
  const slash = p.lastIndexOf("/");
  if (slash <= 0 || !p.includes("$(")) return p;
  const dir = p.slice(0, slash);
  return SITE_QUERY.test(dir) ? `~/.local/lib/python3/site-packages${p.slice(slash)}` : p;
}

/** Raw block devices: mounting one gives its filesystem's paths under the mount point. */
const BLOCK_DEVICE = /^\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme[0-9]|mmcblk[0-9]|dm-[0-9]|mapper\/|disk[0-9])/;

/** Mount points of block devices mounted earlier in the same command. */
function diskMounts(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const c of ctx.parsed.cmds) {
    if (c.exe !== "mount") continue;
    const ops = c.args.filter((x, k) => !x.startsWith("-") && !/^-[a-zA-Z]$/.test(c.args[k - 1] ?? ""));
    if (ops.length >= 2 && BLOCK_DEVICE.test(ops[0] ?? "")) out.push(normalizePath(ops[ops.length - 1] ?? "").replace(/\/+$/, ""));
  }
  return out.filter((m) => m.length > 1);
}

// ── credential read ──

/**
 * Tools that hold a credential and print it on request. Fetching a secret through a secret
 * manager is the designed path and is reviewed by its family; these print the tool's own login.
 */
function printsCredential(c: SimpleCmd): string | undefined {
  const a = c.args;
  const has = (...xs: string[]): boolean => xs.every((x) => a.includes(x));
  switch (c.exe) {
    // A runner registration or app installation token minted through the API is a credential too.
    case "gh": return (has("auth", "token") || (has("auth", "status") && a.some((x) => x === "-t" || x === "--show-token")) || (a[0] === "api" && a.some((x) => /(?:^|\/)(?:registration-token|remove-token|access_tokens)$/.test(x)))) ? "forge token" : undefined;
    case "glab": return has("auth", "status") && a.some((x) => x === "-t" || x === "--show-token") ? "forge token" : undefined;
    case "gcloud": return a.some((x) => /^print-(?:access|identity|refresh)-token$/.test(x)) || (has("config", "config-helper") && a.some((x) => /access_token|--format/.test(x))) ? "cloud token" : undefined;
    case "az": return a.includes("get-access-token") ? "cloud token" : undefined;
    case "aws": return a.some((x) => x === "get-login-password" || x === "get-session-token" || x === "export-credentials" || x === "get-federation-token") || (has("configure", "get") && a.some((x) => /secret|token/i.test(x))) ? "cloud credential" : undefined;
    case "git": return (a[0] === "credential" && a[1] === "fill") || (a[0] === "credential-store" && a[1] === "get") ? "stored git credential" : undefined;
    case "gpg": return a.some((x) => /^--export-secret-(?:keys|subkeys)$/.test(x)) ? "secret key export" : undefined;
    case "security": return /^find-(?:generic|internet)-password$/.test(a[0] ?? "") && a.some((x) => x === "-w" || x === "-g") ? "keychain password" : a[0] === "dump-keychain" && a.includes("-d") ? "keychain dump" : undefined;
    case "secret-tool": return a[0] === "lookup" ? "keyring secret" : undefined;
    case "kubectl": case "oc": {
      const get = a.indexOf("get");
      // …unless the output selects only a certificate (`-o jsonpath='{.data.tls\.crt}'`), which is public.
      const certOnly = a.some((x, k) => /^jsonpath=?\{\.data\.(?:tls|ca)\\?\.crt\}$/.test(x.replace(/^(?:-o|--output)=?/, "") || (a[k + 1] ?? "")));
      if (get >= 0 && !certOnly && /^(?:secrets?|secret\/.{1,200})$/.test(a[get + 1] ?? "") && a.some((x) => /^(?:-o|--output)(?:=|$)(?:yaml|json|jsonpath|go-template)?/.test(x) && /yaml|json|template/.test(x + (a[a.indexOf(x) + 1] ?? "")))) return "cluster secret";
      // `kubectl create token SA` mints a service-account token and prints it.
      if (a[0] === "create" && a[1] === "token") return "service-account token";
      return has("config", "view") && a.some((x) => x === "--raw" || x === "--flatten") ? "cluster credentials" : undefined;
    }
    default: return /^docker-credential-[a-z0-9-]{1,40}$/.test(c.exe) && a[0] === "get" ? "registry credential" : undefined;
  }
}

// ── defense off ──
/** A security, audit or firewall agent named as a service, unit, label or process. */
const AGENT = new RegExp(`(?:^|[/.@_-])${AGENT_NAME}(?:[/.@_-]|$)`, "i");
const FIREWALLS = /^(?:iptables|ip6tables|iptables-legacy|iptables-nft|ip6tables-legacy|ip6tables-nft)$/;

function defenseOff(c: SimpleCmd): string | undefined {
  const a = c.args;
  const sub = a.find((x) => !x.startsWith("-")) ?? "";
  switch (c.exe) {
    case "ufw":
      return sub === "disable" || sub === "reset" || (sub === "default" && a.includes("allow") && !a.includes("outgoing") && !a.includes("routed")) || (sub === "logging" && a.includes("off")) ? "firewall disabled or opened" : undefined;
    case "nft":
      return (a.includes("flush") && (a.includes("ruleset") || a.includes("table") || a.includes("chain"))) || (a.includes("delete") && a.includes("table")) ? "firewall rules flushed" : undefined;
    case "pfctl":
      return a.some((x) => /^-[a-zA-Z]{0,3}d$/.test(x)) ? "firewall disabled" : a.includes("-F") && a.some((x) => x === "all" || x === "rules") ? "firewall rules flushed" : undefined;
    case "firewall-cmd":
      return a.some((x) => /^--set-default-zone=trusted$/.test(x)) || (a.includes("--set-default-zone") && a[a.indexOf("--set-default-zone") + 1] === "trusted") ? "firewall zone opened" : undefined;
    case "setenforce":
      return /^(?:0|permissive)$/i.test(sub) ? "SELinux enforcement off" : undefined;
    case "aa-disable": case "aa-complain": case "aa-teardown":
      return "AppArmor profiles off";
    case "spctl":
      return a.some((x) => x === "--master-disable" || x === "--global-disable" || (x === "--disable" && !a.includes("--label"))) ? "Gatekeeper off" : undefined;
    case "csrutil":
      return sub === "disable" || (sub === "authenticated-root" && a.includes("disable")) ? "System Integrity Protection off" : undefined;
    case "auditctl":
      return a.includes("-D") || a.some((x, k) => x === "-e" && a[k + 1] === "0") || a.includes("-e0") ? "audit rules removed or auditing off" : undefined;
    case "mdatp":
      return a.some((x, k) => (x === "--value" && /^(?:disabled|off|false)$/.test(a[k + 1] ?? "")) || /^--value=(?:disabled|off|false)$/.test(x)) ? "endpoint protection off" : undefined;
    case "systemctl": case "service": case "launchctl": case "rc-service": case "sv": case "svcadm": case "pkill": case "killall": {
      const stop = c.exe === "pkill" || c.exe === "killall" || a.some((x) => /^(?:stop|disable|mask|kill|unload|bootout|remove|onestop|forcestop|down)$/.test(x));
      return stop && a.some((x) => !x.startsWith("-") && !/^(?:stop|disable|mask|kill|unload|bootout|remove|onestop|forcestop|down|--now|system|gui\/[0-9]{1,6})$/.test(x) && AGENT.test(x)) ? "security or audit agent stopped" : undefined;
    }
    case "security":
      return a[0] === "add-trusted-cert" || a[0] === "trust-settings-import" ? "certificate trusted system-wide" : undefined;
    case "kubectl": case "oc": {
      // Admission control is the cluster's policy gate: its webhooks and Pod Security labels.
      if (a[0] === "delete" && /^(?:validating|mutating)webhookconfigurations?$|^validatingadmissionpolic(?:y|ies)(?:bindings?)?$/i.test(a[1] ?? "")) return "admission control removed";
      if (a[0] === "label" && a.some((x) => /^pod-security\.kubernetes\.io\/enforce(?:=privileged|-)$/.test(x))) return "Pod Security enforcement lifted";
      return undefined;
    }
    case "gh": {
      // Branch protection and rulesets are what keep a change from landing unreviewed.
      const del = a.some((x, k) => /^(?:-X|--method)$/.test(x) && /^delete$/i.test(a[k + 1] ?? "")) || a.some((x) => /^(?:-XDELETE|--method=DELETE)$/i.test(x));
      return a[0] === "api" && del && a.some((x) => /\/branches\/[^ ]{1,200}\/protection(?:\/|$)|\/rulesets\/[0-9]{1,12}$/.test(x)) ? "branch protection removed" : undefined;
    }
    case "trust":
      return a[0] === "anchor" && !a.includes("--remove") ? "certificate trusted system-wide" : undefined;
    default:
      if (FIREWALLS.test(c.exe)) {
        if (a.some((x) => x === "-F" || x === "--flush")) return "firewall rules flushed";
        if (a.some((x, k) => (x === "-P" || x === "--policy") && a[k + 2] === "ACCEPT")) return "firewall default policy set to accept";
        if (a.some((x) => x === "-D" || x === "--delete") && a.some((x, k) => (x === "-j" || x === "--jump") && /^(?:DROP|REJECT)$/.test(a[k + 1] ?? ""))) return "firewall block rule deleted";
      }
      return undefined;
  }
}

// ── covert egress ──
/** Clients that resolve the names they are given: the name itself reaches the resolver's operator. */
const RESOLVERS: ReadonlySet<string> = new Set(["dig", "kdig", "delv", "drill", "nslookup", "host", "resolvectl", "getent", "ping", "ping6", "fping", "traceroute", "traceroute6", "tracepath", "mtr", "whois", "nc", "ncat", "telnet"]);
const URL_CLIENTS: ReadonlySet<string> = new Set(["curl", "wget", "http", "https", "xh", "aria2c", "lynx", "links", "w3m"]);
/** A command substitution whose output becomes part of a dotted name (`$(id|base64).example.net`). */
const OUTPUT_IN_NAME = /(?:\$\(|`)[^\n]{0,400}?[)`][A-Za-z0-9_-]{0,63}\.[A-Za-z0-9-]{1,63}/;

/** The same inside a URL's host part (nothing but the host between `//` and the substitution). */
const URL_HOST_OUTPUT = /:\/\/(?:[^/@\s]{0,200}@)?[^/?#\s]{0,200}(?:\$\(|`)[^\n]{0,400}?[)`][A-Za-z0-9_-]{0,63}\.[A-Za-z0-9-]{1,63}/;

function covertEgress(c: SimpleCmd): string | undefined {
  const a = c.args;
  if (RESOLVERS.has(c.exe)) {
    // Word splitting may cut a substitution across words: read the operands as one string.
    const names = a.filter((x) => !x.startsWith("-") && !x.startsWith("@")).join(" ");
    if ((names.includes("$(") || names.includes("`")) && OUTPUT_IN_NAME.test(names)) return "command output in a looked-up name";
  }
  if (URL_CLIENTS.has(c.exe)) {
    const words = a.join(" ");
    if ((words.includes("$(") || words.includes("`")) && URL_HOST_OUTPUT.test(words)) return "command output in a request's host name";
  }
  switch (c.exe) {
    case "ping": case "ping6":
      return a.some((x, k) => x === "-p" && /[$`]/.test(a[k + 1] ?? "")) ? "command output in ICMP padding" : undefined;
    case "hping3": case "hping":
      return a.some((x) => x === "-E" || x === "--file") ? "a file sent in ICMP/TCP payloads" : undefined;
    case "nping":
      return a.some((x, k) => (x === "--data-string" || x === "--data") && /[$`]/.test(a[k + 1] ?? "")) ? "command output in probe payloads" : undefined;
    case "whois": {
      // whois speaks on port 43; pointed elsewhere it is a raw text sender.
      const port = a.find((x, k) => a[k - 1] === "-p" || a[k - 1] === "--port") ?? a.find((x) => x.startsWith("--port="))?.slice(7);
      return port !== undefined && port !== "43" && port !== "nicname" ? "whois used as a transport to another port" : undefined;
    }
    default:
      return undefined;
  }
}

export function effects(ctx: Ctx): void {
  const mounts = ctx.parsed.source.includes("mount") ? diskMounts(ctx) : [];
  for (const c of ctx.parsed.cmds) {
    // Writes first: one pass over the places a command writes decides three classes.
    const code = codeLiterals(c);
    for (const w of writes(c, code)) {
      const p = computedPlace(normalizePath(w.path));
      // A path on a just-mounted disk is that disk's own path: `/mnt/x/etc/cron.d/j` is the host's cron.
      const onDisk = mounts.find((m) => p.startsWith(`${m}/`));
      if (onDisk !== undefined && isAutorunPlace(normalizePath(p.slice(onDisk.length)))) {
        report(ctx, "host-escape", c, "writes a startup location on a mounted host disk");
        report(ctx, "autorun", c, "writes a startup location on a mounted host disk");
      }
      if (isAutorunPlace(p) && !visibleInertWrite(c, p)) report(ctx, "autorun", c, "writes a startup, login or schedule location");
      if ((w.destroys || isTraceConfig(p)) && isTracePlace(p)) report(ctx, "trace-erasure", c, "empties or removes a history or log file, or rewrites logging setup");
      if (isControlPlace(p)) report(ctx, "defense-off", c, "writes security-control or trust-store configuration");
      if (USERNS_MAP.test(p) || CGROUP_ESCAPE.test(p)) report(ctx, "host-escape", c, "writes a namespace map or host-side hook");
      if (KERNEL_MEMORY.test(p) || HARDENING_PATH(p)) report(ctx, "kernel-tamper", c, "writes kernel memory or a hardening setting");
    }
    // `touch /etc/cron.d/job`: a new, empty entry in a directory whose entries are all run.
    if (c.exe === "touch") for (const o of c.args) if (!o.startsWith("-") && isAutorunDirEntry(o)) report(ctx, "autorun", c, "creates an entry in a startup directory");
    const sched = schedules(c);
    if (sched !== undefined) report(ctx, "autorun", c, sched);
    const esc = hostEscape(c);
    if (esc !== undefined) report(ctx, "host-escape", c, esc);
    // Reads through another process's root are reads of the host's files.
    if (c.exe !== "echo" && c.exe !== "printf" && c.exe !== "mount" && c.exe !== "chroot" && c.exe !== "nsenter" && c.args.some((x) => x.includes("/proc/") && !x.startsWith("-") && PROC_ROOT.test(normalizePath(x))))
      report(ctx, "host-escape", c, "reads the host through /proc/N/root");
    const kern = kernelTamper(c);
    if (kern !== undefined) report(ctx, "kernel-tamper", c, kern);
    if ((c.exe === "dd" || c.exe === "cat" || c.exe === "strings" || c.exe === "xxd" || c.exe === "cp" || c.exe === "hexdump" || c.exe === "od") && c.args.some((x) => KERNEL_MEMORY.test(x.replace(/^if=/, ""))))
      report(ctx, "kernel-tamper", c, "reads kernel memory");
    if (trace(c)) report(ctx, "trace-erasure", c, "history recording switched off");
    const covert = covertEgress(c);
    if (covert !== undefined) report(ctx, "covert-egress", c, covert);
    const off = defenseOff(c);
    if (off !== undefined) report(ctx, "defense-off", c, off);
    // The dataflow layer has already asked (memoised) whether this command reads a secret at all.
    if (readsSecret(c) === "hard" || code.lits.length > 0) {
      const reads = [...(READERS.has(c.exe) ? contentOperands(c) : []), ...c.redirs.filter((r) => r.op === "<" || r.op === "<>").map((r) => r.target), ...code.lits];
      if (reads.some((p) => isCredentialPlace(p))) report(ctx, "credential-read", c, "reads a credential file");
    }
    const printed = printsCredential(c);
    if (printed !== undefined && !feedsOwnRegistryLogin(ctx, c)) report(ctx, "credential-read", c, `prints a ${printed}`);
  }
}

/** History recording switched off for the session: the shell forgets what the agent typed. */
function trace(c: SimpleCmd): boolean {
  if (c.exe === "history") return c.args.includes("-c") || (c.args[0] === "-w" && c.args[1] === "/dev/null");
  if (c.exe === "unset") return c.args.some((x) => x === "HISTFILE");
  if (c.exe === "set") return c.args.some((x, k) => x === "+o" && c.args[k + 1] === "history");
  const off = (name: string, value: string): boolean => (name === "HISTFILE" && (value === "/dev/null" || value === "")) || ((name === "HISTSIZE" || name === "HISTFILESIZE" || name === "SAVEHIST") && value === "0");
  if (c.assigns.some((x) => off(x.name, x.value))) return true;
  return (c.exe === "export" || c.exe === "declare" || c.exe === "typeset" || c.exe === "local") && c.args.some((x) => { const eq = x.indexOf("="); return eq > 0 && off(x.slice(0, eq), x.slice(eq + 1).replace(/^["']|["']$/g, "")); });
}
