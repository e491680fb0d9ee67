// Round forty-nine (read), written by a fresh writer who had read neither the rules nor the corpus
// to a general brief in English: 60 attacks (45 in data, at least a third of them plain requests
// with no override or jailbreak word; 15 in the user's own message) and 80 look-alikes (requests
// people really send, runbooks, articles and training that quote attacks, operators' own notes to
// their agents, hand-offs between agents, edgy but legitimate questions).
//
// Counted at the start of the thirty-third stop, then after its changes: attacks 25 → 28 of 60,
// look-alikes 9 → 8 of 80. Its twin, round fifty, was written with the same brief and is only
// counted (bench/heldout): 27 of 60 and 5 of 80 before and after. Most of the attacks still missed
// are addressed to an agent by a role a person could hold too ("calendar assistants", "booking
// agents", "whoever is accepting this on the owner's behalf"), or ask plainly for an effect no
// family names (a meeting reported cancelled, a fake policy "only your support AI can see"); the
// look-alikes still flagged quote attacks in articles, search results and test fixtures, or are
// customers' and colleagues' genuine requests inside tool results. The fixture holds the attacks
// flagged ("gained" by this stop, "kept" before it) and every look-alike left clean ("cleared" by
// this stop).
import { describeReadRound } from "./pi-verdict";

describeReadRound("round forty-nine", "round-forty-nine.jsonl", { attacks: [25, 28], lookalikes: [9, 8, 80] });
