// SSRF in what an agent sends to a fetching tool, where a request can name its destination
// without a URL: a scheme-less host:port, a Unix socket, a cloud runtime's credential variable,
// curl's resolution overrides, a scheme-relative URL, a Windows UNC path. In prose these are
// documentation, so only outbound text to a fetching tool is read (registry.ts).
import type { RawFinding } from "./finding";
import { isSingleLabelName } from "../net";
import { hostSignal } from "./ssrf-host";

const SCHEMELESS = /(?:^|[\s"'(=,;<>])((?:localhost|[0-9]{1,3}(?:\.[0-9]{1,3}){3}|\[[0-9a-fA-F:.]{2,45}\]|[a-z0-9-]{1,63}\.(?:internal|local|svc|cluster\.local)):[0-9]{1,5}(?:\/[^\s"'<>]{0,200})?)/gi;
const UNIX_SOCKET = /--unix-socket[ =]|(?:^|[\s"'(=])unix:(?:\/\/)?\/|\/(?:var\/)?run\/(?:docker|containerd\/containerd|podman\/podman|crio\/crio|k3s\/containerd\/containerd)\.sock\b|\/var\/run\/docker\.sock\b/i;
/**
 * A socket reached through a URL: `http+unix://` (requests-unixsocket, Docker SDKs) carries the
 * socket path percent-encoded as its host, and the container runtimes' sockets are also written
 * encoded inside other URLs.
 */
const SOCKET_URL = /\b[a-z][a-z0-9.-]{0,15}\+unix:\/\/[^\s"'<>]{1,200}|%2f(?:var%2f)?run%2f(?:docker|containerd%2fcontainerd|podman%2fpodman|crio%2fcrio|k3s%2fcontainerd%2fcontainerd)\.sock\b/i;
/** Environment variables cloud runtimes set to their credential and metadata endpoints. */
const RUNTIME_ENV = /(?:https?:\/\/[^\s"'$]{0,80})?\$\{?(?:AWS_CONTAINER_CREDENTIALS_(?:FULL|RELATIVE)_URI|ECS_CONTAINER_METADATA_URI(?:_V4)?|AWS_EC2_METADATA_SERVICE_ENDPOINT|IDENTITY_ENDPOINT|MSI_ENDPOINT|IMDS_ENDPOINT|GCE_METADATA_(?:HOST|IP)|METADATA_SERVER|KUBERNETES_SERVICE_HOST|KUBERNETES_PORT(?:_443_TCP)?)\b\}?/g;
/**
 * curl's `--resolve host:port:addr[,addr]` and `--connect-to host:port:addr:port` send a request
 * for a public name to the address given: the URL's host says nothing of where it lands.
 */
const RESOLVE = /--resolve[\s=]+["']?\+?(?:\[[^\]\s]{0,60}\]|[^\s:"']{0,253}):[0-9*]{1,5}:((?:\[[0-9a-fA-F:.%]{2,60}\]|[^\s,"'[]{1,253})(?:,(?:\[[0-9a-fA-F:.%]{2,60}\]|[^\s,"'[]{1,253})){0,7})/gi;
const CONNECT_TO = /--connect-to[\s=]+["']?(?:\[[^\]\s]{0,60}\]|[^\s:"']{0,253}):[0-9]{0,5}:(\[[0-9a-fA-F:.%]{2,60}\]|[^\s:"']{1,253})/gi;
/** A host after "//" or "\\": userinfo skipped, then a bracketed IPv6 literal or a name. */
const AUTHORITY = /^(?:[^\s/?#@"'\\]{0,64}@)?(\[[0-9a-fA-F:.%]{2,60}\]|[^\s/?#:"'\\@,;)(<>[\]]{1,253})(?=[/:?#\s"'\\)]|$)/;
/** `\\host\share` as typed, or JSON-escaped (`\\\\host\\share`), at the start of a value. */
const UNC = /(?:^|[\s"'=(])\\\\(?:\\\\)?([a-z0-9_.-]{1,253})(?:@(?:ssl|[0-9]{1,5})){0,2}\\{1,2}(?=[^\s\\"'])/gi;

/**
 * A Windows named pipe: the local IPC endpoint services listen on (`\\.\pipe\docker_engine` is
 * the Docker API, root on the host, as docker.sock is on Linux), typed, JSON-escaped or as
 * Docker's `npipe://` URL.
 */
const NAMED_PIPE = /\\{2,4}[.?]\\{1,2}pipe\\{1,2}[^\s"'\\]{1,200}|\bnpipe:\/{2,4}(?:\.|%2e)?\/?pipe\/[^\s"']{1,200}/i;

/** A ":" followed by a digit: every schemeless host:port has one. */
function colonDigit(text: string): boolean {
  for (let i = text.indexOf(":"); i >= 0; i = text.indexOf(":", i + 1)) {
    const c = text.charCodeAt(i + 1);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

const bare = (host: string): string => host.replace(/^\[|\]$/g, "").toLowerCase();

function emit(out: RawFinding[], rule: string, start: number, value: string, host: string, conf: number): void {
  out.push({ class: "ssrf", rule_id: rule, start, end: start + value.length, confidence: conf, value, host });
}

/** Candidates judged per form: a request names a handful, a flood of them is not worth more time. */
const MAX_JUDGED = 64;

/** Every address a resolution override sends to, judged as a URL host would be. */
function resolveOverrides(text: string, out: RawFinding[]): void {
  for (const re of [RESOLVE, CONNECT_TO]) {
    let judged = 0;
    for (const m of text.matchAll(re)) {
      if (++judged > MAX_JUDGED) break;
      let best: { conf: number; host: string } | null = null;
      for (const addr of (m[1] ?? "").split(",")) {
        const sig = hostSignal(bare(addr));
        if (sig !== null && (best === null || sig.conf > best.conf)) best = { conf: sig.conf, host: bare(addr) };
      }
      if (best !== null) emit(out, "ssrf.resolve-override", m.index ?? 0, m[0], best.host, best.conf);
    }
  }
}

/**
 * `//host/path` inherits the scheme of wherever it is resolved, so a fetcher given one goes to
 * that host. Read at the start of a value only (the text's start, after a space, a quote, "=",
 * "(" or a JSON key's ":"), never inside a URL, and only where the host lands inside: a "//"
 * comment or a CDN's `//cdn.example.com/x.js` names nothing internal.
 */
function schemeRelative(text: string, out: RawFinding[]): void {
  let judged = 0;
  for (let i = text.indexOf("//"); i >= 0 && judged < MAX_JUDGED; i = text.indexOf("//", i + 2)) {
    const p = i === 0 ? 32 : text.charCodeAt(i - 1);
    const opens = p === 32 || p === 9 || p === 10 || p === 13 || p === 34 || p === 39 || p === 61 || p === 40;
    // ":" opens a value after a quoted key or a space ("url"://x, url: //x), not after a scheme.
    const afterKey = p === 58 && i >= 2 && /["'\s]/.test(text.charAt(i - 2));
    if (!opens && !afterKey) continue;
    judged++;
    const m = AUTHORITY.exec(text.slice(i + 2, i + 2 + 320));
    const host = m === null ? "" : bare(m[1] as string);
    // A single label only before a path: "//TODO: fix" is a comment, "//fileserver/share" a host.
    const sig = host === "" ? null : hostSignal(host) ?? (text.charAt(i + 2 + (m as RegExpExecArray)[0].length) === "/" ? singleLabel(host) : null);
    if (sig !== null) emit(out, "ssrf.scheme-relative", i, text.slice(i, i + 2 + (m as RegExpExecArray)[0].length), host, sig.conf);
  }
}

/**
 * A single-label name (`fileserver`) resolves through the resolver's search domains, inside the
 * network, as for a URL's host (ssrf.ts); weaker than a name only internal resolvers answer.
 */
function singleLabel(host: string): { conf: number } | null {
  // Escaped text doubles its backslashes, so "\\n\\t" and "\\x41\\x42" look like `\\host\share`.
  if (host.length < 2 || /^(?:x[0-9a-f]{1,2}|u[0-9a-f]{4}|[0-7]{1,3}|[a-z][0-9]?)$/.test(host)) return null;
  return isSingleLabelName(host) ? { conf: 0.6 } : null;
}

/** A UNC path opens an SMB session (and sends the user's NTLM credentials) to its host. */
function uncPaths(text: string, out: RawFinding[]): void {
  let judged = 0;
  for (const m of text.matchAll(UNC)) {
    if (++judged > MAX_JUDGED) break;
    const host = (m[1] as string).toLowerCase();
    const sig = hostSignal(host) ?? singleLabel(host);
    if (sig !== null) emit(out, "ssrf.unc-path", (m.index ?? 0) + m[0].indexOf("\\"), m[0].slice(m[0].indexOf("\\")), host, sig.conf);
  }
}

/**
 * What an outbound request can name without a URL: a `host:port` with no scheme aimed at a
 * loopback, private or metadata address (clients default to http), a Unix socket (the Docker API
 * is root on the host), the environment variables cloud runtimes point at their credential
 * endpoints, and the four forms above. Each form is read only after a literal it cannot lack.
 */
export function detectSsrfOutbound(text: string): RawFinding[] {
  const out: RawFinding[] = [];
  if (text.length > 200_000) return out;
  if (colonDigit(text)) {
    for (const m of text.matchAll(SCHEMELESS)) {
      const spec = m[1] ?? "";
      const host = bare(spec.slice(0, spec.lastIndexOf(":", spec.indexOf("/") < 0 ? spec.length : spec.indexOf("/"))));
      const sig = hostSignal(host);
      if (sig === null) continue;
      const start = (m.index ?? 0) + m[0].length - spec.length;
      out.push({ class: "ssrf", rule_id: `ssrf.schemeless-${sig.rule.replace(/^ssrf\./, "")}`, start, end: start + spec.length, confidence: sig.conf, value: spec, host });
      if (out.length >= 16) break;
    }
  }
  const sock = UNIX_SOCKET.exec(text) ?? (text.includes("+unix") || text.includes(".sock") ? SOCKET_URL.exec(text) : null);
  if (sock) out.push({ class: "ssrf", rule_id: "ssrf.unix-socket", start: sock.index, end: sock.index + sock[0].length, confidence: 0.85, value: sock[0] });
  if (text.includes("$")) for (const m of text.matchAll(RUNTIME_ENV)) {
    out.push({ class: "ssrf", rule_id: "ssrf.runtime-credential-endpoint", start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, confidence: 0.9, value: m[0] });
    break;
  }
  if (text.includes("--resolve") || text.includes("--connect-to")) resolveOverrides(text, out);
  if (text.includes("//")) schemeRelative(text, out);
  if (text.includes("\\\\")) uncPaths(text, out);
  if (text.includes("pipe")) {
    const pipe = NAMED_PIPE.exec(text);
    if (pipe) out.push({ class: "ssrf", rule_id: "ssrf.named-pipe", start: pipe.index, end: pipe.index + pipe[0].length, confidence: 0.85, value: pipe[0] });
  }
  return out;
}
