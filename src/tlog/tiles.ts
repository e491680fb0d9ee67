// C2SP tlog-tiles layout: tile coordinates, widths, paths, entry bundles, and a hash source that reads stored tile hashes. Pure.
import { nodeHash, type Hash, type HashSource } from "./merkle";

/** Tile height 8: a full tile holds 256 hashes; tile level L stores Merkle level 8·L. */
export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 256;
export const HASH_SIZE = 32;

export interface TileRef {
  /** Tile level (0 = leaf hashes); -1 names the entry bundles (`tile/entries/…`). */
  level: number;
  index: number;
  /** 1…256; below 256 the tile is partial (`.p/<W>`). */
  width: number;
}

/** How many complete hashes tile level L has in a tree of `size` leaves. */
export function hashesAtLevel(level: number, size: number): number {
  return Math.floor(size / TILE_WIDTH ** level);
}

/** The width of tile (level, index) in a tree of `size` leaves, 0 when it does not exist yet. */
export function tileWidth(level: number, index: number, size: number): number {
  const n = hashesAtLevel(Math.max(level, 0), size) - index * TILE_WIDTH;
  return Math.max(0, Math.min(TILE_WIDTH, n));
}

/** N as tlog-tiles encodes it: 3-digit groups, every group but the last prefixed with "x". */
export function encodeIndex(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("tile index must be a non-negative integer");
  const groups: string[] = [];
  let rest = n;
  do {
    groups.unshift(String(rest % 1000).padStart(3, "0"));
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups.map((g, i) => (i < groups.length - 1 ? `x${g}` : g)).join("/");
}

export function tilePath(t: TileRef): string {
  const level = t.level < 0 ? "entries" : String(t.level);
  return `tile/${level}/${encodeIndex(t.index)}${t.width < TILE_WIDTH ? `.p/${t.width}` : ""}`;
}

/** Parses `tile/<L>/<N>[.p/<W>]` (L may be "entries"); null for anything not in the canonical form. */
export function parseTilePath(path: string): TileRef | null {
  const m = /^tile\/(entries|\d{1,2})\/((?:x\d{3}\/)*)(\d{3})(?:\.p\/(\d{1,3}))?$/.exec(path);
  if (!m) return null;
  const level = m[1] === "entries" ? -1 : Number(m[1]);
  if (level > 63 || (m[1] !== "entries" && String(level) !== m[1])) return null;
  const digits = (m[2] ?? "").split("/").filter(Boolean).map((g) => g.slice(1)).concat(m[3]!);
  // Leading "x000" groups are not canonical (the encoder never writes them).
  if (digits.length > 1 && digits[0] === "000") return null;
  if (digits.length > 6) return null;
  const index = Number(digits.join(""));
  const width = m[4] === undefined ? TILE_WIDTH : Number(m[4]);
  if (m[4] !== undefined && (width < 1 || width >= TILE_WIDTH || String(width) !== m[4])) return null;
  return { level, index, width };
}

/** Every tile (and entry bundle) whose contents change when the tree grows from `from` to `to` leaves. */
export function tilesChanged(from: number, to: number): TileRef[] {
  const out: TileRef[] = [];
  for (let level = 0; hashesAtLevel(level, to) > 0; level++) {
    const before = hashesAtLevel(level, from);
    const after = hashesAtLevel(level, to);
    if (after === before) continue;
    const first = Math.floor(before / TILE_WIDTH);
    const last = Math.floor((after - 1) / TILE_WIDTH);
    for (let index = first; index <= last; index++) {
      const width = tileWidth(level, index, to);
      out.push({ level, index, width });
      if (level === 0) out.push({ level: -1, index, width });
    }
  }
  return out;
}

/** MTH of a run of 2^k hashes (k ≤ 8), all from one tile. */
function subtree(hashes: readonly Hash[], start: number, count: number): Hash {
  if (count === 1) return hashes[start]!;
  const half = count / 2;
  return nodeHash(subtree(hashes, start, half), subtree(hashes, start + half, half));
}

/**
 * A HashSource over stored tile-level hashes: `get(L, i)` returns the i-th hash of Merkle level
 * 8·L. A node between tile levels is rebuilt from at most 256 hashes of the level below it.
 */
export function storedHashSource(get: (tileLevel: number, index: number) => Hash): HashSource {
  // Proofs ask for overlapping in-tile nodes (each a rebuild of up to 256 hashes): remember them.
  const memo = new Map<string, Hash>();
  return (level, index) => {
    const tileLevel = Math.floor(level / TILE_HEIGHT);
    const count = 2 ** (level - tileLevel * TILE_HEIGHT);
    const base = index * count;
    if (count === 1) return get(tileLevel, base);
    const key = `${level}/${index}`;
    const known = memo.get(key);
    if (known) return known;
    const hashes: Hash[] = [];
    for (let i = 0; i < count; i++) hashes.push(get(tileLevel, base + i));
    const h = subtree(hashes, 0, count);
    memo.set(key, h);
    return h;
  };
}

/** The stored hash of the next tile level: MTH of 256 consecutive hashes of this one. */
export function parentOfTile(hashes: readonly Hash[]): Hash {
  if (hashes.length !== TILE_WIDTH) throw new RangeError("a parent hash needs a full tile");
  return subtree(hashes, 0, TILE_WIDTH);
}

export function encodeTile(hashes: readonly Hash[]): Uint8Array {
  const out = new Uint8Array(hashes.length * HASH_SIZE);
  hashes.forEach((h, i) => out.set(h, i * HASH_SIZE));
  return out;
}

export function decodeTile(bytes: Uint8Array, width: number): Hash[] {
  if (bytes.length !== width * HASH_SIZE) throw new Error(`tile has ${bytes.length} bytes, expected ${width * HASH_SIZE}`);
  const out: Hash[] = [];
  for (let i = 0; i < width; i++) out.push(bytes.slice(i * HASH_SIZE, (i + 1) * HASH_SIZE));
  return out;
}

/** An entry bundle: each entry as a big-endian uint16 length then its bytes. */
export function encodeBundle(entries: readonly Uint8Array[]): Uint8Array {
  const total = entries.reduce((n, e) => n + 2 + e.length, 0);
  const out = new Uint8Array(total);
  let off = 0;
  for (const e of entries) {
    if (e.length > 0xffff) throw new RangeError("entry too large for a bundle");
    out[off] = e.length >> 8;
    out[off + 1] = e.length & 0xff;
    out.set(e, off + 2);
    off += 2 + e.length;
  }
  return out;
}

export function decodeBundle(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let off = 0;
  while (off < bytes.length) {
    if (off + 2 > bytes.length) throw new Error("truncated entry bundle");
    const len = (bytes[off]! << 8) | bytes[off + 1]!;
    if (off + 2 + len > bytes.length) throw new Error("truncated entry bundle");
    out.push(bytes.slice(off + 2, off + 2 + len));
    off += 2 + len;
  }
  return out;
}
