// Shell analyzer benchmark: decision quality on the development corpus (shell.jsonl) and
// in-process speed, including adversarial inputs. `npx tsx bench/shell.ts` prints the table
// and writes bench/results/shell.json. The unit-test quality gate imports `evaluateShell`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { analyzeShell, type ShellDecision } from "../src/shell/index";
import { evaluateShellDev, loadShellDev, printShellDev, script64k } from "./shell-families";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const shellCorpusPath = (): string => path.join(process.env.SHIELD_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus"), "shell.jsonl");

interface Rec { id: string; label: "positive" | "suspicious" | "negative"; text: string; meta: { taxonomy?: string; tags?: string[] } }
interface Bucket { n: number; allow: number; audit: number; block: number }
export interface ShellQuality {
  total: number;
  block: Bucket & { blockedRate: number };
  audit: Bucket & { auditedOrBlockedRate: number };
  allow: Bucket & { blockedRate: number; auditedRate: number };
  evasion: { block: Bucket; audit: Bucket; allow: Bucket };
  byFamily: Record<string, { BLOCK: Bucket; AUDIT: Bucket; ALLOW: Bucket }>;
  misses: { id: string; label: string; got: ShellDecision; taxonomy: string }[];
}

const empty = (): Bucket => ({ n: 0, allow: 0, audit: 0, block: 0 });
const add = (b: Bucket, d: ShellDecision): void => { b.n++; b[d]++; };
const rate = (x: number, n: number): number => (n === 0 ? 0 : x / n);

export function loadShellCorpus(file = shellCorpusPath()): Rec[] {
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as Rec);
}

export function evaluateShell(recs: Rec[] = loadShellCorpus()): ShellQuality {
  const b = empty(), a = empty(), n = empty();
  const ev = { block: empty(), audit: empty(), allow: empty() };
  const byFamily: ShellQuality["byFamily"] = {};
  const misses: ShellQuality["misses"] = [];
  for (const r of recs) {
    const d = analyzeShell(r.text).decision;
    const bucket = r.label === "positive" ? b : r.label === "suspicious" ? a : n;
    add(bucket, d);
    if (r.meta.tags?.includes("evasion")) add(r.label === "positive" ? ev.block : r.label === "suspicious" ? ev.audit : ev.allow, d);
    const fam = (r.meta.taxonomy ?? "unknown").split("/")[0] ?? "unknown";
    const f = (byFamily[fam] ??= { BLOCK: empty(), AUDIT: empty(), ALLOW: empty() });
    add(r.label === "positive" ? f.BLOCK : r.label === "suspicious" ? f.AUDIT : f.ALLOW, d);
    const ok = r.label === "positive" ? d === "block" : r.label === "suspicious" ? d !== "allow" : d === "allow";
    if (!ok) misses.push({ id: r.id, label: r.label, got: d, taxonomy: r.meta.taxonomy ?? "" });
  }
  return {
    total: recs.length,
    block: { ...b, blockedRate: rate(b.block, b.n) },
    audit: { ...a, auditedOrBlockedRate: rate(a.audit + a.block, a.n) },
    allow: { ...n, blockedRate: rate(n.block, n.n), auditedRate: rate(n.audit, n.n) },
    evasion: ev, byFamily, misses,
  };
}

