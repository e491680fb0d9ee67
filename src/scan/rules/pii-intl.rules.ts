// National identifiers of Latin America, Europe and East Asia that data-loss suites detect and
// the first set (pii.rules.ts) does not: each with the issuer's check digit (national-ids-intl.ts).
// A number is taken bare only in the printed form that sets it apart (CPF's dots and dash, a
// Belgian number's dots, a spaced NIR); a solid run of digits counts only after its label, since
// order numbers and ids of that length are everywhere.
import type { RuleSpec } from "./rule";
import { arCuit, beNationalNumber, brCnpj, brCpf, clRut, cnResidentId, frNir, iePpsn, jpMyNumber, mxCurp, nlBsn, noFodselsnummer, ptNif } from "./national-ids-intl";

type S = Omit<RuleSpec, "class"> & { entity: string };
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
/** Not the tail of a longer number, a decimal or a signed value. */
const standsAlone = (before: string): boolean => !/[+.,/]$|[0-9][ .-]?$/.test(before);

/** Pairs that count up or down by one (01 02 03 04 05): a fill or a byte dump, not a number someone was given. */
function countingPairs(v: string): boolean {
  const p = v.split(/[ .-]/).map(Number);
  const d = (p[1] as number) - (p[0] as number);
  return (d === 1 || d === -1) && p.every((x, i) => i === 0 || x - (p[i - 1] as number) === d);
}

