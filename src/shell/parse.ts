// Walks the unbash AST into flat simple commands with pipeline positions, resolving words
// (Layer 2.5) and unwrapping sudo/env/xargs/bash -c/eval so every command that would actually
// run is visible to the layers. Inputs the parser rejects go to the tokenizer fallback.
import { parse as parseBash } from "unbash";
import type { Command, CommandNode, CompoundList, ParsedScript, PipelineNode, Statement, AndOr, Word } from "unbash";
import type { ParsedCommand, Redir, SimpleCmd } from "./types";
import { normalizeExe, normalizePath, SHELLS, INTERPRETERS, unwrap } from "./normalize";
import { foldConstant, resolveWord, unescapeC, type Env } from "./words";
import { tokenize } from "./tokenize";
import { dataArgIndexes } from "./text";
import { AGENT_DOC, AUTORUN_SCRIPT, codeEffects, writtenLanguage, deconfuse, EXEC_TARGET, expandBraces, resolveGlobbedExe } from "./expand";

/**
 * Hostile inputs stay cheap: bounded recursion into `bash -c` strings and bounded command count.
 * Real scripts (64 KB, 2,000 commands) parse completely; anything past a bound is reported as
 * truncated, and the analyzer blocks what it could not read whole (fail closed).
 */
const MAX_DEPTH = 8;
const MAX_CMDS = 2000;
/** Commands recovered from strings (bash -c, heredocs to a shell, decoded payloads, aliases). */
const MAX_NESTED_CMDS = 512;
const MAX_SOURCE = 512 * 1024;
/** Strings re-parsed as scripts (bash -c, heredoc to a shell, decoded payloads). */
const MAX_REPARSE = 64 * 1024;
const MAX_WORDS = 4096;
/** Calls of functions defined in the script re-walked with their arguments: own budget, never truncating. */
const MAX_FN_CALLS = 64;
const MAX_FN_CMDS = 512;

interface Frame {
  depth: number;
  via: string[];
  loop: SimpleCmd["inLoop"];
  /** Span of the outermost word when walking a re-parsed string (bash -c "…"). */
  span?: { start: number; end: number };
}

export class Walker {
  readonly out: ParsedCommand;
  readonly env: Env = { vars: new Map() };
  private pipeSeq = 0;

  constructor(source: string) {
    this.out = { source, cmds: [], materialized: [], folded: [], unresolvedDecoders: 0, recursiveFunctions: [], evalCount: 0, parse: "ok", parseErrors: [], truncated: false };
  }

  script(s: ParsedScript, f: Frame): void {
    this.list(s.commands, f);
  }

  private list(sts: readonly Statement[], f: Frame, join = ";"): void {
    for (const st of sts) {
      // Past a limit nothing more is emitted (the parse is already truncated): stop walking.
      if (this.out.cmds.length - this.fnCmds >= MAX_CMDS || (f.depth > 0 && !f.via.includes("function") && this.nested >= MAX_NESTED_CMDS)) { this.out.truncated = true; return; }
      this.statement(st, f, join);
    }
  }

  private statement(st: Statement, f: Frame, join: string): void {
    const node = st.command;
    const start = this.out.cmds.length;
    if (node.type === "AndOr") this.andOr(node, f, join);
    else this.pipeline(node, f, join);
    if (st.background) for (let i = start; i < this.out.cmds.length; i++) (this.out.cmds[i] as SimpleCmd).background = true;
  }

  private andOr(n: AndOr, f: Frame, join: string): void {
    n.commands.forEach((c, i) => this.pipeline(c, f, i === 0 ? join : (n.operators[i - 1] ?? "&&")));
  }

