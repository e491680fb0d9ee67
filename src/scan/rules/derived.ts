// What the engine reads off each rule's pattern before it can run it: the literal condition that
// gates it (leads.ts), where its matches can start (anchors.ts), the digits and the characters
// outside ASCII every match holds, and its longest match (pattern-bounds.ts). These analyses walk
// every pattern and took about two thirds of a second of each isolate's start-up, against the
// Workers limit of one second, so they are computed ahead of time into derived.data.ts
// (`npm run derived:build`). A rule whose pattern
// no longer fits its stored entry is analysed at load instead, so a stale file only costs time;
// the test suite fails on one (derived.test.ts).
import type { CompiledRule } from "./rule";
import { ruleGate, type Gate } from "./leads";
import { matchAnchors, usableLit, type Anchor } from "./anchors";
import { maxLength, minDigitRun, minDigits, minNonAscii } from "./pattern-bounds";
import { DERIVED_DATA } from "./derived.data";
import { fnv1a } from "../fnv";

export interface Derived {
  /** Literal condition every match satisfies, beyond one of the rule's keywords; true: none. */
  gate: Gate;
  /** Where matches can start (see startsOf); null: search from the start. */
  starts: Anchor[] | null;
  /** ASCII digits every match holds. */
  minDigits: number;
  /** Longest run of consecutive digits every match holds. */
  minRun: number;
  /** Longest match, in UTF-16 units (Infinity when unbounded). */
  maxLen: number;
  /** UTF-16 units outside ASCII every match holds (the rules of other scripts). */
  minNonAscii: number;
}

/** The characters long runs of which the prose view blanks (engine.ts, blankLongRuns). */
export const isRunChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 61 || c === 95 || c === 45;

/** Longest offset range of one anchor (the engine's window encoding keeps it in 17 bits). */
export const MAX_SPREAD = (1 << 17) - 1;
/** A space next to a blank-able character cannot have been blanked (see anchors.ts): the keyword is in the folded view too. */
const blankSafe = (k: string): boolean => [...k].every((c, i) => c !== " " || (i > 0 && isRunChar(k.charCodeAt(i - 1))) || (i + 1 < k.length && isRunChar(k.charCodeAt(i + 1))));

// Where matches can start: the rule's anchors (anchors.ts), literals every match holds at a
// bounded offset from its start; failing those, its keywords, each of which every match holds no
// further from its start than the rule's longest match minus the keyword.
function startsOf(r: CompiledRule, L: number): Anchor[] | null {
  const a = matchAnchors(r.pattern, r.view === "folded" ? { blanked: isRunChar } : {});
  if (a !== null && a.every((x) => usableLit(x.lit) && x.hi - x.lo <= MAX_SPREAD)) return a;
  // The keyword pass records ASCII keywords only, and common ones ("0"…"9" for the number rules)
  // would cost more to record than a search costs.
  if (!(L < Infinity) || r.keywords.length === 0 || !r.keywords.every((k) => /^[\x00-\x7f]+$/.test(k) && usableLit(k))) return null;
  if (r.view === "folded" && !r.keywords.every(blankSafe)) return null;
  const byKeyword = r.keywords.map((k) => ({ lit: k, lo: 0, hi: Math.max(0, L - k.length) }));
  return byKeyword.every((x) => x.hi <= MAX_SPREAD) ? byKeyword : null;
}

/**
 * The analyses of one rule. `known`: every rule's keywords; a gate prefers literals the keyword
 * pass looks for anyway. Any choice of them gives a sound gate, so an entry stored under another
 * keyword set is still correct, only perhaps not the cheapest.
 */
export function deriveRule(r: CompiledRule, known: ReadonlySet<string>): Derived {
  const maxLen = maxLength(r.pattern);
  return {
    gate: r.keywords.length === 0 ? true : ruleGate(r.pattern, r.view === "original" || r.caseInsensitive === true, (l) => known.has(l)),
    starts: startsOf(r, maxLen),
    minDigits: minDigits(r.pattern),
    minRun: minDigitRun(r.pattern),
    maxLen,
    minNonAscii: minNonAscii(r.pattern),
  };
}

/** Bumped when what is stored, or how, changes: entries of another format never match. */
const FORMAT = 3;

/**
 * What an entry was derived from: everything above reads the pattern, the view, whether case is
 * ignored and the keywords. FNV-1a over those, with the storage format; the stored entry is used
 * only when it matches.
 */
