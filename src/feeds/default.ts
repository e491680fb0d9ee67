// The committed snapshot (scripts/build-feeds.ts), decoded on first use: the library, the CLI,
// tests, and any Worker that has no published snapshot yet scan with it.
import { decodeSnapshot, fromBase64, type IntelSet } from "./snapshot";
import { SNAPSHOT_B64 } from "./snapshot.data";

let committed: IntelSet | undefined;

export function committedIntel(): IntelSet {
  committed ??= decodeSnapshot(fromBase64(SNAPSHOT_B64));
  return committed;
}

/** Rule ids the committed feeds emit (`kbu.feed.<name>`): benchmarks disable them to measure heuristics without the lists. */
export function committedFeedRuleIds(): string[] {
  return committedIntel().meta.feeds.map((f) => `kbu.feed.${f.name}`);
}
