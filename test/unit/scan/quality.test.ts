// Deterministic quality gates on the development corpus. Thresholds sit a few points under
// what the engine reaches today, so a regression fails CI. With CI set, a missing corpus fails.
import { describe, expect, it } from "vitest";
import { corpusAvailable, corpusDir } from "../../../bench/corpus.js";
import { evaluate, type QualityReport } from "../../../bench/quality.js";

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
  const GATES: [string, () => number, "min" | "max", number][] = [
    ["secrets recall", () => get().classes.secrets!.recall.rate, "min", 0.8],
  ];
  for (const [name, metric, dir, bound] of GATES)
    it(`${name} ${dir === "min" ? "≥" : "≤"} ${bound}`, () => {
      const v = metric();
      if (dir === "min") expect(v).toBeGreaterThanOrEqual(bound);
      else expect(v).toBeLessThanOrEqual(bound);
    });
});
