import { scanContent } from "../src/scan/index.js";
import { benignProse, mixedContent } from "./speed.js";
for (const t of [benignProse(1 << 20), mixedContent(1 << 20)]) {
  const r = scanContent({ content: t, context: { source: "web", direction: "inbound" } });
  const c = new Map<string, number>();
  for (const f of r.findings) c.set(f.rule_id, (c.get(f.rule_id) ?? 0) + 1);
  console.log(r.verdict, JSON.stringify(r.scores), [...c.entries()]);
}
