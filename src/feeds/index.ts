// Threat intelligence: the feed registry, the snapshot format, compile, lookup, refresh and the
// Worker loader. Everything but store.ts/refresh.ts's KV use is pure and runtime-neutral.
export { FEEDS, activeFeeds, type FeedSpec, type FeedKind, type FeedFormat, type FeedMatch, type FeedLimits } from "./registry.js";
export { IntelSet, decodeSnapshot, encodeSnapshot, fromBase64, toBase64, type SnapshotMeta, type FeedProvenance, type FeedHit } from "./snapshot.js";
export { compileSnapshot, hashKeys, type FeedEntries } from "./compile.js";
export { parseFeed, FeedFormatError, type ParsedFeed } from "./parse.js";
export { validateFeed } from "./validate.js";
export { committedIntel, committedFeedRuleIds } from "./default.js";
export { refreshIntel, loadLive, type RefreshReport, type FeedReport } from "./refresh.js";
export { liveIntel, adoptIntel, forgetIntel, RECHECK_MS } from "./store.js";
export type { IntelKv, CurrentPointer } from "./kv.js";
