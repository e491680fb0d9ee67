// SSRF: URLs that point an agent's fetch at internal, loopback, link-local or metadata
// addresses, at dangerous schemes, or that smuggle a host past a naive parser. What is judged is
// where the request lands: a signal that only says "a URL is fetched" weighs little when it lands
// on the public internet.
import { isSingleLabelName } from "../net";
import { parseCandidate, type UrlCandidate } from "../urls";
import type { RawFinding } from "./finding";
import { hostSignal, publicDestination } from "./ssrf-host";

const DANGEROUS_SCHEMES = new Set(["file", "gopher", "dict", "jar", "netdoc", "ldap", "ldaps", "tftp", "phar", "expect", "sftp"]);
/** Schemes that speak a network protocol to a host (the rest read a local resource). */
const NETWORK_SCHEMES = new Set(["gopher", "dict", "ldap", "ldaps", "tftp", "sftp"]);
/**
 * A raw-protocol payload smuggled in the URL: encoded CR/LF (also double-encoded) ends a line of
 * the protocol spoken to the host, and gopher's `_` form sends its encoded bytes verbatim.
 */
const SMUGGLED_PAYLOAD = /%(?:25)?0[ad]|^\/_[^\s]{0,2048}%[0-9a-f]{2}/i;
const FETCH_PARAM = /[?&](?:url|uri|u|target|dest|destination|redirect|redirect_uri|redirect_url|next|link|src|source|path|file|page|feed|host|site|callback|return|returnurl|continue|domain|window|data|reference|ref|out|view|to|img|image|load|proxy)=$/i;
/**
 * Documents whose parsers fetch what they reference (SVG images, XML entities and DTDs, XSL
 * stylesheets): a fetcher handed one makes the further requests its author wrote into it.
 */
