// Whose data is it? The PII rules read a value's format and its label; this judges, from the
// text around, whether the value belongs to a private person at all. Three kinds of text carry
// well-formed values that are nobody's personal data:
//
// - documentation and fixtures that say so: "Example for the UK: GB82 WEST …", "use these card
//   numbers in test mode", a seed file headed "FAKE DATA", a validator's test cases;
// - an organisation's own contact details: a role mailbox (support@, sales@, kontakt@) in a text
//   that shows an organisation (a legal form, a registry number, "Customer Support"), and the
//   phones, addresses and accounts of a text about an organisation that states nothing of a person;
// - a business identifier read as a personal one (a Portuguese NIPC taken for a Canadian SIN).
//
// Such findings are not dropped: each keeps its span under one of three rule ids at 0.2, so that
// none flags and, since a class score counts a rule id once, they never add up to a flag together.
import type { RawFinding } from "./detectors/finding";
import { INSTITUTIONS_NL_PL } from "./rules/pii-context.rules";

export const PII_EXAMPLE = "pii.example-value";
export const PII_ORGANISATION = "pii.organisation-contact";
export const PII_BUSINESS_ID = "pii.business-identifier";
const DEMOTED = 0.2;

// Words that say a value is an example, a test value or invented, in the languages the rules read.
// "test" alone is not one (a blood test, a test result): only a test value, card, case or mode.
const EXAMPLE_CUE = new RegExp(
  "\\b(?:for example|example|examples|e\\.g\\.|sample(?= (?:data|values?|records?|numbers?|cards?|ibans?|users?|customers?|persons?|profiles?|files?|responses?|output|payloads?|rows?|entries|documents?|forms?)\\b|:)|dummy|fake|fictitious|fictional|made[- ]up|placeholder|test (?:cards?|numbers?|values?|cases?|mode|data|ibans?|accounts?|ssns?|vectors?)|testnummer\\w*" +
  // The same in the other languages, "test" only with a data noun ("período de prueba" is probation).
  "|ejemplo|ficticio|ficticia|ficticios|ficticias|(?:valor|valores|n[uú]mero|datos) de prueba|exemple|fictif|fictive|fictifs|fictives|(?:valeur|num[eé]ro|donn[eé]es) de test|beispiel\\w*|muster\\w*|fiktive?n?|esempio|fittizio|fittizia|fittizi|(?:valore|numero|dati) di prova" +
  "|exemplo|fict[ií]cio|fict[ií]cia|fict[ií]cios|(?:valor|n[uú]mero|dados) de teste|voorbeeld\\w*|fictief|fictieve|przyk[lł]ad\\w*|fikcyjn\\w*|testow\\w*" +
  // A validator's documentation and test cases.
  "|luhn\\w*|check digits?|checksum|modulus|mod 1[01]|mod 97|regex|test cases?|assert\\w*)(?!\\w)|>>>|\\bexpect\\(",
  "i",
);
/** A banner that declares a whole file or listing invented (at its top, or on a comment line). */
const FAKE_BANNER = new RegExp(
  "\\b(?:fake|dummy|synthetic|fictitious|fictional|made[- ]up|sample|demo|mock|seed|test|example|placeholder)[ _-](?:data|dataset|values?|records?|rows?|entries|users?|customers?|persons?|people|numbers?|details|identit(?:y|ies))\\b" +
  "|\\b(?:values|data|names|numbers|records|details|entries|people)\\b[^.\\n]{0,30}\\b(?:are|is) (?:all )?(?:fake|fictitious|fictional|synthetic|made[- ]up|invented|not real)\\b" +
  "|\\bfaker\\b|donn[ée]es fictives|datos ficticios|dati fittizi|dados fict[ií]cios|n[úu]meros fict[ií]cios|fiktive (?:person|daten|angaben)|testdaten|beispieldaten|testdata|fictie[fv]e?|dane testowe",
  "i",
);
/** How a comment line opens, in the languages and formats a file may be in. */
const COMMENT_OPENER = String.raw`[ \t]*(?:#|\/\/|--|\/\*|\*|<!--|;|%)`;
const COMMENT_LINE = new RegExp(`^${COMMENT_OPENER}[^\\n]*$`, "gm");
const HAS_COMMENT = new RegExp(`(?:^|\\n)${COMMENT_OPENER}`);

