// Layer 3 (semantic): classifies what each command is for (intents) and reviews the families
// the service audits by default. Findings here are never blocks on their own: a block needs a
// concrete pattern, target or flow from another layer.
import type { Ctx, Intent, SimpleCmd } from "../types";
import { FAMILIES, type FamilySpec } from "../rules/families.rules";
import { addFinding, redactPreview } from "./util";
import { INTERPRETERS, SHELLS } from "../normalize";

const BY_EXE = new Map<string, FamilySpec>();
for (const f of FAMILIES) for (const e of f.exe) if (!BY_EXE.has(e)) BY_EXE.set(e, f);

/** World-writable or hidden locations a dropped binary runs from (alone reviewed; with a fetch, stateful blocks). */
const STAGED_EXE = /^(?:\/tmp\/|\/dev\/shm\/|\/var\/tmp\/|\/private\/tmp\/|\/run\/user\/\d{1,6}\/|\/Users\/Shared\/)|(?:^|\/)\.[^./][^/]{0,80}$/;
const NET_CODE = /\b(?:urllib|requests\.|http\.client|socket\.|fetch\(|axios|net\.connect|https?\.(?:get|request)|Net::HTTP|LWP::|IO::Socket|open-uri)/;
const SECRET_VAR = /\$\{?[A-Za-z0-9_]{0,40}(?:KEY|TOKEN|SECRET|PASSW(?:OR)?D|PASS|CRED(?:ENTIAL)?S?|PRIVATE|SYSTEM_PROMPT|AUTH|SESSION)[A-Za-z0-9_]{0,20}\}?/i;

export function intentsOf(c: SimpleCmd): Set<Intent> {
  const out = new Set<Intent>();
  const fam = BY_EXE.get(c.exe);
  if (fam) out.add(fam.intent);
  if (["rm", "shred", "unlink", "rmdir", "wipefs", "mkfs", "dropdb"].includes(c.exe) || c.exe.startsWith("mkfs") || (c.exe === "find" && c.args.includes("-delete"))) out.add("file-delete");
  if (["curl", "wget", "nc", "ncat", "netcat", "socat", "telnet", "scp", "sftp", "ftp", "rsync", "http", "https", "xh", "aria2c", "ssh", "rclone", "s3cmd", "gsutil", "azcopy", "aws", "gcloud"].includes(c.exe)) out.add("network-egress");
  if (c.redirs.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target))) out.add("network-egress");
  // Hosted-model CLIs send their input to a third party: a network sink for dataflow.
  if (["claude", "openai", "llm", "aider", "codex", "gemini", "sgpt", "openai-cli", "llm-tool", "chatgpt", "copilot", "q", "cursor-agent"].includes(c.exe)) out.add("network-egress");
  if ((INTERPRETERS.has(c.exe) || SHELLS.has(c.exe)) && NET_CODE.test(c.args.join(" "))) out.add("network-egress");
  if (INTERPRETERS.has(c.exe) || SHELLS.has(c.exe) || c.exe === "eval" || c.exe === "source" || c.exe === "." || c.rawExe.startsWith("./") || c.dynamicExe) out.add("code-execute");
  if (c.redirs.some((r) => r.op === ">" || r.op === ">>" || r.op === ">|" || r.op === "&>") || c.exe === "tee") out.add("file-write");
  if (["cat", "less", "more", "head", "tail", "tac", "nl", "strings", "od", "xxd", "hexdump", "cp", "scp", "rsync", "tar", "zip", "jq", "yq", "sqlite3"].includes(c.exe) && c.args.some((a) => !a.startsWith("-"))) out.add("file-read");
  if (["base64", "base32", "xxd", "od", "hexdump", "gzip", "openssl", "uuencode"].includes(c.exe)) out.add("encode");
  if (c.via.some((v) => v === "sudo" || v === "doas" || v === "pkexec" || v === "run0") || ["su", "sudo", "doas", "pkexec"].includes(c.exe)) out.add("privilege-escalation");
  if (/^(?:pip|npm|yarn|pnpm|gem|cargo|go|brew|apt|apt-get|uv|pipx)$/.test(c.exe) && /^(?:install|i|add|ci|get)$/.test(c.args[0] ?? "")) out.add("package-install");
  return out;
}

export function semantic(ctx: Ctx): void {
  ctx.parsed.cmds.forEach((c, i) => {
    const it = intentsOf(c);
    ctx.cmdIntents[i] = it;
    for (const x of it) ctx.intents.add(x);
    const fam = BY_EXE.get(c.exe);
    if (fam?.audit) addFinding(ctx, { layer: "semantic", rule_id: `shell.family.${fam.family}`, decision: "audit", taxonomy: fam.taxonomy, description: `${fam.family} command '${redactPreview(c.exe, 16)}' is reviewed`, cmd: c });
    const priv = c.via.find((v) => v === "sudo" || v === "doas" || v === "pkexec" || v === "run0");
    if (priv) addFinding(ctx, { layer: "semantic", rule_id: "shell.family.privileged", decision: "audit", taxonomy: "privilege-escalation/direct/sudo-command", description: `runs '${redactPreview(c.exe, 16)}' through ${priv}`, cmd: c });
    if (c.rawExe.startsWith("./") || STAGED_EXE.test(c.rawExe) || (c.dynamicExe && c.exe !== ""))
      addFinding(ctx, { layer: "semantic", rule_id: "shell.semantic.local-binary", decision: "audit", taxonomy: "unauthorized-execution/agentic-attacks/agentic-error-recovery-exploitation", description: "runs a local or dynamically named executable", cmd: c });
    if ((c.exe === "echo" || c.exe === "printf" || c.exe === "cat") && c.args.some((a) => SECRET_VAR.test(a)) || c.heredoc !== undefined && SECRET_VAR.test(c.heredoc) && c.exe === "cat")
      addFinding(ctx, { layer: "semantic", rule_id: "shell.semantic.secret-env-echo", decision: "audit", taxonomy: "credential-exposure/secret-env-exposure/env-dump", description: "prints a secret-named environment variable", cmd: c });
    if (c.exe === "" && c.assigns.length > 0 && c.depth === 0)
      addFinding(ctx, { layer: "semantic", rule_id: "shell.semantic.shell-state", decision: "audit", taxonomy: "privilege-escalation/command-execution/env-injection", description: "sets shell variables", cmd: c });
  });
}
