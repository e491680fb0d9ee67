// Bounds read off a rule's pattern, which let the engine skip work a rule cannot need:
// - the fewest ASCII digits any match holds: a rule that needs eleven digits cannot match a text
//   holding ten. Number rules (identifiers, phones, cards) share the keyword "any digit", so this
//   is what separates them on short texts. A construct it does not understand counts zero.
// - the longest run of consecutive ASCII digits every match holds: a rule for thirteen digits in a
//   row cannot match a text whose digit runs are all shorter, however many digits it holds. A
//   construct it does not understand breaks runs (counts as a non-digit of unknown length).
//   Both are read in one walk; a pattern with a code escape (`\x31`, a back-reference) gets
//   neither, since the escape may spell digits the walk cannot see.
// - the longest any match can be (in UTF-16 units): every match contains one of the rule's
//   keywords, so it starts at most that far before a keyword occurrence. A construct it does not
//   understand makes the bound infinite (no skipping).
// Rule patterns are RE2 syntax (no look-arounds, no back-references), bounded quantifiers only.

import { classEnd, closeOf, groupBodyStart, quantifier } from "./leads";

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

/** Whether the class body (between '[' and ']') admits only ASCII digits. */
function digitOnlyClass(body: string): boolean {
  if (body.length === 0 || body.startsWith("^")) return false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "\\") {
      if (body[i + 1] !== "d") return false;
      i++;
      continue;
    }
    if (!isDigit(c)) return false;
    if (body[i + 1] === "-" && i + 2 < body.length) {
      if (!isDigit(body[i + 2])) return false;
      i += 2;
    }
  }
  return true;
}

/**
 * What is known of every string a pattern fragment matches, as lower bounds: its digits, whether
 * it is all ASCII digits (then `len` is its fewest characters), its leading and trailing digit
 * runs and its longest digit run.
 */
interface Runs { digits: number; all: boolean; len: number; pre: number; suf: number; inner: number }
const EMPTY: Runs = { digits: 0, all: true, len: 0, pre: 0, suf: 0, inner: 0 };
const ONE_DIGIT: Runs = { digits: 1, all: true, len: 1, pre: 1, suf: 1, inner: 1 };
/** A character that may not be a digit, or a construct not understood: nothing is known. */
const OTHER: Runs = { digits: 0, all: false, len: 0, pre: 0, suf: 0, inner: 0 };

function concat(a: Runs, b: Runs): Runs {
  return {
    digits: a.digits + b.digits,
    all: a.all && b.all,
    len: a.len + b.len,
    pre: a.all ? a.len + b.pre : a.pre,
    suf: b.all ? a.suf + b.len : b.suf,
    inner: Math.max(a.inner, b.inner, a.suf + b.pre),
  };
}

const either = (a: Runs, b: Runs): Runs => ({
  digits: Math.min(a.digits, b.digits),
  all: a.all && b.all,
  len: Math.min(a.len, b.len),
  pre: Math.min(a.pre, b.pre),
  suf: Math.min(a.suf, b.suf),
  inner: Math.min(a.inner, b.inner),
});

/**
 * `a` repeated at least `min` times. Every bound only grows with each repetition, so the fewest
 * repetitions give the bounds of them all; none at all is the empty string.
 */
function repeat(a: Runs, min: number): Runs {
  if (min === 0) return either(EMPTY, a);
  let r = a;
  for (let k = 1; k < min; k++) r = concat(r, a);
  return r;
}

/** Escapes that name a character by code (or a property): their digits are not literal digits. */
const CODED_ESCAPE = /\\[xucpPk1-9]/;
/** `(?i:` or `(?i)`: inline case flags. */
const INLINE_FLAGS = /^\(\?[imsU-]+(:|\))/;

/**
 * What one walk over a pattern knows of every string it matches, as a lower bound of some kind:
 * the bound of one element (an escape, a class body, a literal character), of a sequence, of a
 * choice and of an element repeated at least `min` times. `other` is a construct not understood,
 * `empty` the empty string (also what look-arounds, flags, anchors and word boundaries consume).
 */
interface Bounds<T> {
  empty: T;
  other: T;
  escape(d: string | undefined): T;
  cls(body: string): T;
  char(c: string): T;
  concat(a: T, b: T): T;
  either(a: T, b: T): T;
  repeat(a: T, min: number): T;
}

/** The bound of the alternatives of `p` (a whole pattern or a group's body); null when malformed. */
function walk<T>(p: string, b: Bounds<T>): T | null {
  let best: T | null = null;
  let seq = b.empty;
  for (let i = 0; i < p.length; ) {
    const c = p[i] as string;
    if (c === "|") {
      best = best === null ? seq : b.either(best, seq);
      seq = b.empty;
      i++;
      continue;
    }
    let atom: T;
    let next = i + 1;
    if (c === "\\") {
      atom = b.escape(p[i + 1]);
      next = i + 2;
    } else if (c === "[") {
      const e = classEnd(p, i);
      if (e >= p.length) return null;
      atom = b.cls(p.slice(i + 1, e));
      next = e + 1;
    } else if (c === "(") {
      const e = closeOf(p, i);
      if (e < 0) return null;
      // Case flags change no character's kind: `(?i:…)` is read as a plain group, `(?i)` consumes nothing.
      const flags = INLINE_FLAGS.exec(p.slice(i, i + 8));
      const body = flags !== null ? (flags[1] === ":" ? i + flags[0].length : -1) : groupBodyStart(p, i, e);
      if (body >= 0) {
        const inner = walk(p.slice(body, e), b);
        if (inner === null) return null;
        atom = inner;
      } else {
        // Look-arounds consume nothing; anything else is not understood.
        const head = p.slice(i, i + 4);
        atom = flags !== null || head.startsWith("(?=") || head.startsWith("(?!") || head.startsWith("(?<=") || head.startsWith("(?<!") ? b.empty : b.other;
      }
      next = e + 1;
    } else if (c === ")") {
      return null;
    } else if (c === "^" || c === "$") {
      atom = b.empty;
    } else {
      atom = b.char(c);
    }
    const q = quantifier(p, next);
    if (q === null) return null;
    seq = b.concat(seq, b.repeat(atom, q.min));
    i = next + q.len;
  }
  return best === null ? seq : b.either(best, seq);
}

