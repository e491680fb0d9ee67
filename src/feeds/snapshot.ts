// The snapshot: one versioned binary blob, the same bytes in the committed module (base64) and
// in Workers KV. Layout (little-endian):
//   "ASI1" | u32 metaLen | meta JSON (UTF-8, padded to 4) | u32 hi[n] | u32 lo[n] | u8 feed[n]
// Entries are 64-bit hashes of namespaced keys (keys.ts) sorted by (hi, lo); feed[i] indexes
// meta.feeds, so a hit names its feed. Lookup is a binary search per key: no allocation per
// probe, ~9 bytes per entry in memory.
import { hash64Into } from "./hash";
import { NS, type KeyNs, domainChain, urlKey } from "./keys";

export const SNAPSHOT_FORMAT = 1;
const MAGIC = [0x41, 0x53, 0x49, 0x31]; // "ASI1"
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export interface FeedProvenance {
  name: string;
  kind: string;
  licence: string;
  /** Where these entries came from (URL, npm package@version, or a repository@commit). */
  source: string;
  /** Upstream's own version if it has one (package version, commit, Last-Modified), else "". */
  upstream_version: string;
  fetched_at: string;
  /** Block entries and allowlist entries kept after validation. */
  entries: number;
  allow_entries: number;
  /** SHA-256 of the bytes the entries were parsed from ("" when carried over unchanged). */
  sha256: string;
  /** Default confidence of a hit from this feed. */
  confidence: number;
  /** Key namespaces this feed's entries use. */
  ns: KeyNs[];
}

export interface SnapshotMeta {
  format: number;
  /** `YYYYMMDDHHMM-<8 hex of the entries>`: names the data in receipts (engine version `+intel.<version>`). */
  version: string;
  created: string;
  count: number;
  /** Key namespaces present, so lookups skip kinds no feed uses. */
  ns: KeyNs[];
  feeds: FeedProvenance[];
}

export interface FeedHit {
  feed: FeedProvenance;
  ns: KeyNs;
}

/** Entries are bucketed by the top bits of their high hash word, so a probe searches a handful. */
const BUCKET_SHIFT = 20;
const HASH = new Uint32Array(2);
const NS_PREFIX: Readonly<Record<KeyNs, string>> = {
  [NS.host]: `${NS.host}\u0000`, [NS.domain]: `${NS.domain}\u0000`, [NS.url]: `${NS.url}\u0000`, [NS.prefix]: `${NS.prefix}\u0000`, [NS.allow]: `${NS.allow}\u0000`,
};

export class IntelSet {
  readonly meta: SnapshotMeta;
  private readonly hi: Uint32Array;
  private readonly lo: Uint32Array;
  private readonly feed: Uint8Array;
  private readonly hasPrefix: boolean;
  private readonly hasAllow: boolean;
  private readonly hasHost: boolean;
  private readonly hasDomain: boolean;
  private readonly hasUrl: boolean;
  /** bucket b holds entries [bucketStart[b], bucketStart[b + 1]). */
  private readonly bucketStart: Uint32Array;

  constructor(meta: SnapshotMeta, hi: Uint32Array, lo: Uint32Array, feed: Uint8Array) {
    this.meta = meta;
    this.hi = hi;
    this.lo = lo;
    this.feed = feed;
    const ns = new Set(meta.ns);
    this.hasPrefix = ns.has(NS.prefix);
    this.hasAllow = ns.has(NS.allow);
    this.hasHost = ns.has(NS.host);
    this.hasDomain = ns.has(NS.domain);
    this.hasUrl = ns.has(NS.url);
    const buckets = 2 ** (32 - BUCKET_SHIFT);
    this.bucketStart = new Uint32Array(buckets + 1);
    let b = 0;
    for (let i = 0; i < hi.length; i++) {
      const bi = (hi[i] as number) >>> BUCKET_SHIFT;
      while (b <= bi) this.bucketStart[b++] = i;
    }
    while (b <= buckets) this.bucketStart[b++] = hi.length;
  }

  get version(): string {
    return this.meta.version;
  }

  get size(): number {
    return this.hi.length;
  }

  /** Raw entries, for carrying a feed's previous entries into the next snapshot. */
  entriesOf(feedIndex: number): { hi: number[]; lo: number[] } {
    const hi: number[] = [];
    const lo: number[] = [];
    for (let i = 0; i < this.feed.length; i++) {
      if (this.feed[i] === feedIndex) {
        hi.push(this.hi[i] as number);
        lo.push(this.lo[i] as number);
      }
    }
    return { hi, lo };
  }