/** Hostile inputs for the latency budget: deep nesting and 100 KB heredocs. */
export const ADVERSARIAL: Record<string, string> = {
  "heredoc-100k-data": "cat <<'EOF' > notes.txt\n" + "lorem ipsum $HOME `x` \"q\" 'y'\n".repeat(3300) + "EOF",
  "heredoc-100k-to-shell": "bash <<'EOF'\n" + "echo hi\n".repeat(12_500) + "EOF",
  "heredoc-100k-to-python": "python3 <<'EOF'\n" + "print('x')\n".repeat(9000) + "EOF",
  "nested-substitution-200": "echo " + "$(".repeat(200) + "x" + ")".repeat(200),
  "nested-subshell-300": "(".repeat(300) + "ls" + ")".repeat(300),
  "nested-bash-c-12": Array.from({ length: 12 }).reduce<string>((acc) => `bash -c ${JSON.stringify(acc)}`, "rm -rf /"),
  "nested-backticks-50": "echo " + "`echo ".repeat(50) + "x" + "`".repeat(50),
  "nested-sudo-env-1000": "sudo env A=1 ".repeat(1000) + "ls",
  "decoded-payload-8k": "echo " + btoa("rm -rf /tmp/x; ".repeat(600)) + " | base64 -d | bash",
  "unicode-noise-20k": "echo " + "\u200b\u202e".repeat(10_000),
};
/** Large dense inputs: reported separately, they measure the parser's linear rate. */
export const STRESS: Record<string, string> = {
  "pipeline-500": Array.from({ length: 500 }, () => "cat x").join(" | "),
  "commands-3000": "ls; ".repeat(3000),
  "args-20000": "echo " + "a ".repeat(20_000),
  "unbalanced-quotes-15k": "echo \"" + "x '".repeat(5000),
};

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/**
 * Per-command latency is the median of several runs of that command, so scheduler and GC
 * noise from a shared machine does not masquerade as analyzer cost; percentiles are then taken
 * across commands. The raw p99 over every single run is reported too.
 */
