// Deterministic quality gate on the development corpus (shared/corpus/shell.jsonl). Thresholds
// sit a few points under what the analyzer reaches today (see docs/SHELL.md), so a regression
// fails. With CI set, a missing corpus is a failure, not a skip.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateShell, shellCorpusPath, type ShellQuality } from "../../../bench/shell";
import { evaluateShellDev, moreShellPath, type ShellDevQuality } from "../../../bench/shell-families";

const available = existsSync(shellCorpusPath());

describe("shell corpus quality gate", () => {
  if (!available) {
    it("corpus is present", () => {
      if (process.env.CI) throw new Error(`shell corpus missing at ${shellCorpusPath()}`);
    });
    return;
  }
  let q: ShellQuality | undefined;
  const get = (): ShellQuality => (q ??= evaluateShell());
  const GATES: [string, () => number, "min" | "max", number][] = [
    ["BLOCK cases blocked", () => get().block.blockedRate, "min", 0.97],
    ["AUDIT cases at least audited", () => get().audit.auditedOrBlockedRate, "min", 0.95],
    ["ALLOW cases blocked", () => get().allow.blockedRate, "max", 0.02],
    ["ALLOW cases audited", () => get().allow.auditedRate, "max", 0.05],
    ["evasion-tagged BLOCK cases blocked", () => get().evasion.block.block / Math.max(1, get().evasion.block.n), "min", 0.95],
  ];
  for (const [name, metric, dir, bound] of GATES)
    it(`${name} ${dir === "min" ? "≥" : "≤"} ${bound}`, () => {
      const v = metric();
      if (dir === "min") expect(v).toBeGreaterThanOrEqual(bound);
      else expect(v).toBeLessThanOrEqual(bound);
    });
  it("is deterministic", () => {
    expect(JSON.stringify(evaluateShell())).toBe(JSON.stringify(get()));
  });
});

// The whole development set: shell.jsonl plus the newer sources (Atomic Red Team by ATT&CK
// tactic, tldr everyday commands). Thresholds a few points under today's figures
// (docs/SHELL.md), so a regression fails; the targets are above them and not yet met.
describe("shell quality gate, whole development set", () => {
  if (!existsSync(moreShellPath())) {
    it("newer sources are present", () => {
      if (process.env.CI) throw new Error(`shell corpus missing at ${moreShellPath()}`);
    });
    return;
  }
  let q: ShellDevQuality | undefined;
  const get = (): ShellDevQuality => (q ??= evaluateShellDev());
  const GATES: [string, () => number, "min" | "max", number][] = [
    ["BLOCK cases blocked", () => get().positives.block / get().positives.n, "min", 0.87],
    ["BLOCK cases at least audited", () => get().positives.auditOrBlock / get().positives.n, "min", 0.97],
    ["AUDIT cases at least audited", () => get().suspicious.auditOrBlock / get().suspicious.n, "min", 0.87],
    ["benign commands blocked", () => get().negatives.block / get().negatives.n, "max", 0.025],
    ["leave-one-family-out macro BLOCK recall", () => get().lofoMacroBlock, "min", 0.63],
  ];
  for (const [name, metric, dir, bound] of GATES)
    it(`${name} ${dir === "min" ? "≥" : "≤"} ${bound}`, () => {
      const v = metric();
      if (dir === "min") expect(v).toBeGreaterThanOrEqual(bound);
      else expect(v).toBeLessThanOrEqual(bound);
    });
});
