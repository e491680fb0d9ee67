// Post-pipeline protected-path re-check: every path argument, redirect target and path that
// Layer 2.5 materialised (`P=~/.acme; cat $P/key`) is compared with the caller's protected
// prefixes. Touching one blocks, whatever the other layers said.
import type { Ctx } from "../types";
import { normalizePath } from "../normalize";
import { addFinding, pathCandidates, redactPreview } from "./util";

export function protectedPaths(ctx: Ctx): void {
  const prefixes = (ctx.opts.protectedPaths ?? []).map((p) => normalizePath(p.trim()).replace(/\/+$/, "")).filter((p) => p.length > 1);
  if (prefixes.length === 0) return;
  const hits = (p: string): boolean => {
    const n = normalizePath(p);
    return prefixes.some((pre) => n === pre || n.startsWith(`${pre}/`));
  };
  for (const c of ctx.parsed.cmds) {
    const cands = [...pathCandidates(c.args), ...c.redirs.map((r) => r.target)];
    if (cands.some(hits)) {
      addFinding(ctx, { layer: "protected", rule_id: "shell.protected.path", decision: "block", taxonomy: "credential-exposure/config-file-access/protected-path", description: `touches a protected path (${redactPreview(c.exe || "redirect", 16)})`, cmd: c });
      return;
    }
  }
  if (ctx.parsed.materialized.some(hits))
    addFinding(ctx, { layer: "protected", rule_id: "shell.protected.materialized-path", decision: "block", taxonomy: "credential-exposure/config-file-access/protected-path", description: "a protected path appears after variable/decoder resolution" });
}
