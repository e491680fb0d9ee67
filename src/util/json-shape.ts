// Bounds on the shape of any JSON a client sends. Every consumer (canonical hashing, zod, the
// scanner's field walk) stays iterative or bounded, but a 5,000-level `arguments` object is not
// a real tool call: it is refused up front with a clear reason instead of reaching them.

export const MAX_JSON_DEPTH = 64;
export const MAX_JSON_NODES = 100_000;

export interface JsonShapeViolation {
  /** Dotted path to where the limit was crossed (`arguments.a.b…`, truncated). */
  path: string;
  message: string;
}

/** Walks `value` iteratively; the first limit it crosses, or null. */
export function jsonShapeViolation(value: unknown, maxDepth = MAX_JSON_DEPTH, maxNodes = MAX_JSON_NODES): JsonShapeViolation | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: "" }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (++nodes > maxNodes) return { path, message: `has more than ${maxNodes} values in total` };
    // A lone UTF-16 surrogate cannot be stored or signed as text: it would come back as U+FFFD
    // and no longer match what was hashed.
    if (typeof v === "string" && !isWellFormed(v)) return { path, message: "contains a lone UTF-16 surrogate (not valid Unicode text)" };
    if (v === null || typeof v !== "object") continue;
    if (depth >= maxDepth) return { path: path.length > 120 ? `${path.slice(0, 120)}…` : path, message: `is nested deeper than ${maxDepth} levels` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: path.length > 200 ? path : path ? `${path}.${i}` : String(i) });
    } else {
      for (const k of Object.keys(v)) if (!isWellFormed(k)) return { path, message: "has a key with a lone UTF-16 surrogate (not valid Unicode text)" };
      for (const k of Object.keys(v)) stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: path.length > 200 ? path : path ? `${path}.${k}` : k });
    }
  }
  return null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function isWellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}
