// Best-effort tokenizer for input the parser rejects (unbalanced quotes, truncated heredocs).
// It never fails: quotes are honoured where they close, operators split segments, and the
// caller marks the result `fallback` with an audit finding, so a parse failure is never an allow.
import type { Redir } from "./types";

export interface Segment {
  argv: string[];
  redirs: Redir[];
  join: string;
  span: { start: number; end: number };
}

const MAX_TOKENS = 20000;

export function tokenize(src: string): Segment[] {
  const segs: Segment[] = [];
  let argv: string[] = [];
  let redirs: Redir[] = [];
  let join = ";";
  let cur = "";
  let has = false;
  let segStart = 0;
  let pendingRedir: string | undefined;
  let count = 0;
  const push = (): void => {
    if (!has) return;
    if (pendingRedir !== undefined) { redirs.push({ op: pendingRedir, target: cur }); pendingRedir = undefined; }
    else argv.push(cur);
    cur = "";
    has = false;
    count++;
  };
  const end = (i: number, op: string): void => {
    push();
    if (argv.length > 0 || redirs.length > 0) segs.push({ argv: argv.length > 0 ? argv : [""], redirs, join, span: { start: segStart, end: i } });
    argv = [];
    redirs = [];
    join = op;
    segStart = i + op.length;
  };
  for (let i = 0; i < src.length && count < MAX_TOKENS; i++) {
    const ch = src[i] as string;
    if (ch === "\\" && i + 1 < src.length) { cur += src[++i]; has = true; continue; }
    if (ch === "'" ) {
      const close = src.indexOf("'", i + 1);
      if (close < 0) { cur += src.slice(i + 1); has = true; break; }
      cur += src.slice(i + 1, close); has = true; i = close; continue;
    }
    if (ch === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') { if (src[j] === "\\") j++; j++; }
      cur += src.slice(i + 1, Math.min(j, src.length)).replace(/\\(["\\$`])/g, "$1"); has = true; i = j; continue;
    }
    if (ch === " " || ch === "\t") { push(); continue; }
    if (ch === "\n" || ch === ";") { end(i, ";"); continue; }
    if (ch === "&" && src[i + 1] === "&") { end(i, "&&"); i++; continue; }
    if (ch === "|" && src[i + 1] === "|") { end(i, "||"); i++; continue; }
    if (ch === "|") { end(i, "|"); continue; }
    if (ch === "&" && src[i + 1] !== ">") { end(i, ";"); continue; }
    if (ch === ">" || ch === "<") {
      // `2>file`: a bare fd number before the operator belongs to the operator, not argv.
      if (has && /^\d{1,2}$/.test(cur)) { cur = ""; has = false; }
      else push();
      let op = ch;
      while (src[i + 1] === ">" || src[i + 1] === "&" || (src[i + 1] === "<" && op.length < 3)) op += src[++i];
      pendingRedir = op;
      continue;
    }
    cur += ch;
    has = true;
  }
  end(src.length, ";");
  return segs;
}
