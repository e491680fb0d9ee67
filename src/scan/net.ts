// Host and address parsing the way URL parsers (WHATWG) and socket APIs read them, so the
// scanner sees through decimal/octal/hex IPv4, short forms, and IPv4-in-IPv6 tricks.

/** WHATWG IPv4 host parsing: 1–4 dot parts, each decimal, 0x-hex or 0-octal. Null if not an IPv4 host. */
export function parseIPv4(host: string): number | null {
  let h = host;
  if (h.endsWith(".")) h = h.slice(0, -1);
  if (h.length === 0 || h.length > 64) return null;
  const parts = h.split(".");
  if (parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    if (p.length === 0) return null;
    let n: number;
    if (/^0[xX][0-9a-fA-F]*$/.test(p)) n = p.length === 2 ? 0 : parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = parseInt(p.slice(1), 8);
    else if (/^(?:0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - nums.length)) return null;
  let ip = 0;
  nums.forEach((n, i) => (ip += n * 256 ** (3 - i)));
  return ip + last;
}

/** One side of an IPv6 literal's "::" (or the whole literal) as 16-bit groups, or null. */
function parseIPv6Side(side: string): number[] | null {
  if (side === "") return [];
  const out: number[] = [];
  const segs = side.split(":");
  for (let i = 0; i < segs.length; i++) {
    const g = segs[i] as string;
    if (i === segs.length - 1 && g.includes(".")) {
      const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(g);
      if (!v4) return null;
      const o = v4.slice(1).map(Number);
      if (o.some((x) => x > 255)) return null;
      out.push(((o[0] as number) << 8) | (o[1] as number), ((o[2] as number) << 8) | (o[3] as number));
    } else {
      if (!/^[0-9A-Fa-f]{1,4}$/.test(g)) return null;
      out.push(parseInt(g, 16));
    }
  }
  return out;
}

/** Parses an IPv6 literal (no brackets, optional zone) into eight 16-bit groups. */
export function parseIPv6(input: string): number[] | null {
  let s = input;
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (s.length < 2 || s.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(s)) return null;
  const dbl = s.indexOf("::");
  if (dbl !== s.lastIndexOf("::")) return null;
  if (dbl >= 0) {
    const l = parseIPv6Side(s.slice(0, dbl));
    const r = parseIPv6Side(s.slice(dbl + 2));
    if (l === null || r === null || l.length + r.length > 7) return null;
    return [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  }
  const all = parseIPv6Side(s);
  return all !== null && all.length === 8 ? all : null;
}

export type AddrClass = "loopback" | "private" | "link-local" | "metadata" | "unspecified" | "cgnat" | "reserved" | "multicast" | "public";

export function classifyIPv4(ip: number): AddrClass {
  const a = Math.floor(ip / 16777216);
  const b = Math.floor(ip / 65536) % 256;
  if (ip === 0xa9fea9fe || ip === 0x64646464 /* alibaba 100.100.100.200 is below */) return "metadata";
  if (ip === 0x646464c8) return "metadata";
  // Oracle Cloud's legacy instance metadata address (192.0.0.192).
  if (ip === 0xc00000c0) return "metadata";
  // Azure's WireServer (168.63.129.16): a public-range address every Azure VM reaches on the
  // host, serving the VM's goal state, certificates and extension settings, so it is metadata.
  if (ip === 0xa83f8110) return "metadata";
  if (a === 0) return "unspecified";
  if (a === 127) return "loopback";
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "private";
  if (a === 169 && b === 254) return "link-local";
  if (a === 100 && b >= 64 && b <= 127) return "cgnat";
  if (a === 198 && (b === 18 || b === 19)) return "reserved";
  if (a === 192 && b === 0 && Math.floor(ip / 256) % 256 === 0) return "reserved";
  if (a >= 224 && a <= 239) return "multicast";
  if (a >= 240) return "reserved";
  return "public";
}

export function classifyIPv6(g: number[]): AddrClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d)
  // and NAT64 (64:ff9b::/96, local-use 64:ff9b:1::/48) embed the IPv4 address they reach.
  if ((zeroHead && (g5 === 0xffff || g5 === 0)) || (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) || (g0 === 0x64 && g1 === 0xff9b))
    return classifyIPv4(g6 * 65536 + g7);
  // 6to4 (2002::/16) carries its IPv4 in groups 1–2; a relay delivers to that address.
  if (g0 === 0x2002) return worstOf(classifyIPv4(g1 * 65536 + g2), "public");
  // Teredo (2001:0::/32): the server in groups 2–3, the client (bit-inverted) in groups 6–7.
  if (g0 === 0x2001 && g1 === 0) return worstOf(classifyIPv4(((~g6 & 0xffff) * 65536) + (~g7 & 0xffff)), classifyIPv4(g2 * 65536 + g3));
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g7 === 0x254) return "metadata";
  if ((g0 & 0xfe00) === 0xfc00) return "private";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  // Site-local (fec0::/10): deprecated, still routed as private by many stacks.
  if ((g0 & 0xffc0) === 0xfec0) return "private";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  if (g0 === 0x2001 && g1 === 0x0db8) return "reserved";
  return "public";
}

