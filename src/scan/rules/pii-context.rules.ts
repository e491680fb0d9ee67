// Personal data that has no checksum but is stated as what it is: a date given as someone's birth
// date, an identity or account number after the label that names it, a name after "my name is",
// a street address written out in full. None of these is claimed as an entity type (they are not
// found bare: "Dan Tailor", "C01234565", "5/20/2021" stay clean, since nothing in the text says
// they are a person's); they are found where the text itself says so.
//
// Weights: a label and its value together are 0.6 to 0.7 (suspicious on their own); an honorific
// with a surname is 0.45, a name on its own being a weak reading that needs a second item beside
// it (the class score is their noisy-OR).
import type { RuleSpec } from "./rule";

type S = Omit<RuleSpec, "class"> & { entity: string };

// Month names and abbreviations of the six languages the scanner reads, and of Dutch and Polish
// (Polish in the genitive a date writes).
const MONTH =
  "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec" +
  "|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre" +
  "|janvier|f[eé]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[eé]cembre" +
  "|januar|j[aä]nner|februar|m[aä]rz|maerz|juni|juli|oktober|dezember" +
  "|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre" +
  "|janeiro|fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro" +
  "|januari|februari|maart|mei|augustus" +
  "|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrze[sś]nia|pa[zź]dziernika|listopada|grudnia)";
const YEAR = "(?:19|20)[0-9]{2}";
const DATE =
  `(?:[0-9]{1,2}[./-][0-9]{1,2}[./-](?:${YEAR}|[0-9]{2})|${YEAR}[./-][0-9]{1,2}[./-][0-9]{1,2}` +
  `|[0-9]{1,2}(?:st|nd|rd|th|er|º|°|\\.)? (?:de )?${MONTH}\\.?,? (?:de |del )?${YEAR}|${MONTH}\\.? [0-9]{1,2}(?:st|nd|rd|th)?,? ${YEAR}` +
  // Airline and passport style: "12AUG1990", "03MAR79".
  `|[0-9]{2}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:${YEAR}|[0-9]{2}))`;

/**
 * A written date that could be a day: day and month within range whichever order they are in. The
 * first of January of 1900, 1970 or 2000 is what forms and fixtures fill in, not anyone's birthday
 * in particular.
 */
function plausibleBirthDate(v: string): boolean {
  return plausibleDate(v) && !/^(?:0?1[./-]0?1[./-](?:1900|1970|2000)|(?:1900|1970|2000)[./-]0?1[./-]0?1)$/.test(v);
}

function plausibleDate(v: string): boolean {
  const n = v.match(/[0-9]+/g)?.map(Number) ?? [];
  if (n.length < 3) return /[a-z]/i.test(v) && n.some((x) => x >= 1 && x <= 31);
  const [a, b, c] = n as [number, number, number];
  if (a >= 1900) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  return a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12) && (c < 100 || (c >= 1900 && c <= 2099));
}

// English street types, which follow the street's name (the other languages' street words, which
// mostly come first, are in the -de and -romance rules).
const EN_STREET = "(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Terrace|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Crescent|Close|Grove|Mews|Gardens|Loop|Pike|Plaza|Parade|Pde|Esplanade|Walk|Rise|Row|Green|Quay|Wharf)";
// "221B Baker Street", "1600 Pennsylvania Avenue NW", "4 N. Elm St.", "12 West 34th Street".
// A post office box stands for the street line; a unit may come first ("Unit 7/41 Railway Pde").
const EN_LINE = `\\b(?:(?:P\\.? ?O\\.? Box|Post Office Box) [0-9]{1,6}|[0-9]{1,6}[A-Za-z]?(?:[-/][0-9]{1,4})? (?:(?:[NSEW]\\.?|North|South|East|West) )?(?:(?:[A-Z][a-z]{1,20}|[0-9]{1,3}(?:st|nd|rd|th))\\.? ){1,4}${EN_STREET}\\b\\.?(?: (?:NW|NE|SW|SE|N|S|E|W)\\b)?(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Flat|#)\\.? ?#?[A-Za-z0-9-]{1,6})?)`;
// Between an address's parts: a comma, a space or a line break (an envelope's lines).
const SEP = "(?:,[ \\t]{0,2}\\n?[ \\t]{0,2}|[ \\t]{0,2}\\n[ \\t]{0,2}|,? )";
const TOWN = "(?:[A-Z][a-z]{1,20} ){0,2}[A-Z][a-z]{1,20}";
const UK_POSTCODE = "[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}";
const CA_POSTCODE = "[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]";
const EN_STREET_WORDS = ["box", "parade", "pde", "esplanade", "walk", "rise", "row", "green", "quay", "wharf", "street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln", "drive", "dr", "court", "ct", "way", "place", "pl", "parkway", "pkwy", "terrace", "circle", "cir", "highway", "hwy", "square", "sq", "trail", "crescent", "close", "grove", "mews", "gardens", "loop", "pike", "plaza"];

/**
 * An organisation's or a public place's name right before the street line ("Free Software
 * Foundation, Inc., 59 Temple Place …", "Rowan Avenue Elementary School, 600 S Rowan Ave …"): its
 * address, not a person's.
 */
/**
 * Dutch and Polish public institutions, named before an address (ORGANISATION_BEFORE) and, for
 * pii-owner.ts, anywhere in a text about an organisation.
 */