export const PII_INTL_RULES: S[] = [
  // France (and the numbering plans that copied it) prints ten digits as five pairs.
  { id: "pii.phone-pairs", entity: "PHONE_NUMBER", description: "National phone number printed as five pairs, 0N NN NN NN NN", keywords: DIGITS,
    // Five pairs and no sixth: "01-23-45-67-89-AB" is a MAC address, "<Buffer 01 02 03 04 05 06>" a
    // byte dump (also when a hex pair comes before), and a counting run of pairs is a fill.
    pattern: "\\b(0[1-9] [0-9]{2} [0-9]{2} [0-9]{2} [0-9]{2}|0[1-9]\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}|0[1-9]-[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{2})(?:[^0-9A-Za-z:. -]|[.:-][^0-9A-Za-z]| [^0-9]| [0-9][^0-9]|[ .:-]?$)",
    group: 1, validate: (v, _m, before) => standsAlone(before) && !/[0-9A-Fa-f]{2} $/.test(before) && !countingPairs(v), confidence: 0.6,
    mustMatch: ["Tél. : 06 12 34 56 78", "01.45.67.89.10", "appelez le 01-45-67-89-10.", "06 12 34 56 78 de 9h à 18h"],
    mustNotMatch: ["06 12 34 56", "1.06.12.34.56.78", "10 12 34 56 78", "MAC: 01-23-45-67-89-AB", "<Buffer 01 02 03 04 05>", "<Buffer 08 07 06 05 04 03 02 01>", "a0 8b 28 3f 01 00 00 00 50 32"] },
  { id: "pii.br-cpf", entity: "BR_CPF", description: "Brazilian CPF as printed, NNN.NNN.NNN-NN (two mod-11 check digits)", keywords: DIGITS,
    pattern: "\\b[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}-[0-9]{2}\\b", validate: (v, _m, before) => brCpf(v) && standsAlone(before), confidence: 0.7,
    mustMatch: ["CPF: 111.444.777-35", "titular 123.456.789-09."], mustNotMatch: ["111.444.777-36", "111.111.111-11", "v1.111.444.777-35"] },
  { id: "pii.br-cpf-labelled", entity: "BR_CPF", description: "Brazilian CPF after its label (two mod-11 check digits)", keywords: ["cpf"],
    pattern: "(?i:\\bcpf\\b)[^0-9\\n]{0,20}([0-9]{11})\\b", group: 1, validate: (v) => brCpf(v), confidence: 0.7,
    mustMatch: ["cpf=11144477735"], mustNotMatch: ["cpf=11144477736", "pedido 11144477735"] },
  { id: "pii.br-cnpj", entity: "BR_CNPJ", description: "Brazilian CNPJ as printed, NN.NNN.NNN/NNNN-NN (two mod-11 check digits)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}\\.[0-9]{3}\\.[0-9]{3}/[0-9]{4}-[0-9]{2}\\b", validate: (v, _m, before) => brCnpj(v) && standsAlone(before), confidence: 0.65,
    mustMatch: ["CNPJ 11.222.333/0001-81"], mustNotMatch: ["11.222.333/0001-82", "00.000.000/0000-00"] },
  { id: "pii.br-cnpj-labelled", entity: "BR_CNPJ", description: "Brazilian CNPJ after its label (two mod-11 check digits)", keywords: ["cnpj"],
    pattern: "(?i:\\bcnpj\\b)[^0-9\\n]{0,20}([0-9]{14})\\b", group: 1, validate: (v) => brCnpj(v), confidence: 0.65,
    mustMatch: ["CNPJ: 11222333000181"], mustNotMatch: ["CNPJ: 11222333000182", "id 11222333000181"] },
  { id: "pii.cl-rut", entity: "CL_RUT", description: "Chilean RUT/RUN as printed, NN.NNN.NNN-D (mod-11 verifier, K allowed)", keywords: DIGITS,
    pattern: "\\b[0-9]{1,2}\\.[0-9]{3}\\.[0-9]{3}-[0-9Kk]\\b", validate: (v, _m, before) => clRut(v) && standsAlone(before), confidence: 0.65,
    mustMatch: ["RUT 12.345.678-5", "30.686.957-4"], mustNotMatch: ["12.345.678-6", "1.234.567-8"] },
  { id: "pii.cl-rut-labelled", entity: "CL_RUT", description: "Chilean RUT/RUN after its label (mod-11 verifier)", keywords: ["rut"],
    pattern: "(?i:\\brut\\b)[^0-9\\n]{0,20}([0-9]{7,8}-?[0-9Kk])\\b", group: 1, validate: (v) => clRut(v), confidence: 0.65,
    mustMatch: ["rut: 12345678-5"], mustNotMatch: ["rut: 12345678-6", "ruta 12345678-5"] },
  { id: "pii.ar-cuit", entity: "AR_CUIT", description: "Argentine CUIT/CUIL as printed, TT-NNNNNNNN-C (mod-11 check digit)", keywords: DIGITS,
    pattern: "\\b(?:20|23|24|27|30|33|34)-[0-9]{8}-[0-9]\\b", validate: (v, _m, before) => arCuit(v) && standsAlone(before), confidence: 0.65,
    mustMatch: ["CUIT 20-12345678-6"], mustNotMatch: ["20-12345678-5", "21-12345678-6"] },
  { id: "pii.ar-cuit-labelled", entity: "AR_CUIT", description: "Argentine CUIT/CUIL after its label (mod-11 check digit)", keywords: ["cuit", "cuil"],
    pattern: "(?i:\\bcuit\\b|\\bcuil\\b)[^0-9\\n]{0,20}([0-9]{11})\\b", group: 1, validate: (v) => arCuit(v), confidence: 0.65,
    mustMatch: ["CUIL: 20123456786"], mustNotMatch: ["CUIL: 20123456785", "ref 20123456786"] },
  { id: "pii.mx-curp", entity: "MX_CURP", description: "Mexican CURP (birth date, sex, state code, check digit)", keywords: DIGITS,
    pattern: "\\b[A-Z][AEIOUX][A-Z]{2}[0-9]{6}[HMX][A-Z]{5}[0-9A-Z][0-9]\\b", validate: (v) => mxCurp(v), confidence: 0.75,
    mustMatch: ["CURP: HEGG560427MVZRRL04"], mustNotMatch: ["HEGG560427MVZRRL05", "HEGG561327MVZRRL04", "HEGG560427MXXRRL04"] },
  { id: "pii.nl-bsn", entity: "NL_BSN", description: "Dutch BSN after its label (eleven-test)", keywords: ["bsn", "burgerservicenummer", "sofinummer", "sofi-nummer"],
    pattern: "(?i:\\bbsn\\b|burgerservicenummer|sofi-?nummer)[^0-9\\n]{0,24}([0-9]{9}|[0-9]{4}\\.[0-9]{2}\\.[0-9]{3})\\b", group: 1, validate: (v) => nlBsn(v), confidence: 0.7,
    mustMatch: ["BSN: 111222333", "burgerservicenummer 1112.22.333"], mustNotMatch: ["BSN: 111222334", "order 111222333"] },
  { id: "pii.fr-nir", entity: "FR_NIR", description: "French NIR as printed, S YY MM DD CCC OOO KK (key mod 97)", keywords: DIGITS,
    pattern: "\\b[1-478] [0-9]{2} [0-9]{2} (?:[0-9]{2}|2[AB]) [0-9]{3} [0-9]{3} [0-9]{2}\\b", validate: (v, _m, before) => frNir(v) && standsAlone(before), confidence: 0.7,
    mustMatch: ["n° sécu 2 69 05 49 588 157 80"], mustNotMatch: ["2 69 05 49 588 157 81", "2 69 13 49 588 157 80"] },
  { id: "pii.fr-nir-labelled", entity: "FR_NIR", description: "French NIR after its label (key mod 97)", keywords: ["nir", "insee", "sociale"],
    pattern: "(?i:\\bnir\\b|\\binsee\\b|s[éeÉE]curit[éeÉE] sociale)[^0-9\\n]{0,24}([1-478][0-9]{4}(?:[0-9]{2}|2[ABab])[0-9]{8})\\b", group: 1, validate: (v) => frNir(v), confidence: 0.7,
    mustMatch: ["NIR : 269054958815780"], mustNotMatch: ["NIR : 269054958815781", "commande 269054958815780"] },
  { id: "pii.be-national-number", entity: "BE_NATIONAL_NUMBER", description: "Belgian national register number as printed, YY.MM.DD-SSS.CC (mod 97)", keywords: DIGITS,
    pattern: "\\b[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}-[0-9]{3}\\.[0-9]{2}\\b", validate: (v, _m, before) => beNationalNumber(v) && standsAlone(before), confidence: 0.7,
    mustMatch: ["rijksregisternummer 85.07.30-033.28"], mustNotMatch: ["85.07.30-033.29", "85.13.30-033.28"] },
  { id: "pii.be-national-number-labelled", entity: "BE_NATIONAL_NUMBER", description: "Belgian national register number after its label (mod 97)", keywords: ["rijksregister", "national", "insz", "niss"],
    pattern: "(?i:rijksregister(?:nummer)?|num[ée]ro national|national (?:register |registry )?number|\\binsz\\b|\\bniss\\b)[^0-9\\n]{0,20}([0-9]{11})\\b", group: 1, validate: (v) => beNationalNumber(v), confidence: 0.7,
    mustMatch: ["INSZ: 85073003328"], mustNotMatch: ["INSZ: 85073003329", "invoice 85073003328"] },
  { id: "pii.no-fodselsnummer", entity: "NO_FODSELSNUMMER", description: "Norwegian fødselsnummer or D-number after its label (birth date, two mod-11 check digits)", keywords: ["dselsnummer", "fnr", "d-nummer", "personnummer"],
    pattern: "(?i:f(?:ø|Ø|o|oe)dselsnummer|\\bfnr\\b|d-nummer|personnummer)[^0-9\\n]{0,20}([0-9]{6} ?[0-9]{5})\\b", group: 1, validate: (v) => noFodselsnummer(v), confidence: 0.7,
    mustMatch: ["fødselsnummer: 010190 00083"], mustNotMatch: ["fødselsnummer: 01019000084", "ordre 01019000083"] },
  { id: "pii.cn-resident-id", entity: "CN_RESIDENT_ID", description: "Chinese resident identity card number (region, birth date, ISO 7064 MOD 11-2)", keywords: DIGITS,
    pattern: "\\b[1-8][0-9]{16}[0-9Xx]\\b", validate: (v, _m, before) => cnResidentId(v) && standsAlone(before), confidence: 0.7,
    mustMatch: ["身份证号 11010519491231002X", "11010519491231002x"], mustNotMatch: ["110105194912310021", "110105194913310024"] },
  { id: "pii.jp-my-number", entity: "JP_MY_NUMBER", description: "Japanese Individual Number (My Number) after its label (check digit)", keywords: ["マイナンバー", "個人番号", "my number", "mynumber"],
    pattern: "(?:マイナンバー|個人番号|My ?Number|MY ?NUMBER)[^0-9\\n]{0,20}([0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4})\\b", group: 1, validate: (v) => jpMyNumber(v), confidence: 0.7,
    mustMatch: ["マイナンバー：123456789018", "My Number 1234 5678 9018"], mustNotMatch: ["マイナンバー：123456789017", "会員番号 123456789018"] },
  { id: "pii.pt-nif", entity: "PT_NIF", description: "Portuguese NIF after its label (mod-11 check digit)", keywords: ["nif", "contribuinte"],
    pattern: "(?i:\\bnif\\b|contribuinte)[^0-9\\n]{0,24}([0-9]{3} ?[0-9]{3} ?[0-9]{3})\\b", group: 1, validate: (v) => ptNif(v), confidence: 0.65,
    mustMatch: ["NIF: 123456789", "n.º de contribuinte 123 456 789"], mustNotMatch: ["NIF: 123456788", "fatura 123456789"] },
  { id: "pii.ie-ppsn", entity: "IE_PPSN", description: "Irish PPS number after its label (mod-23 check letter)", keywords: ["pps", "ppsn", "personal public service"],
    pattern: "(?i:\\bppsn?\\b|personal public service)[^0-9\\n]{0,24}([0-9]{7}[A-Wa-w][A-Ia-iWw]?)\\b", group: 1, validate: (v) => iePpsn(v), confidence: 0.65,
    mustMatch: ["PPSN: 1234567T", "PPS number 1234567FA"], mustNotMatch: ["PPSN: 1234567U", "SKU 1234567T"] },
];
