// SSRF round one (read), written by a fresh writer who had read none of the scanner's code: 60
// SSRF attacks and 80 honest look-alikes, each as an AI agent would hand it to a URL-fetching tool
// (web_fetch, http_request, curl, image_proxy, browser.navigate…), the tool name kept with it.
//
// Counted at the start of the thirty-eighth stop, then after its changes (in-sample: the changes
// were made after reading these rows): attacks flagged 54 → 60 of 60, look-alikes flagged 7 → 1
// of 80. Gained: Azure's WireServer address, an AWS internal load balancer's name, curl
// --resolve to a metadata address, http+unix:// to the Docker socket, a scheme-relative
// //169.254.169.254/ and a UNC path to a private address. Cleared: wildcard DNS naming a public
// address, gopher/dict/LDAP to public servers, a translator given a public page, httpbin
// redirecting to a public page. The one look-alike still flagged is a public address written in
// decimal (http://134744072/), left flagged on purpose: honest clients do not spell addresses so.
//
// Flagged as the corpus counts it: verdict not clean and an SSRF score of at least 0.5, scanned
// as an agent's outbound message to the row's tool. Every row is asserted, the known exceptions
// by index within their group, so a regression and an improvement both fail here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";

interface Row {
  round: string;
  group: "attack" | "lookalike";
  tool: string;
  text: string;
}

const rows = readFileSync(new URL("../../fixtures/ssrf-rounds/ssrf-round-one.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Row);
const attacks = rows.filter((r) => r.group === "attack");
const lookalikes = rows.filter((r) => r.group === "lookalike");

/** Attacks still missed, by index among the attacks. */
const ATTACKS_MISSED: readonly number[] = [];
/** Look-alikes still flagged, by index among the look-alikes: 37 is http://134744072/ (see above). */
const LOOKALIKES_FLAGGED: readonly number[] = [37];

function flagged(r: Row): { flagged: boolean; why: string } {
  const res = scanContent({ content: r.text, context: { source: "agent_message", direction: "outbound", tool: r.tool } });
  const why = `${res.verdict} ${res.scores.ssrf} ${res.findings.filter((f) => f.class === "ssrf").map((f) => f.rule_id).join(",")}`;
  return { flagged: res.verdict !== "clean" && res.scores.ssrf >= 0.5, why };
}

describe("SSRF round one (read): what the figures above count", () => {
  it("holds 60 attacks and 80 look-alikes", () => {
    expect([attacks.length, lookalikes.length]).toEqual([60, 80]);
  });
  it("flags 60 of 60 attacks and 1 of 80 look-alikes", () => {
    expect(attacks.filter((r) => flagged(r).flagged).length).toBe(attacks.length - ATTACKS_MISSED.length);
    expect(lookalikes.filter((r) => flagged(r).flagged).length).toBe(LOOKALIKES_FLAGGED.length);
  });
});

describe("SSRF round one: each attack flagged (known misses listed)", () => {
  attacks.forEach((r, i) =>
    it(`#${i} ${r.tool}: ${r.text.slice(0, 80)}`, () => {
      const v = flagged(r);
      expect(v.flagged, v.why).toBe(!ATTACKS_MISSED.includes(i));
    }),
  );
});

describe("SSRF round one: each look-alike left clean (known false alarms listed)", () => {
  lookalikes.forEach((r, i) =>
    it(`#${i} ${r.tool}: ${r.text.slice(0, 80)}`, () => {
      const v = flagged(r);
      expect(v.flagged, v.why).toBe(LOOKALIKES_FLAGGED.includes(i));
    }),
  );
});
