// False alarms on ordinary code and documentation: what a coding agent reads all day. The text is
// this project's own `node_modules` (pinned by package-lock.json, so every machine that ran
// `npm ci` reads the same files), cut into 4 KB chunks and scanned as a file read and as a tool's
// output. Nothing in it is an attack written for an agent, though a few packages hold prompts and
// injection strings on purpose (an agents SDK, injection detectors); the table names the packages
// with the most flags so that such a package is seen for what it is. Prints no content.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { scanContent } from "../src/scan/index";

const EXTENSIONS = /\.(?:js|mjs|cjs|ts|mts|cts|md|txt|json|ya?ml)$/;
const CHUNK = 4096;
/** Chunks read from each file at most, and chunks in all: enough to measure, bounded in time. */
const PER_FILE = 2;
const MAX_CHUNKS = 12_000;
const MAX_FILE = 4 * 1024 * 1024;

export interface CodeLookalikes {
  chunks: number;
  /** Chunks read from each file at most (its first ones). */
  perFile: number;
  /** Flagged for injection (verdict not clean, score ≥ 0.5), per source the chunk arrived as. */
  flagged: Record<string, number>;
  /** Flagged for any class. */
  flaggedAny: Record<string, number>;
  /** Packages with the most injection flags (both sources together). */
  topPackages: { name: string; flags: number }[];
  seconds: number;
}

function files(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const n of names) {
    const p = path.join(dir, n);
    let st;
    try {
      st = statSync(p);
    } catch {
      continue;
    }
    if (st.isDirectory()) files(p, out);
    else if (EXTENSIONS.test(n) && !n.endsWith(".map") && st.size > 0 && st.size <= MAX_FILE) out.push(p);
  }
}

const packageOf = (rel: string): string => {
  const parts = rel.split(path.sep);
  const i = parts.lastIndexOf("node_modules");
  const at = i >= 0 ? i + 1 : 0;
  return (parts[at] ?? "").startsWith("@") ? `${parts[at]}/${parts[at + 1]}` : (parts[at] ?? "");
};

/** Null when there is no node_modules to read. */
export function codeLookalikes(root: string): CodeLookalikes | null {
  const nm = path.join(root, "node_modules");
  const all: string[] = [];
  files(nm, all);
  if (all.length === 0) return null;
  // An even spread over the sorted files, so no one large package fills the sample.
  const step = Math.max(1, Math.floor(all.length / (MAX_CHUNKS / PER_FILE)));
  const t = performance.now();
  const flagged: Record<string, number> = { file: 0, tool_output: 0 };
  const flaggedAny: Record<string, number> = { file: 0, tool_output: 0 };
  const perPackage = new Map<string, number>();
  let chunks = 0;
  for (let f = 0; f < all.length && chunks < MAX_CHUNKS; f += step) {
    const file = all[f] as string;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (let k = 0; k < PER_FILE && k * CHUNK < text.length && chunks < MAX_CHUNKS; k++) {
      const chunk = text.slice(k * CHUNK, (k + 1) * CHUNK);
      if (chunk.length < 200) continue;
      chunks++;
      for (const source of ["file", "tool_output"] as const) {
        const r = scanContent({ content: chunk, context: { source, direction: "inbound" } });
        if (r.verdict === "clean") continue;
        flaggedAny[source] = (flaggedAny[source] ?? 0) + 1;
        if (r.scores.prompt_injection >= 0.5) {
          flagged[source] = (flagged[source] ?? 0) + 1;
          const name = packageOf(path.relative(root, file));
          perPackage.set(name, (perPackage.get(name) ?? 0) + 1);
        }
      }
    }
  }
  const topPackages = [...perPackage.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 6).map(([name, flags]) => ({ name, flags }));
  return { chunks, perFile: PER_FILE, flagged, flaggedAny, topPackages, seconds: Math.round((performance.now() - t) / 100) / 10 };
}
