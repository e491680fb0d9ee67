// Where a rule's matches can start, read off its pattern: a set of anchors (literal, lo, hi) such
// that every non-empty match holds one of the literals (lowercased) starting between lo and hi
// characters after the match's own start. Where the keyword pass has recorded the literals'
// offsets, the engine then tries the rule only at the few starts this allows instead of searching
// the whole text (engine.ts). `(?:respond|reply|answer) …` gives the three words at offset 0;
// `(?:^|[^A-Za-z0-9_])(npm_…` gives "npm_" at offset 0 or 1; `\b[A-Za-z0-9._%+-]{1,64}@` gives
// "@" at offset 1 to 64. Conservative by construction: a construct it does not understand, or an
// offset with no bound, gives no anchors (the rule is then searched as before).
import { classEnd, closeOf, groupBodyStart, quantifier, topLevelBranches } from "./leads";
import { maxLength } from "./pattern-bounds";
import { isFunctionWords } from "./function-words";

export interface Anchor {
  lit: string;
  lo: number;
  hi: number;
}

export interface AnchorOptions {
  /**
   * For rules reading a view where long runs of these characters are blanked to spaces: a space
   * in a literal is kept only next to one of them (a blanked space has no such neighbour, since a
   * blanked run is maximal), so the literal found in the unblanked text is the one matched.
   */
  blanked?: (c: number) => boolean;
}

/** A literal this long is selective enough to stop looking for a longer one. */
const GOOD = 3;
/** Literals worth recording: short ones of letters or digits ("to", "gh") are everywhere; punctuation ("@", "://") is not. */
export const usableLit = (l: string): boolean => (l.length >= GOOD ? l.trim().length > 0 : l.length > 0 && !/[a-z0-9 ]/.test(l));
/**
 * Analysis steps per pattern; past it the pattern gives no anchors (never a wrong one). The
 * analysis runs ahead of time (derived.ts), so this bounds the build, not start-up: at 20,000 the
 * long multilingual rules whose optional prefixes multiply the paths ran out and lost their anchors.
 */
const BUDGET = 200_000;
/** Steps for one look past a literal of function words, and for all of a pattern's looks (literalRun). */
const PER_LOOK = 1000;
const LOOKS = 10_000;

interface Walk {
  budget: number;
  blanked: ((c: number) => boolean) | undefined;
  /** What the looks past function words may still spend, and what they have read (literalRun). */
  lookBudget: number;
  lookSeen: Map<string, Map<string, Anchor[] | null>>;
  /**
   * Results by sequence and position: a group is read both into and past, and each way reads
   * what follows it again, so without this a pattern of several groups in a row (the IPv4 rule)
   * is read exponentially often. The walk is pure, so a remembered result is the same result.
   */
  seen: Map<string, Map<string, Anchor[] | null>>;
}

const SPECIAL = "()[]{}.|^$?*+\\";

/** The literal character at p[i] ('x', '\.', '[x]', '[xX]') and its width in the pattern, or null. */
function literalAt(p: string, i: number): { ch: string; width: number } | null {
  const c = p[i];
  if (c === undefined) return null;
  if (c === "\\") {
    const n = p[i + 1];
    return n !== undefined && !/[A-Za-z0-9]/.test(n) ? { ch: n, width: 2 } : null;
  }
  if (c === "[") {
    const e = classEnd(p, i);
    if (e >= p.length) return null;
    const body = p.slice(i + 1, e);
    if (body.length === 1 && body !== "^" && body !== "\\") return { ch: body, width: e - i + 1 };
    if (body.length === 2 && body[0] !== body[1] && (body[0] as string).toLowerCase() === (body[1] as string).toLowerCase() && /^[A-Za-z]{2}$/.test(body))
      return { ch: (body[0] as string).toLowerCase(), width: e - i + 1 };
    return null;
  }
  return SPECIAL.includes(c) ? null : { ch: c, width: 1 };
}

/** Width bounds of the single-character element at p[i] (class, '.', escape), or null if not one. */
function charElementAt(p: string, i: number): { width: number; max: number } | null {
  const c = p[i];
  if (c === ".") return { width: 1, max: 1 };
  if (c === "[") {
    const e = classEnd(p, i);
    if (e >= p.length) return null;
    // An astral character written inside a class could match two units.
    return { width: e - i + 1, max: /[\ud800-\udfff]/.test(p.slice(i, e)) ? 2 : 1 };
  }
  if (c === "\\") {
    const n = p[i + 1];
    if (n === undefined) return null;
    if ("dDwWsSnrtfv0".includes(n)) return { width: 2, max: 1 };
    if (n === "x" && /^[0-9A-Fa-f]{2}$/.test(p.slice(i + 2, i + 4))) return { width: 4, max: 1 };
    if (n === "u" && /^[0-9A-Fa-f]{4}$/.test(p.slice(i + 2, i + 6))) return { width: 6, max: 1 };
    return null; // back-references, \p{…}, \k<…>, \c…: not ours
  }
  const lit = literalAt(p, i);
  return lit === null ? null : { width: lit.width, max: 1 };
}