  private pipeline(n: PipelineNode, f: Frame, join: string): void {
    if (n.type !== "Pipeline") {
      this.node(n, f, ++this.pipeSeq, 0, join);
      return;
    }
    const pipe = ++this.pipeSeq;
    n.commands.forEach((c, i) => this.node(c, f, pipe, i, i === 0 ? join : "|"));
    // `echo <b64> | base64 -d | bash`: a constant script fed to a shell is analysed as code.
    const last = n.commands[n.commands.length - 1];
    const lastExe = last?.type === "Command" && last.name ? normalizeExe(last.name.value) : "";
    const stdinProgram = last?.type === "Command" && last.suffix.every((a) => a.type === "Word" && (a.value.startsWith("-") || lastExe === "at" || lastExe === "batch"));
    if (n.commands.length >= 2 && stdinProgram && (SHELLS.has(lastExe) || INTERPRETERS.has(lastExe) || lastExe === "at" || lastExe === "batch")) {
      const head: ParsedScript = { type: "Script", pos: n.pos, end: n.end, shebang: undefined, commands: [{ type: "Statement", pos: n.pos, end: n.end, background: undefined, command: { ...n, commands: n.commands.slice(0, -1), operators: n.operators.slice(0, -1) } }] };
      const text = foldConstant(head, this.env);
      const span = f.span ?? { start: n.pos, end: n.end };
      if (text !== undefined && INTERPRETERS.has(lastExe)) {
        this.out.folded.push("pipe-to-interpreter");
        this.inlineCode(lastExe, text, { ...f, depth: f.depth + 1, via: [...f.via, "pipe|sh"], span }, pipe, n.commands.length - 1);
      } else if (text !== undefined) {
        this.out.folded.push("pipe-to-shell");
        this.reparse(text, { ...f, via: [...f.via, lastExe === "at" || lastExe === "batch" ? "at job" : "pipe|sh"], span });
      } else if (!SHELLS.has(lastExe)) {
        // at/batch/interpreter input we could not fold: the layers judge the pipeline itself.
      } else if (n.commands.slice(0, -1).some((c) => c.type === "Command" && /^(?:base64|base32|xxd|openssl|rev)$/.test(normalizeExe(c.name?.value ?? "")))) {
        this.out.unresolvedDecoders++;
      }
    }
  }

  private node(n: CommandNode, f: Frame, pipe: number, stage: number, join: string): void {
    switch (n.type) {
      case "Command":
        this.simple(n, f, pipe, stage, join);
        return;
      case "Subshell":
      case "BraceGroup":
        this.compound(n.body, f);
        return;
      case "If":
        this.compound(n.clause, f);
        this.compound(n.then, f);
        for (const e of n.elif) { this.compound(e.clause, f); this.compound(e.then, f); }
        if (n.else) this.compound(n.else, f);
        return;
      case "For":
      case "Select": {
        for (const w of n.wordlist ?? []) this.subsOf(w, f, pipe, stage);
        const body: Frame = { ...f, loop: f.loop === "infinite" ? "infinite" : "bounded" };
        this.compound(n.body, body);
        if (n.type === "For") this.forValues(n.name.value, n.wordlist ?? [], n.body, body);
        return;
      }
      case "ArithmeticFor":
        this.compound(n.body, { ...f, loop: n.test === undefined ? "infinite" : f.loop || "bounded" });
        return;
      case "While": {
        this.compound(n.clause, f);
        const only = n.clause.commands.length === 1 ? n.clause.commands[0]?.command : undefined;
        const word = only?.type === "Command" && only.suffix.length === 0 ? only.name?.value : undefined;
        const forever = n.kind === "while" ? word === "true" || word === ":" : word === "false";
        this.compound(n.body, { ...f, loop: forever ? "infinite" : f.loop || "bounded" });
        return;
      }
      case "Case":
        this.subsOf(n.word, f, pipe, stage);
        for (const it of n.items) this.compound(it.body, f);
        return;
      case "Redirected": {
        this.node(n.command, f, pipe, stage, join);
        // `while read l; do …; done < ~/.ssh/id_rsa`: the compound's redirects still touch files.
        const redirs: Redir[] = [];
        for (const r of n.redirects) if (r.type === "Redirect" && r.target) redirs.push({ op: r.operator, target: this.subsOf(r.target, f, pipe, stage).value });
        if (redirs.length > 0) this.emit({ argv: [""], assigns: [], redirs, heredoc: undefined, span: f.span ?? { start: n.pos, end: n.end }, pipe, stage, join, f, dynamicExe: false, dynamicArgs: false });
        return;
      }
      case "Function": {
        const name = n.name.value;
        this.functions.set(name, n.body);
        const before = this.out.cmds.length;
        const body = n.body;
        if (body.type === "CompoundList") this.compound(body, f);
        else this.node(body, f, pipe, stage, join);
        const calls = this.out.cmds.slice(before).filter((c) => c.rawExe === name);
        if (calls.length > 0 && calls.some((c) => c.background || c.stage > 0)) this.out.recursiveFunctions.push(name);
        return;
      }
      case "Coproc":
        if (n.body.type === "CompoundList") this.compound(n.body, f);
        else this.node(n.body, f, pipe, stage, join);
        return;
      default:
        return; // [[ … ]], (( … )): no commands run
    }
  }

  private compound(l: CompoundList, f: Frame): void {
    this.list(l.commands, f);
  }

