// Pre-pipeline normalisation: executable names, flags, paths, and the wrappers that only
// change *how* a command runs (sudo, env, xargs, nohup, bash -c ...). Rules then see the
// command that actually runs, so `sudo env X=1 /usr/bin/python3.11 -c …` reads as `python -c …`.

const VERSIONED = /^(python|pip|perl|ruby|php|lua|node|nodejs|gpg|bash|zsh|ksh|mksh|dash|sh|pwsh|java|gem|bundle|irb|psql|mysql|tclsh|wish|awk)(?:-?\d{1,3}(?:\.\d{1,4}){0,3}[a-z]{0,2})$/;

/** `/usr/bin/python3.11` → `python`, `gpg2` → `gpg`, `C:\x\cmd.exe` → `cmd`. */
export function normalizeExe(raw: string): string {
  let s = raw.trim();
  const slash = Math.max(s.lastIndexOf("/"), s.lastIndexOf("\\"));
  if (slash >= 0 && slash < s.length - 1) s = s.slice(slash + 1);
  s = s.toLowerCase();
  if (s.endsWith(".exe")) s = s.slice(0, -4);
  const m = VERSIONED.exec(s);
  if (m?.[1]) s = m[1] === "nodejs" ? "node" : m[1];
  if (s === "python2" || s === "python3") s = "python";
  return s;
}

export const SHELLS: ReadonlySet<string> = new Set(["bash", "sh", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox"]);
export const INTERPRETERS: ReadonlySet<string> = new Set(["python", "perl", "ruby", "node", "php", "lua", "deno", "bun", "osascript", "pwsh", "powershell", "tclsh", "awk", "gawk"]);

/**
 * Short flags split into letters, long flags kept whole (`--recursive`), `--opt=value` keyed
 * by name. Words after `--` are operands, never flags.
 */
export interface Flags {
  short: Set<string>;
  long: Set<string>;
  operands: string[];
}

export function parseFlags(args: readonly string[]): Flags {
  const short = new Set<string>();
  const long = new Set<string>();
  const operands: string[] = [];
  let done = false;
  for (const a of args) {
    if (done || a === "-" || !a.startsWith("-")) {
      operands.push(a);
      continue;
    }
    if (a === "--") {
      done = true;
      continue;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      long.add((eq > 0 ? a.slice(2, eq) : a.slice(2)).toLowerCase());
      continue;
    }
    for (const ch of a.slice(1)) {
      if (!/[A-Za-z0-9]/.test(ch)) break;
      short.add(ch);
    }
  }
  return { short, long, operands };
}

export function hasFlag(f: Flags, shorts: string, ...longs: string[]): boolean {
  for (const c of shorts) if (f.short.has(c)) return true;
  for (const l of longs) if (f.long.has(l)) return true;
  return false;
}

/** Home directories of any user read as `~/` so one path catalogue covers all spellings. */
export function normalizePath(p: string): string {
  let s = p;
  if (s.startsWith("file://")) s = s.slice(7);
  s = s.replace(/^(?:\/home\/[^/\s]{1,64}|\/Users\/[^/\s]{1,64}|\/root)(?=\/|$)/, "~");
  s = s.replace(/^~[a-z_][a-z0-9_-]{0,31}(?=\/|$)/, "~");
  s = s.replace(/\/{2,8}/g, "/").replace(/\/\.\//g, "/");
  // `../../../../etc/passwd` from an unknown cwd reaches the root: read it as absolute.
  const up = /^(?:\.\.\/){3,64}/.exec(s);
  if (up) s = "/" + s.slice(up[0].length);
  return s;
}

export function looksLikePath(s: string): boolean {
  return /^(?:~|\/|\.{1,2}\/|\$HOME|[A-Za-z0-9_.-]{1,128}\/)/.test(s) || /^\.[A-Za-z0-9_-]/.test(s) || /\.[a-z0-9]{1,8}$/i.test(s);
}

export interface Unwrapped {
  argv: string[];
  via: string[];
  assigns: { name: string; value: string; exported: boolean }[];
  /** A script string to parse recursively (bash -c, eval, su -c, ssh host cmd). */
  script?: string;
  scriptVia?: string;
  /** Positional parameters of a `sh -c` script ($0, $1, …). */
  scriptArgs?: string[];
  /** Extra inner commands run by this one (find -exec, xargs, kubectl exec --, docker exec). */
  inner?: { argv: string[]; via: string }[];
}

/** Python modules that are the same tool as a command of that name. */
const MODULE_CLIS: ReadonlySet<string> = new Set(["pip", "pip3", "pipx", "poetry", "twine", "uv", "ensurepip", "venv", "virtualenv", "pytest", "build"]);
const SUDO_ARG_OPTS = new Set(["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T"]);
const TRANSPARENT = new Set(["toybox", "nohup", "time", "nice", "ionice", "stdbuf", "chrt", "taskset", "timeout", "command", "builtin", "exec", "unbuffer", "caffeinate", "torsocks", "proxychains", "proxychains4", "strace", "ltrace", "faketime", "doas", "sudo", "pkexec", "run0", "env", "xargs", "watch", "catchsegv", "setsid", "flock", "script", "dbus-launch", "xvfb-run", "tsocks", "numactl", "cpulimit", "prlimit", "valgrind"]);
/** Options of wrappers that take a separate value (`timeout -s KILL`, `nsenter -t 1`). */
const VALUE_OPTS: Record<string, RegExp> = {
  nsenter: /^-[tSGwU]$|^--(?:target|setuid|setgid|wd)$/,
  unshare: /^--(?:map-user|map-group|setuid|setgid|wd)$/,
  firejail: /^--(?:profile|name|private)$/,
  bwrap: /^--(?:bind|ro-bind|dev-bind|symlink|setenv|chdir|uid|gid|tmpfs|proc|dev|dir|file|ro-bind-try|bind-try|remount-ro|hostname)$/,
  "systemd-run": /^-[pEuM]$|^--(?:unit|property|setenv|uid|gid|on-calendar|on-active|on-boot|on-startup|on-unit-active|on-unit-inactive|description|slice|working-directory|machine|timer-property|nice)$/,
  prlimit: /^-p$|^--pid$/,
  numactl: /^-[CNmp]$/,
  cpulimit: /^-[lp]$|^--(?:limit|pid)$/,
  chroot: /^--(?:userspec|groups)$/,
};

/** Words of a string as `env -S` splits them: whitespace, with '…' and "…" kept whole. */
export function splitWords(s: string): string[] {
  const out: string[] = [];
  const re = /'([^']{0,4096})'|"([^"]{0,4096})"|(\S{1,4096})/g;
  let cur = "";
  let last = -1;
  for (let m = re.exec(s); m !== null && out.length < 256; m = re.exec(s)) {
    const piece = m[1] ?? m[2] ?? m[3] ?? "";
    if (last === m.index) cur += piece;
    else { if (last >= 0) out.push(cur); cur = piece; }
    last = m.index + m[0].length;
  }
  if (last >= 0) out.push(cur);
  return out;
}

function isAssign(s: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,127}=/.test(s);
}

