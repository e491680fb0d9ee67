// URL extraction and authority parsing shared by the SSRF and known-bad-URL detectors.
// Bounded: a cap on candidates and on each candidate's length.

export interface UrlCandidate {
  /** Offsets of the candidate in the text it was found in. */
  start: number;
  end: number;
  scheme: string;
  raw: string;
  /** Host as a WHATWG parser would see it (after the last '@', before port/path), lowercased, brackets removed. */
  host: string;
  /** Other host-like pieces of the authority that a different parser might pick (parser differentials). */
  altHosts: string[];
  port: string;
  path: string;
  hasUserinfo: boolean;
}

const MAX_CANDIDATES = 256;
const URL_RE = /\b([a-zA-Z][a-zA-Z0-9+.-]{0,15}):(\/\/|\/|\\)[^\s"'<>`]{0,2048}/g;
/**
 * A dangerous scheme with no slash after its colon is a URL in two forms only: `jar:` wrapping
 * another URL ("jar:http://…!/") and a `file:` path that parsers resolve from the root
 * ("file:etc/passwd", "file:c:/windows/win.ini", "file:%2fetc%2fpasswd"). Every other such
 * scheme needs "//" for an authority, which URL_RE reads; without it, "LDAP: we use …", an
 * "Expect: 100-continue" header, a Python `dict:` hint or a YAML `file: report.pdf` is prose.
 * The path's slash is looked for over 64 characters and not past another colon, so a megabyte of
 * "file:file:…" stays linear.
 */
const SCHEME_ONLY_RE = /\b(jar(?=:[a-zA-Z][a-zA-Z0-9+.-]{0,15}:)|file(?=:(?:[a-z]:)?[^\s"'<>`\\/:]{0,64}?(?:[\\/]|%2f|%5c))):[^\s"'<>`]{0,2048}/gi;

function splitHostPort(hp: string): { host: string; port: string } {
  if (hp.startsWith("[")) {
    const close = hp.indexOf("]");
    if (close > 0) return { host: hp.slice(1, close), port: hp.slice(close + 2) };
    return { host: hp.slice(1), port: "" };
  }
  const colon = hp.indexOf(":");
  return colon >= 0 ? { host: hp.slice(0, colon), port: hp.slice(colon + 1) } : { host: hp, port: "" };
}

export function parseCandidate(raw: string, start: number, scheme: string): UrlCandidate {
  let rest = raw.slice(scheme.length + 1).replace(/^[\\/]{1,8}/, "");
  // Schemes like jar: wrap another URL; read the inner one's authority.
  const wraps = scheme.toLowerCase() === "jar" || scheme.toLowerCase() === "view-source";
  const inner = wraps ? /^[a-zA-Z][a-zA-Z0-9+.-]{0,15}:\/\/?/.exec(rest) : null;
  if (inner !== null) rest = rest.slice(inner[0].length);
  let endAuth = rest.length;
  for (const stop of ["/", "?", "#"]) {
    const i = rest.indexOf(stop);
    if (i >= 0 && i < endAuth) endAuth = i;
  }
  const authority = rest.slice(0, endAuth);
  const path = rest.slice(endAuth);
  const at = authority.lastIndexOf("@");
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  const bs = hostPort.indexOf("\\");
  const { host, port } = splitHostPort(bs >= 0 ? hostPort.slice(0, bs) : hostPort);
  const altHosts: string[] = [];
  // Without '@' or a backslash the only piece is the host itself.
  if (at >= 0 || bs >= 0) for (const piece of authority.split(/[@\\]/)) {
    const h = splitHostPort(piece).host.toLowerCase();
    if (h.length > 0 && h !== host.toLowerCase()) altHosts.push(h);
  }
  // The fragment and userinfo tricks (a#@b, a#\@b) put a second host after '#', marked by the
  // "@" a naive parser splits on; a plain fragment ("#text-match-metadata", "#12") names no host.
  const hashHost = rest.includes("#") ? /#[\\/]?@([A-Za-z0-9.[\]:-]{1,253})/.exec(rest) : null;
  if (hashHost?.[1] !== undefined) altHosts.push(splitHostPort(hashHost[1]).host.toLowerCase());
  return { start, end: start + raw.length, scheme: scheme.toLowerCase(), raw, host: host.toLowerCase(), altHosts, port, path, hasUserinfo: at >= 0 };
}

/**
 * Where a match can start at the earliest, for a search from `from`: both patterns put a colon at
 * most SCHEME_REACH characters after the match start (URL_RE's also followed by a slash or a
 * backslash), so the regex is started just before the next such colon instead of trying every
 * word of the text. -1 when there is none.
 */
const SCHEME_REACH = 16;
function startNear(text: string, from: number, slash: boolean): number {
  for (let i = text.indexOf(":", from); i >= 0; i = text.indexOf(":", i + 1)) {
    const c = text.charCodeAt(i + 1);
    if (!slash || c === 47 || c === 92) return Math.max(from, i - SCHEME_REACH);
  }
  return -1;
}

export function extractUrls(text: string): UrlCandidate[] {
  const out: UrlCandidate[] = [];
  const seen = new Set<number>();
  if (text.includes(":")) {
    let m: RegExpExecArray | null;
    let from = 0;
    while (out.length < MAX_CANDIDATES) {
      const at = startNear(text, from, true);
      if (at < 0) break;
      URL_RE.lastIndex = at;
      if ((m = URL_RE.exec(text)) === null) break;
      const raw = m[0].replace(/[),.;:!?\]}]{1,4}$/, "");
      seen.add(m.index);
      out.push(parseCandidate(raw, m.index, m[1] as string));
      // Resume just after the scheme so URLs nested in query strings are seen on their own.
      from = m.index + (m[1] as string).length + 1;
    }
    from = 0;
    while (out.length < MAX_CANDIDATES) {
      const at = startNear(text, from, false);
      if (at < 0) break;
      SCHEME_ONLY_RE.lastIndex = at;
      if ((m = SCHEME_ONLY_RE.exec(text)) === null) break;
      from = SCHEME_ONLY_RE.lastIndex;
      if (seen.has(m.index)) continue;
      out.push(parseCandidate(m[0], m.index, m[1] as string));
    }
  }
  return out;
}
