// Layer 6 (guardian): heuristics over the whole command — prompt-injection text riding in
// arguments, obfuscation (hex escapes, $IFS, quote-spliced names, decoders we could not fold),
// inline secrets, eval/exec risk and invisible/bidi unicode. Message arguments of git/gh are
// data, so only injection text (not commands) is looked for there.
import type { Ctx } from "../types.js";
import { INTERPRETERS } from "../normalize.js";
import { addFinding } from "./util.js";

const INJECTION = /(?:ignore|disregard|forget|override)\s{1,4}(?:all\s{1,4}|any\s{1,4}|the\s{1,4}|your\s{1,4})?(?:previous|prior|above|earlier|system|safety)\s{1,4}(?:instructions|prompts?|rules|guidelines)|you\s{1,4}are\s{1,4}now\s{1,4}(?:in\s{1,4})?(?:dan|developer\s{1,4}mode|unrestricted|jailbroken)|do\s{1,4}anything\s{1,4}now|<\/?(?:system|im_start|assistant)>|\bBEGIN\s{1,4}SYSTEM\s{1,4}PROMPT\b|(?:new|updated)\s{1,4}instructions\s{0,2}:/i;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/;
const HOMOGLYPH_EXE = /^[^\x00-\x7f]/;
const PROVIDER_KEY = /(?:\bsk-(?:proj|ant|live|svcacct)-[A-Za-z0-9_-]{8,200}|\bsk-[A-Za-z0-9]{40,60}\b|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,40}\b|\bxox[abpr]-[0-9A-Za-z-]{10,80}|\bAIza[0-9A-Za-z_-]{10,40}|\bglpat-[A-Za-z0-9_-]{20})/;
const URL_SECRET = /[?&](?:api[_-]?key|access[_-]?token|token|key|secret|password)=[^&\s]{6,200}/i;
const PLACEHOLDER = /fake|mock|placeholder|example|dummy|test-|your[_-]/i;
const PY_EVAL = /\b(?:eval|exec|compile|__import__)\s{0,3}\(\s{0,3}(?!['"])/;

export function guardian(ctx: Ctx): void {
  const src = ctx.parsed.source;
  const inj = INJECTION.exec(src);
  if (inj) addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.prompt-injection", decision: "audit", taxonomy: "unauthorized-execution/prompt-injection/instruction-override", description: "instruction-override text inside the command", span: { start: inj.index, end: inj.index + inj[0].length } });
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
  for (const c of ctx.parsed.cmds) {
    // An eval'd string is re-parsed; a command in it whose name is still computed is unresolved.
    if (c.dynamicExe && c.via.includes("eval"))
      addFinding(ctx, { layer: "guardian", rule_id: "shell.guard.eval-unresolved", decision: "block", taxonomy: "unauthorized-execution/code-injection/eval-exec-risk", description: "eval of a value that could not be resolved; failing closed", cmd: c });
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
