// Inference for the learned injection model: logistic regression over the hashed features of
// windows of consecutive segments (features.ts). The worst window decides, and its span is
// reported, so one injected sentence in a long benign document is found and scattered trigger
// words across a long benign one do not add up. Weights are generated data (pi-weights.data.ts,
// from `npm run train`); this file only scores.
import { DIM_BITS, scoreSegments, SEG } from "./features";
import { PI_MODEL_BIAS, PI_MODEL_BUCKETS, PI_MODEL_WEIGHTS } from "./pi-weights.data";

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

/**
 * The worst window of a text, given each segment's weight sum and feature count: one search for
 * inference and for training (bench/pi-train.ts), so the window the model is trained and
 * calibrated on is the one it reports. `z` excludes the context prior; null when no window holds
 * an instruction-shaped segment.
 */
export function worstWindow(count: number, sum: ArrayLike<number>, n: ArrayLike<number>, directive: (i: number) => boolean, bias: number): { z: number; from: number; to: number } | null {
  const cs = new Float64Array(count + 1);
  const cn = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) {
    cs[i + 1] = (cs[i] as number) + (sum[i] as number);
    cn[i + 1] = (cn[i] as number) + (n[i] as number);
  }
  let best: { z: number; from: number; to: number } | null = null;
  forEachWindow(count, directive, (a, b) => {
    const features = (cn[b] as number) - (cn[a] as number);
    if (features === 0) return;
    const z = bias + ((cs[b] as number) - (cs[a] as number)) / Math.sqrt(features);
    if (best === null || z > best.z) best = { z, from: a, to: b };
  });
  return best;
}

// Prefix sums and next-directive indexes of `piModelScore`, reused from call to call.
let CS = new Float64Array(257);
let CN = new Float64Array(257);
let NEXT = new Int32Array(257);

/** Scores a folded text; `prior` is a logit offset for where the text came from. */
export function piModelScore(folded: string, prior: number, model: PiModel = SHIPPED_MODEL): PiModelResult | null {
  if (folded.length < 12) return null;
  const count = scoreSegments(folded, model.weights);
  if (count === 0) return null;
  // `worstWindow` over SEG without its closures and arrays: the same sums in the same order, the
  // same windows in the same order, the same strict comparison, so the same window and z.
  if (CS.length < count + 1) {
    CS = new Float64Array(2 * count + 1);
    CN = new Float64Array(2 * count + 1);
    NEXT = new Int32Array(2 * count + 1);
  }
  const { sum, n, directive } = SEG;
  const cs = CS, cn = CN, next = NEXT;
  cs[0] = 0;
  cn[0] = 0;
  for (let i = 0; i < count; i++) {
    cs[i + 1] = (cs[i] as number) + (sum[i] as number);
    cn[i + 1] = (cn[i] as number) + (n[i] as number);
  }
  next[count] = count;
  for (let i = count - 1; i >= 0; i--) next[i] = directive[i] === 1 ? i : (next[i + 1] as number);
  if (next[0] === count) return null;
  const bias = model.bias;
  let found = false, bestZ = 0, from = 0, to = 0;
  for (let i = 0; i < count; i++)
    for (let l = 0; l < WINDOW_LENGTHS.length; l++) {
      const b = i + (WINDOW_LENGTHS[l] as number);
      if (b > count) break;
      if ((next[i] as number) >= b) continue;
      const features = (cn[b] as number) - (cn[i] as number);
      if (features === 0) continue;
      const z = bias + ((cs[b] as number) - (cs[i] as number)) / Math.sqrt(features);
      if (!found || z > bestZ) {
        found = true;
        bestZ = z;
        from = i;
        to = b;
      }
    }
  if (!found) return null;
  return { p: 1 / (1 + Math.exp(-(bestZ + prior))), start: SEG.start[from] as number, end: SEG.end[to - 1] as number };
}