const DIGIT_RUNS: Bounds<Runs> = {
  empty: EMPTY,
  other: OTHER,
  escape: (d) => (d === "d" ? ONE_DIGIT : d === "b" || d === "B" ? EMPTY : OTHER),
  cls: (body) => (digitOnlyClass(body) ? ONE_DIGIT : OTHER),
  char: (c) => (isDigit(c) ? ONE_DIGIT : OTHER),
  concat,
  either,
  repeat,
};

const runsOf = (p: string): Runs | null => walk(p, DIGIT_RUNS);

/** Runs of `p`, or nothing known when a code escape may spell digits the walk cannot see. */
const boundsOf = (p: string): Runs => (CODED_ESCAPE.test(p) ? OTHER : (runsOf(p) ?? OTHER));

/** The fewest ASCII digits any match of `p` holds (0 when not understood). */
export function minDigits(p: string): number {
  return boundsOf(p).digits;
}

/** The longest run of consecutive ASCII digits every match of `p` holds (0 when not understood). */
export function minDigitRun(p: string): number {
  return boundsOf(p).inner;
}

/** Longest match of `p` in UTF-16 units (Infinity when unbounded or not understood). */
export function maxLength(p: string): number {
  let best = 0;
  let sum = 0;
  for (let i = 0; i < p.length; ) {
    const c = p[i] as string;
    if (c === "|") {
      best = Math.max(best, sum);
      sum = 0;
      i++;
      continue;
    }
    let atom = 1;
    let next = i + 1;
    if (c === "\\") {
      const d = p[i + 1];
      if (d === undefined || (d >= "1" && d <= "9") || d === "p" || d === "P" || d === "u" || d === "x" || d === "k" || d === "c") return Infinity;
      atom = d === "b" || d === "B" ? 0 : 1;
      next = i + 2;
    } else if (c === "[") {
      const e = classEnd(p, i);
      if (e >= p.length) return Infinity;
      // An astral character written inside a class could match two units.
      if (/[\ud800-\udfff]/.test(p.slice(i, e))) atom = 2;
      next = e + 1;
    } else if (c === "(") {
      const e = closeOf(p, i);
      if (e < 0) return Infinity;
      if (p[i + 1] === "?" && !p.startsWith("(?:", i)) return Infinity; // look-arounds, flags, names: not ours
      atom = maxLength(p.startsWith("(?:", i) ? p.slice(i + 3, e) : p.slice(i + 1, e));
      next = e + 1;
    } else if (c === ")") {
      return Infinity;
    } else if (c === "^" || c === "$") {
      atom = 0;
    }
    const q = quantifier(p, next);
    if (q === null) return Infinity;
    if (atom > 0) sum += atom * q.max;
    i = next + q.len;
  }
  return Math.max(best, sum);
}

const DIGIT = /[0-9]/g;

/** ASCII digits in `text`, counting stops at `cap` (no rule needs more, and long texts have plenty). */
export function digitCount(text: string, cap = Infinity): number {
  let n = 0;
  if (text.length > 256) {
    // The regex engine skips digit-free stretches far faster than a loop over characters.
    DIGIT.lastIndex = 0;
    while (n < cap && DIGIT.exec(text) !== null) n++;
    DIGIT.lastIndex = 0;
    return n;
  }
  for (let i = 0; i < text.length && n < cap; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Whether the class body (between '[' and ']') admits only characters outside ASCII. */
function nonAsciiOnlyClass(body: string): boolean {
  if (body.length === 0 || body.startsWith("^")) return false;
  for (let i = 0; i < body.length; i++) {
    if (body.charCodeAt(i) < 128) {
      // A range's dash between two non-ASCII ends is part of it; anything else ASCII may match it.
      if (body[i] === "-" && i > 0 && i + 1 < body.length && body.charCodeAt(i - 1) >= 128 && body.charCodeAt(i + 1) >= 128) continue;
      return false;
    }
  }
  return true;
}

/**
 * The fewest UTF-16 units outside ASCII any match of `p` holds (0 when not understood). Rules of
 * other scripts hold some in every match, so in mostly-ASCII text they need only be tried near
 * such characters (engine.ts). Case-insensitive patterns are read the same way: without the
 * unicode flag, a character outside ASCII never matches one inside it.
 */
export function minNonAscii(p: string): number {
  return CODED_ESCAPE.test(p) ? 0 : (walk(p, NON_ASCII) ?? 0);
}

const nonAsciiUnit = (c: string | undefined): number => (c !== undefined && c.charCodeAt(0) >= 128 ? 1 : 0);

const NON_ASCII: Bounds<number> = {
  empty: 0,
  other: 0,
  escape: nonAsciiUnit,
  cls: (body) => (nonAsciiOnlyClass(body) ? 1 : 0),
  char: nonAsciiUnit,
  concat: (a, b) => a + b,
  either: Math.min,
  repeat: (a, min) => a * min,
};
