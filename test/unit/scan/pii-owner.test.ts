// Whose data is it (src/scan/pii-owner.ts): well-formed values in documentation and fixtures that
// say they are examples, an organisation's own contact details, and business identifiers read as
// personal ones are kept as findings at 0.2, never flagged; a private person's data in the same
// settings still is. PII round three (read): a fresh writer, who had read none of this code, wrote
// 60 texts an agent reads or sends holding a private person's data and 80 honest look-alikes
// (organisations' contacts, documented test values, fixtures, masked records, business registries,
// validators). Before this judgment 58 of 60 were found and 42 of 80 look-alikes flagged; after it,
// 58 and 8.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";
import type { Source } from "../../../src/scan/types";

interface Row {
  label: "pii" | "clean";
  group: "found" | "missed" | "clean" | "cleared" | "flagged";
  source: Source;
  text: string;
}
const rows: Row[] = readFileSync(new URL("../../fixtures/pii-rounds/round-three.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Row);

const scan = (text: string, source: Source = "tool_output") =>
  scanContent({ content: text, context: { source, direction: source === "agent_message" ? "outbound" : "inbound" } });
const flagged = (text: string, source: Source = "tool_output"): boolean => {
  const r = scan(text, source);
  return r.verdict !== "clean" && r.scores.pii >= 0.5;
};
const piiRules = (text: string): string[] => scan(text).findings.filter((f) => f.class === "pii").map((f) => f.rule_id);

describe("PII round three (read)", () => {
  it("holds what the header counts", () => {
    const count = (g: Row["group"]) => rows.filter((r) => r.group === g).length;
    expect([count("found"), count("missed"), count("cleared") + count("flagged"), count("flagged")]).toEqual([58, 2, 42, 8]);
  });
  it.each(rows.filter((r) => r.group === "found").map((r) => [r.source, r.text]))("finds a private person's data (%s): %s", (source, text) => {
    expect(flagged(text, source as Source)).toBe(true);
  });
  it.each(rows.filter((r) => r.group === "clean" || r.group === "cleared").map((r) => [r.source, r.text]))("leaves a look-alike unflagged (%s): %s", (source, text) => {
    expect(flagged(text, source as Source)).toBe(false);
  });
});

describe("values the text says are examples, test values or invented", () => {
  it("documentation examples, test-mode cards, a validator's cases, a fixture's banner", () => {
    for (const t of [
      "Example for the UK: GB82 WEST 1234 5698 7654 32, where WEST is the bank code.",
      "Use these card numbers in test mode only. Visa: 4242 4242 4242 4242 · Mastercard: 5555 5555 5555 4444.",
      '>>> luhn_valid("4111 1111 1111 1111")\nTrue',
      "# FAKE DATA for unit tests\nname,email,dob\nAda Quill,ada.quill@gmail.com,1984-03-12",
      "El DNI 12345678Z es un valor de prueba habitual.",
      "Ich habe überall das Beispiel-IBAN DE89 3704 0044 0532 0130 00 verwendet.",
    ]) {
      expect(flagged(t), t).toBe(false);
      expect(piiRules(t), t).toContain("pii.example-value");
    }
  });
  it("a private person's data stays flagged beside words that only look like cues", () => {
    for (const t of [
      "Blood sample taken 09:40. Patient: Maria Lopez, date of birth 03/04/1981.",
      "Empleado: Jorge Pérez Ruiz, período de prueba hasta 01/03/2025, DNI 48291734K.",
      "write to bob@example.com about the invoice",
      "Customer record from Acme Ltd: Jane Smith, jane.smith@gmail.com, +44 7700 912 345",
    ]) expect(flagged(t), t).toBe(true);
  });
  it("a documentation comment's @example tag is a cue", () => {
    expect(flagged("/**\n * The client's address.\n * @example \"203.0.114.7\"\n */")).toBe(false);
  });
  it("an address at an example domain is judged as an address: the domain is not a cue", () => {
    expect(piiRules("write to bob@example.com or ann@example.org")).toEqual(["pii.email", "pii.email"]);
  });
});

describe("an organisation's own contact details", () => {
  it("role mailboxes, switchboards and the contacts of a company page that names no one", () => {
    for (const t of [
      "From: Greenway Energy <noreply@greenwayenergy.co.uk>\nQuestions? Reply to hello@greenwayenergy.co.uk.\nGreenway Energy Ltd, registered in England and Wales no. 10472236. Unsubscribe",
      "Main switchboard: 0191 496 0000 (24 hours)",
      "Impressum\nWeserblick Software GmbH\nSpeicherstraße 12, 28217 Bremen\nTelefon: +49 421 69 44 0\nE-Mail: kontakt@weserblick-software.de",
      "GLEIF record\nLegal name: Kestrel Freight Forwarding GmbH\nRegistered address: Am Sandtorkai 48, 20457 Hamburg",
    ]) expect(flagged(t), t).toBe(false);
  });
  it("a role mailbox with no organisation in the text, and a person's details at a company, stay flagged", () => {
    for (const t of [
      "write to info@presidio.site today",
      "Acme Logistics Ltd — delivery note\nShip to: Priya Raman, 14 Orchard Close, Leeds, LS6 2AB\nMobile 07700 912 345",
      "Kontakt Kundin: Frau Petra Lindner, petra.lindner@web.de, Tel. 0171 2345678 (Nordwind GmbH)",
    ]) expect(flagged(t), t).toBe(true);
  });
});

describe("business identifiers read as personal ones", () => {
  it("a number after a business identifier's name is that identifier", () => {
    const t = "Consulta de entidade — NIPC 509182739\nFirma: Conservas Atlântico Norte, Lda.";
    expect(flagged(t)).toBe(false);
    expect(piiRules(t)).toContain("pii.business-identifier");
  });
});
