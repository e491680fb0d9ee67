// MCP tool descriptions written for this scanner by people who had not read it: ten rounds of 45
// poisoned and 75 benign look-alikes (a general brief, three times, the last two as a red team; the attack
// families published for MCP, twice, written to slip past a pattern matcher the second time; the
// user's outcome bent for someone else as product behaviour, five times, the last three as product
// specification text and prose, the last of all with mechanisms a detector author would not predict:
// 5 of its 45 are flagged). They were read to write the classes they test, so
// these figures are in-sample: the test keeps what was won from slipping back. The held-out
// figures are in docs/TOOL-POISONING.md.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";

const ROUNDS = ["round-w1.txt", "round-w3.txt", "round-w5.txt", "round-w7.txt", "round-w9.txt", "round-w11.txt", "round-w13.txt", "round-w15.txt", "round-w17.txt", "round-w19.txt"];
const rows = ROUNDS.flatMap((f) =>
  readFileSync(new URL(`../../fixtures/tool-rounds/${f}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const [label, name, ...rest] = l.split("|");
      return { label: label as string, name: name as string, text: rest.join("|").replace(/\\n/g, "\n") };
    }),
);
const flagged = (text: string): boolean =>
  scanContent({ content: text, context: { source: "tool_output", direction: "inbound", tool: "tools/list" } }).verdict !== "clean";
const poisoned = rows.filter((r) => r.label === "poisoned").map((r) => flagged(r.text));
const benign = rows.filter((r) => r.label === "benign").map((r) => ({ name: r.name, flagged: flagged(r.text) }));

describe("written tool-description rounds (in-sample)", () => {
  it("has the ten rounds whole", () => {
    expect(poisoned).toHaveLength(450);
    expect(benign).toHaveLength(750);
  });
  it("flags at least 373 of the 450 poisoned descriptions", () => {
    expect(poisoned.filter(Boolean).length).toBeGreaterThanOrEqual(373);
  });
  // Six benign descriptions are flagged and listed: a memory tool that saves facts "for future
  // conversations", an HTML comment left by a code generator, an irreversible-delete <note>, a
  // fetch tool that "does not send cookies or stored credentials" (a phrase rule that reads no
  // negation before its verb), a config writer and an MFA enrolment tool that older phrase rules
  // (tp.deceive, tp.secrecy) read as scripting or secrecy.
  it("flags no other of the 750 benign descriptions", () => {
    const names = benign.filter((b) => b.flagged).map((b) => b.name);
    expect(names.filter((n) => !["remember_fact", "openapi_get_user", "delete_file", "http_fetch", "write_project_config", "enroll_mfa_device"].includes(n))).toEqual([]);
    expect(names.length).toBeLessThanOrEqual(6);
  });
});
