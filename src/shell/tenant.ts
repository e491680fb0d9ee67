// A tenant's own shell rules and trusted hosts, applied after the built-in layers.
//
// Custom rules read the same canonical command text as the shipped packs (quotes removed,
// variables propagated, wrappers unwrapped), so a tenant rule for `terraform apply` also sees
// `sudo env X=1 terraform apply`. Their patterns are tenant input, so they always run on the
// linear-time RE2 engine, compiled once per distinct pattern (bounded cache).
//
// Trusted hosts relax only what is about the destination: a network tool reaching trusted hosts
// only is not reviewed for that, and a download executed from a trusted host (an internal
// installer) is audited rather than blocked. Nothing about *what* is sent changes: a credential
// sent to a trusted host is still exfiltration, because the host being the tenant's does not
// make a private key fit to leave the machine.
import { RE2JS } from "re2js";
import { domainListMatches as hostAllowed } from "../util/domains";
import type { Ctx, ShellCustomRule, SimpleCmd } from "./types";
import { cmdText } from "./text";
import { addFinding } from "./layers/util";

const COMPILED = new Map<string, RE2JS | null>();
const MAX_CACHE = 1024;

/** The RE2 program for a tenant pattern, or null when it does not compile (never throws). */
export function compileCustomPattern(pattern: string): RE2JS | null {
  let re = COMPILED.get(pattern);
  if (re !== undefined) return re;
  try {
    re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch {
    re = null;
  }
  if (COMPILED.size >= MAX_CACHE) COMPILED.clear();
  COMPILED.set(pattern, re);
  return re;
}

export const customRuleId = (id: string): string => (id.startsWith("shell.custom.") ? id : `shell.custom.${id}`);

export function customRules(ctx: Ctx, rules: readonly ShellCustomRule[]): void {
  const compiled = rules.map((r) => ({ r, re: compileCustomPattern(r.pattern), exe: r.exe ? new Set(r.exe.map((e) => e.toLowerCase())) : undefined }));
  for (const c of ctx.parsed.cmds) {
    let text: string | undefined;
    for (const { r, re, exe } of compiled) {
      if (re === null || (exe !== undefined && !exe.has(c.exe))) continue;
      text ??= cmdText(c);
      if (!re.matcher(text).find()) continue;
      addFinding(ctx, { layer: "custom", rule_id: customRuleId(r.id), decision: r.decision, taxonomy: "governance-risk/tenant-policy/custom-rule", description: r.description.slice(0, 120), cmd: c });
    }
  }
}

const URL_HOST = /^[a-z][a-z0-9+.-]{0,20}:\/\/(?:[^/@\s]{0,200}@)?(\[[0-9a-f:.]{2,60}\]|[^/:?#\s]{1,253})/i;
const REMOTE_SPEC = /^(?:[^@\s/]{1,64}@)?([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,60}\]):/i;
const HOST_OPERAND_TOOLS: ReadonlySet<string> = new Set(["ssh", "mosh", "ping", "ping6", "dig", "nslookup", "host", "nc", "ncat", "telnet", "traceroute", "mtr"]);

/**
 * Every destination host a network command names, or undefined when one cannot be told (then
 * the command is never treated as trusted-only).
 */
export function destinationsOf(c: SimpleCmd): string[] | undefined {
  const hosts: string[] = [];
  for (const a of c.args) {
    const eq = a.startsWith("-") ? a.indexOf("=") : -1;
    const v = eq > 0 ? a.slice(eq + 1) : a;
    const u = URL_HOST.exec(v);
    if (u?.[1]) { hosts.push(u[1].toLowerCase()); continue; }
    const r = REMOTE_SPEC.exec(v);
    if (r?.[1] && !v.includes("://")) hosts.push(r[1].toLowerCase());
  }
  if (hosts.length === 0 && HOST_OPERAND_TOOLS.has(c.exe)) {
    const operand = [...c.args].reverse().find((a) => !a.startsWith("-") && /^(?:[^@\s]{1,64}@)?[a-z0-9.-]{1,253}$/i.test(a));
    if (operand) hosts.push(operand.slice(operand.indexOf("@") + 1).toLowerCase());
  }
  return hosts.length > 0 ? hosts : undefined;
}

/** `example.com` matches itself; `*.example.com` matches its subdomains (not the apex). */

const NETWORK_REVIEW = new Set(["shell.family.network-client"]);
const DESTINATION_BLOCKS = new Set(["shell.flow.download-exec"]);

/** Relaxes destination-only findings for commands whose every destination is trusted. */
export function trustedHosts(ctx: Ctx, allowed: readonly string[]): void {
  if (allowed.length === 0) return;
  const bySpan = new Map<number, SimpleCmd>();
  for (const c of ctx.parsed.cmds) if (!bySpan.has(c.span.start)) bySpan.set(c.span.start, c);
  const trusted = (c: SimpleCmd): boolean => {
    const d = destinationsOf(c);
    return d !== undefined && d.every((h) => hostAllowed(h, allowed));
  };
  const next: typeof ctx.findings = [];
  for (const f of ctx.findings) {
    const c = f.span ? bySpan.get(f.span.start) : undefined;
    if (c && NETWORK_REVIEW.has(f.rule_id) && trusted(c)) continue;
    if (c && DESTINATION_BLOCKS.has(f.rule_id) && f.decision === "block") {
      // The sink is the shell; the sources are the network commands earlier in its pipeline.
      const sources = ctx.parsed.cmds.filter((x) => x.pipe === c.pipe && x.stage < c.stage && destinationsOf(x) !== undefined);
      if (sources.length > 0 && sources.every(trusted)) { next.push({ ...f, decision: "audit", description: `${f.description} (trusted host)` }); continue; }
    }
    next.push(f);
  }
  ctx.findings.splice(0, ctx.findings.length, ...next);
}
