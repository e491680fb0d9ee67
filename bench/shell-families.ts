// Shell quality on the whole development set — the AgentShield analyzer cases (shell.jsonl) and
// the newer sources (more/shell.jsonl: Atomic Red Team tests labelled by ATT&CK tactic, tldr
// everyday commands) — per attack family, and leave-one-family-out.
//
// Leave-one-family-out for hand-written rules: a rule whose findings, across the development
// set, fall only on one family's attack records (positive or suspicious) exists because of that
// family's data; holding the family out removes it. Every other rule, layer and path class stays.
// Recall on the held-out family with those rules gone says whether the effect model, not a rule
// written for the family, catches it. Rules firing on two or more families count as general.
import { existsSync } from "node:fs";
import path from "node:path";
import { analyzeShell, type ShellDecision, type ShellFinding } from "../src/shell/index";
import { combine } from "../src/shell/combine";
import { loadShellCorpus, repoRoot } from "./shell";

export interface DevRec { id: string; label: "positive" | "suspicious" | "negative"; text: string; source: string; family: string; hard: boolean }
interface Scored extends DevRec { findings: ShellFinding[]; decision: ShellDecision }

const corpusDir = (): string => process.env.SHIELD_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus");
export const moreShellPath = (): string => path.join(corpusDir(), "more", "shell.jsonl");

/** Attack family of a record: AgentShield's taxonomy category, or Atomic Red Team's first tactic. */
export function familyOf(r: { source?: string; meta: Record<string, unknown> }): string {
  const tactics = r.meta.tactics as string[] | undefined;
  if (Array.isArray(tactics)) return `attack:${tactics[0] ?? "unknown"}`;
  if (typeof r.meta.page === "string") return "everyday";
  return String(r.meta.taxonomy ?? "unknown").split("/")[0] ?? "unknown";
}

export function loadShellDev(): DevRec[] {
  const out: DevRec[] = [];
  const files = [path.join(corpusDir(), "shell.jsonl"), moreShellPath()].filter((f) => existsSync(f));
  for (const f of files)
    for (const r of loadShellCorpus(f) as unknown as { id: string; label: DevRec["label"]; text: string; source?: string; hard?: boolean; meta: Record<string, unknown> }[])
      out.push({ id: r.id, label: r.label, text: r.text, source: (r.source ?? "").split("@")[0] ?? "", family: familyOf(r), hard: r.hard === true });
  return out;
}

interface Counts { n: number; block: number; auditOrBlock: number }
export interface FamilyRow { family: string; positives: Counts; suspicious: Counts; negatives: Counts; loBlock: number }
export interface ShellDevQuality {
  total: number;
  positives: Counts; suspicious: Counts; negatives: Counts; hardNegatives: Counts;
  families: FamilyRow[];
  /** Macro mean over families with ≥ 5 positives of BLOCK recall with that family's own rules removed. */
  lofoMacroBlock: number;
  inSampleMacroBlock: number;
}

const zero = (): Counts => ({ n: 0, block: 0, auditOrBlock: 0 });
const count = (c: Counts, d: ShellDecision): void => { c.n++; if (d === "block") c.block++; if (d !== "allow") c.auditOrBlock++; };
const MIN_POSITIVES = 5;

