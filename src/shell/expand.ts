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
const CODE_EXT: Record<string, string> = { py: "python", js: "node", mjs: "node", cjs: "node", ts: "node", rb: "ruby", pl: "perl", php: "php", lua: "lua" };
/** The language a written file is a program in: its `#!` line, else its extension ("sh" for shells). */
export function writtenLanguage(targets: readonly string[], body: string): string | undefined {
  const bang = /^#!\s{0,2}(?:\/usr)?(?:\/local)?\/bin\/(?:env\s{1,4}(?:-S\s{1,4})?)?([a-z]{1,12})/.exec(body);
  if (bang?.[1]) {
    const b = bang[1].replace(/[0-9.]+$/, "");
    if (/^(?:ba|z|da|k)?sh$/.test(b)) return "sh";
    if (b === "python" || b === "node" || b === "ruby" || b === "perl" || b === "php" || b === "deno" || b === "bun") return b;
  }
  for (const t of targets) {
    const ext = /\.([a-z]{1,4})$/.exec(t)?.[1];
    if (ext !== undefined && CODE_EXT[ext] !== undefined) return CODE_EXT[ext];
  }
  return undefined;
}

/** An agent's prose instructions: what is written there is read later as orders. */
export const AGENT_DOC = /(?:^|\/)(?:CLAUDE\.md|AGENTS\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|\.clinerules|\.github\/copilot-instructions\.md)$/;

/** Places the system or a tool runs on its own (hooks, shell start-up, cron), without `*.sh` files that run only when called. */
export const AUTORUN_SCRIPT = /(?:(?:^|\/)\.git\/hooks\/|^~\/\.(?:bashrc|bash_profile|profile|zshrc|zprofile|zshenv)$|^\/etc\/(?:cron|profile\.d\/|rc\.local)|^\/var\/spool\/cron)/;
export const EXEC_TARGET = /(?:(?:^|\/)\.git\/hooks\/|^~\/\.(?:bashrc|bash_profile|profile|zshrc|zprofile|zshenv)$|^\/etc\/(?:cron|profile\.d\/|rc\.local)|^\/var\/spool\/cron|\.(?:sh|bash|zsh|command)$)/;

/** Look-alike letters (Cyrillic, Greek, fullwidth) and invisible characters in a command name, mapped to ASCII. */
const CONFUSABLE: Record<string, string> = { "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "ո": "n", "ս": "u", "м": "m", "т": "t", "к": "k", "в": "b", "н": "h", "ɡ": "g", "ӏ": "l", "α": "a", "ο": "o", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ѡ": "w", "ı": "i" };

export function deconfuse(name: string): string {
  if (name.length > 64) return name;
  return name.normalize("NFKC").replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, "").replace(/[^\x00-\x7f]/g, (c) => CONFUSABLE[c.toLowerCase()] ?? c);
}

export interface CodeEffects {
  /** Strings the code hands to a shell. */
  shell: string[];
  /** Commands it spawns without a shell, and file operations as the equivalent command. */
  argv: string[][];
}

type Lang = "py" | "js" | "rb" | "pl" | "php" | "lua" | "osa" | "awk" | "tcl" | "other";
const LANG: Record<string, Lang> = { python: "py", node: "js", deno: "js", bun: "js", ruby: "rb", perl: "pl", php: "php", lua: "lua", osascript: "osa", awk: "awk", gawk: "awk", tclsh: "tcl", wish: "tcl" };

