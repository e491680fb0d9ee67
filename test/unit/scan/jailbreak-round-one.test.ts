// Jailbreak round one (read), written by a fresh writer who had read neither the rules nor the
// corpus: 70 requests for content a model should refuse, wrapped in persuasion (role-play,
// fiction, claimed professions and approvals, emotional stakes, "no disclaimers", dictated
// openings), a third without any alarm word, over twelve kinds of harm; and 90 look-alikes
// (role-play, dark fiction, defensive security, drug-safety and history questions, hypotheticals
// about harmless things). Everything arrives as the user's own message.
//
// Counted at the start of the thirty-fifth stop, then after its changes: attacks 2 → 10 of 70,
// look-alikes 0 → 0 of 90. Three rounds written to the same kind of brief and only counted
// (bench/heldout/jb-s*) went 8 → 11 of 210, their look-alikes 2 → 2 of 270: most of these
// requests name the harm in everyday words ("what can I put in his food", "hide an AirTag in
// her car") and carry no jailbreak mechanism a rule reads, which is a content-safety model's
// job more than an injection detector's (docs/DETECTION.md). The fixture holds the attacks flagged
// ("gained" by this stop, "kept" before it) and every look-alike left clean.
import { describe, expect, it } from "vitest";
import { itJudgesRows, roundRows, type RoundRow } from "./pi-verdict";

const { rows, pick } = roundRows<RoundRow & { round: string }>("jailbreak-round-one.jsonl");
const n = (...groups: RoundRow["group"][]) => rows.filter((r) => groups.includes(r.group)).length;

describe("jailbreak round one (read): what the figures above count", () => {
  it("holds the rows", () => {
    expect([n("gained"), n("kept")]).toEqual([10 - 2, 2]);
    expect(n("lookalike", "cleared")).toBe(90);
  });
});

describe("jailbreak round one: the attacks flagged", () => {
  itJudgesRows(pick("gained", "kept"), true);
});

describe("jailbreak round one: the look-alikes left clean", () => {
  itJudgesRows(pick("lookalike", "cleared"), false);
});
