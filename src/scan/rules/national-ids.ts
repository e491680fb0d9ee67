// Checksums and date checks for national identifiers. Each returns false on any malformed input.
import { digitsOf, luhn } from "../validators";

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[m - 1] as number);
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
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = w.reduce((a, x, i) => a + x * n[i]!, 0);
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
