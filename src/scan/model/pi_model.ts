// Inference for the learned injection model: logistic regression over the hashed features of
// windows of consecutive segments (features.ts). The worst window decides, and its span is
// reported, so one injected sentence in a long benign document is found and scattered trigger
// words across a long benign one do not add up. Weights are generated data (pi_weights.data.ts,
// from `npm run train`); this file only scores.
import { DIM_BITS, segments, type Segment } from "./features.js";
import { PI_MODEL_BIAS, PI_MODEL_BUCKETS, PI_MODEL_WEIGHTS } from "./pi_weights.data.js";

export interface PiModel {
  weights: Float32Array;
  bias: number;
}

/** Window lengths, in consecutive segments. */
export const WINDOW_LENGTHS: readonly number[] = [1, 2, 3, 6];

export function denseModel(buckets: readonly number[], weights: readonly number[], bias: number): PiModel {
  if (buckets.length !== weights.length) throw new Error("pi model: bucket/weight length mismatch");
  const w = new Float32Array(1 << DIM_BITS);
  for (let i = 0; i < buckets.length; i++) w[buckets[i] as number] = weights[i] as number;
  return { weights: w, bias };
}

/** The shipped model (dense table, 1 MiB: an array read per feature instead of a hash lookup). */
export const SHIPPED_MODEL: PiModel = denseModel(PI_MODEL_BUCKETS, PI_MODEL_WEIGHTS, PI_MODEL_BIAS);

export interface WindowScore {
  /** Logit of the worst window (before any context prior). */
  z: number;
  /** Segment index range [from, to) of that window. */
  from: number;
  to: number;
}

/** Per-segment weight sums and feature counts; windows are sums of these. */
export function segmentSums(segs: readonly Segment[], w: Float32Array | Float64Array): { sum: Float64Array; n: Float64Array } {
  const sum = new Float64Array(segs.length);
  const n = new Float64Array(segs.length);
  for (let i = 0; i < segs.length; i++) {
    const x = (segs[i] as Segment).x;
    let s = 0;
    for (let k = 0; k < x.length; k++) s += w[x[k] as number] as number;
    sum[i] = s;
    n[i] = x.length;
  }
  return { sum, n };
}

/**
 * Every candidate window: 1, 2, 3 or 6 consecutive segments holding at least one
 * instruction-shaped segment. There is no whole-text window: trigger words scattered over a long
 * benign document must not add up, and a long jailbreak template is dense enough in any window.
 */
export function forEachWindow(segs: readonly Segment[], f: (from: number, to: number) => void): void {
  const count = segs.length;
  // Index of the next directive segment at or after i (count when none).
  const next = new Int32Array(count + 1);
  next[count] = count;
  for (let i = count - 1; i >= 0; i--) next[i] = (segs[i] as Segment).directive ? i : (next[i + 1] as number);
  if (next[0] === count) return;
  for (let i = 0; i < count; i++)
    for (const len of WINDOW_LENGTHS) {
      if (i + len > count) break;
      if ((next[i] as number) < i + len) f(i, i + len);
    }
}

export function worstWindow(segs: readonly Segment[], model: PiModel): WindowScore | null {
  if (segs.length === 0) return null;
  const { sum, n } = segmentSums(segs, model.weights);
  const cs = new Float64Array(segs.length + 1);
  const cn = new Float64Array(segs.length + 1);
  for (let i = 0; i < segs.length; i++) {
    cs[i + 1] = (cs[i] as number) + (sum[i] as number);
    cn[i + 1] = (cn[i] as number) + (n[i] as number);
  }
  let best: WindowScore | null = null;
  forEachWindow(segs, (from, to) => {
    const count = (cn[to] as number) - (cn[from] as number);
    if (count === 0) return;
    const z = model.bias + ((cs[to] as number) - (cs[from] as number)) / Math.sqrt(count);
    if (best === null || z > best.z) best = { z, from, to };
  });
  return best;
}

export interface PiModelResult {
  /** Probability that the worst window is an injection, after the context prior. */
  p: number;
  /** Span of that window in the scored (folded) text. */
  start: number;
  end: number;
}

/** Scores a folded text; `prior` is a logit offset for where the text came from. */
export function piModelScore(folded: string, prior: number, model: PiModel = SHIPPED_MODEL): PiModelResult | null {
  if (folded.length < 12) return null;
  const segs = segments(folded);
  const w = worstWindow(segs, model);
  if (w === null) return null;
  const z = w.z + prior;
  return { p: 1 / (1 + Math.exp(-z)), start: (segs[w.from] as Segment).start, end: (segs[w.to - 1] as Segment).end };
}