export const INSTITUTIONS_NL_PL = "gemeente|stadhuis|ministerie|ziekenhuis|universiteit|urz[ąa]d|ministerstwo|szpital|uniwersytet|starostwo";
const ORGANISATION_BEFORE = new RegExp(String.raw`\b(?:Inc|Ltd|LLC|LLP|GmbH|AG|PLC|S\.?A|Corp|Corporation|Company|Co|Foundation|University|College|School|Institute|Hospital|Clinic|Church|Cathedral|Museum|Library|Hotel|Airport|Station|Center|Centre|Bank|Mall|Cemetery|Mortuary|Headquarters|HQ|Office|Offices|Building|Tower|Palace|Castle|Stadium|Arena|Theatre|Theater|Zoo|Embassy|Consulate|Ministry|Parliament|Courthouse|City Hall|Town Hall|House|mus[ée]e|museo|museu|h[ôo]tel de ville|mairie|rathaus|ayuntamiento|municipio|prefeitura|palais|palazzo|pal[aá]cio|universit[éeäà]|universidad|universidade|biblioth[èe]que|biblioteca|bibliothek|gare|bahnhof|estaci[óo]n|esta[çc][ãa]o|stazione|ambassade|embajada|botschaft|ambasciata|embaixada|si[èe]ge|sede|zentrale|${INSTITUTIONS_NL_PL}|bibliotheek|B\.V|N\.V|wydzia[łl]|s[ąa]d|biuro|sp\. z o\.o)(?![A-Za-z0-9_])[^\n]{0,40}$|\b(?:located|situated|headquartered|based|offices?) (?:at|in|on)[ \t]*$`, "i");
/** Fill-in values of forms and fixtures: zeros or a count for a postal code, a street or town named for an example. */
const PLACEHOLDER_ADDRESS = /\b(?:0{4,5}(?:-0{3})?|00-000|12345)\b|\b(?:Example|Exemplo|Ejemplo|Esempio|Exemple|Muster\w*|Beispiel\w*|Voorbeeld\w*|Przyk[lł]adow\w*|Anytown|Anystreet|Sample|Fake|Fulano|Springfield Example)\b/i;
const realAddress = (m: string, before: string): boolean => !ORGANISATION_BEFORE.test(before) && !PLACEHOLDER_ADDRESS.test(m);

// Labels that name an identity, tax, health, membership or account number.
const ID_LABEL =
  "(?:passport|pasaporte|passeport|passaporto|passaporte|reisepass|pass-nr|driver'?s licen[cs]e|driving licen[cs]e|licen[cs]e|licencia de conducir|carn[eé]t? de conducir|permis de conduire|patente(?: di guida)?|f[uü]hrerschein|fuehrerschein|carta de condu[cç][aã]o|carteira de motorista" +
  "|national id|national identity|identity card|id card|id number|personalausweis|ausweis|carte d'identit[eé]|carte nationale d'identit[eé]|carta d'identit[aà]|documento de identidad|dni|cédula|cedula" +
  "|tax id|tax identification|taxpayer(?: id| reference| number)?|tin|ssn|social security|avs|ahv|steuer-?id|steuernummer|steuer-identifikationsnummer|num[eé]ro fiscal|nif|numero fiscale" +
  "|medical record|mrn|patient id|patient number|membership number|member|policy|sv-nummer|sozialversicherungsnummer|afiliaci[oó]n|insurance number|versichertennummer|krankenversicherungsnummer|s[eé]curit[eé] sociale|seguridad social|previdenza|tessera sanitaria|utente|cart[aã]o de cidad[aã]o" +
  "|account number|account no|acct|bank account|kontonummer|conta|cuenta|compte|konto|num[eé]ro de compte|n[uú]mero de cuenta|numero di conto|n[uú]mero da conta|voter id|npi|certificate number|employee id|staff id|student id|matrikelnummer" +
  "|paspoort(?:nummer)?|rijbewijs(?:nummer)?|identiteitskaart|id-kaart|rekeningnummer|paszport(?:u)?|(?:seria i )?nr dowodu(?: osobistego)?|dow(?:ó|o)d osobisty|prawo jazdy|numer konta|numer rachunku)";
const ID_LABEL_WORDS = ["passport", "pasaporte", "passeport", "passaporto", "passaporte", "reisepass", "pass-nr", "licen", "conducir", "permis de conduire", "patente", "führerschein", "fuhrerschein", "fuehrerschein", "condução", "conducao", "motorista",
  "national id", "national identity", "identity card", "id card", "id number", "ausweis", "identit", "identidad", "dni", "cédula", "cedula",
  "tax id", "tax identification", "taxpayer", "tin", "ssn", "social security", "avs", "ahv", "steuer", "fiscal", "nif",
  "medical record", "mrn", "patient id", "patient number", "member", "membership number", "policy", "sv-nummer", "sozialversicherungsnummer", "afiliaci", "insurance number", "versichertennummer", "krankenversicherungsnummer", "sociale", "seguridad social", "previdenza", "tessera sanitaria", "utente", "cidad",
  "account number", "account no", "acct", "bank account", "kontonummer", "conta", "cuenta", "compte", "konto", "de compte", "de cuenta", "di conto", "da conta", "voter id", "npi", "certificate number", "employee id", "staff id", "student id", "matrikelnummer",
  "paspoort", "rijbewijs", "identiteitskaart", "id-kaart", "rekeningnummer", "paszport", "dowodu", "dowód", "dowod", "prawo jazdy", "numer konta", "numer rachunku"];
