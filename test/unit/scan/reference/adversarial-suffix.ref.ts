// Reference copy of the implementation before the speed work of issue 18 (imports re-pointed), so
// test/unit/scan/fast-paths.test.ts can compare the optimised code with it. Since then written the
// same plain way: the closing bracket that closes nothing open, and the test at a line's end.
// Optimisation-based adversarial suffixes (GCG and its successors): a request in plain words
// followed, on the same line, by a run of machine-found tokens — word fragments glued to
// brackets and symbols, with brackets opened and never closed. Searching for a suffix that makes
// a model comply produces this texture whatever the request; people, prose, code, JSON and
// markup do not (their brackets balance, their symbols sit between words, not inside them).
// Hand-written from the attack's mechanism; nothing here is fit to data.
import type { RawFinding } from "../../../../src/scan/detectors/finding";

const MAX_LINE = 4000;
const WINDOW = 14; // tokens
const MIN_SOUP = 5; // soup tokens in a window
const MIN_UNCLOSED = 3; // brackets left open or closed without an opener, within the window
const MIN_PROSE_WORDS = 6; // plain words before the window, on the same line
const TAIL = 16; // tokens at the end of a line
const MIN_TAIL_ODD = 3;

const OPEN = "([{";
const CLOSE = ")]}";
const SYMBOLS = /[[\]{}()<>|\\$@=*^~`]/;
const LETTERS = /[A-Za-z]/;
const PLAIN_WORD = /^[A-Za-z][a-z'-]{1,20}[,.;:!?]?$/;

/** A token whose letters are glued to bracket/symbol characters, a bare bracket cluster, or capitals glued to a fragment. */
function isSoup(tok: string): boolean {
  if (tok.length < 2 || tok.length > 60) return false;
  if (/^https?:\/\//.test(tok)) return false;
  const letters = LETTERS.test(tok);
  if (letters && SYMBOLS.test(tok)) return true;
  if (/^[^A-Za-z0-9\s]{2,}$/.test(tok) && /[[\]{}()<>|$=*^~]/.test(tok)) return true; // "].[", "({["
  if (/^[?!*#%&+]{2,}[A-Za-z]/.test(tok)) return true; // "??legt"
  return /^[A-Z]{2,}[a-z]{3,}$/.test(tok); // "IMreadsheet": a fragment glued to capitals
}

/** Brackets in the tokens that do not pair up. */
function unclosed(toks: readonly string[]): number {
  const stack: string[] = [];
  let stray = 0;
  for (const t of toks)
    for (const ch of t) {
      const o = OPEN.indexOf(ch);
      if (o >= 0) stack.push(CLOSE[o] as string);
      else if (CLOSE.includes(ch)) {
        if (stack.length > 0 && stack[stack.length - 1] === ch) stack.pop();
        else stray++;
      }
    }
  return stack.length + stray;
}

/** A lowercase letter glued to a capital, or a token of symbols only holding a bracket-like one ("=>", "____"). */
function isOdd(tok: string): boolean {
  return isSoup(tok) || /[a-z][A-Z]/.test(tok) || (/^[^A-Za-z0-9]+$/.test(tok) && /[[\]{}()<>|\\$=*^~`_]/.test(tok));
}

/** Per token: whether it holds a closing bracket that does not close the bracket open there, reading the line from its start. */
function mismatches(toks: readonly string[]): boolean[] {
  const stack: string[] = [];
  return toks.map((t) => {
    let bad = false;
    for (const ch of t) {
      const o = OPEN.indexOf(ch);
      if (o >= 0) stack.push(CLOSE[o] as string);
      else if (CLOSE.includes(ch)) {
        if (stack.length > 0 && stack[stack.length - 1] === ch) stack.pop();
        else bad = true;
      }
    }
    return bad;
  });
}

export function adversarialSuffixFindings(text: string): RawFinding[] {
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, Math.min(lineEnd, lineStart + MAX_LINE));
    const hit = scanLine(line, lineEnd <= lineStart + MAX_LINE);
    if (hit !== null) {
      const tail = hit.rule === "tail";
      return [{ class: "prompt_injection", rule_id: tail ? "pi.adversarial-suffix.tail" : "pi.adversarial-suffix.token-soup", start: lineStart + hit.start, end: lineStart + hit.end, confidence: tail ? 0.6 : 0.65, value: "[token soup]" }];
    }
    lineStart = lineEnd + 1;
  }
  return [];
}

function scanLine(raw: string, lineEnds: boolean): { start: number; end: number; rule: "soup" | "tail" } | null {
  if (raw.length < 40 || !SYMBOLS.test(raw)) return null;
  // Inline code spans (`...`) are code by the writer's own marking: blank them, offsets kept.
  const line = raw.replace(/`[^`\n]{1,400}`/g, (m) => " ".repeat(m.length));
  const toks: { t: string; at: number }[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null && toks.length < 1000) toks.push({ t: m[0], at: m.index });
  const cut = m !== null; // a token past the 1000th
  // Soup flags once per token, then a sliding count over windows of WINDOW tokens.
  const soup = toks.map((x) => (isSoup(x.t) ? 1 : 0));
  const bad = mismatches(toks.map((x) => x.t));
  let tailFrom = -1;
  let prose = 0;
  let inWin = 0;
  for (let k = 0; k < Math.min(WINDOW, toks.length); k++) inWin += soup[k] as number;
  for (let i = 0; i < toks.length; i++) {
    if (i > 0) inWin += (i + WINDOW - 1 < toks.length ? (soup[i + WINDOW - 1] as number) : 0) - (soup[i - 1] as number);
    if (prose >= MIN_PROSE_WORDS && i + 4 <= toks.length && inWin >= MIN_SOUP) {
      const win = toks.slice(i, i + WINDOW).map((x) => x.t);
      if (unclosed(win) >= MIN_UNCLOSED && bad.slice(i, i + WINDOW).includes(true)) {
        const last = toks[Math.min(toks.length, i + WINDOW) - 1] as { t: string; at: number };
        return { start: (toks[i] as { at: number }).at, end: last.at + last.t.length, rule: "soup" };
      }
    }
    if (PLAIN_WORD.test((toks[i] as { t: string }).t)) prose++;
    if (tailFrom < 0 && prose >= MIN_PROSE_WORDS) tailFrom = i + 1;
  }
  if (tailFrom < 0 || !lineEnds || cut) return null;
  const from = Math.max(tailFrom, toks.length - TAIL);
  if (toks.length - from < 4) return null;
  const tail = toks.slice(from).map((x) => x.t);
  if (tail.filter(isOdd).length < MIN_TAIL_ODD || unclosed(tail) < MIN_UNCLOSED || !bad.slice(from).includes(true)) return null;
  const last = toks[toks.length - 1] as { t: string; at: number };
  return { start: (toks[from] as { at: number }).at, end: last.at + last.t.length, rule: "tail" };
}
