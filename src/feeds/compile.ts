// Parsed feeds (or a feed's entries carried over from the live snapshot) -> one snapshot.
import { hash64 } from "./hash";
import type { KeyNs } from "./keys";
import { encodeSnapshot, IntelSet, SNAPSHOT_FORMAT, type FeedProvenance, type SnapshotMeta } from "./snapshot";

export interface FeedEntries {
  prov: FeedProvenance;
  hi: ArrayLike<number>;
  lo: ArrayLike<number>;
}

/** Hashes `ns\u0000key` strings (parse.ts output) into entry arrays. */
export function hashKeys(keys: readonly string[]): { hi: Uint32Array; lo: Uint32Array; ns: KeyNs[] } {
  const hi = new Uint32Array(keys.length);
  const lo = new Uint32Array(keys.length);
  const ns = new Set<KeyNs>();
  keys.forEach((k, i) => {
    const [h, l] = hash64(k);
    hi[i] = h;
    lo[i] = l;
    ns.add(k.charAt(0) as KeyNs);
  });
  return { hi, lo, ns: [...ns] };
}

function stamp(d: Date): string {
  const p = (n: number, w = 2): string => String(n).padStart(w, "0");
  return `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

export interface Compiled {
  bytes: Uint8Array;
  set: IntelSet;
  meta: SnapshotMeta;
}

export function compileSnapshot(feeds: readonly FeedEntries[], created: Date): Compiled {
  if (feeds.length > 31) throw new Error("at most 31 feeds per snapshot");
  let n = 0;
  for (const f of feeds) n += f.hi.length;
  const hiAll = new Uint32Array(n);
  const loAll = new Uint32Array(n);
  const fAll = new Uint8Array(n);
  let k = 0;
  feeds.forEach((f, fi) => {
    for (let i = 0; i < f.hi.length; i++, k++) {
      hiAll[k] = f.hi[i] as number;
      loAll[k] = f.lo[i] as number;
      fAll[k] = fi;
    }
  });
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (hiAll[a] as number) - (hiAll[b] as number) || (loAll[a] as number) - (loAll[b] as number) || (fAll[a] as number) - (fAll[b] as number));
  // Drop exact duplicates (same hash, same feed).
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  const fe = new Uint8Array(n);
  let m = 0;
  let digest = 0x811c9dc5;
  for (let j = 0; j < n; j++) {
    const i = order[j] as number;
    if (m > 0 && hi[m - 1] === hiAll[i] && lo[m - 1] === loAll[i] && fe[m - 1] === fAll[i]) continue;
    hi[m] = hiAll[i] as number;
    lo[m] = loAll[i] as number;
    fe[m] = fAll[i] as number;
    digest = Math.imul(digest ^ (hi[m] as number) ^ ((lo[m] as number) >>> 7) ^ ((fe[m] as number) << 24), 0x01000193) >>> 0;
    m++;
  }
  for (const f of feeds) digest = hash64(`${digest}:${f.prov.name}`)[0];
  const ns = new Set<KeyNs>();
  for (const f of feeds) for (const x of f.prov.ns) ns.add(x);
  const meta: SnapshotMeta = {
    format: SNAPSHOT_FORMAT,
    version: `${stamp(created)}-${digest.toString(16).padStart(8, "0")}`,
    created: created.toISOString(),
    count: m,
    ns: [...ns].sort(),
    feeds: feeds.map((f) => f.prov),
  };
  const H = hi.slice(0, m);
  const L = lo.slice(0, m);
  const F = fe.slice(0, m);
  return { bytes: encodeSnapshot(meta, H, L, F), set: new IntelSet(meta, H, L, F), meta };
}

/** The version names the data: the digest part changes only when entries or feeds do. */
export function sameData(a: string, b: string): boolean {
  return a.slice(a.indexOf("-")) === b.slice(b.indexOf("-"));
}
