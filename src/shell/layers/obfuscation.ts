// Layer 4.5 (obfuscation and fileless execution): code whose text is decoded, downloaded or
// computed at run time and then executed. Parsing already folds what it can (base64, hex, rev,
// rot13, printf escapes) and re-parses it, so the other layers judge the decoded commands; this
// layer judges the *shape*: decoded or downloaded bytes reaching a shell, an interpreter, eval,
// source or the command-name position, and files fetched then run in the same script.
import type { Ctx, SimpleCmd } from "../types";
import { INTERPRETERS, normalizePath, parseFlags, SHELLS } from "../normalize";
import { addFinding, redactPreview } from "./util";

const OB = "unauthorized-execution/obfuscation/encoded-command";
const RC = "unauthorized-execution/remote-code/download-and-execute";

const DOWNLOADERS: ReadonlySet<string> = new Set(["curl", "wget", "fetch", "aria2c", "http", "https", "xh", "lwp-request", "lwp-download", "get", "ftp", "tftp", "nc", "ncat", "netcat", "socat", "telnet", "axel", "httpie", "curlie", "wget2", "invoke-webrequest", "iwr"]);
const ARCHIVE_DECODERS: ReadonlySet<string> = new Set(["gunzip", "zcat", "gzcat", "bzcat", "xzcat", "unxz", "bunzip2", "zstdcat", "lz4cat", "unlzma", "lzcat", "uncompress", "uudecode", "b64decode", "unpigz"]);
const CODE_DECODE = /b64decode|base64\.(?:b64|standard_b64|urlsafe_b64|decode)|decode_?base64|base64_decode|Base64\.decode|Buffer\.from\([^)]{0,4000}['"](?:base64|hex)['"]|\batob\(|unhexlify|fromhex|\bpack\(\s{0,3}['"][Hhmu]|unpack\(\s{0,3}['"][mu]|zlib\.decompress|gzinflate|str_rot13|codecs\.decode|marshal\.loads|\.reverse\(\)|\[::-1\]|fromCharCode|\bchr\(/;

/** A command that turns encoded, compressed, encrypted or scrambled bytes back into text. */
const DECODER_EXES: ReadonlySet<string> = new Set(["base64", "base32", "basenc", "openssl", "xxd", "gzip", "bzip2", "xz", "zstd", "lz4", "pigz", "lzma", "brotli", "gpg", "gpg2", "age", "unzip", "rev", "tr", "printf", "echo", ...ARCHIVE_DECODERS, ...INTERPRETERS]);

export function isDecoder(c: SimpleCmd): boolean {
  if (!DECODER_EXES.has(c.exe)) return false;
  const f = parseFlags(c.args);
  const d = f.short.has("d") || f.short.has("D") || f.long.has("decode") || f.long.has("decrypt");
  switch (c.exe) {
    case "base64": case "base32": case "basenc": return d;
    case "openssl": return d || c.args[0] === "enc" && c.args.some((a) => a === "-d");
    case "xxd": return f.short.has("r");
    case "gzip": case "bzip2": case "xz": case "zstd": case "lz4": case "pigz": case "lzma": case "brotli": return d;
    case "gpg": case "gpg2": case "age": return d;
    case "unzip": return f.short.has("p") || f.short.has("c");
    case "rev": return true;
    case "tr": return f.operands.length === 2 && !f.short.has("d") && !f.short.has("s") && !f.short.has("c");
    case "printf": return c.args.some((a) => /\\(?:x[0-9a-fA-F]|[0-7]{2,3})|%b/.test(a));
    case "echo": return c.args.some((a) => /^-[nE]{0,2}e/.test(a)) && c.args.some((a) => /\\(?:x[0-9a-fA-F]|0?[0-7]{2,3})/.test(a));
    default:
      if (ARCHIVE_DECODERS.has(c.exe)) return true;
      return INTERPRETERS.has(c.exe) && CODE_DECODE.test(c.args.join(" ").slice(0, 16384));
  }
}

function isDownloader(ctx: Ctx, c: SimpleCmd, i: number, tcpFds: ReadonlySet<string>): boolean {
  if (DOWNLOADERS.has(c.exe) || (c.exe === "openssl" && c.args[0] === "s_client")) return true;
  if (c.redirs.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target) || (r.op === "<&" && tcpFds.has(r.target)))) return true;
  return INTERPRETERS.has(c.exe) && (ctx.cmdIntents[i]?.has("network-egress") ?? false);
}

