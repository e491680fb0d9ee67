// Sanity checks between a download and the live snapshot: a feed that broke (an error page, an
// empty file, a format change) or exploded (someone listed the world) is rejected, and the live
// snapshot keeps that feed's previous entries.
import type { ParsedFeed } from "./parse";
import type { FeedSpec } from "./registry";
import type { FeedProvenance } from "./snapshot";

/** Older than this, the live entries are no baseline for churn (e.g. the committed copy after months). */
const CHURN_BASELINE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface PreviousFeed {
  prov: FeedProvenance;
  hi: ArrayLike<number>;
  lo: ArrayLike<number>;
}

export type Verdict = { ok: true; removedShare: number } | { ok: false; reason: string };

export function validateFeed(spec: FeedSpec, parsed: ParsedFeed, hashed: { hi: ArrayLike<number>; lo: ArrayLike<number> }, now: Date, prev?: PreviousFeed): Verdict {
  const L = spec.limits;
  const n = parsed.keys.length;
  if (parsed.seen === 0) return { ok: false, reason: "no entries" };
  if (parsed.invalid / parsed.seen > L.maxInvalidShare) return { ok: false, reason: `${parsed.invalid} of ${parsed.seen} lines do not parse` };
  if (n < L.minEntries) return { ok: false, reason: `${n} entries, fewer than the minimum ${L.minEntries}` };
  if (n > L.maxEntries) return { ok: false, reason: `${n} entries, more than the maximum ${L.maxEntries}` };
  if (prev === undefined || prev.prov.entries === 0) return { ok: true, removedShare: 0 };
  const fresh = prev.prov.source === spec.url && now.getTime() - Date.parse(prev.prov.fetched_at) <= CHURN_BASELINE_MAX_AGE_MS;
  if (!fresh) return { ok: true, removedShare: 0 };
  const p = prev.prov.entries;
  if (n < p * L.minKeep) return { ok: false, reason: `shrank from ${p} to ${n} entries (at least ${Math.ceil(p * L.minKeep)} required)` };
  if (n > p * L.maxGrowth + L.minEntries) return { ok: false, reason: `grew from ${p} to ${n} entries (cap ${Math.floor(p * L.maxGrowth + L.minEntries)})` };
  const now_ = new Set<string>();
  for (let i = 0; i < hashed.hi.length; i++) now_.add(`${hashed.hi[i]},${hashed.lo[i]}`);
  let removed = 0;
  for (let i = 0; i < prev.hi.length; i++) if (!now_.has(`${prev.hi[i]},${prev.lo[i]}`)) removed++;
  const share = prev.hi.length === 0 ? 0 : removed / prev.hi.length;
  if (share > L.maxRemovedShare) return { ok: false, reason: `${(share * 100).toFixed(1)} % of the live entries would disappear (cap ${(L.maxRemovedShare * 100).toFixed(0)} %)` };
  return { ok: true, removedShare: share };
}
