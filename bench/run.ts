// `npm run bench`: detection quality on the corpus and speed on synthetic inputs. Writes
// bench/results/latest.json, docs/BENCHMARKS.md and docs/CALIBRATION.md. Prints tables only:
// never scanned content or matched values.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { ENGINE, VERDICT_THRESHOLDS } from "../src/scan/index";
import { corpusAvailable, corpusDir, repoRoot } from "./corpus";
import { evaluate, type QualityReport, type Rate } from "./quality";
import { runSpeed, type SpeedReport } from "./speed";
import { benchmarksMd, calibrationMd, type LosoSection } from "./report";
import { losoPromptInjection, perSource } from "./loso";
import { readSection, replaceSection } from "./sections";
import { memoryLatency, yardstick } from "./yardstick";
import { codeLookalikes } from "./code-lookalikes";

if ((globalThis as { gc?: unknown }).gc === undefined) {
  v8.setFlagsFromString("--expose-gc");
  (globalThis as { gc?: unknown }).gc = vm.runInNewContext("gc");
}

const quick = process.argv.includes("--quick");
const machine = {
  cpu: os.cpus()[0]?.model ?? "unknown",
  cores: os.cpus().length,
  memGB: Math.round(os.totalmem() / 1024 ** 3),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  yardstick: yardstick(),
  memoryLatencyNs: [memoryLatency()],
};
const pct1 = (x: number): string => `${(x * 100).toFixed(1)}%`;
const pct = (r: Rate): string => `${(r.rate * 100).toFixed(1)}% (${r.hits}/${r.n})`;

// Speed first, on a fresh heap: the quality and leave-one-source-out passes leave hundreds of MB
// of corpus and training state behind, which would be measured as garbage-collection time.
const speed: SpeedReport = runSpeed(quick);
// Again after the speed phase: neighbours that got busy during it show here.
machine.memoryLatencyNs.push(memoryLatency());

let quality: QualityReport | null = null;
let loso: LosoSection | null = null;
if (corpusAvailable()) {
  const t = performance.now();
  quality = evaluate();
  console.log(`corpus: ${corpusDir()} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  console.table(Object.fromEntries(Object.entries(quality.classes).map(([c, q]) => [c, { recall: pct(q.recall), "FPR all": pct(q.fpr), "FPR hard": pct(q.fprHard), "FPR easy": pct(q.fprEasy) }])));
  console.log("prompt_injection recall by source");
  console.table(Object.fromEntries(Object.entries(quality.piBySource).map(([k, v]) => [k, pct(v)])));
  console.log("prompt_injection FPR by source");
  console.table(Object.fromEntries(Object.entries(quality.piNegBySource).map(([k, v]) => [k, pct(v)])));
  console.log("prompt_injection recall by meta.setting");
  console.table(Object.fromEntries(Object.entries(quality.piBySetting).map(([k, v]) => [k, pct(v)])));
  console.log(`security documentation (meta.soft): malicious ${pct(quality.secdocsMalicious)}, flagged ${pct(quality.secdocsFlagged)}`);
  console.log(`pii on claimed entities: recall ${pct(quality.piiClaimed.recall)}, FPR on near-misses ${pct(quality.piiClaimed.fprNearMiss)}; recall on all ${pct(quality.piiClaimed.recallAll)}`);
  const kh = quality.kbuHeuristicsOnly;
  console.log(`known_bad_url, heuristics alone (feeds held out): recall ${pct(kh.recall)}, macro recall ${pct1(kh.macroRecall)}, FPR ${pct(kh.fpr)}, FPR hard ${pct(kh.fprHard)}`);
  console.table(Object.fromEntries(Object.entries(kh.bySource).map(([k, v]) => [k, { recall: v.recall ? pct(v.recall) : "-", FPR: v.fpr ? pct(v.fpr) : "-", "FPR hard": v.fprHard ? pct(v.fprHard) : "-" }])));
  console.log(`tool_poisoning: recall ${pct(quality.toolPoisoning.recall)}, FPR ${pct(quality.toolPoisoning.fpr)}`);
  console.log(`shell via /v2/scan path: BLOCK->malicious ${pct(quality.shell.blockAsMalicious)}, AUDIT->>=suspicious ${pct(quality.shell.auditAtLeastSuspicious)}, ALLOW->clean ${pct(quality.shell.allowClean)}`);
  const t1 = performance.now();
  const pi = losoPromptInjection();
  loso = { pi: pi.loso, piInSample: pi.inSample, toolPoisoning: perSource("tool_poisoning"), other: ["secrets", "known_bad_url", "shell"].map((c) => perSource(c)) };
  console.log(`leave-one-source-out (${((performance.now() - t1) / 1000).toFixed(1)} s)`);
  for (const rep of [loso.pi, loso.piInSample, loso.toolPoisoning, ...loso.other]) {
    console.log(`${rep.cls}${rep === loso.pi ? " LOSO (headline)" : rep === loso.piInSample ? " in-sample" : ""}: macro recall ${pct1(rep.macroRecall)}, macro FPR ${pct1(rep.macroFpr)}, macro FPR hard ${pct1(rep.macroFprHard)}`);
    console.table(Object.fromEntries(rep.rows.map((x) => [x.source, { recall: x.recall ? pct(x.recall) : "-", FPR: x.fpr ? pct(x.fpr) : "-", "FPR hard": x.fprHard ? pct(x.fprHard) : "-" }])));
  }
} else {
  console.log(`corpus not found at ${corpusDir()}; skipping quality`);
}

// False alarms on ordinary code and documentation (this project's node_modules).
const code = quick ? null : codeLookalikes(repoRoot);
if (code !== null) console.log(`ordinary code (${code.chunks} chunks of node_modules, ${code.seconds} s): flagged for injection as a file ${code.flagged.file}, as tool output ${code.flagged.tool_output}; any class ${code.flaggedAny.file} / ${code.flaggedAny.tool_output}`);

console.table(speed.floor);
console.table(speed.throughput);
console.table(speed.latency);
console.table(speed.adversarial);
console.table(speed.memory);
console.log(`retained heap after 1000 scans: ${speed.retainedAfter1000ScansMB ?? "n/a"} MB`);

const result = { engine: ENGINE, date: new Date().toISOString(), machine, thresholds: VERDICT_THRESHOLDS, quality: quality === null ? null : { ...quality, misses: undefined, falsePositives: undefined }, loso, code, speed };
mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
writeFileSync(path.join(repoRoot, "bench/results/latest.json"), JSON.stringify(result, null, 2) + "\n");
if (!quick) {
  // The peers section belongs to `npm run bench:peers`; keep it across regenerations.
  const docFile = path.join(repoRoot, "docs/BENCHMARKS.md");
  const peers = existsSync(docFile) ? readSection(readFileSync(docFile, "utf8"), "peers") : null;
  const doc = benchmarksMd(result);
  writeFileSync(docFile, peers === null ? doc : replaceSection(doc, "peers", peers));
  if (quality !== null) writeFileSync(path.join(repoRoot, "docs/CALIBRATION.md"), calibrationMd(quality, loso));
}
console.log("wrote bench/results/latest.json" + (quick ? "" : ", docs/BENCHMARKS.md, docs/CALIBRATION.md"));
