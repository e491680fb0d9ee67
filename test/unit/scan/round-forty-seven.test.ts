// Round forty-seven (read) and two sets of benign texts in Spanish, French, German, Italian and
// Portuguese, written by fresh writers who had read neither the rules nor the corpus: 60 attacks
// (45 in data, half written plainly; 15 in the user's own message) and 80 look-alikes; 500
// ordinary texts (requests to an assistant, office mail, pages, documents, tool results,
// hand-offs); 150 hard look-alikes (articles and training about prompt injection quoting attacks,
// translation requests, role-play, notes to a human assistant, legitimate notices).
//
// Counted before this stop's changes, then after them: attacks 17 → 29 of 60 (all twelve gained
// through the gloss reading, detectors/translated.ts); look-alikes 2 → 2 of 80; ordinary texts
// 9 → 10 of 500; hard look-alikes 23 → 25 of 150 (the gloss adds 4; German „…“ quotations read as
// quotations and "what it must refuse" no longer read as "will not refuse" take 2 old flags off).
// Every text the gloss added to the flagged look-alikes is flagged in English too, by the same rule
// (a blog post on how users make chatbots reveal their system prompt, meeting minutes listing attack
// types): the gloss inherits the English detectors' false positives, not new ones. The fixture holds
// the attacks flagged ("gained" with the gloss, "kept" without it) and every benign text left clean.
import { describe, expect, it } from "vitest";
import { itJudgesRows, roundRows, type RoundRow } from "./pi-verdict";

const { rows, pick } = roundRows<RoundRow & { round: string }>("round-forty-seven.jsonl");
const n = (round: string, ...groups: RoundRow["group"][]) => rows.filter((r) => r.round === round && groups.includes(r.group)).length;

describe("round forty-seven and the benign sets (read): what the figures above count", () => {
  it("holds the rows", () => {
    expect([n("47", "gained"), n("47", "kept")]).toEqual([29 - 17, 17]);
    expect([n("47", "lookalike", "cleared"), n("bulk", "lookalike", "cleared"), n("hard", "lookalike", "cleared")]).toEqual([80 - 2, 500 - 10, 150 - 25]);
  });
});

describe("round forty-seven: the attacks flagged", () => {
  itJudgesRows(
    rows.filter((r) => r.round === "47" && (r.group === "gained" || r.group === "kept")).map((r) => [r.source, r.text]),
    true,
  );
});

describe("round forty-seven and the benign sets: the texts left clean", () => {
  itJudgesRows(pick("lookalike", "cleared"), false);
});
