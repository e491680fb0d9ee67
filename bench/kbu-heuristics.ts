// "Feed held out" figures for known-bad URLs: every record scanned with all feed, tenant and
// curated-list rules disabled, so only the structural heuristics of detectors/known-bad-url.ts
// decide. Recall per positive source is what the heuristics catch of a feed nobody has yet; FPR
// is over all benign sources (hard = eth-phishing-detect's look-alike whitelist).
import { HEURISTIC_RULE_IDS } from "../src/scan/detectors/known-bad-url";
import { scoreRecord, sourceOf, type CorpusRecord } from "./corpus";
import type { Rate } from "./quality";

export interface KbuHeldOut {
  bySource: Record<string, { recall?: Rate; fpr?: Rate; fprHard?: Rate }>;
  recall: Rate;
  fpr: Rate;
  fprHard: Rate;
  /** Mean recall over positive sources (each scored with the heuristics alone). */
  macroRecall: number;
}

const mk = (hits: number, n: number): Rate => ({ n, hits, rate: n === 0 ? 0 : hits / n });

/** Scores a record with every known_bad_url rule that is not a heuristic disabled. */
export function scoreHeuristicsOnly(r: CorpusRecord): boolean {
  let s = scoreRecord(r);
  const foreign = s.res.findings.filter((f) => f.class === "known_bad_url" && !HEURISTIC_RULE_IDS.has(f.rule_id)).map((f) => f.rule_id);
  if (foreign.length > 0) s = scoreRecord(r, { disabled_rules: [...new Set(foreign)] });
  return s.flagged;
}

export function kbuHeuristicsOnly(records: readonly CorpusRecord[]): KbuHeldOut {
  const rows = new Map<string, { p: number; tp: number; n: number; fp: number; hn: number; hfp: number }>();
  for (const r of records) {
    if (r.class !== "known_bad_url") continue;
    const k = sourceOf(r);
    const row = rows.get(k) ?? { p: 0, tp: 0, n: 0, fp: 0, hn: 0, hfp: 0 };
    rows.set(k, row);
    const flagged = scoreHeuristicsOnly(r);
    if (r.label === "positive") { row.p++; if (flagged) row.tp++; }
    else if (r.label === "negative") { row.n++; if (flagged) row.fp++; if (r.hard) { row.hn++; if (flagged) row.hfp++; } }
  }
  const bySource: KbuHeldOut["bySource"] = {};
  let P = 0, TP = 0, N = 0, FP = 0, HN = 0, HFP = 0;
  const recalls: number[] = [];
  for (const [k, v] of [...rows.entries()].sort()) {
    bySource[k] = { ...(v.p > 0 ? { recall: mk(v.tp, v.p) } : {}), ...(v.n > 0 ? { fpr: mk(v.fp, v.n) } : {}), ...(v.hn > 0 ? { fprHard: mk(v.hfp, v.hn) } : {}) };
    if (v.p > 0) recalls.push(v.tp / v.p);
    P += v.p; TP += v.tp; N += v.n; FP += v.fp; HN += v.hn; HFP += v.hfp;
  }
  return { bySource, recall: mk(TP, P), fpr: mk(FP, N), fprHard: mk(HFP, HN), macroRecall: recalls.length === 0 ? 0 : recalls.reduce((a, b) => a + b, 0) / recalls.length };
}
