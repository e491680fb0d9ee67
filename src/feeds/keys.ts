// What a feed entry and a scanned URL are reduced to before hashing. Compile and lookup share
// these functions, so an entry matches exactly what its feed meant and nothing looser.

/** Key namespaces: one hash table holds every match kind without ambiguity. */
export const NS = {
  /** this host only */
  host: "h",
  /** this domain and every subdomain */
  domain: "d",
  /** this URL (scheme-insensitive, lowercased, no fragment) */
  url: "u",
  /** any URL that starts with this one at a path boundary */
  prefix: "p",
  /** the feed's own allowlist: this domain and its subdomains are never listed by that feed */
  allow: "a",
} as const;
export type KeyNs = (typeof NS)[keyof typeof NS];

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function normHost(h: string): string {
  let s = h.trim().toLowerCase();
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  while (s.endsWith(".")) s = s.slice(0, -1);
  return s;
}

export function isIpHost(h: string): boolean {
  return IPV4.test(h) || h.includes(":");
}

/** A plausible DNS name or IP literal: what a feed line must reduce to to be accepted. */
export function validHost(h: string): boolean {
  if (h.length === 0 || h.length > 253) return false;
  if (isIpHost(h)) return IPV4.test(h) ? h.split(".").every((o) => Number(o) <= 255) : /^[0-9a-f:.]{2,45}$/.test(h);
  if (!h.includes(".")) return false;
  return h.split(".").every((l) => l.length > 0 && l.length <= 63 && /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/.test(l));
}

/** `host[:port]/path?query`, lowercased, default ports and fragment dropped. */
export function urlKey(host: string, port: string, pathAndQuery: string): string {
  const h = normHost(host);
  const p = port === "" || port === "80" || port === "443" ? "" : `:${port}`;
  let rest = pathAndQuery;
  const hash = rest.indexOf("#");
  if (hash >= 0) rest = rest.slice(0, hash);
  if (rest === "" || rest.startsWith("?")) rest = `/${rest}`;
  return `${h}${p}${rest}`.toLowerCase();
}

/** Parses `scheme://host[:port]/path` or `host/path` (feeds omit the scheme) without URL(): no throwing, no normalisation surprises. */
export function splitUrl(line: string): { host: string; port: string; rest: string } | null {
  let s = line.trim();
  const scheme = /^[a-z][a-z0-9+.-]{0,15}:\/\//i.exec(s);
  if (scheme !== null) s = s.slice(scheme[0].length);
  let end = s.length;
  for (const c of ["/", "?", "#"]) {
    const i = s.indexOf(c);
    if (i >= 0 && i < end) end = i;
  }
  let auth = s.slice(0, end);
  const at = auth.lastIndexOf("@");
  if (at >= 0) auth = auth.slice(at + 1);
  let host = auth;
  let port = "";
  if (auth.startsWith("[")) {
    const close = auth.indexOf("]");
    host = auth.slice(0, close + 1);
    port = auth.slice(close + 2);
  } else {
    const colon = auth.lastIndexOf(":");
    if (colon >= 0) {
      host = auth.slice(0, colon);
      port = auth.slice(colon + 1);
    }
  }
  if (port !== "" && !/^\d{1,5}$/.test(port)) return null;
  return { host: normHost(host), port, rest: s.slice(end) };
}

/** The host and each parent domain down to two labels (`a.b.example.com` → …, `example.com`). */
export function domainChain(host: string): string[] {
  if (isIpHost(host)) return [host];
  const out: string[] = [];
  let h = host;
  for (let i = 0; i < 16; i++) {
    out.push(h);
    const dot = h.indexOf(".");
    if (dot < 0) break;
    const next = h.slice(dot + 1);
    if (!next.includes(".")) break;
    h = next;
  }
  return out;
}
