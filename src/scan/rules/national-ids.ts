// Checksums and date checks for national identifiers. Each returns false on any malformed input.
import { digitsOf, luhn } from "../validators";

export function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[m - 1] as number);
}

/** Σ wᵢ·dᵢ over the first w.length digits of a digit string. */
export function weightedSum(d: string, w: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < w.length; i++) sum += (w[i] as number) * (d.charCodeAt(i) - 48);
  return sum;
}

/** Letters all in one case: identifiers are printed in capitals or typed in lower case, not mixed. */
export function oneCase(v: string): boolean {
  return v === v.toUpperCase() || v === v.toLowerCase();
}

/** Finnish henkilötunnus: DDMMYY, century sign, 3-digit serial, mod-31 check character. */
export function fiHetu(v: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/i.exec(v);
  if (m === null) return false;
  const century = "+".includes(m[4] as string) ? 1800 : /[-U-Y]/i.test(m[4] as string) ? 1900 : 2000;
  if (!validDate(century + Number(m[3]), Number(m[2]), Number(m[1]))) return false;
  const n = Number(`${m[1]}${m[2]}${m[3]}${m[5]}`);
  return "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31] === (m[6] as string).toUpperCase();
}

const NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
/** Spanish DNI/NIF (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter), mod-23 letter. */
export function esNifNie(v: string): boolean {
  const s = v.replace(/-/g, "").toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (m === null) return false;
  const prefix = m[1] === "" ? "" : String("XYZ".indexOf(m[1] as string));
  if (prefix !== "" && (m[2] as string).length !== 7) return false;
  return NIF_LETTERS[Number(prefix + m[2]) % 23] === m[3];
}

/** Turkish TC Kimlik No: 11 digits, no leading zero, two check digits. */
export function trKimlik(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11 || d[0] === "0") return false;
  const n = [...d].map(Number);
  const odd = n[0]! + n[2]! + n[4]! + n[6]! + n[8]!;
  const even = n[1]! + n[3]! + n[5]! + n[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== n[9]) return false;
  return n.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === n[10];
}

/** Polish PESEL: 11 digits, encoded birth date, weighted checksum. */
export function plPesel(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11) return false;
  const n = [...d].map(Number);
  const sum = weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  if ((10 - (sum % 10)) % 10 !== n[10]) return false;
  let month = n[2]! * 10 + n[3]!;
  let year = n[0]! * 10 + n[1]!;
  const centuries: [number, number][] = [[80, 1800], [60, 2200], [40, 2100], [20, 2000], [0, 1900]];
  for (const [off, base] of centuries) if (month > off && month <= off + 12) { month -= off; year += base; break; }
  return validDate(year, month, n[4]! * 10 + n[5]!);
}

const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
/** Indian Aadhaar: 12 digits, first digit 2–9, Verhoeff checksum. */
export function inAadhaar(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 12 || d[0] === "0" || d[0] === "1") return false;
  let c = 0;
  [...d].reverse().forEach((ch, i) => (c = VD[c]![VP[i % 8]![Number(ch)]!]!));
  return c === 0;
}

/** UK NHS number: 10 digits, mod-11 check digit. */
export function ukNhs(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 10) return false;
  const sum = [...d.slice(0, 9)].reduce((a, ch, i) => a + Number(ch) * (10 - i), 0);
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === Number(d[9]) && check !== 10 && !/^(\d)\1+$/.test(d);
}

/** Swedish personnummer: (YY)YYMMDD[-+]NNNC with a Luhn check over the 10-digit form. */
export function sePersonnummer(v: string): boolean {
  const d = digitsOf(v);
  const ten = d.length === 12 ? d.slice(2) : d.length === 10 ? d : "";
  if (ten === "") return false;
  const year = d.length === 12 ? Number(d.slice(0, 4)) : 1900 + Number(ten.slice(0, 2));
  let day = Number(ten.slice(4, 6));
  if (day > 60) day -= 60; // coordination numbers
  if (!validDate(year, Number(ten.slice(2, 4)), day)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let x = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
    if (x > 9) x -= 9;
    sum += x;
  }
  return sum % 10 === 0;
}

/** Canadian SIN: 9 digits, Luhn, not starting with 0 or 8. */
export function caSin(v: string): boolean {
  const d = digitsOf(v);
  return d.length === 9 && d[0] !== "0" && d[0] !== "8" && luhnAny(d) && !/^(\d)\1+$/.test(d);
}

function luhnAny(d: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let x = d.charCodeAt(i) - 48;
    if (dbl) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}
export { luhn };

