// The Worker's view of the live snapshot: loaded from KV asynchronously, cached per isolate and
// re-checked at most every RECHECK_MS, so a scan stays synchronous and a refresh is picked up
// without a deploy. Any KV trouble keeps the last good snapshot (or the committed one).
import { committedIntel } from "./default";
import { KV_CURRENT, kvSnapshotKey, type CurrentPointer, type IntelKv } from "./kv";
import { decodeSnapshot, type IntelSet } from "./snapshot";

export const RECHECK_MS = 60_000;

let cached: { set: IntelSet; checkedAt: number } | undefined;

export async function liveIntel(kv: IntelKv | undefined, now = Date.now()): Promise<IntelSet> {
  if (kv === undefined) return committedIntel();
  if (cached !== undefined && now - cached.checkedAt < RECHECK_MS) return cached.set;
  try {
    const raw = await kv.get(KV_CURRENT, "text");
    if (raw === null) {
      cached = { set: committedIntel(), checkedAt: now };
      return cached.set;
    }
    const pointer = JSON.parse(raw) as CurrentPointer;
    if (cached !== undefined && cached.set.version === pointer.version) {
      cached.checkedAt = now;
      return cached.set;
    }
    const buf = await kv.get(kvSnapshotKey(pointer.version), "arrayBuffer");
    if (buf === null) throw new Error("snapshot missing");
    cached = { set: decodeSnapshot(new Uint8Array(buf)), checkedAt: now };
    return cached.set;
  } catch {
    const set = cached?.set ?? committedIntel();
    cached = { set, checkedAt: now };
    return set;
  }
}

/** The isolate that published a snapshot uses it at once. */
export function adoptIntel(set: IntelSet, now = Date.now()): void {
  cached = { set, checkedAt: now };
}

/** Tests: forget the cached snapshot, as a fresh isolate would. */
export function forgetIntel(): void {
  cached = undefined;
}
