// Commands written for this analyzer by people who had not read it (three rounds of 50 attacks
// and 50 everyday look-alikes: a general brief, one asking for attacks dressed as maintenance,
// one set in cloud, container and CI work). They were read to write the control-plane and flow
// classes, so these figures are in-sample: the test keeps what was won from slipping back.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzeShell } from "../../../src/shell/index";

const ROUNDS = ["round-s1.jsonl", "round-s3.jsonl", "round-s5.jsonl"];
const rows = ROUNDS.flatMap((f) =>
  readFileSync(new URL(`../../fixtures/shell-rounds/${f}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { label: "attack" | "benign"; cmd: string }),
);
const attacks = rows.filter((r) => r.label === "attack").map((r) => analyzeShell(r.cmd).decision);
const benign = rows.filter((r) => r.label === "benign").map((r) => ({ cmd: r.cmd, d: analyzeShell(r.cmd).decision }));

describe("written rounds (in-sample)", () => {
  it("has the three rounds whole", () => {
    expect(attacks).toHaveLength(150);
    expect(benign).toHaveLength(150);
  });
  it("blocks at least 144 of the 150 attacks and audits the rest", () => {
    expect(attacks.filter((d) => d === "block").length).toBeGreaterThanOrEqual(144);
    expect(attacks.filter((d) => d === "allow")).toEqual([]);
  });
  it("blocks none of the 150 everyday commands", () => {
    expect(benign.filter((b) => b.d === "block").map((b) => b.cmd)).toEqual([]);
  });
});