const FETCHES_FURTHER = /\.(?:svgz?|xml|xsl|xslt|dtd)(?:[?#]|$)/i;

function push(out: RawFinding[], u: UrlCandidate, rule: string, conf: number, host: string): void {
  out.push({ class: "ssrf", rule_id: rule, start: u.start, end: u.end, confidence: conf, value: u.raw, host, url: u.raw });
}

const REDIRECTOR = /(?:^|\.)r3dir\.me$|(?:^|\.)requestbin\.net$/;
/** httpbin redirects only on its redirect endpoints; "/get" and "/post" echo a request back. */
const HTTPBIN = /(?:^|\.)httpbin\.org$/;
const HTTPBIN_REDIRECT = /^\/(?:redirect|absolute-redirect|relative-redirect)(?:-to)?\b/i;
/**
 * A `file:` URL that reaches no file: nothing after its slashes ("file://" + path in code), or a
 * template's placeholder there ("file://%s", "file://{path}", "file://${cwd}/").
 */
const NO_FILE = /^(?:[\\/]{0,8}$|[\\/]{0,8}(?:\$?\{|%[a-z](?![0-9a-f])))/i;

/** A reference's weight: listed, never a flag on its own (noisy-OR of one rule id stays under 0.5). */
export const INTERNAL_REFERENCE = "ssrf.internal-reference";
const REFERENCE_CONF = 0.25;
/**
 * The URL is what a verb asks the reader to fetch: "visit …", "download …", "GET …", "curl …",
 * "open the page at …" (an instruction in what an agent reads is a lure to an internal service).
 * Code calling a function (`fetch("…")`, `.get('…')`) is not a reader being asked.
 */
const ASKED_TO_FETCH = /(?:^|[^a-z0-9_.$])(?:fetch|visit|open|download|get|post|put|delete|curl|wget|load|request|call|hit|access|retrieve|scrape|crawl|query|ping|navigate to|browse to|go to|connect to|send (?:it|this|them|that|the [a-z]{2,15}|your [a-z]{2,15}) to|upload (?:it |this |them )?to)[ \t]{1,3}(?:(?:the|this) (?:url|page|endpoint|link|address|resource|file|api)(?: at)?[ \t]{1,3})?["'`<(]?$/i;

/** What a README tells its human reader: "open http://localhost:5173 in your browser". */
const IN_A_BROWSER = /^[^\n.!?]{0,40}?\b(?:in|with|from) (?:your|a|the) (?:web )?browser\b/i;
/** Whether the text asks its reader to fetch the URL `u` (ASKED_TO_FETCH), other than in a browser of their own. */
function askedToFetch(text: string, u: UrlCandidate): boolean {
  return ASKED_TO_FETCH.test(text.slice(Math.max(0, u.start - 48), u.start)) && !IN_A_BROWSER.test(text.slice(u.end, u.end + 60));
}

/** What comes before a value in code: an assignment, a property, an argument, an array element. */
const CODE_VALUE = /(?:[\w$)\]][ \t]{0,3}(?:=|:|=>)|[([,{]|\b(?:return|case|yield|await))[ \t]{0,3}$|^[ \t]*$/;
/** Markup attributes a renderer fetches on its own (`<img src="…">`): there a URL is requested. */
const FETCHED_ATTRIBUTE = /\b(?:src|href|action|formaction|poster|background|srcset|data|content|cite|longdesc|manifest|ping)[ \t]{0,3}=[ \t]{0,3}$/i;
/**
 * The URL at `u` is a whole string literal in code (`const IMDS = 'http://169.254.169.254/…'`, a
 * test's `['http://[::1]/', …]`): a value the program uses, not a page telling its reader to fetch.
 */
function codeLiteral(text: string, u: UrlCandidate): boolean {
  const q = text.charCodeAt(u.start - 1);
  if ((q !== 39 && q !== 34 && q !== 96) || text.charCodeAt(u.end) !== q) return false;
  const lineStart = text.lastIndexOf("\n", u.start - 2) + 1;
  const left = text.slice(Math.max(lineStart, u.start - 81), u.start - 1);
  return CODE_VALUE.test(left) && !FETCHED_ATTRIBUTE.test(left);
}

const NO_ALTS: readonly { host: string; signal: ReturnType<typeof hostSignal> }[] = [];

/** How the text reaches the agent (registry.ts decides from the scan's context). */
export interface SsrfReading {
  /**
   * Read, not requested: what an agent reads (inbound), or the text it hands a tool that writes it.
   * There an everyday internal address (ssrf-host.ts EVERYDAY: `localhost:3000` in a README, an
   * intranet link in an e-mail, a test's `10.0.0.5`) is a reference, reported as INTERNAL_REFERENCE
   * under the flag line, unless the text asks to have it fetched. The request itself is judged when
   * it is made.
   */
  reading?: boolean;
  /** A file the agent read: there any URL written as a string literal in code is a reference, whatever its host. */
  sourceFile?: boolean;
}

/** SSRF findings for the URLs of `text`; by default every URL is judged as a request (a fetch tool's arguments, a decoded layer). */
export function detectSsrf(urls: UrlCandidate[], text: string, { reading = false, sourceFile = false }: SsrfReading = {}): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    const main = hostSignal(u.host);
    const web = u.scheme === "http" || u.scheme === "https";
    const singleLabel = main === null && web && isSingleLabelName(u.host);
    const dangerous = DANGEROUS_SCHEMES.has(u.scheme) && !(u.scheme === "file" && NO_FILE.test(u.raw.slice(5)));
    // The hosts another parser would see, each judged once (most URLs have none).
    const alts = u.altHosts.length === 0 ? NO_ALTS : u.altHosts.map((host) => ({ host, signal: hostSignal(host) }));
    if (sourceFile && codeLiteral(text, u)) {
      // Listed once where the host or the scheme would have been a finding; the rest (a public
      // page in a fetch parameter, a redirector) says nothing about where code points.
      if (main !== null || singleLabel || dangerous || alts.some((a) => a.signal !== null)) push(out, u, INTERNAL_REFERENCE, REFERENCE_CONF, u.host);
      continue;
    }
    // A second host a naive parser would see is a disguise (http://example.com@127.0.0.1/); a
    // user name in the userinfo (postgres://app:pw@db.internal/) is no host anyone reaches.
    if (reading && (main?.everyday === true || singleLabel) && alts.every((a) => !a.host.includes(".") && a.signal === null) && !askedToFetch(text, u))
      push(out, u, INTERNAL_REFERENCE, REFERENCE_CONF, u.host);
    else if (main !== null) push(out, u, main.rule, main.conf, u.host);
    else if (singleLabel) push(out, u, "ssrf.host-single-label", 0.6, u.host);
    for (const a of alts) if (a.signal !== null) push(out, u, "ssrf.parser-differential", Math.max(0.8, a.signal.conf - 0.05), a.host);
    if (dangerous) push(out, u, `ssrf.scheme-${u.scheme}`, schemeConfidence(u), u.host);
    // The 40 characters before the URL must end in "=" (FETCH_PARAM is anchored there): test that first.
    const from = Math.max(0, u.start - 40);
    const to = Math.min(u.start, text.length);
    if (to > from && text.charCodeAt(to - 1) === 61 && FETCH_PARAM.test(text.slice(from, to))) push(out, u, "ssrf.url-in-fetch-parameter", plainPublicPage(u) ? 0.25 : 0.6, u.host);
    if (REDIRECTOR.test(u.host) || (HTTPBIN.test(u.host) && HTTPBIN_REDIRECT.test(u.path))) push(out, u, "ssrf.redirector-host", redirectsOnlyToPublic(u.path) ? 0.25 : 0.75, u.host);
  }
  return out;
}

/**
 * A network scheme is the classic way to speak raw Redis, SMTP or memcached through a fetcher, but
 * only where it lands inside or carries a smuggled payload; gopher, dict and LDAP to a public
 * server with neither is a client using the protocol (an LDAP directory, a gopher hole).
 */
function schemeConfidence(u: UrlCandidate): number {
  if (!NETWORK_SCHEMES.has(u.scheme)) return 0.85;
  if (publicDestination(u.host) && u.altHosts.length === 0 && !SMUGGLED_PAYLOAD.test(u.path)) return 0.35;
  return u.scheme === "sftp" ? 0.6 : 0.85;
}

/**
 * A web page on a public host, handed to a proxy, translator or resizer: the nested URL is judged
 * by its own host already, so it lands where any fetch of it would.
 */
function plainPublicPage(u: UrlCandidate): boolean {
  return (u.scheme === "http" || u.scheme === "https") && u.altHosts.length === 0 && publicDestination(u.host) && !FETCHES_FURTHER.test(u.path);
}

/**
 * True when the redirect's target is in the query for all to see (plain or percent-encoded) and
 * every such target is a public web page: the redirector then lands nowhere the target would not.
 * No visible target (r3dir's encoded host names, httpbin's own /redirect/n) is not judged here.
 */
function redirectsOnlyToPublic(path: string): boolean {
  const q = path.indexOf("?");
  if (q < 0) return false;
  let targets = 0;
  for (const pair of path.slice(q + 1).split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    let v = pair.slice(eq + 1);
    try {
      if (v.includes("%")) v = decodeURIComponent(v);
    } catch {
      return false;
    }
    const scheme = /^([a-z][a-z0-9+.-]{0,15}):[\\/]/i.exec(v);
    if (scheme === null) {
      // A scheme-relative target or a dotted bare host ("//10.0.0.1/", "127.0.0.1:8080/") still
      // lands somewhere; a plain number ("status_code=302") is no host.
      const bare = /^[\\/]{0,2}([^\\/?#:@\s]{1,253})/.exec(v);
      if (bare !== null && (v.startsWith("//") || ((bare[1] as string).includes(".") && hostSignal((bare[1] as string).toLowerCase()) !== null))) return false;
      continue;
    }
    targets++;
    if (!plainPublicPage(parseCandidate(v, 0, scheme[1] as string))) return false;
  }
  return targets > 0;
}

export { detectSsrfOutbound } from "./ssrf-outbound";
