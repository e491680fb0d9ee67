// Layer 2.5 (substitution): resolves words to the strings the shell would see, by constant
// propagation through `NAME=value` and by folding constant decoder pipelines such as
// `$(echo L2V0Yy9zaGFkb3c= | base64 -d)`. It adds no findings; what it materialises is
// re-checked by the later layers and the protected-path check.
import type { Word, WordPart, DoubleQuotedChild, ParsedScript, Statement, ParameterOperation } from "unbash";

export interface Env {
  vars: Map<string, string>;
}

export interface Resolved {
  value: string;
  dynamic: boolean;
  /** Unquoted expansion whose value may split into several words. */
  splittable: boolean;
  /** Command / process substitutions inside the word, for the walker to analyse. */
  subs: { script: ParsedScript; kind: "cmd" | "in" | "out"; pos: number; end: number }[];
  folded: boolean;
  fold: boolean;
  /** The word has more than one part (`r$@m`), so an empty expansion is an obfuscation. */
  inWord?: boolean;
}

/** Well-known variables resolve to a stable spelling so path rules see `~/.ssh`, not `$HOME/.ssh`. */
const WELL_KNOWN: Record<string, string> = { HOME: "~", USERPROFILE: "~", XDG_CONFIG_HOME: "~/.config", XDG_CACHE_HOME: "~/.cache", XDG_DATA_HOME: "~/.local/share", TMPDIR: "/tmp", IFS: " " };

export function lookup(env: Env, name: string): string | undefined {
  return env.vars.get(name) ?? WELL_KNOWN[name];
}

/** `fold: false` inside a fold: nested substitutions are not constants (keeps folding linear). */
export function resolveWord(w: Word, env: Env, fold = true): Resolved {
  const r: Resolved = { value: "", dynamic: false, splittable: false, subs: [], folded: false, fold };
  const parts = w.parts;
  if (parts === undefined || parts.length === 0) {
    r.value = w.value;
    return r;
  }
  if (parts.length > 1) r.inWord = true;
  for (const p of parts) r.value += part(p, env, r, false);
  return r;
}

function part(p: WordPart | DoubleQuotedChild, env: Env, r: Resolved, quoted: boolean): string {
  switch (p.type) {
    case "Literal":
      return p.value;
    case "SingleQuoted":
    case "AnsiCQuoted":
      return p.value;
    case "DoubleQuoted":
    case "LocaleString": {
      let s = "";
      for (const c of p.parts) s += part(c, env, r, true);
      return s;
    }
    case "SimpleExpansion": {
      const name = p.text.slice(1);
      const v = lookup(env, name) ?? positionalDefault(name, r);
      if (v === undefined) { r.dynamic = true; return p.text; }
      if (!quoted || name === "@") r.splittable = true;
      return v;
    }
    case "ParameterExpansion": {
      const v = lookup(env, p.parameter) ?? positionalDefault(p.parameter, r);
      const op = p.operation;
      if (op?.type === "Default" && (v === undefined || v === "") && (op.operator === ":-" || op.operator === "-" || op.operator === ":=" || op.operator === "=")) {
        return resolveWord(op.operand, env, false).value;
      }
      if (v === undefined || p.prefix !== undefined || p.index !== undefined) { r.dynamic = true; return p.text; }
      const applied = op === undefined || op.type === "Default" ? v : operate(v, op, env);
      if (applied === undefined) { r.dynamic = true; return p.text; }
      if (!quoted || p.parameter === "@") r.splittable = true;
      return applied;
    }
    case "CommandExpansion": {
      if (p.script) {
        r.subs.push({ script: p.script, kind: "cmd", pos: p.pos, end: p.end });
        const folded = r.fold ? foldConstant(p.script, env) : undefined;
        if (folded !== undefined) {
          r.folded = true;
          if (!quoted) r.splittable = true;
          return folded;
        }
      }
      r.dynamic = true;
      return p.text;
    }
    case "ProcessSubstitution":
      if (p.script) r.subs.push({ script: p.script, kind: p.operator === "<" ? "in" : "out", pos: p.pos, end: p.end });
      return "/dev/fd/63";
    case "ArithmeticExpansion":
      r.dynamic = true;
      return p.text;
    default:
      return p.text;
  }
}

