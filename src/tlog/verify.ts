// Offline verification of the log: signed checkpoints, inclusion and consistency proofs, and proofs rebuilt from the public tiles alone.
import { parseCheckpoint, parseSignedNote, parseVerifierKey, type Checkpoint } from "./checkpoint";
import { ed25519Verify } from "./ed25519";
import { receiptEntry } from "./entries";
import { fromBase64, toHex } from "./encoding";
import { consistencyProof, equalHash, inclusionProof, leafHash, treeHash, verifyConsistency, verifyInclusion, type Hash } from "./merkle";
import { decodeBundle, decodeTile, hashesAtLevel, parentOfTile, storedHashSource, tilePath, tileWidth, TILE_WIDTH, type TileRef } from "./tiles";

export type Verdict<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Checks a signed checkpoint against a verifier key (`name+keyid+key`) and parses it. */
export async function verifyCheckpoint(note: string, vkey: string): Promise<Verdict<Checkpoint>> {
  const key = parseVerifierKey(vkey);
  if (!key) return { ok: false, reason: "verifier key is malformed" };
  const parsed = parseSignedNote(note);
  if (!parsed) return { ok: false, reason: "checkpoint is not a well-formed signed note" };
  const sig = parsed.signatures.find((s) => s.name === key.name && equalHash(s.keyId, key.keyId));
  if (!sig) return { ok: false, reason: "checkpoint carries no signature by this key" };
  if (!(await ed25519Verify(key.publicKey, parsed.text, sig.signature))) return { ok: false, reason: "checkpoint signature does not verify" };
  const cp = parseCheckpoint(parsed.text);
  if (!cp) return { ok: false, reason: "checkpoint body is malformed" };
  if (cp.origin !== key.name) return { ok: false, reason: "checkpoint origin does not match the key name" };
  return { ok: true, value: cp };
}

function decodeProof(proof: readonly string[]): Hash[] | null {
  const out: Hash[] = [];
  for (const p of proof) {
    const h = fromBase64(p);
    if (!h || h.length !== 32) return null;
    out.push(h);
  }
  return out;
}

export interface InclusionBundle {
  leaf_index: number;
  tree_size: number;
  /** Audit path, base64 hashes, leaf to root. */
  proof: string[];
  /** The signed checkpoint the proof is against. */
  checkpoint: string;
}

/** A log entry (32-byte record hash) is in the log the checkpoint describes, at the given index. */
export async function verifyEntryInclusion(entry: Uint8Array, bundle: InclusionBundle, vkey: string): Promise<Verdict<Checkpoint>> {
  const cp = await verifyCheckpoint(bundle.checkpoint, vkey);
  if (!cp.ok) return cp;
  if (cp.value.size !== bundle.tree_size) return { ok: false, reason: "proof tree size differs from the checkpoint's" };
  const proof = decodeProof(bundle.proof);
  if (!proof) return { ok: false, reason: "proof hashes are malformed" };
  if (!verifyInclusion(leafHash(entry), bundle.leaf_index, bundle.tree_size, proof, cp.value.root)) return { ok: false, reason: "inclusion proof does not lead to the checkpoint root" };
  return cp;
}

/** A receipt (its compact JWS in `signature`) is in the log: the convenience form of verifyEntryInclusion. */
export function verifyReceiptInclusion(receipt: { signature: string }, bundle: InclusionBundle, vkey: string): Promise<Verdict<Checkpoint>> {
  return verifyEntryInclusion(receiptEntry(receipt.signature), bundle, vkey);
}