/** South African ID: YYMMDD + 4 + citizenship (0 citizen, 1 permanent resident, 2 refugee) + 8/9 + Luhn check. */
export function zaId(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 13 || !/^[012]$/.test(d[10] as string)) return false;
  const yy = Number(d.slice(0, 2));
  if (!validDate(yy <= 30 ? 2000 + yy : 1900 + yy, Number(d.slice(2, 4)), Number(d.slice(4, 6)))) return false;
  return luhnAny(d);
}

/** Thai national id: 13 digits, first 1–8, mod-11 check. */
export function thTnin(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 13 || !/^[1-8]/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(d[12]);
}

/** US ITIN: 9XX-GG-NNNN with the IRS-assigned group ranges. */
export function usItin(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 9 || d[0] !== "9") return false;
  const g = Number(d.slice(3, 5));
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

/** Korean resident (gender digit 1–4) or foreigner (5–8) registration number: YYMMDD-GNNNNNC. */
export function krRegistration(v: string, foreigner: boolean): boolean {
  const d = digitsOf(v);
  if (d.length !== 13) return false;
  const g = Number(d[6]);
  if (foreigner ? g < 5 || g > 8 : g < 1 || g > 4) return false;
  const year = (g === 3 || g === 4 || g === 7 || g === 8 ? 2000 : 1900) + Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4)), day = Number(d.slice(4, 6));
  if (!validDate(year, month, day)) return false;
  const sum = weightedSum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]);
  if ((11 - (sum % 11)) % 10 === Number(d[12])) return true;
  // Numbers issued since October 2020 (newborns, and anyone whose number was changed) end in
  // random digits with no check digit, so the written form, with its hyphen, stands on the date
  // and the gender digit; a solid run of 13 digits needs the check digit as well.
  return /-/.test(v);
}

/** Singapore NRIC/FIN: prefix S/T/F/G/M, 7 digits, weighted mod-11 check letter. */
export function sgNricFin(v: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(v.toUpperCase());
  if (m === null) return false;
  const w = [2, 7, 6, 5, 4, 3, 2];
  const p = m[1] as string;
  let sum = [...(m[2] as string)].reduce((a, ch, i) => a + Number(ch) * w[i]!, 0);
  if (p === "T" || p === "G") sum += 4;
  if (p === "M") sum += 3;
  const table = p === "S" || p === "T" ? "JZIHGFEDCBA" : p === "M" ? "XWUTRQPNJLK" : "XWUTRQPNMLK";
  return table[sum % 11] === m[3];
}

/** Australian Business Number: 11 digits, first digit less one, weighted sum divisible by 89. */
export function auAbn(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11 || d[0] === "0") return false;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = w.reduce((a, x, i) => a + x * (Number(d[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** Australian Medicare card number: first digit 2–6, weighted check digit 9th, issue number 1–9. */
export function auMedicare(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 10 || !/^[2-6]/.test(d) || d[9] === "0") return false;
  return weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === Number(d[8]);
}

/** ABA routing transit number: Federal Reserve prefix ranges and the 3-7-1 weighted check. */
export function abaRouting(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 9 || /^(\d)\1+$/.test(d)) return false;
  const p = Number(d.slice(0, 2));
  if (!(p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80)) return false;
  const n = [...d].map(Number);
  return (3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + n[2]! + n[5]! + n[8]!) % 10 === 0;
}

/**
 * Indian GSTIN: state code, the holder's PAN (or other registration id) in PAN shape, entity
 * number, the literal 'Z', and a check character. The fixed positions of letters, digits and the
 * 'Z' are what identify it; the mod-36 check character is not required, so a GSTIN copied with a
 * typo in its last character still counts as one.
 */
export function inGstin(v: string): boolean {
  const s = v.toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(s) || /^\d{2}[A-Z]{5}0000/.test(s)) return false;
  const state = Number(s.slice(0, 2));
  return (state >= 1 && state <= 38) || state === 97 || state === 99;
}

/** UK National Insurance number: allocated prefix letters, 6 digits, suffix A–D, one letter case. */
export function ukNino(v: string): boolean {
  if (!oneCase(v)) return false;
  const s = v.replace(/\s/g, "").toUpperCase();
  const m = /^([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])$/.exec(s);
  if (m === null) return false;
  return !["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"].includes(`${m[1]}${m[2]}`) && !/^(\d)\1+$/.test(m[3] as string);
}

/** US Medicare Beneficiary Identifier: CMS's position rules (digit, letter, alnum…), no S L O I B Z. */
export function usMbi(v: string): boolean {
  if (!oneCase(v)) return false;
  const s = v.replace(/-/g, "").toUpperCase();
  const L = "[AC-HJKMNP-RT-Y]", A = "[0-9AC-HJKMNP-RT-Y]";
  return new RegExp(`^[1-9]${L}${A}[0-9]${L}${A}[0-9]${L}{2}[0-9]{2}$`).test(s);
}

/** ISO 7064 MOD 11,10 check digit over a digit string. */
function iso7064Mod1110(d: string): number {
  let product = 10;
  for (const ch of d) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/** German VAT id: DE + 9 digits, MOD 11,10 check digit. */
export function deVatId(v: string): boolean {
  const d = digitsOf(v);
  return d.length === 9 && d[0] !== "0" && iso7064Mod1110(d.slice(0, 8)) === Number(d[8]);
}

const CF_ODD: Record<string, number> = Object.fromEntries(
  [..."0123456789"].map((c, i) => [c, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][i]!]).concat(
    [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [c, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i]!]),
  ),
);
const OMOCODIA = "LMNPQRSTUV"; // letters that stand in for digits 0–9 when codes collide
/** Italian codice fiscale: name letters, birth date (month letter, day +40 for women), place, check letter. */
export function itFiscalCode(v: string): boolean {
  const s = v.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(s)) return false;
  const num = (t: string): number => Number([...t].map((c) => (/\d/.test(c) ? c : String(OMOCODIA.indexOf(c)))).join(""));
  const day = num(s.slice(9, 11));
  const month = "ABCDEHLMPRST".indexOf(s[8] as string) + 1;
  if (!validDate(2000, month, day > 40 ? day - 40 : day)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i] as string;
    sum += i % 2 === 0 ? CF_ODD[c]! : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