  /** Index of the first entry equal to the hash of `ns` + NUL + `key`, or -1. */
  private find(ns: KeyNs, key: string): number {
    hash64Into(NS_PREFIX[ns], key, HASH);
    const h = HASH[0] as number;
    const l = HASH[1] as number;
    let a = this.bucketStart[h >>> BUCKET_SHIFT] as number;
    let b = this.bucketStart[(h >>> BUCKET_SHIFT) + 1] as number;
    while (a < b) {
      const m = (a + b) >>> 1;
      const mh = this.hi[m] as number;
      if (mh < h || (mh === h && (this.lo[m] as number) < l)) a = m + 1;
      else b = m;
    }
    return a < this.hi.length && this.hi[a] === h && this.lo[a] === l ? a : -1;
  }

  private collect(key: string, ns: KeyNs, out: FeedHit[], allowed: number): void {
    let i = this.find(ns, key);
    if (i < 0) return;
    const [h, l] = [this.hi[i], this.lo[i]];
    for (; i < this.hi.length && this.hi[i] === h && this.lo[i] === l; i++) {
      const f = this.feed[i] as number;
      if ((allowed & (1 << f)) !== 0) continue;
      const feed = this.meta.feeds[f];
      if (feed !== undefined && !out.some((o) => o.feed === feed)) out.push({ feed, ns });
    }
  }

  private allowMask(chain: readonly string[]): number {
    let mask = 0;
    for (const d of chain) {
      let i = this.find(NS.allow, d);
      if (i < 0) continue;
      const [h, l] = [this.hi[i], this.lo[i]];
      for (; i < this.hi.length && this.hi[i] === h && this.lo[i] === l; i++) mask |= 1 << (this.feed[i] as number);
    }
    return mask;
  }

  /** Feeds that list this URL, each once. `host` as the URL extractor gives it; `pathAndQuery` may carry a fragment. */
  lookup(host: string, port: string, pathAndQuery: string): FeedHit[] {
    const out: FeedHit[] = [];
    if (this.hi.length === 0) return out;
    const chain = domainChain(host);
    const allowed = this.hasAllow ? this.allowMask(chain) : 0;
    if (this.hasHost) this.collect(host, NS.host, out, allowed);
    if (this.hasDomain) for (const d of chain) this.collect(d, NS.domain, out, allowed);
    if (this.hasUrl || this.hasPrefix) {
      const key = urlKey(host, port, pathAndQuery);
      if (this.hasUrl) this.collect(key, NS.url, out, allowed);
      if (this.hasPrefix) {
        for (let i = key.indexOf("/"); i >= 0 && i < key.length; i = key.indexOf("/", i + 1)) this.collect(key.slice(0, i + 1), NS.prefix, out, allowed);
        this.collect(key, NS.prefix, out, allowed);
      }
    }
    return out;
  }
}

export function encodeSnapshot(meta: SnapshotMeta, hi: Uint32Array, lo: Uint32Array, feed: Uint8Array): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(meta));
  const metaLen = (json.length + 3) & ~3;
  const head = 8 + metaLen;
  const n = hi.length;
  const out = new Uint8Array(head + n * 9);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(4, metaLen, true);
  out.set(json, 8);
  out.fill(0x20, 8 + json.length, head); // pad with spaces: still valid JSON
  const dv = new DataView(out.buffer);
  for (let i = 0; i < n; i++) {
    dv.setUint32(head + 4 * i, hi[i] as number, true);
    dv.setUint32(head + 4 * n + 4 * i, lo[i] as number, true);
  }
  out.set(feed, head + 8 * n);
  return out;
}

export function decodeSnapshot(bytes: Uint8Array): IntelSet {
  if (bytes.length < 8 || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error("not an intel snapshot");
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const metaLen = dv.getUint32(4, true);
  const meta = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + metaLen))) as SnapshotMeta;
  if (meta.format !== SNAPSHOT_FORMAT) throw new Error(`unsupported snapshot format ${meta.format}`);
  const head = 8 + metaLen;
  const n = meta.count;
  if (bytes.length !== head + n * 9) throw new Error("snapshot length does not match its count");
  if (meta.feeds.length > 31) throw new Error("at most 31 feeds per snapshot");
  let hi: Uint32Array;
  let lo: Uint32Array;
  if (LITTLE_ENDIAN && (bytes.byteOffset + head) % 4 === 0) {
    // Cold start: views over the bytes, no per-entry copy.
    hi = new Uint32Array(bytes.buffer, bytes.byteOffset + head, n);
    lo = new Uint32Array(bytes.buffer, bytes.byteOffset + head + 4 * n, n);
  } else {
    hi = new Uint32Array(n);
    lo = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      hi[i] = dv.getUint32(head + 4 * i, true);
      lo[i] = dv.getUint32(head + 4 * n + 4 * i, true);
    }
  }
  const feed = bytes.subarray(head + 8 * n, head + 9 * n);
  return new IntelSet(meta, hi, lo, feed);
}

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array {
  // Native where the runtime has it (TC39 Uint8Array.fromBase64), else atob.
  const native = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array }).fromBase64;
  if (typeof native === "function") return native(b64);
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
