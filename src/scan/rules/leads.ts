// Derives, from a rule's pattern, a condition on literals that every match must satisfy: each
// branch of an alternation needs all of its required parts (runs of plain characters, groups
// that must occur), each group one of its branches. The prefilter checks it before running a
// rule whose keywords are common words ("ia", "user"), so together they skip only rules that
// cannot match. Conservative by construction: a construct it does not fully understand adds no
// condition (the rule is then gated by its keywords alone, as before).

/** A literal that must occur, all of some conditions, or one of them. `true`: no condition. */
export type Gate = true | { lit: string } | { all: Gate[] } | { any: Gate[] };

/** Shortest literal worth a condition: shorter ones occur almost everywhere. */
const MIN_LEAD = 3;

const isAlnum = (c: string | undefined): boolean => c !== undefined && /^[a-z0-9]$/.test(c);

/** Index of the ']' closing the character class opened at p[open] (p.length when unclosed). */
export function classEnd(p: string, open: number): number {
  let i = open + 1;
  if (p[i] === "^") i++;
  if (p[i] === "]") i++;
  while (i < p.length && p[i] !== "]") { if (p[i] === "\\") i++; i++; }
  return i;
}

/** Splits a disjunction body at its top-level '|' (escapes, classes and groups respected). */
export function topLevelBranches(p: string): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") { i++; continue; }
    if (c === "[") {
      i = classEnd(p, i);
      if (i >= p.length) return null;
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")") { if (--depth < 0) return null; }
    else if (c === "|" && depth === 0) { out.push(p.slice(from, i)); from = i + 1; }
  }
  if (depth !== 0) return null;
  out.push(p.slice(from));
  return out;
}

