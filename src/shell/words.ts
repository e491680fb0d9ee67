// Layer 2.5 (substitution): resolves words to the strings the shell would see, by constant
// propagation through `NAME=value` and by folding constant decoder pipelines such as
// `$(echo L2V0Yy9zaGFkb3c= | base64 -d)`. It adds no findings; what it materialises is
// re-checked by the later layers and the protected-path check.
import type { Word, WordPart, DoubleQuotedChild, ParsedScript, Statement } from "unbash";

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
      const v = lookup(env, name);
      if (v === undefined) { r.dynamic = true; return p.text; }
      if (!quoted) r.splittable = true;
      return v;
    }
    case "ParameterExpansion": {
      const v = lookup(env, p.parameter);
      const op = p.operation;
      if (op?.type === "Default" && (v === undefined || v === "") && (op.operator === ":-" || op.operator === "-" || op.operator === ":=" || op.operator === "=")) {
        return resolveWord(op.operand, env, false).value;
      }
      if (v === undefined || (op !== undefined && op.type !== "Default") || p.prefix !== undefined || p.index !== undefined) { r.dynamic = true; return p.text; }
      if (!quoted) r.splittable = true;
      return v;
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
  const decode = args.some((a) => a === "-d" || a === "--decode" || a === "-D");
  if ((name === "base64" || name === "openssl") && (decode || args.includes("-d"))) return b64(data);
  if (name === "base32" && decode) return undefined;
  if (name === "rev") return data.replace(/\n$/, "").split("").reverse().join("") + "\n";
  if (name === "xxd" && args.includes("-r") && args.includes("-p")) return hex(data);
  if (name === "tr" && args.length === 2 && /^['"]?a-z/i.test(args[0] ?? "") && /^n-za-m/i.test(args[1] ?? "")) return rot13(data);
  if (name === "cat") return args.length === 0 ? data : undefined;
  return undefined;
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

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}