/** Where a shell command starts: the call, then its first argument (a string, a list, or a name). */
const SHELL_CALLS: Record<Lang, RegExp | undefined> = {
  py: /(?:\b(?:os\.(?:system|popen)|subprocess\.(?:run|call|Popen|check_output|check_call|getoutput|getstatusoutput)|commands\.getoutput|pty\.spawn|create_subprocess_(?:shell|exec)|os\.exec[lv]p?e?|os\.posix_spawnp?|__import__\(\s{0,2}['"]os['"]\s{0,2}\)\.(?:system|popen))|(?:^|[^.\w])(?:system|popen|getoutput|check_output)|\b[A-Za-z_]{1,20}\.(?:Popen|run|call|check_output|check_call)(?=\(\s{0,3}\[))\s{0,3}\(\s{0,3}/g,
  js: /\b(?:exec|execSync|spawn|spawnSync|execFile|execFileSync|execa|execaSync|execaCommand|execaCommandSync|Bun\.spawn|Bun\.spawnSync|Deno\.Command|Deno\.run)\s{0,3}\(\s{0,3}/g,
  rb: /(?:\b(?:system|exec|spawn|IO\.popen|Open3\.(?:capture2e?|capture3|popen[23]e?)|Process\.spawn)\b\s{0,3}\(?\s{0,3}|%x[{([]|`)/g,
  pl: /(?:\b(?:system|exec|readpipe)\b\s{0,3}\(?\s{0,3}|\bqx\s{0,2}[{([/]|`|\bopen\s{0,3}\(?\s{0,3}(?:my\s{1,3})?[$\w]{1,40}\s{0,3},\s{0,3}(?:['"]-?\|['"]\s{0,3},\s{0,3})?)/g,
  php: /(?:\b(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec)\s{0,3}\(\s{0,3}|`)/g,
  lua: /\b(?:os\.execute|io\.popen)\s{0,3}\(?\s{0,3}/g,
  osa: /\bdo\s{1,3}shell\s{1,3}script\s{1,3}/g,
  tcl: /(?:^|[\n;[])\s{0,8}exec\s{1,3}/g,
  awk: /(?:\bsystem\s{0,3}\(\s{0,3}|\|&?\s{0,3}(?=")|(?="[^"\n]{1,2000}"\s{0,3}\|&?\s{0,3}getline))/g,
  other: undefined,
};

const DELETE_CALLS = /\b(shutil\.rmtree|rmtree|remove_tree|os\.(?:remove|unlink|rmdir|removedirs)|fs(?:e|\.promises)?\.(?:rmSync|rm|rmdirSync|rmdir|unlinkSync|unlink|removeSync|remove|emptyDirSync)|rimraf(?:\.sync)?|FileUtils\.(?:rm_rf|rm_r|rm_f|rm|remove_dir|remove_entry|remove)|File\.delete|Dir\.rmdir|unlink|rmdir|os\.remove)\s{0,3}\(?\s{0,3}/g;
const READ_CALLS = /\b(?:open|io\.open|codecs\.open|readFileSync|readFile|createReadStream|File\.(?:read|open|readlines|binread)|IO\.(?:read|readlines)|file_get_contents|fopen|file|read_text|read_bytes|Deno\.readTextFile|Bun\.file)\s{0,3}\(\s{0,3}/g;
const WRITE_CALLS = /\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|File\.write|IO\.write|file_put_contents)\s{0,3}\(\s{0,3}/g;

const FETCHES = /urlopen|urlretrieve|requests\.|httpx\.|urllib|http\.client|fetch\(|https?\.get|axios|Net::HTTP|open-uri|URI\.open|LWP|HTTP::Tiny|file_get_contents\(\s{0,3}['"]https?:|curl_exec|WebClient|Invoke-WebRequest|\.get\(\s{0,3}['"]?https?:|\.get\(\s{0,3}url/;
const OPEN_WRITE = /\bopen\s{0,3}\(\s{0,3}/g;

/** Paths opened for writing (`open(p, 'wb')`, writeFileSync(p, …), File.write(p, …)). */
function writtenPaths(code: string, vars: Map<string, string>, lang: Lang): string[] {
  const out: string[] = [];
  for (const re of [OPEN_WRITE, WRITE_CALLS]) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m !== null && out.length < 4; m = re.exec(code)) {
      const at = m.index + m[0].length;
      if (re === OPEN_WRITE) { const next = skipExpr(code, at); if (next < 0 || !/^\s{0,3}['"][wax]b?\+?['"]/.test(code.slice(next, next + 12))) continue; }
      const p = readExpr(code, at, vars, lang);
      if (p !== undefined) out.push(p);
    }
  }
  return out;
}

const MAX_CODE = 16384;
const MAX_EFFECTS = 16;

/** Printable ASCII only: a decoded literal that is binary is left encoded. */
const printable = (t: string): string | undefined => (/^[\x09\x0a\x0d\x20-\x7e]{1,4096}$/.test(t) ? t : undefined);
const fromHex = (h: string): string | undefined => (h.length % 2 === 0 ? printable(h.replace(/../g, (x) => String.fromCharCode(parseInt(x, 16)))) : undefined);
const fromB64 = (b: string): string | undefined => { try { return printable(atob(b)); } catch { return undefined; } };

/**
 * Constant decodings in code turned back into the string they produce, so the calls around them
 * are read: `system(pack("H*","6375…"))`, `os.system(bytes.fromhex('…').decode())`,
 * `exec(base64.b64decode('…'))`, `Buffer.from('…','base64').toString()`, `atob('…')`.
 */
export function foldCodeLiterals(code: string): string {
  if (!/pack|fromhex|b64decode|base64|atob|%c/i.test(code)) return code;
  const lit = (t: string | undefined, m: string): string => (t === undefined ? m : JSON.stringify(t));
  return code
    .replace(/\bpack\s{0,2}\(\s{0,2}["']H\*["']\s{0,2},\s{0,2}["']([0-9a-fA-F]{2,8192})["']\s{0,2}\)/g, (m, h: string) => lit(fromHex(h), m))
    .replace(/\bbytes\.fromhex\(\s{0,2}["']([0-9a-fA-F]{2,8192})["']\s{0,2}\)(?:\.decode\(\s{0,2}\))?/g, (m, h: string) => lit(fromHex(h), m))
    .replace(/\b(?:base64\.)?b64decode\(\s{0,2}b?["']([A-Za-z0-9+/=]{4,8192})["']\s{0,2}\)(?:\.decode\(\s{0,2}\))?/g, (m, b: string) => lit(fromB64(b), m))
    .replace(/\bBuffer\.from\(\s{0,2}["']([A-Za-z0-9+/=]{4,8192})["']\s{0,2},\s{0,2}["']base64["']\s{0,2}\)(?:\.toString\(\s{0,2}\))?/g, (m, b: string) => lit(fromB64(b), m))
    .replace(/\batob\(\s{0,2}["']([A-Za-z0-9+/=]{4,8192})["']\s{0,2}\)/g, (m, b: string) => lit(fromB64(b), m))
    .replace(/\bdecode_base64\(\s{0,2}["']([A-Za-z0-9+/=]{4,8192})["']\s{0,2}\)/g, (m, b: string) => lit(fromB64(b), m))
    // sprintf("%c%c%c%c", 99, 117, 114, 108) → "curl" (awk, perl, C-like printf families).
    .replace(/\bs?printf\s{0,2}\(\s{0,2}["']((?:%c){1,128})["']((?:\s{0,2},\s{0,2}[0-9]{1,3}){1,128})\s{0,2}\)/g, (m, f: string, n: string) => {
      const codes = n.split(",").map((x) => x.trim()).filter((x) => x !== "").map(Number);
      return codes.length * 2 === f.length ? lit(printable(String.fromCharCode(...codes)), m) : m;
    });
}

/** Shell commands, spawns and file deletions in inline interpreter code; bounded and capped. */
export function codeEffects(exe: string, code0: string): CodeEffects {
  const out: CodeEffects = { shell: [], argv: [] };
  const lang = LANG[exe] ?? "other";
  const code = foldCodeLiterals(code0.length > MAX_CODE ? code0.slice(0, MAX_CODE) : code0);
  const vars = assignments(code);
  const calls = SHELL_CALLS[lang];
  if (calls !== undefined) {
    calls.lastIndex = 0;
    for (let m = calls.exec(code); m !== null && out.shell.length + out.argv.length < MAX_EFFECTS; m = calls.exec(code)) {
      if (m[0].length === 0) calls.lastIndex++;
      const tok = m[0];
      const at = m.index + tok.length;
      // Backticks, %x{…}, qx{…}: the text up to the closing delimiter is the command.
      const open = tok.endsWith("`") ? "`" : /(?:%x|qx\s{0,2})[{([/]$/.test(tok) ? tok[tok.length - 1] : undefined;
      if (open !== undefined) {
        const close = ({ "{": "}", "(": ")", "[": "]" } as Record<string, string>)[open] ?? open;
        const end = code.indexOf(close, at);
        if (end > at && end - at <= 2000) out.shell.push(code.slice(at, end));
        continue;
      }
      // Tcl: `exec cmd args` up to the end of the line or bracket.
      if (lang === "tcl") { const line = /^[^\n;\]]{1,2000}/.exec(code.slice(at)); if (line) out.shell.push(line[0]); continue; }
      const argvForm = /exec[lv]p?e?|posix_spawn|spawn|execFile|Deno|Bun|create_subprocess_exec|pcntl_exec/.test(tok) && !/execSync|\bexec\s{0,3}\($/.test(tok) || (lang === "py" && code[at] === "[");
      const list = readList(code, at, vars);
      if (list !== undefined && list.length > 0) { out.argv.push(list); continue; }
      const first = readExpr(code, at, vars, lang);
      if (first === undefined) continue;
      if (argvForm) {
        // spawn("sh", ["-c", "…"]), os.execv("/bin/sh", ["sh", "-c", "…"]), pcntl_exec(path, [args]).
        const comma = skipExpr(code, at);
        const rest = comma > 0 ? readList(code, comma, vars) : undefined;
        const args = rest === undefined ? [] : /exec[lv]|posix_spawn/.test(tok) && lang === "py" ? rest.slice(1) : rest;
        out.argv.push([first, ...args]);
      } else out.shell.push(first);
    }
  }
  // awk: `print "cmd" | "sh"` feeds the printed text to a shell.
  if (lang === "awk") for (const m of code.matchAll(/print[f]?\s{0,3}"([^"\n]{1,2000})"\s{0,3}\|\s{0,3}"(?:\/bin\/)?(?:ba|da|z)?sh"/g)) out.shell.push(m[1] ?? "");
  // Fetched and saved by the code itself: urlretrieve(url, p), or a fetch plus open(p, 'wb').
  const url = /['"`]((?:https?|ftp):\/\/[^'"`\s]{1,500})['"`]/.exec(code)?.[1];
  if (url !== undefined && FETCHES.test(code)) {
    const saved = /urlretrieve\(\s{0,3}[^,]{1,600},\s{0,3}/.exec(code);
    const target = saved ? readExpr(code, saved.index + saved[0].length, vars, lang) : undefined;
    for (const t of [target, ...writtenPaths(code, vars, lang)]) if (t !== undefined && t !== "" && !t.includes("$X")) out.argv.push(["curl", "-o", t, url]);
  }
  // File deletions: shutil.rmtree(p), fs.rmSync(p, {recursive: true}), FileUtils.rm_rf(p) …
  DELETE_CALLS.lastIndex = 0;
  for (let m = DELETE_CALLS.exec(code); m !== null && out.argv.length < MAX_EFFECTS; m = DELETE_CALLS.exec(code)) {
    const p = readExpr(code, m.index + m[0].length, vars, lang);
    if (p === undefined || p === "" || p.includes("$X")) continue;
    const recursive = /rmtree|remove_tree|rm_rf|rm_r|remove_dir|rimraf|removeSync|emptyDir|\bremove$/.test(m[1] ?? "") || /recursive\s{0,3}:\s{0,3}true/.test(code.slice(m.index, m.index + 300));
    out.argv.push(recursive ? ["rm", "-rf", p] : ["rm", "-f", p]);
  }
  // `(Path.home() / '.ssh' / 'id_rsa').read_text()`, `Path(p).read_bytes()`: the receiver is the path.
  for (const m of code.matchAll(/\)\s{0,2}\.(?:read_text|read_bytes|open)\(/g)) {
    if (out.argv.length >= MAX_EFFECTS) break;
    const open = matchingOpen(code, m.index ?? 0);
    if (open < 0) continue;
    const word = /[A-Za-z_.]{1,30}$/.exec(code.slice(Math.max(0, open - 30), open))?.[0] ?? "";
    const p = readExpr(code, /^(?:pathlib\.)?Path$/.test(word) ? open - word.length : open + 1, vars, lang);
    if (p !== undefined && p !== "" && !p.includes("$X") && /[/~]/.test(p)) out.argv.push(["cat", p]);
  }
  // Reads and writes of computed paths (join, home directory): literal paths are read by the structural layer.
  for (const [re, verb] of [[READ_CALLS, "cat"], [WRITE_CALLS, "tee"]] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m !== null && out.argv.length < MAX_EFFECTS; m = re.exec(code)) {
      const at = m.index + m[0].length;
      if (code[at] === "'" || code[at] === '"') { const end = skipExpr(code, at); if (end < 0 || /^[,)]/.test(code.slice(end - 1).trimStart())) continue; }
      const p = readExpr(code, at, vars, lang);
      if (p !== undefined && p !== "" && !p.includes("$X") && /[/~]/.test(p)) out.argv.push(verb === "cat" && /['"][wax]b?\+?['"]/.test(code.slice(at, at + 300).split(")")[0] ?? "") ? ["tee", p] : [verb, p]);
    }
  }
  return out;
}

/** Index of the `(` matching the `)` at `close`, or -1 (bounded). */
function matchingOpen(code: string, close: number): number {
  let depth = 0;
  for (let j = close; j >= 0 && close - j < 400; j--) {
    if (code[j] === ")") depth++;
    else if (code[j] === "(" && --depth === 0) return j;
  }
  return -1;
}

/** `name = "literal"` (and `const/let/var/my/local`) assignments: enough to follow `os.system(cmd)`. */
function assignments(code: string): Map<string, string> {
  const vars = new Map<string, string>();
  const re = /(?:^|[\s;,({])(?:const\s|let\s|var\s|my\s|local\s|our\s)?\s{0,3}\$?([A-Za-z_][A-Za-z0-9_]{0,40})\s{0,3}=\s{0,3}(?=['"])/g;
  for (let m = re.exec(code); m !== null && vars.size < 64; m = re.exec(code)) {
    const v = readString(code, m.index + m[0].length);
    if (v !== undefined) vars.set(m[1] ?? "", v.value);
  }
  return vars;
}

/** A quoted string literal at `at`: its value and the index after it. */
function readString(code: string, at: number): { value: string; end: number } | undefined {
  let i = at;
  let fstring = false;
  if ((code[i] === "f" || code[i] === "r" || code[i] === "b") && (code[i + 1] === "'" || code[i + 1] === '"')) { fstring = code[i] === "f"; i++; }
  const q = code[i];
  if (q !== "'" && q !== '"' && q !== "`") return undefined;
  let v = "";
  for (let j = i + 1; j < code.length && j - i < 4000; j++) {
    const ch = code[j] as string;
    if (ch === "\\" && j + 1 < code.length) {
      const n = code[j + 1] as string;
      v += n === "n" ? "\n" : n === "t" ? "\t" : n;
      j++;
      continue;
    }
    if (ch === q) {
      // f"…{x}…", "…#{x}…": interpolations are values we do not know.
      if (fstring) v = v.replace(/\{[^{}]{1,80}\}/g, "$X");
      v = v.replace(/#\{[^{}]{1,80}\}/g, "$X");
      return { value: v, end: j + 1 };
    }
    v += ch;
  }
  return undefined;
}

/** The end of the argument expression starting at `at` (index of the following comma), or -1. */
function skipExpr(code: string, at: number): number {
  let depth = 0;
  for (let j = at; j < code.length && j - at < 4000; j++) {
    const ch = code[j] as string;
    if (ch === "'" || ch === '"' || ch === "`") { const s = readString(code, j); if (s === undefined) return -1; j = s.end - 1; continue; }
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") { if (depth === 0) return -1; depth--; }
    else if (ch === "," && depth === 0) return j + 1;
    else if ((ch === ";" || ch === "\n") && depth === 0) return -1;
  }
  return -1;
}

/** `['rm', '-rf', p]` → words (unknown elements as $X). */
function readList(code: string, at0: number, vars: Map<string, string>): string[] | undefined {
  let at = at0;
  while (code[at] === " ") at++;
  if (code[at] !== "[" && !(code[at] === "(" && /^\(\s{0,3}["']/.test(code.slice(at, at + 6)) && false)) return undefined;
  const out: string[] = [];
  let j = at + 1;
  while (j < code.length && out.length < 64) {
    while (code[j] === " " || code[j] === "\n") j++;
    if (code[j] === "]") return out;
    const v = readExpr(code, j, vars, "other");
    out.push(v ?? "$X");
    const next = skipExpr(code, j);
    if (next < 0) { const close = code.indexOf("]", j); return close > 0 ? out : undefined; }
    j = next;
  }
  return undefined;
}

const HOME_EXPR = /^(?:os\.homedir\(\)|os\.path\.expanduser\(\s{0,2}['"]~['"]\s{0,2}\)|Path\.home\(\)|pathlib\.Path\.home\(\)|process\.env\.HOME|process\.env\[['"]HOME['"]\]|os\.environ\[['"]HOME['"]\]|os\.environ\.get\(['"]HOME['"]\)|os\.getenv\(['"]HOME['"]\)|ENV\[['"]HOME['"]\]|Dir\.home|\$ENV\{HOME\}|getenv\(['"]HOME['"]\)|Deno\.env\.get\(['"]HOME['"]\)|homedir\(\))/;

/**
 * A small evaluator for the argument expression at `at`: string literals, names bound to
 * literals, `+`/`.`/`/` concatenation, path.join/os.path.join/expanduser and home-directory
 * expressions ("~"). Unknown names become $X; returns undefined when nothing is literal.
 */
function readExpr(code: string, at0: number, vars: Map<string, string>, lang: Lang): string | undefined {
  let at = at0;
  let out = "";
  let literal = false;
  for (let guard = 0; guard < 16 && at < code.length; guard++) {
    while (code[at] === " ") at++;
    const rest = code.slice(at, at + 200);
    const s = readString(code, at);
    let piece: string | undefined;
    let join = false;
    if (s !== undefined) { piece = s.value; at = s.end; literal = true; }
    else if (HOME_EXPR.test(rest)) { piece = "~"; at += (HOME_EXPR.exec(rest)?.[0].length ?? 0); literal = true; }
    else {
      const call = /^(?:os\.path\.join|[A-Za-z_]{1,12}\.join|[A-Za-z_]{1,12}\.resolve|File\.join|os\.path\.expanduser|expand_path|File\.expand_path|Path|pathlib\.Path|os\.path\.abspath|os\.path\.realpath|catfile)\s{0,2}\(/.exec(rest);
      if (call) {
        const parts: string[] = [];
        let j = at + call[0].length;
        for (let k = 0; k < 8; k++) {
          const v = readExpr(code, j, vars, lang);
          parts.push(v ?? "$X");
          const next = skipExpr(code, j);
          if (next < 0) break;
          j = next;
        }
        const close = code.indexOf(")", j);
        if (close < 0) return undefined;
        at = close + 1;
        piece = parts.filter((p) => p !== "").join("/").replace(/\/{2,}/g, "/").replace(/^~(?=[^/])/, "~/");
        if (piece.startsWith("$X/~")) piece = piece.slice(3);
        literal = true;
        join = true;
      } else {
        const id = /^\$?([A-Za-z_][A-Za-z0-9_.]{0,60})/.exec(rest);
        if (!id) break;
        const name = id[1] ?? "";
        piece = vars.get(name) ?? "$X";
        at += id[0].length;
      }
    }
    out += piece;
    while (code[at] === " ") at++;
    const op = code[at];
    // Concatenation: + (py/js/rb), . (perl/php), / (pathlib), .. (lua).
    if (op === "+" || (op === "." && (lang === "pl" || lang === "php")) || (op === "/" && (join || lang === "py")) || (op === "." && code[at + 1] === "." && lang === "lua")) {
      at += op === "." && code[at + 1] === "." ? 2 : 1;
      if (op === "/" && !out.endsWith("/")) out += "/";
      continue;
    }
    // awk concatenates by juxtaposition: `c " -s " url`.
    if (lang === "awk" && (op === '"' || /[A-Za-z_]/.test(op ?? ""))) continue;
    break;
  }
  return literal ? out : undefined;
}
