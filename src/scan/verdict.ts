// Scores and verdict. A class score is the noisy-OR of its findings' confidences, counting each
// rule once (its strongest hit) so one repeated phrase cannot saturate a score by repetition.
import { SCAN_CLASSES, type ClassThresholds, type ScanClass, type ScanPolicy, type Scores, type Verdict } from "./types";

/** Default per-class thresholds for the verdict bands (protocol §3.2). */
export const VERDICT_THRESHOLDS: Readonly<Record<ScanClass, ClassThresholds>> = {
  prompt_injection: { suspicious: 0.5, malicious: 0.9 },
  ssrf: { suspicious: 0.5, malicious: 0.85 },
  secrets: { suspicious: 0.5, malicious: 0.85 },
  // Personal data is a handling concern, not an attack: never "malicious" unless a tenant says so.
  pii: { suspicious: 0.5, malicious: 1 },
  known_bad_url: { suspicious: 0.5, malicious: 0.85 },
};

/**
 * What, in content an agent reads, would steer it: the findings of a class that is not data the
 * content holds, where that class is at the suspicious line. A credential or personal data in a
 * read file is reported and judged again when it would leave (arguments, outbound scans); an
 * injection, a malicious link or an internal target is what a reader withholds or warns about.
 * With the scan's `scores`, a class counts by its score (two traits that together flag do; a
 * reference listed under the line does not); without them (an older client's answer), each finding
 * counts by its own confidence. The hooks, the local MCP proxy and the gateway share this.
 */
export function steeringFindings<T extends { class: string; confidence?: number }>(findings: readonly T[], scores?: Partial<Record<string, number>>): T[] {
  return findings.filter((f) => {
    if (f.class === "secrets" || f.class === "pii") return false;
    const score = scores?.[f.class];
    return score !== undefined ? score >= suspiciousLine(f.class) : atFlagLine(f);
  });
}
/** A finding a reader acts on: at its class's default suspicious line, or reported without a confidence. */
export const atFlagLine = (f: { class: string; confidence?: number }): boolean => f.confidence === undefined || f.confidence >= suspiciousLine(f.class);
/** A class's default suspicious line (VERDICT_THRESHOLDS); a class of no scan (a hook's "unscanned") at the lowest. */
const suspiciousLine = (cls: string): number => (VERDICT_THRESHOLDS as Readonly<Record<string, ClassThresholds>>)[cls]?.suspicious ?? LOWEST_SUSPICIOUS;
const LOWEST_SUSPICIOUS = Math.min(...SCAN_CLASSES.map((c) => VERDICT_THRESHOLDS[c].suspicious));

export function noisyOr(confidences: readonly number[]): number {
  let miss = 1;
  for (const c of confidences) miss *= 1 - Math.min(1, Math.max(0, c));
  return 1 - miss;
}

export function scoreClasses(findings: readonly { class: ScanClass; rule_id: string; confidence: number }[]): Scores {
  return findings.length <= 16 ? scoreFew(findings) : scoreMany(findings);
}

function scoreMany(findings: readonly { class: ScanClass; rule_id: string; confidence: number }[]): Scores {
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

/**
 * `scoreClasses` for the usual handful of findings, without a map or per-class arrays: each
 * (class, rule) pair is scored at its first finding with its strongest confidence, the pairs in
 * the order of their first findings, so each class multiplies the same factors in the same order.
 */
function scoreFew(findings: readonly { class: ScanClass; rule_id: string; confidence: number }[]): Scores {
  let pi = 1, ssrf = 1, secrets = 1, pii = 1, kbu = 1;
  outer: for (let i = 0; i < findings.length; i++) {
    const f = findings[i] as (typeof findings)[number];
    for (let j = 0; j < i; j++) {
      const g = findings[j] as (typeof findings)[number];
      if (g.class === f.class && g.rule_id === f.rule_id) continue outer;
    }
    let c = f.confidence;
    for (let j = i + 1; j < findings.length; j++) {
      const g = findings[j] as (typeof findings)[number];
      if (g.class === f.class && g.rule_id === f.rule_id && g.confidence > c) c = g.confidence;
    }
    const miss = 1 - Math.min(1, Math.max(0, c));
    switch (f.class) {
      case "prompt_injection": pi *= miss; break;
      case "ssrf": ssrf *= miss; break;
      case "secrets": secrets *= miss; break;
      case "pii": pii *= miss; break;
      case "known_bad_url": kbu *= miss; break;
      default: return scoreMany(findings); // not a class: fails the way the general path does
    }
  }
  const miss: Record<ScanClass, number> = { prompt_injection: pi, ssrf, secrets, pii, known_bad_url: kbu };
  const scores = {} as Scores;
  for (const cls of SCAN_CLASSES) scores[cls] = round(1 - miss[cls]);
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
