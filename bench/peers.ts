// `npm run bench:peers`: the project's all-class library scan against open-source npm peers, each
// peer on its own class only, on the same corpus file, interleaved in one process. Prints MB/s,
// per-record p50/p99 and the ratio to the fastest peer; writes the "Peers, side by side" section
// of docs/BENCHMARKS.md. Never prints scanned content. `--quick`: fewer rounds.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { lintSource } from "@secretlint/core";
import { creator as secretlintRecommend } from "@secretlint/secretlint-rule-preset-recommend";
import { createAIDefence } from "@claude-flow/aidefence";
import { SyncRedactor } from "@dawn-analytics/redact-pii";
import { LLMGuard } from "llm-guard";
import { scan } from "../src/lib";
import { contextFor, corpusAvailable, corpusDir, loadCorpus, repoRoot, type CorpusRecord } from "./corpus";
import { replaceSection } from "./sections";
import { memoryLatency, yardstick } from "./yardstick";

type Engine = { name: string; run: (text: string, r: CorpusRecord) => unknown };

/**
 * The SSRF baseline the issue names: WHATWG URL parsing plus ipaddr.js range classes. Roughly
 * what a careful developer writes in half an hour; it sees only URLs with a scheme.
 */
const URL_RE = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s"'<>`]+/gi;
const LOCAL_SUFFIX = /(^|\.)(localhost|local|internal|intranet|corp|home|lan)$/;
const FETCH_SCHEMES = new Set(["http:", "https:"]);
export function ssrfBaseline(text: string): boolean {
  for (const m of text.matchAll(URL_RE)) {
    let u: URL;
    try {
      u = new URL(m[0]);
    } catch {
      continue;
    }
    if (!FETCH_SCHEMES.has(u.protocol)) return true; // file:, gopher:, dict: …
    const host = u.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (host === "" || LOCAL_SUFFIX.test(host)) return true;
    if (ipaddr.isValid(host)) {
      let ip = ipaddr.parse(host);
      if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
      if (ip.range() !== "unicast") return true;
    }
  }
  return false;
}

const secretlintConfig = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: secretlintRecommend }] };
const aidefence = createAIDefence({ enableLearning: false });
const redactor = new SyncRedactor();
const guardPi = new LLMGuard({ jailbreak: true, promptInjection: true });
const guardPii = new LLMGuard({ pii: true });

const ours: Engine = { name: "agent-shield-edge scan() (all classes)", run: (text, r) => scan({ content: text, context: contextFor(r) }) };
const aid: Engine = { name: "@claude-flow/aidefence detect()", run: (t) => aidefence.detect(t) };
const CLASSES: { cls: string; label: string; peers: Engine[] }[] = [
  { cls: "secrets", label: "secrets", peers: [{ name: "@secretlint/core + preset-recommend", run: (t) => lintSource({ source: { filePath: "record.txt", content: t, contentType: "text" }, options: { config: secretlintConfig, noPhysicFilePath: true } }) }] },
  { cls: "prompt_injection", label: "prompt injection", peers: [aid, { name: "llm-guard (jailbreak + promptInjection)", run: (t) => guardPi.validate(t) }] },
  { cls: "pii", label: "PII", peers: [{ name: "@dawn-analytics/redact-pii SyncRedactor", run: (t) => redactor.redact(t) }, { name: "llm-guard (pii)", run: (t) => guardPii.validate(t) }] },
  { cls: "ssrf", label: "SSRF", peers: [{ name: "WHATWG URL + ipaddr.js baseline", run: (t) => ssrfBaseline(t) }] },
  { cls: "tool_poisoning", label: "tool descriptions", peers: [aid, { name: "llm-guard (jailbreak + promptInjection)", run: (t) => guardPi.validate(t) }] },
];

const MB = 1024 * 1024;
const utf8 = (s: string): number => Buffer.byteLength(s, "utf8");
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;
const pctl = (xs: Float64Array, p: number): number => {
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
};

/** One pass over the file: per-record wall times (µs) into `into` and the pass's total ms. */
async function pass(e: Engine, recs: CorpusRecord[], into: Float64Array, offset: number): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < recs.length; i++) {
    const r = recs[i] as CorpusRecord;
    const t = performance.now();
    const out = e.run(r.text, r);
    if (out instanceof Promise) await out;
    into[offset + i] = (performance.now() - t) * 1000;
  }
  return performance.now() - t0;
}

interface Row { cls: string; label: string; file: string; records: number; mb: number; engine: string; mbPerSec: number; p50us: number; p99us: number; ours: boolean }