/** Strips wrappers; bounded so hostile nesting (`sudo sudo sudo …`) stays linear. */
export function unwrap(argv0: readonly string[]): Unwrapped {
  let argv = [...argv0];
  const via: string[] = [];
  const assigns: Unwrapped["assigns"] = [];
  for (let guard = 0; guard < 16 && argv.length > 0; guard++) {
    const exe = normalizeExe(argv[0] ?? "");
    // `python -m pip install …` is pip: the module's CLI is the command that runs.
    if (exe === "python") {
      const m = argv.findIndex((a, k) => k > 0 && a === "-m");
      if (m > 0 && argv.slice(1, m).every((a) => a.startsWith("-")) && MODULE_CLIS.has(argv[m + 1] ?? "")) {
        via.push("python -m");
        argv = [argv[m + 1] ?? "", ...argv.slice(m + 2)];
        continue;
      }
    }
    if (!TRANSPARENT.has(exe) && !SHELLS.has(exe) && exe !== "eval" && exe !== "su" && exe !== "runuser" && exe !== "ssh") break;
    let i = 1;
    if ((exe === "busybox" || exe === "toybox") && argv[1] !== undefined && argv[1] !== "-c" && !argv[1].startsWith("-")) {
      via.push(exe);
      argv = argv.slice(1);
      continue;
    }
    if (exe === "sudo" || exe === "doas" || exe === "pkexec" || exe === "run0") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) {
        const a = argv[i] ?? "";
        if (a === "--") { i++; break; }
        if (SUDO_ARG_OPTS.has(a) || (exe === "doas" && a === "-u") || (exe === "pkexec" && a === "--user")) i += 2;
        else i++;
      }
      while (i < argv.length && isAssign(argv[i] ?? "")) {
        const a = argv[i] ?? "";
        assigns.push({ name: a.slice(0, a.indexOf("=")), value: a.slice(a.indexOf("=") + 1), exported: true });
        i++;
      }
      if (i >= argv.length) break;
    } else if (exe === "env") {
      let split = false;
      while (i < argv.length) {
        const a = argv[i] ?? "";
        // `env -S 'cmd args'` (shebang form) splits one string into the command line.
        const sv = a === "-S" || a === "--split-string" ? argv[i + 1] : /^--split-string=/.test(a) ? a.slice(15) : /^-[iv0]{0,3}S./.test(a) ? a.slice(a.indexOf("S") + 1) : undefined;
        if (sv !== undefined && !split) { argv = [...argv.slice(0, i), ...splitWords(sv), ...argv.slice(i + (a === "-S" || a === "--split-string" ? 2 : 1))]; split = true; continue; }
        if (a === "-u" || a === "--unset" || a === "-C" || a === "--chdir") { i += 2; continue; }
        if (a.startsWith("-")) { i++; continue; }
        if (isAssign(a)) { assigns.push({ name: a.slice(0, a.indexOf("=")), value: a.slice(a.indexOf("=") + 1), exported: true }); i++; continue; }
        break;
      }
      if (split) via.push("env -S");
      if (i >= argv.length) break;
    } else if (exe === "timeout") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += (argv[i] === "-s" || argv[i] === "-k") ? 2 : 1;
      i++; // duration
      if (i >= argv.length) break;
    } else if (exe === "flock") {
      // flock [opts] FILE (-c CMD | CMD args…)
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-[wEe]$|^--(?:timeout|conflict-exit-code)$/.test(argv[i] ?? "") ? 2 : 1;
      i++;
      const a = argv[i] ?? "";
      if (a === "-c" || a === "--command") {
        if (i + 1 >= argv.length) break;
        via.push("flock");
        return { argv: argv.slice(), via, assigns, script: argv[i + 1] ?? "", scriptVia: "flock -c" };
      }
      if (i >= argv.length) break;
    } else if (exe === "watch") {
      // watch hands its words to `sh -c`: `watch 'curl … | sh'` is a pipeline.
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-[nqd]$|^--(?:interval|differences)$/.test(argv[i] ?? "") ? 2 : 1;
      if (i >= argv.length) break;
      via.push("watch");
      return { argv: argv.slice(), via, assigns, script: argv.slice(i).join(" "), scriptVia: "watch" };
    } else if (exe === "nice" || exe === "ionice" || exe === "chrt" || exe === "taskset" || exe === "stdbuf") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-(?:n|c|p|i|o|e|d)$/.test(argv[i] ?? "") ? 2 : 1;
      if ((exe === "taskset" || exe === "chrt") && i < argv.length) i++;
      if (i >= argv.length) break;
    } else if (exe === "xargs") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-(?:I|L|n|P|d|E|s|a)$/.test(argv[i] ?? "") ? 2 : 1;
      if (i >= argv.length) break;
    } else if (exe === "script") {
      // `script -c CMD file` runs CMD under a recorder; a bare `script` is a recorder only.
      let c = -1;
      let inline: string | undefined;
      for (let j = 1; j < argv.length; j++) {
        const a = argv[j] ?? "";
        if (a === "-c" || a === "--command" || /^-[a-zA-Z]{1,5}c$/.test(a)) { c = j; break; }
        if (a.startsWith("--command=")) { inline = a.slice(10); break; }
      }
      if (inline === undefined && (c < 0 || c + 1 >= argv.length)) break;
      via.push("script");
      return { argv: ["script", ...argv.slice(1)], via, assigns, script: inline ?? argv[c + 1] ?? "", scriptVia: "script -c" };
    } else if (exe === "runuser" && !argv.some((a) => a === "-c" || a === "--command" || a.startsWith("--command="))) {
      // runuser -u USER [--] CMD args…: runs CMD directly; without -u it starts a login shell.
      if (!argv.includes("-u") && !argv.some((a) => a.startsWith("--user"))) break;
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) {
        if (argv[i] === "--") { i++; break; }
        i += /^-[ugGw]$|^--(?:user|group|supp-group|whitelist-environment)$/.test(argv[i] ?? "") ? 2 : 1;
      }
      if (i >= argv.length) break;
    } else if (SHELLS.has(exe) || exe === "su" || exe === "runuser") {
      let c = -1;
      let inline: string | undefined;
      for (let j = 1; j < argv.length; j++) {
        const a = argv[j] ?? "";
        if (a.startsWith("--command=")) { inline = a.slice(10); c = j - 1; break; }
        if (a === "-c" || a === "--command" || (/^-[a-z]{1,6}$/.test(a) && a.includes("c") && exe !== "su" && exe !== "runuser")) { c = j; break; }
        // `bash -o pipefail -c …`, `bash --rcfile f -c …`: options that take a value.
        if (/^[-+][oO]$|^--(?:rcfile|init-file)$/.test(a) && SHELLS.has(exe)) { j++; continue; }
        if (!a.startsWith("-") && !a.startsWith("+") && exe !== "su" && exe !== "runuser") break;
      }
      if (inline === undefined && (c < 0 || c + 1 >= argv.length)) break;
      via.push(`${exe} -c`);
      const out: Unwrapped = { argv: argv.slice(), via, assigns, script: inline ?? argv[c + 1] ?? "", scriptVia: `${exe} -c` };
      // `sh -c '…"$1"…' argv0 arg1`: the words after the script are its $0, $1, …
      if (SHELLS.has(exe) && inline === undefined && c + 2 < argv.length) out.scriptArgs = argv.slice(c + 2, c + 12);
      return out;
    } else if (exe === "eval") {
      via.push("eval");
      return { argv: argv.slice(), via, assigns, script: argv.slice(1).join(" "), scriptVia: "eval" };
    } else if (exe === "ssh") {
      // ssh [opts] host command…: the remote command is still code we are asked to run.
      let j = 1;
      while (j < argv.length && (argv[j] ?? "").startsWith("-")) j += /^-[bcDEeFIiJLlmOopQRSWw]$/.test(argv[j] ?? "") ? 2 : 1;
      if (j + 1 >= argv.length) break;
      return { argv: argv.slice(), via, assigns, script: argv.slice(j + 1).join(" "), scriptVia: "ssh" };
    } else {
      // Tracing a running process (-p) runs no new command: keep the tracer itself.
      if ((exe === "strace" || exe === "ltrace") && argv.some((a) => /^-p/.test(a) || a === "--attach")) break;
      // `command -v x` only looks a name up.
      if (exe === "command" && argv.some((a) => a === "-v" || a === "-V")) break;
      // nohup, time, command, exec, strace ...: skip their own flags (and the values some take).
      const valued = exe === "strace" || exe === "ltrace" ? /^-[oesuEPIa]$/ : exe === "exec" ? /^-a$/ : exe === "time" ? /^-[of]$|^--(?:output|format)$/ : VALUE_OPTS[exe];
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) {
        if (argv[i] === "--") { i++; break; }
        i += valued?.test(argv[i] ?? "") ? 2 : 1;
      }
      if (i >= argv.length) break;
    }
    via.push(exe);
    argv = argv.slice(i);
  }
  const exe = normalizeExe(argv[0] ?? "");
  const remote = remoteScript(exe, argv);
  if (remote !== undefined) return { argv, via, assigns, script: remote, scriptVia: "remote-exec" };
  const program = optionProgram(exe, argv);
  if (program !== undefined) return { argv, via, assigns, script: program, scriptVia: "option-program" };
  const out: Unwrapped = { argv, via, assigns };
  const inner = innerCommands(exe, argv);
  if (inner.length > 0) out.inner = inner;
  return out;
}