/** Index of the ')' closing the group opened at p[open], or -1. */
export function closeOf(p: string, open: number): number {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") { i++; continue; }
    if (c === "[") {
      i = classEnd(p, i);
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/**
 * Where the body of the group opened at p[open] and closed at p[close] starts: after `(`, `(?:`
 * or `(?<name>`; -1 for a look-around or inline flags, -2 when the name is malformed.
 */
export function groupBodyStart(p: string, open: number, close: number): number {
  const body = open + 1;
  if (p[body] !== "?") return body;
  if (p[body + 1] === ":") return body + 2;
  if (p[body + 1] === "<" && p[body + 2] !== "=" && p[body + 2] !== "!") {
    const named = p.indexOf(">", body) + 1;
    return named <= 0 || named > close ? -2 : named;
  }
  return -1;
}

/**
 * The quantifier at p[i]: the fewest and most repetitions it allows and its length (a lazy `?`
 * included); no quantifier is one repetition of length 0, a malformed `{…}` is null.
 */
export function quantifier(p: string, i: number): { min: number; max: number; len: number } | null {
  const c = p[i];
  let min = 1;
  let max = 1;
  let len = 0;
  if (c === "?") { min = 0; len = 1; }
  else if (c === "*") { min = 0; max = Infinity; len = 1; }
  else if (c === "+") { max = Infinity; len = 1; }
  else if (c === "{") {
    const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(p.slice(i));
    if (m === null) return null;
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
    len = m[0].length;
  }
  if (len > 0 && p[i + len] === "?") len++;
  return { min, max, len };
}

/**
 * What makes a literal worth a condition: at least MIN_LEAD characters, or one the prefilter
 * looks for anyway (`known`: another rule's keyword such as "@"), which costs its pass nothing.
 */
interface LeadOptions {
  asciiOnly: boolean;
  known: (lit: string) => boolean;
}

/** Condition of one branch: all of its required parts. */
function branchGate(b: string, o: LeadOptions): Gate {
  const parts: Gate[] = [];
  const add = (g: Gate): void => {
    if (g !== true) parts.push(g);
  };
  let lit = "";
  const flush = (): void => {
    if (lit.length > 0) add(literalGate(lit, o));
    lit = "";
  };
  let i = 0;
  while (i < b.length) {
    const c = b[i] as string;
    if (c === "(") {
      flush();
      const close = closeOf(b, i);
      if (close < 0) return true;
      const body = groupBodyStart(b, i, close); // -1: a look-around, zero-width, requires nothing of the match
      if (body === -2) return true;
      const q = quantifier(b, close + 1);
      if (q === null) return true;
      if (body >= 0 && q.min > 0) add(disjunctionGate(b.slice(body, close), o));
      i = close + 1 + q.len;
      continue;
    }
    if (c === "[") {
      flush();
      const j = classEnd(b, i);
      const q = quantifier(b, j + 1);
      if (j >= b.length || q === null) return true;
      i = j + 1 + q.len;
      continue;
    }
    if (c === "|" || c === ")" || c === "?" || c === "*" || c === "+" || c === "{") return true; // not a plain branch body
    let ch: string | null;
    let width: number;
    if (c === "\\") {
      const n = b[i + 1];
      if (n === undefined) return true;
      // Only escaped punctuation is a literal; \d, \s, \n, \b, \u… end a run.
      ch = /[A-Za-z0-9]/.test(n) ? null : n;
      width = n === "u" ? 6 : n === "x" ? 4 : n === "c" ? 3 : 2;
    } else if (c === "." || c === "^" || c === "$") {
      ch = null;
      width = 1;
    } else {
      ch = c;
      width = 1;
    }
    const q = quantifier(b, i + width);
    if (q === null) return true;
    if (ch === null || q.len > 0) {
      // A class escape or a quantified character: the run of plain characters ends here.
      flush();
      i += width + q.len;
      continue;
    }
    lit += ch;
    i += width;
  }
  flush();
  return parts.length === 0 ? true : parts.length === 1 ? (parts[0] as Gate) : { all: parts };
}

/** Condition of an alternation: one of its branches' (none when a branch has none). */
function disjunctionGate(p: string, o: LeadOptions): Gate {
  const branches = topLevelBranches(p);
  if (branches === null) return true;
  const out: Gate[] = [];
  for (const b of branches) {
    const g = branchGate(b, o);
    if (g === true) return true;
    out.push(g);
  }
  return out.length === 1 ? (out[0] as Gate) : { any: out };
}

/** A run of plain characters as a condition, when the prefilter can see it and it is selective. */
function literalGate(run: string, o: LeadOptions): Gate {
  const u = usable(run);
  if (u.length === 0 || (u.length < MIN_LEAD && !o.known(u)) || (o.asciiOnly && !/^[\x00-\x7f]+$/.test(u))) return true;
  return { lit: u };
}

/**
 * The part of a lead the prefilter can look for in the lowercased or folded text: lowercased,
 * and cut at any space that is not between two letters or digits (the injection rules read a
 * view where long base64-like runs are blanked to spaces, so such a space may not be in the
 * scanned text). Any substring of a lead is still in every match that has the lead.
 */
function usable(lead: string): string {
  const s = lead.toLowerCase();
  let best = "";
  let cur = "";
  for (let i = 0; i <= s.length; i++) {
    const c = s[i];
    if (c !== undefined && (c !== " " || (isAlnum(s[i - 1]) && isAlnum(s[i + 1])))) {
      cur += c;
      continue;
    }
    if (cur.length > best.length) best = cur;
    cur = "";
  }
  return best;
}

const NONE_KNOWN = (): boolean => false;

/**
 * The condition every match of `pattern` satisfies (true: none found). `asciiOnly`: the rule
 * reads a view the prefilter only sees lowercased, or matches case-insensitively, so non-ASCII
 * literals are not used. `known`: literals shorter than MIN_LEAD that the prefilter looks for
 * anyway, and so may be asked for.
 */
export function ruleGate(pattern: string, asciiOnly: boolean, known: (lit: string) => boolean = NONE_KNOWN): Gate {
  return disjunctionGate(pattern, { asciiOnly, known });
}

/** Every literal a gate mentions. */
export function gateLiterals(g: Gate, into: string[] = []): string[] {
  if (g === true) return into;
  if ("lit" in g) into.push(g.lit);
  else for (const x of "all" in g ? g.all : g.any) gateLiterals(x, into);
  return into;
}
