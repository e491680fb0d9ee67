// Layer 2 (structural): decisions that need the command's structure rather than its text:
// flag normalisation (`rm -r -f` = `rm -rf` = `rm --recursive --force`), targets (/, ~, system
// directories, devices), read/write access to the sensitive-path catalogue, permission changes,
// fork bombs and unbounded loops.
import type { Ctx, SimpleCmd } from "../types";
import { hasFlag, INTERPRETERS, normalizePath, parseFlags } from "../normalize";
import { PATH_RULES, type PathRuleSpec } from "../rules/paths.rules";
import { addFinding, pathCandidates, redactPreview } from "./util";
import { AGENT_DOC } from "../expand";
import { scanContent, VERDICT_THRESHOLDS } from "../../scan/index";

interface CompiledPathRule extends PathRuleSpec { re: RegExp; unlessRe?: RegExp }
const COMPILED: CompiledPathRule[] = PATH_RULES.map((r) => ({ ...r, re: new RegExp(r.pattern, "i"), ...(r.unless ? { unlessRe: new RegExp(r.unless, "i") } : {}) }));

/** Canonical sensitive paths, used to decide what a glob (`~/.ssh/id_*`) could expand to. */
const EXAMPLES: string[] = PATH_RULES.flatMap((r) => r.mustMatch);

function globRegex(glob: string): RegExp | undefined {
  if (glob.length > 256) return undefined;
  let re = "^";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close > 0 && close - i <= 32) { re += `[${glob.slice(i + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\")}]`; i = close; continue; }
    }
    re += ch === "*" ? "[^/]{0,128}" : ch === "?" ? "[^/]" : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  try {
    return new RegExp(`${re}$`);
  } catch {
    return undefined;
  }
}

const MEMO = new Map<string, CompiledPathRule[]>();
const NONE: CompiledPathRule[] = [];

/** Pure, so memoised (bounded) — the same path is looked up by several layers. */
/** Build and pipeline files whose usual name has no dot or slash ("Makefile", "Jenkinsfile"). */
const BARE_BUILD_FILE = /^(?:makefile|gnumakefile|jenkinsfile|rakefile)$/i;

export function matchPath(p: string, mode: "read" | "write"): CompiledPathRule[] {
  // Every catalogue entry needs one of these characters; most words have none.
  if ((!/[/.~]/.test(p) && !BARE_BUILD_FILE.test(p)) || p.length > 4096) return NONE;
  const key = `${mode}\u0000${p}`;
  const hit = MEMO.get(key);
  if (hit !== undefined) return hit;
  if (MEMO.size > 4096) MEMO.clear();
  const out = matchPathUncached(p, mode);
  MEMO.set(key, out);
  return out;
}

