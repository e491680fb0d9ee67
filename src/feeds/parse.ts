// Feed text -> namespaced keys, per the feed's format and match semantics (registry.ts).
// Lines that do not reduce to a valid host or URL are counted, not guessed at.
import { NS, type KeyNs, normHost, splitUrl, urlKey, validHost } from "./keys";
import { hostLevelForbidden } from "./protected";
import type { FeedSpec } from "./registry";

export interface ParsedFeed {
  /** `ns\u0000key` strings, deduplicated. */
  keys: string[];
  allowKeys: string[];
  /** Non-comment lines / entries seen, and those that did not parse. */
  seen: number;
  invalid: number;
  /** Host-level entries refused because they would cover a platform or a public suffix. */
  refused: number;
}

export class FeedFormatError extends Error {}

export function parseFeed(spec: Pick<FeedSpec, "format" | "match">, text: string): ParsedFeed {
  const keys = new Set<string>();
  const allow = new Set<string>();
  let seen = 0;
  let invalid = 0;
  let refused = 0;
  const hostNs: KeyNs = spec.match.host === "exact" ? NS.host : NS.domain;
  const urlNs: KeyNs = spec.match.url === "prefix" ? NS.prefix : NS.url;
  const addHost = (raw: string): void => {
    seen++;
    const h = normHost(raw);
    if (!validHost(h)) invalid++;
    else if (hostLevelForbidden(h)) refused++;
    else keys.add(`${hostNs}\u0000${h}`);
  };
  const addAllow = (raw: string): void => {
    const h = normHost(raw);
    if (validHost(h)) allow.add(`${NS.allow}\u0000${h}`);
  };
  const addUrl = (line: string): void => {
    seen++;
    const u = splitUrl(line);
    if (u === null || !validHost(u.host)) {
      invalid++;
      return;
    }
    const rest = u.rest.split("#")[0] ?? "";
    if ((rest === "" || rest === "/") && u.port === "") {
      if (hostLevelForbidden(u.host)) refused++;
      else keys.add(`${hostNs}\u0000${u.host}`);
      return;
    }
    keys.add(`${urlNs}\u0000${urlKey(u.host, u.port, rest)}`);
  };
  const lines = (): string[] => text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#") && !l.startsWith("!"));

  switch (spec.format) {
    case "url-lines":
      for (const l of lines()) addUrl(l);
      break;
    case "domain-lines":
      for (const l of lines()) {
        const parts = l.split(/\s+/);
        const d = parts.length >= 2 && /^(?:0\.0\.0\.0|127\.0\.0\.1|::1?)$/.test(parts[0] as string) ? (parts[1] as string) : (parts[0] as string);
        if (d === "localhost") continue;
        addHost(d);
      }
      break;
    case "eth-config":
    case "allow-deny-json": {
      let doc: Record<string, unknown>;
      try {
        doc = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new FeedFormatError("not JSON");
      }
      const arr = (k: string): string[] => (Array.isArray(doc[k]) ? (doc[k] as unknown[]).filter((x): x is string => typeof x === "string") : []);
      const block = spec.format === "eth-config" ? [...arr("blacklist"), ...arr("blocklist")] : arr("deny");
      const allowed = spec.format === "eth-config" ? [...arr("whitelist"), ...arr("allowlist")] : arr("allow");
      if (block.length === 0) throw new FeedFormatError("no block list in the document");
      for (const d of block) (d.includes("/") ? addUrl(d) : addHost(d));
      for (const d of allowed) addAllow(d);
      break;
    }
    default:
      throw new FeedFormatError(`unknown format ${String(spec.format)}`);
  }
  return { keys: [...keys], allowKeys: [...allow], seen, invalid, refused };
}
