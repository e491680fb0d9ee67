// The one canonical JSON of the codebase: whatever is hashed must hash identical bytes however a
// client orders its keys. Approval tokens bind to the hash of a call's arguments (the evaluation
// that raised the request and the replay that redeems it), the transparency log's entries are the
// hash of a record's canonical form, and the local audit log chains entries by this hash.

/**
 * JSON with object keys sorted by code unit, no whitespace; undefined members dropped. Iterative:
 * hostile nesting cannot exhaust the stack (inputs are also bounded where they enter).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // Work items: a value to write, or a literal piece of punctuation.
  const work: ({ v: unknown } | string)[] = [{ v: value }];
  while (work.length > 0) {
    const item = work.pop()!;
    if (typeof item === "string") { out.push(item); continue; }
    const v = item.v;
    if (v === null || typeof v === "boolean" || typeof v === "string") { out.push(JSON.stringify(v)); continue; }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) throw new TypeError("canonicalJson: non-finite number");
      out.push(JSON.stringify(v));
      continue;
    }
    if (Array.isArray(v)) {
      work.push("]");
      for (let i = v.length - 1; i >= 0; i--) {
        work.push(v[i] === undefined ? "null" : { v: v[i] });
        if (i > 0) work.push(",");
      }
      work.push("[");
      continue;
    }
    if (typeof v === "object") {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      work.push("}");
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        work.push({ v: x });
        work.push(`${JSON.stringify(k)}:`);
        if (i > 0) work.push(",");
      }
      work.push("{");
      continue;
    }
    throw new TypeError(`canonicalJson: unsupported ${typeof v}`);
  }
  return out.join("");
}

/** What the shell hashes when a call carries no arguments, so "absent" has one stable hash. */
export const NO_ARGUMENTS = canonicalJson(null);