/** German pension insurance number: area, birth date DDMMYY, name initial, serial, weighted cross-sum check. */
export function deSocialSecurity(v: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})(\d{2})([A-Z])(\d{2})(\d)$/.exec(v.toUpperCase());
  if (m === null) return false;
  const day = Number(m[2]), month = Number(m[3]);
  // A birth date whose serial numbers ran out is issued with 50 added to the day.
  if (month < 1 || month > 12 || day < 1 || day > 81 || (day > 31 && day < 51)) return false;
  const digits = `${m[1]}${m[2]}${m[3]}${m[4]}${String((m[5] as string).charCodeAt(0) - 64).padStart(2, "0")}${m[6]}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  const sum = w.reduce((a, x, i) => { const p = x * Number(digits[i]); return a + Math.floor(p / 10) + (p % 10); }, 0);
  return sum % 10 === Number(m[7]);
}

/** German health insurance number (KVNR): letter (as 01–26), 8 digits, alternating 1-2 cross-sum check. */
export function deHealthInsurance(v: string): boolean {
  const m = /^([A-Z])(\d{8})(\d)$/.exec(v.toUpperCase());
  if (m === null || /^(\d)\1+$/.test(m[2] as string)) return false;
  const digits = `${String((m[1] as string).charCodeAt(0) - 64).padStart(2, "0")}${m[2]}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) { const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2); sum += Math.floor(p / 10) + (p % 10); }
  return sum % 10 === Number(m[3]);
}

/** Korean business registration number: tax office, type, serial; weighted check with the 5×8th-digit carry. */
export function krBrn(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 10 || Number(d.slice(0, 3)) < 101 || d.slice(3, 5) === "00" || d.slice(5, 9) === "0000") return false;
  let sum = weightedSum(d, [1, 3, 7, 1, 3, 7, 1, 3, 5]);
  sum += Math.floor((Number(d[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(d[9]);
}

/** Swedish organisationsnummer: group digit, third digit ≥ 2 (never a birth month), Luhn. */
export function seOrgNr(v: string): boolean {
  const d = digitsOf(v);
  return d.length === 10 && /^[1235-9]/.test(d) && Number(d[2]) >= 2 && luhnAny(d);
}

/**
 * UK (DVLA) driving licence number: surname's first five letters padded with 9s, birth decade,
 * month (+50 for women), day, year digit, two initials (9 for none), a digit, two check letters.
 * The check letters' algorithm is not published; the surname padding and the birth date are checked.
 */
export function ukDrivingLicence(v: string): boolean {
  const s = v.toUpperCase();
  const m = /^([A-Z][A-Z9]{4})(\d)(\d{2})(\d{2})(\d)([A-Z][A-Z9])\d[A-Z]{2}$/.exec(s);
  if (m === null || !/^[A-Z]+9*$/.test(m[1] as string)) return false;
  let month = Number(m[3]);
  if (month > 50) month -= 50;
  const yy = Number(`${m[2]}${m[5]}`), day = Number(m[4]);
  return validDate(1900 + yy, month, day) || validDate(2000 + yy, month, day);
}