/** Reads its program from stdin: `sh`, `bash -s`, `python3 -`, `source /dev/stdin`, `at now`. */
function runsStdin(c: SimpleCmd): boolean {
  if (SHELLS.has(c.exe) || INTERPRETERS.has(c.exe)) {
    if (c.exe === "awk" || c.exe === "gawk") return false;
    return c.args.every((a) => a.startsWith("-") || a === "/dev/stdin" || a === "/dev/fd/0") && c.script === undefined;
  }
  if (c.exe === "source" || c.exe === ".") return /^\/dev\/(?:stdin|fd\/0)$/.test(c.args[0] ?? "");
  return c.exe === "at" || c.exe === "batch";
}

/** Runs code given as a string or a file it names: eval, source, sh -c, python -c, a computed command name. */
function runsText(c: SimpleCmd): boolean {
  return c.exe === "eval" || c.exe === "source" || c.exe === "." || c.script !== undefined || c.dynamicExe || c.via.includes("computed-exe") || ((SHELLS.has(c.exe) || INTERPRETERS.has(c.exe)) && c.args.some((a) => /^-[a-zA-Z]{0,4}[ceErp]$|^--(?:eval|command|print)$/.test(a) || a.startsWith("/dev/fd/")));
}

const COMPUTED_DOWNLOAD = /\b(?:curl|wget|fetch|aria2c|nc|ncat|socat)\b|\/dev\/tcp\//;
const COMPUTED_DECODE = /\b(?:base64|base32|xxd|openssl|rev|gunzip|zcat|uudecode)\b|\btr\s|printf\s[^|]{0,80}\\x/;

const within = (a: SimpleCmd, b: SimpleCmd): boolean => a.span.start >= b.span.start && a.span.end <= b.span.end;