/** The value of `--name=v` or `--name v`, if given. */
function optValue(argv: readonly string[], name: string): string | undefined {
  for (let k = 1; k < argv.length; k++) {
    const a = argv[k] ?? "";
    if (a === name) return argv[k + 1];
    if (a.startsWith(`${name}=`)) return a.slice(name.length + 1);
  }
  return undefined;
}

/** `commands=["a","b"]`, `'{"commands":["a"]}'`, `commands=a`: the lines an SSM run-shell document runs. */
function ssmCommands(p: string): string {
  const json = (t: string): unknown => { try { return JSON.parse(t); } catch { return undefined; } };
  const lines = (v: unknown): string | undefined => (Array.isArray(v) ? v.filter((x) => typeof x === "string").join("\n") : typeof v === "string" ? v : undefined);
  const t = p.trim();
  if (t.startsWith("{")) return lines((json(t) as { commands?: unknown } | undefined)?.commands) ?? "";
  const body = t.replace(/^commands=/, "");
  return (body.startsWith("[") ? lines(json(body)) : undefined) ?? body.replace(/^\[|\]$/g, "");
}

/**
 * Commands that ship a script to another machine through a cloud control plane (the cloud's
 * answer to `ssh host cmd`): the script is code we are asked to run, so it is parsed like one.
 */