function matchPathUncached(p: string, mode: "read" | "write"): CompiledPathRule[] {
  const n = normalizePath(p);
  const test = (x: string): CompiledPathRule[] => COMPILED.filter((r) => r[mode] !== undefined && r.re.test(x) && !(r.unlessRe?.test(x) ?? false));
  const direct = test(n);
  // Only a glob with a directory part names a place; `*.json` alone is a pattern (find -name).
  if (direct.length > 0 || !/[*?[]/.test(n) || !n.includes("/")) return direct;
  const g = globRegex(n);
  if (g === undefined) return direct;
  const hit = EXAMPLES.find((e) => g.test(e));
  return hit === undefined ? direct : test(hit);
}

/** Commands whose operands are read (or copied/archived/uploaded) in full. */
export const READERS: ReadonlySet<string> = new Set(["cat", "tac", "less", "more", "most", "head", "tail", "nl", "od", "xxd", "hexdump", "hd", "strings", "base64", "base32", "basenc", "cp", "mv", "scp", "rsync", "rclone", "tar", "zip", "7z", "gzip", "bzip2", "xz", "zstd", "jq", "yq", "sqlite3", "sed", "awk", "gawk", "grep", "egrep", "fgrep", "rg", "ag", "vim", "vi", "nvim", "nano", "emacs", "code", "open", "bat", "view", "diff", "cmp", "openssl", "dd", "ln", "curl", "wget", "nc", "ncat", "socat", "python", "perl", "ruby", "node", "pbcopy", "xclip", "wl-copy", "gpg", "age", "kinit", "debugfs", "git", "docker", "podman", "source", ".", "aws", "gsutil", "gcloud", "az", "s3cmd", "azcopy", "mc", "b2", "oci", "sort", "uniq", "cut", "install", "tee", "find", "inotifywait", "split", "iconv", "paste", "column", "fold", "fmt", "pr", "expand", "rev", "tr", "csplit", "look"]);
/** Commands that only name a path (list, stat, test): never a content read. */
const NAMERS: ReadonlySet<string> = new Set(["ls", "stat", "test", "[", "realpath", "readlink", "basename", "dirname", "echo", "printf", "mkdir", "touch", "which", "type", "lsattr", "du", "df", "getfacl", "namei", "exa", "eza", "tree", "cd", "pushd", "man", "export", "unset", "true", "false", "grep", "file", "wc", "md5sum", "sha256sum", "sha1sum", "shasum", "b2sum", "cksum"]);
/** Options whose value is a key used to authenticate, not data being copied. */
const AUTH_VALUE_FLAGS: ReadonlySet<string> = new Set(["-i", "--identity", "-F", "-o", "-e", "--rsh", "--ssh-key", "--private-key", "--key-file"]);

const AI_TOOLS: ReadonlySet<string> = new Set(["claude", "openai", "llm", "ollama", "aider", "codex", "gemini", "sgpt", "gh"]);
/** Quoted literals inside inline interpreter code (`open('/dev/kmem')`): paths hide there too. */
export function codeLiterals(c: SimpleCmd): { lits: string[]; writes: boolean } {
  if (!INTERPRETERS.has(c.exe)) return { lits: [], writes: false };
  const code = [...c.args.filter((a) => /[('"]/.test(a)), c.heredoc ?? ""].join("\n").slice(0, 16384);
  const lits: string[] = [];
  const re = /(['"])([^'"\n]{1,300})\1/g;
  for (let m = re.exec(code); m !== null && lits.length < 64; m = re.exec(code)) if (/[/.~]/.test(m[2] ?? "")) lits.push(m[2] ?? "");
  return { lits, writes: /(['"])[wa]b?\+?\1|\.write\(|writeFile|>>?\s{0,3}['"]/.test(code) };
}

const SYSTEM_DIRS = /^(?:\/|\/\*|~|~\/|~\/\*|\/(?:etc|usr|var|boot|sys|proc|bin|sbin|lib|lib32|lib64|dev|root|home|opt|srv|snap|System|Library|Applications|Users|private|usr\/local|usr\/bin|usr\/lib|var\/lib|var\/log|var\/db|var\/spool|etc\/[a-z0-9._-]{1,40})\/?\*?)$/i;
const TEMP = /^(?:\/tmp\/.|\/var\/tmp\/.|\/private\/tmp\/.|\/var\/folders\/.|\/dev\/shm\/.)/;

export function structural(ctx: Ctx): void {
  ctx.parsed.cmds.forEach((c) => {
    paths(ctx, c);
    switch (c.exe) {
      case "rm": rm(ctx, c); break;
      case "chmod": chmod(ctx, c); break;
      case "find": find(ctx, c); break;
      case "dd": dd(ctx, c); break;
      case "mv": case "chown": case "chgrp": systemTree(ctx, c); break;
      default: break;
    }
  });
  for (const name of ctx.parsed.recursiveFunctions)
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.fork-bomb", decision: "block", taxonomy: "destructive-ops/resource-exhaustion/fork-bomb", description: `self-recursive background function '${redactPreview(name, 12)}'` });
  // A paced loop (`sleep` inside) polling a URL is a health check or a watcher: reviewed, not refused.
  // Unpaced network loops and loops calling a model are consumption without bound.
  const paced = ctx.parsed.cmds.some((c) => c.inLoop === "infinite" && c.exe === "sleep");
  ctx.parsed.cmds.forEach((c, i) => {
    if (c.inLoop !== "infinite") return;
    const it = ctx.cmdIntents[i];
    if ((it?.has("network-egress") ?? false) || AI_TOOLS.has(c.exe))
      addFinding(ctx, { layer: "structural", rule_id: "shell.struct.unbounded-loop-consumption", decision: paced && !AI_TOOLS.has(c.exe) ? "audit" : "block", taxonomy: "destructive-ops/resource-exhaustion/unbounded-agent-consumption", description: `unbounded loop calling '${redactPreview(c.exe, 16)}'`, cmd: c });
  });
  const bgInLoop = ctx.parsed.cmds.find((c) => c.inLoop === "infinite" && c.background);
  if (bgInLoop) addFinding(ctx, { layer: "structural", rule_id: "shell.struct.background-spawn-loop", decision: "block", taxonomy: "destructive-ops/resource-exhaustion/fork-bomb", description: "unbounded loop spawning background processes", cmd: bgInLoop });
}

function paths(ctx: Ctx, c: SimpleCmd): void {
  const reader = READERS.has(c.exe);
  const namer = NAMERS.has(c.exe) || c.exe === "";
  const seen = new Set<string>();
  const report = (p: string, mode: "read" | "write", how: string): void => {
    for (const r of matchPath(p, mode)) {
      let decision = r[mode] ?? "audit";
      // A command we do not know to read files only mentions the path: review, not block.
      if (mode === "read" && !reader && how === "operand") decision = "audit";
      // A path string in code may just be printed; only a block-level secret stays a block.
      if (how === "code" && decision === "audit") continue;
      if (mode === "write" && decision === "block" && (r.id === "shell.path.build-definition" || r.id === "shell.path.agent-instructions") && visibleInertWrite(c, p)) decision = "audit";
      const key = `${r.id}:${mode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      addFinding(ctx, { layer: "structural", rule_id: r.id, decision, taxonomy: r.taxonomy, description: `${mode === "read" ? "reads" : "writes"} ${r.description} (${redactPreview(c.exe || "redirect", 16)} ${how})`, cmd: c });
      ctx.intents.add(r.intent);
    }
  };
  if (!namer || c.exe === "grep") for (const p of contentOperands(c)) report(p, "read", "operand");
  for (const r of c.redirs) {
    const moved = underCwd(c, r.target);
    if (r.op === "<" || r.op === "<>") { report(r.target, "read", "stdin"); if (moved) report(moved, "read", "stdin"); }
    else if (r.op !== "<&" && r.op !== ">&" || !/^\d$/.test(r.target)) { if (r.op !== "<&") { report(r.target, "write", "redirect"); if (moved) report(moved, "write", "redirect"); } }
  }
  const code = codeLiterals(c);
  for (const p of code.lits) {
    report(p, "read", "code");
    if (code.writes) report(p, "write", "code");
  }
  const writeOps = writeTargets(c);
  for (const p of writeOps) {
    report(p, "write", "target");
    const moved = underCwd(c, p);
    if (moved) report(moved, "write", "target");
  }
  // `find /var/log -name '*.log' | xargs rm`: the destroyer's operands are what the lister found.
  if (c.via.includes("xargs") && DESTROYERS.has(c.exe))
    for (const p of listedBy(ctx, c)) {
      if (LOG_TREE.test(normalizePath(p)))
        addFinding(ctx, { layer: "structural", rule_id: "shell.evade.log-tamper", decision: "block", taxonomy: "unauthorized-execution/defense-evasion/log-tampering", description: `destroys logs found under ${redactPreview(normalizePath(p), 16)}`, cmd: c });
      report(p.endsWith("/") ? `${p}*` : `${p}/*`, "write", "target");
    }
  // ../../../../etc/passwd from a sandboxed cwd is an escape attempt whatever it reads.
  for (const a of c.args) {
    if (a.includes("../../../") && /(?:^|\/)(?:\.\.\/){3,64}(?:etc|root|home|proc|var|usr|sys|boot)(?:\/|$)/.test(a))
      addFinding(ctx, { layer: "structural", rule_id: "shell.struct.path-traversal", decision: "block", taxonomy: "privilege-escalation/agent-containment/agent-sandbox-escape", description: "deep ../ traversal into a system directory", cmd: c });
  }
}

/** Build files whose written content this analyzer reads (the commands in it are parsed where they are written). */
const READ_BUILD_FILE = /(?:^|\/)(?:Makefile|GNUmakefile|[^/]{1,60}\.mk|package\.json|\.pre-commit-config\.ya?ml|pyproject\.toml|setup\.cfg)$/;
/** npm scripts that run on install or publish without anyone asking. */
const LIFECYCLE_KEY = /"(?:pre|post)?(?:install|uninstall|publish|pack|prepare|shrinkwrap|version)"\s{0,3}:|"prepublishOnly"\s{0,3}:|"dependencies"\s{0,3}:\s{0,3}"/;

/** The text a command writes, when all of it is in the command itself (a heredoc or echo/printf words). */
export function visibleText(c: SimpleCmd): string | undefined {
  if ((c.exe === "cat" || c.exe === "tee") && c.heredoc !== undefined) return c.heredoc.includes("$(") ? undefined : c.heredoc;
  if ((c.exe === "echo" || c.exe === "printf") && !c.dynamicArgs) return c.args.filter((a) => !/^-[neE]{1,3}$/.test(a)).join(" ").replace(/\\n/g, "\n").replace(/\\t/g, "\t");
  return undefined;
}

/**
 * A build file or an agent's instructions written with content the command shows in full and
 * nothing in it that runs by itself: the commands it holds (Makefile recipes, npm scripts,
 * pre-commit entries) are parsed where they are written (parse.ts) and the instructions are read
 * by the injection detector (guardian), so the write is reviewed, not refused on its path alone.
 * Install hooks in a package.json, a build backend loaded from the tree, anything hidden: no.
 */
export function visibleInertWrite(c: SimpleCmd, path: string): boolean {
  const p = normalizePath(path);
  if (!READ_BUILD_FILE.test(p) && !AGENT_DOC.test(p)) return false;
  const text = visibleText(c);
  // Markdown quotes commands in backticks; elsewhere a backtick may be a substitution run at write time.
  if (text === undefined || (text.includes("`") && !AGENT_DOC.test(p))) return false;
  if (/(?:^|\/)package\.json$/.test(p)) { try { JSON.parse(text); } catch { return false; } return !LIFECYCLE_KEY.test(text); }
  if (/(?:^|\/)pyproject\.toml$/.test(p)) return !/backend-path/.test(text);
  // Instructions are orders to the next agent: anything the injection detector so much as suspects keeps the block.
  if (AGENT_DOC.test(p)) return scanContent({ content: text.slice(0, 16_384), context: { source: "file", direction: "inbound" } }).scores.prompt_injection < VERDICT_THRESHOLDS.prompt_injection.suspicious;
  return true;
}

/** A relative name read from the directory an earlier `cd` moved to (`cd ~/.ssh && cat id_rsa`). */
export function underCwd(c: SimpleCmd, p: string): string | undefined {
  // Not `.` itself, and not patterns (`find . -name '.*'`): a relative glob is a name filter more often than a path.
  if (c.cwd === undefined || p === "" || p === "." || /^[/~$-]|:\/\/|[*?[]/.test(p)) return undefined;
  return `${c.cwd}/${p.replace(/^\.\//, "")}`;
}

/** Arguments whose content the command reads: not grep's pattern, a copy's destination, or an ssh key. */
export function contentOperands(c: SimpleCmd): string[] {
  const list = contentOperandsHere(c);
  if (c.cwd === undefined) return list;
  const moved = list.map((p) => underCwd(c, p)).filter((p): p is string => p !== undefined);
  return moved.length > 0 ? [...list, ...moved] : list;
}

function contentOperandsHere(c: SimpleCmd): string[] {
  // `git -c key=value`: the value is a setting (often a command such as `ssh -i KEY`), not a file git reads.
  const skip = (k: number): boolean => AUTH_VALUE_FLAGS.has(c.args[k - 1] ?? "") || (c.exe === "git" && c.args[k - 1] === "-c");
  const args = /^(?:scp|sftp|rsync|ssh|git|ansible|ansible-playbook)$/.test(c.exe) ? c.args.filter((_, k) => !skip(k)) : c.args;
  const ops = pathCandidates(args);
  let list = c.exe === "grep" || c.exe === "rg" || c.exe === "egrep" ? ops.slice(1) : ops;
  if (/^(?:cp|mv|install|rsync|scp|ln)$/.test(c.exe) && list.length >= 2) list = list.slice(0, -1);
  return list;
}

export const WRITERS: ReadonlySet<string> = new Set(["curl", "wget", "tee", "cp", "mv", "install", "rsync", "scp", "ln", "dd", "sed", "perl", "shred", "truncate", "wipefs", "fallocate", "rm", "unlink", "writevt", "yq", "sponge", "npm", "pnpm", "yarn", "dasel"]);

const LOG_TREE = /^(?:\/private)?\/var\/(?:log|audit|spool\/mail)(?:\/|$)/;
const DESTROYERS: ReadonlySet<string> = new Set(["rm", "shred", "truncate", "unlink", "srm", "wipe"]);
const LISTERS: ReadonlySet<string> = new Set(["find", "ls", "locate", "fd", "fdfind"]);

/** Directories a lister earlier in the same pipeline walks (find's roots, ls's operands). */
function listedBy(ctx: Ctx, c: SimpleCmd): string[] {
  const feeder = ctx.parsed.cmds.find((p) => p.pipe === c.pipe && p.stage === c.stage - 1 && LISTERS.has(p.exe));
  if (feeder === undefined) return [];
  const out: string[] = [];
  for (const a of feeder.args) {
    if (a.startsWith("-") || a === "(" || a === "!") break;
    out.push(a);
  }
  return out.slice(0, 16);
}

/** Where curl/wget write: -o/-O FILE, curl -O/--remote-name (URL basename), wget's default (URL basename), a redirect. */
export function fetchTargets(c: SimpleCmd, withRedirect = true): string[] {
  const out: string[] = [];
  const url = c.args.find((a) => /^(?:https?|ftp):\/\//i.test(a));
  const base = url?.replace(/[?#].*$/, "").replace(/\/+$/, "").split("/").pop() ?? "";
  // `-o F`, and the clustered forms `-so F`, `-fsSLo F` (wget: `-qO F`).
  const named = c.args.findIndex((a) => a === "-o" || (c.exe === "wget" && a === "-O") || a === "--output" || a === "--output-document" || (c.exe === "curl" ? /^-[a-zA-Z]{1,8}o$/ : /^-[a-zA-Z]{1,8}O$/).test(a));
  if (named >= 0 && c.args[named + 1] !== undefined) out.push(c.args[named + 1] as string);
  for (const a of c.args) { const m = /^(?:--output(?:-document)?=|-o(?=[^-]))(.{1,300})$/.exec(a); if (m?.[1]) out.push(m[1]); }
  const remoteName = c.exe === "curl" && c.args.some((a) => a === "-O" || a === "--remote-name" || /^-[a-zA-Z]{1,6}O$/.test(a));
  const p = c.args.findIndex((a) => a === "-P" || a === "--directory-prefix");
  const dir = p >= 0 ? c.args[p + 1] : undefined;
  if (base !== "" && (remoteName || (c.exe === "wget" && named < 0))) out.push(dir ? `${dir.replace(/\/$/, "")}/${base}` : base);
  const redir = withRedirect ? c.redirs.find((r) => r.op === ">" || r.op === ">>")?.target : undefined;
  if (redir) out.push(redir);
  return out;
}

/** npm scripts the package manager runs by itself on install, pack or publish. */
const LIFECYCLE = /^(?:pre|post)?(?:install|uninstall|publish|pack|prepare|shrinkwrap|version)$|^prepublishOnly$|^dependencies$/;

/** Build manifests whose version line a release script bumps in place. */
const MANIFEST = /(?:^|\/)(?:package\.json|pyproject\.toml|setup\.py|setup\.cfg|Cargo\.toml|build\.gradle(?:\.kts)?|pom\.xml|CMakeLists\.txt|Chart\.ya?ml|[^/]{1,80}\.(?:csproj|gemspec|podspec))$/;
/** A version number of two or three parts (four would be an IPv4 address). */
const VERSION = /\d{1,6}(?:\\?\.\d{1,6}){1,2}/g;

/**
 * Whether every sed program here (`s/version = "1.4.2"/version = "1.4.3"/`) changes nothing but
 * version numbers: such an edit cannot put code into a manifest, so it is not a build-definition
 * write. Anything else in the replacement (a command, a URL, a back-reference) keeps the write.
 */
function versionBump(operands: readonly string[]): boolean {
  let programs = 0;
  for (const o of operands) {
    if (o === "" || MANIFEST.test(normalizePath(o))) continue;
    const d = /^s([^A-Za-z0-9\s\\])/.exec(o)?.[1];
    if (d === undefined) return false;
    const parts = o.slice(2).split(new RegExp(`(?<!\\\\)\\${d}`));
    if (parts.length !== 3 || !/^[gI0-9]{0,3}$/.test(parts[2] ?? "")) return false;
    const [from, to] = [parts[0] ?? "", parts[1] ?? ""];
    if (!VERSION.test(to)) return false;
    VERSION.lastIndex = 0;
    const shape = (x: string): string => x.replace(/^\^|\$$/g, "").replace(VERSION, "#").replace(/\\(.)/g, "$1");
    if (shape(from) !== shape(to) || /[&$`;|]/.test(to)) return false;
    programs++;
  }
  return programs > 0;
}

export function writeTargets(c: SimpleCmd): string[] {
  if (!WRITERS.has(c.exe)) return [];
  const f = parseFlags(c.args);
  switch (c.exe) {
    case "tee": return f.operands;
    case "cp": case "mv": case "install": case "rsync": case "scp": return f.operands.length >= 2 ? [f.operands[f.operands.length - 1] ?? ""] : [];
    case "ln": return f.operands.length >= 2 ? [f.operands[f.operands.length - 1] ?? ""] : [];
    case "dd": {
      // Writing an image file to a device is a routine (reviewed) flash; zero/random fill is a wipe.
      const src = c.args.find((a) => a.startsWith("if="))?.slice(3) ?? "/dev/zero";
      const image = !/^\/dev\//.test(src);
      return c.args.filter((a) => a.startsWith("of=")).map((a) => a.slice(3)).filter((t) => !(image && /^\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|disk)/.test(t)));
    }
    case "sed": case "perl": {
      if (!hasFlag(f, "i", "in-place")) return [];
      const targets = f.operands.slice(1);
      return c.exe === "sed" && versionBump(f.operands) ? targets.filter((t) => !MANIFEST.test(normalizePath(t))) : targets;
    }
    // In-place structured editors: `yq -i EXPR FILE`, `… | sponge FILE`, `dasel put -w FILE`.
    case "yq": return hasFlag(f, "i", "inplace") ? f.operands.filter((o) => o !== "e" && o !== "eval").slice(1) : [];
    case "sponge": return f.operands;
    case "dasel": return c.args.flatMap((a, k) => (a === "-f" || a === "--file" ? [c.args[k + 1] ?? ""] : []));
    // `npm pkg set scripts.postinstall=…` rewrites the package manifest.
    // A named script (`scripts.lint=…`) runs only when asked for, and its command is parsed as
    // code where it is set (normalize.ts); the install and publish hooks run on their own.
    case "npm": case "pnpm": case "yarn": {
      if (f.operands[0] !== "pkg" || !/^(?:set|delete)$/.test(f.operands[1] ?? "")) return [];
      const sets = f.operands.slice(2);
      const inert = (o: string): boolean => /^scripts\.[A-Za-z0-9:_-]{1,60}=/.test(o) ? !LIFECYCLE.test(o.slice(8, o.indexOf("="))) : /^version=v?\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z.]{1,40})?$/.test(o);
      return f.operands[1] === "set" && sets.length > 0 && sets.every(inert) ? [] : ["package.json"];
    }
    case "shred": case "truncate": case "wipefs": case "fallocate": case "rm": case "unlink": return f.operands;
    // A download lands where -o/-O (or the URL's name) says: into a start-up file it is code there.
    case "curl": case "wget": return fetchTargets(c, false).filter((t) => t !== "-" && !t.startsWith("/dev/"));
    case "writevt": return f.operands.slice(0, 1);
    default: return [];
  }
}

function rm(ctx: Ctx, c: SimpleCmd): void {
  const f = parseFlags(c.args);
  if (c.via.includes("xargs")) {
    // `echo / | xargs rm -rf`, `xargs rm -rf <<< /`: stdin words become operands.
    const feeder = ctx.parsed.cmds.find((p) => p.pipe === c.pipe && p.stage === c.stage - 1 && (p.exe === "echo" || p.exe === "printf"));
    const words = [...(c.heredoc ?? "").split(/\s{1,64}/), ...(feeder?.args.filter((a) => !a.startsWith("-")) ?? [])].filter((w) => w !== "");
    f.operands.push(...words.slice(0, 64));
  }
  const recursive = hasFlag(f, "rR", "recursive");
  const force = hasFlag(f, "f", "force");
  if (f.long.has("no-preserve-root")) {
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.rm-no-preserve-root", decision: "block", taxonomy: "destructive-ops/fs-destruction/recursive-root-delete", description: "rm with --no-preserve-root", cmd: c });
  }
  // `cd ~ && rm -rf .`, `cd / && rm -rf *`: the operand is read where the cd moved to.
  const targets = c.cwd === undefined ? f.operands : f.operands.map((raw) => (/^\.\/?$/.test(raw) ? (c.cwd ?? raw) : /^(?:\*|\.\/\*)$/.test(raw) ? `${c.cwd ?? "."}/*` : raw));
  for (const raw of targets) {
    const t = normalizePath(raw);
    if (recursive && SYSTEM_DIRS.test(t)) {
      addFinding(ctx, { layer: "structural", rule_id: t === "/" || t === "/*" ? "shell.struct.rm-root" : "shell.struct.rm-system-dir", decision: "block", taxonomy: t === "/" || t === "/*" ? "destructive-ops/fs-destruction/recursive-root-delete" : "destructive-ops/fs-destruction/system-directory-delete", description: `recursive delete of ${redactPreview(t, 20)}`, cmd: c });
    } else if (recursive && /^\/(?:etc|boot|sys|proc|bin|sbin|lib|lib64|usr\/(?:bin|sbin|lib|lib64|libexec|include)|var\/log|root|System)(?:\/|$)/.test(t) && !TEMP.test(t)) {
      addFinding(ctx, { layer: "structural", rule_id: "shell.struct.rm-system-subtree", decision: "block", taxonomy: "destructive-ops/fs-destruction/system-directory-delete", description: `recursive delete under ${redactPreview(t, 20)}`, cmd: c });
    } else if (recursive && (force || f.operands.length > 0) && !TEMP.test(t)) {
      addFinding(ctx, { layer: "structural", rule_id: "shell.struct.rm-recursive", decision: "audit", taxonomy: "destructive-ops/fs-destruction/system-directory-delete", description: "recursive delete", cmd: c });
    }
    ctx.intents.add("file-delete");
  }
}

function chmod(ctx: Ctx, c: SimpleCmd): void {
  const ops = c.args.filter((a) => !/^-[a-zA-Z]{1,4}$/.test(a) && !a.startsWith("--"));
  const mode = ops[0] ?? "";
  const targets = ops.slice(1).map(normalizePath);
  const sensitive = targets.some((t) => SYSTEM_DIRS.test(t) || /^\/(?:etc|usr|bin|sbin|boot|var)\/|\.ssh\//.test(t));
  const numericWorld = /^0?[0-7]?[0-7][0-7][2367]$/.test(mode);
  const symbolicWorld = /(?:^|,)(?:[ug]{0,2}o|a|ugo)[+=][rwxXst]{0,5}w/.test(mode);
  if (numericWorld || symbolicWorld) {
    const full = /^0?[0-7]?777$/.test(mode) || /(?:a|ugo)[+=]rwx/.test(mode);
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.chmod-world-writable", decision: full || sensitive ? "block" : "audit", taxonomy: "destructive-ops/permission-weakening/chmod-world-writable", description: `world-writable mode ${redactPreview(mode, 8)}`, cmd: c });
  }
  if (/^0?[2-7][0-7]{3}$/.test(mode) || /(?:^|,)[ugoa]{0,3}[+=][rwxX]{0,3}s/.test(mode))
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.setuid-bit", decision: "block", taxonomy: "privilege-escalation/file-permissions/suid-bit-set", description: `setuid/setgid mode ${redactPreview(mode, 8)}`, cmd: c });
  if (mode.startsWith("$"))
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.chmod-dynamic-mode", decision: "block", taxonomy: "privilege-escalation/file-permissions/llm-controlled-permissions", description: "permission mode comes from a variable", cmd: c });
}

function find(ctx: Ctx, c: SimpleCmd): void {
  const root = normalizePath(c.args[0] ?? ".");
  const exec = c.args.findIndex((a) => a === "-exec" || a === "-execdir");
  // `-exec shred -u {} +` or `| xargs rm -f` over a whole tree deletes it file by file.
  const destroys = (): boolean => c.args.includes("-delete") || (exec >= 0 && DESTROYERS.has((c.args[exec + 1] ?? "").replace(/^.*\//, ""))) ||
    ctx.parsed.cmds.some((x) => x.pipe === c.pipe && x.stage === c.stage + 1 && x.via.includes("xargs") && DESTROYERS.has(x.exe));
  if (SYSTEM_DIRS.test(root) && destroys())
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.find-delete-system", decision: "block", taxonomy: "destructive-ops/fs-destruction/system-directory-delete", description: `find deletes files under ${redactPreview(root, 16)}`, cmd: c });
  const perm = c.args.indexOf("-perm");
  if (perm >= 0 && /[-/]?[4-6]000|u=s|g=s/.test(c.args[perm + 1] ?? "") && exec >= 0 && /^(?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh$/.test(c.args[exec + 1] ?? ""))
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.find-suid-shell", decision: "block", taxonomy: "privilege-escalation/file-permissions/suid-bit-set", description: "find setuid binaries and exec a shell", cmd: c });
}

/** Moving a system tree away, or re-owning one recursively, breaks the host like a delete. */
function systemTree(ctx: Ctx, c: SimpleCmd): void {
  const f = parseFlags(c.args);
  const ops = c.exe === "mv" ? f.operands.slice(0, -1) : hasFlag(f, "R", "recursive") ? f.operands.slice(1) : [];
  const hit = ops.map(normalizePath).find((t) => SYSTEM_DIRS.test(t) && t !== "~" && t !== "~/");
  if (hit !== undefined || (c.exe === "mv" && f.operands[f.operands.length - 1] === "/dev/null" && f.operands.length >= 2))
    addFinding(ctx, { layer: "structural", rule_id: `shell.struct.${c.exe}-system-tree`, decision: "block", taxonomy: "destructive-ops/fs-destruction/system-directory-delete", description: `${c.exe} of a system directory tree`, cmd: c });
}

function dd(ctx: Ctx, c: SimpleCmd): void {
  const src = c.args.find((a) => a.startsWith("if="))?.slice(3) ?? "";
  const dst = c.args.find((a) => a.startsWith("of="))?.slice(3) ?? "";
  if (/^\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|disk)/.test(dst) && !/^\/dev\/(?:zero|u?random)$/.test(src) && src !== "")
    addFinding(ctx, { layer: "structural", rule_id: "shell.struct.dd-image-to-device", decision: "audit", taxonomy: "destructive-ops/disk-ops/disk-overwrite", description: "dd writes an image to a block device", cmd: c });
}
