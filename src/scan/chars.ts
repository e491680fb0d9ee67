// Character predicates shared by the scanners' hand-written loops.

/** The code units JavaScript's `\s` matches (test/unit/scan/leet.test.ts checks all 65,536 against the regex). */
export function isJsSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
