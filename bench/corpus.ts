// Loads the detection corpus and scans each record the way the corpus README prescribes.
// Shared by the benchmark and the unit-test quality gates so both count the same way.
import { combineShellScan } from "../src/shell/bridge";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanContent, SOURCES, type ScanContext, type ScanOptions, type ScanPolicy, type ScanResult, type Source } from "../src/scan/index";

export interface CorpusRecord {
  id: string;
  class: string;
  label: "positive" | "negative" | "suspicious";
  hard: boolean;
  text: string;
  source: string;
  meta: Record<string, unknown>;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function corpusDir(): string {
  return process.env.SHIELD_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus");
}

export function corpusAvailable(): boolean {
  const d = corpusDir();
  return existsSync(d) && readdirSync(d).some((f) => f.endsWith(".jsonl"));
}

/**
 * Every record of the development corpus: the top-level files and the newer sources in `more/`
 * (plain or gzip-compressed JSON lines). `classes` limits which classes are read, `moreClasses`
 * which classes take records from `more/`.
 */
export function loadCorpus(dir = corpusDir(), classes?: readonly string[], moreClasses?: readonly string[]): CorpusRecord[] {
  const out: CorpusRecord[] = [];
  const files: string[] = [];
  const list = (d: string): void => {
    if (!existsSync(d)) return;
    for (const f of readdirSync(d).sort()) if (/\.jsonl(?:\.gz)?$/.test(f)) files.push(path.join(d, f));
  };
  list(dir);
  const top = files.length;
  list(path.join(dir, "more"));
  for (const [i, file] of files.entries()) {
    const cls = path.basename(file).replace(/\.jsonl(?:\.gz)?$/, "");
    if (classes !== undefined && !classes.includes(cls)) continue;
    if (i >= top && moreClasses !== undefined && !moreClasses.includes(cls)) continue;
    const raw = readFileSync(file);
    const text = file.endsWith(".gz") ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      out.push(JSON.parse(line) as CorpusRecord);
    }
  }
  return out;
}

/** The unit of leave-one-source-out: the part of `source` before the first space (repo@commit or package@version). */
export function sourceOf(r: Pick<CorpusRecord, "source">): string {
  return (r.source.split(" ")[0] ?? r.source).trim();
}

/** Context per the corpus README; BIPIA's non-protocol contexts (table, code) arrive as web content. */
// Module level rather than a closure in contextFor: tsx keeps function names by wrapping each
// named closure in a naming call, which bench:peers would time on our side only.
const asSource = (s: string | undefined, d: Source): Source => (s === undefined ? d : (SOURCES as readonly string[]).includes(s) ? (s as Source) : "web");

export function contextFor(r: CorpusRecord): ScanContext {
  const given = typeof r.meta.context === "string" ? r.meta.context : undefined;
  switch (r.class) {
    case "prompt_injection":
      return { source: asSource(given, "user_message"), direction: "inbound" };
    case "ssrf":
      return { source: asSource(given, "agent_message"), direction: "outbound", tool: "fetch" };
    case "secrets":
      return { source: asSource(given, "file"), direction: "inbound" };
    case "pii":
      return { source: asSource(given, "user_message"), direction: "inbound" };
    case "known_bad_url":
      return { source: asSource(given, "web"), direction: "inbound" };
    case "tool_poisoning":
      return { source: "tool_output", direction: "inbound", tool: "tools/list" };
    case "shell":
      return { source: "agent_message", direction: "outbound", tool: "Bash" };
    default:
      return { source: asSource(given, "user_message"), direction: "inbound" };
  }
}

export interface Scored {
  r: CorpusRecord;
  res: ScanResult;
  flagged: boolean;
  score: number;
}

const SCORE_CLASS: Record<string, keyof ScanResult["scores"] | undefined> = {
  prompt_injection: "prompt_injection", ssrf: "ssrf", secrets: "secrets", pii: "pii", known_bad_url: "known_bad_url",
  tool_poisoning: "prompt_injection",
};

export function scoreRecord(r: CorpusRecord, policy?: ScanPolicy, options?: ScanOptions): Scored {
  const context = contextFor(r);
  // The same path as the service: shell commands are joined with the shell analyzer's decision.
  const res = combineShellScan(r.text, context, scanContent({ content: r.text, context }, policy, options), policy ? { policy } : {}).result;
  const cls = SCORE_CLASS[r.class];
  const score = cls === undefined ? Math.max(...Object.values(res.scores)) : res.scores[cls];
  let flagged: boolean;
  if (r.class === "tool_poisoning") flagged = res.verdict !== "clean";
  else if (r.class === "shell") flagged = res.verdict !== "clean";
  else flagged = res.verdict !== "clean" && score >= 0.5;
  return { r, res, flagged, score };
}
