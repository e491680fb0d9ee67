import { RULES } from "../src/scan/index.js";
import { runRule } from "../src/scan/rules/rule.js";
import { fold } from "../src/scan/normalize.js";
import { benignProse, mixedContent } from "./speed.js";
const t = process.argv[2] === "mixed" ? mixedContent(1 << 20) : benignProse(1 << 20);
const f = fold(t).text;
const lower = t.toLowerCase();
const rows: [string, number, boolean][] = [];
for (const r of RULES) {
  const hit = r.keywords.length === 0 || r.keywords.some((k) => f.includes(k) || lower.includes(k));
  const text = r.view === "folded" ? f : t;
  const s = performance.now();
  for (let i = 0; i < 3; i++) runRule(r, text);
  rows.push([r.id, (performance.now() - s) / 3, hit]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [id, ms, hit] of rows.slice(0, 30)) console.log(ms.toFixed(2).padStart(7), hit ? "RUN " : "skip", id);
console.log("total ms of rules that run:", rows.filter((r) => r[2]).reduce((a, r) => a + r[1], 0).toFixed(1));
