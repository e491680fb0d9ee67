// A lower bound on the ASCII digits any match of a pattern contains, read off the pattern: a
// rule that needs eleven digits cannot match a text holding ten, whatever else it says. Number
// rules (identifiers, phones, cards) share the keyword "any digit", so this is what separates
// them on short texts. Conservative by construction: a construct it does not understand counts
// zero digits, which only ever lets a rule run.

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

/** Index of the ']' closing the class opened at p[open] (p.length when unclosed). */
function classEnd(p: string, open: number): number {
  let i = open + 1;
  if (p[i] === "^") i++;
  if (p[i] === "]") i++;
  while (i < p.length && p[i] !== "]") { if (p[i] === "\\") i++; i++; }
  return i;
}

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

/** The least number of repetitions a quantifier at p[i] allows, and its length (0: none). */
function quantifier(p: string, i: number): { min: number; len: number } {
  const c = p[i];
  let min = 1;
  let len = 0;
  if (c === "?" || c === "*") { min = 0; len = 1; }
  else if (c === "+") len = 1;
  else if (c === "{") {
    const m = /^\{(\d+)(?:,\d*)?\}/.exec(p.slice(i));
    if (m === null) return { min: 1, len: 0 };
    min = Number(m[1]);
    len = m[0].length;
  }
  if (len > 0 && p[i + len] === "?") len++;
  return { min, len };
}

/** Index of the ')' closing the group opened at p[open], or -1. */
function closeOf(p: string, open: number): number {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    const c = p[i];
    if (c === "\\") { i++; continue; }
    if (c === "[") { i = classEnd(p, i); continue; }
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** Minimum digits over the alternatives of `p` (a whole pattern or a group's body). */
export function minDigits(p: string): number {
  let best = Infinity;
  let sum = 0;
  for (let i = 0; i < p.length; ) {
    const c = p[i] as string;
    if (c === "|") {
      best = Math.min(best, sum);
      sum = 0;
      i++;
      continue;
    }
    let atom = 0;
    let next = i + 1;
    if (c === "\\") {
      // \d is a digit; every other escape (\b, \w, \., a back-reference) counts none.
      atom = p[i + 1] === "d" ? 1 : 0;
      next = i + 2;
    } else if (c === "[") {
      const e = classEnd(p, i);
      if (e >= p.length) return 0;
      atom = digitOnlyClass(p.slice(i + 1, e)) ? 1 : 0;
      next = e + 1;
    } else if (c === "(") {
      const e = closeOf(p, i);
      if (e < 0) return 0;
      const head = p.slice(i, i + 4);
      // Look-arounds consume nothing of the match.
      if (head.startsWith("(?=") || head.startsWith("(?!") || head.startsWith("(?<=") || head.startsWith("(?<!")) atom = 0;
      else {
        const body = p.startsWith("(?:", i) ? p.slice(i + 3, e) : p.startsWith("(?<", i) ? p.slice(p.indexOf(">", i) + 1, e) : p.slice(i + 1, e);
        atom = minDigits(body);
      }
      next = e + 1;
    } else if (c === ")") {
      return 0; // unbalanced: understand nothing
    } else {
      atom = isDigit(c) ? 1 : 0;
    }
    const q = quantifier(p, next);
    sum += atom * q.min;
    i = next + q.len;
  }
  return Math.min(best, sum);
}

/** ASCII digits in `text`, counting stops at `cap` (no rule needs more, and long texts have plenty). */
export function digitCount(text: string, cap = Infinity): number {
  let n = 0;
  for (let i = 0; i < text.length && n < cap; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}
