import { scanContent } from "../src/scan/index.js";
import { benignProse } from "./speed.js";
const t = benignProse(1 << 20);
const r = scanContent({ content: t, context: { source: "web", direction: "inbound" } });
for (const f of r.findings) console.log(f.rule_id, JSON.stringify(t.slice(f.span.start, f.span.end)));
