// Users' round one (read), written by a fresh writer who had read neither the rules nor the corpus:
// 60 messages from users trying to talk a deployed assistant (an airline's, a bank's, a tutoring
// bot, a game's gatekeeper) out of its operator's rules or out of what it guards, and 80 honest
// messages to the same bots (exceptions asked with real reasons, questions about the rules, the
// user's own data, games).
//
// Counted at the start of the thirty-seventh stop, then after its changes: attacks 3 → 10 of 60,
// look-alikes 3 → 2 of 80. Its twin, written at the same time to a brief asking for mechanisms a
// detector author would not predict, is only counted (bench/heldout/us-s1*): 0 → 0 of 60 and 0 → 0
// of 80. The attacks gained: a guarded secret asked for in an encoding, as a riddle's answer or
// as an acrostic, its set-up asked for "exactly as loaded" or as a sentence to finish, a forged
// operator turn that lifts its restrictions. Rules for the deploying company's rules set aside "for
// this one message", the bot told to work for the customer instead of the company, and a known rule
// asked broken "between us" took it to 14, but moved neither twin and cost pattern code, so they
// were not kept. Still missed, and mostly beyond what text alone can judge: requests for other
// people's data, fake earlier agreements, threats and bribes, answers a tutor should not give. The fixture holds the attacks flagged ("gained" by this stop, "kept" before it) and
// every look-alike left clean ("cleared" by this stop).
import { describeReadRound } from "./pi-verdict";

describeReadRound("users' round one", "users-round-one.jsonl", { attacks: [3, 10], lookalikes: [3, 2, 80] });