/** Finds an entry's index by reading the entry bundles of a checkpointed tree (what a monitor does); -1 when absent. */
export async function findEntryIndex(fetcher: TileFetcher, cp: Checkpoint, entry: Uint8Array): Promise<number> {
  for (let n = 0; n * TILE_WIDTH < cp.size; n++) {
    const width = tileWidth(0, n, cp.size);
    let raw = await fetcher(tilePath({ level: -1, index: n, width }));
    if (!raw && width < TILE_WIDTH) raw = await fetcher(tilePath({ level: -1, index: n, width: TILE_WIDTH }));
    if (!raw) throw new Error(`entry bundle ${n} is missing`);
    const at = decodeBundle(raw).slice(0, width).findIndex((e) => equalHash(e, entry));
    if (at >= 0) return n * TILE_WIDTH + at;
  }
  return -1;
}

/** An older checkpoint is a prefix of a newer one (both signed by the key). */
export async function verifyCheckpointConsistency(older: string, newer: string, proofB64: readonly string[], vkey: string): Promise<Verdict<{ from: Checkpoint; to: Checkpoint }>> {
  const a = await verifyCheckpoint(older, vkey);
  if (!a.ok) return { ok: false, reason: `older ${a.reason}` };
  const b = await verifyCheckpoint(newer, vkey);
  if (!b.ok) return { ok: false, reason: `newer ${b.reason}` };
  if (a.value.size > b.value.size) return { ok: false, reason: "older checkpoint is larger than the newer one" };
  if (a.value.size === 0) return { ok: true, value: { from: a.value, to: b.value } };
  const proof = decodeProof(proofB64);
  if (!proof) return { ok: false, reason: "proof hashes are malformed" };
  if (!verifyConsistency(a.value.size, b.value.size, proof, a.value.root, b.value.root)) return { ok: false, reason: "consistency proof does not verify" };
  return { ok: true, value: { from: a.value, to: b.value } };
}

/** Reads a tile by its tlog-tiles path (relative to the log's base); null when absent. */
export type TileFetcher = (path: string) => Promise<Uint8Array | null>;

/**
 * Tile hashes for a tree of `size`, fetched on demand. A partial tile that the log has since
 * completed is read from the full tile (its first W hashes are the same), as tlog-tiles allows.
 */
export class TileHashes {
  readonly #tiles = new Map<string, Hash[]>();
  constructor(private readonly fetcher: TileFetcher, readonly size: number) {}

  async load(t: TileRef): Promise<Hash[]> {
    const key = `${t.level}/${t.index}`;
    const cached = this.#tiles.get(key);
    if (cached) return cached;
    let bytes = await this.fetcher(tilePath(t));
    if (!bytes && t.width < TILE_WIDTH) {
      const full = await this.fetcher(tilePath({ ...t, width: TILE_WIDTH }));
      bytes = full ? full.slice(0, t.width * 32) : null;
    }
    if (!bytes) throw new Error(`tile ${tilePath(t)} is missing`);
    const hashes = decodeTile(bytes, t.width);
    this.#tiles.set(key, hashes);
    return hashes;
  }

  get(level: number, index: number): Hash {
    const tile = this.#tiles.get(`${level}/${Math.floor(index / TILE_WIDTH)}`);
    const h = tile?.[index % TILE_WIDTH];
    if (!h) throw new Error(`tile hash ${level}/${index} not loaded`);
    return h;
  }

  /** Loads every tile a computation would touch (found by a dry run), then runs it for real. */
  async run<T>(compute: (src: ReturnType<typeof storedHashSource>) => T): Promise<T> {
    const wanted = new Map<string, TileRef>();
    const zero = new Uint8Array(32);
    compute(
      storedHashSource((level, index) => {
        const n = Math.floor(index / TILE_WIDTH);
        wanted.set(`${level}/${n}`, { level, index: n, width: tileWidth(level, n, this.size) });
        return zero;
      }),
    );
    await Promise.all([...wanted.values()].map((t) => this.load(t)));
    return compute(storedHashSource((l, i) => this.get(l, i)));
  }
}

