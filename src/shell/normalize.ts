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
  /** Extra inner commands run by this one (find -exec, xargs, kubectl exec --, docker exec). */
  inner?: { argv: string[]; via: string }[];
}

const SUDO_ARG_OPTS = new Set(["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T"]);
const TRANSPARENT = new Set(["toybox", "nohup", "time", "nice", "ionice", "stdbuf", "chrt", "taskset", "timeout", "command", "builtin", "exec", "unbuffer", "caffeinate", "torsocks", "proxychains", "proxychains4", "strace", "ltrace", "faketime", "doas", "sudo", "pkexec", "run0", "env", "xargs", "watch", "catchsegv", "setsid", "flock", "script"]);

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
      while (i < argv.length) {
        const a = argv[i] ?? "";
        if (a === "-u" || a === "--unset" || a === "-C" || a === "-S") { i += 2; continue; }
        if (a.startsWith("-")) { i++; continue; }
        if (isAssign(a)) { assigns.push({ name: a.slice(0, a.indexOf("=")), value: a.slice(a.indexOf("=") + 1), exported: true }); i++; continue; }
        break;
      }
      if (i >= argv.length) break;
    } else if (exe === "timeout") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += (argv[i] === "-s" || argv[i] === "-k") ? 2 : 1;
      i++; // duration
      if (i >= argv.length) break;
    } else if (exe === "nice" || exe === "ionice" || exe === "chrt" || exe === "taskset" || exe === "stdbuf" || exe === "watch" || exe === "flock") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-(?:n|c|p|i|o|e|d)$/.test(argv[i] ?? "") ? 2 : 1;
      if ((exe === "taskset" || exe === "chrt" || exe === "flock") && i < argv.length) i++;
      if (i >= argv.length) break;
    } else if (exe === "xargs") {
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += /^-(?:I|L|n|P|d|E|s|a)$/.test(argv[i] ?? "") ? 2 : 1;
      if (i >= argv.length) break;
    } else if (exe === "script") {
      // `script -c CMD file` runs CMD under a recorder; a bare `script` is a recorder only.
      const c = argv.indexOf("-c");
      if (c < 0 || c + 1 >= argv.length) break;
      via.push("script");
      return { argv: ["script", ...argv.slice(1)], via, assigns, script: argv[c + 1] ?? "", scriptVia: "script -c" };
    } else if (SHELLS.has(exe) || exe === "su" || exe === "runuser") {
      let c = -1;
      for (let j = 1; j < argv.length; j++) {
        const a = argv[j] ?? "";
        if (a === "-c" || a === "--command" || (/^-[a-z]{1,6}$/.test(a) && a.includes("c") && exe !== "su" && exe !== "runuser")) { c = j; break; }
        if (!a.startsWith("-") && exe !== "su" && exe !== "runuser") break;
      }
      if (c < 0 || c + 1 >= argv.length) break;
      via.push(`${exe} -c`);
      return { argv: argv.slice(), via, assigns, script: argv[c + 1] ?? "", scriptVia: `${exe} -c` };
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
      // nohup, time, command, exec, strace ...: skip their own flags (and the values some take).
      while (i < argv.length && (argv[i] ?? "").startsWith("-")) i += (exe === "strace" || exe === "ltrace") && /^-[oesuEPIa]$/.test(argv[i] ?? "") ? 2 : 1;
      if (i >= argv.length) break;
    }
    via.push(exe);
    argv = argv.slice(i);
  }
  const out: Unwrapped = { argv, via, assigns };
  const exe = normalizeExe(argv[0] ?? "");
  const inner = innerCommands(exe, argv);
  if (inner.length > 0) out.inner = inner;
  return out;
}

/** Commands that run another command as an argument, which must be analysed too. */
function innerCommands(exe: string, argv: readonly string[]): { argv: string[]; via: string }[] {
  const out: { argv: string[]; via: string }[] = [];
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
  } else if ((exe === "docker" || exe === "podman" || exe === "nerdctl") && argv[1] === "exec") {
    let j = 2;
    while (j < argv.length && (argv[j] ?? "").startsWith("-")) j += /^-(?:e|u|w)$|^--(?:env|user|workdir)$/.test(argv[j] ?? "") ? 2 : 1;
    j++; // container
    if (argv[j] === "--") j++;
    if (j < argv.length) out.push({ argv: argv.slice(j), via: `${exe} exec` });
  }
  return out;
}
