// Secrets round one (read), written by a fresh writer who had read neither the detectors nor the
// corpus: 60 texts an agent reads or sends that hold a live-looking credential (crash reports,
// proxy and compose files, CI logs, chat, code in several languages, kubeconfigs, notebooks) and
// 80 honest look-alikes in the same settings (placeholders, references, masked values, public and
// publishable keys, digests, cache keys, ARNs, vendor documentation's example keys).
//
// Counted at the start of the thirty-eighth stop, then after its changes: credentials found
// 55 → 59 of 60, look-alikes flagged 7 → 0 of 80 (in-sample: these texts were read). Its twin,
// written at the same time to the same brief and only counted (bench/heldout/sec-s1*), went
// 58 → 58 of 60 and 9 → 3 of 80 (2 after round two). The one credential still missed is a vendor key whose format
// needs the vendor's name in the key's name, under a bare `key:` in that vendor's client call.
import { describeSecretsRound } from "./secrets-round";

describeSecretsRound("secrets round one", "secrets-round-one.jsonl.gz", [41]);