/**
 * How selective a literal is: its length up to GOOD, except that one made only of function words
 * ("the ", "is ", "de la") ranks with a single character. Those occur every few words of prose,
 * and each occurrence of an anchor is logged and may be tried, so a rule reading "the (?:rules|
 * guardrails) …" is better anchored on the words after "the".
 */
const RANKS = new Map<string, number>();
function rank(lit: string): number {
  // The walk weighs the same literals over and over: read each one's words once.
  let r = RANKS.get(lit);
  if (r === undefined) RANKS.set(lit, (r = isFunctionWords(lit) || (lit.length < GOOD && !usableLit(lit)) ? 1 : lit.length < GOOD ? 2 : GOOD));
  return r;
}

/** How good an anchor set is: more selective literals first, then narrower offset ranges, then fewer. */
function better(a: Anchor[] | null, b: Anchor[] | null): Anchor[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const minRank = (s: Anchor[]): number => Math.min(GOOD, ...s.map((x) => rank(x.lit)));
  const spread = (s: Anchor[]): number => Math.max(...s.map((x) => x.hi - x.lo));
  if (minRank(a) !== minRank(b)) return minRank(a) > minRank(b) ? a : b;
  if (spread(a) !== spread(b)) return spread(a) < spread(b) ? a : b;
  return b.length < a.length ? b : a;
}

// Length, not rank: a group whose branches open on function words is not walked past as a whole
// (that search grows with every nested group); literalRun looks past each such literal instead.
const good = (s: Anchor[] | null): boolean => s !== null && s.every((x) => x.lit.length >= GOOD && x.hi - x.lo <= 8);

/** Anchors of the alternatives of `p`, each starting between lo and hi after the match start. */
function alternatives(p: string, lo: number, hi: number, w: Walk, rest = ""): Anchor[] | null {
  const branches = topLevelBranches(p);
  if (branches === null) return null;
  const out: Anchor[] = [];
  for (const b of branches) {
    const s = sequence(b + rest, 0, lo, hi, w);
    if (s === null) return null;
    out.push(...s);
  }
  return out;
}

/** Anchors of the sequence p[i…] (no top-level '|'), which starts between lo and hi after the match start. */
function sequence(p: string, i: number, lo: number, hi: number, w: Walk): Anchor[] | null {
  let byStart = w.seen.get(p);
  if (byStart === undefined) w.seen.set(p, (byStart = new Map()));
  const key = `${i} ${lo} ${hi}`;
  const known = byStart.get(key);
  if (known !== undefined) return known;
  const found = walkSequence(p, i, lo, hi, w);
  byStart.set(key, found);
  return found;
}

function walkSequence(p: string, i: number, lo: number, hi: number, w: Walk): Anchor[] | null {
  if (--w.budget < 0) return null;
  for (;;) {
    if (!(hi < Infinity)) return null;
    // The end of the sequence with no literal on the way: a match can hold none at a bounded offset.
    if (i >= p.length) return null;
    const c = p[i] as string;
    if (c === "^" || c === "$") { i++; continue; }
    if (c === "\\" && (p[i + 1] === "b" || p[i + 1] === "B")) { i += 2; continue; }
    if (c === "|" || c === ")") return null;
    if (c === "(") return group(p, i, lo, hi, w);
    const lit = literalAt(p, i);
    if (lit !== null) {
      const q = quantifier(p, i + lit.width);
      if (q === null) return null;
      if (q.len === 0) return literalRun(p, i, lo, hi, w);
    }
    const el = charElementAt(p, i);
    if (el === null) return null;
    const q = quantifier(p, i + el.width);
    if (q === null) return null;
    lo += q.min;
    hi += el.max * q.max;
    i += el.width + q.len;
  }
}

