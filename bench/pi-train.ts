// Training of the learned injection model (src/scan/model): logistic regression over windows of
// hashed segment features, fit by multiple-instance learning. A positive record says "an
// injection is somewhere in here"; which window holds it is not labelled, so each round takes
// the window the current model finds worst in each positive record as that record's positive
// example, while every window of a negative record is a negative example. Deterministic: fixed
// seed, fixed order, no network. Used by `npm run train` (all sources -> shipped weights) and by
// the leave-one-source-out evaluation (all sources but one -> scored on the held-out one).
import { makeUnit } from "../src/scan/engine";
import { licenceView } from "../src/scan/model/licence-text";
import { cueBucket, DIM_BITS, segments, type Segment } from "../src/scan/model/features";
import { MONOTONE_CUES } from "../src/scan/model/structure";
import { forEachWindow, worstWindow, type PiModel } from "../src/scan/model/pi-model";
import { contextPrior } from "../src/scan/detectors/prompt-injection";
import { contextFor, sourceOf, type CorpusRecord } from "./corpus";

export const TRAIN = {
  seed: 20261201,
  rounds: 3,
  epochs: 6,
  lr: 0.15,
  l2: 3e-3,
  /** Non-zero weights kept in the shipped table (largest magnitude first). */
  keep: 60000,
  /** Negative windows taken from one record (its first ones, then every other). */
  maxNegWindows: 48,
  /** Decision threshold: the largest macro (per-source) FPR allowed on the training negatives. */
  targetFpr: 0.005,
} as const;

export interface Doc {
  id: string;
  source: string;
  y: 0 | 1;
  hard: boolean;
  /** Where the text arrives from (context.source): e-mail, tool output, a user message... */
  arrives: string;
  prior: number;
  segs: Segment[];
}

export function prepareDocs(records: readonly CorpusRecord[]): Doc[] {
  return records
    .filter((r) => r.class === "prompt_injection" && (r.label === "positive" || r.label === "negative"))
    .map((r) => {
      const ctx = contextFor(r);
      return { id: r.id, source: sourceOf(r), y: r.label === "positive" ? 1 : 0, hard: r.hard, arrives: `${ctx.source}${typeof r.meta.context === "string" ? ":" + r.meta.context : ""}`, prior: contextPrior(ctx), segs: segments(licenceView(makeUnit(r.text).prose)) };
    });
}

/** Buckets whose weight may not go below zero (structure.ts MONOTONE_CUES). */
const NON_NEGATIVE = new Uint8Array(1 << DIM_BITS);
for (const c of MONOTONE_CUES) NON_NEGATIVE[cueBucket(c)] = 1;

interface Ex { x: Int32Array; y: 0 | 1; weight: number; prior: number }

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

function windowFeatures(segs: readonly Segment[], from: number, to: number): Int32Array {
  if (to - from === 1) return (segs[from] as Segment).x;
  let len = 0;
  for (let i = from; i < to; i++) len += (segs[i] as Segment).x.length;
  const x = new Int32Array(len);
  let o = 0;
  for (let i = from; i < to; i++) {
    x.set((segs[i] as Segment).x, o);
    o += (segs[i] as Segment).x.length;
  }
  return x;
}

function allWindows(d: Doc, max: number): [number, number][] {
  const ws: [number, number][] = [];
  forEachWindow(d.segs.length, (i) => (d.segs[i] as Segment).directive, (a, b) => ws.push([a, b]));
  if (ws.length <= max) return ws;
  // An even spread of the windows.
  const out: [number, number][] = [];
  const step = ws.length / max;
  for (let i = 0; i < max; i++) out.push(ws[Math.floor(i * step)] as [number, number]);
  return out;
}

function logit(w: Float64Array, bias: number, x: Int32Array, prior: number): number {
  let s = 0;
  for (let k = 0; k < x.length; k++) s += w[x[k] as number] as number;
  return bias + prior + (x.length === 0 ? 0 : s / Math.sqrt(x.length));
}

/** Worst window logit of a document under dense weights (the same search as inference). */
function docLogit(w: Float64Array | Float32Array, bias: number, d: Doc): { z: number; from: number; to: number } {
  const sum = d.segs.map((seg) => {
    let s = 0;
    for (let k = 0; k < seg.x.length; k++) s += w[seg.x[k] as number] as number;
    return s;
  });
  const best = worstWindow(d.segs.length, sum, d.segs.map((seg) => seg.x.length), (i) => (d.segs[i] as Segment).directive, bias);
  return best === null ? { z: -Infinity, from: 0, to: 0 } : { ...best, z: best.z + d.prior };
}

/** Balanced weights: each class weighs the same in total, and within a class each source does. */
function balance(exs: { ex: Ex; source: string }[]): void {
  const count = new Map<string, number>();
  for (const { ex, source } of exs) count.set(`${ex.y}|${source}`, (count.get(`${ex.y}|${source}`) ?? 0) + 1);
  const sourcesPerClass = [0, 0];
  for (const k of count.keys()) (sourcesPerClass[Number(k[0])] as number)++;
  const total = exs.length;
  for (const { ex, source } of exs) {
    const c = count.get(`${ex.y}|${source}`) as number;
    ex.weight = total / (2 * (sourcesPerClass[ex.y] as number) * c);
  }
}

