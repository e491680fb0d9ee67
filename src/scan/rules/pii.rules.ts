// Personal data with structure we can check (checksums, ranges). Each rule names the entity
// type it claims so the benchmark measures recall only on what we actually detect.
import type { RuleSpec } from "./rule";
import { PII_CONTEXT_RULES } from "./pii-context.rules";
import { digitsOf, ibanValid, luhn, notAnIssuedNumber, ssnValid } from "../validators";
import { parseIPv6 } from "../net";
import {
  abaRouting, auAbn, auMedicare, caSin, deHealthInsurance, deSocialSecurity, deVatId, esNifNie, fiHetu, inAadhaar, inGstin,
  itFiscalCode, krBrn, krRegistration, oneCase, plPesel, seOrgNr, sePersonnummer, sgNricFin, thTnin, trKimlik, ukDrivingLicence, ukNhs, ukNino, usItin, usMbi, zaId,
} from "./national-ids";
import { base58Check, bech32Valid } from "./crypto-address";
import { PII_INTL_RULES } from "./pii-intl.rules";
import { eip55Valid } from "./keccak";

const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
const HEX2 = "[0-9A-Fa-f]{2}";

type S = Omit<RuleSpec, "class"> & { entity: string };
/** Every match of a number-shaped rule contains a digit, so texts without digits skip it. */
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
const rules: S[] = [
  { id: "pii.email", entity: "EMAIL_ADDRESS", description: "Email address", keywords: ["@"],
    pattern: "\\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}\\.[A-Za-z0-9.-]{0,190}[A-Za-z]{2,24}\\b",
    // In a URL's authority ("https://user:pass@host", "ssh://git@host") the part before "@" is a
    // login, not a mailbox: the credential is the secrets class's finding.
    validate: (v, _m, before) => !/\.\./.test(v) && !/@[^.]*-\./.test(v) && !/[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#@]*$/.test(before), confidence: 0.75,
    mustMatch: ["write to info@presidio.site today", "user@xn--80ak6aa92e.com", "see https://x.org/contact?to=bob@example.com"], mustNotMatch: ["my email is info@presidio.", "hello-world here", "https://user:pass@example.com/", "postgres://admin:Xk9mP2@db.example.com:5432/app", "ssh://git@github.com/org/repo"] },
  // Written to get past scanners and spam harvesters: the address is still someone's.
  { id: "pii.email-obfuscated", entity: "EMAIL_ADDRESS", description: "Email address with [at] and [dot] spelled out", keywords: ["[at]", "(at)"],
    pattern: "(?i:\\b[A-Za-z0-9._%+-]{1,64} ?[\\[(]at[\\])] ?[A-Za-z0-9-]{1,63} ?[\\[(]dot[\\])] ?[A-Za-z0-9-]{1,63}(?: ?[\\[(]dot[\\])] ?[A-Za-z]{2,24})?\\b)",
    confidence: 0.7,
    mustMatch: ["john.doe [at] example [dot] com", "jane(at)mail(dot)example(dot)org", "J.Roe [AT] corp [DOT] io"], mustNotMatch: ["meet me [at] noon", "see (at) page 4 (dot) point"] },
  { id: "pii.credit-card", entity: "CREDIT_CARD", description: "Payment card number (Luhn-valid)", keywords: DIGITS,
    pattern: "\\b(?:[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{1,7}|3[47][0-9]{2}[ -]?[0-9]{6}[ -]?[0-9]{5})\\b",
    // Digits after a decimal point are a number's fraction, not a card.
    validate: (v, _m, before) => luhn(v) && plausibleIin(digitsOf(v)) && !inIban(before) && !/[0-9.,]$/.test(before) && !notAnIssuedNumber(v, before), confidence: 0.85,
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
    validate: (v, m, before) => !/[0-9A-Za-z:.]$/.test(before) && !/:::/.test(v) && parseIPv6(v.endsWith("::") ? v : v.replace(/[.:]$/, "")) !== null && !codeColons(v, m.slice(v.length), before), confidence: 0.6,
    mustMatch: ["2001:db8:85a3::8a2e:370", "::ffff:255.255.255.255", "Prefix: 2001:db8::/32", "Unspecified ::", "src=:: dst=::1", "curl http://[::1]:8080/"], mustNotMatch: ["Ratio 1:2:3:4", "10:30:00", "aa:bb:cc:dd:ee:ff", "print(line[::-1])", "xs[1::2]", "stream ::= STREAM-START", "re.compile(r'(?::[0-5])')", "s.split(\"::\")"] },
  { id: "pii.mac-address", entity: "MAC_ADDRESS", description: "MAC address (colon or dash notation)", keywords: [":", "-"],
    // Longer runs of hex pairs are read whole and refused: a certificate's key id or fingerprint
    // ("BB:AF:7E:02:3D:FA:A6:F1:…", 20 pairs) is no interface's address. The extra pairs are two
    // classes, not HEX2: a quantified group must hold no quantifier (rule.ts).
    pattern: `\\b(?:${HEX2}:${HEX2}:${HEX2}:${HEX2}:${HEX2}:${HEX2}(?::[0-9A-Fa-f][0-9A-Fa-f]){0,58}|${HEX2}-${HEX2}-${HEX2}-${HEX2}-${HEX2}-${HEX2}(?:-[0-9A-Fa-f][0-9A-Fa-f]){0,58})\\b`,
    validate: (v, _m, before) => v.length === 17 && !/^(?:00[:-]){5}00$/i.test(v) && !/^(?:ff[:-]){5}ff$/i.test(v) && !/[0-9A-Fa-f]{2}[:-]$/.test(before), confidence: 0.55,
    mustMatch: ["MAC: 01:23:45:67:89:AB", "AA-BB-CC-DD-EE-FF"], mustNotMatch: ["Broadcast: FF:FF:FF:FF:FF:FF", "00:00:00:00:00:00", "SKI BB:AF:7E:02:3D:FA:A6:F1:3C:84:8E:AD:EE:38:98:EC:D9:32:32:D4"] },
  { id: "pii.mac-address-dotted", entity: "MAC_ADDRESS", description: "MAC address (Cisco dotted notation)", keywords: DIGITS,
    pattern: "\\b[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\b", validate: (v) => /[0-9]/.test(v) && !/^(?:0000\\.){2}0000$|^(?:ffff\\.){2}ffff$/i.test(v), confidence: 0.55,
    mustMatch: ["Cisco MAC: 0012.3456.789A", "aabb.ccdd.ee0f"], mustNotMatch: ["deed.face.bead"] },
  { id: "pii.phone-intl", entity: "PHONE_NUMBER", description: "International phone number (+country code)", keywords: ["+"],
    pattern: "\\+[1-9][0-9]{0,2}[ .-]?\\(?[0-9]{1,4}\\)?[ .-]?[0-9]{2,4}[ .-]?[0-9]{2,4}(?:[ .-]?[0-9]{2,4})?(?:[ .-]?[0-9]{1,4})?\\b",
    // A subscriber number of one repeated digit, or the digits counted up, is a form's or a test's filler.
    validate: (v) => { const d = digitsOf(v); return d.length >= 9 && d.length <= 15 && !/^[0-9]{1,3}?([0-9])\1{7,}$/.test(d) && !d.startsWith("123456789"); }, confidence: 0.7,
    mustMatch: ["+91 4155 550132", "My mobile number is +639171234567."], mustNotMatch: ["+1 2", "+12", "\"+15555555555\",", "+123456789"] },
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
    pattern: "\\b[2-9][0-9]{3}[ :-]?[0-9]{4}[ :-]?[0-9]{4}\\b", validate: (v, _m, before) => inAadhaar(v) && !/[+.,:]$|[0-9][ :-]$/.test(before) && !inIban(before) && !notAnIssuedNumber(v, before), confidence: 0.6,
    mustMatch: ["3123 4567 8909", "My Aadhaar number is 400123456787 with text"], mustNotMatch: ["1234 5678 9012", "3123 4567 8908"] },
  { id: "pii.uk-nhs", entity: "UK_NHS", description: "UK NHS number (mod-11)", keywords: DIGITS,
    pattern: "\\b[0-9]{3}[ -]?[0-9]{3}[ -]?[0-9]{4}\\b", validate: (v, _m, before) => ukNhs(v) && !/[+.,(]$|[0-9][ -]$/.test(before) && !inIban(before) && !notAnIssuedNumber(v, before), confidence: 0.55,
    mustMatch: ["221 395 1837", "0032698674"], mustNotMatch: ["401-023-2138"] },
  { id: "pii.se-personnummer", entity: "SE_PERSONNUMMER", description: "Swedish personnummer (date + Luhn)", keywords: DIGITS,
    // A date and four digits glued to a prefix ("FS-20240711-0093", "INV/20240711-0093") is an
    // identifier that carries its issue date, not a person's number.
    pattern: "\\b(?:[0-9]{2})?[0-9]{6}[-+]?[0-9]{4}\\b", validate: (v, _m, before) => sePersonnummer(v) && !/[+.,]$|[A-Za-z0-9][-/_]$/.test(before) && !notAnIssuedNumber(v, before), confidence: 0.6,
    mustMatch: ["19910924-2397 är mitt pnr.", "871220-2384", "pnr: 19910924-2397"], mustNotMatch: ["19000309-3393", "200504422381", "search FS-19910924-2397 returned 2 fares"] },
  { id: "pii.ca-sin", entity: "CA_SIN", description: "Canadian social insurance number (Luhn)", keywords: DIGITS,
    pattern: "\\b[1-79][0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{3}\\b", validate: (v, _m, before) => caSin(v) && !/[+.,]$|[0-9][ -]$/.test(before) && !inIban(before) && !notAnIssuedNumber(v, before), confidence: 0.55,
    mustMatch: ["my SIN is 130-692-544", "948 584 792"], mustNotMatch: ["130 692 545", "111 111 111"] },
  { id: "pii.za-id", entity: "ZA_ID_NUMBER", description: "South African ID number (date + Luhn)", keywords: DIGITS,
    pattern: "\\b[0-9]{13}\\b", validate: (v, _m, before) => zaId(v) && !/[+.,]$/.test(before), confidence: 0.6,
    mustMatch: ["RSA ID: 0002294321191"], mustNotMatch: ["8001015009086", "1234567890123"] },
  { id: "pii.th-tnin", entity: "TH_TNIN", description: "Thai national id (mod-11)", keywords: DIGITS,
    pattern: "\\b[1-8][0-9]{12}\\b", validate: (v, _m, before) => thTnin(v) && !/[+.,]$/.test(before) && !notAnIssuedNumber(v, before), confidence: 0.6,
    mustMatch: ["My Thai ID is 1234567890121"], mustNotMatch: ["1234567890123", "0034567890124"] },
  { id: "pii.us-itin", entity: "US_ITIN", description: "US individual taxpayer id (9XX, valid group)", keywords: DIGITS,
    pattern: "\\b9[0-9]{2}[- ]?[0-9]{2}[- ]?[0-9]{4}\\b", validate: (v, _m, before) => usItin(v) && !/[+.,]$|[0-9][ -]$/.test(before) && !notAnIssuedNumber(v, before), confidence: 0.65,
    mustMatch: ["911-70-1234"], mustNotMatch: ["911-89-1234"] },
  // Identifiers with a check digit or letter and a distinctive shape stand alone. A solid run of 9
  // to 11 digits with a weak check is as common as an order number, a file name or a Unix time,
  // so those forms are taken only after the label that names them (ABN, Medicare, routing).
  { id: "pii.kr-rrn", entity: "KR_RRN", description: "Korean resident registration number (date, gender digit, check digit)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-?[1-4][0-9]{6}\\b", validate: (v, _m, before) => krRegistration(v, false) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.65,
    mustMatch: ["주민등록번호 820712-2257566", "RRN 8202161144366", "210315-4000001"], mustNotMatch: ["8207122257567", "820712-5257566", "820732-2257566"] },
  { id: "pii.kr-frn", entity: "KR_FRN", description: "Korean foreigner registration number (date, gender digit 5-8, check digit)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-?[5-8][0-9]{6}\\b", validate: (v, _m, before) => krRegistration(v, true) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.65,
    mustMatch: ["외국인등록번호 990225-6241820", "9104285722654"], mustNotMatch: ["9902256241821", "990225-2241820"] },
  { id: "pii.sg-nric-fin", entity: "SG_NRIC_FIN", description: "Singapore NRIC/FIN (weighted mod-11 check letter)", keywords: DIGITS,
    pattern: "\\b[STFGMstfgm][0-9]{7}[A-Za-z]\\b", validate: (v) => sgNricFin(v), confidence: 0.7,
    mustMatch: ["NRIC F2979959T on file", "T0503015Z", "M9628115X"], mustNotMatch: ["F2979959U", "T0503051Z", "A1234567Z"] },
  { id: "pii.au-abn", entity: "AU_ABN", description: "Australian Business Number as printed, NN NNN NNN NNN (mod-89)", keywords: DIGITS,
    pattern: "\\b[1-9][0-9] [0-9]{3} [0-9]{3} [0-9]{3}\\b", validate: (v, _m, before) => auAbn(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.65,
    mustMatch: ["ABN 97 893 354 283", "19 178 322 177"], mustNotMatch: ["97 893 354 284", "97 893354283", "97893354283"] },
  // Solid 11-digit runs are file names and record ids as often as ABNs: only after the label.
  { id: "pii.au-abn-labelled", entity: "AU_ABN", description: "Australian Business Number after its label (mod-89)", keywords: ["abn", "australian business number"],
    pattern: "(?i:\\babn\\b|australian business number)[^0-9\\n]{0,20}([1-9][0-9]{10})\\b", group: 1, validate: (v) => auAbn(v), confidence: 0.65,
    mustMatch: ["ABN: 19178322177"], mustNotMatch: ["ABN: 19178322178", "/downloads/19178322177.pdf"] },
  { id: "pii.au-medicare", entity: "AU_MEDICARE", description: "Australian Medicare card number as printed, 4-5-1 (check digit)", keywords: DIGITS,
    pattern: "\\b[2-6][0-9]{3} [0-9]{5} [1-9]\\b", validate: (v, _m, before) => auMedicare(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.65,
    mustMatch: ["card 2493 27344 5", "5025 86310 4"], mustNotMatch: ["2493 27354 5", "1493 27344 5"] },
  { id: "pii.au-medicare-labelled", entity: "AU_MEDICARE", description: "Australian Medicare number after its label (check digit)", keywords: ["medicare"],
    pattern: "(?i:medicare)[^0-9\\n]{0,20}([2-6][0-9]{9})\\b", group: 1, validate: (v) => auMedicare(v), confidence: 0.65,
    mustMatch: ["Medicare number: 2493273445"], mustNotMatch: ["Medicare number: 2493273545", "ticket 2493273445"] },
  { id: "pii.aba-routing", entity: "ABA_ROUTING_NUMBER", description: "ABA routing number as XXXX-YYYY-C (prefix ranges, 3-7-1 check)", keywords: DIGITS,
    pattern: "\\b[0-9]{4}-[0-9]{4}-[0-9]\\b", validate: (v, _m, before) => abaRouting(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.6,
    mustMatch: ["routing 0084-0228-6", "0612-5763-0"], mustNotMatch: ["0084-0228-7", "2024-0601-3"] },
  { id: "pii.aba-routing-labelled", entity: "ABA_ROUTING_NUMBER", description: "ABA routing number after its label (prefix ranges, 3-7-1 check)", keywords: ["routing", "aba", "rtn"],
    pattern: "(?i:routing|\\baba\\b|\\brtn\\b)[^0-9\\n]{0,24}([0-9]{9})\\b", group: 1, validate: (v) => abaRouting(v), confidence: 0.65,
    mustMatch: ["Routing number: 019025157", "ABA 061257630"], mustNotMatch: ["Routing number: 019025158", "order 019025157"] },
  { id: "pii.in-gstin", entity: "IN_GSTIN", description: "Indian GSTIN (state code, PAN-shaped id, entity number, Z)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]\\b", validate: (v) => oneCase(v) && inGstin(v), confidence: 0.75,
    mustMatch: ["GSTIN 07WBHPD0134G1ZO", "27YQDCP0852Y1ZY"], mustNotMatch: ["07WBHPD0134G1YO", "07WBHP00134G1ZO", "40WBHPD0134G1ZO", "07WBHpD0134G1ZO"] },
  { id: "pii.in-pan", entity: "IN_PAN", description: "Indian PAN (holder-type letter in 4th place)", keywords: DIGITS,
    pattern: "\\b[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]\\b", validate: (v) => !/0000/.test(v), confidence: 0.6,
    mustMatch: ["PAN: BNZPK4821Q", "ACMCT7012L"], mustNotMatch: ["BNZXK4821Q", "bnzpk4821q", "BNZPK0000Q"] },
  { id: "pii.uk-nino", entity: "UK_NINO", description: "UK National Insurance number (allocated prefixes, suffix A-D)", keywords: DIGITS,
    pattern: "\\b[A-Za-z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-Da-d]\\b", validate: (v) => ukNino(v), confidence: 0.6,
    mustMatch: ["NI number JG 10 37 59 A", "JG103759A", "ce 49 20 11 c"], mustNotMatch: ["JG 10 37 59 E", "GB 10 37 59 A", "QA103759A", "Jg103759A"] },
  { id: "pii.us-mbi", entity: "US_MBI", description: "US Medicare Beneficiary Identifier (CMS character positions)", keywords: DIGITS,
    pattern: "\\b[1-9][A-Za-z][0-9A-Za-z][0-9]-?[A-Za-z][0-9A-Za-z][0-9]-?[A-Za-z]{2}[0-9]{2}\\b", validate: (v) => grouped(v, 2) && usMbi(v), confidence: 0.6,
    mustMatch: ["MBI 5KW2-TH8-RA47", "5KW2TH8RA47"], mustNotMatch: ["5KS2-TH8-RA47", "5KW2-TH8RA47", "5kW2TH8RA47"] },
  { id: "pii.de-vat-id", entity: "DE_VAT_ID", description: "German VAT id, DE + 9 digits (MOD 11,10)", keywords: DIGITS,
    // A lowercase 'de' before a number is a Romance-language preposition unless written solid.
    pattern: "\\b(?:DE[ .-]?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{3}|de[0-9]{9})\\b", validate: (v) => deVatId(v), confidence: 0.7,
    mustMatch: ["USt-IdNr. DE507074677", "DE 102 501 121", "de507074677"], mustNotMatch: ["DE507074678", "de 507 074 677", "AT507074677"] },
  { id: "pii.it-fiscal-code", entity: "IT_FISCAL_CODE", description: "Italian codice fiscale (birth date, omocodia, check letter)", keywords: DIGITS,
    // Upper case, as printed on the card: a search for six letters of either case would walk every word of prose.
    pattern: "\\b[A-Z]{6}[0-9][0-9LMNP-V][ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]\\b", validate: (v) => itFiscalCode(v), confidence: 0.75,
    mustMatch: ["codice fiscale HFGFBA56S14M466V", "UTUHLY08H05D652X"], mustNotMatch: ["HFGFBA56S14M466W", "HFGFBA56S34M466V", "hfgfba56s14m466v"] },
  { id: "pii.de-social-security", entity: "DE_SOCIAL_SECURITY", description: "German pension insurance number (birth date, initial, check digit)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}[0-8][0-9][01][0-9]{3}[A-Za-z][0-9]{3}\\b", validate: (v) => deSocialSecurity(v), confidence: 0.7,
    mustMatch: ["RVNR 14250393R057", "20160827A054"], mustNotMatch: ["14250393R058", "14251393R057"] },
  { id: "pii.de-health-insurance", entity: "DE_HEALTH_INSURANCE", description: "German health insurance number, KVNR (letter as 01-26, check digit)", keywords: DIGITS,
    pattern: "\\b[A-Z][0-9]{9}\\b", validate: (v) => deHealthInsurance(v), confidence: 0.6,
    mustMatch: ["KVNR F534014969", "B646368193"], mustNotMatch: ["F534014968", "f534014969", "A000000000"] },
  { id: "pii.kr-brn", entity: "KR_BRN", description: "Korean business registration number as XXX-XX-XXXXX (check digit)", keywords: DIGITS,
    pattern: "\\b[1-9][0-9]{2}-[0-9]{2}-[0-9]{5}\\b", validate: (v, _m, before) => krBrn(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.6,
    mustMatch: ["사업자등록번호 760-37-21331", "625-71-52122"], mustNotMatch: ["760-37-21332", "760-00-21331"] },
  { id: "pii.se-orgnr", entity: "SE_ORGANISATIONSNUMMER", description: "Swedish organisationsnummer as NNNNNN-NNNN (third digit 2+, Luhn)", keywords: DIGITS,
    pattern: "\\b[1235-9][0-9][2-9][0-9]{3}-[0-9]{4}\\b", validate: (v, _m, before) => seOrgNr(v) && !/[+.,]$|[0-9][ -]$/.test(before), confidence: 0.6,
    mustMatch: ["orgnr 573417-2454", "528121-8601"], mustNotMatch: ["573417-2455", "471220-2384"] },
  { id: "pii.uk-driving-licence", entity: "UK_DRIVING_LICENCE", description: "UK driving licence number (surname padding, encoded birth date)", keywords: DIGITS,
    pattern: "\\b[A-Za-z][A-Za-z9]{4}[0-9][0156][0-9][0-3][0-9]{2}[A-Za-z][A-Za-z9][0-9][A-Za-z]{2}\\b", validate: (v) => oneCase(v) && ukDrivingLicence(v), confidence: 0.7,
    mustMatch: ["Licence no. WOODS761231JT4XK", "LI999805024A99QQ"], mustNotMatch: ["WOODS761331JT4XK", "WO9DS761231JT4XK", "Woods761231JT4XK", "WOODS763231JT4XK"] },
  { id: "pii.btc-address", entity: "CRYPTO", description: "Bitcoin address (Base58Check or Bech32 checksum)", keywords: ["1", "3", "bc1"],
    pattern: "\\b(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})\\b", validate: (v) => (v.startsWith("bc1") ? bech32Valid(v) : base58Check(v)), confidence: 0.7,
    mustMatch: ["my wallet address is: 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"], mustNotMatch: ["16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2"] },
  // Mixed case spells the EIP-55 checksum, so it stands alone; an address in one case carries none
  // and needs a word that says what it is.
  { id: "pii.eth-address", entity: "CRYPTO", description: "Ethereum address with its EIP-55 checksum (mixed case)", keywords: ["0x"],
    pattern: "\\b0x[0-9a-fA-F]{40}\\b", validate: (v) => eip55Valid(v), confidence: 0.7,
    mustMatch: ["send it to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"], mustNotMatch: ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "0xde709f2102306220921060314715629080e2fb77"] },
  { id: "pii.eth-address-labelled", entity: "CRYPTO", description: "Ethereum address in one case after a word that names it", keywords: ["wallet", "ethereum", "eth", "metamask", "erc20", "erc-20"],
    pattern: "(?i:wallet|ethereum|\\beth\\b|metamask|erc-?20)[^\\n]{0,24}?\\b(0x(?:[0-9a-f]{40}|[0-9A-F]{40}))\\b", group: 1, confidence: 0.65,
    mustMatch: ["my ETH wallet: 0xde709f2102306220921060314715629080e2fb77"], mustNotMatch: ["commit 0xde709f2102306220921060314715629080e2fb77", "wallet 0xde709f21023062209210603147"] },
];

/** A grouped number is written solid or with all `n` of its separators, the same one each time. */
const grouped = (v: string, n: number): boolean => {
  const seps = v.replace(/[0-9A-Za-z]/g, "");
  return seps.length === 0 || (seps.length === n && new Set(seps).size === 1);
};
/** Letters all upper or all lower case: mixed case reads as a code or a word, not a typed identifier. */
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
/**
 * Colons that code writes, not an address: a slice ("s[::-1]", "xs[1::2]", "a[::2]": digits and
 * colons in a subscript), and a bare "::" that does not stand alone as the unspecified address
 * does ("src=:: dst=::1", "::/0"): a regex's "(?::", a grammar's "::=", a string literal "\"::\"".
 */
function codeColons(v: string, after: string, before: string): boolean {
  if (/^[0-9:]+$/.test(v) && /[A-Za-z0-9_)\]]\[$/.test(before) && /^[\]-]/.test(after)) return true;
  return v === "::" && !(/(?:^|[\s=])$/.test(before) && /^(?:[\s/,;.]|$)/.test(after));
}

const SSN_DENY = new Set(["078051120", "219099999", "457555462"]);

function ibanPrefixValid(v: string): boolean {
  const compact = v.replace(/[ -]/g, "");
  // The greedy pattern may run past the IBAN; accept when some prefix is a valid IBAN.
  for (let len = Math.min(compact.length, 34); len >= 15; len--) if (ibanValid(compact.slice(0, len))) return true;
  return false;
}

const ALL: readonly S[] = [...rules, ...PII_INTL_RULES];
const WITH_CONTEXT: readonly S[] = [...ALL, ...PII_CONTEXT_RULES];
export const PII_RULES: RuleSpec[] = WITH_CONTEXT.map((r) => ({ ...r, class: "pii" as const }));
/**
 * Entity types (Presidio's names where Presidio has the type) this engine claims to detect: found
 * wherever they occur. The context rules' types are found only where the text says what they are.
 */
export const PII_ENTITIES_CLAIMED: readonly string[] = [...new Set(ALL.map((r) => r.entity))];
export const PII_RULE_ENTITY: Readonly<Record<string, string>> = Object.fromEntries(WITH_CONTEXT.map((r) => [r.id, r.entity]));