function remoteScript(exe: string, argv: readonly string[]): string | undefined {
  const words = argv.slice(1, 6);
  if (exe === "gcloud" && words.includes("ssh")) return optValue(argv, "--command");
  if (exe === "az" && words.includes("run-command")) {
    const k = argv.findIndex((a) => a === "--scripts" || a === "--script");
    if (k > 0) {
      const out: string[] = [];
      for (let j = k + 1; j < argv.length && !(argv[j] ?? "").startsWith("--"); j++) out.push(argv[j] ?? "");
      return out.join("\n");
    }
    return optValue(argv, "--scripts") ?? optValue(argv, "--script");
  }
  if (exe === "az" && words.includes("container") && words.includes("exec")) return optValue(argv, "--exec-command");
  if (exe === "aws" && words.includes("ssm") && words.includes("send-command")) {
    const p = optValue(argv, "--parameters");
    return p === undefined ? undefined : ssmCommands(p);
  }
  if (exe === "aws" && words.includes("ecs") && words.includes("execute-command")) return optValue(argv, "--command");
  return undefined;
}

/**
 * Options that name a program the tool will run (`go test -exec CMD`, `tar
 * --checkpoint-action=exec=CMD`, `rsync -e CMD`, `zip -TT CMD`): that program is code too.
 */
