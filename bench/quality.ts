// Detection-quality metrics over the corpus: recall, false-positive rates, splits by source
// and setting, and score-band calibration.
import { PII_ENTITIES_CLAIMED } from "../src/scan/index";
import { loadCorpus, scoreRecord, type Scored } from "./corpus";
import { kbuHeuristicsOnly, type KbuHeldOut } from "./kbu-heuristics";
import { decodeSnapshot, fromBase64 } from "../src/feeds/snapshot";
import { SNAPSHOT_B64 } from "../src/feeds/snapshot.data";

export interface Rate { n: number; hits: number; rate: number }
const rate = (xs: Scored[], pred: (s: Scored) => boolean): Rate => {
  const hits = xs.filter(pred).length;
  return { n: xs.length, hits, rate: xs.length === 0 ? 0 : hits / xs.length };
};

/** Corpus entity names we count under each claimed entity type. */
export const ENTITY_ALIASES: Record<string, string[]> = {
  PHONE_NUMBER: ["PHONE_NUMBER", "PH_MOBILE_NUMBER", "TR_PHONE_NUMBER"],
  ES_NIF: ["ES_NIF", "ES_NIE"],
};
export function claimedCorpusEntities(): Set<string> {
  return new Set(PII_ENTITIES_CLAIMED.flatMap((e) => ENTITY_ALIASES[e] ?? [e]));
}

export interface ClassQuality {
  recall: Rate;
  fpr: Rate;
  fprHard: Rate;
  fprEasy: Rate;
  bands: { band: string; pos: number; neg: number; precision: number | null }[];
}

export interface QualityReport {
  classes: Record<string, ClassQuality>;
  piBySource: Record<string, Rate>;
  piNegBySource: Record<string, Rate>;
  piBySetting: Record<string, Rate>;
  /** The same splits with the learned classifier disabled: what the rules alone achieve. */
  piBySourceRulesOnly: Record<string, Rate>;
  piNegBySourceRulesOnly: Record<string, Rate>;
  /** known_bad_url recall with the curated abused-hosting paths disabled: structure alone. */
  kbuStructuralOnly: { recall: Rate; fpr: Rate };
  /** known_bad_url with every feed and curated-list rule disabled ("feed held out"), per source incl. more/. */
  kbuHeuristicsOnly: KbuHeldOut;
  /** The committed threat-feed snapshot: size, first-use decode time, lookup cost. */
  feedSnapshot?: { version: string; entries: number; bytes: number; feeds: string[]; decodeMs: number; lookupUs: number };
  secdocsMalicious: Rate;
  secdocsFlagged: Rate;
  piiClaimed: { entities: string[]; recall: Rate; fprNearMiss: Rate; recallAll: Rate; perEntity: Record<string, Rate> };
  toolPoisoning: { recall: Rate; fpr: Rate; fprBySource: Record<string, Rate> };
  shell: { blockAsMalicious: Rate; auditAtLeastSuspicious: Rate; allowClean: Rate };
  misses: Record<string, string[]>;
  falsePositives: Record<string, string[]>;
}