/**
 * `$@`/`$*` outside any function or `sh -c` arguments are empty: `r$@m` is `rm`. Only inside a
 * larger word (an obfuscation trick); a bare `$1` or `"$@"` stays unresolved.
 */
function positionalDefault(name: string, r: Resolved): string | undefined {
  return (name === "@" || name === "*") && r.inWord ? "" : undefined;
}

/** `${v:off:len}`, `${v/a/b}`, `${v#p}`, `${v^^}` … on a constant value, with constant operands. */
function operate(v: string, op: ParameterOperation, env: Env): string | undefined {
  const lit = (w: Word | undefined): string | undefined => {
    if (w === undefined) return "";
    const x = resolveWord(w, env, false);
    return x.dynamic || x.subs.length > 0 ? undefined : x.value;
  };
  switch (op.type) {
    case "Slice": {
      const o = Number(lit(op.offset)?.trim());
      const lenS = op.length === undefined ? undefined : lit(op.length)?.trim();
      if (!Number.isInteger(o) || (lenS !== undefined && !/^-?\d{1,6}$/.test(lenS))) return undefined;
      const start = o < 0 ? Math.max(0, v.length + o) : Math.min(o, v.length);
      if (lenS === undefined) return v.slice(start);
      const n = Number(lenS);
      return n < 0 ? v.slice(start, Math.max(start, v.length + n)) : v.slice(start, start + n);
    }
    case "CaseModification":
      if (op.operand !== undefined) return undefined;
      return op.operator === "^^" ? v.toUpperCase() : op.operator === ",," ? v.toLowerCase() : op.operator === "^" ? v.charAt(0).toUpperCase() + v.slice(1) : v.charAt(0).toLowerCase() + v.slice(1);
    case "Replace": {
      const pat = lit(op.pattern);
      const rep = lit(op.replacement);
      if (pat === undefined || rep === undefined || pat === "" || /[*?[]/.test(pat)) return undefined;
      if (op.operator === "//") return v.split(pat).join(rep);
      if (op.operator === "/#") return v.startsWith(pat) ? rep + v.slice(pat.length) : v;
      if (op.operator === "/%") return v.endsWith(pat) ? v.slice(0, v.length - pat.length) + rep : v;
      return v.replace(pat, () => rep);
    }
    case "Remove": {
      const pat = lit(op.operand);
      if (pat === undefined || pat.length > 256 || v.length > 1024) return undefined;
      const re = globToRegex(pat, op.operator.length === 2);
      if (re === undefined) return undefined;
      if (op.operator.startsWith("#")) { const m = new RegExp(`^(?:${re})`).exec(v); return m ? v.slice(m[0].length) : v; }
      const m = new RegExp(`(?:${re})$`).exec(v);
      // `%` removes the shortest suffix: retry from the right for the first (shortest) match.
      if (op.operator === "%") for (let k = v.length; k >= 0; k--) if (new RegExp(`^(?:${re})$`).test(v.slice(k))) return v.slice(0, k);
      return m ? v.slice(0, m.index) : v;
    }
    default:
      return undefined;
  }
}

/** A shell pattern as a regex source: `*` (greedy or lazy), `?`, literals. */
function globToRegex(p: string, greedy: boolean): string | undefined {
  // Two stars at most keep the match polynomial on the (short) values we accept.
  if (p.includes("[") || (p.match(/\*/g)?.length ?? 0) > 2) return undefined;
  let out = "";
  for (const ch of p) out += ch === "*" ? (greedy ? "[\\s\\S]{0,1024}" : "[\\s\\S]{0,1024}?") : ch === "?" ? "[\\s\\S]" : ch.replace(/[.+^${}()|\\\]]/g, "\\$&");
  return out;
}

