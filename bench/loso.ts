// Leave-one-source-out evaluation. For each source of a class, everything fit to data is refit
// on the other sources and the whole scanner is scored on the held-out one, exactly as the bench
// scores records. For prompt injection that is the learned model (weights and threshold); the
// hand-written rules are not refit (they are not fit to data). Tool-description scanning has
// nothing fit to data (the model is off at tools/list), so its held-out figures equal the
// in-sample ones and are reported as such. Macro averages weigh every source equally.
import { loadCorpus, scoreRecord, sourceOf, type CorpusRecord } from "./corpus";
import { prepareDocs, toModel, trainModel } from "./pi-train";
import type { Rate } from "./quality";

export interface SourceRow {
  source: string;
  recall: Rate | null;
  fpr: Rate | null;
  fprHard: Rate | null;
  /** Soft (documentation) negatives scored malicious. */
  softMalicious: Rate | null;
}

export interface LosoReport {
  cls: string;
  refit: boolean;
  rows: SourceRow[];
  macroRecall: number;
  macroFpr: number;
  macroFprHard: number;
}

const rate = (xs: boolean[]): Rate | null => (xs.length === 0 ? null : { n: xs.length, hits: xs.filter(Boolean).length, rate: xs.filter(Boolean).length / xs.length });
const macro = (rs: (Rate | null)[]): number => {
  const v = rs.filter((r): r is Rate => r !== null);
  return v.length === 0 ? 0 : v.reduce((a, r) => a + r.rate, 0) / v.length;
};

function row(source: string, recs: readonly CorpusRecord[], score: (r: CorpusRecord) => { flagged: boolean; malicious: boolean }): SourceRow {
  const pos: boolean[] = [], neg: boolean[] = [], hard: boolean[] = [], soft: boolean[] = [];
  for (const r of recs) {
    const s = score(r);
    if (r.label === "positive") pos.push(s.flagged);
    else if (r.label === "negative") {
      neg.push(s.flagged);
      if (r.hard) hard.push(s.flagged);
      if (r.meta.soft === true) soft.push(s.malicious);
    }
  }
  return { source, recall: rate(pos), fpr: rate(neg), fprHard: rate(hard), softMalicious: rate(soft) };
}

function report(cls: string, refit: boolean, rows: SourceRow[]): LosoReport {
  return { cls, refit, rows, macroRecall: macro(rows.map((r) => r.recall)), macroFpr: macro(rows.map((r) => r.fpr)), macroFprHard: macro(rows.map((r) => r.fprHard)) };
}

function bySource(recs: readonly CorpusRecord[]): Map<string, CorpusRecord[]> {
  const m = new Map<string, CorpusRecord[]>();
  for (const r of recs) m.set(sourceOf(r), [...(m.get(sourceOf(r)) ?? []), r]);
  return new Map([...m.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Prompt injection: the model is retrained without each source and scored on it. */
export function losoPromptInjection(records = loadCorpus(undefined, ["prompt_injection"])): { loso: LosoReport; inSample: LosoReport } {
  const recs = records.filter((r) => r.class === "prompt_injection");
  const docs = prepareDocs(recs);
  const groups = bySource(recs);
  const loso: SourceRow[] = [];
  const inSample: SourceRow[] = [];
  for (const [source, held] of groups) {
    const model = toModel(trainModel(docs.filter((d) => d.source !== source)));
    loso.push(row(source, held, (r) => {
      const s = scoreRecord(r, undefined, { piModel: model });
      return { flagged: s.flagged, malicious: s.res.verdict === "malicious" };
    }));
    inSample.push(row(source, held, (r) => {
      const s = scoreRecord(r);
      return { flagged: s.flagged, malicious: s.res.verdict === "malicious" };
    }));
  }
  return { loso: report("prompt_injection", true, loso), inSample: report("prompt_injection", false, inSample) };
}

/**
 * Per-source figures of a class with nothing fit to data (tool descriptions: the model is off at
 * tools/list; secrets, URLs and shell: rules only), so they are also the held-out figures.
 */
export function perSource(cls: string, records = loadCorpus(undefined, [cls])): LosoReport {
  const rows: SourceRow[] = [];
  for (const [source, recs] of bySource(records.filter((r) => r.class === cls)))
    rows.push(row(source, recs, (r) => {
      const s = scoreRecord(r);
      return { flagged: s.flagged, malicious: s.res.verdict === "malicious" };
    }));
  return report(cls, false, rows);
}
