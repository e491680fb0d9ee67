// Inference for the small injection classifier. Its weights are generated data
// (pi_lr.data.ts, from scripts/train-pi-model.ts); this file only scores a folded text.
import { featureBuckets } from "./features.js";
import { PI_LR_BIAS, PI_LR_BUCKETS, PI_LR_WEIGHTS } from "./pi_lr.data.js";

import { DIM_BITS } from "./features.js";

// Dense table (1 MiB): an array read per feature instead of a hash lookup.
const WEIGHTS = new Float32Array(1 << DIM_BITS);
if (PI_LR_BUCKETS.length !== PI_LR_WEIGHTS.length) throw new Error("pi model: bucket/weight length mismatch");
PI_LR_BUCKETS.forEach((b, i) => (WEIGHTS[b] = PI_LR_WEIGHTS[i] as number));

export const MIN_FEATURES = 60;

/** Probability that the text is a direct prompt injection / jailbreak prompt. */
export function piModelProbability(folded: string): number {
  if (folded.length < 12) return 0;
  const x = featureBuckets(folded);
  // Short texts carry too little evidence for a bag-of-words model (a one-line role-play request
  // reads like a jailbreak's first line); rules cover short attacks.
  if (x.length < MIN_FEATURES) return 0;
  const scale = 1 / Math.sqrt(Math.max(1, x.length));
  let z = PI_LR_BIAS;
  for (let i = 0; i < x.length; i++) z += (WEIGHTS[x[i] as number] as number) * scale;
  return 1 / (1 + Math.exp(-z));
}
