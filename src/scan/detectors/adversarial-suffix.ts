// Optimisation-based adversarial suffixes (GCG and its successors): a request in plain words
// followed, on the same line, by a run of machine-found tokens — word fragments glued to
// brackets and symbols, with brackets opened and never closed. Searching for a suffix that makes
// a model comply produces this texture whatever the request; people, prose, code, JSON and
// markup do not (their brackets balance, their symbols sit between words, not inside them).
// Hand-written from the attack's mechanism; nothing here is fit to data.
//
// Two tests, both after at least six plain words on the line, and both needing 3 brackets that do
// not pair up within their window, one of them a closing bracket that closes nothing open at that
// point of the line (read from the line's start). Code cut short (a request to complete it) leaves
// brackets open but closes in order what it closes; a searched suffix closes what it never opened.
// - Anywhere on the line: a window of 14 tokens with 5 glued "soup" tokens
//   (pi.adversarial-suffix.token-soup).
// - Where the line ends, which is where a suffix sits: its last 16 tokens with 3 odd ones (soup, a
//   lowercase letter glued to a capital as in "shortlyPlease", or a bare symbol run such as "=>" or
//   "____") (pi.adversarial-suffix.tail). Searches that keep a suffix short or wordy leave less
//   soup than the first test asks for.
// A third, looser test reads a line only after a harmful request that opens it (harmSuffixFindings).
import type { RawFinding } from "./finding";
import { isJsSpace } from "../chars";
import { findHarmRequests } from "../rules/harm";

const MAX_LINE = 4000;
const WINDOW = 14; // tokens
const MIN_SOUP = 5; // soup tokens in a window
const MIN_UNCLOSED = 3; // brackets left open or closed without an opener, within the window
const MIN_PROSE_WORDS = 6; // plain words before the window, on the same line
const TAIL = 16; // tokens at the end of a line
const MIN_TAIL_ODD = 3; // odd tokens in the tail; it also needs MIN_UNCLOSED brackets that do not pair up
const MAX_HARM_LINES = 10_000; // lines read for a harmful request with a suffix

// Character classes of ASCII, as bit flags: the token tests below read them instead of regexes.
const LETTER = 1; // [A-Za-z]
const SYMBOL = 2; // [[\]{}()<>|\\$@=*^~`]: a symbol glued to letters makes soup
const CLUSTER = 4; // [[\]{}()<>|$=*^~]: makes a bare symbol cluster soup
const LEAD = 8; // [?!*#%&+]: a run of them glued to letters ("??legt")
const DIGIT = 16;
const LOWER = 32; // [a-z]
const UPPER = 64; // [A-Z]
const WORD_TAIL = 128; // [a-z'-]: the rest of a plain word
const NOT_LETTER = 256; // anything but [A-Za-z], non-ASCII included
const BARE = 512; // [[\]{}()<>|\\$=*^~`_]: a token of symbols only holding one is a bare symbol run ("=>", "____")
const CLASS = new Uint16Array(128);
const mark = (chars: string, flag: number): void => {
  for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)] = (CLASS[chars.charCodeAt(i)] as number) | flag;
};
const AZ = "abcdefghijklmnopqrstuvwxyz";
mark(AZ + AZ.toUpperCase(), LETTER);
mark("[]{}()<>|\\$@=*^~`", SYMBOL);
mark("[]{}()<>|$=*^~", CLUSTER);
mark("?!*#%&+", LEAD);
mark("0123456789", DIGIT);
mark(AZ, LOWER | WORD_TAIL);
mark(AZ.toUpperCase(), UPPER);
mark("'-", WORD_TAIL);
mark("[]{}()<>|\\$=*^~`_", BARE);
for (let c = 0; c < 128; c++) if (((CLASS[c] as number) & LETTER) === 0) CLASS[c] = (CLASS[c] as number) | NOT_LETTER;
const flags = (c: number): number => (c < 128 ? (CLASS[c] as number) : NOT_LETTER);
const isBracket = (c: number): boolean => c === 40 || c === 41 || c === 91 || c === 93 || c === 123 || c === 125;

