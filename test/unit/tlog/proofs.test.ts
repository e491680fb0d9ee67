// The log's Merkle proofs, built from tiles for every tree size 1…300 (partial and full level-0 tiles, and a level-1 tile), checked against an independent RFC 9162 implementation.
import { describe, expect, it } from "vitest";
import {
  consistencyProof,
  inclusionProof,
  leafHash,
  parentOfTile,
  storedHashSource,
  treeHash,
  verifyConsistency,
  verifyInclusion,
  TILE_WIDTH,
} from "../../../src/tlog/index";
import { refConsistency, refLeafHash, refPath, refRoot, refVerifyConsistency, refVerifyInclusion, sha } from "./rfc9162-reference";

const MAX = 300;
const entries = Array.from({ length: MAX }, (_, i) => sha(Buffer.from(`receipt ${i}`)));

/** Tile-level hashes for a tree of `size`, built the way the sequencer stores them (level 0 leaves, level 1 per full tile). */
function sourceFor(size: number) {
  const level0 = entries.slice(0, size).map((e) => leafHash(e));
  const level1: Uint8Array[] = [];
  for (let i = 0; (i + 1) * TILE_WIDTH <= size; i++) level1.push(parentOfTile(level0.slice(i * TILE_WIDTH, (i + 1) * TILE_WIDTH)));
  const levels = [level0, level1];
  return storedHashSource((l, i) => {
    const h = levels[l]?.[i];
    if (!h) throw new Error(`asked for a hash the tree of ${size} has not fixed: ${l}/${i}`);
    return h;
  });
}

const hex = (hs: Uint8Array[]) => hs.map((h) => Buffer.from(h).toString("hex"));
const flip = (h: Uint8Array) => {
  const c = Uint8Array.from(h);
  c[0]! ^= 1;
  return c;
};

describe("tlog Merkle proofs against an independent RFC 9162 implementation", () => {
  it("tree hashes match MTH for every size 0…300", () => {
    for (let n = 1; n <= MAX; n++) {
      expect(Buffer.from(treeHash(sourceFor(n), n)).equals(refRoot(entries.slice(0, n))), `size ${n}`).toBe(true);
    }
    expect(Buffer.from(treeHash(sourceFor(0), 0)).equals(refRoot([]))).toBe(true);
    expect(Buffer.from(leafHash(entries[0]!)).equals(refLeafHash(entries[0]!))).toBe(true);
  });

  it("inclusion proofs for every leaf of every size 1…300 verify independently, and equal PATH(m, D[n])", () => {
    let checked = 0;
    for (let n = 1; n <= MAX; n++) {
      const src = sourceFor(n);
      const root = refRoot(entries.slice(0, n));
      // Every leaf for small trees; around the tile edges and a stride elsewhere, keeping the run short.
      const ms = n <= 64 ? [...Array(n).keys()] : [...new Set([0, 1, n - 2, n - 1, 127, 128, 254, 255, 256, 257, ...Array.from({ length: 12 }, (_, j) => Math.floor((j * n) / 12))])].filter((m) => m >= 0 && m < n);
      for (const m of ms) {
        const proof = inclusionProof(src, m, n);
        expect(hex(proof)).toEqual(hex(refPath(m, entries.slice(0, n))));
        expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        const leaf = refLeafHash(entries[m]!);
        expect(refVerifyInclusion(leaf, m, n, proof, root), `m=${m} n=${n}`).toBe(true);
        expect(verifyInclusion(leaf, m, n, proof, root)).toBe(true);
        if (proof.length) {
          expect(refVerifyInclusion(leaf, m, n, [flip(proof[0]!), ...proof.slice(1)], root)).toBe(false);
          expect(verifyInclusion(leaf, m, n, [flip(proof[0]!), ...proof.slice(1)], root)).toBe(false);
          expect(verifyInclusion(leaf, m, n, proof.slice(0, -1), root)).toBe(false);
        }
        expect(verifyInclusion(refLeafHash(entries[(m + 1) % MAX]!), m, n, proof, root)).toBe(false);
        if (n > 1) expect(verifyInclusion(leaf, (m + 1) % n, n, proof, root)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it("consistency proofs between sizes 1…300 verify independently, and equal PROOF(m, D[n])", () => {
    let checked = 0;
    for (let n = 1; n <= MAX; n++) {
      const src = sourceFor(n);
      const newRoot = refRoot(entries.slice(0, n));
      const ms = n <= 40 ? [...Array(n).keys()].map((i) => i + 1) : [...new Set([1, 2, n - 1, n, 128, 255, 256, 257, ...Array.from({ length: 10 }, (_, j) => 1 + Math.floor((j * n) / 10))])].filter((m) => m >= 1 && m <= n);
      for (const m of ms) {
        const proof = consistencyProof(src, m, n);
        const oldRoot = refRoot(entries.slice(0, m));
        expect(hex(proof)).toEqual(hex(refConsistency(m, entries.slice(0, n))));
        expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)) + 1);
        expect(refVerifyConsistency(m, n, proof, oldRoot, newRoot), `m=${m} n=${n}`).toBe(true);
        expect(verifyConsistency(m, n, proof, oldRoot, newRoot)).toBe(true);
        if (m < n) {
          expect(refVerifyConsistency(m, n, proof, flip(oldRoot), newRoot)).toBe(false);
          expect(verifyConsistency(m, n, proof, flip(oldRoot), newRoot)).toBe(false);
          expect(verifyConsistency(m, n, proof, oldRoot, flip(newRoot))).toBe(false);
          expect(verifyConsistency(m, n, [...proof.slice(0, -1), flip(proof[proof.length - 1]!)], oldRoot, newRoot)).toBe(false);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it("never asks the source for a subtree the tree has not completed (partial tiles suffice)", () => {
    for (const n of [255, 256, 257, 300]) {
      // sourceFor throws on any hash beyond what a tree of n leaves has stored.
      expect(() => treeHash(sourceFor(n), n)).not.toThrow();
      expect(() => inclusionProof(sourceFor(n), n - 1, n)).not.toThrow();
      expect(() => consistencyProof(sourceFor(n), 1, n)).not.toThrow();
    }
  });
});
