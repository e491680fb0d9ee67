// Checksums and plausibility checks that turn "looks like a number" into "is one".

export function digitsOf(s: string): string {
  return s.replace(/[^0-9]/g, "");
}

export function luhn(num: string): boolean {
  const d = digitsOf(num);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  let dbl = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let v = d.charCodeAt(i) - 48;
    if (dbl) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
    dbl = !dbl;
  }
  return sum % 10 === 0 && !/^(\d)\1+$/.test(d);
}

const IBAN_LEN: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22,
  VG: 24, XK: 20, LY: 25, SD: 18, BI: 27, DJ: 27, RU: 33, SO: 23, NI: 28, MN: 20, FK: 18, OM: 23, YE: 30,
};

export function ibanValid(raw: string): boolean {
  const s = raw.replace(/[\s-]/g, "").toUpperCase();
  const cc = s.slice(0, 2);
  const want = IBAN_LEN[cc];
  if (want === undefined || s.length !== want) return false;
  const r = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (let i = 0; i < r.length; i++) {
    const c = r.charCodeAt(i);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) rem = (rem * 100 + (c - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

/** US SSN structural rules: area not 000/666/9xx, group not 00, serial not 0000. */
export function ssnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9) return false;
  const area = d.slice(0, 3), group = d.slice(3, 5), serial = d.slice(5);
  if (area === "000" || area === "666" || area[0] === "9" || group === "00" || serial === "0000") return false;
  if (/^(\d)\1+$/.test(d) || d === "123456789") return false;
  return true;
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) counts.set(s.charCodeAt(i), (counts.get(s.charCodeAt(i)) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const PLACEHOLDER = /(?:example|sample|dummy|placeholder|your[_-]?|my[_-]?(?:api|secret|token|key)|changeme|change[_-]me|replace|insert|redacted|xxxx|\*\*\*\*|<[a-z_ -]{1,40}>|\$\{|\{\{|0{8}|1234567|abcdef12|fake|test[_-]?(?:key|token|secret))/i;

/** Rejects obvious placeholders and low-variety strings such as "xxxxxxxx" or "your_key_here". */
export function notPlaceholder(v: string): boolean {
  if (PLACEHOLDER.test(v)) return false;
  const distinct = new Set(v).size;
  if (distinct < Math.min(8, Math.ceil(v.length / 4))) return false;
  // Long runs of one character betray a mask.
  if (/(.)\1{5}/.test(v)) return false;
  return true;
}

export function hasDigitAndLetter(v: string): boolean {
  return /[0-9]/.test(v) && /[A-Za-z]/.test(v);
}

/**
 * A bare number that a format's check happens to pass but that no one was issued: the digits'
 * alphabet ("0123456789", which passes the NHS mod-11 check), a machine word's limits (2^31, 2^32
 * and one less), or an element of a table of numbers, which `before` (the text just before the
 * value) shows when it ends in another long number and a separator (hash constants, lookup tables).
 */
export function notAnIssuedNumber(v: string, before: string): boolean {
  const d = digitsOf(v);
  // The digits' alphabet as code writes it; a run from another digit is a test suite's favourite
  // identifier ("1234567890121" is Presidio's Thai id), so it is judged as any other number.
  if (d.startsWith("0123456789")) return true;
  if (d === "2147483647" || d === "2147483648" || d === "4294967295" || d === "4294967296") return true;
  return /[0-9]{6}[ \t]*[,;][ \t\r\n]*$/.test(before);
}