// Mailboxes of a function, not of a person (RFC 2142's and the ones organisations commonly run).
const ROLE_LOCAL = /^(?:info|information|support|help|helpdesk|servicedesk|sales|contact|contacts|contactus|admin|administrator|no-?reply|do-?not-?reply|privacy|dpo|gdpr|security|billing|accounts?|accounting|ap|ar|payables|receivables|invoices?|finance|hello|hi|team|press|media|pr|news|newsletter|marketing|careers|jobs|recruiting|recruitment|hr|office|enquiries|inquiries|abuse|postmaster|hostmaster|webmaster|legal|compliance|service|services|customer[._-]?(?:service|services|care|support)|care|feedback|orders?|shop|store|bookings?|reservations?|reception|frontdesk|general|mail|kontakt|kundenservice|buchhaltung|vertrieb|gesch(?:ä|ae)ftsf(?:ü|ue)hrung|contacto|atencion|ventas|contato|atendimento|faleconosco|sac|ouvidoria|contatti|assistenza|amministrazione|commerciale|servizioclienti|klantenservice|biuro)(?:[._+-][a-z0-9]{1,12})?$/;
/** Legal forms of companies, as a name ends in them. */
const LEGAL_FORMS = String.raw`Ltd|Limited|GmbH|Inc|LLC|LLP|PLC|S\.A\.?|S\.L\.?|S\.R\.L\.|SRL|Lda|Ltda|B\.V\.|N\.V\.|AG|KG|SAS|SARL|Sp\. z o\.o\.|Pty|Corp|S\.p\.A\.`;
// A text shows an organisation: a legal form or an organisation's heading (ORGANISATION_NAMED),
// or the name of a registry or tax number (which, for a business identifier, may be its own label).
const ORGANISATION_NAMED = new RegExp(
  // Case-insensitive, so LEGAL_FORMS also reads "plc" and "S.r.l.".
  `\\b(?:${LEGAL_FORMS}|Corporation)(?![\\w-])` +
  "|\\b(?:Council|Ministry|Ministerio|Minist[èe]re|Bundesministerium|Hospital|University|Embassy|Consulate|Department of|Office of the|Ayuntamiento|Comune di|Rathaus|Customer (?:Service|Services|Support|Care)|Support Team|Unsubscribe|Privacy (?:notice|policy)|Press release|Impressum" +
  `|${INSTITUTIONS_NL_PL})(?![\\w-])`,
  "i",
);
const ORGANISATION_REGISTRY = /\b(?:VAT|USt-IdNr|Partita IVA|P\. ?IVA|CIF|NIPC|REGON|KRS|CNPJ|SIREN|SIRET|KvK|HRB|HRA|DUNS|LEI|company (?:no|number|registration)|registered (?:in|office|address)|Registergericht|Handelsregister|Registro Mercantil|Domicilio social|Sede legale|si[èe]ge social|Adres siedziby)(?![\w-])/i;
// What only a person has: a birth date, a name stated as someone's, an honorific, a personal
// identifier. A text about an organisation with none of these names no one.
const PERSON_ONLY = /^pii\.(?:date-of-birth|person-|labelled-id|br-cpf|cl-rut|ar-cuit|mx-curp|nl-bsn|fr-nir|be-national-number|no-fodselsnummer|cn-resident-id|jp-my-number|pt-nif|ie-ppsn|us-ssn|fi-hetu|es-nif-nie|tr-kimlik|pl-pesel|in-aadhaar|in-pan|uk-nhs|se-personnummer|ca-sin|za-id|th-tnin|us-itin|kr-rrn|kr-frn|sg-nric-fin|au-medicare|uk-nino|us-mbi|it-fiscal-code|de-social-security|de-health-insurance|uk-driving-licence)/;
// Identifiers issued to businesses: in a text about an organisation, the organisation's own.
const BUSINESS_TYPE = /^pii\.(?:br-cnpj|au-abn|de-vat-id|kr-brn|se-orgnr|in-gstin)/;
// Words for a private person the text is about (a customer, a patient, "Dear …", "ship to"): their
// presence keeps a phone, an address or an account someone's, whatever organisation is named.
const PERSON_WORDS = /\b(?:customers?|clients?|patients?|tenants?|employees?|applicants?|residents?|recipients?|passengers?|guests?|members?|claimants?|borrowers?|policyholders?|students?|candidates?|Mr|Mrs|Ms|Miss|Mx|Herr|Frau|Mme|Mlle|Sra?|Sig(?:ra)?|Dear|Estimad[oa]|Ch[èe]re?|Sehr geehrte[rn]?|Gentile|Car[oa]|Prezad[oa]|Geachte|Szanown[ay]|ship to|deliver(?:y)? to|home|personal|private|his|her|cliente|paciente|inquilin[oa]|Kunde|Kundin|Patient(?:in)?|Mieter(?:in)?|Mitarbeiter(?:in)?|locataire|dipendente|empregad[oa]|funcion[áa]ri[oa]|klant|huurder|pracownik|klient)\b/i;
// Contact details an organisation publishes for itself.
const CONTACT = /^pii\.(?:email|phone-|street-address|iban)/;
// A phone line named for what an organisation runs: nobody's own number is a switchboard.
const ORGANISATION_LINE = /\b(?:switchboard|main (?:phone|line|number|office)|general (?:enquiries|inquiries)|enquiries|inquiries|helpline|hotline|help ?desk|service desk|customer (?:service|services|support|care)(?: line)?|booking line|bookings|reservations|reception|head office|toll[- ]free|freephone|call (?:us|our team)|centralino|centralita|Zentrale|Kundenservice|servicio de atenci[oó]n|atendimento|SAC)\b[^\n\d+(]{0,30}$/i;
// A name that ends in a legal form is a company's ("Legal name: Kestrel Freight Forwarding GmbH").
const LEGAL_FORM_AFTER = new RegExp(String.raw`^[ \t,]{0,2}(?:${LEGAL_FORMS}|Forwarding|Logistics|Holdings?|Group|Solutions|Services|Systems|Technologies|Partners)\b`);
// Names of business identifiers right before a value (the value is that, not a person's number).
const BUSINESS_LABEL = /\b(?:NIPC|NIP|REGON|KRS|VAT(?: (?:no|number|id))?|USt-?IdNr|Partita IVA|P\. ?IVA|CIF|CNPJ|EIN|FEIN|company (?:no|number|reg(?:istration)?(?: no| number)?)|DUNS|LEI|SIREN|SIRET|KvK|HRB|HRA|ACN|GSTIN|TVA|BTW|RSIN|Steuernummer des Unternehmens)\.?[ \t]*(?:[:#=-]|n[º°o]\.?)?[ \t]*$/i;

/**
 * The paragraph around [start, end) without the value itself and without addresses and domains
 * (see ADDRESS_TOKEN): up to `before` characters back and `after` on, never across a blank line.
 */
function around(text: string, start: number, end: number, before: number, after: number): string {
  // Searched within the window only: a megabyte without a blank line is not walked per finding.
  let back = text.slice(Math.max(0, start - before), start);
  const blankBack = back.lastIndexOf("\n\n");
  if (blankBack >= 0) back = back.slice(blankBack + 2);
  let on = text.slice(end, end + after);
  const blankOn = on.indexOf("\n\n");
  if (blankOn >= 0) on = on.slice(0, blankOn);
  return `${back} ${on}`.replace(ADDRESS_TOKEN, " ");
}
/** E-mail addresses and domain names: "bob@example.com" and "exemple.fr" name a domain, not an example. */
const ADDRESS_TOKEN = /[\w.+-]+@[\w.-]+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;

function declaredFake(text: string): boolean {
  if (FAKE_BANNER.test(text.slice(0, 300))) return true;
  if (!HAS_COMMENT.test(text)) return false;
  for (const m of text.matchAll(COMMENT_LINE)) if (FAKE_BANNER.test(m[0])) return true;
  return false;
}

const demote = (f: RawFinding, rule: string): RawFinding => ({ ...f, rule_id: rule, confidence: Math.min(f.confidence, DEMOTED) });
const roleMailbox = (address: string): boolean => ROLE_LOCAL.test(address.slice(0, address.indexOf("@")).toLowerCase());
const afterBusinessLabel = (content: string, start: number): boolean => BUSINESS_LABEL.test(content.slice(Math.max(0, start - 40), start));

/**
 * Re-reads the PII findings of one scan in place: examples, an organisation's own contacts and
 * business identifiers keep their spans at 0.2 under their own rule ids (see the header).
 */
export function judgePiiOwnership(content: string, raw: RawFinding[]): void {
  let any = false;
  for (const f of raw) if (f.class === "pii" && f.confidence >= 0.5) { any = true; break; }
  if (!any) return;
  const fake = declaredFake(content);
  let organisation: boolean | undefined;
  let named: boolean | undefined;
  let personStated: boolean | undefined;
  for (let i = 0; i < raw.length; i++) {
    const f = raw[i] as RawFinding;
    if (f.class !== "pii" || f.confidence < 0.5) continue;
    if (fake || EXAMPLE_CUE.test(around(content, f.start, f.end, 200, 60))) {
      raw[i] = demote(f, PII_EXAMPLE);
      continue;
    }
    const business = BUSINESS_TYPE.test(f.rule_id);
    if (!business && afterBusinessLabel(content, f.start)) {
      raw[i] = demote(f, PII_BUSINESS_ID);
      continue;
    }
    if (f.rule_id.startsWith("pii.person-") && LEGAL_FORM_AFTER.test(content.slice(f.end, f.end + 40))) {
      raw[i] = demote(f, PII_ORGANISATION);
      continue;
    }
    if (f.rule_id.startsWith("pii.phone-") && ORGANISATION_LINE.test(content.slice(Math.max(0, f.start - 60), f.start))) {
      raw[i] = demote(f, PII_ORGANISATION);
      continue;
    }
    if (!business && !CONTACT.test(f.rule_id)) continue;
    named ??= ORGANISATION_NAMED.test(content);
    if (business) {
      if (!named) continue;
      raw[i] = demote(f, PII_BUSINESS_ID);
      continue;
    }
    organisation ??= named || ORGANISATION_REGISTRY.test(content);
    if (!organisation) continue;
    if (f.rule_id === "pii.email") {
      if (roleMailbox(f.value)) raw[i] = demote(f, PII_ORGANISATION);
      continue;
    }
    personStated ??= PERSON_WORDS.test(content)
      || raw.some((g) => g.class === "pii" && g.confidence >= 0.4 && PERSON_ONLY.test(g.rule_id) && !afterBusinessLabel(content, g.start))
      || raw.some((g) => g.rule_id === "pii.email" && !roleMailbox(g.value));
    if (!personStated) raw[i] = demote(f, PII_ORGANISATION);
  }
}