/**
 * A token whose letters are glued to bracket/symbol characters, a bare bracket cluster, or capitals
 * glued to a fragment: t[s, e) is soup when it has 2 to 60 characters, is not an http(s) URL, and
 * has letters with a symbol, or only non-alphanumerics with a cluster symbol ("].[", "({["), or
 * starts with two or more of ?!*#%&+ then a letter ("??legt"), or is 2+ capitals then 3+
 * lowercase letters and nothing else ("IMreadsheet"). `any`: the OR of its characters' classes.
 */
function isSoup(t: string, s: number, e: number, any: number): boolean {
  const len = e - s;
  if (len < 2 || len > 60) return false;
  if ((len >= 7 && t.startsWith("http://", s)) || (len >= 8 && t.startsWith("https://", s))) return false;
  if ((any & LETTER) !== 0 && (any & SYMBOL) !== 0) return true;
  if ((any & (LETTER | DIGIT)) === 0 && (any & CLUSTER) !== 0) return true;
  const first = flags(t.charCodeAt(s));
  let k = s;
  if ((first & LEAD) !== 0) {
    while (k < e && (flags(t.charCodeAt(k)) & LEAD) !== 0) k++;
    if (k - s >= 2 && k < e && (flags(t.charCodeAt(k)) & LETTER) !== 0) return true;
  }
  // Capitals then lowercase: letters only, starting with a capital.
  if ((any & NOT_LETTER) !== 0 || (first & UPPER) === 0) return false;
  k = s;
  while (k < e && (flags(t.charCodeAt(k)) & UPPER) !== 0) k++;
  if (k - s < 2) return false;
  const lower = k;
  while (k < e && (flags(t.charCodeAt(k)) & LOWER) !== 0) k++;
  return k === e && k - lower >= 3;
}

/** /^[A-Za-z][a-z'-]{1,20}[,.;:!?]?$/ on t[s, e). */
function isPlainWord(t: string, s: number, e: number, any: number): boolean {
  if (e - s < 2 || e - s > 22 || (any & (SYMBOL | DIGIT)) !== 0 || (flags(t.charCodeAt(s)) & LETTER) === 0) return false;
  let k = s + 1;
  while (k < e && (flags(t.charCodeAt(k)) & WORD_TAIL) !== 0) k++;
  const tail = k - s - 1;
  if (tail < 1 || tail > 20) return false;
  if (k === e) return true;
  const c = t.charCodeAt(k);
  return k === e - 1 && (c === 44 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63);
}

// Per-line scratch: token offsets and soup flags, and the bracket stack of `unclosed`.
const MAX_TOKENS = 1000;
const AT = new Int32Array(MAX_TOKENS);
const END = new Int32Array(MAX_TOKENS);
const SOUP = new Uint8Array(MAX_TOKENS);
const PLAIN = new Uint8Array(MAX_TOKENS);
const ANY = new Uint16Array(MAX_TOKENS);
const MISMATCH = new Uint8Array(MAX_TOKENS);
const STACK = new Uint8Array(MAX_LINE);

/**
 * Brackets in tokens [from, to) that do not pair up (left open, or closing what is not open). With
 * `mark`, also MISMATCH[i] for each token: whether it holds a closing bracket that does not close the
 * bracket open at that point (read from `from`; the line's start for the line-wide reading, so a
 * closer whose opener sits before a window is not one). Code cut short leaves brackets open but
 * closes the ones it closes in order; a searched suffix closes what it never opened.
 */
function walkBrackets(t: string, from: number, to: number, mark: boolean): number {
  let depth = 0;
  let stray = 0;
  for (let i = from; i < to; i++) {
    let bad = 0;
    for (let k = AT[i] as number, e = END[i] as number; k < e; k++) {
      const ch = t.charCodeAt(k);
      if (ch === 40) STACK[depth++] = 41;
      else if (ch === 91) STACK[depth++] = 93;
      else if (ch === 123) STACK[depth++] = 125;
      else if (ch === 41 || ch === 93 || ch === 125) {
        if (depth > 0 && STACK[depth - 1] === ch) depth--;
        else {
          stray++;
          bad = 1;
        }
      }
    }
    if (mark) MISMATCH[i] = bad;
  }
  return depth + stray;
}

// MISMATCH is filled for a line only when a window first needs it: most lines never get that far.
let MARKED = false;

function anyMismatch(t: string, n: number, from: number, to: number): boolean {
  if (!MARKED) {
    walkBrackets(t, 0, n, true);
    MARKED = true;
  }
  for (let i = from; i < to; i++) if (MISMATCH[i] === 1) return true;
  return false;
}