// The same labels as a record's keys ("passport_number", "taxId", "drivers-license"): each opens
// with a literal of three characters or more, so the engine can anchor the rule on it.
const ID_KEY =
  "(?:passport|drivers?[_-]?licen[cs]e|driving[_-]?licen[cs]e|national[_-]?id|id_card|idcard|id-card|id_number|idnumber|id-number|tax[_-]?id|taxpayer[_-]?id|ssn|social[_-]?security|medical[_-]?record|patient[_-]?id|member[_-]?id|policy[_-]?(?:number|no|id)|insurance[_-]?(?:number|no|id)|account[_-]?(?:number|no)|bank[_-]?account|voter[_-]?id|employee[_-]?id|student[_-]?id)" +
  "(?:[_-]?(?:number|num|no|nr|id))?[\"']?[ \\t]{0,2}[:=][ \\t]{0,2}[\"']?";
const ID_KEY_WORDS = ["national", "id_card", "idcard", "id-card", "id_number", "idnumber", "id-number", "tax", "social", "medical", "patient", "insurance", "account", "voter", "employee", "student", "driver", "driving"];
// The label stands apart from the value: "tin" glued to "huynh123/…" in a URL is no label.
const ID_FILLER = "\\b(?: ?(?:number|num|no|nr|n[º°o]|#|id|code|n[uú]mero|numero|num[eé]ro|nummer)\\b)?\\.?(?: (?:is|was|es|est|ist|è|é|ser[aá]))?[ :=#\"'-]{1,4}";
// One token of letters and digits, or digit groups split by spaces, dots, dashes or slashes.
// The spaced form is tried first: "65 929 970 489" would otherwise stop at "65".
const ID_VALUE = "([0-9]{1,12}(?: [0-9]{2,12}){1,4}|[A-Za-z0-9]{2,20}(?:[./-][A-Za-z0-9]{1,12}){0,4})";

