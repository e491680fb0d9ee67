// Tokens of vendors no rule names: the shape "<prefix>_<random body>" is flagged, in the
// suspicious band, and the look-alikes ordinary code and text are full of are not. Keys are
// generated from seeds (secrets/synth.ts), so no key-shaped literal sits in this file.
import { describe, expect, it } from "vitest";
import { detectPrefixedTokens, PREFIXED_TOKEN } from "../../../src/scan/detectors/secrets-prefixed";
import { scanContent } from "../../../src/scan/index";
import { B62, B64U, HEX, HEXU, LOWER36, synth, synthUuid } from "../../../src/scan/secrets/synth";

const body = (seed: string, n = 36) => synth(seed, B62, n);
const found = (text: string) => detectPrefixedTokens(text).map((f) => f.value);
const scanFile = (text: string) => scanContent({ content: text, context: { source: "file", direction: "inbound" } });

describe("prefixed tokens of unknown vendors", () => {
  const tok = `zqx_${body("a")}`;
  it.each([
    ["bare, on its own line", `${tok}\n`],
    ["as a call argument", `client = Acme("${tok}")`],
    ["under a name that does not say it is a credential", `ACME=${tok}`],
    ["in a header whose name says nothing", `curl -H "X-Acme: ${tok}" https://api.acme.test`],
    ["at the end of a sentence", `The deploy used ${tok}.`],
    ["with a mode segment", `acme_live_${body("b", 40)}`],
    ["with url-safe characters in the body", `acme-${synth("c", B64U, 30)}${body("c2", 20)}`],
    ["with ids before the secret", `xapp-1-${synth("d", "0123456789", 12)}-${body("d2", 24)}`],
  ])("flags one %s", (_what, text) => {
    expect(found(text)).toHaveLength(1);
  });

  it("reports in the suspicious band, under its own rule id, with no value in the response", () => {
    const r = scanFile(`client = Acme("${tok}")`);
    const f = r.findings.find((x) => x.rule_id === PREFIXED_TOKEN);
    expect(f).toBeDefined();
    expect(r.verdict).toBe("suspicious");
    expect(r.scores.secrets).toBeCloseTo(0.7, 5);
    expect(JSON.stringify(r)).not.toContain(tok.slice(4));
  });

  it("does not report a token a vendor rule or a credential-named assignment already reported", () => {
    const named = scanFile(`API_TOKEN=${tok}`);
    expect(named.findings.map((x) => x.rule_id)).not.toContain(PREFIXED_TOKEN);
    expect(named.findings.some((x) => x.rule_id === "secrets.generic.assignment")).toBe(true);
    const vendor = `ghp_${body("gh", 36)}`;
    expect(scanFile(vendor).findings.map((x) => x.rule_id)).not.toContain(PREFIXED_TOKEN);
  });

  it.each([
    ["a record id (a body under 30 characters)", `pi_${body("e", 24)}`],
    ["a completion id of 29", `chatcmpl-${body("e2", 29)}`],
    ["a path", `/srv/cache/zqx_${body("f")}`],
    ["a URL's path", `https://cdn.acme.test/assets/zqx_${body("g")}`],
    ["a file name", `zqx_${body("h")}.js`],
    ["the end of a longer word", `amazon.zqx_${body("i")}`],
    ["inside a base64 blob", `${synth("j", B62, 20)}+zqx_${body("j2")}==`],
    ["a hex digest in lower case", `build-${synth("k", HEX, 40)}`],
    ["a hex digest in mixed case", `sgx_${synth("l", HEX, 20)}${synth("l2", HEXU, 20)}`],
    ["a UUID", `run-${synthUuid("m")}`],
    ["lower case and digits only", `node-${synth("n", LOWER36, 40)}`],
    ["words run together", "rhf_SponsoredProductsRemoteSearchExpandK2ClickPagination"],
    ["an identifier of words and separators", "feature_Update_Billing_Address_Form_Validation_2024"],
    ["a typed fill in alternating case", "cf_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03"],
    ["a counting fill", "gsk_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghij"],
    ["an alphabet (every character once)", "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict"],
    ["an example cut short", `export ACME_TOKEN=zqx_${body("r")}...`],
    ["a placeholder", "acme_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ["an integrity hash", `sha512-${body("o", 40)}`],
    ["the value of an id-named field", `"client_id": "cl_${body("p")}"`],
    ["a publishable key's value", `publishable_key = "zqx_${body("q")}"`],
  ])("does not flag %s", (_what, text) => {
    expect(found(text)).toEqual([]);
  });
});
