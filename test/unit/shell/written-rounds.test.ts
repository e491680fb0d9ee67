// Commands written for this analyzer by people who had not read it: eight rounds of 50 attacks
// and 50 everyday look-alikes (a general brief, attacks dressed as maintenance, cloud and CI
// work, a coding agent's own toolchain and configuration, macOS and Windows PowerShell, data
// leaving by every channel, harm buried in multi-step procedures, evasion) and one of 100
// everyday commands. They were read to write the classes they test, so these figures are
// in-sample: the test keeps what was won from slipping back.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzeShell } from "../../../src/shell/index";

const ROUNDS = ["round-s1.jsonl", "round-s3.jsonl", "round-s5.jsonl", "round-s7.jsonl", "round-s9.jsonl", "round-s11.jsonl", "round-s13.jsonl", "round-s15.jsonl", "round-s17.jsonl"];
const rows = ROUNDS.flatMap((f) =>
  readFileSync(new URL(`../../fixtures/shell-rounds/${f}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { label: "attack" | "benign"; cmd: string }),
);
const attacks = rows.filter((r) => r.label === "attack").map((r) => analyzeShell(r.cmd).decision);
const benign = rows.filter((r) => r.label === "benign").map((r) => ({ cmd: r.cmd, d: analyzeShell(r.cmd).decision }));

describe("written rounds (in-sample)", () => {
  it("has the nine rounds whole", () => {
    expect(attacks).toHaveLength(400);
    expect(benign).toHaveLength(500);
  });
  it("blocks at least 390 of the 400 attacks and audits the rest", () => {
    expect(attacks.filter((d) => d === "block").length).toBeGreaterThanOrEqual(390);
    expect(attacks.filter((d) => d === "allow")).toEqual([]);
  });
  // Four everyday commands block by policy and are listed as such: an installer run after a
  // checksum fetched from the same server, printing .npmrc (which may hold a registry token),
  // a line appended to ~/.bashrc, and BASH_ENV pointed at a script.
  it("blocks no other of the 500 everyday commands", () => {
    const blocked = benign.filter((b) => b.d === "block").map((b) => b.cmd);
    expect(blocked.filter((c) => !/rustup-init|cat \.npmrc|>> ~\/\.bashrc|BASH_ENV=/.test(c))).toEqual([]);
    expect(blocked.length).toBeLessThanOrEqual(4);
  });
});