/** A number someone was issued: four digits or more among six characters or more, not one digit repeated, not a year or a date. */
function idValue(v: string): boolean {
  const alnum = v.replace(/[^A-Za-z0-9]/g, "");
  const digits = alnum.replace(/[^0-9]/g, "");
  if (alnum.length < 6 || digits.length < 4 || /^(.)\1+$/.test(alnum)) return false;
  if (/^(?:19|20)[0-9]{2}$/.test(alnum) || plausibleDate(v) && /^[0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{1,4}$/.test(v)) return false;
  // Placeholders: every group one repeated digit ("111-22-3333", "000 00 0000"), or digits counting up ("123456789").
  const groups = v.split(/[ ./-]/);
  if (groups.length > 1 && groups.every((g) => /^([0-9])\1*$/.test(g))) return false;
  if (digits.length >= 6 && digits.length === alnum.length && [...digits].every((d, i) => i === 0 || Number(d) === (Number(digits[i - 1]) + 1) % 10)) return false;
  // A word with a number attached ("policy2024", "licenseV2") is a name, not an issued number.
  return !/^[A-Za-z]{4,}[0-9]{1,4}$/.test(alnum);
}

// Phrases that introduce someone's name, in the six languages, Dutch and Polish.
const NAME_LABEL =
  "(?i:\\b(?:my name is|my name's|his name is|her name is|their name is|i am called|i'm called|(?:full|real|legal|patient|customer|employee|applicant|contact|holder|cardholder|beneficiary|first|last|given|family|middle)[ _-]?name[\"']?|surname[\"']?|vorname|nachname|apellidos?|cognome|sobrenome|account holder|name of (?:the )?(?:patient|customer|employee|applicant|account holder|cardholder|deceased|tenant)" +
  "|me llamo|mi nombre es|nombre completo|je m'appelle|je m’appelle|mon nom est|nom complet|ich hei(?:ß|ss)e|mein name ist|vollst(?:ä|ae)ndiger name|mi chiamo|il mio nome (?:è|e)|nome completo|meu nome (?:é|e)|chamo-me|o meu nome (?:é|e)" +
  // Dutch and Polish.
  "|volledige naam|voornamen?|achternaam|mijn naam is|ik heet|imi(?:ę|e) i nazwisko|nazwisko|nazywam si(?:ę|e)|mam na imi(?:ę|e)))";
const NAME_LABEL_WORDS = ["my name", "his name", "her name", "their name", "called", "name", "account holder", "apellido", "cognome", "name of", "me llamo", "mi nombre", "nombre completo", "m'appelle", "m’appelle", "mon nom", "nom complet", "heiße", "heisse", "mein name", "ndiger name", "mi chiamo", "mio nome", "nome completo", "meu nome", "chamo-me", "naam", "voornam", "ik heet", "nazwisko", "nazywam", "mam na imi"];
// "Anil", "O'Brien", "McDonald", "Marie-Claire", "García".
const CAP = "(?:[A-Z]['’]|Ma?c)?[A-ZÀ-ÖØ-ÝĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ][a-zà-öø-ÿā-ž]{1,20}(?:-[A-ZÀ-ÖØ-ÝĀ-Ž]?[a-zà-öø-ÿā-ž]{1,20})?";
// Honorifics: written with or without a full stop ("Mr. ", "Mr "), only with one ("Dott. "), or
// only as they are ("Miss ", "Dott.ssa "). The full words ("Madame") count before a surname
// (pii.person-honorific); a stated name (FULL_NAME) may open with the others.
const ABBREVIATED = ["Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "Sr", "Sra", "Srta"];
const DOTTED = ["Dott", "Sig"];
const HONORIFIC_WORDS = ["Miss", "Herr", "Frau", "Mme", "Mlle", "Dott.ssa", "Sig.ra"];
const FULL_HONORIFICS = ["Madame", "Monsieur", "Mademoiselle", "Signora", "Signor", "Signorina", "Senhora", "Senhor"];
const esc = (h: string): string => h.replace(".", "\\.");
const HONORIFIC = `(?:${[...ABBREVIATED, ...DOTTED, ...HONORIFIC_WORDS].map(esc).join("|")})`;
// The honorific with what follows it: a literal long enough to anchor the rule on.
const HONORIFIC_SP = `(?:${[
  ...[...FULL_HONORIFICS, ...HONORIFIC_WORDS].map((h) => `${esc(h)} `),
  ...ABBREVIATED.flatMap((h) => [`${h}\\. `, `${h} `]),
  ...DOTTED.map((h) => `${h}\\. `),
].join("|")})`;
/** Every match holds its honorific, lowercased (the keyword pass's literals). */
const HONORIFIC_KEYWORDS = [...new Set([...ABBREVIATED, ...DOTTED, ...HONORIFIC_WORDS, ...FULL_HONORIFICS].map((h) => h.toLowerCase()))];
const PARTICLE = "(?:de|del|della|van|von|der|den|da|di|dos|das|du|le|la|ten|ter|y)";
const FULL_NAME = `(?:${HONORIFIC}\\.? )?${CAP}(?: (?:${PARTICLE} )?(?:[A-Z]\\.|${CAP})){0,3}`;
// What ends a name: not another letter ("Object" is no name inside "ObjectIdentifier").
const NAME_END = "(?:[^A-Za-zÀ-ÖØ-öø-ÿ'’]|$)";
/** Capitalised words that open a sentence or a form's value but are no one's name. */
const NOT_A_NAME = new Set(["The", "This", "That", "These", "Not", "None", "Unknown", "Required", "Optional", "Name", "Your", "Our", "Their", "His", "Her", "My", "Here", "There", "Please", "Thanks", "Thank", "Hello", "Hi", "Dear", "John Doe", "Jane Doe", "First", "Last", "Full", "String", "Text", "Null", "Undefined", "True", "False", "Yes", "No", "N/A", "Redacted", "Anonymous", "Confidential", "Withheld", "Same", "See", "As", "In", "On", "At", "For", "And", "But", "Or", "If", "When", "What", "Who", "It", "Is", "Was"]);

/** The names code and forms use for someone who does not exist, when the value is that one word. */
const PLACEHOLDER_NAMES = new Set(["John", "Jane", "Joe", "Doe", "Foo", "Bar", "Baz", "Alice", "Bob", "Test", "Tester", "Example", "Sample", "Max", "Erika", "Mustermann", "Musterfrau", "Fulano", "Mario"]);

function personName(v: string): boolean {
  const words = v.split(" ");
  if (NOT_A_NAME.has(words[0] as string) || NOT_A_NAME.has(v) || PLACEHOLDER_NAMES.has(v)) return false;
  return !/^[A-Z]{2,}$/.test(v);
}

// Nouns for a person by their role, in the six languages (German capitalises every noun; the
// others are capitalised only where a sentence or a field opens with them).
const ROLE_EN = "(?:employee|patient|pt\\.|customer|client|member|beneficiary|applicant|tenant|resident|user|worker|colleague|candidate|student|claimant|insured|policyholder|guest|passenger|traveller|traveler|recipient|caller|borrower|debtor|donor|contractor|hire|the deceased)";
const ROLE_ROMANCE = "(?:trabajador|trabajadora|empleado|empleada|cliente|paciente|usuario|usuaria|socio|socia|beneficiario|beneficiaria|titular|inquilino|inquilina|alumno|alumna|asegurado|asegurada|employée?|employee?|salariée?|salariee?|patiente?|assurée?|assuree?|utilisat(?:eur|rice)|locataire|bénéficiaire|beneficiaire|adhérente?|adherente?|titulaire|collaborat(?:eur|rice)|dipendente|paziente|utente|assicurat[oa]|collega|studente|studentessa|colaborador|colaboradora|funcion[áa]ri[oa]|usu[áa]ri[oa]|benefici[áa]ri[oa]|segurad[oa]|alun[oa])";
const ROLE_DE = "(?:Mitarbeiter|Mitarbeiterin|Kunde|Kundin|Patient|Patientin|Mieter|Mieterin|Versicherte|Versicherter|Bewerber|Bewerberin|Nutzer|Nutzerin|Sch[üu]ler|Sch[üu]lerin|Kollege|Kollegin)";
// Dutch and Polish, lower case (a field's label in title case is read by ROLE_LABEL's forms below).
const ROLE_NL_PL = "(?:werknemer|werkneemster|medewerker|medewerkster|klant|pati(?:ë|e)nt|huurder|huurster|bewoner|aanvrager|aanvraagster|verzekerde|leerling|pracownik|pracownica|klientka|pacjent|pacjentka|najemca|najemczyni|wnioskodawca|ubezpieczon[ya]|ucze(?:ń|n)|uczennica)";
// Title case ("Client Credentials Grant", "Customer Success Manager") names things, so a capitalised
// English or Romance role counts only as a field's label, before a colon.
const ROLE_LABEL = "(?:Employee|Patient|Customer|Client|Member|Beneficiary|Applicant|Tenant|Cliente|Paciente|Paziente|Dipendente|Employ[ée]e?|Usuario|Utente|Werknemer|Medewerker|Klant|Pati(?:ë|e)nt|Huurder|Pracownik|Pacjent|Pacjentka|Klient|Klientka|Najemca)";
const ROLE = `(?:\\b(?:${ROLE_EN}|${ROLE_ROMANCE}|Pt\\.|${ROLE_DE}|${ROLE_NL_PL})(?:[ \\t]{1,2}[:,«"]?|[ \\t]?[:,«"])|\\b${ROLE_LABEL}[ \\t]?:)`;
const ROLE_WORDS = ["employee", "patient", "pt.", "customer", "client", "member", "beneficiary", "applicant", "tenant", "resident", "user", "worker", "colleague", "candidate", "student", "claimant", "insured", "policyholder", "guest", "passenger", "travel", "recipient", "caller", "borrower", "debtor", "donor", "contractor", "hire", "deceased",
  "trabajador", "emplead", "cliente", "paciente", "usuari", "socio", "socia", "beneficiari", "titular", "inquilin", "alumn", "asegurad", "employ", "salari", "client", "assur", "utilisat", "locataire", "bénéficiaire", "beneficiaire", "adhérent", "adherent", "titulaire", "collaborat", "dipendente", "paziente", "utente", "assicurat", "collega", "studente", "studentessa", "colaborador", "funcion", "usuári", "benefici", "segurad", "alun",
  "mitarbeiter", "kunde", "kundin", "patient", "mieter", "versicherte", "bewerber", "nutzer", "schüler", "schuler", "kolleg",
  "werkn", "medewerk", "klant", "patiënt", "huurder", "huurster", "bewoner", "aanvra", "verzekerde", "leerling", "pracowni", "klient", "pacjent", "najem", "wnioskodawca", "ubezpieczon", "uczeń", "uczen", "uczennica"];
/** Two words or more, none of them a word that names a team, a product or a page rather than a person. */
const NOT_IN_A_NAME = new Set(["Service", "Services", "Support", "Team", "Success", "Care", "Portal", "Experience", "Relations", "Account", "Accounts", "Data", "Management", "Manager", "Center", "Centre", "Interface", "Group", "Agent", "Agents", "Record", "Records", "Id", "ID", "Name", "Number", "Access", "Guide", "Guidelines", "Profile", "Settings", "Login", "Portal", "Api", "API", "App", "Feedback", "Journey", "Story", "Stories", "Onboarding", "Database", "Table", "Model", "Object", "Class", "Type", "List", "Request", "Requests", "Info", "Information", "Details", "Status", "Report", "Reports", "Cloud", "Platform", "Lucky", "Happy", "Very", "Feeling", "Ready", "Sorry", "Here", "Done"]);
function realName(v: string): boolean {
  const words = v.replace(/^[A-Z][a-z]{0,4}\. /, "").split(" ");
  return words.length >= 2 && !words.some((w) => NOT_IN_A_NAME.has(w));
}

export const PII_CONTEXT_RULES: S[] = [
  { id: "pii.date-of-birth", entity: "DATE_OF_BIRTH", description: "A date stated as someone's birth date", caseInsensitive: true,
    keywords: ["birth", "dob", "d.o.b", "born", "geburt", "geboren", "geb.", "naissance", "nee le", "nacimiento", "nacid", "f. nac", "nascita", "nato il", "nata il", "nascimento", "nascid", "geboortedatum", "urodz", "ur."],
    // Each label opens with a literal of three characters or more, so the engine tries the rule
    // only where one occurs (anchors.ts) instead of searching every text that says "born".
    pattern: `\\b(?:date of birth|date[_-]?of[_-]?birth|dateofbirth|birth[ _-]?date|birthday|dob\\b\\.?|d\\.o\\.b\\.?|born(?: on| in)?|geburtsdatum|geboren(?: am)?|geb\\.|date de naissance|nee le|fecha de nacimiento|f\\. nac\\.|nacid[oa] el|data di nascita|nat[oa] il|data de nascimento|nascid[oa] em|geboortedatum|geboren op|data urodzenia|urodzon[ya](?: dnia)?|ur\\.)(?: (?:is|was|es|est|ist|è|é))?[ \\t:=,"'(>-]{0,4}(${DATE})`,
    group: 1, validate: (v) => plausibleBirthDate(v), confidence: 0.65,
    mustMatch: ["DOB: 03/14/1985", "Date of birth 1990-07-12", "born on 12 July 1990", "born March 3rd, 1979", "Geburtsdatum: 05.11.1962", "nee le 3 mars 1984", "fecha de nacimiento: 14/02/1991", "nata il 21/09/1975", "\"dob\": \"1988-04-30\"", "DOB 12AUG1990", "<dob>1979-03-02</dob>", "Geboortedatum: 11-08-1989", "geboren op 3 maart 1984", "ur. 22.05.1967", "data urodzenia: 14 lutego 1991", "\"date_of_birth\": \"1979-03-02\"", "birthDate=1983-11-20"],
    mustNotMatch: ["born in 1990", "release date 2021-05-04", "birth date field (YYYY-MM-DD)", "DOB: 45/45/1985", "born on a Tuesday", "dob: 1970-01-01", "DOB: 01/01/1900"] },
  // French "née le", "né le": an accented label gives the engine no ASCII literal to anchor on, so
  // it is its own rule, searched only in texts that hold it.
  { id: "pii.date-of-birth-fr", entity: "DATE_OF_BIRTH", description: "A date after \"née le\" or \"né le\"", caseInsensitive: true,
    keywords: ["née le", "né le"],
    pattern: `\\bn(?:ée|é) le[ \\t:]{1,3}(${DATE})`,
    group: 1, validate: (v) => plausibleBirthDate(v), confidence: 0.65,
    mustMatch: ["née le 3 mars 1984", "Jean Dupont, né le 12/04/1971 à Lyon"], mustNotMatch: ["née le mardi", "né le 45/45/1971"] },

  { id: "pii.street-address", entity: "STREET_ADDRESS", description: "A street address with its town and postal code (US, UK and Commonwealth forms)", keywords: EN_STREET_WORDS,
    validate: (_v, m, before) => realAddress(m, before),
    // US ZIP, Canadian postal code, UK postcode (the county may take a line of its own), Australian postcode.
    pattern: `${EN_LINE}${SEP}${TOWN}(?:,? (?:[A-Z]{2}|[A-Z][a-z]{2,20}),? (?:[0-9]{5}(?:-[0-9]{4})?|${CA_POSTCODE})\\b|${SEP}(?:(?:[A-Z][a-z]{2,20} ){0,2}[A-Z][a-z]{2,20}${SEP})?${UK_POSTCODE}\\b|,? (?:[A-Z]{2,3}|[A-Z][a-z]{2,20}) [0-9]{4}\\b)`,
    confidence: 0.7,
    mustMatch: ["42 Maple Street, Springfield, IL 62704", "1600 Amphitheatre Parkway, Mountain View, CA 94043", "221B Baker Street, London NW1 6XE", "12 West 34th Street, Apt 5B, New York, NY 10001", "14 Rose Crescent, Leeds, West Yorkshire, LS6 2AB", "7 Beach Rd, Bondi NSW 2026", "14 Orchard Close\nMarket Harborough\nLE16 7HY", "2204 Kilborn Ave, Ottawa ON K1H 6N1", "PO Box 318, Ennis, MT 59729", "Unit 7/41 Railway Pde, Marrickville NSW 2204"],
    mustNotMatch: ["42 Maple Street", "Top 10 Wall Street banks", "Main Street, Springfield, IL 62704", "version 2 Road map, Q3 2024", "Free Software Foundation, Inc., 59 Temple Place, Suite 330, Boston, MA 02111-1307", "The Empire State Building is located at 20 W 34th St, New York, NY 10001", "The White House, 1600 Pennsylvania Avenue NW, Washington, DC 20500", "123 Main Street, Anytown, USA 12345"] },
  { id: "pii.street-address-stated", entity: "STREET_ADDRESS", description: "A street line after words that say it is where someone lives or is sent things", keywords: EN_STREET_WORDS,
    pattern: `(?i:\\b(?:live|lives|living|reside|resides|residing|moved|moving|ship|shipped|send it|mail it|deliver|delivered|delivery)(?: [a-z]{2,12})? (?:at|to)|\\b(?:my|his|her|their|home|mailing|postal|billing|shipping|delivery|current|new) address(?: is)?:?)[ \\t:]{1,3}${EN_LINE}`,
    confidence: 0.65,
    mustMatch: ["I live at 42 Maple Street", "please ship to 9 Orchard Lane, Apt 3", "Home address: 77 Kings Road", "she moved to 15 Elm Court last year", "Lives alone at 22 Elm St, Pawtucket RI"],
    mustNotMatch: ["I live near Maple Street", "our office address is on the contact page", "we shipped 400 Road bikes"] },
  { id: "pii.street-address-de", entity: "STREET_ADDRESS", description: "A German, Austrian or Swiss street address with its postal code and town", keywords: ["straße", "strasse", "str.", "weg", "allee", "platz", "gasse", "ring", "damm", "ufer", "chaussee"],
    pattern: "\\b[A-ZÄÖÜ][a-zäöüß]{1,30}(?:-[A-ZÄÖÜ]?[a-zäöüß]{1,30})?(?:straße|strasse|str\\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee) ?[0-9]{1,4}[a-z]?(?:/[0-9]{1,4})?" + SEP + "(?:[A-Z]-)?[0-9]{4,5} [A-ZÄÖÜ][a-zäöüß]{2,30}",
    validate: (_v, m, before) => realAddress(m, before), confidence: 0.7,
    mustMatch: ["Hauptstraße 12, 10115 Berlin", "Lindenweg 4a, 80331 München", "Bahnhofstrasse 21, 8001 Zürich", "Lindengasse 7/4, 1070 Wien", "Lindenweg 4a\n80331 München"],
    mustNotMatch: ["die Hauptstraße in Berlin", "Version 12, 10115 Berlin", "Musterstraße 1, 12345 Musterstadt"] },
  { id: "pii.street-address-romance", entity: "STREET_ADDRESS", description: "A French, Spanish, Italian or Portuguese street address with its postal code", keywords: ["rue", "avenue", "av.", "boulevard", "bd", "place", "chemin", "allée", "allee", "impasse", "quai", "route", "cours", "calle", "c/", "avenida", "avda", "plaza", "pza", "paseo", "carrer", "via", "viale", "piazza", "corso", "largo", "rua", "travessa", "praça", "praca", "estrada", "alameda"],
    pattern: "(?:\\b[0-9]{1,4}(?: ?(?:bis|ter))?,? (?:rue|avenue|av\\.|boulevard|bd|place|chemin|all[ée]e|impasse|quai|route|cours) (?:[A-Za-zÀ-ÿ'’-]{1,20} ){0,5}[A-Za-zÀ-ÿ'’-]{2,20}" + SEP + "(?:(?:Lieu-dit|Lieudit|BP|CS) [^\\n,]{1,30}" + SEP + ")?(?:[0-9]{5}|[0-9]{2} [0-9]{3}) [A-ZÀ-Ý][a-zà-ÿ'’-]{1,30}" +
      // The street word first and the number after it (Spain, Italy, Portugal, Brazil; Switzerland and Belgium in French).
      "|\\b(?:Calle|C/|Avenida|Avda\\.|Av\\.|Plaza|Pza\\.|Paseo|Carrer|Via|Viale|Piazza|Corso|Largo|Rua|Travessa|Pra[çc]a|Estrada|Alameda|rue|avenue|chemin|route|place|boulevard|all[ée]e|impasse|quai) (?:[A-Za-zÀ-ÿ'’.-]{1,20} ){0,5}[A-Za-zÀ-ÿ'’-]{2,20},? (?:n\\.?[º°o]?\\.? ?)?[0-9]{1,4}[A-Za-z]?(?:,? [0-9]{1,2}(?:º|ª|°)?(?: ?[A-Za-z0-9]{1,3})?)?" +
      // Then a flat or floor ("apto 72", "piso 3"), a neighbourhood or two ("Col. Roma Norte", "Consolação", "São Paulo - SP"), and the postal code (Brazil's CEP).
      "(?:,? (?:apto|apt|ap|piso|puerta|dpto|depto|int|interior|bloco|bloque|sala)\\.? ?[0-9A-Za-z]{1,4})?(?:,? (?:Col\\. |Colonia |Bairro )?[A-ZÀ-Ý][a-zà-ÿ'’]{2,20}(?: (?:de |da |do |del )?[A-ZÀ-Ý][a-zà-ÿ'’]{2,20}){0,2}(?: - [A-Z]{2})?){0,2}" + SEP + "(?:(?:CEP:? |C\\.?P\\.? )(?:[0-9]{5}-[0-9]{3}|[0-9]{5})\\b|(?:[0-9]{5}|[0-9]{4}-[0-9]{3}|[0-9]{5}-[0-9]{3}|[0-9]{4}) [A-ZÀ-Ý][A-Za-zà-ÿ'’-]{1,30}))",
    validate: (_v, m, before) => realAddress(m, before), confidence: 0.7,
    mustMatch: ["12 rue de la Paix, 75002 Paris", "Calle Mayor 5, 3º B, 28013 Madrid", "Via Roma 10, 00184 Roma", "Rua Augusta 120, 1100-053 Lisboa", "24 bis, avenue Victor Hugo, 69003 Lyon", "Rua Augusta 1508, apto 72, Consolação, São Paulo - SP, CEP 01304-001.", "Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX", "3, impasse du Moulin\nLieu-dit Kerhuel\n29720 Plonéour-Lanvern", "chemin des Vignes 8, 1009 Pully"],
    mustNotMatch: ["la rue de la Paix est belle", "via email 10, 00184 items", "Calle Mayor, Madrid", "Le musée d'Orsay, 1 rue de la Légion d'Honneur, 75007 Paris", "Rua Exemplo, 123, CEP 00000-000"] },

  { id: "pii.street-address-nl", entity: "STREET_ADDRESS", description: "A Dutch or Flemish street address with its postal code and town", keywords: ["straat", "weg", "laan", "gracht", "plein", "kade", "singel", "dijk", "steeg", "dreef", "markt", "lei", "baan", "hof"],
    // "Oudegracht 231-bis, 3511 NK Utrecht", "Kortrijksesteenweg 388, 9000 Gent".
    pattern: "\\b[A-Z][a-zëï]{1,30}(?:straat|weg|laan|gracht|plein|kade|singel|dijk|steeg|dreef|markt|lei|baan|hof) ?[0-9]{1,4}(?:[a-z]|-?bis|[ -][A-Z]|-[0-9]{1,3}| hs)?" + SEP + "[1-9][0-9]{3}(?: ?[A-Z]{2})? [A-Z][a-zë'-]{1,30}",
    validate: (_v, m, before) => realAddress(m, before), confidence: 0.7,
    mustMatch: ["Oudegracht 231-bis, 3511 NK Utrecht", "Kortrijksesteenweg 388, 9000 Gent", "Haarlemmerstraat 96\n2312 GB Leiden"],
    mustNotMatch: ["de Haarlemmerstraat in Leiden", "Versie 12, 3511 NK", "Voorbeeldstraat 1, 1234 AB Voorbeeldstad"] },
  { id: "pii.street-address-pl", entity: "STREET_ADDRESS", description: "A Polish street address with its postal code and town", keywords: ["ul.", "al.", "os.", "pl.", "ulica", "aleja", "osiedle"],
    // "ul. Długa 17/4, 31-146 Kraków", "os. Stefana Batorego 9/33, 60-687 Poznań", "ul. Kościuszki 58 m. 12, 90-437 Łódź".
    pattern: "\\b(?:ul\\.|al\\.|os\\.|pl\\.|ulica|aleja|osiedle) (?:[A-ZĄĆĘŁŃÓŚŹŻ0-9][A-Za-ząćęłńóśźżĄĆĘŁŃÓŚŹŻ.-]{0,25} ){1,4}[0-9]{1,4}[a-zA-Z]?(?:(?:/| m\\.? ?| lok\\.? ?)[0-9]{1,4})?" + SEP + "[0-9]{2}-[0-9]{3} [A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż-]{1,30}",
    validate: (_v, m, before) => realAddress(m, before), confidence: 0.7,
    mustMatch: ["ul. Długa 17/4, 31-146 Kraków", "os. Stefana Batorego 9/33, 60-687 Poznań", "ul. Kościuszki 58 m. 12, 90-437 Łódź"],
    mustNotMatch: ["ul. Długa w Krakowie", "pl. 3 items, 31-146 units", "ul. Przykładowa 1, 00-000 Warszawa"] },

  { id: "pii.person-name-stated", entity: "PERSON", description: "A name after words that say it is someone's name", keywords: NAME_LABEL_WORDS,
    pattern: `${NAME_LABEL}(?: (?:is|es|est|ist|è|é))?[ \\t:="'-]{1,4}(${FULL_NAME})${NAME_END}`,
    group: 1, validate: (v) => personName(v), confidence: 0.6,
    mustMatch: ["my name is Sarah Johnson", "Full name: María José García López", "{\"first_name\": \"Folake\", \"last_name\": \"Oyelaran\"}", "Nachname: Gruber", "Je m'appelle Camille Dubois", "ich heiße Jonas Weber", "patient name: Dr. Anil K. Mehta", "Cardholder name: Thomas O'Brien"],
    mustNotMatch: ["my name is not important", "Full name: Required", "name of the patient (string)", "his name is John Doe", "setdefault(fullname, Package(self, raw))", "firstName: 'John', lastName: 'Doe'", "SURNAME = ObjectIdentifier(\"2.5.4.4\")"] },
  { id: "pii.person-honorific", entity: "PERSON", description: "A surname after an honorific (a weak reading alone)", keywords: HONORIFIC_KEYWORDS,
    pattern: `\\b${HONORIFIC_SP}(${CAP}(?: (?:${PARTICLE} )?${CAP})?)${NAME_END}`,
    group: 1, validate: (v) => personName(v), confidence: 0.45,
    mustMatch: ["Dear Mr. Okafor,", "Frau Schneider hat angerufen", "Dr Jane Roe", "Madame Jeanne Morvan", "Signora Bianchi", "Sig. Rossi", "Mx. Taylor"],
    mustNotMatch: ["Mr. The", "MS Word", "dr. smith", "Dr. Who? No"] },

  { id: "pii.person-name-role", entity: "PERSON", description: "A first and last name after a noun for the person's role (employee, patient, customer, tenant, beneficiary …)", keywords: ROLE_WORDS,
    pattern: `${ROLE}[ \\t]{0,2}(${CAP}(?: (?:${PARTICLE} )?(?:[A-Z]\\.|${CAP})){1,3})${NAME_END}`,
    group: 1, validate: (v) => personName(v) && realName(v), confidence: 0.55,
    mustMatch: ["employee Marie-Claire Tremblay", "Pt. Walter Kim, 68M", "Customer: Dolores Fitzgerald", "Mitarbeiterin Katharina Wolf", "il dipendente Davide Moretti", "assurée Nathalie Girard", "beneficiary Terrence Wallace"],
    mustNotMatch: ["customer Service Team", "Customer Success Manager", "patient John", "the user Interface Guidelines", "client Portal Access", "@memberOf Hash", "setting user Codespaces' Secrets", "- Client Credentials Grant", "daemon user (Red Hat #726953)"] },
  { id: "pii.person-self-intro", entity: "PERSON", description: "A first and last name in a self-introduction (I'm, sono, soy, je suis, ich bin, sou)", keywords: ["i'm", "i am", "this is", "sono", "soy", "je suis", "ich bin", "sou", "c'est"],
    pattern: `(?i:\\b(?:i'm|i am|this is|sono|soy|je suis|ich bin|sou|c'est))[ \\t]{1,2}(${CAP}(?: (?:${PARTICLE} )?(?:[A-Z]\\.|${CAP})){1,3})(?:[ \\t]{0,2}(?:[,.;!(–—-]|$)| (?:from|de|da|di|von|aus|and|y|et|e|und|here|speaking|calling)\\b)`,
    group: 1, validate: (v) => personName(v) && realName(v), confidence: 0.55,
    mustMatch: ["Hi, I'm Sarah Johnson, from accounting", "Buongiorno, sono Giulia Bianchi, codice", "Hola, soy Carlos Ruiz.", "Bonjour, je suis Amina Benali et"],
    mustNotMatch: ["I am Very Happy with it", "this is Google Cloud, the platform", "I'm Feeling Lucky"] },
  { id: "pii.labelled-id", entity: "ID_NUMBER", description: "An identity, tax, health, membership or account number after the label that names it", caseInsensitive: true, keywords: [...new Set([...ID_LABEL_WORDS, ...ID_KEY_WORDS])],
    pattern: `\\b(?:${ID_LABEL}${ID_FILLER}|${ID_KEY})${ID_VALUE}\\b`,
    // "Invalid TIN …", "example account number: …", "a sample passport …": a number shown as what the format looks like.
    group: 1, validate: (v, _m, before) => idValue(v) && !/\b(?:invalid|example|sample|dummy|fake|test|placeholder|mock|e\.g\.|i\.e\.|such as|like an?)[ \t:]{0,3}(?:[A-Za-z'-]{1,20}[ \t]){0,2}$/i.test(before), confidence: 0.6,
    mustMatch: ["passport number: J6932157", "Mi pasaporte es AAA123456", "Personalausweis: L01X00T44.", "my travel passport is A12803456", "Driver's license D1234567", "MRN 00482913", "account number 4420019283 has been updated", "Policy No. HX-2023-884512", "Unique Taxpayer Reference: 83105 27746", "N° AVS : 756.4821.7730.53", "{\"passport_number\": \"X48213377\"}", "taxId=DE-7731-0042", "drivers_license: D4471-2290"],
    mustNotMatch: ["github.com/tinhuynh123/secluded/releases/download/v2.0/x.zip", "passport number format is 9 characters", "account number ending in 12", "license MIT 2024", "policy 2024", "passport photo requirements", "patient id: 2023-05-01", "ssn : 111-22-3333", "account number 123456789", "Invalid TIN 000-123-457-000", "an example passport number: X1234567"] },
];
