// Layer 7 (data labels): customer-defined sensitive strings (codenames, customer ids). Zero
// cost when none are configured. Patterns are validated as RE2-safe; a bad one becomes an
// audit finding rather than an exception, since the analyzer never throws.
import { RE2JS } from "re2js";
import { assertSafePattern } from "../../scan/rules/rule";
import type { Ctx } from "../types";
import { addFinding } from "./util";

/** Compiled label patterns, shared across calls (tenants reuse the same labels); bounded. */
const COMPILED = new Map<string, RE2JS | null>();

function compileLabel(p: string): RE2JS | null {
  let re = COMPILED.get(p);
  if (re !== undefined) return re;
  try {
    assertSafePattern("label", p);
    re = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE);
  } catch {
    re = null;
  }
  if (COMPILED.size > 512) COMPILED.clear();
  COMPILED.set(p, re);
  return re;
}

export function datalabel(ctx: Ctx): void {
  const labels = ctx.opts.dataLabels;
  if (!labels || labels.length === 0) return;
  const hay = ctx.parsed.source;
  const lower = hay.toLowerCase();
  for (const l of labels.slice(0, 64)) {
    for (const p of l.patterns.slice(0, 64)) {
      let hit = -1;
      if (l.regex) {
        const re = compileLabel(p);
        if (re === null) {
          addFinding(ctx, { layer: "datalabel", rule_id: "shell.label.invalid-pattern", decision: "audit", taxonomy: "governance-risk/data-labels/invalid-label", description: "a data-label pattern could not be compiled" });
          continue;
        }
        const m = re.matcher(hay);
        if (m.find()) hit = m.start();
      } else if (p.length > 0) hit = lower.indexOf(p.toLowerCase());
      if (hit >= 0) {
        addFinding(ctx, { layer: "datalabel", rule_id: `shell.label.${l.name.toLowerCase().replace(/[^a-z0-9_-]/g, "-").slice(0, 40)}`, decision: l.decision ?? "audit", taxonomy: "data-exfiltration/data-labels/customer-labelled-data", description: `command contains data labelled '${l.name.slice(0, 24)}'`, span: { start: hit, end: hit + Math.min(p.length, hay.length - hit) } });
        break;
      }
    }
  }
}
