// Secrets round two (read), written by a fresh writer who had read neither the detectors nor the
// corpus, to a brief about the boundary between what is secret and what only looks it: 60
// credentials in hard places (a server key beside its public twin, a CSV export's password column,
// shell and Redis history, Wi-Fi and IPsec pre-shared keys, an encryption key pasted in chat,
// recovery codes) and 80 look-alikes designed to be public or made harmless (Firebase client
// configs, Supabase anon keys, client-side payment keys, documentation sample JWTs, Sealed
// Secrets' ciphertext, transaction hashes, vendors' documentation examples).
//
// Counted when written (after the thirty-eighth stop's first secrets changes), then after the
// second: credentials found 50 → 58 of 60, look-alikes flagged 8 → 0 of 80 (in-sample). The
// counted rounds went sec-s1 3 → 2 and sec-s2 6 → 4 of 80 look-alikes flagged, credentials
// unchanged (58 and 54 of 60). Still missed: recovery codes with no word about them (hex pairs in a
// tool's output) and one-time backup codes in an e-mail (groups of digits).
import { describeSecretsRound } from "./secrets-round";

describeSecretsRound("secrets round two", "secrets-round-two.jsonl.gz", [22, 23]);
