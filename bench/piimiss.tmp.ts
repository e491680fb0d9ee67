import { loadCorpus, scoreRecord } from "./corpus.js";
import { claimedCorpusEntities } from "./quality.js";
const claimed = claimedCorpusEntities();
for (const r of loadCorpus()) {
  if (r.class !== "pii" || r.label !== "positive") continue;
  const ents = (r.meta.entities as string[]) ?? [];
  if (!ents.some((e) => claimed.has(e))) continue;
  const s = scoreRecord(r);
  if (!s.flagged) console.log(ents.join(","), JSON.stringify(r.text.slice(0, 120)), s.res.findings.map((f) => f.rule_id).join(","));
}