  /** Walks substitutions inside a word; `<(…)` feeds the command, `>(…)` consumes its output. */
  private subsOf(w: Word, f: Frame, pipe: number, stage: number): ReturnType<typeof resolveWord> {
    const r = resolveWord(w, this.env);
    // unbash parses substitutions lazily, one level per access: bounding the depth we walk
    // keeps hostile nesting linear. Anything deeper is reported as truncated (audit).
    if (r.subs.length > 0 && f.depth >= MAX_DEPTH) { this.out.truncated = true; return r; }
    for (const s of r.subs) {
      const inner: Frame = { ...f, depth: f.depth + 1, via: [...f.via, s.kind === "cmd" ? "$()" : s.kind === "in" ? "<()" : ">()"] };
      if (s.kind === "cmd") this.script(s.script, inner);
      else this.subScript(s.script, inner, pipe, s.kind === "in" ? stage - 0.5 : stage + 0.5);
    }
    if (r.folded) {
      this.out.folded.push(w.text.slice(0, 32));
      if (/[/~]/.test(r.value)) this.out.materialized.push(normalizePath(r.value));
    }
    else if (r.subs.some((s) => s.kind === "cmd" && /\b(?:base64|base32|xxd|openssl)\b[^|]{0,40}(?:-d|--decode|-r)/.test(w.text))) this.out.unresolvedDecoders++;
    return r;
  }

  /** Process substitution: its commands join the outer pipeline so dataflow sees them. */
  private subScript(s: ParsedScript, f: Frame, pipe: number, stage: number): void {
    const start = this.out.cmds.length;
    this.script(s, f);
    for (let i = start; i < this.out.cmds.length; i++) {
      const c = this.out.cmds[i] as SimpleCmd;
      c.pipe = pipe;
      c.stage = stage;
    }
  }

