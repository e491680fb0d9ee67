// Layer 6 (guardian): heuristics over the whole command — prompt-injection text riding in
// arguments, obfuscation (hex escapes, $IFS, quote-spliced names, decoders we could not fold),
// inline secrets, eval/exec risk and invisible/bidi unicode. Message arguments of git/gh are
// data, so only injection text (not commands) is looked for there. Also: functions that shadow
// guarded commands, and content written into files that decide what runs later.
import type { Ctx, SimpleCmd } from "../types";
import { INTERPRETERS, normalizePath } from "../normalize";
import { addFinding } from "./util";
import { dataArgIndexes } from "../text";
import { scanContent, VERDICT_THRESHOLDS } from "../../scan/index";
import { AGENT_DOC } from "../expand";

const INJECTION = /(?:ignore|disregard|forget|override)\s{1,4}(?:all\s{1,4}|any\s{1,4}|the\s{1,4}|your\s{1,4})?(?:previous|prior|above|earlier|system|safety)\s{1,4}(?:instructions|prompts?|rules|guidelines)|you\s{1,4}are\s{1,4}now\s{1,4}(?:in\s{1,4})?(?:dan|developer\s{1,4}mode|unrestricted|jailbroken)|do\s{1,4}anything\s{1,4}now|<\/?(?:system|im_start|assistant)>|\bBEGIN\s{1,4}SYSTEM\s{1,4}PROMPT\b|(?:new|updated)\s{1,4}instructions\s{0,2}:/i;
/** Text addressed to an AI reader: hide things from the user, claim a role, or issue orders. */
const AGENT_DIRECTIVE = /(?:ignore|disregard|forget)\s{1,4}(?:all\s{1,4}|any\s{1,4}|the\s{1,4}|your\s{1,4})?(?:previous|prior|above|earlier|preceding)\s{1,4}(?:instructions|directions|directives|context|messages)|\byou\s{1,4}are\s{1,4}now\s{1,4}(?:an?\s{1,4})?(?:unrestricted|jailbroken|uncensored|unfiltered|evil|malicious|ai|assistant|agent|model|llm|system|root|admin|(?:in\s{1,4})?(?:developer|god|admin|debug|maintenance|unrestricted)\s{1,4}mode)\b|\b(?:do\s{1,4}not|don'?t|never)\s{1,4}(?:tell|inform|alert|notify|warn|show)\s{1,4}(?:the\s{1,4})?(?:user|human|developer|operator)|\bwithout\s{1,4}(?:telling|informing|notifying|alerting|asking)\s{1,4}(?:the\s{1,4})?(?:user|human|developer)|\b(?:hide|conceal)\s{1,4}(?:this|these|it)\s{1,4}from\s{1,4}(?:the\s{1,4})?(?:user|human)|\bas\s{1,4}an?\s{1,4}(?:ai|llm|language\s{1,4}model|coding)(?:\s{1,4}(?:agent|assistant|model))?,?\s{1,4}you\s{1,4}(?:must|should|are\s{1,4}required|will|need)|\bif\s{1,4}you\s{1,4}are\s{1,4}an?\s{1,4}(?:ai|llm|language\s{1,4}model|assistant|agent|coding\s{1,4}agent)\b|\b(?:note|message|instructions?)\s{1,4}(?:to|for)\s{1,4}(?:the\s{1,4}|any\s{1,4}|all\s{1,4})?(?:ai|llms?|assistants?|agents?|claude|copilot|cursor|codex|gemini)s?\s{0,3}:|\[INST\]|<<SYS>>|<\|im_start\|>|\bnew\s{1,4}system\s{1,4}prompt\b/i;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/;
const HOMOGLYPH_EXE = /^[^\x00-\x7f]/;
const PROVIDER_KEY = /(?:\bsk-(?:proj|ant|live|svcacct)-[A-Za-z0-9_-]{8,200}|\bsk-[A-Za-z0-9]{40,60}\b|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,40}\b|\bxox[abpr]-[0-9A-Za-z-]{10,80}|\bAIza[0-9A-Za-z_-]{10,40}|\bglpat-[A-Za-z0-9_-]{20})/;
const URL_SECRET = /[?&](?:api[_-]?key|access[_-]?token|token|key|secret|password)=[^&\s]{6,200}/i;
const PLACEHOLDER = /fake|mock|placeholder|example|dummy|test-|your[_-]/i;
const PY_EVAL = /\b(?:eval|exec|compile|__import__)\s{0,3}\(\s{0,3}(?!['"])/;

export function guardian(ctx: Ctx): void {
  const src = ctx.parsed.source;
  const inj = INJECTION.exec(src) ?? AGENT_DIRECTIVE.exec(src);
  // Written into a file, an issue or a commit, the text waits for the next agent that reads it.
  if (inj) addFinding(ctx, { layer: "guardian", rule_id: writesSomewhere(ctx) ? "shell.guard.prompt-injection-write" : "shell.guard.prompt-injection", decision: writesSomewhere(ctx) ? "block" : "audit", taxonomy: "unauthorized-execution/prompt-injection/instruction-override", description: "instruction-override text inside the command", span: { start: inj.index, end: inj.index + inj[0].length } });
  else if (writesSomewhere(ctx)) plantedInjection(ctx);
  shellFeatures(ctx);
  writtenContent(ctx);
  const inv = INVISIBLE.exec(src);
  if (inv) addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.unicode-steganography", decision: ctx.parsed.cmds.some((c) => INVISIBLE.test(c.rawExe)) ? "block" : "audit", taxonomy: "unauthorized-execution/obfuscation/unicode-steganography", description: "invisible or bidirectional unicode characters", span: { start: inv.index, end: inv.index + inv[0].length } });
  if ((src.match(/\\x[0-9a-fA-F]{2}/g)?.length ?? 0) >= 4 && /\$'|printf|echo\s{1,4}-e/.test(src))
    addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.hex-escapes", decision: "audit", taxonomy: "unauthorized-execution/obfuscation/encoded-command", description: "hex-escaped bytes assembled at run time" });
  // sudo -u#-1 (CVE-2019-14287): runs as uid 0 despite a "not root" policy.
  if (/sudo\s{1,4}(?:-[a-zA-Z]{1,4}\s{1,4}){0,4}-u\s{0,4}#(?:-1|4294967295)\b/.test(src))
    addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.sudo-uid-bypass", decision: "block", taxonomy: "privilege-escalation/command-execution/sudo-invocation", description: "sudo user id -1 bypass" });
  if (/\$\{?IFS\}?/.test(src)) addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.ifs-splicing", decision: "audit", taxonomy: "unauthorized-execution/obfuscation/encoded-command", description: "$IFS used to splice words" });
  if (ctx.parsed.unresolvedDecoders > 0) {
    const executes = ctx.parsed.cmds.some((c) => c.via.includes("$()") && c.depth > 0) && ctx.parsed.cmds.some((c) => c.dynamicExe || c.exe === "eval" || c.exe === "bash" || c.exe === "sh");
    addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.obfuscated-decoder", decision: executes ? "block" : "audit", taxonomy: "unauthorized-execution/obfuscation/encoded-command", description: "decoder output that could not be folded to a constant" });
  }
  if (ctx.parsed.folded.length > 0 && ctx.parsed.cmds.some((c) => c.via.includes("pipe|sh")))
    addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.decoded-script", decision: "audit", taxonomy: "unauthorized-execution/obfuscation/encoded-command", description: "encoded script decoded and piped to a shell" });
  if (ctx.parsed.evalCount > 0) addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.eval", decision: "audit", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "eval of a string" });
  // Code whose text is not in the command: eval of a value we could not resolve, and sourcing a
  // process substitution. What runs is unknown, so it is judged by its worst reading (fail closed).
  // `eval "$(brew shellenv)"`, `eval "$(ssh-agent -s)"`: a tool's documented way to set up the
  // shell, whose output is that tool's own environment script. Only when every eval is of that kind.
  const evals = ctx.parsed.cmds.filter((c) => c.exe === "eval" && c.depth === 0);
  const setupOnly = evals.length > 0 && evals.every((c) => ENV_SETUP_EVAL.test(ctx.parsed.source.slice(c.span.start, c.span.end)));
  for (const c of ctx.parsed.cmds) {
    // An eval'd string is re-parsed; a command in it whose name is still computed is unresolved.
    if (c.dynamicExe && c.via.includes("eval"))
      addFinding(ctx, setupOnly
        ? { layer: "guardian", rule_id: "shell.guard.eval-env-setup", decision: "audit", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "eval of a known tool's environment setup", cmd: c }
        : { layer: "guardian", rule_id: "shell.guard.eval-unresolved", decision: "block", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "eval of a value that could not be resolved; failing closed", cmd: c });
    if ((c.exe === "source" || c.exe === ".") && c.args.some((a) => /^\/dev\/(?:fd\/\d+|stdin)$|^\/proc\/self\/fd\//.test(a)))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.source-substitution", decision: "block", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "sources the output of a command; what runs is not in the command line", cmd: c });
  }
  ctx.parsed.cmds.forEach((c, idx) => {
    if (c.dynamicExe && c.exe !== "") addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.dynamic-executable", decision: "audit", taxonomy: "unauthorized-execution/obfuscation/encoded-command", description: "executable name is computed at run time", cmd: c });
    if (HOMOGLYPH_EXE.test(c.rawExe)) addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.non-ascii-executable", decision: "block", taxonomy: "unauthorized-execution/obfuscation/unicode-steganography", description: "non-ASCII executable name", cmd: c });
    const words = [...c.args, ...c.assigns.map((a) => `${a.name}=${a.value}`)];
    const key = words.find((w) => PROVIDER_KEY.test(w) && !PLACEHOLDER.test(PROVIDER_KEY.exec(w)?.[0] ?? ""));
    const urlKey = words.find((w) => /^https?:/.test(w) && URL_SECRET.test(w));
    if (key || urlKey) {
      const toNet = (ctx.cmdIntents[idx]?.has("network-egress") ?? false) || (c.exe !== "export" && c.exe !== "" && c.assigns.length > 0);
      addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.inline-secret", decision: toNet ? "block" : "audit", taxonomy: "credential-exposure/ai-api-credentials/api-key-exposure", description: "credential literal in the command line", cmd: c });
    } else if (words.some((w) => PROVIDER_KEY.test(w)) || c.exe === "export" && c.args.some((a) => /(?:KEY|TOKEN|SECRET|PASSWORD)=[^$\s]{8,}/i.test(a)))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.inline-secret-placeholder", decision: "audit", taxonomy: "credential-exposure/ai-api-credentials/api-key-exposure", description: "credential-shaped literal in the command line", cmd: c });
    if (INTERPRETERS.has(c.exe) && c.args.some((a) => PY_EVAL.test(a)))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.interpreter-eval", decision: "audit", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "interpreter evaluates non-literal code", cmd: c });
  });
}

const TEXT_WRITERS: ReadonlySet<string> = new Set(["echo", "printf", "cat", "tee", "gh", "glab", "git"]);
const MIN_TEXT = 24;
const MAX_TEXT = 16_384;

/** Tools whose documented set-up is `eval "$(tool <subcommand>)"` (version managers, agents, prompts, env loaders). */
const ENV_SETUP_EVAL = new RegExp(
  `^eval\\s{1,4}"?\\$\\(\\s{0,4}(?:[^\\s)"'\`]{0,120}/)?(?:brew|pyenv|rbenv|nodenv|goenv|jenv|plenv|phpenv|direnv|ssh-agent|gpg-agent|keychain|starship|zoxide|fnm|mise|rtx|conda|micromamba|mamba|opam|thefuck|luarocks|dircolors|atuin|mcfly|oh-my-posh|rustup|pipenv|poetry|uv|hub|gh|kubectl|helm|minikube|docker-machine|podman-machine|jump|navi|broot)(?:\\s[^)\`;|&$]{0,120})?\\)"?\\s{0,4}$`,
);

/** What a planted instruction asks for that no note needs: a download piped to a shell, a credential store's content pasted or sent. */
const HARMFUL_ASK = /\b(?:curl|wget|iwr|irm)\b[^\n`]{0,200}\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\biex\b|\b(?:paste|send|post|upload|include|attach|share|copy|add)\b[^\n]{0,60}(?:~\/\.ssh\/|\.ssh\/id_|\.aws\/credentials|\.config\/gh\/hosts\.yml|\.git-credentials|\.kube\/config|\.npmrc|\.pypirc|\.netrc|\.env\b|\bid_(?:rsa|ed25519|ecdsa)\b)/;

/**
 * Text a command leaves for the next reader (a README line, a code comment, an issue body) is
 * judged by the content scanner's prompt-injection detector, the same one that reads web pages
 * and tool output: a planted instruction is recognised by what it says, not by this layer's
 * phrase list. Its confident band blocks here.
 */
function plantedInjection(ctx: Ctx): void {
  let text = "";
  const teePipes = new Set(ctx.parsed.cmds.filter((n) => n.exe === "tee" || n.exe === "sponge").map((n) => n.pipe));
  const writesFile = (c: SimpleCmd): boolean => teePipes.has(c.pipe) || writeRedirect(c, /^\/dev\//);
  for (const c of ctx.parsed.cmds) {
    if (!TEXT_WRITERS.has(c.exe)) continue;
    // Only text that lands somewhere: echo to the terminal is read by no one later.
    if ((c.exe === "echo" || c.exe === "printf" || c.exe === "cat") && !writesFile(c)) continue;
    // Message arguments are elided from parsed commands (they are data), so read them from the source.
    const data = c.exe === "gh" || c.exe === "glab" || c.exe === "git" ? (dataArgIndexes(c).size > 0 ? [ctx.parsed.source.slice(c.span.start, c.span.end)] : []) : c.args.filter((a) => !a.startsWith("-"));
    text += `${data.join(" ")}\n${c.heredoc ?? ""}\n`;
    if (text.length > MAX_TEXT) break;
  }
  if (text.trim().length < MIN_TEXT) return;
  const r = scanContent({ content: text.slice(0, MAX_TEXT), context: { source: "file", direction: "inbound" } });
  // Only the detector's confident band: notes and docs legitimately quote commands and prompts;
  // its suspicious band too when the instruction carries a fetch-and-run or names a credential store.
  const pi = r.scores.prompt_injection;
  if (pi < VERDICT_THRESHOLDS.prompt_injection.malicious && !(pi >= VERDICT_THRESHOLDS.prompt_injection.suspicious && HARMFUL_ASK.test(text))) return;
  addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.prompt-injection-write", decision: "block", taxonomy: "unauthorized-execution/prompt-injection/instruction-override", description: "writes text that addresses an AI reader with instructions" });
}

/** Somewhere text lands for a later reader: a file, a heredoc, an in-place edit, an issue, PR or commit. */
/** An output redirect to a file (not a file descriptor, nor a target `notAFile` excludes). */
function writeRedirect(c: SimpleCmd, notAFile: RegExp): boolean {
  return c.redirs.some((r) => /^(?:>|>>|>\||&>|&>>)$/.test(r.op) && !notAFile.test(r.target) && !/^\d$/.test(r.target));
}

function writesSomewhere(ctx: Ctx): boolean {
  return ctx.parsed.cmds.some((c) => writeRedirect(c, /^\/dev\/(?:null|stdout|stderr|tty)$/)
    || c.exe === "tee" || c.exe === "sponge"
    || ((c.exe === "sed" || c.exe === "perl") && c.args.some((a) => /^-[a-zA-Z]{0,4}i/.test(a) || a.startsWith("--in-place")))
    || ((c.exe === "gh" || c.exe === "glab") && c.args.some((a) => /^(?:create|comment|edit|review|new|note)$/.test(a)))
    || (c.exe === "git" && /^(?:commit|tag|notes)$/.test(c.args[0] ?? "")));
}

const GUARDED_NAMES = /^(?:sudo|su|doas|pkexec|passwd|sudoedit|ssh-add|gpg|login|security|command_not_found_handler?|builtin|command|type|which|trap|alias|unalias|enable|declare)$/;
const SHADOWED_NAMES = /^(?:ls|cd|git|ssh|scp|cat|ps|grep|find|kill|docker|kubectl|npm|pip|python3?|curl|wget|clear|vim|nano|make)$/;
const BODY_CODE = /(?:curl|wget|\bnc|ncat|socat)\s|\/dev\/tcp\/|\/tmp\/|\/dev\/shm\/|\/var\/tmp\/|base64|\bread\s{1,4}-[a-z]{0,3}s|\|\s{0,3}(?:ba|z)?sh\b|\beval\b|\bnohup\b/;
const FN_DEF = /(?:^|[\s;&|({])(?:function\s{1,8}([\w-]{1,40})(?:\s{0,4}\(\s{0,4}\))?|([\w-]{1,40})\s{0,4}\(\s{0,4}\))\s{0,4}\{/g;

/**
 * Shell features that plant code for later: functions shadowing authentication tools (or
 * hiding fetches behind everyday names), exported function bodies riding in the environment
 * (the Shellshock shape), and `export -f` of a guarded name.
 */
function shellFeatures(ctx: Ctx): void {
  const src = ctx.parsed.source.slice(0, 65536);
  FN_DEF.lastIndex = 0;
  for (let m = FN_DEF.exec(src), n = 0; m !== null && n < 64; m = FN_DEF.exec(src), n++) {
    const name = m[1] ?? m[2] ?? "";
    const body = src.slice(m.index + m[0].length, m.index + m[0].length + 400);
    if (GUARDED_NAMES.test(name) || (SHADOWED_NAMES.test(name) && BODY_CODE.test(body)))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.shellfeat.function-shadow", decision: "block", taxonomy: "privilege-escalation/command-execution/alias-hijack", description: `function shadows '${name.slice(0, 24)}'`, span: { start: m.index, end: m.index + m[0].length } });
  }
  if (/=\s{0,2}['"]?\(\)\s{0,3}\{|\bBASH_FUNC_[\w-]{1,40}(?:%%|\(\))=/.test(src))
    addFinding(ctx, { layer: "guardian", rule_id: "shell.shellfeat.env-function", decision: "block", taxonomy: "privilege-escalation/command-execution/env-injection", description: "function body passed through an environment variable" });
  for (const c of ctx.parsed.cmds) {
    if ((c.exe === "export" || c.exe === "declare" || c.exe === "typeset") && c.args.some((a) => /^-[a-z]{0,3}f/.test(a)) && c.args.some((a) => GUARDED_NAMES.test(a) || a === "ssh" || a === "git"))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.shellfeat.function-shadow", decision: "block", taxonomy: "privilege-escalation/command-execution/alias-hijack", description: "exports a function that shadows a guarded command", cmd: c });
  }
  // The parser elides git's `--template` value as message text; for clone/init it names a hook source.
  if (/\bgit\s[^\n;|&]{0,200}\b(?:clone|init)\s[^\n;|&]{0,300}--template[= ]/.test(src))
    addFinding(ctx, { layer: "guardian", rule_id: "shell.vcs.clone-exec", decision: "block", taxonomy: "persistence/vcs/git-hook-install", description: "clone/init copies hooks from a template directory" });
}

/** An address, then (on the same line) a name the supply chain or a cloud sign-in depends on. */
const HOSTS_HIJACK = new RegExp(
  "(?:^|\\s)(?:[0-9]{1,3}(?:\\.[0-9]{1,3}){3}|[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7})[ \\t]+(?:[^\\n]{0,300}?[ \\t])?(?:" +
    [
      "registry\\.(?:npmjs\\.org|yarnpkg\\.com|npmmirror\\.com)", "(?:upload\\.|test\\.)?pypi\\.org", "files\\.pythonhosted\\.org", "(?:[a-z0-9-]{1,30}\\.)?github(?:usercontent)?\\.com", "ghcr\\.io",
      "(?:registry\\.)?gitlab\\.com", "bitbucket\\.org", "(?:proxy|sum)\\.golang\\.org", "(?:index\\.|static\\.)?crates\\.io", "(?:index\\.)?rubygems\\.org", "repo1?\\.maven\\.(?:org|apache\\.org)",
      "plugins\\.gradle\\.org", "(?:registry-1|auth|index|production\\.cloudflare)\\.docker\\.io", "download\\.docker\\.com", "quay\\.io", "(?:[a-z0-9-]{1,30}\\.)?gcr\\.io", "[a-z0-9-]{1,40}\\.pkg\\.dev",
      "(?:api\\.)?nuget\\.org", "(?:repo\\.)?packagist\\.org", "(?:deb|security)\\.debian\\.org", "(?:[a-z]{2}\\.)?(?:archive|security|ports)\\.ubuntu\\.com", "dl-cdn\\.alpinelinux\\.org",
      "mirrors\\.fedoraproject\\.org", "(?:deb\\.)?nodesource\\.com", "nodejs\\.org", "(?:sts|iam|s3|ssm|secretsmanager|signin|oidc)\\.(?:[a-z0-9-]{1,30}\\.)?amazonaws\\.com",
      "login\\.microsoftonline\\.com", "management\\.azure\\.com", "(?:accounts\\.google|oauth2\\.googleapis|sts\\.googleapis|iamcredentials\\.googleapis)\\.com",
      "(?:update|marketplace)\\.code\\.visualstudio\\.com", "open-vsx\\.org", "api\\.(?:openai|anthropic)\\.com",
    ].join("|") +
    ")(?:[ \\t\\n]|$)",
  "im",
);

/** Files whose content decides what runs later, and the content that makes it run. */
const CONTENT_RULES: { id: string; target: RegExp; content: RegExp; taxonomy: string; description: string }[] = [
  { id: "shell.vcs.attributes-filter-driver", target: /(?:^|\/)\.gitattributes$|(?:^|\/)\.git\/info\/attributes$/, content: /\bfilter=(?!lfs\b)[\w.-]{1,60}/, taxonomy: "persistence/vcs/git-config-command-injection", description: "assigns files to a filter driver (runs a program on checkout)" },
  { id: "shell.vcs.config-file-exec", target: /(?:^|\/)\.git\/config$|^~\/\.gitconfig$|^~\/\.config\/git\/config$|^\/etc\/gitconfig$|(?:^|\/)\.gitmodules$/, content: /\b(?:fsmonitor|hookspath|sshcommand|gitproxy|askpass|textconv|packobjectshook|templatedir|uploadpack|receivepack)\b|\b(?:clean|smudge|process)\s{0,3}=|=\s{0,3}"?!|\binsteadof\b|\burl\s{0,3}=\s{0,3}(?:ext::|file:\/\/)|\bpath\s{0,3}=\s{0,3}(?:\/tmp\/|\.\.\/)/i, taxonomy: "persistence/vcs/git-config-command-injection", description: "writes a git configuration entry that runs a program or redirects a remote" },
  // Where the machine fetches code and logs in: one hosts line sends every install or login to another server.
  { id: "shell.supply.hosts-hijack", target: /^(?:\/private)?\/etc\/hosts$/, content: HOSTS_HIJACK, taxonomy: "unauthorized-execution/supply-chain/registry-redirect", description: "points a package registry, code host, OS mirror or cloud sign-in name at another address in the hosts file" },
  // Files a tool loads as code on its own: pytest's conftest.py, the interpreter's site hooks.
  { id: "shell.persist.autoload-python", target: /(?:^|\/)(?:conftest|sitecustomize|usercustomize)\.py$/, content: /\b(?:subprocess|os\.(?:system|popen|exec[a-z]{0,3})|pty\.spawn|socket\.socket|urllib\.request|urlopen|requests\.(?:get|post|put)|http\.client|exec\s{0,3}\(|eval\s{0,3}\(|__import__\s{0,3}\(|base64\.b64decode|shutil\.rmtree)/, taxonomy: "persistence/interpreter-startup/python-path-hook", description: "writes process, network or decode-and-run code into a file Python or pytest loads on its own" },
  // An editor task marked to run when the folder opens runs without anyone choosing it.
  { id: "shell.persist.editor-autorun-task", target: /(?:^|\/)\.vscode\/tasks\.json$/, content: /"runOn"\s{0,3}:\s{0,3}"folderOpen"/, taxonomy: "persistence/ide/workspace-autorun-task", description: "adds an editor task that runs when the folder is opened" },
  { id: "shell.persist.pth-import", target: /\.pth$/, content: /(?:^|\n|;)\s{0,8}import\s/, taxonomy: "persistence/interpreter-startup/python-path-hook", description: "writes an import line into a .pth file (runs at every interpreter start)" },
  // Orders written into an agent's instructions that send work away or take the human out of the loop.
  { id: "shell.agent.instructions-exfil-or-oversight", target: AGENT_DOC, content: /\b(?:post|send|upload|forward|mirror|sync|copy|push|report|share|pipe)\b[^\n]{0,80}\bto\s{1,3}(?:https?:\/\/|[a-z0-9-]{1,63}\.[a-z0-9.-]{2,100}\/)|\b(?:skip|bypass|disable|ignore|suppress|auto-?approve)\b[^\n]{0,30}\b(?:permission|approval|confirmation|review)s?\b|\b(?:never|don'?t|do not)\s{1,3}(?:ask\s{1,3}(?:the user\s{1,3})?(?:for\s{1,3})?(?:permission|confirmation|approval)|(?:tell|inform|notify|warn|alert)\s{1,3}(?:the\s{1,3})?(?:user|owner|human|reviewer)s?|mention\b[^\n]{0,40}\bto\s{1,3}(?:the\s{1,3})?(?:user|owner|human|reviewer)s?|flag|report|block|question)\b/i, taxonomy: "unauthorized-execution/agentic-attacks/human-oversight-circumvention", description: "writes an instruction for agents to send work to an outside address or to skip or hide from human review" },
  { id: "shell.agent.config-tamper", target: /./, content: /del\(\.hooks|\.hooks\s{0,3}=\s{0,3}(?:\{\}|null|\[\])|"?disableAllHooks"?\s{0,3}[:=]\s{0,3}true|"?defaultMode"?\s{0,3}[:=]\s{0,3}"?bypassPermissions|"?enableAllProjectMcpServers"?\s{0,3}[:=]\s{0,3}true|"(?:allow|allowedTools)"\s{0,3}:\s{0,3}\[\s{0,3}"(?:Bash|\*|Bash\(\*\))"/, taxonomy: "unauthorized-execution/agentic-attacks/human-oversight-circumvention", description: "removes an agent's hooks or grants it every tool" },
];

/** Each command that writes a file, with the text it writes (echo/printf words, heredoc, a piped echo, sed/jq program). */
function writtenContent(ctx: Ctx): void {
  const cmds = ctx.parsed.cmds;
  cmds.forEach((c) => {
    const targets = [...c.redirs.filter((r) => /^(?:>|>>|>\||&>)$/.test(r.op)).map((r) => r.target), ...(c.exe === "tee" || c.exe === "sponge" ? c.args.filter((a) => !a.startsWith("-")) : []),
      ...((c.exe === "sed" || c.exe === "perl" || c.exe === "yq") && c.args.some((a) => /^-[a-zA-Z]{0,4}i/.test(a)) ? c.args.filter((a) => !a.startsWith("-")).slice(1) : []),
      ...(c.exe === "mv" || c.exe === "cp" ? c.args.filter((a) => !a.startsWith("-")).slice(-1) : [])].map(normalizePath);
    if (targets.length === 0) return;
    const feeders = cmds.filter((p) => p.pipe === c.pipe && p.stage < c.stage);
    // printf/echo -e escapes read as the newlines they print (`import os\nos.system(…)`).
    const text = [c, ...feeders].map((p) => [...(p.exe === "echo" || p.exe === "printf" || p.exe === "sed" || p.exe === "perl" || p.exe === "jq" || p.exe === "yq" || p.exe === "cat" ? p.args : []), p.heredoc ?? ""].join("\n")).join("\n").slice(0, 65536).replace(/\\[nt]/g, "\n");
    for (const r of CONTENT_RULES)
      if (targets.some((t) => r.target.test(t)) && r.content.test(text))
        addFinding(ctx, { layer: "guardian", rule_id: r.id, decision: "block", taxonomy: r.taxonomy, description: r.description, cmd: c });
  });
  // jq/python edits of an agent's settings usually write through a temp file: judge the whole script.
  const tamper = CONTENT_RULES[CONTENT_RULES.length - 1];
  if (tamper && /\.(?:claude|codex|gemini|cursor)\b|settings(?:\.local)?\.json/.test(ctx.parsed.source) && tamper.content.test(ctx.parsed.source.slice(0, 65536)) && writesSomewhere(ctx))
    addFinding(ctx, { layer: "guardian", rule_id: tamper.id, decision: "block", taxonomy: tamper.taxonomy, description: tamper.description });
}
