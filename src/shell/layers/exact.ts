// Layer 1 (exact): the rule packs, matched per command against its canonical text, with the
// executable as prefilter. Runs after parsing, so quoting, wrappers and variables are undone.
import type { Ctx } from "../types.js";
import { RULES } from "../rules/index.js";
import type { CompiledShellRule } from "../rules/rule.js";
import { cmdText } from "../text.js";
import { addFinding } from "./util.js";

const ANY: CompiledShellRule[] = RULES.filter((r) => r.exeSet === undefined);
const BY_EXE = new Map<string, CompiledShellRule[]>();
for (const r of RULES) for (const e of r.exe ?? []) BY_EXE.set(e, [...(BY_EXE.get(e) ?? []), r]);

export function exact(ctx: Ctx, only?: ReadonlySet<string>): void {
  for (const c of ctx.parsed.cmds) {
    const text = cmdText(c);
    const lower = text.toLowerCase();
    for (const list of [BY_EXE.get(c.exe), ANY]) {
      if (list === undefined) continue;
      for (const r of list) {
        if (only && !only.has(r.id)) continue;
        if (r.keywords !== undefined && !r.keywords.some((k) => lower.includes(k))) continue;
        if (!r.re.test(text) || (r.unlessRe?.test(text) ?? false)) continue;
        addFinding(ctx, { layer: "exact", rule_id: r.id, decision: r.decision, taxonomy: r.taxonomy, description: r.description, cmd: c });
        if (r.intent) ctx.intents.add(r.intent);
      }
    }
  }
}
