// National, tax, health and business identifiers: each validator accepts a valid number and
// rejects the same number with one digit changed or two neighbours swapped; the scanner finds
// them in sentences and leaves numbers of the same shape from ordinary text alone.
import { describe, expect, it } from "vitest";
import { PII_ENTITIES_CLAIMED, PII_RULE_ENTITY, scanContent } from "../../../src/scan/index";
import {
  abaRouting, auAbn, auMedicare, deHealthInsurance, deSocialSecurity, deVatId, inGstin, itFiscalCode, krBrn, krRegistration, seOrgNr, sgNricFin,
  ukDrivingLicence, ukNino, usMbi, zaId,
} from "../../../src/scan/rules/national-ids";

// The examples were generated with the validators' own arithmetic; none is a real person's number.
const swap = (v: string, i: number): string => v.slice(0, i) + v[i + 1] + v[i] + v.slice(i + 2);
const bump = (v: string, i: number): string => v.slice(0, i) + String((Number(v[i]) + 1) % 10) + v.slice(i + 1);

const CHECKED: [string, (v: string) => boolean, string, number][] = [
  // name, validator, valid number, a digit position to change
  ["KR RRN", (v) => krRegistration(v, false), "8202161144366", 12],
  ["KR FRN", (v) => krRegistration(v, true), "9104285722654", 9],
  ["SG NRIC/FIN", sgNricFin, "F2979959T", 4],
  ["AU ABN", auAbn, "19178322177", 5],
  ["AU Medicare", auMedicare, "2493273445", 3],
  ["ABA routing", abaRouting, "061257630", 5],
  ["DE VAT", deVatId, "507074677", 4],
  ["IT codice fiscale", itFiscalCode, "HFGFBA56S14M466V", 13],
  ["DE RVNR", deSocialSecurity, "14250393R057", 10],
  ["DE KVNR", deHealthInsurance, "F534014969", 5],
  ["KR BRN", krBrn, "7603721331", 6],
  ["SE orgnr", seOrgNr, "5734172454", 7],
  ["ZA ID (refugee)", zaId, "8501015802282", 8],
];

describe("identifier checksums", () => {
  for (const [name, valid, v, pos] of CHECKED) {
    it(`${name}: valid, one digit changed, two digits swapped`, () => {
      expect(valid(v)).toBe(true);
      expect(valid(bump(v, pos))).toBe(false);
      expect(valid(swap(v, 2))).toBe(false);
    });
  }

  it("KR registration numbers: gender digit decides resident or foreigner, the date must exist", () => {
    expect(krRegistration("820216-1144366", true)).toBe(false);
    expect(krRegistration("910428-5722654", false)).toBe(false);
    expect(krRegistration("821316-1144366", false)).toBe(false);
    // Issued since October 2020 without a check digit: the hyphenated form stands on date and gender digit.
    expect(krRegistration("210315-4000001", false)).toBe(true);
    expect(krRegistration("2103154000001", false)).toBe(false);
  });

  it("SG NRIC/FIN: each prefix has its own letter table and offset", () => {
    expect(sgNricFin("T0503015Z")).toBe(true);
    expect(sgNricFin("M9628115X")).toBe(true);
    expect(sgNricFin("G7961228L")).toBe(true);
    // The same digits and letter under another prefix.
    expect(sgNricFin("S0503015Z")).toBe(false);
    expect(sgNricFin("A0503015Z")).toBe(false);
  });

  it("IT codice fiscale: omocodia letters stand for digits, the month letter and day must be a date", () => {
    expect(itFiscalCode("RSSMRA85T10A562S")).toBe(true);
    expect(itFiscalCode("HFGFBA56S14M466W")).toBe(false);
    // Day 34 (neither a man's 01-31 nor a woman's 41-71).
    expect(itFiscalCode("HFGFBA56S34M466V")).toBe(false);
    // Month letter F is not one of ABCDEHLMPRST.
    expect(itFiscalCode("HFGFBA56F14M466V")).toBe(false);
  });

  it("UK NINO: allocated prefixes and suffixes only, one letter case", () => {
    expect(ukNino("JG 10 37 59 A")).toBe(true);
    expect(ukNino("jg103759a")).toBe(true);
    for (const bad of ["JG 10 37 59 E", "GB 10 37 59 A", "NT103759A", "QA103759A", "JO103759A", "Jg103759A", "JG000000A"]) expect(ukNino(bad)).toBe(false);
  });

  it("US MBI: letters only where CMS allows them, never S L O I B Z", () => {
    expect(usMbi("5KW2-TH8-RA47")).toBe(true);
    for (const bad of ["5KS2-TH8-RA47", "0KW2-TH8-RA47", "5KW2-TH8-RA4Z", "5KWA-TH8-RA47", "5KW2-1H8-RA47", "5kW2-TH8-RA47"]) expect(usMbi(bad)).toBe(false);
  });

  it("UK driving licence: surname padded with 9s only at its end, a birth date (women's month +50)", () => {
    expect(ukDrivingLicence("WOODS761231JT4XK")).toBe(true);
    expect(ukDrivingLicence("WOODS762231JT4XK")).toBe(true);
    expect(ukDrivingLicence("LI999805024A99QQ")).toBe(true);
    // Month 13, day 32, 30 February, a 9 inside the surname, a digit for the first initial.
    for (const bad of ["WOODS713231JT4XK", "WOODS761321JT4XK", "WOODS802300JT4XK", "WO9DS761231JT4XK", "WOODS7612319T4XK"]) expect(ukDrivingLicence(bad)).toBe(false);
  });

  it("IN GSTIN: state code, PAN-shaped id, entity number and the literal Z", () => {
    expect(inGstin("07WBHPD0134G1ZO")).toBe(true);
    for (const bad of ["00WBHPD0134G1ZO", "40WBHPD0134G1ZO", "07WBHPD0134G1YO", "07WBHPD0134G0ZO", "07WBHP10134G1ZO"]) expect(inGstin(bad)).toBe(false);
  });
});