/** Token i is odd: soup, a lowercase letter glued to a capital ("shortlyPlease"), or a bare symbol run ("=>", "____"). */
function isOdd(t: string, i: number): boolean {
  const any = ANY[i] as number;
  if (SOUP[i] === 1 || ((any & (LETTER | DIGIT)) === 0 && (any & BARE) !== 0)) return true;
  if ((any & LOWER) === 0 || (any & UPPER) === 0) return false;
  for (let k = (AT[i] as number) + 1, e = END[i] as number; k < e; k++) if ((flags(t.charCodeAt(k)) & UPPER) !== 0 && (flags(t.charCodeAt(k - 1)) & LOWER) !== 0) return true;
  return false;
}

/** Brackets in tokens [from, to) that do not pair up. */
function unclosed(t: string, from: number, to: number): number {
  return walkBrackets(t, from, to, false);
}

const BRACKET = /[()[\]{}]/g;

export function adversarialSuffixFindings(text: string): RawFinding[] {
  let lineStart = 0;
  // The next bracket at or after the current line, found by the regex engine (far faster than a
  // loop over characters on bracket-free prose); it only moves forward, so the text is read once.
  let nextBracket = -1;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const stop = Math.min(lineEnd, lineStart + MAX_LINE);
    if (nextBracket < lineStart) nextBracket = bracketFrom(text, lineStart);
    // Fewer than MIN_UNCLOSED brackets in the line: scanLine would stop at its own count.
    let brackets = 0;
    while (nextBracket < stop && brackets < MIN_UNCLOSED) {
      brackets++;
      nextBracket = bracketFrom(text, nextBracket + 1);
    }
    if (brackets < MIN_UNCLOSED || stop - lineStart < 40) {
      lineStart = lineEnd + 1;
      continue;
    }
    const hit = scanLine(text, lineStart, stop, stop === lineEnd);
    if (hit >= 0) return [{ class: "prompt_injection", rule_id: HIT_RULE[hit] as string, start: lineStart + HIT_START, end: lineStart + HIT_END, confidence: HIT_CONFIDENCE[hit] as number, value: "[token soup]" }];
    lineStart = lineEnd + 1;
  }
  return [];
}

/** Offset of the first bracket at or after `from`, or Infinity. */
function bracketFrom(t: string, from: number): number {
  BRACKET.lastIndex = from;
  const m = BRACKET.exec(t);
  BRACKET.lastIndex = 0;
  return m === null ? Infinity : m.index;
}

let SPAN_END = 0;

/**
 * The next inline code span in t[search, to), as /`[^`\n]{1,400}`/g finds it (the line has no
 * line break): its opening backtick, with the closing one in SPAN_END; to + 1 when there is none.
 */
function nextSpan(t: string, search: number, to: number): number {
  let p = t.indexOf("`", search);
  while (p >= 0 && p < to) {
    const q = t.indexOf("`", p + 1);
    if (q < 0 || q >= to) break;
    if (q - p - 1 >= 1 && q - p - 1 <= 400) {
      SPAN_END = q;
      return p;
    }
    p = q; // too short or too long: the regex tries again from the next backtick
  }
  return to + 1;
}

/** Set by readTokens: a token past MAX_TOKENS was left unread. */
let CUT = false;

/**
 * Reads the tokens of t[from, to), runs of non-space, into AT, END, ANY, SOUP and PLAIN, and
 * returns their count. With `spans`, inline code spans read as spaces; a span is found the way
 * /`[^`\n]{1,400}`/g finds it.
 */
function readTokens(t: string, from: number, to: number, spans: boolean): number {
  let n = 0;
  let spanFrom = spans ? nextSpan(t, from, to) : Infinity;
  let spanTo = SPAN_END;
  let k = from;
  CUT = false;
  while (k < to) {
    if (k === spanFrom) {
      k = spanTo + 1;
      spanFrom = nextSpan(t, k, to);
      spanTo = SPAN_END;
      continue;
    }
    if (isJsSpace(t.charCodeAt(k))) { k++; continue; }
    if (n === MAX_TOKENS) {
      CUT = true;
      break;
    }
    const s = k;
    let any = 0; // the character classes of the token, read once
    while (k < to && k !== spanFrom) {
      const c = t.charCodeAt(k);
      if (isJsSpace(c)) break;
      any |= flags(c);
      k++;
    }
    AT[n] = s;
    END[n] = k;
    ANY[n] = any;
    SOUP[n] = isSoup(t, s, k, any) ? 1 : 0;
    PLAIN[n] = isPlainWord(t, s, k, any) ? 1 : 0;
    n++;
  }
  return n;
}

