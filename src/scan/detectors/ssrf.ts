// SSRF: URLs that point an agent's fetch at internal, loopback, link-local or metadata
// addresses, at dangerous schemes, or that smuggle a host past a naive parser.
import { classifyHost, isSingleLabelName } from "../net";
import type { UrlCandidate } from "../urls";
import type { RawFinding } from "./finding";

const DANGEROUS_SCHEMES = new Set(["file", "gopher", "dict", "jar", "netdoc", "ldap", "ldaps", "tftp", "phar", "expect", "sftp"]);
const HOST_CONF: Record<string, number> = {
  metadata: 0.97, loopback: 0.92, unspecified: 0.9, private: 0.85, "link-local": 0.9, cgnat: 0.7,
  "internal-name": 0.85, rebind: 0.8, reserved: 0.5, multicast: 0.5,
};
const FETCH_PARAM = /[?&](?:url|uri|u|target|dest|destination|redirect|redirect_uri|redirect_url|next|link|src|source|path|file|page|feed|host|site|callback|return|returnurl|continue|domain|window|data|reference|ref|out|view|to|img|image|load|proxy)=$/i;

function hostSignal(rawHost: string): { conf: number; rule: string } | null {
  if (rawHost.length === 0) return null;
  // URL parsers apply IDNA mapping: fullwidth digits, circled digits and ideographic dots
  // become ASCII, so "①②⑦.⓪.⓪.①" is a loopback address.
  const host = /[^\x00-\x7f]/.test(rawHost) ? rawHost.normalize("NFKC").replace(/[\u3002\uff0e\uff61]/g, ".").toLowerCase() : rawHost;
  const hv = classifyHost(host);
  if (hv.cls !== null && hv.cls !== "public") {
    const base = HOST_CONF[hv.cls] ?? 0.5;
    return { conf: hv.form === "ipv4-obfuscated" ? Math.max(base, 0.95) : base, rule: `ssrf.host-${hv.cls}` };
  }
  if (hv.form === "ipv4-obfuscated") return { conf: 0.7, rule: "ssrf.host-obfuscated-ip" };
  // Letter-prefixed octal forms (o177.0.0.1) that some parsers accept.
  if (/^(?:[a-z]{1,2}|0[a-z])[0-7]{2,4}(?:\.[0-9]{1,3}){3}$/.test(host)) return { conf: 0.75, rule: "ssrf.host-obfuscated-ip" };
  // Hosts written with look-alike Unicode (circled letters, fullwidth) normalise to something else.
  if (host !== rawHost) return { conf: 0.7, rule: "ssrf.host-unicode-obfuscated" };
  return null;
}

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

export function detectSsrf(urls: UrlCandidate[], text: string): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    const main = hostSignal(u.host);
    if (main !== null) push(out, u, main.rule, main.conf, u.host);
    else if ((u.scheme === "http" || u.scheme === "https") && isSingleLabelName(u.host)) push(out, u, "ssrf.host-single-label", 0.6, u.host);
    for (const alt of u.altHosts) {
      const s = hostSignal(alt);
      if (s !== null) push(out, u, "ssrf.parser-differential", Math.max(0.8, s.conf - 0.05), alt);
    }
    if (DANGEROUS_SCHEMES.has(u.scheme) && !(u.scheme === "file" && NO_FILE.test(u.raw.slice(5)))) push(out, u, `ssrf.scheme-${u.scheme}`, u.scheme === "sftp" ? 0.6 : 0.85, u.host);
    // The 40 characters before the URL must end in "=" (FETCH_PARAM is anchored there): test that first.
    const from = Math.max(0, u.start - 40);
    const to = Math.min(u.start, text.length);
    if (to > from && text.charCodeAt(to - 1) === 61 && FETCH_PARAM.test(text.slice(from, to))) push(out, u, "ssrf.url-in-fetch-parameter", 0.6, u.host);
    if (REDIRECTOR.test(u.host) || (HTTPBIN.test(u.host) && HTTPBIN_REDIRECT.test(u.path))) push(out, u, "ssrf.redirector-host", 0.75, u.host);
  }
  return out;
}

const SCHEMELESS = /(?:^|[\s"'(=,;<>])((?:localhost|[0-9]{1,3}(?:\.[0-9]{1,3}){3}|\[[0-9a-fA-F:.]{2,45}\]|[a-z0-9-]{1,63}\.(?:internal|local|svc|cluster\.local)):[0-9]{1,5}(?:\/[^\s"'<>]{0,200})?)/gi;
const UNIX_SOCKET = /--unix-socket[ =]|(?:^|[\s"'(=])unix:(?:\/\/)?\/|\/(?:var\/)?run\/(?:docker|containerd\/containerd|podman\/podman|crio\/crio|k3s\/containerd\/containerd)\.sock\b|\/var\/run\/docker\.sock\b/i;
/** Environment variables cloud runtimes set to their credential and metadata endpoints. */
const RUNTIME_ENV = /(?:https?:\/\/[^\s"'$]{0,80})?\$\{?(?:AWS_CONTAINER_CREDENTIALS_(?:FULL|RELATIVE)_URI|ECS_CONTAINER_METADATA_URI(?:_V4)?|AWS_EC2_METADATA_SERVICE_ENDPOINT|IDENTITY_ENDPOINT|MSI_ENDPOINT|IMDS_ENDPOINT|GCE_METADATA_(?:HOST|IP)|METADATA_SERVER|KUBERNETES_SERVICE_HOST|KUBERNETES_PORT(?:_443_TCP)?)\b\}?/g;

/**
 * What an outbound request can name without a URL: a `host:port` with no scheme aimed at a
 * loopback, private or metadata address (clients default to http), a Unix socket (the Docker API
 * is root on the host), and the environment variables cloud runtimes point at their credential
 * endpoints. Only for what goes out to a fetching tool: in prose these are documentation.
 */
/** A ":" followed by a digit: every schemeless host:port has one. */
function colonDigit(text: string): boolean {
  for (let i = text.indexOf(":"); i >= 0; i = text.indexOf(":", i + 1)) {
    const c = text.charCodeAt(i + 1);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

export function detectSsrfOutbound(text: string): RawFinding[] {
  const out: RawFinding[] = [];
  if (text.length > 200_000) return out;
  if (colonDigit(text)) {
    for (const m of text.matchAll(SCHEMELESS)) {
      const spec = m[1] ?? "";
      const host = spec.slice(0, spec.lastIndexOf(":", spec.indexOf("/") < 0 ? spec.length : spec.indexOf("/"))).replace(/^\[|\]$/g, "").toLowerCase();
      const sig = hostSignal(host);
      if (sig === null) continue;
      const start = (m.index ?? 0) + m[0].length - spec.length;
      out.push({ class: "ssrf", rule_id: `ssrf.schemeless-${sig.rule.replace(/^ssrf\./, "")}`, start, end: start + spec.length, confidence: sig.conf, value: spec, host });
      if (out.length >= 16) break;
    }
  }
  const sock = UNIX_SOCKET.exec(text);
  if (sock) out.push({ class: "ssrf", rule_id: "ssrf.unix-socket", start: sock.index, end: sock.index + sock[0].length, confidence: 0.85, value: sock[0] });
  if (text.includes("$")) for (const m of text.matchAll(RUNTIME_ENV)) {
    out.push({ class: "ssrf", rule_id: "ssrf.runtime-credential-endpoint", start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, confidence: 0.9, value: m[0] });
    break;
  }
  return out;
}