const USER = { source: "user_message", direction: "inbound" } as const;
const piiRules = (text: string): string[] => scanContent({ content: text, context: USER }).findings.filter((f) => f.class === "pii").map((f) => f.rule_id);
const flagged = (text: string): boolean => {
  const r = scanContent({ content: text, context: USER });
  return r.verdict !== "clean" && r.scores.pii >= 0.5;
};

describe("detection in sentences", () => {
  const cases: [string, string][] = [
    ["KR_RRN", "제 주민등록번호는 820712-2257566 입니다."],
    ["KR_FRN", "Alien registration: 990225-6241820, issued in Seoul."],
    ["SG_NRIC_FIN", "Please update the record for NRIC T0503015Z before Friday."],
    ["AU_ABN", "Invoice from Dan Acme (sole trader), ABN 97 893 354 283."],
    ["AU_ABN", "Our ABN: 19178322177"],
    ["AU_MEDICARE", "Medicare card 2493 27344 5, expiry 03/27."],
    ["AU_MEDICARE", "my medicare number is 5025863104"],
    ["ABA_ROUTING_NUMBER", "Wire to routing number 019025157, account 12345."],
    ["ABA_ROUTING_NUMBER", "Transit/routing: 0612-5763-0"],
    ["IN_GSTIN", "Bill to: Sharma Traders, GSTIN 27YQDCP0852Y1ZY, Mumbai."],
    ["IN_PAN", "Kindly quote your PAN BNZPK4821Q on the form."],
    ["UK_NINO", "My National Insurance number is JG 10 37 59 A."],
    ["US_MBI", "Medicare Beneficiary Identifier: 5KW2-TH8-RA47"],
    ["DE_VAT_ID", "Rechnung an Hans Kowalski, USt-IdNr. DE 102 501 121."],
    ["IT_FISCAL_CODE", "Il mio codice fiscale è HFGFBA56S14M466V, grazie."],
    ["DE_SOCIAL_SECURITY", "Rentenversicherungsnummer 14250393R057 laut Ausweis."],
    ["DE_HEALTH_INSURANCE", "Versichertennummer F534014969 auf der Gesundheitskarte."],
    ["KR_BRN", "사업자등록번호: 760-37-21331"],
    ["SE_ORGANISATIONSNUMMER", "Faktura från Exempel AB, org.nr 573417-2454."],
    ["ZA_ID_NUMBER", "Refugee ID 8501015802282 is on file."],
    ["UK_DRIVING_LICENCE", "Driving licence number: WOODS761231JT4XK (issue 03)."],
  ];
  for (const [entity, text] of cases) {
    it(`${entity}: ${text.slice(0, 40)}`, () => {
      const rules = piiRules(text);
      expect(rules.some((r) => PII_RULE_ENTITY[r] === entity)).toBe(true);
      expect(flagged(text)).toBe(true);
    });
  }

  it("claims each new entity type under Presidio's name", () => {
    for (const [entity] of cases) expect(PII_ENTITIES_CLAIMED).toContain(entity);
  });

  it("previews mask the number", () => {
    const r = scanContent({ content: "Invoice from Dan Acme (sole trader), ABN 97 893 354 283.", context: USER });
    const f = r.findings.find((x) => x.rule_id.startsWith("pii.au-abn"));
    expect(f).toBeDefined();
    expect(f!.preview).not.toContain("893 354");
  });

  it("numbers no one was issued: the digits' alphabet, a machine word's limits, a table of numbers", () => {
    const bare = (text: string) => piiRules(text).filter((r) => /^pii\.(?:uk-nhs|ca-sin|us-itin|se-personnummer|in-aadhaar|th-tnin|credit-card)$/.test(r));
    // Each of these passes its format's check (the NHS mod-11 for the first two).
    expect(bare('const digits = new Set("0123456789");')).toEqual([]);
    expect(bare("maxBytes: options?.maxBytes ?? 2147483648")).toEqual([]);
    expect(bare("const T = [\n  4101499445,\n  2858735121,\n  1477399826,\n  1264559846,\n];").length).toBeLessThanOrEqual(1);
    // A phone number of one repeated digit or counted up; a run of twenty hex pairs (a key id).
    expect(piiRules('const ok = ["+15555555555", "+1234567890"];')).not.toContain("pii.phone-intl");
    expect(piiRules("Subject Key Identifier BB:AF:7E:02:3D:FA:A6:F1:3C:84:8E:AD:EE:38:98:EC:D9:32:32:D4")).not.toContain("pii.mac-address");
    expect(piiRules("wlan0 ether 3c:22:fb:91:0e:5a")).toContain("pii.mac-address");
    expect(piiRules("call me on +44 7911 402 883")).toContain("pii.phone-intl");
    // The same numbers written as someone's still count.
    expect(bare("NHS number 0032698674, please")).toEqual(["pii.uk-nhs"]);
    expect(bare("Thai National ID 1234567890121")).toEqual(["pii.th-tnin"]);
  });

  it("a business identifier of a company the text names is the company's, not personal data", () => {
    for (const text of ["Invoice from Acme Pty Ltd, ABN 97 893 354 283.", "Rechnung an Nordwind GmbH, USt-IdNr. DE 102 501 121."]) {
      const r = scanContent({ content: text, context: USER });
      const f = r.findings.find((x) => x.rule_id === "pii.business-identifier");
      expect(f, text).toBeDefined();
      expect(f!.preview).not.toMatch(/893 354|501 121/);
      expect(flagged(text), text).toBe(false);
    }
  });
});

