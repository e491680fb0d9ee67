// Approval tokens are bound to an exact call via the hash of its arguments, so the evaluation
// that raised the request and the replay that redeems it must hash identical bytes even when a
// client re-serialises its arguments with keys in another order. The shell hashes this string
// (SHA-256, lower-case hex); the core only compares the hashes.

/** JSON with object keys sorted by code unit, no whitespace; undefined members dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("canonicalJson: non-finite number");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  throw new TypeError(`canonicalJson: unsupported ${typeof value}`);
}

/** What the shell hashes when a call carries no arguments, so "absent" has one stable hash. */
export const NO_ARGUMENTS = canonicalJson(null);
