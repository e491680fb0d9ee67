// Personal data stated as what it is (rules/pii-context.rules.ts): a birth date, a labelled
// identity or account number, a name after "my name is" or a role noun, a street address written
// out with its postal code. Two rounds (read), each 100 texts with personal data and 100 without,
// in English and the five other languages, were written by fresh writers who had read neither the
// rules nor the corpus; round one to a plain brief, round two to a harder one (forms, CSV, XML,
// envelopes, dating bios; look-alikes that are institutions' addresses, famous or fictional people,
// fixtures). Counted at the start and after the rules: round one 32 → 90 of 100, its look-alikes
// 0 → 0; round two 37 → 87, look-alikes 5 → 6 (Harry Potter's birth date and Privet Drive: a
// fictional person written as a real one is). Two twins of them, only counted (bench/heldout),
// went from 19 → 78 and 25 → 76, their look-alikes 0 → 0 and 10 → 12.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";
import { PII_ENTITIES_CLAIMED, PII_RULE_ENTITY } from "../../../src/scan/rules/pii.rules";
import { PII_CONTEXT_RULES } from "../../../src/scan/rules/pii-context.rules";

interface Row {
  label: "pii" | "clean";
  group: "gained" | "kept" | "missed" | "clean" | "flagged";
  lang: string;
  text: string;
}
const round = (n: string): Row[] =>
  readFileSync(new URL(`../../fixtures/pii-rounds/round-${n}.jsonl`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Row);

const flagged = (text: string, source: "user_message" | "email" | "file" = "user_message"): boolean => {
  const r = scanContent({ content: text, context: { source, direction: "inbound" } });
  return r.verdict !== "clean" && r.scores.pii >= 0.5;
};
const piiRules = (text: string): string[] =>
  scanContent({ content: text, context: { source: "user_message", direction: "inbound" } }).findings.filter((f) => f.class === "pii").map((f) => f.rule_id);

for (const [n, figures] of [["one", { found: 90, before: 32, clean: 100 }], ["two", { found: 87, before: 37, clean: 94 }]] as const) {
  describe(`PII round ${n} (read)`, () => {
    const rows = round(n);
    it("holds what the figures above count", () => {
      const count = (g: Row["group"]) => rows.filter((r) => r.group === g).length;
      expect([count("gained") + count("kept"), count("kept"), count("clean")]).toEqual([figures.found, figures.before, figures.clean]);
    });
    it.each(rows.filter((r) => r.group === "gained" || r.group === "kept").map((r) => [r.lang, r.text]))("finds personal data (%s): %s", (_lang, text) => {
      expect(flagged(text)).toBe(true);
    });
    it.each(rows.filter((r) => r.group === "clean").map((r) => [r.lang, r.text]))("leaves a look-alike clean (%s): %s", (_lang, text) => {
      expect(flagged(text)).toBe(false);
    });
  });
}

describe("what the context rules claim", () => {
  it("claims no entity type: a bare name, number or date stays clean", () => {
    for (const r of PII_CONTEXT_RULES) {
      expect(PII_ENTITIES_CLAIMED).not.toContain(r.entity);
      expect(PII_RULE_ENTITY[r.id]).toBe(r.entity);
    }
    for (const t of ["Dan Tailor", "C01234565", "Today is 5/20/2021", "42 Maple Street"]) expect(flagged(t), t).toBe(false);
  });
  it("weighs a name alone below the line, and with a second item above it", () => {
    expect(flagged("Dear Mr. Okafor, thank you for your letter.")).toBe(false);
    expect(flagged("Dear Mr. Okafor, we will deliver to 14 Orchard Close, Leeds, LS6 2AB on Monday.")).toBe(true);
  });
  it("lets a surname after an honorific alone leave outbound content clean, unlike a stated name", () => {
    const out = (content: string) => scanContent({ content, context: { source: "agent_message", direction: "outbound" } }).verdict;
    expect(out("Dear Mr. Okafor, your order has shipped.")).toBe("clean");
    expect(out("My name is Sarah Johnson and I will call you tomorrow.")).toBe("suspicious");
  });
  it("reads an address split over an envelope's lines", () => {
    expect(piiRules("Mrs P. Varghese\n14 Orchard Close\nMarket Harborough\nLE16 7HY")).toContain("pii.street-address");
  });
});

describe("look-alikes the rules leave alone", () => {
  it.each([
    ["an organisation's address in a licence header", "Free Software Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307 USA"],
    ["a landmark's address", "The Empire State Building is located at 20 W 34th St, New York, NY 10001."],
    ["a museum's address in French", "Le musée d'Orsay, 1 rue de la Légion d'Honneur, 75007 Paris, est fermé le lundi."],
    ["a fixture's address", "Max Mustermann, Musterstraße 1, 12345 Musterstadt"],
    ["a form's default birth date", "name: John Doe\ndob: 1970-01-01\n# test fixture"],
    ["an ID format explained", "The passport number field takes 9 characters, e.g. X1234567."],
    ["a placeholder policy number", "Policy No. 000 000 000 (fill in)"],
    ["a label glued into a URL", "https://github.com/tinhuynh123/secluded/releases/download/v2.0/software.zip"],
    ["title case after a role noun", "See the Client Credentials Grant and the Customer Success Manager role."],
    ["a JSDoc tag", "@name get\n@memberOf Hash\n@param {string} key The key"],
    ["a release date", "Version 4.2 was released on 12 July 2021 after a beta born of user feedback."],
  ])("%s", (_what, text) => {
    expect(flagged(text, "file")).toBe(false);
  });
});

describe("a login in a URL is a credential, not an e-mail address", () => {
  it("reports no e-mail for the userinfo of a URL", () => {
    expect(piiRules("DATABASE_URL=postgres://admin:Xk9mP2qLw7@db.example.com:5432/app")).not.toContain("pii.email");
    expect(piiRules("clone ssh://git@github.com/org/repo")).not.toContain("pii.email");
    expect(piiRules("write to bob@example.com or see https://x.org/contact?to=ann@example.org")).toEqual(["pii.email", "pii.email"]);
  });
});

describe("Dutch and Polish, stated as what they are", () => {
  it("birth dates, names after their labels or roles, and street addresses with their postal codes", () => {
    for (const [t, rule] of [
      ["Werknemer: Sander de Vries-Bakker\nGeboortedatum: 11-08-1989", "pii.person-name-role"],
      ["geboren op 3 maart 1984 te Delft", "pii.date-of-birth"],
      ["Adres: Oudegracht 231-bis, 3511 NK Utrecht", "pii.street-address-nl"],
      ["Kortrijksesteenweg 388, 9000 Gent", "pii.street-address-nl"],
      ["Pacjent: Halina Zawadzka, ur. 22.05.1967", "pii.date-of-birth"],
      ["Imię i nazwisko: Agnieszka Wróblewska", "pii.person-name-stated"],
      ["zam. ul. Kościuszki 58 m. 12, 90-437 Łódź", "pii.street-address-pl"],
      ["data urodzenia: 14 lutego 1991", "pii.date-of-birth"],
    ] as const) expect(piiRules(t), t).toContain(rule);
  });
  it("an institution's address and the forms' fill-ins are no one's", () => {
    for (const t of [
      "Gemeente Leiden, Stadhuisplein 1, 2311 EJ Leiden",
      "Urząd Miasta Krakowa — Wydział Spraw Administracyjnych, al. Powstania Warszawskiego 10, 31-549 Kraków. Dowody osobiste: poniedziałek–piątek.",
      "Voorbeeldstraat 1, 1234 AB Voorbeeldstad",
      "ul. Przykładowa 1, 00-000 Warszawa",
    ]) expect(flagged(t, "file"), t).toBe(false);
  });
});
