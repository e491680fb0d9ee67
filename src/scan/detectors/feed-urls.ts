// Known-bad URLs from threat-intelligence feeds (src/feeds): exact host / parent-domain / URL
// lookups in the compiled snapshot, and the tenant's own block lists from the scan policy. A hit
// names its source in the rule id (`kbu.feed.<feed>`, `kbu.tenant.block-domain|block-url`).
import { domainListMatches } from "../../util/domains";
import { committedIntel } from "../../feeds/default";
import { splitUrl, urlKey } from "../../feeds/keys";
import type { IntelSet } from "../../feeds/snapshot";
import type { ScanPolicy } from "../types";
import type { UrlCandidate } from "../urls";
import type { RawFinding } from "./finding";

const TENANT_CONFIDENCE = 0.95;
const SCHEMES: ReadonlySet<string> = new Set(["http", "https", "ftp", "ws", "wss"]);

export interface FeedContext {
  intel: IntelSet;
  blockDomains: readonly string[];
  /** `urlKey` form of each blocked prefix. */
  blockUrls: readonly string[];
}

/** The snapshot to scan with (the committed one unless the caller passes a live one) and the tenant's block lists, normalised once per scan. */
export function feedContext(intel: IntelSet | undefined, policy: ScanPolicy | undefined): FeedContext {
  const blockDomains = (policy?.block_domains ?? []).filter((d) => d.trim().length > 0);
  const blockUrls: string[] = [];
  for (const u of policy?.block_urls ?? []) {
    const s = splitUrl(u);
    if (s !== null && s.host !== "") blockUrls.push(urlKey(s.host, s.port, s.rest));
  }
  return { intel: intel ?? committedIntel(), blockDomains, blockUrls };
}

export function detectFeedUrls(urls: readonly UrlCandidate[], ctx: FeedContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    if (!SCHEMES.has(u.scheme)) continue;
    const host = u.host.replace(/\.+$/, "");
    if (host.length === 0) continue;
    const base = { class: "known_bad_url" as const, start: u.start, end: u.end, value: u.raw, host, url: u.raw };
    for (const hit of ctx.intel.lookup(host, u.port, u.path)) {
      out.push({ ...base, rule_id: `kbu.feed.${hit.feed.name}`, confidence: hit.feed.confidence, kind: hit.feed.kind });
    }
    if (domainListMatches(host, ctx.blockDomains)) {
      out.push({ ...base, rule_id: "kbu.tenant.block-domain", confidence: TENANT_CONFIDENCE, kind: "tenant" });
    }
    if (ctx.blockUrls.length > 0) {
      const key = urlKey(host, u.port, u.path);
      if (ctx.blockUrls.some((p) => key.startsWith(p))) out.push({ ...base, rule_id: "kbu.tenant.block-url", confidence: TENANT_CONFIDENCE, kind: "tenant" });
    }
  }
  return out;
}
