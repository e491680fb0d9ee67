// An independent RFC 9162 implementation for the tests: naive recursion over the leaf list, node:crypto hashing, no production code.
import { createHash } from "node:crypto";

export const sha = (...parts: Uint8Array[]): Buffer => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest();
};
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const refLeafHash = (entry: Uint8Array) => sha(LEAF, entry);
const k = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);

/** MTH(D[n]) over entries (not hashes), straight from §2.1.1. */
export function refRoot(entries: Uint8Array[]): Buffer {
  if (entries.length === 0) return sha();
  if (entries.length === 1) return refLeafHash(entries[0]!);
  const s = k(entries.length);
  return sha(NODE, refRoot(entries.slice(0, s)), refRoot(entries.slice(s)));
}

/** PATH(m, D[n]) (§2.1.3.1). */
export function refPath(m: number, entries: Uint8Array[]): Buffer[] {
  const n = entries.length;
  if (n <= 1) return [];
  const s = k(n);
  return m < s ? [...refPath(m, entries.slice(0, s)), refRoot(entries.slice(s))] : [...refPath(m - s, entries.slice(s)), refRoot(entries.slice(0, s))];
}

/** PROOF(m, D[n]) via SUBPROOF (§2.1.4.1). */
export function refConsistency(m: number, entries: Uint8Array[]): Buffer[] {
  const sub = (m: number, d: Uint8Array[], b: boolean): Buffer[] => {
    const n = d.length;
    if (m === n) return b ? [] : [refRoot(d)];
    const s = k(n);
    return m <= s ? [...sub(m, d.slice(0, s), b), refRoot(d.slice(s))] : [...sub(m - s, d.slice(s), false), refRoot(d.slice(0, s))];
  };
  return m === entries.length ? [] : sub(m, entries, true);
}

/**
 * Verification written differently from the production verifier: rebuild the root by walking the
 * same recursion as PATH/SUBPROOF, consuming proof hashes from the end (root side) first.
 */
export function refVerifyInclusion(leaf: Uint8Array, m: number, n: number, proof: Uint8Array[], root: Uint8Array): boolean {
  if (m >= n) return false;
  const rest = [...proof];
  const walk = (m: number, n: number): Buffer | null => {
    if (n === 1) return Buffer.from(leaf);
    const sib = rest.pop();
    if (!sib) return null;
    const s = k(n);
    const inner = m < s ? walk(m, s) : walk(m - s, n - s);
    if (!inner) return null;
    return m < s ? sha(NODE, inner, sib) : sha(NODE, sib, inner);
  };
  const r = walk(m, n);
  return r !== null && rest.length === 0 && r.equals(Buffer.from(root));
}

export function refVerifyConsistency(m: number, n: number, proof: Uint8Array[], oldRoot: Uint8Array, newRoot: Uint8Array): boolean {
  if (m < 1 || m > n) return false;
  if (m === n) return proof.length === 0 && Buffer.from(oldRoot).equals(Buffer.from(newRoot));
  const rest = [...proof];
  // Returns [hash of the old subtree part (null if none), hash of the new subtree].
  const sub = (m: number, n: number, b: boolean): [Buffer | null, Buffer] | null => {
    if (m === n) {
      if (b) return [Buffer.from(oldRoot), Buffer.from(oldRoot)];
      const h = rest.shift();
      return h ? [Buffer.from(h), Buffer.from(h)] : null;
    }
    const s = k(n);
    if (m <= s) {
      const left = sub(m, s, b);
      const right = rest.shift();
      if (!left || !right) return null;
      return [left[0], sha(NODE, left[1], right)];
    }
    const right = sub(m - s, n - s, false);
    const left = rest.shift();
    if (!right || !left) return null;
    return [sha(NODE, left, right[0]!), sha(NODE, left, right[1])];
  };
  // SUBPROOF lists the innermost hashes first, which is the order this recursion consumes them in.
  const r = sub(m, n, true);
  return r !== null && rest.length === 0 && r[0] !== null && r[0].equals(Buffer.from(oldRoot)) && r[1].equals(Buffer.from(newRoot));
}
