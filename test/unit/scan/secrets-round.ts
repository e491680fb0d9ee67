// What the secrets round tests ask of a scan: a text is flagged as the corpus counts it (verdict
// not clean and a secrets score of at least 0.5), scanned with its source, outbound for another
// agent's message. Round fixtures are gzipped: their values are shaped like real keys, and a
// repository's secret scanning should not have to tell them from real ones.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scanContent, type Source } from "../../../src/scan/index";

interface Row { group: "attack" | "lookalike"; source: Source; text: string }

function flagged(r: Row): boolean {
  const res = scanContent({ content: r.text, context: { source: r.source, direction: r.source === "agent_message" ? "outbound" : "inbound" } });
  return res.verdict !== "clean" && res.scores.secrets >= 0.5;
}

/**
 * A read round's three checks: it holds its 60 credentials and 80 look-alikes, every credential is
 * found but the documented misses (indices among the credentials), and every look-alike is clean.
 */
export function describeSecretsRound(title: string, file: string, missed: readonly number[]): void {
  const rows = gunzipSync(readFileSync(new URL(`../../fixtures/secrets-rounds/${file}`, import.meta.url)))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Row);
  const attacks = rows.filter((r) => r.group === "attack");
  const lookalikes = rows.filter((r) => r.group === "lookalike");
  describe(`${title} (read)`, () => {
    it("holds 60 credentials and 80 look-alikes", () => {
      expect([attacks.length, lookalikes.length]).toEqual([60, 80]);
    });
    it("finds every credential but the documented misses", () => {
      expect(attacks.flatMap((r, i) => (flagged(r) ? [] : [i]))).toEqual([...missed]);
    });
    it("leaves every look-alike clean", () => {
      expect(lookalikes.flatMap((r, i) => (flagged(r) ? [i] : []))).toEqual([]);
    });
  });
}