const MAX_FOLD = 64 * 1024;

/**
 * `echo|printf CONST | base64 -d | rev …` (or `base64 -d <<< CONST`) with every stage constant
 * folds to its output. Anything else is not constant and stays an unresolved substitution.
 */
export function foldConstant(script: ParsedScript, env: Env): string | undefined {
  if (script.commands.length !== 1) return undefined;
  const st: Statement | undefined = script.commands[0];
  const node = st?.command;
  if (node === undefined) return undefined;
  // `$(which python3 || which python)`, `$(command -v node)`: the path of a named program.
  const head = node.type === "AndOr" ? node.commands[0] : node;
  if (head?.type === "Command" && head.name !== undefined && /^(?:which|command|type)$/.test(head.name.value)) {
    const ws = head.suffix.filter((a) => a.type === "Word").map((a) => a.value);
    const name = ws.find((w) => !w.startsWith("-"));
    if (name !== undefined && /^[A-Za-z0-9_.+-]{1,64}$/.test(name) && (head.name.value === "which" || ws.some((w) => w === "-v" || w === "-P" || w === "-p"))) return name;
  }
  const cmds = node.type === "Pipeline" ? node.commands : node.type === "Command" ? [node] : undefined;
  if (cmds === undefined || cmds.length === 0) return undefined;
  let data: string | undefined;
  for (let i = 0; i < cmds.length; i++) {
    const c = cmds[i];
    if (c?.type !== "Command" || c.name === undefined) return undefined;
    const words: string[] = [];
    for (const a of c.suffix) {
      if (a.type === "Word") {
        const v = resolveWord(a, env, false);
        if (v.dynamic || v.subs.length > 0) return undefined;
        words.push(v.value);
      } else if (a.type === "HereString" && a.target) {
        const v = resolveWord(a.target, env, false);
        if (v.dynamic || v.subs.length > 0) return undefined;
        data = v.value + "\n";
      } else if (a.type === "HereDoc" && (a.delimiter?.quoted === true || !a.body.text.includes("$"))) {
        data = a.body.text;
      } else return undefined;
    }
    const name = c.name.value.replace(/^.*\//, "");
    if (i === 0 && data === undefined) {
      if (name === "echo") {
        const esc = words.some((x) => /^-[nE]{0,2}e[nE]{0,2}$/.test(x));
        const body = words.filter((x) => !/^-[neE]{1,3}$/.test(x)).join(" ");
        data = (esc ? unescapeC(body) : body) + (words.some((x) => /^-[eE]{0,2}n[eE]{0,2}$/.test(x)) ? "" : "\n");
      } else if (name === "printf") {
        const fmt = unescapeC(words[0] ?? "");
        data = words.length <= 1 ? fmt : /^%s(?:\\n|\n)?$/.test(words[0] ?? "") ? words.slice(1).join(fmt.endsWith("\n") ? "\n" : "") : fmt.includes("%") ? words.slice(1).join("") : fmt;
      } else return undefined;
      continue;
    }
    if (data === undefined || data.length > MAX_FOLD) return undefined;
    const next = transform(name, words, data);
    if (next === undefined) return undefined;
    data = next;
  }
  return data?.replace(/\n$/, "");
}

function transform(name: string, args: string[], data: string): string | undefined {
  const decode = args.some((a) => a === "-d" || a === "--decode" || a === "-D" || /^-[a-zA-Z]{0,3}d[a-zA-Z]{0,3}$/.test(a));
  if (name === "base64" && decode) return b64(data);
  // `openssl base64 -d` / `openssl enc -base64 -d` (no cipher: a cipher needs the key).
  if (name === "openssl" && decode && (args[0] === "base64" || (args[0] === "enc" && args.some((a) => a === "-base64" || a === "-a") && !args.some((a) => /^-(?:aes|des|bf|cast|rc|camellia|chacha|aria|sm4)/i.test(a))))) return b64(data);
  if (name === "base32" && decode) return b32(data);
  if (name === "rev") return data.replace(/\n$/, "").split("\n").map((l) => l.split("").reverse().join("")).join("\n") + "\n";
  if (name === "xxd" && args.includes("-r") && args.some((a) => a === "-p" || a === "-ps" || a === "-plain")) return hex(data);
  if (name === "xxd" && args.some((a) => a === "-rp" || a === "-pr" || a === "-r -p")) return hex(data);
  if (name === "tr") return trMap(args, data);
  if (name === "cat") return args.length === 0 || (args.length === 1 && args[0] === "-") ? data : undefined;
  return undefined;
}

/** `tr SET1 SET2` as a character map (rot13, case swaps, custom alphabets); `tr -d SET` deletes. */
function trMap(args: string[], data: string): string | undefined {
  const expand = (set: string): string | undefined => {
    const classes: Record<string, string> = { "[:upper:]": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "[:lower:]": "abcdefghijklmnopqrstuvwxyz", "[:digit:]": "0123456789" };
    let s = set;
    for (const [k, v] of Object.entries(classes)) s = s.split(k).join(v);
    s = unescapeC(s);
    let out = "";
    for (let i = 0; i < s.length; i++) {
      const a = s.charCodeAt(i);
      if (s[i + 1] === "-" && i + 2 < s.length) {
        const b = s.charCodeAt(i + 2);
        if (b < a || b - a > 256) return undefined;
        for (let c = a; c <= b; c++) out += String.fromCharCode(c);
        i += 2;
      } else out += s[i];
      if (out.length > 1024) return undefined;
    }
    return out;
  };
  if (args.length === 2 && args[0] === "-d") {
    const del = expand(args[1] ?? "");
    return del === undefined ? undefined : [...data].filter((c) => !del.includes(c)).join("");
  }
  if (args.length !== 2 || args.some((a) => a.startsWith("-"))) return undefined;
  const from = expand(args[0] ?? "");
  const to = expand(args[1] ?? "");
  if (from === undefined || to === undefined || to.length === 0) return undefined;
  const map = new Map<string, string>();
  for (let i = 0; i < from.length; i++) if (!map.has(from[i] as string)) map.set(from[i] as string, to[Math.min(i, to.length - 1)] as string);
  return [...data].map((c) => map.get(c) ?? c).join("");
}

function b32(s: string): string | undefined {
  const clean = s.replace(/\s|=/g, "").toUpperCase();
  if (!/^[A-Z2-7]{0,65536}$/.test(clean)) return undefined;
  let bits = 0;
  let val = 0;
  let out = "";
  for (const ch of clean) {
    val = (val << 5) | "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(ch);
    bits += 5;
    if (bits >= 8) { out += String.fromCharCode((val >>> (bits - 8)) & 255); bits -= 8; }
  }
  return out;
}

/** printf / echo -e escapes: \xHH, \NNN, \n, \t and friends. */
export function unescapeC(s: string): string {
  return s.replace(/\\(x[0-9a-fA-F]{1,2}|0?[0-7]{1,3}|[nrtabfv\\'"e])/g, (_m, e: string) => {
    if (e[0] === "x") return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    const map: Record<string, string> = { n: "\n", r: "\r", t: "\t", a: "\x07", b: "\b", f: "\f", v: "\v", e: "\x1b", "\\": "\\", "'": "'", '"': '"' };
    return map[e] ?? e;
  });
}

function b64(s: string): string | undefined {
  const clean = s.replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/_-]{0,65536}={0,2}$/.test(clean)) return undefined;
  try {
    return atob(clean.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return undefined;
  }
}

function hex(s: string): string | undefined {
  const clean = s.replace(/\s/g, "");
  if (!/^(?:[0-9a-fA-F]{2}){0,32768}$/.test(clean)) return undefined;
  let out = "";
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return out;
}
