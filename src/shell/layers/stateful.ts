// Layer 5 (stateful): multi-step chains inside one compound command — staged downloads that
// are then executed, credential reads paired with network sends in separate segments, and
// enumeration sweeps across several credential stores. Intra-command only, as in the seed.
import type { Ctx, SimpleCmd } from "../types.js";
import { normalizePath } from "../normalize.js";
import { readsSecret } from "./dataflow.js";
import { addFinding } from "./util.js";

const DECODERS: ReadonlySet<string> = new Set(["base64", "base32", "xxd", "openssl", "gpg", "gunzip", "zcat"]);
const CRED_DIRS = /^~\/(?:\.ssh|\.aws|\.gnupg|\.kube|\.docker|\.config\/gcloud|\.azure|\.password-store)\/?$/;

export function stateful(ctx: Ctx): void {
  const cmds = ctx.parsed.cmds;
  if (cmds.length === 0) return;
  // 1. download to a file, later run that file.
  const downloaded = new Set<string>();
  // Output of a pipeline that downloads or decodes, redirected to a file, is staged code.
  const stagingPipes = new Set<number>();
  cmds.forEach((p, j) => { if ((ctx.cmdIntents[j]?.has("network-egress") ?? false) || DECODERS.has(p.exe)) stagingPipes.add(p.pipe); });
  for (const c of cmds) {
    if (stagingPipes.has(c.pipe) && c.exe !== "curl" && c.exe !== "wget") for (const r of c.redirs) if (r.op === ">" || r.op === ">>") downloaded.add(normalizePath(r.target).replace(/^\.\//, ""));
  }
  for (const c of cmds) {
    if (c.exe === "curl" || c.exe === "wget") {
      const o = c.args.findIndex((a) => a === "-o" || a === "-O" || a === "--output" || a === "--output-document");
      const target = o >= 0 ? c.args[o + 1] : c.redirs.find((r) => r.op === ">" || r.op === ">>")?.target;
      if (target) downloaded.add(normalizePath(target).replace(/^\.\//, ""));
      continue;
    }
    const run = [c.rawExe, ...(["bash", "sh", "zsh", "python", "perl", "ruby", "node", "source", "."].includes(c.exe) ? c.args.slice(0, 1) : [])].map((x) => normalizePath(x).replace(/^\.\//, ""));
    if (downloaded.size > 0 && run.some((r) => downloaded.has(r)))
      addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.download-then-execute", decision: "block", taxonomy: "unauthorized-execution/remote-code/download-and-execute", description: "a downloaded file is executed in the same command", cmd: c });
  }
  // 2. credential read in one segment, network send in another.
  const credIdx = cmds.findIndex((c) => readsSecret(c) === "hard");
  if (credIdx >= 0) {
    const netIdx = cmds.findIndex((c, i) => i !== credIdx && (ctx.cmdIntents[i]?.has("network-egress") ?? false) && c.pipe !== cmds[credIdx]?.pipe);
    if (netIdx >= 0) addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.credential-then-network", decision: "block", taxonomy: "data-exfiltration/network-egress/network-http-request", description: "credential read and network send in one command", cmd: cmds[netIdx] as SimpleCmd });
  }
  // 3. sweeping several credential stores (ls ~/.ssh; ls ~/.aws; …).
  const dirs = new Set<string>();
  for (const c of cmds) for (const a of c.args) { const p = normalizePath(a); if (CRED_DIRS.test(p)) dirs.add(p.replace(/\/$/, "")); }
  if (dirs.size >= 2) addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.credential-store-sweep", decision: "audit", taxonomy: "reconnaissance/filesystem/credential-path-enumeration", description: `${dirs.size} credential stores enumerated` });
  // 4. capability probing: which curl && which wget && which nc.
  const probes = cmds.filter((c) => (c.exe === "which" || c.exe === "command" || c.exe === "type") && c.args.some((a) => /^(?:curl|wget|nc|ncat|socat|ssh|python3?|perl|gcc|nmap|docker)$/.test(a)));
  if (probes.length >= 2) addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.capability-probe", decision: "audit", taxonomy: "reconnaissance/llm-introspection/agent-capability-enumeration", description: "probes for several network/exec tools" });
  // 5. `X || sudo X`: retrying a denied action with more privilege.
  cmds.forEach((c, i) => {
    if (i > 0 && c.joinedBy === "||" && (c.via.includes("sudo") || /^(?:NODE_TLS_REJECT_UNAUTHORIZED=0|GIT_SSL_NO_VERIFY=)/.test(c.assigns.map((a) => `${a.name}=${a.value}`).join(" ")) || c.args.includes("--insecure") || c.args.includes("-k") || c.exe === "chmod"))
      addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.escalate-on-failure", decision: "audit", taxonomy: "unauthorized-execution/agentic-attacks/agentic-error-recovery-exploitation", description: "retries a failed step with weaker safety", cmd: c });
  });
}
