// Where an SSRF request lands, judged from its host: shared by the URL findings (ssrf.ts) and
// what goes out to a fetching tool without a URL (ssrf-outbound.ts).
import { classifyHost } from "../net";

const HOST_CONF: Record<string, number> = {
  metadata: 0.97, loopback: 0.92, unspecified: 0.9, private: 0.85, "link-local": 0.9, cgnat: 0.7,
  "internal-name": 0.85, rebind: 0.8, reserved: 0.5, multicast: 0.5,
};

/** IDNA mapping as URL parsers apply it: fullwidth and circled digits, ideographic dots. */
function idnaHost(rawHost: string): string {
  return /[^\x00-\x7f]/.test(rawHost) ? rawHost.normalize("NFKC").replace(/[\u3002\uff0e\uff61]/g, ".").toLowerCase() : rawHost;
}

/**
 * Address classes a text names every day, in the plain spelling people write (`localhost:3000`,
 * `10.0.0.5`, `db.internal`): mentioned in what an agent reads, they are where a service lives, not
 * a lure. Cloud metadata, link-local and rebinding hosts, and any disguised spelling, are not.
 */
const EVERYDAY: ReadonlySet<string> = new Set(["loopback", "private", "unspecified", "cgnat", "reserved", "multicast", "internal-name"]);
/** Internal names that are a cloud's or an orchestrator's own control endpoints. */
const CONTROL_NAME = /metadata|instance-data|kubernetes/;

/**
 * The finding a host earns by where it lands or how it is spelled, or null for neither. `everyday`:
 * an everyday internal address, plainly written (EVERYDAY).
 */
export function hostSignal(rawHost: string): { conf: number; rule: string; everyday: boolean } | null {
  if (rawHost.length === 0) return null;
  // URL parsers apply IDNA mapping: fullwidth digits, circled digits and ideographic dots
  // become ASCII, so "①②⑦.⓪.⓪.①" is a loopback address.
  const host = idnaHost(rawHost);
  const hv = classifyHost(host);
  if (hv.cls !== null && hv.cls !== "public") {
    const base = HOST_CONF[hv.cls] ?? 0.5;
    const obfuscated = hv.form === "ipv4-obfuscated";
    const everyday = !obfuscated && host === rawHost && EVERYDAY.has(hv.cls) && !(hv.cls === "internal-name" && CONTROL_NAME.test(host));
    return { conf: obfuscated ? Math.max(base, 0.95) : base, rule: `ssrf.host-${hv.cls}`, everyday };
  }
  if (hv.form === "ipv4-obfuscated") return { conf: 0.7, rule: "ssrf.host-obfuscated-ip", everyday: false };
  // Letter-prefixed octal forms (o177.0.0.1) that some parsers accept.
  if (/^(?:[a-z]{1,2}|0[a-z])[0-7]{2,4}(?:\.[0-9]{1,3}){3}$/.test(host)) return { conf: 0.75, rule: "ssrf.host-obfuscated-ip", everyday: false };
  // Hosts written with look-alike Unicode (circled letters, fullwidth) normalise to something else.
  if (host !== rawHost) return { conf: 0.7, rule: "ssrf.host-unicode-obfuscated", everyday: false };
  return null;
}

/** A dotted DNS name ending in a letter label: what public resolvers answer for. */
const DNS_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.){1,126}(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})\.?$/;

/**
 * True when a host plainly lands on the public internet: a public address written canonically, a
 * wildcard-DNS name spelling one, or a dotted DNS name no internal class claims. Empty hosts,
 * placeholders (`<host>`, `[host]`), single labels (resolved through search domains) and
 * obfuscated spellings are not: for them the other signals keep their weight.
 */
export function publicDestination(rawHost: string): boolean {
  if (rawHost.length === 0 || hostSignal(rawHost) !== null) return false;
  const hv = classifyHost(rawHost);
  return hv.cls === "public" || (hv.cls === null && DNS_NAME.test(rawHost));
}