// Entities of the identifier rules above (older rules such as UK_NHS take other 10-digit runs by design).
const NEW_ENTITIES = new Set(["KR_RRN", "KR_FRN", "SG_NRIC_FIN", "AU_ABN", "AU_MEDICARE", "ABA_ROUTING_NUMBER", "IN_GSTIN", "IN_PAN", "UK_NINO", "US_MBI", "DE_VAT_ID", "IT_FISCAL_CODE", "DE_SOCIAL_SECURITY", "DE_HEALTH_INSURANCE", "KR_BRN", "SE_ORGANISATIONSNUMMER", "UK_DRIVING_LICENCE"]);

describe("no detection", () => {
  it("when the check digit or letter fails", () => {
    for (const text of [
      "RRN 8207122257567", "NRIC T0503015A", "ABN 97 893 354 284", "Medicare card 2493 27354 5", "routing number 019025158",
      "USt-IdNr. DE507074678", "codice fiscale HFGFBA56S14M466W", "RVNR 14250393R058", "KVNR F534014968", "사업자등록번호 760-37-21332",
      "org.nr 573417-2455",
    ]) expect(piiRules(text), text).toEqual([]);
  });

  it("on ordinary numbers of the same shapes", () => {
    for (const text of [
      // Solid digit runs: file names, order numbers, timestamps, amounts.
      "/downloads/19178322177.pdf", "Order 5025863104 shipped", "ts=1712345678901", "created 1712345678",
      "un total de 102 501 121 habitantes", "Le budget: 507 074 677 euros", "total 97 893 354 284 units",
      // Identifier-like tokens that break the format.
      "build 2024-0601-3", "version 1.2.3-rc.4", "sha 1f3a9c0e7b2d4a6c8e0f1a2b3c4d5e6f7a8b9c0d", "id 550e8400-e29b-41d4-a716-446655440000",
      "Call +44 20 7946 0958 today", "SKU BNZXK4821Q", "part no. f534014969", "JG 10 37 59 E", "model 5KS2-TH8-RA47", "BUILD761331XY4ZZ",
    ]) expect(piiRules(text).filter((r) => NEW_ENTITIES.has(PII_RULE_ENTITY[r] ?? "")), text).toEqual([]);
  });

  it("a solid 11-digit run needs the ABN label, a solid 10-digit one the Medicare label", () => {
    expect(piiRules("19178322177")).not.toContain("pii.au-abn-labelled");
    expect(piiRules("ABN 19178322177")).toContain("pii.au-abn-labelled");
    expect(piiRules("2493273445")).not.toContain("pii.au-medicare-labelled");
  });
});
