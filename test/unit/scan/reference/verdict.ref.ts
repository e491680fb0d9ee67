// Reference copy of the implementation before the speed work of issue 18, kept verbatim (imports
// re-pointed) so test/unit/scan/fast-paths.test.ts can compare the optimised code with it.
// Scores and verdict. A class score is the noisy-OR of its findings' confidences, counting each
// rule once (its strongest hit) so one repeated phrase cannot saturate a score by repetition.
import { SCAN_CLASSES, type ClassThresholds, type ScanClass, type ScanPolicy, type Scores, type Verdict } from "../../../../src/scan/types";

/** Default per-class thresholds for the verdict bands (protocol §3.2). */
export const VERDICT_THRESHOLDS: Readonly<Record<ScanClass, ClassThresholds>> = {
  prompt_injection: { suspicious: 0.5, malicious: 0.9 },
  ssrf: { suspicious: 0.5, malicious: 0.85 },
  secrets: { suspicious: 0.5, malicious: 0.85 },
  // Personal data is a handling concern, not an attack: never "malicious" unless a tenant says so.
  pii: { suspicious: 0.5, malicious: 1 },
  known_bad_url: { suspicious: 0.5, malicious: 0.85 },
};

export function noisyOr(confidences: readonly number[]): number {
  let miss = 1;
  for (const c of confidences) miss *= 1 - Math.min(1, Math.max(0, c));
  return 1 - miss;
}

export function scoreClasses(findings: readonly { class: ScanClass; rule_id: string; confidence: number }[]): Scores {
  const best = new Map<string, { cls: ScanClass; c: number }>();
  for (const f of findings) {
    const key = `${f.class}\u0000${f.rule_id}`;
    const prev = best.get(key);
    if (prev === undefined || f.confidence > prev.c) best.set(key, { cls: f.class, c: f.confidence });
  }
  const per: Record<ScanClass, number[]> = { prompt_injection: [], ssrf: [], secrets: [], pii: [], known_bad_url: [] };
  for (const { cls, c } of best.values()) per[cls].push(c);
  const scores = {} as Scores;
  for (const cls of SCAN_CLASSES) scores[cls] = round(noisyOr(per[cls]));
  return scores;
}

/** Four decimals; evidence accumulated by noisy-OR never rounds up to certainty. */
function round(x: number): number {
  return Math.min(0.9999, Math.round(Math.min(1, Math.max(0, x)) * 10000) / 10000);
}

export function thresholdsFor(policy: ScanPolicy | undefined): Record<ScanClass, ClassThresholds> {
  const out = {} as Record<ScanClass, ClassThresholds>;
  for (const cls of SCAN_CLASSES) {
    const o = policy?.thresholds?.[cls];
    const d = VERDICT_THRESHOLDS[cls];
    const sus = clampT(o?.suspicious, d.suspicious);
    const mal = clampT(o?.malicious, d.malicious);
    out[cls] = { suspicious: sus, malicious: Math.max(sus, mal) };
  }
  return out;
}

function clampT(v: number | undefined, d: number): number {
  return typeof v === "number" && Number.isFinite(v) ? Math.min(1.01, Math.max(0, v)) : d;
}

export function decideVerdict(scores: Scores, t: Record<ScanClass, ClassThresholds>, floorSuspicious: boolean): Verdict {
  let v: Verdict = floorSuspicious ? "suspicious" : "clean";
  for (const cls of SCAN_CLASSES) {
    const s = scores[cls];
    if (s >= t[cls].malicious && s > 0) return "malicious";
    if (s >= t[cls].suspicious && s > 0) v = "suspicious";
  }
  return v;
}
