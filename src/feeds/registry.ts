// The feed registry: which public lists the product ships and refreshes, under which licence,
// and what an entry in each one means. Data, not code: an operator can replace it with the
// INTEL_FEEDS variable (a JSON array of FeedSpec) without a deploy.

export type FeedKind = "malware" | "phishing" | "scam" | "ransomware" | "mixed";
export type FeedFormat =
  /** One URL or host a line (`#` comments); a URL whose path is `/` stands for its host. */
  | "url-lines"
  /** One domain a line (`#`/`!` comments), or hosts-file lines `0.0.0.0 domain`. */
  | "domain-lines"
  /** eth-phishing-detect's config.json: `blacklist`/`blocklist` and `whitelist`/`allowlist` arrays. */
  | "eth-config"
  /** polkadot-js/phishing's all.json: `{ "allow": [...], "deny": [...] }`. */
  | "allow-deny-json";

/** How a host-only entry matches: that host, or that domain and all its subdomains. URL entries match exactly, or as a path prefix. */
export interface FeedMatch {
  host: "exact" | "with-subdomains";
  url: "exact" | "prefix";
}

export interface FeedLimits {
  /** Largest accepted download, bytes. */
  maxBytes: number;
  /** A feed with fewer usable entries than this is broken, not small. */
  minEntries: number;
  maxEntries: number;
  /** Lines that do not parse, as a share of non-comment lines, above which the feed is rejected. */
  maxInvalidShare: number;
  /** Against the live snapshot: the new count must stay within [prev × minKeep, prev × maxGrowth]. */
  minKeep: number;
  maxGrowth: number;
  /** Against the live snapshot: at most this share of its entries may disappear in one refresh. */
  maxRemovedShare: number;
}

export interface FeedSpec {
  name: string;
  kind: FeedKind;
  licence: string;
  url: string;
  format: FeedFormat;
  match: FeedMatch;
  /** Seconds between refreshes; the cron runs more often and skips feeds not yet due. */
  refreshSeconds: number;
  limits: FeedLimits;
  /** Confidence of a hit (0.95 blocks under the default thresholds). */
  confidence?: number;
  enabled?: boolean;
  /** Where `npm run feeds:build` takes this feed from offline; without one the committed snapshot leaves it out. */
  offline?: string;
  notes?: string;
}

const BASE_LIMITS: FeedLimits = {
  maxBytes: 20 * 1024 * 1024,
  minEntries: 100,
  maxEntries: 1_000_000,
  maxInvalidShare: 0.05,
  minKeep: 0.5,
  maxGrowth: 3,
  maxRemovedShare: 0.5,
};

export const FEEDS: readonly FeedSpec[] = [
  {
    name: "urlhaus",
    kind: "malware",
    licence: "CC0-1.0 (URLhaus data, abuse.ch)",
    url: "https://urlhaus.abuse.ch/downloads/text_online/",
    format: "url-lines",
    match: { host: "exact", url: "exact" },
    refreshSeconds: 1800,
    // Online malware URLs go offline within days: the list turns over quickly by nature.
    limits: { ...BASE_LIMITS, maxRemovedShare: 0.8, minKeep: 0.3 },
    offline: "corpus:curbengh/urlhaus-filter",
    notes: "Online malware distribution URLs. The committed copy is urlhaus-filter@f6ba5a76's online list (CC0 data, MIT repo), the list the development corpus was built from.",
  },
  {
    name: "eth-phishing-detect",
    kind: "phishing",
    licence: "DBAD-1.1",
    url: "https://raw.githubusercontent.com/MetaMask/eth-phishing-detect/main/src/config.json",
    format: "eth-config",
    match: { host: "with-subdomains", url: "exact" },
    refreshSeconds: 3600,
    limits: { ...BASE_LIMITS, minEntries: 1000, maxRemovedShare: 0.2, minKeep: 0.8 },
    offline: "npm:eth-phishing-detect",
    notes: "Crypto-phishing domains (MetaMask). Its allowlist is honoured; its fuzzy look-alike list is a heuristic and not used here.",
  },
  {
    name: "polkadot-phishing",
    kind: "scam",
    licence: "Apache-2.0",
    url: "https://polkadot.js.org/phishing/all.json",
    format: "allow-deny-json",
    match: { host: "with-subdomains", url: "exact" },
    refreshSeconds: 3600,
    limits: { ...BASE_LIMITS, minEntries: 1000, maxRemovedShare: 0.2, minKeep: 0.8 },
    notes: "Crypto scam and phishing domains (polkadot-js/phishing). The npm package fetches it at run time, so it is refreshed in production only.",
  },
  {
    name: "phishing-database",
    kind: "phishing",
    licence: "MIT",
    url: "https://raw.githubusercontent.com/mitchellkrogza/Phishing.Database/master/phishing-domains-ACTIVE.txt",
    format: "domain-lines",
    match: { host: "exact", url: "exact" },
    refreshSeconds: 21600,
    limits: { ...BASE_LIMITS, minEntries: 10_000, maxRemovedShare: 0.3 },
    enabled: false,
    notes: "Large (hundreds of thousands of hosts, several MB in KV); enable where the KV budget allows.",
  },
];

/** The registry in force: INTEL_FEEDS (JSON) when set, else the built-in one; disabled feeds dropped. */
export function activeFeeds(override?: string): FeedSpec[] {
  let feeds: readonly FeedSpec[] = FEEDS;
  if (override !== undefined && override.trim() !== "") {
    const parsed = JSON.parse(override) as unknown;
    if (!Array.isArray(parsed)) throw new Error("INTEL_FEEDS must be a JSON array of feed specs");
    feeds = parsed.map((f) => checkSpec(f as Partial<FeedSpec>));
  }
  const on = feeds.filter((f) => f.enabled !== false);
  if (on.length > 31) throw new Error("at most 31 feeds");
  return on;
}

function checkSpec(f: Partial<FeedSpec>): FeedSpec {
  if (typeof f.name !== "string" || !/^[a-z0-9][a-z0-9-]{0,47}$/.test(f.name)) throw new Error("feed name must be lowercase letters, digits and dashes");
  if (typeof f.url !== "string" || !/^https?:\/\//.test(f.url)) throw new Error(`feed ${f.name}: url must be http(s)`);
  if (!["url-lines", "domain-lines", "eth-config", "allow-deny-json"].includes(String(f.format))) throw new Error(`feed ${f.name}: unknown format`);
  return {
    name: f.name,
    kind: f.kind ?? "mixed",
    licence: String(f.licence ?? "unknown"),
    url: f.url,
    format: f.format as FeedFormat,
    match: { host: f.match?.host === "exact" ? "exact" : "with-subdomains", url: f.match?.url === "prefix" ? "prefix" : "exact" },
    refreshSeconds: Number(f.refreshSeconds ?? 3600),
    limits: { ...BASE_LIMITS, ...(f.limits ?? {}) },
    ...(typeof f.confidence === "number" ? { confidence: Math.min(0.99, Math.max(0.3, f.confidence)) } : {}),
    ...(f.enabled === false ? { enabled: false } : {}),
  };
}
