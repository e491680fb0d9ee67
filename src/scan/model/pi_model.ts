// Inference for the learned injection model: logistic regression over the hashed features of
// windows of consecutive segments (features.ts). The worst window decides, and its span is
// reported, so one injected sentence in a long benign document is found and scattered trigger
// words across a long benign one do not add up. Weights are generated data (pi_weights.data.ts,
// from `npm run train`); this file only scores.
import { DIM_BITS, segmentScores } from "./features.js";
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

/**
 * Every candidate window: 1, 2, 3 or 6 consecutive segments holding at least one
 * instruction-shaped segment. There is no whole-text window: trigger words scattered over a long
 * benign document must not add up, and a long jailbreak template is dense enough in any window.
 */
export function forEachWindow(count: number, directive: (i: number) => boolean, f: (from: number, to: number) => void): void {
  // Index of the next directive segment at or after i (count when none).
  const next = new Int32Array(count + 1);
  next[count] = count;
  for (let i = count - 1; i >= 0; i--) next[i] = directive(i) ? i : (next[i + 1] as number);
  if (next[0] === count) return;
  for (let i = 0; i < count; i++)
    for (const len of WINDOW_LENGTHS) {
      if (i + len > count) break;
      if ((next[i] as number) < i + len) f(i, i + len);
    }
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
  const sc = segmentScores(folded, model.weights);
  const cs = new Float64Array(sc.count + 1);
  const cn = new Float64Array(sc.count + 1);
  for (let i = 0; i < sc.count; i++) {
    cs[i + 1] = (cs[i] as number) + (sc.sum[i] as number);
    cn[i + 1] = (cn[i] as number) + (sc.n[i] as number);
  }
  let best = -Infinity, from = -1, to = -1;
  forEachWindow(sc.count, (i) => sc.directive[i] === 1, (a, b) => {
    const count = (cn[b] as number) - (cn[a] as number);
    if (count === 0) return;
    const z = model.bias + ((cs[b] as number) - (cs[a] as number)) / Math.sqrt(count);
    if (z > best) {
      best = z;
      from = a;
      to = b;
    }
  });
  if (from < 0) return null;
  const z = best + prior;
  return { p: 1 / (1 + Math.exp(-z)), start: sc.start[from] as number, end: sc.end[to - 1] as number };
}
