// Layer 5 (stateful): multi-step chains inside one compound command — staged downloads that
// are then executed, credential reads paired with network sends in separate segments, and
// enumeration sweeps across several credential stores. Intra-command only, as in the seed.
import type { Ctx, SimpleCmd } from "../types";
import { normalizePath } from "../normalize";
import { readsSecret } from "./dataflow";
import { fetchTargets } from "./structural";
import { addFinding } from "./util";

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
  // Fetched from somewhere other than a code forge: published, it is someone else's build under our name.
  const foreign = new Set<string>();
  for (const c of cmds) {
    if (c.exe === "curl" || c.exe === "wget") {
      const fromForge = c.args.some((a) => /^(?:https?|ftp):\/\//i.test(a) && FORGE_URL.test(a));
      for (const t of fetchTargets(c)) {
        const f = normalizePath(t).replace(/^\.\//, "");
        downloaded.add(f);
        if (!fromForge) foreign.add(f);
      }
      continue;
    }
    if (foreign.size > 0 && publishes(c).some((f) => foreign.has(normalizePath(f).replace(/^\.\//, ""))))
      addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.download-then-publish", decision: "block", taxonomy: "supply-chain/dependency/artifact-substitution", description: "publishes a file just downloaded from elsewhere as a release or package", cmd: c });
    const run = [c.rawExe, ...(["bash", "sh", "zsh", "python", "perl", "ruby", "node", "source", "."].includes(c.exe) ? c.args.slice(0, 1) : []), ...(LOADERS.has(c.exe) ? loadedFiles(c) : [])].map((x) => normalizePath(x).replace(/^\.\//, ""));
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
  stagedChains(ctx, downloaded);
  // 5. `X || sudo X`: retrying a denied action with more privilege.
  cmds.forEach((c, i) => {
    if (i > 0 && c.joinedBy === "||" && (c.via.includes("sudo") || /^(?:NODE_TLS_REJECT_UNAUTHORIZED=0|GIT_SSL_NO_VERIFY=)/.test(c.assigns.map((a) => `${a.name}=${a.value}`).join(" ")) || c.args.includes("--insecure") || c.args.includes("-k") || c.exe === "chmod"))
      addFinding(ctx, { layer: "stateful", rule_id: "shell.chain.escalate-on-failure", decision: "audit", taxonomy: "unauthorized-execution/agentic-attacks/agentic-error-recovery-exploitation", description: "retries a failed step with weaker safety", cmd: c });
  });
}

/** Runtimes and test runners that load files named in their options as code (`node -r F`, `jest --globalSetup F`, `gradle -I F`). */
const LOADERS: ReadonlySet<string> = new Set(["node", "npx", "bun", "deno", "python", "pytest", "ruby", "perl", "php", "jest", "vitest", "mocha", "gradle", "gradlew", "mvn", "mvnw", "tsx", "ts-node"]);
const LOAD_OPTS = /^(?:-r|--require|--import|--loader|--experimental-loader|--globalSetup|--globalTeardown|--setupFiles|--setupFilesAfterEnv|--config|-c|-I|--init-script|-p|--plugins?|--preload|--rootdir|-e)$/;
/** Files a runtime or runner is told to load through an option (`--require F`, `--globalSetup=F`); operands after a script are its data. */
function loadedFiles(c: SimpleCmd): string[] {
  const out: string[] = [];
  c.args.forEach((a, k) => {
    const eq = /^--?[A-Za-z][A-Za-z-]{0,40}=(.{1,400})$/.exec(a);
    if (eq?.[1]) out.push(eq[1]);
    else if (LOAD_OPTS.test(c.args[k - 1] ?? "")) out.push(a);
  });
  return out;
}

/** Files a command publishes as a release asset or package (`gh release upload TAG FILE…`, `twine upload F`). */
function publishes(c: SimpleCmd): string[] {
  const ops = c.args.filter((a) => !a.startsWith("-"));
  if ((c.exe === "gh" || c.exe === "glab") && ops[0] === "release" && (ops[1] === "upload" || ops[1] === "create")) return ops.slice(3).map((a) => a.replace(/#.*$/, ""));
  if ((c.exe === "twine" && ops[0] === "upload") || (c.exe === "gem" && ops[0] === "push") || (c.exe === "helm" && ops[0] === "push") || (c.exe === "oras" && ops[0] === "push")) return ops.slice(1);
  if ((c.exe === "npm" || c.exe === "pnpm" || c.exe === "yarn") && ops[0] === "publish") return ops.slice(1);
  return [];
}


/** Temporary, world-writable locations, and hidden executables: where droppers stage payloads. */
const STAGED_EXEC = /^(?:\/tmp\/|\/dev\/shm\/|\/var\/tmp\/|\/private\/tmp\/|\/run\/user\/\d{1,6}\/)|(?:^|\/)\.[^./][^/]{0,80}$/;
const FETCHERS: ReadonlySet<string> = new Set(["curl", "wget", "scp", "sftp", "rsync", "aria2c", "ftp", "tftp", "rclone", "gsutil", "azcopy", "s3cmd", "nc", "ncat", "socat"]);
const COMPILERS: ReadonlySet<string> = new Set(["gcc", "cc", "clang", "g++", "c++", "clang++", "tcc", "musl-gcc", "rustc", "go", "nasm", "ld", "as"]);
const FORGE_URL = /(?:^|@|\/\/)(?:[^/@: ]{1,100}\.)?(?:github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com|codeberg\.org)[:/]/i;
const REMOTE_MOUNT = /^(?:mount_(?:smbfs|nfs|afp|webdav|ftp)|sshfs)$/;

/** What a command runs as a program: its executable, or the script an interpreter is given. */
function runPaths(c: SimpleCmd): string[] {
  const first = c.args.find((a) => !a.startsWith("-"));
  const interp = ["bash", "sh", "zsh", "dash", "ksh", "python", "perl", "ruby", "node", "php", "osascript", "source", "."].includes(c.exe);
  return [c.rawExe, ...(interp && first !== undefined ? [first] : [])].filter((x) => x !== "").map((x) => normalizePath(x).replace(/^\.\//, ""));
}

function isEncrypt(c: SimpleCmd): boolean {
  const a = c.args;
  if (a.some((x) => x === "-d" || x === "--decrypt")) return false;
  switch (c.exe) {
    case "ccencrypt": case "ccrypt": return true;
    case "openssl": return a[0] === "enc" || /^-(?:aes|des|bf|camellia|chacha)/i.test(a[0] ?? "") || ((a[0] === "rsautl" || a[0] === "pkeyutl") && a.includes("-encrypt"));
    case "gpg": case "gpg2": return a.some((x) => /^(?:-c|--symmetric|-e|--encrypt|--encrypt-files|-[a-z]{0,4}c[a-z]{0,4})$/.test(x) && !/^-[a-z]{0,4}d/.test(x));
    case "7z": case "7za": return a.some((x) => /^-p./.test(x));
    case "zip": return a.some((x) => x === "-e" || x === "-P" || x === "--encrypt" || x === "--password");
    case "age": case "gpgtar": return a.some((x) => x === "-e" || x === "--encrypt" || x === "-p" || x === "-r" || x === "--recipient");
    default: return false;
  }
}

/**
 * Chains whose steps are each reviewable alone but together are the attack: a fetch and a run
 * from a staging directory, a compile-and-run of a staged binary, a remote added then pushed to,
 * a remote share mounted then executed from, mass encryption beside deletion, and mass stops.
 */
function stagedChains(ctx: Ctx, downloaded: Set<string>): void {
  const cmds = ctx.parsed.cmds;
  const fetched = cmds.some((c, i) => FETCHERS.has(c.exe) && (ctx.cmdIntents[i]?.has("network-egress") ?? false));
  const compiled = new Set<string>();
  const remotes = new Map<string, string>();
  const mounts: string[] = [];
  for (const c of cmds) {
    if (COMPILERS.has(c.exe)) {
      const o = c.args.indexOf("-o");
      const out = o >= 0 ? c.args[o + 1] : c.args.find((a) => /^-o[^ ]/.test(a))?.slice(2);
      if (out) compiled.add(normalizePath(out).replace(/^\.\//, ""));
    }
    if (c.exe === "git" && c.args[0] === "remote" && (c.args[1] === "add" || c.args[1] === "set-url")) {
      const ops = c.args.slice(2).filter((a) => !a.startsWith("-"));
      if (ops.length >= 2) remotes.set(ops[0] as string, ops[ops.length - 1] as string);
    }
    const remoteMount = REMOTE_MOUNT.test(c.exe) || (c.exe === "mount" && c.args.some((a, k) => /^\/\/[^/]/.test(a) || /^[\w.-]{1,100}:\//.test(a) || (c.args[k - 1] === "-t" && /^(?:nfs4?|cifs|smb3?|smbfs|afp|webdav|davfs)$/.test(a))));
    if (remoteMount) { const mp = c.args.filter((a) => !a.startsWith("-")).pop(); if (mp) mounts.push(normalizePath(mp).replace(/\/$/, "")); }
  }
  const add = (rule_id: string, taxonomy: string, description: string, c?: SimpleCmd): void => addFinding(ctx, { layer: "stateful", rule_id, decision: "block", taxonomy, description, ...(c ? { cmd: c } : {}) });
  for (const c of cmds) {
    const run = runPaths(c);
    if (c.via.some((v) => v === "sudo" || v === "doas" || v === "pkexec") && STAGED_EXEC.test(normalizePath(c.rawExe)))
      add("shell.chain.privileged-staged-execute", "privilege-escalation/command-execution/sudo-invocation", "runs a program from a staging location as root", c);
    if (fetched && run.some((r) => STAGED_EXEC.test(r) && !downloaded.has(r)))
      add("shell.chain.download-stage-execute", "unauthorized-execution/remote-code/download-and-execute", "fetches from the network and runs a program from a staging location", c);
    if (run.some((r) => compiled.has(r) && (STAGED_EXEC.test(r) || c.via.some((v) => v === "sudo" || v === "doas"))))
      add("shell.chain.compile-staged-execute", "privilege-escalation/exploit/compile-and-run", "compiles a binary into a staging location and runs it", c);
    if (mounts.some((m) => run.some((r) => r.startsWith(`${m}/`))))
      add("shell.chain.remote-share-execute", "unauthorized-execution/remote-code/remote-share-execution", "runs a program from a just-mounted remote share", c);
    if (c.exe === "git" && c.args[0] === "push") {
      const target = c.args.slice(1).find((a) => !a.startsWith("-") && remotes.has(a));
      const url = target === undefined ? undefined : remotes.get(target);
      if (url !== undefined && (c.args.some((a) => /^--(?:mirror|all|tags)$/.test(a)) || !FORGE_URL.test(url)))
        add("shell.chain.vcs-remote-exfil", "data-exfiltration/version-control/git-remote-exfil", "adds a remote and pushes the repository to it", c);
      if (c.via.includes("xargs") && c.args.some((a) => a === "--delete" || a === "-d"))
        add("shell.chain.mass-ref-delete", "destructive-ops/version-control/git-history-destruction", "deletes remote branches or tags in bulk", c);
    }
    if ((c.exe === "systemctl" || c.exe === "service") && c.via.includes("xargs") && c.args.some((a) => /^(?:stop|disable|mask|kill)$/.test(a)))
      add("shell.chain.mass-service-stop", "destructive-ops/system-management/service-stop", "stops services in bulk", c);
  }
  // Ransomware shape: encryption applied across many files, next to deleting files.
  const enc = cmds.filter(isEncrypt);
  const mass = enc.some((c) => c.inLoop !== "" || c.via.some((v) => v === "xargs" || v.startsWith("find")) || c.args.some((a) => a === "-r" || a === "--recursive" || /[*]/.test(a)));
  const deletes = cmds.some((c) => ["rm", "shred", "unlink", "srm", "wipe"].includes(c.exe) || (c.exe === "find" && c.args.includes("-delete")));
  if (enc.length > 0 && mass && deletes)
    add("shell.chain.encrypt-and-delete", "destructive-ops/data-destruction/ransomware-encryption", "encrypts files in bulk and deletes files", enc[0]);
}