// A line of code (a minified bundle, code quoted in a string with its line breaks escaped) holds
// string literals that read as prose and expressions that read as soup, with brackets that pair up
// only across the cut. Statements give it away: a searched suffix holds at most a few of these
// constructs by chance, code holds dozens.
const CODE_CONSTRUCT = /;[^\s]|=>|\)[ \t]?\{|\bfunction\b|\breturn\b|\bthis\.|===|!==|&&|\|\|/g;
const CODE_LINE = 10; // constructs on a line that make it code

function isCodeLine(t: string, from: number, to: number): boolean {
  // On the line alone: a search of the whole text would run past the line's end to the next construct.
  const line = t.slice(from, to);
  CODE_CONSTRUCT.lastIndex = 0;
  let n = 0;
  while (n < CODE_LINE && CODE_CONSTRUCT.exec(line) !== null) n++;
  CODE_CONSTRUCT.lastIndex = 0;
  return n >= CODE_LINE;
}

let HIT_START = 0;
let HIT_END = 0;

const SOUP_HIT = 0;
const TAIL_HIT = 1;
const HIT_RULE = ["pi.adversarial-suffix.token-soup", "pi.adversarial-suffix.tail"] as const;
const HIT_CONFIDENCE = [0.65, 0.6] as const;

/** The line t[from, to) (lineEnds: the line ends at to): SOUP_HIT or TAIL_HIT with its window in HIT_START/HIT_END (line offsets) when it holds a suffix, else -1. */
function scanLine(t: string, from: number, to: number, lineEnds: boolean): number {
  if (to - from < 40) return -1;
  // A window needs MIN_UNCLOSED brackets that do not pair up, so a line with fewer brackets in all
  // (code spans included) has no window: most lines stop here, before any token is read.
  let brackets = 0;
  for (let k = from; k < to && brackets < MIN_UNCLOSED; k++) if (isBracket(t.charCodeAt(k))) brackets++;
  if (brackets < MIN_UNCLOSED) return -1;
  if (isCodeLine(t, from, to)) return -1;
  // Inline code spans (`...`, 1 to 400 characters) are code by the writer's own marking.
  const n = readTokens(t, from, to, true);
  const cut = CUT;
  MARKED = false;
  // A sliding count of soup over windows of WINDOW tokens.
  let prose = 0;
  let tailFrom = -1; // the token after the MIN_PROSE_WORDS-th plain word
  let inWin = 0;
  for (let i = 0; i < Math.min(WINDOW, n); i++) inWin += SOUP[i] as number;
  for (let i = 0; i < n; i++) {
    if (i > 0) inWin += (i + WINDOW - 1 < n ? (SOUP[i + WINDOW - 1] as number) : 0) - (SOUP[i - 1] as number);
    if (prose >= MIN_PROSE_WORDS && i + 4 <= n && inWin >= MIN_SOUP) {
      const last = Math.min(n, i + WINDOW);
      if (unclosed(t, i, last) >= MIN_UNCLOSED && anyMismatch(t, n, i, last)) {
        HIT_START = (AT[i] as number) - from;
        HIT_END = (END[last - 1] as number) - from;
        return SOUP_HIT;
      }
    }
    prose += PLAIN[i] as number;
    if (tailFrom < 0 && prose >= MIN_PROSE_WORDS) tailFrom = i + 1;
  }
  // The tail: the line's last TAIL tokens, all after the prose (a request of MIN_PROSE_WORDS plain words).
  // Only where the line really ends: not at the MAX_LINE or MAX_TOKENS cut.
  if (tailFrom < 0 || !lineEnds || cut) return -1;
  const start = Math.max(tailFrom, n - TAIL);
  if (n - start < 4) return -1;
  let odd = 0;
  for (let i = start; i < n && odd < MIN_TAIL_ODD; i++) if (isOdd(t, i)) odd++;
  if (odd < MIN_TAIL_ODD || unclosed(t, start, n) < MIN_UNCLOSED || !anyMismatch(t, n, start, n)) return -1;
  HIT_START = (AT[start] as number) - from;
  HIT_END = (END[n - 1] as number) - from;
  return TAIL_HIT;
}

// A harmful request (rules/harm.ts) followed on its own line by a shorter or wordier suffix than
// the tests above ask for: among the line's last TAIL tokens, 2 odd tokens and either one closing
// bracket that closes nothing open (code cut short closes what it opened) or MIN_UNCLOSED brackets
// that do not pair up suffice. The request must open the line (within its first HARM_LEAD
// characters), as a searched suffix is appended to a request, and at least MIN_HARM_TAIL tokens
// must follow it. Prose with links and citations balances its brackets. The harm vocabulary is
// read only on lines whose tail, read on its own, already passes the same test.
const HARM_LEAD = 300;
const HARM_HEAD = HARM_LEAD + 200; // characters of a line searched for the request
const MIN_HARM_TAIL = 6;
const MIN_HARM_ODD = 2;

const suffixLike = (o: { odd: number; mismatch: boolean; unpaired: number }): boolean => o.odd >= MIN_HARM_ODD && (o.mismatch || o.unpaired >= MIN_UNCLOSED);

/** Where the last TAIL tokens of the line t[lineStart, lineEnd) begin, read backwards. */
function tailStart(t: string, lineStart: number, lineEnd: number): number {
  let k = lineEnd;
  for (let n = 0; n < TAIL && k > lineStart; n++) {
    while (k > lineStart && isJsSpace(t.charCodeAt(k - 1))) k--;
    while (k > lineStart && !isJsSpace(t.charCodeAt(k - 1))) k--;
  }
  return k;
}

/**
 * A harmful request with a suffix after it, on a line of `t`, or nothing. A line is read for the
 * request only when its last TAIL tokens, read on their own, already look like a suffix.
 */
export function harmSuffixFindings(t: string): RawFinding[] {
  let lineStart = 0;
  let lines = 0;
  while (lineStart < t.length && lines++ < MAX_HARM_LINES) {
    let lineEnd = t.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = t.length;
    const c = bracketFrom(t, lineStart);
    if (c === Infinity) break; // no bracket from here on
    if (c >= lineEnd || lineEnd - lineStart < 40 || !suffixLike(tailOddity(t, tailStart(t, lineStart, lineEnd)))) {
      lineStart = (c >= lineEnd ? t.lastIndexOf("\n", c) : lineEnd) + 1;
      continue;
    }
    const head = t.slice(lineStart, Math.min(lineEnd, lineStart + HARM_HEAD));
    const lower = head.toLowerCase();
    // Case folding that changes a length would shift offsets; such a line is not read.
    if (lower.length === head.length) {
      for (const h of findHarmRequests(lower, 4)) {
        if (h.start > HARM_LEAD) break;
        const o = tailOddity(t, lineStart + h.end);
        if (o.tokens >= MIN_HARM_TAIL && suffixLike(o)) return [{ class: "prompt_injection", rule_id: "pi.adversarial-suffix.harm-tail", start: lineStart + h.start, end: o.end, confidence: 0.6, value: "[token soup]" }];
      }
    }
    lineStart = lineEnd + 1;
  }
  return [];
}

/**
 * Odd tokens (soup, "shortlyPlease", bare symbol runs) among the last TAIL tokens of t[from, line
 * end), whether one of them closes a bracket that is not open (read from `from`), how many of
 * their brackets do not pair up, and where the line's last token ends.
 */
export function tailOddity(t: string, from: number): { odd: number; tokens: number; mismatch: boolean; unpaired: number; end: number } {
  let lineEnd = t.indexOf("\n", from);
  if (lineEnd < 0) lineEnd = t.length;
  const to = Math.min(lineEnd, from + MAX_LINE);
  const n = readTokens(t, from, to, false);
  const start = Math.max(0, n - TAIL);
  let odd = 0;
  for (let i = start; i < n; i++) if (isOdd(t, i)) odd++;
  MARKED = false;
  return { odd, tokens: n, mismatch: n > 0 && anyMismatch(t, n, start, n), unpaired: n === 0 ? 0 : unclosed(t, start, n), end: n === 0 ? from : (END[n - 1] as number) };
}
