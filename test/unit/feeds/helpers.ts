import { compileSnapshot, hashKeys } from "../../../src/feeds/compile";
import { parseFeed } from "../../../src/feeds/parse";
import type { FeedSpec } from "../../../src/feeds/registry";
import type { IntelSet } from "../../../src/feeds/snapshot";
import type { IntelKv } from "../../../src/feeds/kv";

export const LIMITS = { maxBytes: 1 << 20, minEntries: 3, maxEntries: 10_000, maxInvalidShare: 0.2, minKeep: 0.5, maxGrowth: 3, maxRemovedShare: 0.5 };

export function spec(name: string, over: Partial<FeedSpec> = {}): FeedSpec {
  return {
    name,
    kind: "phishing",
    licence: "CC0-1.0",
    url: `https://feeds.test/${name}.txt`,
    format: "domain-lines",
    match: { host: "with-subdomains", url: "exact" },
    refreshSeconds: 3600,
    limits: LIMITS,
    ...over,
  };
}

/** A snapshot built from feed texts, as the build script does. */
export function build(feeds: { spec: FeedSpec; text: string }[], at = new Date("2026-12-01T00:00:00Z")): IntelSet {
  return compileSnapshot(
    feeds.map(({ spec: s, text }) => {
      const p = parseFeed(s, text);
      const h = hashKeys([...p.keys, ...p.allowKeys]);
      return {
        prov: { name: s.name, kind: s.kind, licence: s.licence, source: s.url, upstream_version: "", fetched_at: at.toISOString(), entries: p.keys.length, allow_entries: p.allowKeys.length, sha256: "", confidence: 0.95, ns: h.ns },
        hi: h.hi,
        lo: h.lo,
      };
    }),
    at,
  ).set;
}

export class MemoryKv implements IntelKv {
  readonly data = new Map<string, string | Uint8Array>();
  writes = 0;
  async get(key: string, type: "text"): Promise<string | null>;
  async get(key: string, type: "arrayBuffer"): Promise<ArrayBuffer | null>;
  async get(key: string, type: "text" | "arrayBuffer"): Promise<string | ArrayBuffer | null> {
    const v = this.data.get(key);
    if (v === undefined) return null;
    if (type === "text") return typeof v === "string" ? v : new TextDecoder().decode(v);
    const b = typeof v === "string" ? new TextEncoder().encode(v) : v;
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  }
  async put(key: string, value: string | ArrayBuffer | ArrayBufferView): Promise<void> {
    this.writes++;
    this.data.set(key, typeof value === "string" ? value : value instanceof ArrayBuffer ? new Uint8Array(value.slice(0)) : new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)));
  }
  async delete(key: string): Promise<void> {
    this.data.delete(key);
  }
}