/** Builds an inclusion proof from public tiles only, and checks it against a verified checkpoint. */
export async function verifyEntryFromTiles(fetcher: TileFetcher, cp: Checkpoint, entry: Uint8Array, index: number): Promise<Verdict<Hash[]>> {
  if (index < 0 || index >= cp.size) return { ok: false, reason: "leaf index is outside the checkpoint" };
  const tiles = new TileHashes(fetcher, cp.size);
  try {
    const bundleRef = { level: -1, index: Math.floor(index / TILE_WIDTH), width: tileWidth(0, Math.floor(index / TILE_WIDTH), cp.size) };
    let raw = await fetcher(tilePath(bundleRef));
    if (!raw && bundleRef.width < TILE_WIDTH) raw = await fetcher(tilePath({ ...bundleRef, width: TILE_WIDTH }));
    const stored = raw ? decodeBundle(raw)[index % TILE_WIDTH] : undefined;
    if (!stored || !equalHash(stored, entry)) return { ok: false, reason: "the entry bundle does not hold this entry at this index" };
    const proof = await tiles.run((src) => inclusionProof(src, index, cp.size));
    // The tile must hold this leaf too: a rewritten leaf hash is not on its own audit path.
    const own = await tiles.load({ level: 0, index: bundleRef.index, width: bundleRef.width });
    if (!equalHash(own[index % TILE_WIDTH]!, leafHash(entry))) return { ok: false, reason: "the level-0 tile does not hold this entry's leaf hash" };
    if (!verifyInclusion(leafHash(entry), index, cp.size, proof, cp.root)) return { ok: false, reason: "tiles do not prove the entry into the checkpoint root" };
    return { ok: true, value: proof };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

/** Consistency between two tree sizes computed from tiles of the larger tree. */
export async function consistencyFromTiles(fetcher: TileFetcher, from: number, to: number): Promise<Hash[]> {
  return new TileHashes(fetcher, to).run((src) => consistencyProof(src, from, to));
}

/**
 * A monitor's full audit: every entry bundle hashes to its level-0 tile, every higher tile is
 * made of its children, and the tree of them all has the checkpoint's root. Returns the entries in order.
 */
export async function auditLog(fetcher: TileFetcher, cp: Checkpoint): Promise<Verdict<Uint8Array[]>> {
  const tiles = new TileHashes(fetcher, cp.size);
  const entries: Uint8Array[] = [];
  try {
    for (let level = 0; hashesAtLevel(level, cp.size) > 0; level++) {
      const count = hashesAtLevel(level, cp.size);
      for (let n = 0; n * TILE_WIDTH < count; n++) {
        const ref = { level, index: n, width: tileWidth(level, n, cp.size) };
        const hashes = await tiles.load(ref);
        if (level === 0) {
          let raw = await fetcher(tilePath({ ...ref, level: -1 }));
          if (!raw && ref.width < TILE_WIDTH) raw = await fetcher(tilePath({ level: -1, index: n, width: TILE_WIDTH }));
          if (!raw) return { ok: false, reason: `entry bundle ${n} is missing` };
          const bundle = decodeBundle(raw).slice(0, ref.width);
          if (bundle.length !== ref.width) return { ok: false, reason: `entry bundle ${n} has ${bundle.length} entries, expected ${ref.width}` };
          for (let i = 0; i < bundle.length; i++) {
            if (!equalHash(leafHash(bundle[i]!), hashes[i]!)) return { ok: false, reason: `entry ${n * TILE_WIDTH + i} does not match its leaf hash` };
          }
          entries.push(...bundle);
        } else {
          for (let i = 0; i < ref.width; i++) {
            const child = await tiles.load({ level: level - 1, index: n * TILE_WIDTH + i, width: TILE_WIDTH });
            if (!equalHash(parentOfTile(child), hashes[i]!)) return { ok: false, reason: `tile ${level}/${n} hash ${i} does not match the tile below` };
          }
        }
      }
    }
    const root = await tiles.run((src) => treeHash(src, cp.size));
    if (!equalHash(root, cp.root)) return { ok: false, reason: `tiles hash to ${toHex(root)}, not the checkpoint root` };
    return { ok: true, value: entries };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}