const BANDS: [string, number, number][] = [["[0,0.2)", 0, 0.2], ["[0.2,0.5)", 0.2, 0.5], ["[0.5,0.8)", 0.5, 0.8], ["[0.8,1]", 0.8, 1.01]];
const prefix = (id: string): string => id.split(/[:#]/)[0] ?? id;

function group(xs: Scored[], key: (s: Scored) => string | undefined, pred: (s: Scored) => boolean): Record<string, Rate> {
  const m = new Map<string, Scored[]>();
  for (const s of xs) {
    const k = key(s);
    if (k === undefined) continue;
    m.set(k, [...(m.get(k) ?? []), s]);
  }
  return Object.fromEntries([...m.entries()].sort().map(([k, v]) => [k, rate(v, pred)]));
}

/**
 * Classes whose newer sources (`more/`) are in the gates. The shell, secrets and URL additions
 * are reported per source by the bench (bench/loso.ts) but not yet gated: their detectors are
 * being reworked for them.
 */
export const GATED_MORE = ["prompt_injection", "tool_poisoning"] as const;

export function evaluate(records = loadCorpus(undefined, undefined, GATED_MORE)): QualityReport {
  const scored = records.map((r) => scoreRecord(r));
  const by = (cls: string): Scored[] => scored.filter((s) => s.r.class === cls);
  const classes: Record<string, ClassQuality> = {};
  const misses: Record<string, string[]> = {};
  const fps: Record<string, string[]> = {};
  for (const cls of ["prompt_injection", "ssrf", "secrets", "pii", "known_bad_url", "tool_poisoning"]) {
    const xs = by(cls);
    const pos = xs.filter((s) => s.r.label === "positive");
    const neg = xs.filter((s) => s.r.label === "negative");
    classes[cls] = {
      recall: rate(pos, (s) => s.flagged),
      fpr: rate(neg, (s) => s.flagged),
      fprHard: rate(neg.filter((s) => s.r.hard), (s) => s.flagged),
      fprEasy: rate(neg.filter((s) => !s.r.hard), (s) => s.flagged),
      bands: BANDS.map(([band, lo, hi]) => {
        const p = pos.filter((s) => s.score >= lo && s.score < hi).length;
        const n = neg.filter((s) => s.score >= lo && s.score < hi).length;
        return { band, pos: p, neg: n, precision: p + n === 0 ? null : p / (p + n) };
      }),
    };
    misses[cls] = pos.filter((s) => !s.flagged).map((s) => s.r.id);
    fps[cls] = neg.filter((s) => s.flagged).map((s) => s.r.id);
  }
  const pi = by("prompt_injection");
  const rulesOnly = pi.map((s) => scoreRecord(s.r, { disabled_rules: ["pi.model.lr"] }));
  const piPos = pi.filter((s) => s.r.label === "positive");
  const piNeg = pi.filter((s) => s.r.label === "negative");
  const secdocs = piNeg.filter((s) => s.r.meta.soft === true);
  const claimed = claimedCorpusEntities();
  const pii = by("pii");
  const ents = (s: Scored): string[] => (Array.isArray(s.r.meta.entities) ? (s.r.meta.entities as string[]) : []);
  const piiPosClaimed = pii.filter((s) => s.r.label === "positive" && ents(s).some((e) => claimed.has(e)));
  const piiNegClaimed = pii.filter((s) => s.r.label === "negative" && ents(s).some((e) => claimed.has(e)));
  const perEntity: Record<string, Rate> = {};
  for (const e of claimed) perEntity[e] = rate(pii.filter((s) => s.r.label === "positive" && ents(s).includes(e)), (s) => s.flagged);
  const kbu = by("known_bad_url").map((s) => scoreRecord(s.r, { disabled_rules: ["kbu.abused-file-hosting", "kbu.curated-blocklist"] }));
  const tp = by("tool_poisoning");
  const shell = by("shell");
  return {
    classes,
    piBySource: group(piPos, (s) => prefix(s.r.id), (s) => s.flagged),
    piNegBySource: group(piNeg, (s) => prefix(s.r.id), (s) => s.flagged),
    piBySourceRulesOnly: group(rulesOnly.filter((s) => s.r.label === "positive"), (s) => prefix(s.r.id), (s) => s.flagged),
    piNegBySourceRulesOnly: group(rulesOnly.filter((s) => s.r.label === "negative"), (s) => prefix(s.r.id), (s) => s.flagged),
    kbuHeuristicsOnly: kbuHeuristicsOnly(loadCorpus(undefined, ["known_bad_url"], ["known_bad_url"])),
    feedSnapshot: measureSnapshot(loadCorpus(undefined, ["known_bad_url"], ["known_bad_url"]).map((r) => r.text)),
    kbuStructuralOnly: { recall: rate(kbu.filter((s) => s.r.label === "positive"), (s) => s.flagged), fpr: rate(kbu.filter((s) => s.r.label === "negative"), (s) => s.flagged) },
    piBySetting: group(piPos, (s) => (typeof s.r.meta.setting === "string" ? s.r.meta.setting : undefined), (s) => s.flagged),
    secdocsMalicious: rate(secdocs, (s) => s.res.verdict === "malicious"),
    secdocsFlagged: rate(secdocs, (s) => s.flagged),
    piiClaimed: {
      entities: [...claimed].sort(),
      recall: rate(piiPosClaimed, (s) => s.flagged),
      fprNearMiss: rate(piiNegClaimed, (s) => s.flagged),
      recallAll: rate(pii.filter((s) => s.r.label === "positive"), (s) => s.flagged),
      perEntity,
    },
    toolPoisoning: {
      recall: rate(tp.filter((s) => s.r.label === "positive"), (s) => s.flagged),
      fpr: rate(tp.filter((s) => s.r.label === "negative"), (s) => s.flagged),
      fprBySource: group(tp.filter((s) => s.r.label === "negative"), (s) => prefix(s.r.id), (s) => s.flagged),
    },
    shell: {
      blockAsMalicious: rate(shell.filter((s) => s.r.label === "positive"), (s) => s.res.verdict === "malicious"),
      auditAtLeastSuspicious: rate(shell.filter((s) => s.r.label === "suspicious"), (s) => s.res.verdict !== "clean"),
      allowClean: rate(shell.filter((s) => s.r.label === "negative"), (s) => s.res.verdict === "clean"),
    },
    misses,
    falsePositives: fps,
  };
}

/** Decodes the committed snapshot afresh (as an isolate does on first use) and times lookups. */
function measureSnapshot(texts: string[]): NonNullable<QualityReport["feedSnapshot"]> {
  const bytes = fromBase64(SNAPSHOT_B64);
  const t0 = performance.now();
  const set = decodeSnapshot(bytes);
  const decodeMs = Math.round((performance.now() - t0) * 100) / 100;
  const hosts = texts.flatMap((t) => { try { const u = new URL(t.trim().split(/\s/)[0] ?? ""); return [[u.hostname, u.port, u.pathname + u.search] as const]; } catch { return []; } });
  for (const [h, p, q] of hosts.slice(0, 2000)) set.lookup(h, p, q);
  const runs: number[] = [];
  for (let k = 0; k < 5; k++) {
    const a = performance.now();
    for (const [h, p, q] of hosts) set.lookup(h, p, q);
    runs.push(((performance.now() - a) * 1000) / Math.max(1, hosts.length));
  }
  runs.sort((a, b) => a - b);
  return { version: set.meta.version, entries: set.meta.count, bytes: bytes.length, feeds: set.meta.feeds.map((f) => f.name), decodeMs, lookupUs: Math.round((runs[2] ?? 0) * 100) / 100 };
}
