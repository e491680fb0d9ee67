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
      for (const kv of v.split(",")) { const e = kv.indexOf("="); if (e > 0) out.push(kv.slice(e + 1)); }
    }
    if (a.startsWith("@") && a.length > 1) out.push(a.slice(1));
  }
  return out;
}
