// Secrets round one (read), written by a fresh writer who had read neither the detectors nor the
// corpus: 60 texts an agent reads or sends that hold a live-looking credential (crash reports,
// proxy and compose files, CI logs, chat, code in several languages, kubeconfigs, notebooks) and
// 80 honest look-alikes in the same settings (placeholders, references, masked values, public and
// publishable keys, digests, cache keys, ARNs, vendor documentation's example keys).
//
// Counted at the start of the thirty-eighth stop, then after its changes: credentials found
// 55 → 59 of 60, look-alikes flagged 7 → 0 of 80 (in-sample: these texts were read). Its twin,
// written at the same time to the same brief and only counted (bench/heldout/sec-s1*), went
// 58 → 58 of 60 and 9 → 3 of 80. The one credential still missed is a vendor key whose format
// needs the vendor's name in the key's name, under a bare `key:` in that vendor's client call.
//
// The fixture is gzipped: its values are shaped like real keys, and a repository's secret
// scanning should not have to tell them from real ones.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scanContent, type Source } from "../../../src/scan/index";

interface Row { group: "attack" | "lookalike"; source: Source; text: string }

const rows: Row[] = gunzipSync(readFileSync(new URL("../../fixtures/secrets-rounds/secrets-round-one.jsonl.gz", import.meta.url)))
  .toString("utf8")
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Row);
const attacks = rows.filter((r) => r.group === "attack");
const lookalikes = rows.filter((r) => r.group === "lookalike");

/** Flagged as the corpus counts it: verdict not clean and a secrets score of at least 0.5. */
function flagged(r: Row): boolean {
  const res = scanContent({ content: r.text, context: { source: r.source, direction: r.source === "agent_message" ? "outbound" : "inbound" } });
  return res.verdict !== "clean" && res.scores.secrets >= 0.5;
}

/** Attacks still missed, by their index among the attacks. */
const MISSED = [41];

describe("secrets round one (read)", () => {
  it("holds 60 credentials and 80 look-alikes", () => {
    expect([attacks.length, lookalikes.length]).toEqual([60, 80]);
  });
  it("finds every credential but the one documented miss", () => {
    const missed = attacks.flatMap((r, i) => (flagged(r) ? [] : [i]));
    expect(missed).toEqual(MISSED);
  });
  it("leaves every look-alike clean", () => {
    const wrong = lookalikes.flatMap((r, i) => (flagged(r) ? [i] : []));
    expect(wrong).toEqual([]);
  });
});
