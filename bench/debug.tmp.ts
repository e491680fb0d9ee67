import { loadCorpus, scoreRecord } from "./corpus.js";
const [cls, kind, filter] = process.argv.slice(2);
let n = 0;
for (const r of loadCorpus()) {
  if (r.class !== cls || (filter && !r.id.includes(filter))) continue;
  const s = scoreRecord(r);
  const want = kind === "fp" ? r.label === "negative" && s.flagged : kind === "mal" ? s.res.verdict === "malicious" && r.label === "negative" : r.label === "positive" && !s.flagged;
  if (!want) continue;
  console.log(r.id, s.res.verdict, JSON.stringify(s.res.scores), s.res.findings.map((f) => `${f.rule_id}@${f.confidence}`).join(","));
  console.log("   ", JSON.stringify(r.text.slice(0, Number(process.env.L ?? 260))));
  if (++n > Number(process.env.N ?? 40)) break;
}
