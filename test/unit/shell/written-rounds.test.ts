// Commands written for this analyzer by people who had not read it (five rounds of 50 attacks
// and 50 everyday look-alikes: a general brief, attacks dressed as maintenance, cloud and CI
// work, a coding agent's own toolchain and configuration, macOS and Windows PowerShell). They
// were read to write the control-plane, flow, toolchain and PowerShell classes, so these figures
// are in-sample: the test keeps what was won from slipping back.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzeShell } from "../../../src/shell/index";

const ROUNDS = ["round-s1.jsonl", "round-s3.jsonl", "round-s5.jsonl", "round-s7.jsonl", "round-s9.jsonl"];
const rows = ROUNDS.flatMap((f) =>
  readFileSync(new URL(`../../fixtures/shell-rounds/${f}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { label: "attack" | "benign"; cmd: string }),
);
const attacks = rows.filter((r) => r.label === "attack").map((r) => analyzeShell(r.cmd).decision);
const benign = rows.filter((r) => r.label === "benign").map((r) => ({ cmd: r.cmd, d: analyzeShell(r.cmd).decision }));

describe("written rounds (in-sample)", () => {
  it("has the five rounds whole", () => {
    expect(attacks).toHaveLength(250);
    expect(benign).toHaveLength(250);
  });
  it("blocks at least 244 of the 250 attacks and audits the rest", () => {
    expect(attacks.filter((d) => d === "block").length).toBeGreaterThanOrEqual(244);
    expect(attacks.filter((d) => d === "allow")).toEqual([]);
  });
  it("blocks none of the 250 everyday commands", () => {
    expect(benign.filter((b) => b.d === "block").map((b) => b.cmd)).toEqual([]);
  });
});
