// Small helpers shared by the layers: building findings with bounded, redacted previews.
import type { Ctx, ShellDecision, ShellFinding, SimpleCmd } from "../types";

const MAX_FINDINGS = 64;

/** A short preview that never carries a whole argument: secrets and paths are cut. */
export function redactPreview(s: string, max = 24): string {
  const t = s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, "?");
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

export function addFinding(ctx: Ctx, f: { layer: string; rule_id: string; decision: ShellDecision; taxonomy: string; description: string; cmd?: SimpleCmd; span?: { start: number; end: number } }): void {
  // One finding per rule and command position is enough to explain a decision.
  const span = f.span ?? f.cmd?.span;
  if (ctx.findings.some((x) => x.rule_id === f.rule_id && x.span?.start === span?.start && x.decision === f.decision)) return;
  const out: ShellFinding = { layer: f.layer, rule_id: f.rule_id, decision: f.decision, taxonomy: f.taxonomy, description: f.description };
  if (span) out.span = { start: span.start, end: span.end };
  if (ctx.findings.length < MAX_FINDINGS) { ctx.findings.push(out); return; }
  // The list is bounded, the verdict is not: past the cap a block displaces an audit, so
  // padding a command with reviewed-but-harmless steps cannot push its block out of the list.
  if (f.decision !== "block") return;
  const weaker = ctx.findings.findIndex((x) => x.decision !== "block");
  if (weaker >= 0) ctx.findings[weaker] = out;
}

/** Operands plus the values of `--opt=value` / `key=value` / `@file` words: where paths hide. */
export function pathCandidates(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    if (a === "" || a === "-" || a === "--") continue;
    if (!a.startsWith("-")) out.push(a);
    const eq = a.indexOf("=");
    if (eq > 0 && eq < a.length - 1) {
      const v = a.slice(eq + 1);
      out.push(v);
      // `-F f=@FILE`: curl uploads FILE.
      if (v.startsWith("@") && v.length > 1) out.push(v.slice(1));
      for (const kv of v.split(",")) { const e = kv.indexOf("="); if (e > 0) out.push(kv.slice(e + 1)); }
    }
    if (a.startsWith("@") && a.length > 1) out.push(a.slice(1));
  }
  return out;
}

// `aws ecr get-login-password | docker login --password-stdin <account>.dkr.ecr.<region>.amazonaws.com`
// is how each cloud documents registry sign-in: the token goes straight into a login of that
// cloud's own registry and is never shown. To any other registry it would be a token sent away.
const REGISTRY_OF: Record<string, RegExp> = {
  aws: /(?:^|\.)(?:amazonaws\.com(?:\.cn)?|ecr\.aws)$/,
  gcloud: /(?:^|\.)(?:gcr\.io|pkg\.dev)$/,
  az: /(?:^|\.)azurecr\.(?:io|cn|us)$/,
};
/** Container and artifact registry clients (their `login --password-stdin` reads a secret from stdin). */
export const REGISTRY_CLIENTS: ReadonlySet<string> = new Set(["docker", "podman", "nerdctl", "buildah", "skopeo", "helm", "oras", "crane", "finch", "regctl"]);

/** The cloud CLI whose token this command reads from its stdin to sign in to that cloud's own registry, or undefined. */
export function ownRegistryLoginFeed(ctx: Ctx, c: SimpleCmd): SimpleCmd | undefined {
  if (c.stage === 0 || !REGISTRY_CLIENTS.has(c.exe) || !c.args.includes("login") || !c.args.includes("--password-stdin")) return undefined;
  const feed = ctx.parsed.cmds.find((p) => p.pipe === c.pipe && p.stage === c.stage - 1);
  const own = feed === undefined ? undefined : REGISTRY_OF[feed.exe];
  if (feed === undefined || own === undefined || c.stage !== 1) return undefined;
  const hosts = c.args.filter((a) => !a.startsWith("-") && a.includes(".")).map((a) => a.replace(/^[a-z]+:\/\//i, "").replace(/[/:].*$/, "").toLowerCase());
  return hosts.length > 0 && hosts.every((h) => own.test(h)) ? feed : undefined;
}

/** Whether this cloud CLI's output is piped straight into a sign-in to its own registry (see above). */
export function feedsOwnRegistryLogin(ctx: Ctx, c: SimpleCmd): boolean {
  if (REGISTRY_OF[c.exe] === undefined || c.stage !== 0) return false;
  const next = ctx.parsed.cmds.find((p) => p.pipe === c.pipe && p.stage === 1);
  return next !== undefined && ownRegistryLoginFeed(ctx, next) === c;
}
