// Threat intelligence: the feed registry, the snapshot format, compile, lookup, refresh and the
// Worker loader. Everything but store.ts/refresh.ts's KV use is pure and runtime-neutral.
export { FEEDS, activeFeeds, type FeedSpec, type FeedKind, type FeedFormat, type FeedMatch, type FeedLimits } from "./registry";
export { IntelSet, decodeSnapshot, encodeSnapshot, fromBase64, toBase64, type SnapshotMeta, type FeedProvenance, type FeedHit } from "./snapshot";
export { compileSnapshot, hashKeys, type FeedEntries } from "./compile";
export { parseFeed, FeedFormatError, type ParsedFeed } from "./parse";
export { validateFeed } from "./validate";
export { committedIntel, committedFeedRuleIds } from "./default";
export { refreshIntel, loadLive, type RefreshReport, type FeedReport } from "./refresh";
export { liveIntel, adoptIntel, forgetIntel, RECHECK_MS } from "./store";
export type { IntelKv, CurrentPointer } from "./kv";