/** The more dangerous of two classes: anything not public wins over public. */
function worstOf(a: AddrClass, b: AddrClass): AddrClass {
  return a !== "public" ? a : b;
}

/**
 * What lenient parsers (inet_aton-style C libraries, some HTTP clients) make of IPv4 spellings
 * WHATWG rejects: parts above their range wrap (`127.0.0.257` → 127.0.0.1, `4294967297` → 0.0.0.1).
 * Used only to classify: a host WHATWG refuses is still judged by where a lenient client would go.
 */
export function parseIPv4Wrapping(host: string): number | null {
  const h = host.endsWith(".") ? host.slice(0, -1) : host;
  if (h.length === 0 || h.length > 64) return null;
  const parts = h.split(".");
  if (parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0[xX][0-9a-fA-F]{1,16}$/.test(p)) n = parseInt(p.slice(2), 16);
    else if (/^0[0-7]{1,24}$/.test(p)) n = parseInt(p.slice(1), 8);
    else if (/^(?:0|[1-9][0-9]{0,19})$/.test(p)) n = Number(p);
    else return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  let ip = 0;
  nums.forEach((n, i) => (ip += (n % 256) * 256 ** (3 - i)));
  return (ip + (last % 256 ** (4 - nums.length))) % 2 ** 32;
}

const INTERNAL_NAMES = /^(?:localhost|localhost\.localdomain|ip6-localhost|ip6-loopback|localtest\.me|broadcasthost|kubernetes(?:\.default(?:\.svc(?:\.cluster\.local)?)?)?|metadata|metadata\.google\.internal|metadata\.goog|metadata\.tencentyun\.com|instance-data(?:\.ec2\.internal)?|host\.docker\.internal|gateway\.docker\.internal)$/;
const METADATA_NAME = /^[a-z0-9-]{1,40}-metadata(?:\.[a-z0-9.-]{1,80})?$|^metadata\.[a-z0-9-]{1,40}\.internal$/;
const SINGLE_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A single-label name (`redis`, `vault`) resolves through the resolver's search domains, so a
 * fetch of it reaches inside the network. Judged only for a URL's own host: other parsers' idea
 * of the host (fragments, userinfo) is too often a plain word.
 */
export function isSingleLabelName(host: string): boolean {
  const h = host.replace(/\.$/, "");
  return SINGLE_LABEL.test(h) && parseIPv4Wrapping(h) === null;
}
// Names only internal resolvers answer: mDNS and RFC 8375 homes, Kubernetes services (also the
// short `name.namespace.svc` form), Consul's service discovery, and the suffixes companies use.
// None is a delegated public top-level domain.
const INTERNAL_SUFFIX = /\.(?:localhost|localdomain|local|internal|intranet|corp|lan|home\.arpa|svc|svc\.cluster\.local|cluster\.local|consul)$/;
/**
 * Names cloud providers publish for endpoints inside a private network, whose records hold
 * private addresses: AWS internal load balancers (`internal-<name>-<id>.<region>.elb…`, never the
 * public `<name>-<id>.…` form) and interface endpoints (`vpce-<id>….vpce.amazonaws.com`), Azure's
 * VM names (`*.internal.cloudapp.net`) and Private Link zones (`*.privatelink.<Azure service>`,
 * which answer the private endpoint's address inside the network).
 */
const CLOUD_PRIVATE_NAME = /^(?:dualstack\.)?internal-[a-z0-9-]{1,80}\.(?:[a-z]{2}(?:-gov)?-[a-z]+-\d\.elb|elb\.[a-z]{2}(?:-gov)?-[a-z]+-\d)\.amazonaws\.com(?:\.cn)?$|(?:^|\.)vpce-[0-9a-f]{8,17}(?:-[a-z0-9]{1,20}){0,3}\.(?:[a-z0-9-]{1,63}\.){1,4}vpce\.amazonaws\.com(?:\.cn)?$|\.internal\.cloudapp\.net$|(?:^|\.)privatelink\.(?:[a-z0-9-]{1,63}\.){0,4}(?:windows\.net|azure\.net|azure\.com|azure\.us|azure\.cn|azurecr\.io|azmk8s\.io|azconfig\.io|azurewebsites\.net|azure-api\.net|azure-automation\.net|azure-devices\.net|azureml\.ms|azuresynapse\.net|azurehdinsight\.net|azuredatabricks\.net|azurestaticapps\.net|chinacloudapi\.cn|usgovcloudapi\.net)$/;
/** Only these words start a CLOUD_PRIVATE_NAME, so other names skip the pattern. */
function mayBeCloudPrivate(h: string): boolean {
  return h.includes("internal") || h.includes("vpce-") || h.includes("privatelink.");
}
const REBIND = /(?:^|\.)(?:nip\.io|xip\.io|sslip\.io|xip\.name|nip\.direct|localtest\.me|lvh\.me|vcap\.me|traefik\.me|1u\.ms|rbndr\.us|rebind\.it|dod\.network|burpcollaborator\.net|oastify\.com|localh\.st|fbi\.com|customer\.app|127\.0\.0\.1\.nip\.io)$/;