/** A run of unquantified literal characters at p[i]: it is an anchor, or the walk goes past it for a longer one. */
function literalRun(p: string, i: number, lo: number, hi: number, w: Walk): Anchor[] | null {
  let run = "";
  let j = i;
  for (;;) {
    const lit = literalAt(p, j);
    if (lit === null) break;
    const q = quantifier(p, j + lit.width);
    if (q === null || q.len > 0) break;
    const code = lit.ch.charCodeAt(0);
    if (code > 127) break;
    if (lit.ch === " " && w.blanked !== undefined) {
      const next = literalAt(p, j + lit.width);
      const nextQ = next === null ? null : quantifier(p, j + lit.width + next.width);
      const prevOk = run.length > 0 && w.blanked(run.charCodeAt(run.length - 1));
      const nextOk = next !== null && nextQ !== null && nextQ.len === 0 && w.blanked(next.ch.toLowerCase().charCodeAt(0));
      if (!prevOk && !nextOk) break;
    }
    run += lit.ch.toLowerCase();
    j += lit.width;
  }
  if (run.length === 0) {
    // A non-ASCII or blank-able character: one character of width one, then on.
    const lit = literalAt(p, i) as { ch: string; width: number };
    return sequence(p, i + lit.width, lo + 1, hi + 1, w);
  }
  const here: Anchor[] = [{ lit: run, lo, hi }];
  if (rank(run) >= GOOD) return here;
  if (run.length < GOOD) return better(here, sequence(p, j, lo + run.length, hi + run.length, w));
  // Function words: the words after them are worth a look, a bounded one. Past them a pattern
  // often branches into more function words ("(?:is|are) (?:not |now )?…"); unbounded, that walk
  // spent the whole budget on some rules, leaving them no anchors at all, and cost every start-up
  // most of a second. So each look has PER_LOOK steps, a pattern's looks LOOKS in all (a look
  // inside a look draws on its parent's steps), and a look that runs out keeps the function words.
  if (w.lookBudget <= 0) return here;
  const outermost = w.seen !== w.lookSeen;
  const saved = w.budget;
  const allowed = Math.min(saved, w.lookBudget, PER_LOOK);
  w.budget = allowed;
  // Looks remember what they read apart from the walk: a result cut short by a look's budget must
  // not stand in for the walk's own.
  const seen = w.seen;
  w.seen = w.lookSeen;
  const past = sequence(p, j, lo + run.length, hi + run.length, w);
  w.seen = seen;
  const spent = allowed - Math.max(w.budget, 0);
  const out = w.budget < 0 ? here : better(here, past);
  w.budget = saved - spent;
  if (outermost) w.lookBudget -= spent;
  return out;
}

/** A group at p[i]: anchors inside it (with what follows when it may be empty), or past it. */
function group(p: string, i: number, lo: number, hi: number, w: Walk): Anchor[] | null {
  const close = closeOf(p, i);
  if (close < 0) return null;
  const body = groupBodyStart(p, i, close);
  if (body < 0) return null; // look-arounds and inline flags: not ours
  const q = quantifier(p, close + 1);
  if (q === null) return null;
  const inner = p.slice(body, close);
  const after = close + 1 + q.len;
  const rest = p.slice(after);
  let into: Anchor[] | null = null;
  if (q.min === 1 && q.max === 1) into = alternatives(inner, lo, hi, w, rest);
  else if (q.min >= 1) into = alternatives(inner, lo, hi, w); // the first repetition starts here
  else if (q.max === 1) {
    const taken = alternatives(inner, lo, hi, w, rest);
    const skipped = taken === null ? null : sequence(p, after, lo, hi, w);
    into = taken === null || skipped === null ? null : [...taken, ...skipped];
  }
  if (good(into)) return into;
  const width = maxLength(inner);
  if (!(width < Infinity)) return into;
  const past = sequence(p, after, lo + 0, hi + width * q.max, w);
  return better(into, past);
}

/**
 * The anchors of `pattern`, or null when it gives none. Literals are lowercased: the keyword
 * pass reads lowercased text, and a case-sensitive literal still occurs there lowercased.
 * Anchors with the same literal are merged into one offset range.
 */
export function matchAnchors(pattern: string, opts: AnchorOptions = {}): Anchor[] | null {
  const w: Walk = { budget: BUDGET, blanked: opts.blanked, lookBudget: LOOKS, lookSeen: new Map(), seen: new Map() };
  const found = alternatives(pattern, 0, 0, w);
  if (found === null || w.budget < 0) return null;
  const byLit = new Map<string, Anchor>();
  for (const a of found) {
    const seen = byLit.get(a.lit);
    if (seen === undefined) byLit.set(a.lit, { ...a });
    else {
      seen.lo = Math.min(seen.lo, a.lo);
      seen.hi = Math.max(seen.hi, a.hi);
    }
  }
  return [...byLit.values()];
}
