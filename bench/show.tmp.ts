import { loadCorpus, scoreRecord } from "./corpus.js";
const ids = new Set(process.argv.slice(2));
for (const r of loadCorpus()) {
  if (!ids.has(r.id)) continue;
  const s = scoreRecord(r);
  for (const f of s.res.findings) if (f.class === "prompt_injection") console.log(r.id, f.rule_id, JSON.stringify(r.text.slice(Math.max(0, f.span.start - 60), f.span.end + 40)));
}