export function evaluateShellDev(recs: DevRec[] = loadShellDev()): ShellDevQuality {
  const scored: Scored[] = recs.map((r) => { const a = analyzeShell(r.text); return { ...r, findings: a.findings, decision: a.decision }; });
  // Which families' attack records each rule fires on.
  const ruleFamilies = new Map<string, Set<string>>();
  for (const s of scored) {
    if (s.label === "negative") continue;
    for (const f of s.findings) (ruleFamilies.get(f.rule_id) ?? ruleFamilies.set(f.rule_id, new Set()).get(f.rule_id)!).add(s.family);
  }
  const own = (fam: string): Set<string> => new Set([...ruleFamilies].filter(([, fs]) => fs.size === 1 && fs.has(fam)).map(([id]) => id));
  const fams = new Map<string, FamilyRow>();
  const total = { positives: zero(), suspicious: zero(), negatives: zero(), hardNegatives: zero() };
  for (const s of scored) {
    const row = fams.get(s.family) ?? fams.set(s.family, { family: s.family, positives: zero(), suspicious: zero(), negatives: zero(), loBlock: 0 }).get(s.family)!;
    const bucket = s.label === "positive" ? "positives" : s.label === "suspicious" ? "suspicious" : "negatives";
    count(row[bucket], s.decision);
    count(total[bucket], s.decision);
    if (s.label === "negative" && s.hard) count(total.hardNegatives, s.decision);
  }
  for (const row of fams.values()) {
    if (row.positives.n === 0) continue;
    const drop = own(row.family);
    let blocked = 0;
    for (const s of scored) if (s.family === row.family && s.label === "positive" && combine(s.findings.filter((f) => !drop.has(f.rule_id))) === "block") blocked++;
    row.loBlock = blocked / row.positives.n;
  }
  const macro = [...fams.values()].filter((r) => r.positives.n >= MIN_POSITIVES);
  const mean = (xs: number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    total: scored.length, ...total,
    families: [...fams.values()].sort((a, b) => a.family.localeCompare(b.family)),
    lofoMacroBlock: mean(macro.map((r) => r.loBlock)),
    inSampleMacroBlock: mean(macro.map((r) => r.positives.block / r.positives.n)),
  };
}

const p = (x: number, n: number): string => (n === 0 ? "—" : `${((100 * x) / n).toFixed(1)}%`);

export function printShellDev(q: ShellDevQuality): void {
  const line = (k: string, v: string): void => console.log(`${k.padEnd(44)} ${v}`);
  console.log(`\nShell analyzer — whole development set, ${q.total} commands (shell.jsonl + more/shell.jsonl)\n`);
  line("leave-one-family-out macro BLOCK recall", `${(100 * q.lofoMacroBlock).toFixed(1)}%  (families with ≥ ${MIN_POSITIVES} BLOCK cases)`);
  line("in-sample macro BLOCK recall", `${(100 * q.inSampleMacroBlock).toFixed(1)}%`);
  line("BLOCK cases blocked", `${p(q.positives.block, q.positives.n)}  (${q.positives.block}/${q.positives.n})`);
  line("BLOCK cases at least audited", `${p(q.positives.auditOrBlock, q.positives.n)}`);
  line("AUDIT cases at least audited", `${p(q.suspicious.auditOrBlock, q.suspicious.n)}  (${q.suspicious.auditOrBlock}/${q.suspicious.n}; blocked ${q.suspicious.block})`);
  line("benign commands blocked (false positives)", `${p(q.negatives.block, q.negatives.n)}  (${q.negatives.block}/${q.negatives.n}; hard ${q.hardNegatives.block}/${q.hardNegatives.n})`);
  line("benign commands audited or blocked", `${p(q.negatives.auditOrBlock, q.negatives.n)}  (${q.negatives.auditOrBlock}/${q.negatives.n})`);
  console.log(`\nfamily                       BLOCK blocked (n)   held out   AUDIT ≥audited (n)   benign blocked / flagged (n)`);
  for (const r of q.families) {
    const c = (x: Counts, v: number): string => (x.n === 0 ? "—" : `${p(v, x.n)} (${x.n})`);
    console.log(`${r.family.padEnd(28)} ${c(r.positives, r.positives.block).padEnd(19)} ${(r.positives.n === 0 ? "—" : `${(100 * r.loBlock).toFixed(1)}%`).padEnd(10)} ${c(r.suspicious, r.suspicious.auditOrBlock).padEnd(20)} ${r.negatives.n === 0 ? "—" : `${p(r.negatives.block, r.negatives.n)} / ${p(r.negatives.auditOrBlock, r.negatives.n)} (${r.negatives.n})`}`);
  }
}

/**
 * A realistic 64 KB script within the analysis limits (≤ 2,000 simple commands): everyday
 * commands from the development set, one a line, that parse. The limits say what "real" means;
 * a denser 64 KB input is over them and fails closed by design.
 */
export function script64k(recs: DevRec[]): string {
  const lines = recs.filter((r) => r.family === "everyday" && r.label === "negative" && analyzeShell(r.text).parse === "ok" && r.text.length >= 40).map((r) => r.text);
  let s = "#!/usr/bin/env bash\nset -euo pipefail\n";
  for (let i = 0; lines.length > 0 && s.length < 64 * 1024; i++) s += `${lines[i % lines.length]}\n`;
  return s;
}