async function main(): Promise<void> {
  if (!corpusAvailable()) {
    console.log(`corpus not found at ${corpusDir()}; nothing to compare`);
    return;
  }
  const rounds = process.argv.includes("--quick") ? 3 : 7;
  const rows: Row[] = [];
  for (const c of CLASSES) {
    // The top-level file of the class only, the same records for every engine.
    const recs = loadCorpus(corpusDir(), [c.cls], []);
    const bytes = recs.reduce((n, r) => n + utf8(r.text), 0);
    const engines = [ours, ...c.peers];
    const samples = engines.map(() => new Float64Array(recs.length * rounds));
    const passes: number[][] = engines.map(() => []);
    for (const e of engines) await pass(e, recs.slice(0, 200), new Float64Array(200), 0); // warm-up
    for (let k = 0; k < rounds; k++) {
      // Interleaved, with the starting engine rotating, so drift in machine load hits all alike.
      for (let j = 0; j < engines.length; j++) {
        const idx = (j + k) % engines.length;
        passes[idx]?.push(await pass(engines[idx] as Engine, recs, samples[idx] as Float64Array, k * recs.length));
      }
    }
    engines.forEach((e, i) => {
      const ms = [...(passes[i] as number[])].sort((a, b) => a - b)[Math.floor(rounds / 2)] as number;
      rows.push({ cls: c.cls, label: c.label, file: `${c.cls}.jsonl`, records: recs.length, mb: bytes / MB, engine: e.name, mbPerSec: round(bytes / MB / (ms / 1000)), p50us: round(pctl(samples[i] as Float64Array, 0.5), 1), p99us: round(pctl(samples[i] as Float64Array, 0.99), 1), ours: e === ours });
    });
    console.log(`${c.label}: done (${recs.length} records)`);
  }
  console.table(rows.map((r) => ({ class: r.label, engine: r.engine, "MB/s": r.mbPerSec, "p50 µs": r.p50us, "p99 µs": r.p99us })));
  const summary = CLASSES.map((c) => {
    const mine = rows.find((r) => r.cls === c.cls && r.ours) as Row;
    const peers = rows.filter((r) => r.cls === c.cls && !r.ours).sort((a, b) => b.mbPerSec - a.mbPerSec);
    const best = peers[0] as Row;
    return { c, mine, best, ratio: mine.mbPerSec / best.mbPerSec };
  });
  console.table(summary.map((s) => ({ class: s.c.label, "ours MB/s": s.mine.mbPerSec, "fastest peer": s.best.engine, "peer MB/s": s.best.mbPerSec, ratio: `${s.ratio.toFixed(2)}×` })));
  writeDoc(rows, summary, rounds);
}

function writeDoc(rows: Row[], summary: { c: (typeof CLASSES)[number]; mine: Row; best: Row; ratio: number }[], rounds: number): void {
  const cpu = os.cpus()[0]?.model ?? "unknown";
  const L: string[] = ["## Peers, side by side", ""];
  L.push("Generated by `npm run bench:peers` (`tsx bench/peers.ts`). The project's library `scan()` (every class, the receipt assembled, unsigned) against the fastest open-source npm peer of each class scanning only its own class, on the same corpus file (the top-level `<class>.jsonl` of the development corpus, every record's `text`), in one process. Engines run interleaved, " + `${rounds} passes each with the starting engine rotating; MB/s is UTF-8 bytes over the median pass time, p50/p99 are wall times per record over all passes (async peers include their own promise round trip). The target is a ratio of at least 1.5× on every class.`, "");
  L.push(`Machine: ${cpu} (${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GB), ${os.platform()} ${os.release()}, Node ${process.version}, load average at start ${os.loadavg().map((x) => x.toFixed(2)).join(", ")}, yardstick ${yardstick()} M steps/s and memory latency ${memoryLatency()} ns (\`bench/yardstick.ts\`). ${new Date().toISOString()}.`, "");
  L.push("| class (file, records, MB) | ours MB/s | fastest peer | peer MB/s | ratio | ≥ 1.5× |", "|---|---|---|---|---|---|");
  for (const s of summary) L.push(`| ${s.c.label} (\`${s.mine.file}\`, ${s.mine.records}, ${s.mine.mb.toFixed(2)}) | ${s.mine.mbPerSec} | ${s.best.engine} | ${s.best.mbPerSec} | ${s.ratio.toFixed(2)}× | ${s.ratio >= 1.5 ? "yes" : "**no**"} |`);
  L.push("", "| class | engine | MB/s | p50 per record (µs) | p99 per record (µs) |", "|---|---|---|---|---|");
  for (const r of rows) L.push(`| ${r.label} | ${r.ours ? `**${r.engine}**` : r.engine} | ${r.mbPerSec} | ${r.p50us} | ${r.p99us} |`);
  L.push("", "The SSRF baseline is the ~30-line WHATWG `URL` + `ipaddr.js` classifier in `bench/peers.ts`. Peers are speed references only: their detection is not compared here.", "");
  const file = path.join(repoRoot, "docs/BENCHMARKS.md");
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  writeFileSync(file, replaceSection(before, "peers", L.join("\n")));
  console.log("wrote the peers section of docs/BENCHMARKS.md");
}

await main();