  private simple(c: Command, f: Frame, pipe: number, stage: number, join: string): void {
    const assigns: SimpleCmd["assigns"] = [];
    const redirs: Redir[] = [];
    let heredoc: string | undefined;
    let dynamicArgs = false;
    for (const p of c.prefix) {
      if (p.type === "Assignment") {
        const v = p.value.type === "Word" ? this.subsOf(p.value, f, pipe, stage).value : p.value.elements.map((e) => e.value).join(" ");
        assigns.push({ name: p.name, value: v, exported: false });
      }
    }
    for (const r of c.redirects) {
      if (r.type === "HereDoc") {
        heredoc = (heredoc ?? "") + r.body.text;
        // An unterminated heredoc is a parse failure the parser recovers from silently.
        if (r.closing === undefined) { this.out.parse = "fallback"; this.out.parseErrors.push("unterminated heredoc"); }
      }
      else if (r.type === "HereString") heredoc = (heredoc ?? "") + (r.target ? this.subsOf(r.target, f, pipe, stage).value : "") + "\n";
      else if (r.target) {
        const t = this.subsOf(r.target, f, pipe, stage);
        redirs.push({ op: r.operator, target: t.value, ...(r.descriptor?.type === "FileDescriptor" ? { fd: r.descriptor.value } : {}) });
      }
    }
    const argv: string[] = [];
    let dynamicExe = false;
    const words: (Word | { text: string; assign: { name: string; value: string } })[] = [];
    if (c.name) words.push(c.name);
    for (const a of c.suffix) {
      if (words.length >= MAX_WORDS) { this.out.truncated = true; break; }
      if (a.type === "Word") words.push(a);
      else if (a.type === "Assignment") {
        const v = a.value.type === "Word" ? this.subsOf(a.value, f, pipe, stage).value : a.value.elements.map((e) => e.value).join(" ");
        words.push({ text: a.text, assign: { name: a.name, value: v } });
      }
    }
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (w === undefined) continue;
      if ("assign" in w) {
        argv.push(`${w.assign.name}=${w.assign.value}`);
        continue;
      }
      const r = this.subsOf(w, f, pipe, stage);
      if (r.dynamic) {
        dynamicArgs = true;
        if (i === 0) dynamicExe = true;
      }
      const ifs = this.env.vars.get("IFS");
      const splitter = ifs !== undefined && ifs !== "" && ifs.length <= 8 ? new RegExp(`[${ifs.replace(/[\\\]^-]/g, "\\$&")}]{1,64}`) : /\s{1,64}/;
      if (r.splittable && splitter.test(r.value)) argv.push(...r.value.split(splitter).filter((x) => x !== ""));
      else if (w.parts?.some((p) => p.type === "BraceExpansion")) argv.push(...expandBraces(r.value));
      else argv.push(r.value);
      if ((r.splittable || r.folded) && /[/~]/.test(r.value)) this.out.materialized.push(normalizePath(r.value));
    }
    const span = f.span ?? { start: c.pos, end: c.end };
    if (argv.length === 0) {
      // Bare assignments feed constant propagation for the rest of the command line.
      for (const a of assigns) this.env.vars.set(a.name, a.value);
      if (assigns.length > 0 || redirs.length > 0) this.emit({ argv: [""], assigns, redirs, heredoc, span, pipe, stage, join, f, dynamicExe: false, dynamicArgs });
      return;
    }
    const exe0 = normalizeExe(argv[0] ?? "");
    if (exe0 === "export" || exe0 === "declare" || exe0 === "typeset" || exe0 === "readonly" || exe0 === "local") {
      for (const w of words.slice(1)) if ("assign" in w) { this.env.vars.set(w.assign.name, w.assign.value); assigns.push({ ...w.assign, exported: exe0 === "export" }); }
    }
    // `printf -v c %s c u r l`: printf assigns what it would print, so the name resolves later.
    if (exe0 === "printf" && argv[1] === "-v" && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(argv[2] ?? "") && !dynamicArgs) this.env.vars.set(argv[2] as string, printedText("printf", argv.slice(3)));
    const named = words[0] !== undefined && !("assign" in words[0]) && (words[0].parts?.some((p) => p.type === "CommandExpansion") ?? false) && !dynamicExe;
    this.emit({ argv, assigns, redirs, heredoc, span, pipe, stage, join, f: named ? { ...f, via: [...f.via, "computed-exe"] } : f, dynamicExe, dynamicArgs });
    const body = this.functions.get(argv[0] ?? "");
    if (body !== undefined) this.callFunction(argv, body, f, pipe, stage);
  }

  private functions = new Map<string, CompoundList | CommandNode>();
  private fnCalls = 0;
  private fnCmds = 0;
  private fnSeen = new Set<string>();

  /**
   * `f(){ rm -rf "$1"; }; f /`: the body runs again with the call's arguments as $1, $@ …
   * (its definition was already walked with them unresolved). Bounded by its own budget, which
   * never marks the parse truncated; a single-pipeline body joins the call's pipeline.
   */
  private callFunction(argv: string[], body: CompoundList | CommandNode, f: Frame, pipe: number, stage: number): void {
    const key = argv.join("\u0000");
    if (this.fnCalls >= MAX_FN_CALLS || this.fnCmds >= MAX_FN_CMDS || this.fnSeen.has(key) || f.via.filter((v) => v === "function").length >= 4) return;
    this.fnCalls++;
    this.fnSeen.add(key);
    const start = this.out.cmds.length;
    const inner: Frame = { ...f, via: [...f.via, "function"] };
    this.withPositional(argv.slice(1), () => {
      if (body.type === "CompoundList") this.compound(body, inner);
      else this.node(body, inner, pipe, stage, ";");
    });
    const made = this.out.cmds.slice(start);
    if (made.length > 0 && made.every((c) => c.pipe === made[0]?.pipe))
      for (const c of made) { c.pipe = pipe; c.stage = stage + Math.min(c.stage, 99) / 100; }
  }

  /**
   * `for svc in auditd falcon-sensor; do systemctl stop "$svc"; done`: the body runs again with
   * the variable bound to each constant value (words split as bash splits them), on the
   * function-call budget, so what each iteration does is judged by name.
   */
  private forValues(name: string, words: readonly Word[], body: CompoundList, f: Frame): void {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) || words.length === 0) return;
    const values: string[] = [];
    for (const w of words) {
      const r = resolveWord(w, this.env, false);
      if (r.dynamic || r.subs.length > 0 || /[*?[]/.test(r.value)) return;
      values.push(...(r.splittable ? r.value.split(/\s+/).filter((v) => v !== "") : [r.value]));
      if (values.length > 16) return;
    }
    const saved = this.env.vars.get(name);
    const inner: Frame = { ...f, via: [...f.via, "function"] };
    try {
      for (const v of values) {
        if (this.fnCalls >= MAX_FN_CALLS || this.fnCmds >= MAX_FN_CMDS) break;
        this.fnCalls++;
        this.env.vars.set(name, v);
        this.compound(body, inner);
      }
    } finally {
      if (saved === undefined) this.env.vars.delete(name);
      else this.env.vars.set(name, saved);
    }
  }

  /** Runs `fn` with $1…, $@, $*, $# bound to `args`, restoring the previous bindings after. */
  private withPositional(args: readonly string[], fn: () => void, zero?: string): void {
    const names = ["@", "*", "#", ...Array.from({ length: 9 }, (_, i) => String(i + 1)), ...(zero !== undefined ? ["0"] : [])];
    const saved = names.map((k) => this.env.vars.get(k));
    const set = (k: string, v: string | undefined): void => { if (v === undefined) this.env.vars.delete(k); else this.env.vars.set(k, v); };
    set("@", args.join(" "));
    set("*", args.join(" "));
    set("#", String(args.length));
    for (let i = 0; i < 9; i++) set(String(i + 1), args[i]);
    if (zero !== undefined) set("0", zero);
    try {
      fn();
    } finally {
      names.forEach((k, i) => set(k, saved[i]));
    }
  }

  private aliases = new Map<string, string>();
  private nested = 0;
  /** Text this script wrote into files (echo/printf redirects, heredocs to cat/tee), by path, and whether it was read as code when written. */
  private written = new Map<string, { text: string; read: boolean }>();

  /** Remembers what a command wrote (`>` replaces, `>>` appends), up to the re-parse bound per file. */
  private noteWritten(targets: readonly { target: string; op: string }[], text: string, read: boolean): void {
    for (const t of targets) {
      const key = fileKey(t.target);
      const prev = t.op === ">>" ? this.written.get(key) : undefined;
      const body = `${prev?.text ?? ""}${text}${text.endsWith("\n") ? "" : "\n"}`;
      if (this.written.size < 64 || this.written.has(key)) this.written.set(key, { text: body.slice(0, MAX_REPARSE), read: read && (prev?.read ?? true) });
    }
  }

  /** The file a command runs as a script: `bash f`, `sh -e f`, `source f`, `. f`, or `./f` itself. */
  private static ranFile(exe: string, argv: readonly string[]): string | undefined {
    if (SHELLS.has(exe) || exe === "source" || exe === ".") {
      const file = argv.slice(1).find((a) => !a.startsWith("-"));
      return file === undefined ? undefined : fileKey(file);
    }
    const first = argv[0] ?? "";
    return first.includes("/") ? fileKey(first) : undefined;
  }

  emit(e: { argv: string[]; assigns: SimpleCmd["assigns"]; redirs: Redir[]; heredoc: string | undefined; span: { start: number; end: number }; pipe: number; stage: number; join: string; f: Frame; dynamicExe: boolean; dynamicArgs: boolean }): void {
    const expansion = e.f.via.includes("function");
    if (expansion && this.fnCmds >= MAX_FN_CMDS) return;
    if (this.out.cmds.length - this.fnCmds >= MAX_CMDS || (e.f.depth > 0 && !expansion && this.nested >= MAX_NESTED_CMDS)) { this.out.truncated = true; return; }
    if (expansion) this.fnCmds++;
    if (e.f.depth > 0 && !expansion) this.nested++;
    const first = e.argv[0] ?? "";
    if (first === "alias") {
      for (const a of e.argv.slice(1)) { const eq = a.indexOf("="); if (eq > 0) this.aliases.set(a.slice(0, eq), a.slice(eq + 1)); }
    } else if (this.aliases.has(first) && e.f.depth < MAX_DEPTH) {
      // Aliases expand textually; analyse what the alias runs.
      this.reparse(`${this.aliases.get(first) ?? ""} ${e.argv.slice(1).join(" ")}`, { ...e.f, depth: e.f.depth + 1, via: [...e.f.via, "alias"], span: e.span }, e.pipe, e.stage);
    }
    if (/[?*[]/.test(first) && first.includes("/")) e.argv[0] = resolveGlobbedExe(first);
    // Look-alike letters and invisible characters in a command name: judge the name it imitates.
    if (/[^\x00-\x7f]/.test(first)) {
      const plain = deconfuse(first);
      if (plain !== first && /^[\x21-\x7e]{1,64}$/.test(plain)) { e.argv[0] = plain; e.f = { ...e.f, via: [...e.f.via, "lookalike"] }; }
    }
    const u = e.argv[0] === "" ? { argv: [""], via: [] as string[], assigns: [] } : unwrap(e.argv);
    const argv = u.argv;
    const exe = normalizeExe(argv[0] ?? "");
    const cmd: SimpleCmd = {
      exe, rawExe: argv[0] ?? "", args: argv.slice(1), assigns: [...e.assigns, ...u.assigns], redirs: e.redirs,
      span: e.span, pipe: e.pipe, stage: e.stage, depth: e.f.depth, via: [...e.f.via, ...u.via], dynamicExe: e.dynamicExe, dynamicArgs: e.dynamicArgs,
      inLoop: e.f.loop, background: false, joinedBy: e.join,
    };
    if (e.heredoc !== undefined) cmd.heredoc = e.heredoc;
    // Message text for git/gh is data sent to an API: no layer may read it as a path or command.
    const data = dataArgIndexes(cmd);
    if (data.size > 0) cmd.args = cmd.args.map((a, i) => (data.has(i) ? "…" : a));
    // The script of `bash -c` / eval / ssh is analysed as commands below, not as an argument.
    const script = u.script;
    if (script !== undefined) {
      cmd.script = script;
      const joined = u.scriptVia === "eval" || u.scriptVia === "ssh";
      // A remote-exec or program option carries the script inside a larger value (`commands=["…"]`,
      // `scripts.test=…`, `--checkpoint-action=exec=…`): the value is elided, the option's name kept.
      const wrapped = (u.scriptVia === "remote-exec" || u.scriptVia === "option-program") && script !== "";
      cmd.args = cmd.args.map((a, k) => (a === script || (joined && k > 0 && !a.startsWith("-") && script.includes(a)) ? "…" : wrapped && a.length > 8 && a.includes(script) ? `${a.slice(0, a.indexOf(script))}…` : wrapped && a.length > 8 && script.includes(a) ? "…" : a));
    }
    this.out.cmds.push(cmd);
    const inner: Frame = { ...e.f, depth: e.f.depth + 1, via: [...cmd.via], span: e.span };
    if (u.script !== undefined) {
      if (u.scriptVia === "eval") this.out.evalCount++;
      if (inner.via[inner.via.length - 1] !== u.scriptVia) inner.via.push(u.scriptVia ?? "-c");
      if (u.scriptArgs !== undefined) this.withPositional(u.scriptArgs.slice(1), () => this.reparse(u.script ?? "", inner, e.pipe, e.stage), u.scriptArgs[0]);
      else this.reparse(u.script, inner, e.pipe, e.stage);
    }
    for (const i of u.inner ?? []) this.emit({ ...e, argv: i.argv, assigns: [], redirs: [], heredoc: undefined, f: { ...inner, via: [...inner.via, i.via] } });
    // Interpreter code that shells out (os.system("…"), subprocess.run("…"), system '…') runs a shell command.
    if (INTERPRETERS.has(exe)) this.inlineCode(exe, [...cmd.args, e.heredoc ?? ""].join("\n"), inner, e.pipe, e.stage);
    // A file this script wrote and now runs (`echo … >> /tmp/s; bash /tmp/s`, `printf … > f; chmod +x f; ./f`):
    // what was written is what runs, unless it was already read as code where it was written.
    // Nothing to look up until this script has written a file (most commands run before any, or none).
    const ran = this.written.size === 0 ? undefined : Walker.ranFile(exe, argv);
    const wrote = ran === undefined ? undefined : this.written.get(ran);
    const asWritten = (): Frame => ({ ...inner, via: [...inner.via, "written script"] });
    if (wrote !== undefined && !wrote.read) {
      wrote.read = true;
      // A program in another language run by its own name (`./x.py` with a `#!/usr/bin/env python3` line) is read like inline code.
      const lang = writtenLanguage([ran as string], wrote.text);
      if (lang !== undefined && lang !== "sh") this.inlineCode(lang, wrote.text, asWritten(), e.pipe, e.stage);
      else this.reparse(wrote.text, asWritten(), e.pipe, e.stage);
    }
    const writes = e.redirs.filter((r) => r.op === ">" || r.op === ">>" || r.op === ">|");
    // A heredoc written where it will run (git hooks, rc files, cron, *.sh) is a script: analyse it.
    if (e.heredoc !== undefined && (exe === "cat" || exe === "tee")) {
      const teed = exe === "tee" ? cmd.args.filter((a) => !a.startsWith("-")).map((a) => ({ target: a, op: cmd.args.includes("-a") ? ">>" : ">" })) : [];
      const targets = [...writes, ...teed].map((w) => w.target);
      // The commands a build file holds run at the next build or commit: parse them where they are written.
      const held = writtenCommands(targets, e.heredoc);
      if (held !== "") this.reparse(held, asWritten(), e.pipe, e.stage);
      const lang = writtenLanguage(targets, e.heredoc);
      const runs = targets.some((t) => EXEC_TARGET.test(normalizePath(t))) || lang === "sh";
      this.noteWritten([...writes, ...teed], e.heredoc, runs || lang !== undefined);
      if (runs) this.reparse(e.heredoc, asWritten(), e.pipe, e.stage);
      // A program written in another language (`cat > /tmp/x.py <<EOF`, `#!/usr/bin/env node`) is read like inline code.
      else if (lang !== undefined) this.inlineCode(lang, e.heredoc, asWritten(), e.pipe, e.stage);
    }
    // The same script written by echo/printf where it runs unasked (`printf '#!/bin/sh\ncurl … | sh\n' > .git/hooks/post-checkout`).
    if ((exe === "echo" || exe === "printf") && writes.length > 0) {
      const text = printedText(exe, cmd.args);
      const autorun = writes.some((w) => AUTORUN_SCRIPT.test(normalizePath(w.target)));
      this.noteWritten(writes, text, autorun);
      if (autorun) {
        if (text !== "") this.reparse(text, asWritten(), e.pipe, e.stage);
      } else {
        // …and the commands it appends to a build file or an agent's instructions (`printf '\tcurl … | bash\n' >> Makefile`).
        const held = writtenCommands(writes.map((w) => w.target), text);
        if (held.trim() !== "") this.reparse(held, asWritten(), e.pipe, e.stage);
      }
    }
    // A shell or interpreter reading a heredoc/here-string runs it as code.
    if (e.heredoc !== undefined && ((SHELLS.has(exe) && cmd.args.every((a) => a.startsWith("-"))) || exe === "at" || exe === "batch")) this.reparse(e.heredoc, { ...inner, via: [...inner.via, `${exe} <<`] }, e.pipe, e.stage);
  }

  /**
   * Inline interpreter code (python -c, node -e, awk programs, heredocs): what it runs in a
   * shell is re-parsed, argv-form spawns and file deletions become commands, so the same rules
   * judge them. Effects sit just after the interpreter in its pipeline (its output's position).
   */
  private inlineCode(exe: string, code: string, f: Frame, pipe: number, stage: number): void {
    const fx = codeEffects(exe, code);
    const via = [...f.via, `${exe} shell-out`];
    for (const s of fx.shell) this.reparse(s, { ...f, via }, pipe, stage + 0.2);
    for (const argv of fx.argv) this.emit({ argv, assigns: [], redirs: [], heredoc: undefined, span: f.span ?? { start: 0, end: 0 }, pipe, stage: stage + 0.2, join: ";", f: { ...f, via }, dynamicExe: false, dynamicArgs: false });
  }

  reparse(text0: string, f: Frame, pipe?: number, stage?: number): void {
    if (f.depth > MAX_DEPTH || this.out.cmds.length - this.fnCmds >= MAX_CMDS) { this.out.truncated = true; return; }
    const text = text0.length > MAX_REPARSE ? text0.slice(0, MAX_REPARSE) : text0;
    if (text !== text0) this.out.truncated = true;
    let s: ParsedScript;
    try {
      s = parseBash(text);
    } catch {
      s = { type: "Script", pos: 0, end: 0, shebang: undefined, commands: [], errors: [{ message: "nested parse failed", pos: 0 }] };
    }
    if (s.errors && s.errors.length > 0) {
      this.out.parseErrors.push(`nested: ${s.errors[0]?.message ?? "error"}`);
      this.out.parse = "fallback";
      for (const seg of tokenize(text)) this.emit({ argv: seg.argv, assigns: [], redirs: seg.redirs, heredoc: undefined, span: f.span ?? { start: 0, end: 0 }, pipe: pipe ?? ++this.pipeSeq, stage: stage ?? 0, join: seg.join, f, dynamicExe: false, dynamicArgs: false });
      return;
    }
    const start = this.out.cmds.length;
    this.script(s, f);
    // A single nested command stays in its wrapper's pipeline position (curl … | sudo bash -c "…").
    if (pipe !== undefined && this.out.cmds.length - start === 1) {
      const c = this.out.cmds[start] as SimpleCmd;
      c.pipe = pipe;
      c.stage = stage ?? 0;
    }
  }

  nextPipe(): number {
    return ++this.pipeSeq;
  }
}