function optionProgram(exe: string, argv: readonly string[]): string | undefined {
  const out: string[] = [];
  argv.forEach((a, k) => {
    const next = argv[k + 1];
    if (exe === "go" && a === "-exec" && next !== undefined) out.push(next);
    else if (exe === "go" && a.startsWith("-exec=")) out.push(a.slice(6));
    else if (exe === "tar") {
      const m = /^--(?:checkpoint-action=exec|to-command|use-compress-program|info-script|new-volume-script)=(.{1,4096})$/.exec(a);
      if (m?.[1]) out.push(m[1]);
      else if ((a === "-I" || a === "-F" || a === "--to-command" || a === "--use-compress-program") && next !== undefined) out.push(next);
    } else if (exe === "rsync") {
      const m = /^--(?:rsh|rsync-path)=(.{1,4096})$/.exec(a);
      if (m?.[1]) out.push(m[1]);
      else if ((a === "-e" || a === "--rsh" || a === "--rsync-path") && next !== undefined) out.push(next);
    } else if (exe === "zip" && (a === "-TT" || a === "--unzip-command") && next !== undefined) out.push(next);
    // `npm pkg set scripts.test="…"`: the script runs the next time anyone says npm test.
    else if ((exe === "npm" || exe === "pnpm" || exe === "yarn") && argv[1] === "pkg" && argv[2] === "set" && k > 2 && /^scripts\.[^=]{1,60}=/.test(a)) out.push(a.slice(a.indexOf("=") + 1));
  });
  return out.length > 0 ? out.join("\n") : undefined;
}

/** Skips a command's options (those matching `valued` take a separate value); returns the first operand. */
function skipOpts(argv: readonly string[], from: number, valued: RegExp, twoValues?: RegExp): number {
  let j = from;
  while (j < argv.length && (argv[j] ?? "").startsWith("-")) {
    const a = argv[j] ?? "";
    if (a === "--") return j + 1;
    j += twoValues?.test(a) ? 3 : !a.includes("=") && valued.test(a) ? 2 : 1;
  }
  return j;
}

/** Long options of `docker run` that take no value; every other `--opt` without `=` takes one. */
const DOCKER_BOOL = /^--(?:rm|detach|interactive|tty|privileged|init|read-only|publish-all|no-healthcheck|disable-content-trust|oom-kill-disable|quiet|sig-proxy|help)$|^-[a-zA-Z]{2,6}$|^-[ditPq]$/;

