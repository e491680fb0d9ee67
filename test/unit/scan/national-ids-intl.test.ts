// National identifiers beyond the first set: the check digits against published examples (where
// none is known — Norway, Argentina — against the published algorithm), and the scan reporting
// them as PII without echoing them. (Each rule's own must-match
// and must-not-match examples run in the rules test.)
import { describe, expect, it } from "vitest";
import { arCuit, beNationalNumber, brCnpj, brCpf, clRut, cnResidentId, frNir, iePpsn, jpMyNumber, mxCurp, nlBsn, noFodselsnummer, ptNif } from "../../../src/scan/rules/national-ids-intl";
import { scanContent } from "../../../src/scan/index";

describe("check digits", () => {
  it.each([
    ["Brazil CPF", brCpf, "111.444.777-35", ["111.444.777-53", "111.111.111-11", "111.444.777-3"]],
    ["Brazil CNPJ", brCnpj, "11.222.333/0001-81", ["11.222.333/0001-18", "11.111.111/1111-11"]],
    ["Chile RUT", clRut, "12.345.678-5", ["12.345.678-K", "123.456-5"]],
    ["Argentina CUIT", arCuit, "20-12345678-6", ["20-12345678-7", "10-12345678-6"]],
    ["Mexico CURP", mxCurp, "HEGG560427MVZRRL04", ["HEGG560427MVZRRL40", "HEGG560431MVZRRL04", "HEGG560427MQQRRL04"]],
    ["Netherlands BSN", nlBsn, "111222333", ["111222332", "000000000"]],
    ["France NIR", frNir, "2 69 05 49 588 157 80", ["2 69 05 49 588 157 08", "5 69 05 49 588 157 80"]],
    ["Belgium national number", beNationalNumber, "85.07.30-033.28", ["85.07.30-033.82", "85.14.30-033.28"]],
    ["Norway fødselsnummer", noFodselsnummer, "01019000083", ["01019000038", "32019000083"]],
    ["China resident id", cnResidentId, "11010519491231002X", ["110105194912310020", "91010519491231002X", "11010518491231002X"]],
    ["Japan My Number", jpMyNumber, "123456789018", ["123456789081", "111111111111"]],
    ["Portugal NIF", ptNif, "123456789", ["123456798", "423456789"]],
    ["Ireland PPS", iePpsn, "1234567T", ["1234567W", "123456T"]],
  ] as const)("%s: a valid example passes, altered ones do not", (_name, check, valid, invalid) => {
    expect(check(valid)).toBe(true);
    for (const v of invalid) expect(check(v)).toBe(false);
  });

  it("takes the forms the issuers print: Corsica's 2A/2B départements, a D-number's day + 40, Chile's K, the 2000s Belgian key", () => {
    // Keys computed from the published algorithms for these bodies.
    const key = (body: string): string => String(97 - Number(BigInt(body.replace("2A", "19").replace("2B", "18")) % 97n)).padStart(2, "0");
    expect(frNir(`185052A006084${key("185052A006084")}`)).toBe(true);
    expect(frNir(`185052B006084${key("185052B006084")}`)).toBe(true);
    expect(frNir(`185052B006084${key("185052A006084")}`)).toBe(false); // 2A's key does not fit 2B
    const dNumber = "41019000083".slice(0, 9);
    expect([...Array(100).keys()].some((k) => noFodselsnummer(dNumber + String(k).padStart(2, "0")))).toBe(true);
    expect(clRut("10.000.013-K")).toBe(true);
    const be2000 = "050730033";
    expect(beNationalNumber(be2000 + String(97 - ((2_000_000_000 + Number(be2000)) % 97)).padStart(2, "0"))).toBe(true);
  });
});

describe("in a scan", () => {
  it.each([
    ["CPF do titular: 111.444.777-35", "pii.br-cpf"],
    ["CURP: HEGG560427MVZRRL04", "pii.mx-curp"],
    ["身份证号码：11010519491231002X", "pii.cn-resident-id"],
    ["Mijn BSN is 111222333.", "pii.nl-bsn"],
    ["Numéro de sécurité sociale : 269054958815780", "pii.fr-nir-labelled"],
    ["マイナンバー 1234-5678-9018", "pii.jp-my-number"],
  ])("reports %s as personal data, masked", (text, rule) => {
    const r = scanContent({ content: text, context: { source: "user_message", direction: "inbound" } });
    const f = r.findings.find((x) => x.rule_id === rule);
    expect(f?.class).toBe("pii");
    expect(r.scores.pii).toBeGreaterThanOrEqual(0.5);
    const digits = text.replace(/[^0-9]/g, "");
    expect(JSON.stringify(r.findings)).not.toContain(digits.slice(-6));
  });

  it("leaves numbers of the same length alone when the check digit fails or the label is missing", () => {
    for (const text of ["pedido 111.444.777-36", "order id 111222333", "build 110105194912310021", "invoice 269054958815780", "tracking 123456789018"]) {
      const r = scanContent({ content: text, context: { source: "user_message", direction: "inbound" } });
      expect(r.scores.pii, text).toBeLessThan(0.5);
    }
  });
});