/** The commands a write leaves for later: those a build file holds, and those an agent's instructions quote. */
function writtenCommands(targets: readonly string[], body: string): string {
  return heldCommands(targets, body) + (targets.some((t) => AGENT_DOC.test(t)) ? quotedCommands(body) : "");
}

/** Commands an instruction file tells its reader to run: `inline code` spans and fenced blocks. */
function quotedCommands(body: string): string {
  const out: string[] = [];
  // Only what reads as a command line: a command word first, quotes and brackets balanced (not `fmt.Errorf("…")`).
  const commandLike = (t: string): boolean => /^\s{0,8}(?:sudo\s{1,4})?[a-z][a-z0-9._-]{0,30}(?:\s|$)/.test(t) && (t.split('"').length % 2 === 1) && (t.split("'").length % 2 === 1) && (t.split("(").length === t.split(")").length);
  for (const m of body.matchAll(/```[a-z]{0,12}\n([^`]{1,4000})```|`([^`\n]{2,400})`/g)) {
    const t = m[1] ?? m[2] ?? "";
    if (m[1] !== undefined || commandLike(t)) out.push(t);
  }
  return out.length === 0 ? "" : `\n${out.slice(0, 64).join("\n")}`;
}

/** Commands inside a written build file: Makefile recipe lines, npm script values, pre-commit `entry:` lines. */
export function heldCommands(targets: readonly string[], body: string): string {
  const names = targets.map((t) => t.replace(/^.*\//, ""));
  const out: string[] = [];
  if (names.some((n) => /^(?:Makefile|GNUmakefile|.{1,60}\.mk)$/.test(n))) for (const m of body.matchAll(/^\t[@+-]{0,3}([^\n]{1,2000})$/gm)) out.push(m[1] ?? "");
  if (names.includes("package.json")) {
    try {
      const scripts = (JSON.parse(body) as { scripts?: Record<string, unknown> }).scripts ?? {};
      for (const v of Object.values(scripts)) if (typeof v === "string") out.push(v);
    } catch { /* not JSON: the write stays a manifest write */ }
  }
  if (names.some((n) => /^\.pre-commit-config\.ya?ml$/.test(n))) for (const m of body.matchAll(/^\s{0,20}entry:\s{0,4}['"]?([^'"\n]{1,2000})/gm)) out.push(m[1] ?? "");
  return out.slice(0, 256).join("\n");
}

/** One name per file for the write-then-run link: `./run` and `run` are the same file. */
function fileKey(p: string): string {
  return normalizePath(p).replace(/^(?:\.\/)+/, "");
}

/** What `echo`/`printf` with these arguments prints (escapes folded; printf's arguments replace its %s). */
function printedText(exe: string, args: readonly string[]): string {
  if (exe === "echo") {
    const words = args.filter((a) => !/^-[neE]{1,3}$/.test(a));
    const body = words.join(" ");
    return args.some((a) => /^-[nE]{0,2}e[nE]{0,2}$/.test(a)) ? unescapeC(body) : body;
  }
  const fmt = unescapeC(args[0] ?? "");
  const rest = args.slice(1);
  if (!/%[sbd]/.test(fmt)) return fmt;
  // printf reuses its format until the arguments run out (`printf %s c u r l` prints "curl").
  let k = 0;
  let out = "";
  do out += fmt.replace(/%[sbd]/g, () => unescapeC(rest[k++] ?? ""));
  while (k < rest.length && out.length < 65_536);
  return out;
}

export function parseCommand(source0: string): ParsedCommand {
  const truncated = source0.length > MAX_SOURCE;
  const source = truncated ? source0.slice(0, MAX_SOURCE) : source0;
  const w = new Walker(source);
  w.out.truncated = truncated;
  let s: ParsedScript | undefined;
  try {
    s = parseBash(source);
  } catch (e) {
    w.out.parseErrors.push(e instanceof Error ? e.message.slice(0, 80) : "parser threw");
  }
  if (s && (!s.errors || s.errors.length === 0)) {
    w.script(s, { depth: 0, via: [], loop: "" });
    trackCwd(w.out.cmds);
    return w.out;
  }
  for (const e of s?.errors ?? []) w.out.parseErrors.push(e.message.slice(0, 80));
  w.out.parse = "fallback";
  for (const seg of tokenize(source)) {
    w.emit({ argv: seg.argv, assigns: [], redirs: seg.redirs, heredoc: undefined, span: seg.span, pipe: seg.join === "|" ? 0 : w.nextPipe(), stage: 0, join: seg.join, f: { depth: 0, via: [], loop: "" }, dynamicExe: false, dynamicArgs: false });
  }
  // Pipeline positions for the fallback: consecutive `|` segments share a pipe.
  let pipe = 0;
  let stage = 0;
  for (const c of w.out.cmds) {
    if (c.joinedBy === "|") { c.pipe = pipe; c.stage = ++stage; }
    else { pipe = c.pipe; stage = 0; c.stage = 0; }
  }
  trackCwd(w.out.cmds);
  return w.out;
}

/**
 * `cd DIR` then relative names: `cd ~/.ssh && cat id_rsa` reads ~/.ssh/id_rsa. Each command after
 * a constant `cd` at its level (not inside a pipeline, which runs it in a subshell) carries the
 * directory, so path checks can read its relative operands there too.
 */
function trackCwd(cmds: SimpleCmd[]): void {
  if (!cmds.some((c) => c.exe === "cd" || c.exe === "pushd")) return;
  const perPipe = new Map<number, number>();
  for (const c of cmds) perPipe.set(c.pipe, (perPipe.get(c.pipe) ?? 0) + 1);
  const at = new Map<number, string>();
  for (const c of cmds) {
    if (at.size > 0) for (const d of [...at.keys()]) if (d > c.depth) at.delete(d);
    let cwd: string | undefined;
    for (let d = c.depth; d >= 0 && cwd === undefined; d--) cwd = at.get(d);
    if (cwd !== undefined) c.cwd = cwd;
    const lone = perPipe.get(c.pipe) === 1;
    if ((c.exe === "cd" || c.exe === "pushd") && lone && !c.dynamicArgs) {
      const dir = c.args.find((a) => !a.startsWith("-"));
      if (dir === undefined) at.set(c.depth, "~");
      else if (/^[/~]/.test(dir)) at.set(c.depth, dir.replace(/\/+$/, "") || "/");
      else if (cwd !== undefined) at.set(c.depth, `${cwd}/${dir}`.replace(/\/+$/, ""));
    }
  }
}