export function ruleKey(r: CompiledRule): string {
  const s = `${r.view}\u0000${r.caseInsensitive === true ? 1 : 0}\u0000${r.keywords.join("\u0001")}\u0000${r.pattern}`;
  return `${FORMAT}.${s.length.toString(36)}.${fnv1a(s).toString(36)}`;
}

/**
 * The stored form is plain text, one rule per line, fields separated by tabs: id, key, gate,
 * starts, minDigits, minRun, maxLen (-1: unbounded), minNonAscii. A gate is `*` (none), a literal, or
 * `&(a,b,…)` / `|(a,b,…)` (all of, any of); starts are `-` or `literal,lo,hi;…`. Literals keep
 * lowercase letters, digits, space and `_.-` and write every other character as `%` and four hex
 * digits, so the text needs no quoting in a template literal. Stored as JSON in a string (a
 * quoted quote every few characters), the module no longer fitted in one message between the
 * test runner and workerd (WebSocket close 1009), though larger plain-text modules do.
 */
const PLAIN = /[^a-z0-9 _.-]/g;
const esc = (lit: string): string => lit.replace(PLAIN, (c) => `%${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const unesc = (s: string): string => (s.includes("%") ? s.replace(/%([0-9a-f]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

const storeGate = (g: Gate): string => (g === true ? "*" : "lit" in g ? esc(g.lit) : `${"all" in g ? "&" : "|"}(${("all" in g ? g.all : g.any).map(storeGate).join(",")})`);

/** Reads the gate at s[at.i…], leaving at.i after it. */
function loadGate(s: string, at: { i: number }): Gate {
  const c = s[at.i];
  if (c === "*") {
    at.i++;
    return true;
  }
  if ((c === "&" || c === "|") && s[at.i + 1] === "(") {
    at.i += 2;
    const parts: Gate[] = [];
    for (;;) {
      parts.push(loadGate(s, at));
      const d = s[at.i++];
      if (d === ")") break;
      if (d !== ",") throw new Error("derived data: malformed gate");
    }
    return c === "&" ? { all: parts } : { any: parts };
  }
  let j = at.i;
  while (j < s.length && s[j] !== "," && s[j] !== ")") j++;
  const lit = unesc(s.slice(at.i, j));
  at.i = j;
  return { lit };
}

function loadStarts(s: string): Anchor[] | null {
  if (s === "-") return null;
  return s.split(";").map((a) => {
    const [lit, lo, hi] = a.split(",");
    return { lit: unesc(lit as string), lo: Number(lo), hi: Number(hi) };
  });
}

/** One rule's line of the stored text. */
export function storedLine(r: CompiledRule, d: Derived): string {
  const starts = d.starts === null ? "-" : d.starts.map((a) => `${esc(a.lit)},${a.lo},${a.hi}`).join(";");
  return [r.id, ruleKey(r), storeGate(d.gate), starts, d.minDigits, d.minRun, d.maxLen < Infinity ? d.maxLen : -1, d.minNonAscii].join("\t");
}

/** The stored text's entries by rule id, as [key, the rest of the line's fields]. */
function storedEntries(stored: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of stored.split("\n")) {
    const f = line.split("\t");
    if (f.length === 8) out.set(f[0] as string, f.slice(1));
  }
  return out;
}

/** Each rule's analyses: stored where the stored entry was made from the same rule, derived otherwise. */
export function deriveRules(rules: readonly CompiledRule[], stored: string = DERIVED_DATA): { derived: Derived[]; fresh: number } {
  const table = storedEntries(stored);
  let known: Set<string> | null = null;
  let fresh = 0;
  const derived = rules.map((r): Derived => {
    const e = table.get(r.id);
    if (e !== undefined && e[0] === ruleKey(r)) {
      const max = Number(e[5]);
      return { gate: loadGate(e[1] as string, { i: 0 }), starts: loadStarts(e[2] as string), minDigits: Number(e[3]), minRun: Number(e[4]), maxLen: max < 0 ? Infinity : max, minNonAscii: Number(e[6]) };
    }
    fresh++;
    known ??= new Set(rules.flatMap((x) => x.keywords));
    return deriveRule(r, known);
  });
  return { derived, fresh };
}

/** The ids the stored text has an entry for. */
export function storedIds(stored: string = DERIVED_DATA): string[] {
  return [...storedEntries(stored).keys()];
}
