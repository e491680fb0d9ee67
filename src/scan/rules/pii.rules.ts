// Personal data with structure we can check (checksums, ranges). Each rule names the entity
// type it claims so the benchmark measures recall only on what we actually detect.
import type { RuleSpec } from "./rule";
import { digitsOf, ibanValid, luhn, ssnValid } from "../validators";
import { parseIPv6 } from "../net";
import { caSin, esNifNie, fiHetu, inAadhaar, plPesel, sePersonnummer, thTnin, trKimlik, ukNhs, usItin, zaId } from "./national-ids";
import { base58Check, bech32Valid } from "./crypto-address";

const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
const HEX2 = "[0-9A-Fa-f]{2}";

type S = Omit<RuleSpec, "class"> & { entity: string };
/** Every match of a number-shaped rule contains a digit, so texts without digits skip it. */
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
const rules: S[] = [
  { id: "pii.email", entity: "EMAIL_ADDRESS", description: "Email address", keywords: ["@"],
    pattern: "\\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}\\.[A-Za-z0-9.-]{0,190}[A-Za-z]{2,24}\\b",
    validate: (v) => !/\.\./.test(v) && !/@[^.]*-\./.test(v), confidence: 0.75,
    mustMatch: ["write to info@presidio.site today", "user@xn--80ak6aa92e.com"], mustNotMatch: ["my email is info@presidio.", "hello-world here"] },
  { id: "pii.credit-card", entity: "CREDIT_CARD", description: "Payment card number (Luhn-valid)", keywords: DIGITS,
    pattern: "\\b(?:[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{1,7}|3[47][0-9]{2}[ -]?[0-9]{6}[ -]?[0-9]{5})\\b",
    // Digits after a decimal point are a number's fraction, not a card.
    validate: (v, _m, before) => luhn(v) && plausibleIin(digitsOf(v)) && !inIban(before) && !/[0-9.,]$/.test(before), confidence: 0.85,
    mustMatch: ["5555555555554444", "card 4012-8888-8888-1881"], mustNotMatch: ["4012-8888-8888-1882", "36168002586008"] },
  { id: "pii.iban", entity: "IBAN_CODE", description: "IBAN (mod-97 valid)", keywords: DIGITS,
    pattern: "\\b[A-Z]{2}[0-9]{2}[ -]?[A-Z0-9]{4}[ -]?[A-Z0-9]{2,4}[ -]?[A-Z0-9]{0,4}[ -]?[A-Z0-9]{0,4}[ -]?[A-Z0-9]{0,4}[ -]?[A-Z0-9]{0,4}[ -]?[A-Z0-9]{0,4}[ -]?[A-Z0-9]{0,3}",
    validate: (v) => ibanPrefixValid(v), confidence: 0.85,
    mustMatch: ["AL47-2121-1009-0000-0002-3569-8741", "PT50 0002 0123 1234 5678 9015 4"], mustNotMatch: ["CY17 0020 A128 0000 0012 0052 7600"] },
  { id: "pii.us-ssn", entity: "US_SSN", description: "US Social Security number (area/group/serial rules)", keywords: DIGITS,
    pattern: "\\b[0-9]{3}-[0-9]{2}-[0-9]{4}\\b|\\b[0-9]{3}\\.[0-9]{2}\\.[0-9]{4}\\b|\\b[0-9]{3} [0-9]{2} [0-9]{4}\\b",
    validate: (v) => ssnValid(v) && !SSN_DENY.has(digitsOf(v)), confidence: 0.75,
    mustMatch: ["078.05.1123", "abc 078 05 1123 abc"], mustNotMatch: ["693-09.4444", "078-05-1120", "000-12-3456"] },
  { id: "pii.ipv4", entity: "IP_ADDRESS", description: "IPv4 address", keywords: ["."],
    pattern: `(?:^|[^0-9A-Za-z.])(${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET})(?:[^0-9A-Za-z.]|\\.[^0-9]|\\.?$)`, group: 1, confidence: 0.6,
    // Public anycast resolvers identify a service, not a person.
    validate: (v) => !PUBLIC_SERVICE_IPS.has(v),
    mustMatch: ["server at 192.168.1.20 now", "203.0.113.7"], mustNotMatch: ["192.168.1", "version 1.2.3.4.5", "the 1.1.1.1 resolver"] },
  { id: "pii.ipv6", entity: "IP_ADDRESS", description: "IPv6 address (parsed)",
    // Every match has a colon followed by a hex digit, a colon or a dot (the class after the first ':').
    keywords: ["::", ":.", ...[..."0123456789abcdef"].map((c) => `:${c}`)],
    // The left boundary is checked in the validator so the search can start at the first hex digit.
    pattern: "([0-9A-Fa-f]{0,4}:[0-9A-Fa-f:.]{1,44})(?:[^0-9A-Za-z:.]|[.:][^0-9A-Za-z]|[.:]?$)", group: 1,
    validate: (v, _m, before) => !/[0-9A-Za-z:.]$/.test(before) && !/:::/.test(v) && parseIPv6(v.endsWith("::") ? v : v.replace(/[.:]$/, "")) !== null, confidence: 0.6,
    mustMatch: ["2001:db8:85a3::8a2e:370", "::ffff:255.255.255.255", "Prefix: 2001:db8::/32", "Unspecified ::"], mustNotMatch: ["Ratio 1:2:3:4", "10:30:00", "aa:bb:cc:dd:ee:ff"] },
  { id: "pii.mac-address", entity: "MAC_ADDRESS", description: "MAC address (colon or dash notation)", keywords: [":", "-"],
    pattern: `\\b(?:${HEX2}:${HEX2}:${HEX2}:${HEX2}:${HEX2}:${HEX2}|${HEX2}-${HEX2}-${HEX2}-${HEX2}-${HEX2}-${HEX2})\\b`,
    validate: (v) => !/^(?:00[:-]){5}00$/i.test(v) && !/^(?:ff[:-]){5}ff$/i.test(v), confidence: 0.55,
    mustMatch: ["MAC: 01:23:45:67:89:AB", "AA-BB-CC-DD-EE-FF"], mustNotMatch: ["Broadcast: FF:FF:FF:FF:FF:FF", "00:00:00:00:00:00"] },
  { id: "pii.mac-address-dotted", entity: "MAC_ADDRESS", description: "MAC address (Cisco dotted notation)", keywords: DIGITS,
    pattern: "\\b[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\b", validate: (v) => /[0-9]/.test(v) && !/^(?:0000\\.){2}0000$|^(?:ffff\\.){2}ffff$/i.test(v), confidence: 0.55,
    mustMatch: ["Cisco MAC: 0012.3456.789A", "aabb.ccdd.ee0f"], mustNotMatch: ["deed.face.bead"] },
  { id: "pii.phone-intl", entity: "PHONE_NUMBER", description: "International phone number (+country code)", keywords: ["+"],
    pattern: "\\+[1-9][0-9]{0,2}[ .-]?\\(?[0-9]{1,4}\\)?[ .-]?[0-9]{2,4}[ .-]?[0-9]{2,4}(?:[ .-]?[0-9]{2,4})?(?:[ .-]?[0-9]{1,4})?\\b",
    validate: (v) => { const n = digitsOf(v).length; return n >= 9 && n <= 15; }, confidence: 0.7,
    mustMatch: ["+91 4155 550132", "My mobile number is +639171234567."], mustNotMatch: ["+1 2", "+12"] },
  { id: "pii.phone-nanp", entity: "PHONE_NUMBER", description: "North American phone number", keywords: DIGITS,
    pattern: "\\([2-9][0-9]{2}\\) ?[2-9][0-9]{2}[ .-][0-9]{4}\\b|\\b[2-9][0-9]{2}[.-][2-9][0-9]{2}[.-][0-9]{4}\\b",
    validate: (_v, _m, before) => !inIban(before), confidence: 0.7, mustMatch: ["(415) 555-0132", "415-555-0132"], mustNotMatch: ["401-023-2138", "2024-06-05"] },
  { id: "pii.phone-trunk", entity: "PHONE_NUMBER", description: "National phone number with trunk prefix 0", keywords: DIGITS,
    pattern: "\\b0[1-9][0-9]{1,3}[ -][0-9]{3,4}[ -]?[0-9]{2,4}(?:[ -][0-9]{2})?\\b|\\b0 [1-9][0-9]{2} [0-9]{3} [0-9]{2} [0-9]{2}\\b|\\b0[2-9][0-9]{9}\\b|\\b(?:0[ -]?)?\\(?[1-9][0-9]{2}\\)?[ .-][0-9]{3}[ .-][0-9]{2}[ .-][0-9]{2}\\b|\\b0[ -]?\\([1-9][0-9]{2}\\)[ -]?[0-9]{3}[ -]?[0-9]{4}\\b",
    validate: (v, _m, before) => { const n = digitsOf(v).length; return n >= 10 && n <= 12 && !inIban(before); }, confidence: 0.65,
    mustMatch: ["090-1234-5678", "0412 123 45 67", "Cep no: 05321234567", "0 532 123 45 67", "532 123 45 67", "0 (917) 123 4567"], mustNotMatch: ["091712345678", "12345678901"] },
  // National identifiers: each has a checksum, most an embedded date; bare digit runs need both.
  { id: "pii.fi-hetu", entity: "FI_PERSONAL_IDENTITY_CODE", description: "Finnish personal identity code (mod-31)", keywords: DIGITS,
    pattern: "\\b[0-9]{6}[-+A-FU-Ya-fu-y][0-9]{3}[0-9A-Ya-y]\\b", validate: (v) => fiHetu(v), confidence: 0.75,
    mustMatch: ["020594X903P is my hetu."], mustNotMatch: ["311190-1111", "131052/308T"] },
  { id: "pii.es-nif-nie", entity: "ES_NIF", description: "Spanish DNI/NIF or NIE (mod-23 letter)", keywords: DIGITS,
    pattern: "\\b[XYZxyz]?[0-9]{7,8}-?[A-Za-z]\\b", validate: (v) => esNifNie(v), confidence: 0.7,
    mustMatch: ["12345678Z", "Mi NIE es X9613851N", "Y8063915-Z"], mustNotMatch: ["12345678a", "Y8063915Q"] },
  { id: "pii.tr-kimlik", entity: "TR_NATIONAL_ID", description: "Turkish national id (two check digits)", keywords: DIGITS,
    pattern: "\\b[1-9][0-9]{10}\\b", validate: (v, _m, before) => trKimlik(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["TC Kimlik No: 10000000146"], mustNotMatch: ["10000000145", "00000000000"] },
  { id: "pii.pl-pesel", entity: "PL_PESEL", description: "Polish PESEL (date + checksum)", keywords: DIGITS,
    pattern: "\\b[0-9]{11}\\b", validate: (v, _m, before) => plPesel(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["My pesel is 44051401458."], mustNotMatch: ["44051401459", "85040812345"] },
  { id: "pii.in-aadhaar", entity: "IN_AADHAAR", description: "Indian Aadhaar number (Verhoeff)", keywords: DIGITS,
    pattern: "\\b[2-9][0-9]{3}[ :-]?[0-9]{4}[ :-]?[0-9]{4}\\b", validate: (v, _m, before) => inAadhaar(v) && !/[+.,:]$|[0-9][ :-]$/.test(before) && !inIban(before), confidence: 0.6,
    mustMatch: ["3123 4567 8909", "My Aadhaar number is 400123456787 with text"], mustNotMatch: ["1234 5678 9012", "3123 4567 8908"] },
  { id: "pii.uk-nhs", entity: "UK_NHS", description: "UK NHS number (mod-11)", keywords: DIGITS,
    pattern: "\\b[0-9]{3}[ -]?[0-9]{3}[ -]?[0-9]{4}\\b", validate: (v, _m, before) => ukNhs(v) && !/[+.,(]$|[0-9][ -]$/.test(before) && !inIban(before), confidence: 0.55,
    mustMatch: ["221 395 1837", "0032698674"], mustNotMatch: ["401-023-2138"] },
  { id: "pii.se-personnummer", entity: "SE_PERSONNUMMER", description: "Swedish personnummer (date + Luhn)", keywords: DIGITS,
    pattern: "\\b(?:[0-9]{2})?[0-9]{6}[-+]?[0-9]{4}\\b", validate: (v, _m, before) => sePersonnummer(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["19910924-2397 är mitt pnr.", "871220-2384"], mustNotMatch: ["19000309-3393", "200504422381"] },
  { id: "pii.ca-sin", entity: "CA_SIN", description: "Canadian social insurance number (Luhn)", keywords: DIGITS,
    pattern: "\\b[1-79][0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{3}\\b", validate: (v, _m, before) => caSin(v) && !/[+.,]$|[0-9][ -]$/.test(before) && !inIban(before), confidence: 0.55,
    mustMatch: ["my SIN is 130-692-544", "948 584 792"], mustNotMatch: ["130 692 545", "111 111 111"] },
  { id: "pii.za-id", entity: "ZA_ID_NUMBER", description: "South African ID number (date + Luhn)", keywords: DIGITS,
    pattern: "\\b[0-9]{13}\\b", validate: (v, _m, before) => zaId(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["RSA ID: 0002294321191"], mustNotMatch: ["8001015009086", "1234567890123"] },
  { id: "pii.th-tnin", entity: "TH_TNIN", description: "Thai national id (mod-11)", keywords: DIGITS,
    pattern: "\\b[1-8][0-9]{12}\\b", validate: (v, _m, before) => thTnin(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["My Thai ID is 1234567890121"], mustNotMatch: ["1234567890123", "0034567890124"] },
  { id: "pii.us-itin", entity: "US_ITIN", description: "US individual taxpayer id (9XX, valid group)", keywords: DIGITS,
    pattern: "\\b9[0-9]{2}[- ]?[0-9]{2}[- ]?[0-9]{4}\\b", validate: (v, _m, before) => usItin(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.65,
    mustMatch: ["911-70-1234"], mustNotMatch: ["911-89-1234"] },
  { id: "pii.btc-address", entity: "CRYPTO", description: "Bitcoin address (Base58Check or Bech32 checksum)", keywords: ["1", "3", "bc1"],
    pattern: "\\b(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})\\b", validate: (v) => (v.startsWith("bc1") ? bech32Valid(v) : base58Check(v)), confidence: 0.7,
    mustMatch: ["my wallet address is: 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"], mustNotMatch: ["16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2"] },
];

/** True when a digit run continues an IBAN-shaped token (country code + check digits before it). */
const inIban = (before: string): boolean => /[A-Z]{2}[0-9]{2}[ -]?[A-Z0-9 -]{0,36}$/.test(before);
/** Issuer prefix fits the length (Visa 13/16/19, Amex 15, Diners 14, UATP 15, JCB/Discover/MC/UnionPay 16-19). */
function plausibleIin(d: string): boolean {
  switch (d.length) {
    case 13: return d[0] === "4";
    case 14: return /^3[068]/.test(d);
    case 15: return /^(?:3[47]|1|2131|1800)/.test(d);
    case 16: return /^[2-6]/.test(d);
    case 17: case 18: case 19: return /^[4-6]/.test(d);
    default: return false;
  }
}
const PUBLIC_SERVICE_IPS = new Set(["1.1.1.1", "1.0.0.1", "8.8.8.8", "8.8.4.4", "9.9.9.9", "149.112.112.112", "208.67.222.222", "208.67.220.220"]);
const SSN_DENY = new Set(["078051120", "219099999", "457555462"]);

function ibanPrefixValid(v: string): boolean {
  const compact = v.replace(/[ -]/g, "");
  // The greedy pattern may run past the IBAN; accept when some prefix is a valid IBAN.
  for (let len = Math.min(compact.length, 34); len >= 15; len--) if (ibanValid(compact.slice(0, len))) return true;
  return false;
}

export const PII_RULES: RuleSpec[] = rules.map((r) => ({ ...r, class: "pii" as const }));
/** Entity types (Presidio names) this engine claims to detect. */
export const PII_ENTITIES_CLAIMED: readonly string[] = [...new Set(rules.map((r) => r.entity))];
export const PII_RULE_ENTITY: Readonly<Record<string, string>> = Object.fromEntries(rules.map((r) => [r.id, r.entity]));
