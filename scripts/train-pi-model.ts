// `npm run train`: fits the learned injection model on every prompt-injection source of the
// development corpus and writes src/scan/model/pi-weights.data.ts. Deterministic (fixed seed,
// fixed order, no network): the same corpus gives the same file byte for byte, and a test checks
// that. The leave-one-source-out figures come from `npm run bench`, which refits per held-out source.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadCorpus, repoRoot } from "../bench/corpus";
import { prepareDocs, TRAIN, trainModel } from "../bench/pi-train";
import { weightsFile } from "../bench/pi-weights-file";

const t0 = performance.now();
const docs = prepareDocs(loadCorpus(undefined, ["prompt_injection"]));
console.log(`training on ${docs.length} records (${docs.filter((d) => d.y === 1).length} positive) from ${new Set(docs.map((d) => d.source)).size} sources`);
const trained = trainModel(docs, (s) => console.log("  " + s));
const text = weightsFile(trained);
const out = path.join(repoRoot, "src/scan/model/pi-weights.data.ts");
writeFileSync(out, text);
console.log(`wrote ${path.relative(repoRoot, out)}: ${trained.buckets.length} weights, threshold ${trained.threshold}, ${(text.length / 1024).toFixed(0)} KiB, sha256 ${createHash("sha256").update(text).digest("hex").slice(0, 16)}… (${((performance.now() - t0) / 1000).toFixed(1)} s; seed ${TRAIN.seed})`);