export function obfuscation(ctx: Ctx): void {
  const cmds = ctx.parsed.cmds;
  const tcpFds = new Set<string>();
  for (const c of cmds) for (const r of c.redirs) if (/^\/dev\/(?:tcp|udp)\//.test(r.target) && r.fd !== undefined) tcpFds.add(String(r.fd));
  const decoder = cmds.map(isDecoder);
  const downloader = cmds.map((c, i) => isDownloader(ctx, c, i, tcpFds));
  const flagged = (rule: string, c: SimpleCmd): boolean => ctx.findings.some((f) => f.rule_id === rule && f.span?.start === c.span.start);

  // Only decoders and downloaders can feed anything: every check below walks those few.
  const sources: number[] = [];
  cmds.forEach((_, j) => { if (decoder[j] || downloader[j]) sources.push(j); });

  // Variables holding downloaded or decoded text: `P=$(curl …)`, `X=$(echo … | base64 -d)`.
  const tainted = new Map<string, "download" | "decode">();
  if (sources.length > 0) cmds.forEach((c, i) => {
    if (c.assigns.length === 0) return;
    for (const j of sources) {
      const d = cmds[j] as SimpleCmd;
      if (j === i || d.depth <= c.depth || !d.via.includes("$()") || !within(d, c)) continue;
      for (const a of c.assigns) tainted.set(a.name, downloader[j] ? "download" : "decode");
    }
  });
  // As code (eval, sh -c, source) anywhere; as a command name only when it is the whole name.
  const usesTainted = (c: SimpleCmd): "download" | "decode" | undefined => {
    const code = c.exe === "eval" || c.exe === "source" || c.exe === "." || c.script !== undefined;
    const text = code ? [c.script ?? "", ...c.args].join(" ") : c.rawExe;
    for (const [name, kind] of tainted) if (new RegExp(code ? `\\$\\{?${name}(?![A-Za-z0-9_])` : `^\\$\\{?${name}\\}?$`).test(text)) return kind;
    return undefined;
  };

  cmds.forEach((c, i) => {
    // Look-alike or invisible characters that resolve to a real command name.
    if (c.via.includes("lookalike"))
      addFinding(ctx, { layer: "obfuscation", rule_id: "shell.obfus.lookalike-executable", decision: "block", taxonomy: "unauthorized-execution/obfuscation/unicode-steganography", description: `command name disguised with look-alike characters ('${redactPreview(c.exe, 16)}')`, cmd: c });

    // Running a file descriptor: an anonymous in-memory file (memfd) or a pipe executed as a program.
    if (/^\/proc\/(?:self|\d{1,8}|\$\$)\/fd\/|^\/dev\/fd\/(?:[3-9]|\d{2,})$/.test(c.rawExe))
      addFinding(ctx, { layer: "obfuscation", rule_id: "shell.fileless.memfd-exec", decision: "block", taxonomy: "unauthorized-execution/remote-code/fileless-execution", description: "executes a program from a file descriptor (in-memory file)", cmd: c });

    // `cmd=$(curl …); $cmd`: the name is the text of a substitution carried through a variable.
    if (/^(?:\$\(|`)/.test(c.rawExe)) {
      const text = [c.rawExe, ...c.args].join(" ");
      const dl = COMPUTED_DOWNLOAD.test(text);
      const dec = COMPUTED_DECODE.test(text);
      addFinding(ctx, { layer: "obfuscation", rule_id: dl ? "shell.fileless.download-exec" : dec ? "shell.obfus.decoded-exec-unresolved" : "shell.obfus.computed-command-name", decision: dl || dec ? "block" : "audit", taxonomy: dl ? RC : OB, description: "the command name is the output of another command", cmd: c });
    }

    // Pipelines: decoded or downloaded bytes reaching a program that reads its code from stdin.
    if (runsStdin(c)) {
      // `sh < <(curl …)`: a process substitution on stdin feeds the program like a pipe does.
      const procIn = c.redirs.some((r) => r.op === "<" && r.target.startsWith("/dev/fd/"));
      const feeders = sources.map((j) => ({ d: cmds[j] as SimpleCmd, j })).filter(({ d, j }) => j !== i && d.pipe === c.pipe && d.stage < c.stage && (!(d.depth > c.depth && within(d, c)) || (procIn && d.via.includes("<()"))));
      if (feeders.some(({ j }) => decoder[j])) {
        const folded = cmds.some((d) => d.via.includes("pipe|sh") && d.span.start <= c.span.start && d.span.end >= c.span.end);
        addFinding(ctx, { layer: "obfuscation", rule_id: folded ? "shell.obfus.decoded-exec" : "shell.obfus.decoded-exec-unresolved", decision: "block", taxonomy: OB, description: `decoded content is executed by '${redactPreview(c.exe, 16)}'${folded ? "" : " (content could not be decoded here; failing closed)"}`, cmd: c });
      }
      if (feeders.some(({ j }) => downloader[j]) && !flagged("shell.flow.download-exec", c))
        addFinding(ctx, { layer: "obfuscation", rule_id: "shell.fileless.download-exec", decision: "block", taxonomy: RC, description: `downloaded content is executed by '${redactPreview(c.exe, 16)}'`, cmd: c });
    }

    // eval "$(…)", bash -c "$(…)", source <(…), $(…) as the command name: what the nested command produces runs.
    if (runsText(c)) {
      const nested = sources.map((j) => ({ d: cmds[j] as SimpleCmd, j })).filter(({ d, j }) => j !== i && d.depth > c.depth && within(d, c) && (d.via.includes("$()") || d.via.includes("<()")) && !d.via.includes(`${c.exe} shell-out`));
      if (nested.some(({ j }) => decoder[j])) {
        const unresolved = c.dynamicExe || [c.script ?? "", ...c.args].some((a) => a.includes("$(") || a.includes("`") || a.startsWith("/dev/fd/"));
        addFinding(ctx, { layer: "obfuscation", rule_id: unresolved ? "shell.obfus.decoded-exec-unresolved" : "shell.obfus.decoded-exec", decision: "block", taxonomy: OB, description: `decoded content is executed by '${redactPreview(c.exe || "command name", 16)}'`, cmd: c });
      }
      if (nested.some(({ j }) => downloader[j]) && !flagged("shell.flow.download-exec", c))
        addFinding(ctx, { layer: "obfuscation", rule_id: "shell.fileless.download-exec", decision: "block", taxonomy: RC, description: `downloaded content is executed by '${redactPreview(c.exe || "command name", 16)}'`, cmd: c });
      const t = tainted.size > 0 ? usesTainted(c) : undefined;
      if (t !== undefined)
        addFinding(ctx, { layer: "obfuscation", rule_id: t === "download" ? "shell.fileless.download-exec" : "shell.obfus.decoded-exec-unresolved", decision: "block", taxonomy: t === "download" ? RC : OB, description: `a variable holding ${t === "download" ? "downloaded" : "decoded"} content is executed`, cmd: c });
    }
  });
  stagedExec(ctx, downloader);
}

/** The file a download command writes, when it names one. */
function downloadTarget(c: SimpleCmd): string | undefined {
  const url = c.args.find((a) => /^(?:https?|ftp|tftp):\/\//i.test(a));
  const base = url?.replace(/[?#].*$/, "").replace(/\/+$/, "").split("/").pop();
  const valueOf = (flags: RegExp, attached?: RegExp): string | undefined => {
    for (let k = 0; k < c.args.length; k++) {
      const a = c.args[k] ?? "";
      if (flags.test(a)) return c.args[k + 1];
      const m = attached?.exec(a);
      if (m?.[1]) return m[1];
    }
    return undefined;
  };
  if (c.exe === "curl") {
    const o = valueOf(/^(?:-o|--output|-[a-zA-Z]{1,6}o)$/, /^--output=(.+)$|^-o(.+)$/);
    if (o !== undefined) return o;
    if (c.args.some((a) => a === "-O" || a === "--remote-name" || /^-[a-zA-Z]{0,6}O[a-zA-Z]{0,6}$/.test(a))) return base;
  } else if (c.exe === "wget" || c.exe === "wget2") {
    const o = valueOf(/^(?:-O|--output-document|-[a-zA-Z]{1,6}O)$/, /^--output-document=(.+)$|^-O(.+)$/);
    if (o !== undefined) return o === "-" ? undefined : o;
    const dir = valueOf(/^(?:-P|--directory-prefix)$/, /^--directory-prefix=(.+)$/);
    return base === undefined ? undefined : dir !== undefined ? `${dir.replace(/\/$/, "")}/${base}` : base;
  } else if (c.exe === "fetch" || c.exe === "aria2c" || c.exe === "axel") {
    return valueOf(/^(?:-o|--out|--output)$/, /^--(?:out|output)=(.+)$/) ?? base;
  }
  return undefined;
}

/**
 * Fetched, then run in the same script: `curl -sO …/bin && chmod +x bin && ./bin`,
 * `wget -P /dev/shm …/x; sh /dev/shm/x`. The stateful layer covers the plain `-o FILE` shape;
 * this adds remote names, directory prefixes, other fetchers and redirects of their output.
 */
function stagedExec(ctx: Ctx, downloader: boolean[]): void {
  const cmds = ctx.parsed.cmds;
  const staged: string[] = [];
  const dlPipes = new Set<number>();
  cmds.forEach((c, i) => { if (downloader[i]) dlPipes.add(c.pipe); });
  const norm = (p: string): string => normalizePath(p).replace(/^\.\//, "");
  for (const c of cmds) {
    const t = DOWNLOADERS.has(c.exe) ? downloadTarget(c) : undefined;
    if (t !== undefined && t !== "" && t !== "-") staged.push(norm(t));
    if (dlPipes.has(c.pipe)) for (const r of c.redirs) if ((r.op === ">" || r.op === ">>" || r.op === ">|") && !/^\/dev\/(?:null|std)/.test(r.target)) staged.push(norm(r.target));
    if (dlPipes.has(c.pipe) && c.exe === "tee") for (const a of c.args) if (!a.startsWith("-")) staged.push(norm(a));
  }
  if (staged.length === 0) return;
  const base = (p: string): string => p.slice(p.lastIndexOf("/") + 1);
  const full = new Set(staged);
  // A relative name on either side may be the same file seen from another directory.
  const bases = new Set(staged.map(base).filter((b) => b !== ""));
  const relBases = new Set(staged.filter((p) => !p.includes("/")));
  const same = (run: string): boolean => full.has(run) || (!run.includes("/") ? bases.has(run) : relBases.has(base(run)));
  cmds.forEach((c, i) => {
    if (downloader[i]) return;
    const interp = (SHELLS.has(c.exe) || INTERPRETERS.has(c.exe) || c.exe === "source" || c.exe === ".") && c.script === undefined;
    if (!interp && !c.rawExe.includes("/")) return;
    // A bare name runs from $PATH, not the file in the working directory: only ./x, paths, or an interpreter operand.
    const runs = [...(c.rawExe.includes("/") ? [c.rawExe] : []), ...(interp ? c.args.filter((a) => !a.startsWith("-")).slice(0, 1) : [])].map(norm);
    const hit = runs.find(same);
    if (hit !== undefined && !ctx.findings.some((f) => f.rule_id === "shell.chain.download-then-execute" && f.span?.start === c.span.start))
      addFinding(ctx, { layer: "obfuscation", rule_id: "shell.fileless.staged-download-exec", decision: "block", taxonomy: RC, description: `a file fetched in this command is executed ('${redactPreview(base(hit), 16)}')`, cmd: c });
  });
}