export function speed(recs: Rec[], script = ""): { corpus: { p50: number; p95: number; p99: number; max: number; rawP99: number }; shortP95: number; script64k: number; adversarial: Record<string, number>; adversarialP99: number; adversarialWorst: number; adversarialRawP99: number; stress: Record<string, number> } {
  const texts = recs.map((r) => r.text);
  for (let i = 0; i < 3; i++) for (const t of texts) analyzeShell(t);
  const REPS = 7;
  const runs: number[][] = texts.map(() => []);
  for (let rep = 0; rep < REPS; rep++) texts.forEach((t, i) => { const s = performance.now(); analyzeShell(t); runs[i]?.push(performance.now() - s); });
  const medByCmd = runs.map((r) => pct([...r].sort((x, y) => x - y), 0.5));
  const med = [...medByCmd].sort((x, y) => x - y);
  const short = medByCmd.filter((_, i) => (texts[i]?.length ?? 0) < 200).sort((x, y) => x - y);
  const raw = runs.flat().sort((x, y) => x - y);
  const perCase = (set: Record<string, string>, n: number): { med: Record<string, number>; all: number[] } => {
    const out: Record<string, number> = {};
    const all: number[] = [];
    for (const [k, v] of Object.entries(set)) {
      for (let i = 0; i < 5; i++) analyzeShell(v);
      const r: number[] = [];
      for (let i = 0; i < n; i++) { const s = performance.now(); analyzeShell(v); r.push(performance.now() - s); }
      r.sort((x, y) => x - y);
      out[k] = round(pct(r, 0.5));
      all.push(...r);
    }
    all.sort((x, y) => x - y);
    return { med: out, all };
  };
  const adv = perCase(ADVERSARIAL, 31);
  const stress = perCase(STRESS, 11);
  const big = script === "" ? { med: { s: 0 } } : perCase({ s: script }, 21);
  const advMeds = Object.values(adv.med).sort((x, y) => x - y);
  return {
    corpus: { p50: round(pct(med, 0.5)), p95: round(pct(med, 0.95)), p99: round(pct(med, 0.99)), max: round(med[med.length - 1] ?? 0), rawP99: round(pct(raw, 0.99)) },
    shortP95: round(pct(short, 0.95)), script64k: big.med.s ?? 0,
    adversarial: adv.med, adversarialP99: round(pct(advMeds, 0.99)), adversarialWorst: round(advMeds[advMeds.length - 1] ?? 0), adversarialRawP99: round(pct(adv.all, 0.99)), stress: stress.med,
  };
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;
const p = (x: number): string => `${(x * 100).toFixed(1)}%`;

function main(): void {
  const file = shellCorpusPath();
  if (!existsSync(file)) {
    console.error(`shell corpus not found at ${file}`);
    process.exit(1);
  }
  const recs = loadShellCorpus(file);
  const dev = loadShellDev();
  // Speed first, on a quiet process; then quality.
  const s = speed(dev as unknown as Rec[], script64k(dev));
  const q = evaluateShell(recs);
  const whole = evaluateShellDev(dev);
  printShellDev(whole);
  const line = (k: string, v: string): void => console.log(`${k.padEnd(44)} ${v}`);
  console.log(`\nShell analyzer — ${q.total} commands (shell.jsonl alone, its own taxonomy families)\n`);
  line("BLOCK cases blocked", `${p(q.block.blockedRate)}  (${q.block.block}/${q.block.n}; audit ${q.block.audit}, allow ${q.block.allow})`);
  line("AUDIT cases at least audited", `${p(q.audit.auditedOrBlockedRate)}  (${q.audit.audit + q.audit.block}/${q.audit.n}; blocked ${q.audit.block})`);
  line("ALLOW cases blocked", `${p(q.allow.blockedRate)}  (${q.allow.block}/${q.allow.n})`);
  line("ALLOW cases audited", `${p(q.allow.auditedRate)}  (${q.allow.audit}/${q.allow.n})`);
  const e = q.evasion;
  line("evasion: BLOCK blocked", `${p(rate(e.block.block, e.block.n))}  (${e.block.block}/${e.block.n})`);
  line("evasion: AUDIT at least audited", `${p(rate(e.audit.audit + e.audit.block, e.audit.n))}  (${e.audit.audit + e.audit.block}/${e.audit.n})`);
  console.log(`\nper taxonomy family        BLOCK blocked     AUDIT ≥audited    ALLOW blocked / audited`);
  for (const [fam, f] of Object.entries(q.byFamily).sort()) {
    const c = (x: Bucket, v: number): string => (x.n === 0 ? "—".padEnd(17) : `${p(rate(v, x.n))} (${x.n})`.padEnd(17));
    console.log(`${fam.padEnd(27)} ${c(f.BLOCK, f.BLOCK.block)} ${c(f.AUDIT, f.AUDIT.audit + f.AUDIT.block)} ${f.ALLOW.n === 0 ? "—" : `${p(rate(f.ALLOW.block, f.ALLOW.n))} / ${p(rate(f.ALLOW.audit, f.ALLOW.n))} (${f.ALLOW.n})`}`);
  }
  console.log(`\nspeed (ms per command, in-process)`);
  line("corpus p50/p95/p99/max (per-cmd median)", `${s.corpus.p50} / ${s.corpus.p95} / ${s.corpus.p99} / ${s.corpus.max}`);
  line("corpus raw p99 over every run", `${s.corpus.rawP99}`);
  line("commands under 200 bytes p95 (target ≤ 0.5)", `${s.shortP95}`);
  line("64 KB everyday script, median (target ≤ 10)", `${s.script64k}`);
  line("adversarial p99 / worst (per-case median)", `${s.adversarialP99} / ${s.adversarialWorst}`);
  line("adversarial raw p99 over every run", `${s.adversarialRawP99}`);
  for (const [k, v] of Object.entries(s.adversarial)) line(`  ${k}`, `${v}`);
  console.log("stress (large dense inputs, median ms)");
  for (const [k, v] of Object.entries(s.stress)) line(`  ${k}`, `${v}`);
  const out = path.join(repoRoot, "bench/results");
  mkdirSync(out, { recursive: true });
  const { misses, ...summary } = q;
  writeFileSync(path.join(out, "shell.json"), JSON.stringify({ generatedBy: "bench/shell.ts", corpus: path.relative(repoRoot, file), quality: summary, wholeDevelopmentSet: whole, misses: misses.map((m) => ({ id: m.id, label: m.label, got: m.got })), speed: s }, null, 2) + "\n");
  console.log(`\nwrote bench/results/shell.json (${misses.length} misses listed by id)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