function sgd(exs: Ex[], seed: number): { w: Float64Array; b: number } {
  const w = new Float64Array(1 << DIM_BITS);
  const g2 = new Float64Array(1 << DIM_BITS);
  let b = 0, gb = 0;
  const order = exs.map((_, i) => i);
  const r = rng(seed);
  for (let e = 0; e < TRAIN.epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const ex = exs[i] as Ex;
      if (ex.x.length === 0) continue;
      const scale = 1 / Math.sqrt(ex.x.length);
      const z = logit(w, b, ex.x, ex.prior);
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - ex.y) * ex.weight;
      for (let k = 0; k < ex.x.length; k++) {
        const f = ex.x[k] as number;
        const gk = g * scale + TRAIN.l2 * (w[f] as number);
        g2[f] = (g2[f] as number) + gk * gk;
        w[f] = (w[f] as number) - (TRAIN.lr * gk) / Math.sqrt((g2[f] as number) + 1e-8);
        if (NON_NEGATIVE[f] === 1 && (w[f] as number) < 0) w[f] = 0;
      }
      gb += g * g;
      b -= (TRAIN.lr * g) / Math.sqrt(gb + 1e-8);
    }
  }
  return { w, b };
}

/**
 * The smallest threshold at which the macro-averaged FPR over the kinds of negatives (source x
 * where the text arrives) is <= target and no kind with at least 100 negatives is above twice the
 * target: no one kind of benign text may carry the false positives that the average hides.
 */
function calibrate(negZ: Map<string, number[]>, target: number): number {
  const lists = [...negZ.values()].map((z) => [...z].sort((a, c) => a - c));
  const all = lists.flat().sort((a, c) => a - c);
  const ok = (t: number): boolean => {
    let s = 0;
    for (const l of lists) {
      let lo = 0, hi = l.length;
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if ((l[m] as number) < t) lo = m + 1;
        else hi = m;
      }
      const fpr = (l.length - lo) / l.length;
      if (l.length >= 100 && fpr > 2 * target) return false;
      s += fpr;
    }
    return s / lists.length <= target;
  };
  // Both conditions only get easier as t grows: binary search over the observed values.
  let lo = 0, hi = all.length - 1;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (ok((all[m] as number) + 1e-9)) hi = m;
    else lo = m + 1;
  }
  return Math.max(0, (all[lo] as number) + 1e-9);
}

export interface Trained {
  buckets: number[];
  weights: number[];
  bias: number;
  /** The threshold folded into the bias, and the training-set macro FPR it gives. */
  threshold: number;
}

export function trainModel(docs: readonly Doc[], log: (s: string) => void = () => {}): Trained {
  const neg: { ex: Ex; source: string }[] = [];
  for (const d of docs) if (d.y === 0) for (const [a, b] of allWindows(d, TRAIN.maxNegWindows)) neg.push({ ex: { x: windowFeatures(d.segs, a, b), y: 0, weight: 1, prior: d.prior }, source: d.source });
  const posDocs = docs.filter((d) => d.y === 1 && d.segs.length > 0);
  // Round one takes the whole record; later rounds its worst window under the current model.
  let pick: [number, number][] = posDocs.map((d) => [0, d.segs.length] as [number, number]);
  let model: { w: Float64Array; b: number } = { w: new Float64Array(1 << DIM_BITS), b: 0 };
  for (let round = 0; round < TRAIN.rounds; round++) {
    const pos = posDocs.map((d, i) => ({ ex: { x: windowFeatures(d.segs, ...(pick[i] as [number, number])), y: 1 as const, weight: 1, prior: d.prior }, source: d.source }));
    const all = [...neg, ...pos];
    balance(all);
    model = sgd(all.map((e) => e.ex), TRAIN.seed + round);
    pick = posDocs.map((d) => {
      const best = docLogit(model.w, model.b, d);
      return [best.from, best.to];
    });
    log(`round ${round + 1}: ${pos.length} positive windows, ${neg.length} negative windows`);
  }
  // Prune to the largest weights, round, and calibrate the threshold with the pruned model.
  const idx = [...model.w.keys()].filter((k) => model.w[k] !== 0).sort((a, c) => Math.abs(model.w[c] as number) - Math.abs(model.w[a] as number) || a - c).slice(0, TRAIN.keep).sort((a, c) => a - c);
  const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;
  const pruned = new Float64Array(1 << DIM_BITS);
  for (const k of idx) pruned[k] = round4(model.w[k] as number);
  const b0 = round4(model.b);
  const negZ = new Map<string, number[]>();
  // Calibrated per kind of benign text: a source's e-mails, tables and code are judged apart.
  for (const d of docs) {
    if (d.y !== 0) continue;
    const k = `${d.source}|${d.arrives}`;
    negZ.set(k, [...(negZ.get(k) ?? []), d.segs.length === 0 ? -Infinity : docLogit(pruned, b0, d).z]);
  }
  // Rounded up, so the rounding can never put a calibrated-out negative back over the line.
  const threshold = Math.ceil(calibrate(negZ, TRAIN.targetFpr) * 1e4) / 1e4;
  return { buckets: idx, weights: idx.map((k) => pruned[k] as number), bias: round4(b0 - threshold), threshold };
}

export function toModel(t: Trained): PiModel {
  const w = new Float32Array(1 << DIM_BITS);
  t.buckets.forEach((b, i) => (w[b] = t.weights[i] as number));
  return { weights: w, bias: t.bias };
}