/** Commands that run another command as an argument, which must be analysed too. */
function innerCommands(exe: string, argv: readonly string[]): { argv: string[]; via: string }[] {
  const out: { argv: string[]; via: string }[] = [];
  // Sandboxes and namespace tools keep their own rules (chroot into /proc/1/root …) and run a command.
  if (exe === "chroot" || exe === "nsenter" || exe === "unshare" || exe === "firejail" || exe === "bwrap" || exe === "systemd-run") {
    let j = skipOpts(argv, 1, VALUE_OPTS[exe] ?? /^$/, exe === "bwrap" ? /^--(?:bind|ro-bind|dev-bind|symlink|setenv|bind-try|ro-bind-try|dev-bind-try)$/ : undefined);
    if (exe === "chroot") j++; // new root
    if (j < argv.length) out.push({ argv: argv.slice(j), via: exe });
    return out;
  }
  if (exe === "parallel") return parallelJobs(argv);
  if (exe === "find") {
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a === "-exec" || a === "-execdir" || a === "-ok" || a === "-okdir") {
        let j = i + 1;
        while (j < argv.length && argv[j] !== ";" && argv[j] !== "+" && argv[j] !== "\\;") j++;
        // find yields its start point too, so `{}` may be the root itself.
        const root = argv[1] !== undefined && !argv[1].startsWith("-") ? argv[1] : ".";
        if (j > i + 1) out.push({ argv: argv.slice(i + 1, j).map((a) => (a === "{}" ? root : a)), via: "find -exec" });
        i = j;
      }
    }
  } else if ((exe === "kubectl" || exe === "oc") && argv[1] === "exec") {
    const dd = argv.indexOf("--");
    if (dd > 0 && dd + 1 < argv.length) out.push({ argv: argv.slice(dd + 1), via: `${exe} exec` });
  } else if ((exe === "kubectl" || exe === "oc") && (argv[1] === "run" || argv[1] === "debug")) {
    const dd = argv.indexOf("--");
    if (dd > 0 && dd + 1 < argv.length) out.push({ argv: argv.slice(dd + 1), via: `${exe} ${argv[1]}` });
  } else if ((exe === "docker" || exe === "podman" || exe === "nerdctl") && (argv[1] === "run" || argv[1] === "create" || ((argv[1] === "compose" || argv[1] === "container") && (argv[2] === "run" || argv[2] === "exec")))) {
    const sub = argv[1] === "compose" || argv[1] === "container" ? 3 : 2;
    let j = sub;
    while (j < argv.length && (argv[j] ?? "").startsWith("-")) {
      const a = argv[j] ?? "";
      j += a.includes("=") || DOCKER_BOOL.test(a) ? 1 : 2;
    }
    j++; // image or service
    if (j < argv.length) out.push({ argv: argv.slice(j), via: `${exe} ${argv[sub - 1] ?? "run"}` });
  } else if ((exe === "docker" || exe === "podman" || exe === "nerdctl") && argv[1] === "exec") {
    let j = 2;
    while (j < argv.length && (argv[j] ?? "").startsWith("-")) j += /^-(?:e|u|w)$|^--(?:env|user|workdir)$/.test(argv[j] ?? "") ? 2 : 1;
    j++; // container
    if (argv[j] === "--") j++;
    if (j < argv.length) out.push({ argv: argv.slice(j), via: `${exe} exec` });
  }
  return out;
}

/**
 * `parallel [opts] TEMPLATE ::: args…` runs TEMPLATE once per argument, with `{}` replaced (or
 * the argument appended); without a template each argument is itself a command line.
 */
function parallelJobs(argv: readonly string[]): { argv: string[]; via: string }[] {
  const j = skipOpts(argv, 1, /^-[jPSanNdIXE]$|^--(?:jobs|sshlogin|arg-file|colsep|delimiter|max-args|joblog|results|tmpdir|workdir|timeout|retries|halt|memfree|load|delay)$/);
  const sep = argv.findIndex((a, k) => k >= j && /^:::[+]?$|^::::$/.test(a));
  const template = argv.slice(j, sep < 0 ? argv.length : sep);
  if (sep < 0 || argv[sep] === "::::") return template.length > 0 ? [{ argv: ["sh", "-c", template.join(" ")], via: "parallel" }] : [];
  const args = argv.slice(sep + 1).filter((a) => !/^:::[+]?$/.test(a)).slice(0, 16);
  if (template.length === 0) return args.map((a) => ({ argv: ["sh", "-c", a], via: "parallel" }));
  const t = template.join(" ");
  return args.map((a) => ({ argv: ["sh", "-c", t.includes("{}") ? t.split("{}").join(a) : `${t} ${a}`], via: "parallel" }));
}