/**
 * Wildcard DNS services answer with the address written in the name (`10.0.0.1.nip.io`,
 * `app-10-0-0-1.sslip.io`, hex `0a000001.nip.io`, sslip's IPv6 `--1.sslip.io`); rebinding
 * services alternate between two written there (`7f000001.c0a80001.rbndr.us`,
 * `make-1.2.3.4-rebind-127.0.0.1-rr.1u.ms`). Services that always answer loopback are not here.
 */
const ADDRESS_IN_NAME = /(?:^|\.)(?:nip\.io|xip\.io|sslip\.io|xip\.name|nip\.direct|traefik\.me|rbndr\.us|1u\.ms|rebind\.it)$/;
const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|0{0,2}\d|0?[1-9]\d)$/;

/**
 * The class of the addresses such a name spells (any of them not public wins: a rebinding name
 * lands on each in turn), or null when it spells none and only the service itself is known.
 */
function embeddedAddressClass(prefix: string): AddrClass | null {
  const found: AddrClass[] = [];
  const t = prefix.split(/[.-]/);
  for (let i = 0; i + 4 <= t.length; i++)
    if (OCTET.test(t[i] as string) && OCTET.test(t[i + 1] as string) && OCTET.test(t[i + 2] as string) && OCTET.test(t[i + 3] as string))
      found.push(classifyIPv4(Number(t[i]) * 16777216 + Number(t[i + 1]) * 65536 + Number(t[i + 2]) * 256 + Number(t[i + 3])));
  for (const x of t) if (x.length === 8 && /^[0-9a-f]{8}$/.test(x)) found.push(classifyIPv4(parseInt(x, 16)));
  for (const label of prefix.split(".")) {
    if (!label.includes("-") || !/^[0-9a-f-]{2,45}$/.test(label)) continue;
    const g = parseIPv6(label.replace(/-/g, ":"));
    if (g !== null) found.push(classifyIPv6(g));
  }
  return found.length === 0 ? null : (found.find((c) => c !== "public") ?? "public");
}

export interface HostVerdict {
  cls: AddrClass | "internal-name" | "rebind" | null;
  /** How the host was written, for previews and rule ids. */
  form: "name" | "ipv4" | "ipv4-obfuscated" | "ipv6";
}

/**
 * True when every character could belong to a decimal, octal or hex IPv4 spelling: the IPv4
 * parsers accept nothing else, so names (almost every host) skip them.
 */
function ipv4Alphabet(h: string): boolean {
  for (let i = 0; i < h.length; i++) {
    const c = h.charCodeAt(i) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || c === 0x78 || c === 0x2e)) return false;
  }
  return true;
}

/** Classifies a URL host (already lowercased; brackets removed for IPv6). */
export function classifyHost(host: string): HostVerdict {
  const h = host.replace(/\.$/, "");
  if (h.includes(":")) {
    const g = parseIPv6(h);
    return g === null ? { cls: null, form: "name" } : { cls: classifyIPv6(g), form: "ipv6" };
  }
  if (ipv4Alphabet(h)) {
    const v4 = parseIPv4(h);
    if (v4 !== null) {
      const canonical = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(h);
      return { cls: classifyIPv4(v4), form: canonical ? "ipv4" : "ipv4-obfuscated" };
    }
    const wrapped = parseIPv4Wrapping(h);
    if (wrapped !== null) return { cls: classifyIPv4(wrapped), form: "ipv4-obfuscated" };
  }
  if (INTERNAL_NAMES.test(h) || INTERNAL_SUFFIX.test(h) || METADATA_NAME.test(h)) return { cls: "internal-name", form: "name" };
  if (mayBeCloudPrivate(h) && CLOUD_PRIVATE_NAME.test(h)) return { cls: "internal-name", form: "name" };
  if (REBIND.test(h)) {
    // Where the request lands is the address the name spells: a public one is no SSRF.
    const svc = ADDRESS_IN_NAME.exec(h);
    if (svc !== null && embeddedAddressClass(h.slice(0, svc.index)) === "public") return { cls: "public", form: "name" };
    return { cls: "rebind", form: "name" };
  }
  return { cls: null, form: "name" };
}
