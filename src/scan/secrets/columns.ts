// Credentials in a table's column: a CSV, TSV or pipe-separated export whose header names a
// credential (`id,email,username,password,role`). The rows below hold no credential word, so the
// line-by-line reading never reaches them; the header says what each field is.
import { classifyKeyName, type KeyClass } from "./keynames";

export interface Table {
  values: ColumnValue[];
  /** Offset just past the last row read: lines before it are rows, not headers of their own. */
  end: number;
  rows: number;
}

export interface ColumnValue {
  /** Offset of the value in the text. */
  start: number;
  value: string;
  k: KeyClass;
}

const SEPARATORS = [",", "\t", ";", "|"] as const;
/** A header field: a short identifier or label, possibly quoted. */
const FIELD = /^["']?[A-Za-z_][\w .-]{0,40}["']?$/;
/** Rows read under one header; a table this long is data, and one credential column shows it. */
const MAX_ROWS = 200;
const MAX_COLUMNS = 64;

/**
 * The values under credential-named columns of a header line at [lineStart, lineEnd) of `text`,
 * row by row until a line with a different number of fields. Quoted fields holding the separator
 * end the table (the split would misplace the columns).
 */
export function credentialColumns(text: string, lineStart: number, lineEnd: number, maxRows = MAX_ROWS): Table {
  const none: Table = { values: [], end: lineEnd, rows: 0 };
  const header = text.slice(lineStart, lineEnd).replace(/\r$/, "");
  const sep = SEPARATORS.find((s) => header.split(s).length >= 3);
  if (sep === undefined) return none;
  const names = header.split(sep).map((f) => f.trim());
  if (names.length > MAX_COLUMNS || names.some((f) => !FIELD.test(f))) return none;
  const cols: [number, KeyClass][] = [];
  names.forEach((f, i) => {
    const k = classifyKeyName(f.replace(/^["']|["']$/g, ""));
    if (k !== null && k.strength === 3) cols.push([i, k]);
  });
  if (cols.length === 0) return none;
  const out: ColumnValue[] = [];
  let at = lineEnd + 1;
  let row = 0;
  for (; row < Math.min(maxRows, MAX_ROWS) && at < text.length; row++) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end).replace(/\r$/, "");
    const fields = line.split(sep);
    if (fields.length !== names.length) break;
    let off = at;
    const starts = fields.map((f) => {
      const s = off;
      off += f.length + sep.length;
      return s;
    });
    for (const [i, k] of cols) {
      const raw = fields[i] as string;
      const lead = raw.length - raw.trimStart().length;
      let v = raw.trim();
      let s = (starts[i] as number) + lead;
      const q = /^(["'])(.*)\1$/.exec(v);
      if (q !== null) { v = q[2] as string; s += 1; }
      if (v.length > 0) out.push({ start: s, value: v, k });
    }
    at = end + 1;
  }
  return { values: out, end: Math.max(lineEnd, at - 1), rows: row };
}
