// Check digits of the national identifiers data-loss suites cover beyond the first set
// (national-ids.ts): Brazil, Chile, Argentina, Mexico, the Netherlands, France, Belgium, Norway,
// China, Japan, Portugal and Ireland. Each takes the identifier as written (separators allowed)
// and returns false on any malformed input. Algorithms are the issuers' published ones.

import { digitsOf } from "../validators";
import { validDate, weightedSum } from "./national-ids";

const allSame = (d: string): boolean => /^(.)\1*$/.test(d);

/** The mod-11 check digit Brazil's CPF and CNPJ use: remainder under 2 gives 0, else 11 − remainder. */
const br11 = (sum: number): number => (sum % 11 < 2 ? 0 : 11 - (sum % 11));

/** Brazil CPF: 11 digits, two mod-11 check digits; a run of one digit is a test value. */
export function brCpf(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11 || allSame(d)) return false;
  const c1 = br11(weightedSum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  const c2 = br11(weightedSum(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return c1 === d.charCodeAt(9) - 48 && c2 === d.charCodeAt(10) - 48;
}

/** Brazil CNPJ (a company's, but in the same forms as personal data): 14 digits, two mod-11 check digits. */
export function brCnpj(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 14 || allSame(d)) return false;
  const c1 = br11(weightedSum(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  const c2 = br11(weightedSum(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return c1 === d.charCodeAt(12) - 48 && c2 === d.charCodeAt(13) - 48;
}

/** Chile RUT/RUN: 7–8 digits and a mod-11 verifier (0–9 or K), weights 2…7 from the right. */
export function clRut(v: string): boolean {
  const m = /^([0-9.]{7,10})-?([0-9Kk])$/.exec(v);
  if (m === null) return false;
  const body = digitsOf(m[1] as string);
  if (body.length < 7 || body.length > 8) return false;
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += (body.charCodeAt(i) - 48) * w;
  const r = 11 - (sum % 11);
  const expected = r === 11 ? "0" : r === 10 ? "K" : String(r);
  return expected === (m[2] as string).toUpperCase();
}

/** Argentina CUIT/CUIL: type prefix, 8-digit document, mod-11 check digit. */
export function arCuit(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11 || !/^(?:20|23|24|27|30|33|34)/.test(d)) return false;
  const r = 11 - (weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const c = r === 11 ? 0 : r;
  return c !== 10 && c === d.charCodeAt(10) - 48;
}

const CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
const CURP_STATES = new Set("AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE".split(" "));
/** Mexico CURP: name letters, birth date, sex, state, consonants, century character, check digit. */
export function mxCurp(v: string): boolean {
  const m = /^[A-Z][AEIOUX][A-Z]{2}([0-9]{2})([0-9]{2})([0-9]{2})[HMX]([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}([0-9A-Z])([0-9])$/.exec(v);
  if (m === null || !CURP_STATES.has(m[4] as string)) return false;
  // The 17th character is a digit for births before 2000 and a letter after.
  const year = (/[0-9]/.test(m[5] as string) ? 1900 : 2000) + Number(m[1]);
  if (!validDate(year, Number(m[2]), Number(m[3]))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_CHARS.indexOf(v[i] as string) * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(m[6]);
}

/** Netherlands BSN: 9 digits passing the eleven-test (weights 9…2, and −1 on the last). */
export function nlBsn(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 9 || allSame(d)) return false;
  const s = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) - (d.charCodeAt(8) - 48);
  return s > 0 && s % 11 === 0;
}

/**
 * France NIR (numéro de sécurité sociale): sex, birth year and month, département (2A/2B for
 * Corsica), commune, order, and a key of 97 − (number mod 97).
 */
export function frNir(v: string): boolean {
  const s = v.replace(/\s/g, "").toUpperCase();
  const m = /^([1-478])([0-9]{2})([0-9]{2})([0-9]{2}|2[AB])([0-9]{3})([0-9]{3})([0-9]{2})$/.exec(s);
  if (m === null) return false;
  const month = Number(m[3]);
  // Months 20 and 30–42 or 50–99 stand for a birth month that is not known.
  if (!((month >= 1 && month <= 12) || month === 20 || (month >= 30 && month <= 42) || month >= 50)) return false;
  const dept = (m[4] as string) === "2A" ? "19" : (m[4] as string) === "2B" ? "18" : (m[4] as string);
  const n = BigInt(`${m[1]}${m[2]}${m[3]}${dept}${m[5]}${m[6]}`);
  return 97n - (n % 97n) === BigInt(Number(m[7]));
}

/** Belgium national register number: birth date, serial, and 97 − (first nine digits mod 97), "2" prefixed for births from 2000. */
export function beNationalNumber(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11) return false;
  const check = Number(d.slice(9));
  const base = Number(d.slice(0, 9));
  const month = Number(d.slice(2, 4));
  const day = Number(d.slice(4, 6));
  // Month and day are 0 when the birth date is unknown; bis numbers add 20 or 40 to the month.
  if (month % 20 > 12 || day > 31) return false;
  return 97 - (base % 97) === check || 97 - ((2_000_000_000 + base) % 97) === check;
}

/** Norway fødselsnummer and D-number: birth date (D-numbers add 40 to the day), serial, two mod-11 check digits. */
export function noFodselsnummer(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 11) return false;
  let day = Number(d.slice(0, 2));
  if (day > 40) day -= 40;
  const month = Number(d.slice(2, 4));
  if (!validDate(2000, month, day)) return false;
  const k = (s: number): number => (s % 11 === 0 ? 0 : 11 - (s % 11));
  const k1 = k(weightedSum(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]));
  const k2 = k(weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]));
  return k1 !== 10 && k2 !== 10 && k1 === d.charCodeAt(9) - 48 && k2 === d.charCodeAt(10) - 48;
}

