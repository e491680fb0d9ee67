// RFC 9162 Merkle tree math over a source of complete-subtree hashes: tree hash, inclusion and consistency proofs and their verification. Pure and synchronous.
import { sha256Bytes } from "../scan/sha256";

export type Hash = Uint8Array;

/**
 * The hash of the complete, aligned subtree at `level` (height) and `index`: it covers leaves
 * [index·2^level, (index+1)·2^level). Callers only ever ask for subtrees that are complete in
 * the tree being proved, so a source backed by tiles never needs a hash that is not yet fixed.
 */
export type HashSource = (level: number, index: number) => Hash;

export function leafHash(entry: Uint8Array): Hash {
  const buf = new Uint8Array(entry.length + 1);
  buf[0] = 0x00;
  buf.set(entry, 1);
  return sha256Bytes(buf);
}

export function nodeHash(left: Hash, right: Hash): Hash {
  const buf = new Uint8Array(65);
  buf[0] = 0x01;
  buf.set(left, 1);
  buf.set(right, 33);
  return sha256Bytes(buf);
}

/** SHA-256 of the empty string: the RFC 9162 root of the empty tree. */
export const EMPTY_ROOT: Hash = sha256Bytes(new Uint8Array(0));

/** The largest power of two strictly less than n (n ≥ 2). Plain arithmetic: sizes exceed 2^32. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPow2(n: number): boolean {
  let k = 1;
  while (k < n) k *= 2;
  return k === n;
}

/** MTH of leaves [start, start+n); RFC splits keep every left part aligned to its own size. */
export function rangeHash(src: HashSource, start: number, n: number): Hash {
  if (isPow2(n) && start % n === 0) return src(Math.log2(n), start / n);
  const k = splitPoint(n);
  return nodeHash(rangeHash(src, start, k), rangeHash(src, start + k, n - k));
}

export function treeHash(src: HashSource, size: number): Hash {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError("tree size must be a non-negative integer");
  return size === 0 ? EMPTY_ROOT : rangeHash(src, 0, size);
}

/** RFC 9162 §2.1.3.1 PATH(m, D[n]). */
export function inclusionProof(src: HashSource, index: number, size: number): Hash[] {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size)) throw new RangeError("leaf index must be below the tree size");
  const out: Hash[] = [];
  const walk = (m: number, start: number, n: number): void => {
    if (n === 1) return;
    const k = splitPoint(n);
    if (m < k) {
      walk(m, start, k);
      out.push(rangeHash(src, start + k, n - k));
    } else {
      walk(m - k, start + k, n - k);
      out.push(rangeHash(src, start, k));
    }
  };
  walk(index, 0, size);
  return out;
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]); empty when m = n, undefined (throws) for m = 0 or m > n. */
export function consistencyProof(src: HashSource, from: number, to: number): Hash[] {
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 1 && from <= to)) throw new RangeError("need 1 ≤ from ≤ to");
  const out: Hash[] = [];
  const sub = (m: number, start: number, n: number, whole: boolean): void => {
    if (m === n) {
      if (!whole) out.push(rangeHash(src, start, n));
      return;
    }
    const k = splitPoint(n);
    if (m <= k) {
      sub(m, start, k, whole);
      out.push(rangeHash(src, start + k, n - k));
    } else {
      sub(m - k, start + k, n - k, false);
      out.push(rangeHash(src, start, k));
    }
  };
  if (from < to) sub(from, 0, to, true);
  return out;
}

export function equalHash(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

/** RFC 9162 §2.1.3.2: recompute the root from a leaf hash and its audit path. */
export function rootFromInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[]): Hash | null {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size)) return null;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

export function verifyInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[], root: Hash): boolean {
  const r = rootFromInclusion(leaf, index, size, proof);
  return r !== null && equalHash(r, root);
}

/** RFC 9162 §2.1.4.2. */
export function verifyConsistency(from: number, to: number, proof: readonly Hash[], fromRoot: Hash, toRoot: Hash): boolean {
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 1 && from <= to)) return false;
  if (from === to) return proof.length === 0 && equalHash(fromRoot, toRoot);
  let path = [...proof];
  if (path.length === 0) return false;
  if (isPow2(from)) path = [fromRoot, ...path];
  let fn = from - 1;
  let sn = to - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHash(fr, fromRoot) && equalHash(sr, toRoot);
}
