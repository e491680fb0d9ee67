// Which URLs Shield will POST to (webhooks) or route to (managed servers): HTTPS to a public host
// name or address, judged by the scanner's own host classifier (src/scan/net.ts, used read-only),
// after WHATWG parsing so decimal/octal/hex and IPv4-in-IPv6 spellings are seen through. Name
// resolution cannot be pinned from a Worker, so a public name that resolves privately (DNS
// rebinding) is not caught here; Workers' own egress does not reach private networks.
import { classifyHost } from "../scan/net";

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export interface UrlPolicy {
  /** Local development only: allow http://127.0.0.1 / localhost / [::1] receivers. */
  allowLoopbackHttp: boolean;
}

const LOOPBACK_NAMES = new Set(["localhost"]);

export function checkOutboundUrl(raw: string, policy: UrlPolicy): UrlVerdict {
  if (!URL.canParse(raw)) return { ok: false, reason: "not an absolute URL" };
  const url = new URL(raw);
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials in the URL are not allowed" };
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const verdict = classifyHost(host);
  const loopback = verdict.cls === "loopback" || LOOPBACK_NAMES.has(host.replace(/\.$/, ""));
  if (url.protocol === "http:") {
    if (policy.allowLoopbackHttp && loopback) return { ok: true, url };
    return { ok: false, reason: "url must use https" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "url must use https" };
  if (loopback && policy.allowLoopbackHttp) return { ok: true, url };
  if (verdict.cls !== null && verdict.cls !== "public") return { ok: false, reason: `host is not a public address (${verdict.cls})` };
  if (verdict.form === "ipv4-obfuscated") return { ok: false, reason: "host is an obfuscated IPv4 address" };
  if (verdict.form === "name" && !host.includes(".")) return { ok: false, reason: "host must be a fully qualified name" };
  return { ok: true, url };
}