/** China resident identity card: region, birth date YYYYMMDD, serial, ISO 7064 MOD 11-2 check (0–9 or X). */
export function cnResidentId(v: string): boolean {
  const s = v.toUpperCase();
  if (!/^[1-8][0-9]{16}[0-9X]$/.test(s)) return false;
  const y = Number(s.slice(6, 10));
  if (y < 1900 || y > 2099 || !validDate(y, Number(s.slice(10, 12)), Number(s.slice(12, 14)))) return false;
  const sum = weightedSum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]);
  return "10X98765432"[sum % 11] === s[17];
}

/** Japan Individual Number (My Number): 11 digits and a check digit, weights 2…7 then 2…6 from the right. */
export function jpMyNumber(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 12 || allSame(d)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += (d.charCodeAt(11 - n) - 48) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === d.charCodeAt(11) - 48;
}

/** Portugal NIF: 9 digits, a first digit in use, mod-11 check digit (10 and 11 give 0). */
export function ptNif(v: string): boolean {
  const d = digitsOf(v);
  if (d.length !== 9 || !/^[1235689]/.test(d) || allSame(d)) return false;
  const r = 11 - (weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (r >= 10 ? 0 : r) === d.charCodeAt(8) - 48;
}

const PPS_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV";
/** Ireland PPS number: 7 digits, a mod-23 check letter, and an optional second letter that counts ×9. */
export function iePpsn(v: string): boolean {
  const m = /^([0-9]{7})([A-W])([A-IW]?)$/i.exec(v.replace(/\s/g, ""));
  if (m === null) return false;
  const second = (m[3] as string).toUpperCase();
  const extra = second === "" || second === "W" ? 0 : (second.charCodeAt(0) - 64) * 9;
  const sum = weightedSum(m[1] as string, [8, 7, 6, 5, 4, 3, 2]) + extra;
  return PPS_LETTERS[sum % 23] === (m[2] as string).toUpperCase();
}
