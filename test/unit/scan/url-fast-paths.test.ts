// The URL detectors' fast paths against the straightforward code they replaced, kept here
// verbatim as the reference: the brand matcher's candidate index against the brand-by-brand loop,
// the ASCII skeleton against the chained replaces, the single PSL walk against two, the
// colon-anchored URL search against the plain regex loop. Every host label and URL of the
// development corpus (all classes and more/) and generated look-alikes (homoglyphs, punycode,
// typos at one and two edits, hyphenated combinations) must give identical answers.
import { describe, expect, it } from "vitest";
import { parse } from "tldts";
import { corpusAvailable, corpusDir, loadCorpus } from "../../../bench/corpus";
import { BRANDS, BRAND_INDEX, editDistance, matchBrand, type BrandMatch, type BrandMatchKind } from "../../../src/scan/urlintel/brands";
import { punycodeDecode, skeleton, unicodeLabel } from "../../../src/scan/urlintel/confusables";
import { hostInfo, type HostInfo } from "../../../src/scan/urlintel/registrable";
import { WordStarts } from "../../../src/scan/urlintel/trigrams";
import { extractUrls, type UrlCandidate } from "../../../src/scan/urls";
import { classifyHost, parseIPv4, parseIPv4Wrapping, parseIPv6, classifyIPv4, classifyIPv6, type HostVerdict } from "../../../src/scan/net";
import { hash64, hash64Into } from "../../../src/feeds/hash";
import { abusedHosting, botnetPayloadName, brandDomainPrefixOf, brandInPath, cryptoGiveaway, cryptoTopic, LIST_CDN, LIST_DYNAMIC_DNS, LIST_FREE_HOSTING, listsAbove, lureCount } from "../../../src/scan/detectors/known-bad-url";
import { ownedBy } from "../../../src/scan/urlintel/brands";
import { ABUSED_HOSTING, CDN_INFRA, CRYPTO_WORDS, DYNAMIC_DNS, FREE_HOSTING, GIVEAWAY_WORDS, LURE_WORDS } from "../../../src/scan/rules/known-bad-url.data";

// ---- Reference implementations (the code before the fast paths) ----

const HOMOGLYPH_SAMPLE: Record<string, string> = { "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "і": "i", "ӏ": "l", "ο": "o", "α": "a", "ı": "i" };

function refSkeleton(label: string): string {
  // Non-ASCII labels take the same code path as before (skeletonUnicode is the old body), so the
  // reference only differs from the new function on ASCII input.
  if (/[^\x00-\x7f]/.test(label)) return skeleton(label);
  let s = "";
  for (const ch of label.normalize("NFKD")) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0x300 && cp <= 0x36f) continue;
    s += ch;
  }
  return s.replace(/rn/g, "m").replace(/vv/g, "w").replace(/[0]/g, "o").replace(/[1i|!]/g, "l");
}

function refEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n] as number;
}

function refAllowedEdits(token: string): number {
  return token.length >= 11 ? 2 : token.length >= 6 ? 1 : 0;
}

function refContainsNear(hay: string, needle: string, k: number): boolean {
  if (hay.length < needle.length + 2) return false;
  for (let len = needle.length - k; len <= needle.length + k; len++) {
    for (let i = 0; i + len <= hay.length; i++) {
      if (hay.charCodeAt(i) !== needle.charCodeAt(0) && hay.charCodeAt(i + len - 1) !== needle.charCodeAt(needle.length - 1)) continue;
      if (refEditDistance(hay.slice(i, i + len), needle, k) <= k) return true;
    }
  }
  return false;
}

function refMatchBrand(label: string): BrandMatch | null {
  if (label.length < 3) return null;
  const skel = refSkeleton(label);
  const flat = label.replace(/-/g, "");
  const flatSkel = skel.replace(/-/g, "");
  const parts = label.includes("-") ? label.split("-").filter((p) => p.length >= 3) : [];
  let best: BrandMatch | null = null;
  const rank: Record<BrandMatchKind, number> = { exact: 4, homoglyph: 3, typo: 2, contains: 1 };
  const consider = (m: BrandMatch): void => {
    if (best === null || rank[m.kind] > rank[best.kind] || (rank[m.kind] === rank[best.kind] && !m.brand.generic && best.brand.generic === true)) best = m;
  };
  const pieces = [label, flat, ...parts];
  const pieceSkels = [skel, flatSkel, ...parts.map(refSkeleton)];
  for (const brand of BRANDS) {
    const bs = refSkeleton(brand.token);
    const t = brand.token;
    if (label === t || flat === t) { consider({ brand, kind: "exact" }); continue; }
    if (pieces.some((p) => p === t)) { consider({ brand, kind: "contains" }); continue; }
    if (!label.includes("-") && label.includes(t) && label.length - t.length <= 2 && t.length >= 6) {
      if (brand.generic !== true && brand.words?.some((w) => flat.includes(w)) !== true) consider({ brand, kind: "typo" });
      continue;
    }
    if (brand.words?.some((w) => flat.includes(w)) === true) continue;
    if (t.length >= 4 && pieceSkels.some((p) => p === bs)) { consider({ brand, kind: pieces.some((p) => p.includes(t)) ? "contains" : "homoglyph" }); continue; }
    const k = brand.generic === true ? 0 : refAllowedEdits(t);
    if (k > 0 && pieceSkels.some((p) => refEditDistance(p, bs, k) <= k) && !pieces.some((p) => p.includes(t))) { consider({ brand, kind: "typo" }); continue; }
    if (t.length >= 5 && (flat.includes(t) || flatSkel.includes(bs))) consider({ brand, kind: "contains" });
    else if (t.length >= 9 && k > 0 && refContainsNear(flatSkel, bs, 1)) consider({ brand, kind: "typo" });
  }
  return best;
}

function refHostInfo(hostIn: string): HostInfo {
  const host = hostIn.toLowerCase().replace(/\.$/, "");
  const icann = parse(host, { allowPrivateDomains: false, extractHostname: false, validateHostname: false });
  const priv = parse(host, { allowPrivateDomains: true, extractHostname: false, validateHostname: false });
  const isPrivate = priv.isPrivate === true && priv.domain !== null;
  const sub = (isPrivate ? priv.subdomain : icann.subdomain) ?? "";
  return {
    host,
    registrable: icann.domain,
    owner: isPrivate ? priv.domain : icann.domain,
    ownerLabel: (isPrivate ? priv.domainWithoutSuffix : icann.domainWithoutSuffix) ?? "",
    suffix: icann.publicSuffix ?? "",
    privateSuffix: isPrivate ? priv.publicSuffix : null,
    subLabels: sub === "" ? [] : sub.split("."),
  };
}

const INTERNAL_NAMES = /^(?:localhost|localhost\.localdomain|ip6-localhost|ip6-loopback|localtest\.me|broadcasthost|kubernetes(?:\.default(?:\.svc(?:\.cluster\.local)?)?)?|metadata|metadata\.google\.internal|metadata\.goog|instance-data(?:\.ec2\.internal)?|host\.docker\.internal|gateway\.docker\.internal)$/;
const METADATA_NAME = /^[a-z0-9-]{1,40}-metadata(?:\.[a-z0-9.-]{1,80})?$|^metadata\.[a-z0-9-]{1,40}\.internal$/;
const INTERNAL_SUFFIX = /\.(?:localhost|localdomain|local|internal|intranet|corp|lan|home\.arpa|svc|svc\.cluster\.local|cluster\.local|consul)$/;
const REBIND = /(?:^|\.)(?:nip\.io|xip\.io|sslip\.io|xip\.name|nip\.direct|localtest\.me|lvh\.me|vcap\.me|traefik\.me|1u\.ms|rbndr\.us|rebind\.it|dod\.network|burpcollaborator\.net|oastify\.com|localh\.st|fbi\.com|customer\.app|127\.0\.0\.1\.nip\.io)$/;

function refClassifyHost(host: string): HostVerdict {
  const h = host.replace(/\.$/, "");
  if (h.includes(":")) {
    const g = parseIPv6(h);
    return g === null ? { cls: null, form: "name" } : { cls: classifyIPv6(g), form: "ipv6" };
  }
  const v4 = parseIPv4(h);
  if (v4 !== null) {
    const canonical = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(h);
    return { cls: classifyIPv4(v4), form: canonical ? "ipv4" : "ipv4-obfuscated" };
  }
  const wrapped = parseIPv4Wrapping(h);
  if (wrapped !== null) return { cls: classifyIPv4(wrapped), form: "ipv4-obfuscated" };
  if (INTERNAL_NAMES.test(h) || INTERNAL_SUFFIX.test(h) || METADATA_NAME.test(h)) return { cls: "internal-name", form: "name" };
  if (REBIND.test(h)) return { cls: "rebind", form: "name" };
  return { cls: null, form: "name" };
}

const URL_RE = /\b([a-zA-Z][a-zA-Z0-9+.-]{0,15}):(\/\/|\/|\\)[^\s"'<>`]{0,2048}/g;
const SCHEME_ONLY_RE = /\b(jar(?=:[a-zA-Z][a-zA-Z0-9+.-]{0,15}:)|file(?=:(?:[a-z]:)?[^\s"'<>`\\/:]{0,64}?(?:[\\/]|%2f|%5c))):[^\s"'<>`]{0,2048}/gi;

function refSplitHostPort(hp: string): { host: string; port: string } {
  if (hp.startsWith("[")) {
    const close = hp.indexOf("]");
    if (close > 0) return { host: hp.slice(1, close), port: hp.slice(close + 2) };
    return { host: hp.slice(1), port: "" };
  }
  const colon = hp.indexOf(":");
  return colon >= 0 ? { host: hp.slice(0, colon), port: hp.slice(colon + 1) } : { host: hp, port: "" };
}

function refParseCandidate(raw: string, start: number, scheme: string): UrlCandidate {
  let rest = raw.slice(scheme.length + 1).replace(/^[\\/]{1,8}/, "");
  const inner = /^[a-zA-Z][a-zA-Z0-9+.-]{0,15}:\/\/?/.exec(rest);
  if (inner !== null && (scheme.toLowerCase() === "jar" || scheme.toLowerCase() === "view-source")) rest = rest.slice(inner[0].length);
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
  const { host, port } = refSplitHostPort(bs >= 0 ? hostPort.slice(0, bs) : hostPort);
  const altHosts: string[] = [];
  for (const piece of authority.split(/[@\\]/)) {
    const h = refSplitHostPort(piece).host.toLowerCase();
    if (h.length > 0 && h !== host.toLowerCase()) altHosts.push(h);
  }
  const hashHost = /#[\\/]?@([A-Za-z0-9.[\]:-]{1,253})/.exec(rest);
  if (hashHost?.[1] !== undefined) altHosts.push(refSplitHostPort(hashHost[1]).host.toLowerCase());
  return { start, end: start + raw.length, scheme: scheme.toLowerCase(), raw, host: host.toLowerCase(), altHosts, port, path, hasUserinfo: at >= 0 };
}

function refExtractUrls(text: string): UrlCandidate[] {
  const out: UrlCandidate[] = [];
  const seen = new Set<number>();
  if (text.includes(":")) {
    URL_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = URL_RE.exec(text)) !== null && out.length < 256) {
      const raw = m[0].replace(/[),.;:!?\]}]{1,4}$/, "");
      seen.add(m.index);
      out.push(refParseCandidate(raw, m.index, m[1] as string));
      URL_RE.lastIndex = m.index + (m[1] as string).length + 1;
    }
    SCHEME_ONLY_RE.lastIndex = 0;
    while ((m = SCHEME_ONLY_RE.exec(text)) !== null && out.length < 256) {
      if (seen.has(m.index)) continue;
      out.push(refParseCandidate(m[0], m.index, m[1] as string));
    }
  }
  return out;
}

const hostUnder = (host: string, domain: string): boolean =>
  host === domain || (host.length > domain.length && host.endsWith(domain) && host.charCodeAt(host.length - domain.length - 1) === 46);
function refInSet(host: string, set: ReadonlySet<string>): boolean {
  for (const d of set) if (hostUnder(host, d) && host !== d) return true;
  return false;
}
function refAbused(host: string, path: string): (typeof ABUSED_HOSTING)[number] | null {
  for (const a of ABUSED_HOSTING) if ((host === a.host || host.endsWith(`.${a.host}`)) && a.path.test(path)) return a;
  return null;
}
const REF_BOTNET = /(?:^|\/)(?:mozi\.[amt]|bins\.sh|[a-z0-9._-]{0,16}\.(?:arm[4-7]?|mips|mpsl|mipsel|x86(?:_64)?|i[3-6]86|m68k|ppc|sh4|spc|sparc|arc)|(?:arm[4-7]?|mips|mpsl|x86|i[3-6]86|m68k|ppc|sh4|sparc)(?:\.[a-z]{1,4})?|[a-z]{1,6}\.sh|\.i|\.m)$/i;
function refBrandInPath(path: string, host: string): boolean {
  const tokens = new Set(path.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t.length >= 5));
  return BRANDS.some((b) => b.generic !== true && b.token.length >= 5 && tokens.has(b.token) && !ownedBy(host, b));
}
function refBrandDomainPrefix(host: string, info: HostInfo): string | null {
  if (!BRANDS.some((b) => b.domains.some((d) => host.includes(d)))) return null;
  const limit = host.length - info.suffix.length - 1;
  for (const b of BRANDS) {
    if (ownedBy(host, b)) continue;
    for (const d of b.domains) {
      const i = host.indexOf(d);
      if (i < 0) continue;
      const before = i === 0 || host[i - 1] === ".";
      const after = host[i + d.length];
      if (before && (after === "." || after === "-") && i + d.length < limit) return b.token;
    }
  }
  return null;
}
const REF_LURE = new RegExp(`(?:${[...LURE_WORDS].sort((a, b) => b.length - a.length).join("|")})`, "g");
function refLureCount(label: string, brandToken = ""): number {
  const seen = new Set<string>();
  for (const m of label.matchAll(REF_LURE)) if (!brandToken.includes(m[0])) seen.add(m[0] === "sign-in" ? "signin" : m[0]);
  return seen.size;
}
function refCryptoTopic(label: string): boolean {
  for (const w of CRYPTO_WORDS) {
    if (w.length >= 4 ? label.includes(w) : label.split("-").some((p) => p === w || (p.length > w.length + 2 && (p.startsWith(w) || p.endsWith(w))))) return true;
  }
  return false;
}
const REF_GIVEAWAY = new RegExp(`(?:${[...GIVEAWAY_WORDS].sort((a, b) => b.length - a.length).join("|")})`, "g");
function refCryptoGiveaway(label: string): boolean {
  REF_GIVEAWAY.lastIndex = 0;
  if (!REF_GIVEAWAY.test(label)) return false;
  REF_GIVEAWAY.lastIndex = 0;
  return refCryptoTopic(label.replace(REF_GIVEAWAY, "-"));
}

// ---- Inputs ----

const show = (m: BrandMatch | null): string => (m === null ? "none" : `${m.brand.token}:${m.kind}`);

/** A deterministic generator, so a failure names a reproducible input. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789-";

/** Look-alikes of every brand token: homoglyphs, ASCII folds, typos at one and two edits, hyphenated and glued combinations. */
function generatedLabels(): string[] {
  const out = new Set<string>();
  const rand = rng(18);
  const edit = (s: string): string => {
    const i = Math.floor(rand() * (s.length + 1));
    const c = LETTERS[Math.floor(rand() * LETTERS.length)] as string;
    switch (Math.floor(rand() * 4)) {
      case 0: return s.slice(0, i) + c + s.slice(i);
      case 1: return s.slice(0, i) + s.slice(i + 1);
      case 2: return s.slice(0, i) + c + s.slice(i + 1);
      default: return i + 1 < s.length ? s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2) : s;
    }
  };
  for (const { token: t } of BRANDS) {
    out.add(t);
    for (let i = 0; i < t.length; i++) {
      out.add(t.slice(0, i) + t.slice(i + 1));
      if (i + 1 < t.length) out.add(t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2));
      for (const c of ["x", "e", "1", "0", "-"]) {
        out.add(t.slice(0, i) + c + t.slice(i + 1));
        out.add(t.slice(0, i) + c + t.slice(i));
      }
      const g = Object.entries(HOMOGLYPH_SAMPLE).find(([, latin]) => latin === t[i]);
      if (g !== undefined) out.add(t.slice(0, i) + g[0] + t.slice(i + 1));
    }
    out.add(t.replace(/o/g, "0").replace(/l/g, "1")).add(t.replace(/m/g, "rn")).add(t.replace(/w/g, "vv")).add(t.replace(/i/g, "!"));
    for (let j = 0; j < 12; j++) out.add(edit(edit(t)));
    for (const w of ["login", "secure", "wallet", "support", "x", "io", "verify-account"]) {
      out.add(`${t}-${w}`).add(`${w}-${t}`).add(`${t}${w}`).add(`${w}${t}`).add(`${w}-${edit(t)}`).add(`${edit(t)}${w}`).add(`${edit(edit(t))}-${w}`);
    }
    out.add(`${t}s`).add(`my${t}`).add(`${t.slice(0, 3)}-${t.slice(3)}`).add(`${t}-${t}`).add(`x${edit(t)}x-login`);
    for (const w of BRANDS[0]?.words ?? []) out.add(`${w}-${t}`);
  }
  for (const b of BRANDS) for (const w of b.words ?? []) out.add(w).add(`${w}s`).add(`${w}-${b.token}`);
  // Punycode labels, decoded the way the detector decodes them.
  for (const raw of ["xn--pypal-4ve", "xn--80ak6aa92e", "xn--gogle-jye", "xn--exmple-4nf", "xn--mller-kva", "xn--d1acpjx3f", "xn--coinbse-30c", "xn--metamsk-7ve"]) out.add(unicodeLabel(raw));
  for (const s of ["", "a", "ab", "---", "a-b-c", "rnrnrn", "vvvv", "1|!i0", "İstanbul", "Ⅿicrosoft", "ｐａｙｐａｌ", "pay\u0301pal", "ß-paypal"]) out.add(s);
  return [...out];
}

function corpusTexts(): string[] {
  return corpusAvailable() ? loadCorpus().map((r) => r.text) : [];
}

describe("URL fast paths = the code they replaced", () => {
  const texts = corpusTexts();
  if (texts.length === 0 && process.env.CI) throw new Error(`corpus missing at ${corpusDir()}`);

  const urls = texts.flatMap((t) => refExtractUrls(t));
  const hosts = new Set<string>();
  for (const u of urls) {
    hosts.add(u.host);
    for (const h of u.altHosts) hosts.add(h);
  }
  const labels = new Set<string>(generatedLabels());
  for (const h of hosts) {
    for (const l of h.split(".")) labels.add(l).add(unicodeLabel(l));
    const info = refHostInfo(h);
    labels.add(unicodeLabel(info.ownerLabel));
    for (const s of info.subLabels) labels.add(unicodeLabel(s));
  }
  for (const u of urls) if (u.hasUserinfo) labels.add((u.raw.split("@")[0] ?? "").replace(/^[a-z]+:\/*/i, "").toLowerCase().replace(/[._]/g, "-"));

  it("inputs are not vacuous", () => {
    expect(labels.size).toBeGreaterThan(10_000);
    if (texts.length > 0) expect(hosts.size).toBeGreaterThan(1000);
    // The generated look-alikes reach every kind of match.
    const kinds = new Set([...labels].map((l) => refMatchBrand(l)?.kind ?? "none"));
    expect([...kinds].sort()).toEqual(["contains", "exact", "homoglyph", "none", "typo"]);
  });

  it("matchBrand: same brand and kind on every label", () => {
    const diff: string[] = [];
    let i = 0;
    for (const l of labels) {
      if (show(matchBrand(l)) !== show(refMatchBrand(l))) diff.push(`label #${i}: ${show(matchBrand(l))} != ${show(refMatchBrand(l))}`);
      i++;
    }
    // Positions and brand names only: never corpus text.
    expect(diff.slice(0, 10)).toEqual([]);
  });

  it("skeleton and editDistance: same values", () => {
    const brandSkels = BRAND_INDEX.map((b) => b.skel);
    const diff: string[] = [];
    for (const l of labels) {
      const s = skeleton(l);
      if (s !== refSkeleton(l)) diff.push(`skeleton #${diff.length}`);
      for (let i = 0; i < brandSkels.length; i += 7) {
        for (const k of [1, 2]) if (editDistance(s, brandSkels[i] as string, k) !== refEditDistance(s, brandSkels[i] as string, k)) diff.push(`editDistance vs ${brandSkels[i]} k=${k}`);
      }
    }
    expect(diff.slice(0, 10)).toEqual([]);
    expect(refSkeleton("rnvv0i1|!x")).toBe("mwollllx");
  });

  it("hostInfo: one PSL walk gives what two gave", () => {
    const extra = [
      "www.ck", "a.www.ck", "x.y.kawasaki.jp", "city.kawasaki.jp", "a.b.github.io", "github.io", "foo.blogspot.com", "x.appspot.com", "a.b.s3.amazonaws.com",
      "co.uk", "a.co.uk", "a.b.c.d.e.f.g", "foo.com.", "x.compute.amazonaws.com", "a.netlify.app", "b.pages.dev", "foo.ar.com", "x.us.com", "a.gov.uk",
      "a.blogspot.co.uk", "xn--80ak6aa92e.com", "example.xn--p1ai", "a.b.c.uk.com", "x.com.de", "a.b.edu", "localhost", "a.local", "foo", "", ".", "203.0.113.9",
    ];
    const diff = [...hosts, ...extra].filter((h) => JSON.stringify(hostInfo(h)) !== JSON.stringify(refHostInfo(h)));
    expect(diff.length).toBe(0);
  });

  it("classifyHost: the IPv4 alphabet gate skips only what the IPv4 parsers reject", () => {
    const rand = rng(4);
    const gen: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let s = "";
      const n = 1 + Math.floor(rand() * 14);
      for (let j = 0; j < n; j++) s += "0123456789abcdefxXABCDEF.g:[]\u0660\u00bd"[Math.floor(rand() * 27)];
      gen.push(s);
    }
    const all = [...hosts, ...gen, "127.0.0.1", "0x7f.1", "017700000001", "4294967297", "127.0.0.257", "0xg.1", "1.2.3.4.", "ⅰ.2.3.4"];
    const diff = all.filter((h) => JSON.stringify(classifyHost(h)) !== JSON.stringify(refClassifyHost(h)));
    expect(diff.length).toBe(0);
    expect(all.filter((h) => refClassifyHost(h).form === "ipv4-obfuscated").length).toBeGreaterThan(100);
  });

  it("known-bad-URL helpers: host lists, file-drop hosts, botnet names, path brands, lure and crypto words", () => {
    const lists = [CDN_INFRA, DYNAMIC_DNS, FREE_HOSTING];
    const bits = [LIST_CDN, LIST_DYNAMIC_DNS, LIST_FREE_HOSTING];
    const brandHosts = BRANDS.flatMap((b) => b.domains.flatMap((d) => [`${d}.evil.net`, `www.${d}-login.xyz`, `x${d}.${d}.a.net`, `login.${d}.session-check.ru`, `${d}.co.uk`, `a.${d}`]));
    const extraHosts = [...lists.flatMap((l) => [...l].flatMap((d) => [d, `x.${d}`, `a.b.${d}`, `x${d}`])), ...ABUSED_HOSTING.flatMap((a) => [a.host, `cdn.${a.host}`, `x${a.host}`])];
    const diff: string[] = [];
    // The helper's name only in a failure: the inputs come from the corpus.
    const check = (what: string, a: unknown, b: unknown): void => {
      if (a !== b) diff.push(what.split(" ")[0] as string);
    };
    for (const h of [...hosts, ...extraHosts]) lists.forEach((l, i) => check(`list ${h}`, (listsAbove(h) & (bits[i] as number)) !== 0, refInSet(h, l)));
    for (const h of [...hosts, ...brandHosts]) {
      const info = refHostInfo(h);
      check(`prefix ${h}`, brandDomainPrefixOf(info.host, info)?.token ?? null, refBrandDomainPrefix(info.host, info));
    }
    expect(brandHosts.filter((h) => refBrandDomainPrefix(h, refHostInfo(h)) !== null).length).toBeGreaterThan(500);
    const paths = urls.map((u) => u.path);
    paths.push("/releases/download/v1/x.zip", "/a/b/raw/x.exe?raw=true", "/download?x", "/uc?export=download", "/attachments/1/2/x.exe", "/r/abc", "/raw/x", "/x.exe", "/files/download?id=1");
    const abusedHosts = [...hosts, ...ABUSED_HOSTING.flatMap((a) => [a.host, `x.${a.host}`, `www.${a.host}`])];
    const step = Math.max(1, Math.ceil(paths.length / 30));
    for (const h of abusedHosts) for (let i = 0; i < paths.length; i += step) check(`abused ${h} ${paths[i]}`, abusedHosting(h, paths[i] as string), refAbused(h, paths[i] as string));
    for (const h of ABUSED_HOSTING.flatMap((a) => [a.host, `x.${a.host}`])) for (const p of paths) check(`abused ${h} ${p}`, abusedHosting(h, p), refAbused(h, p));
    const names = ["mozi.m", "bins.sh", "x.arm7", "arm7", "mips.x", "a.sh", ".i", ".m", "x/.i", "a/b/x86_64", "sparc.abc", "x.mpsl/", "/x.arm", "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.arm", "MOZI.A", "x/y/z"];
    for (const p of [...paths, ...names, ...names.map((n) => `/dl/${n}`)]) {
      const q = p.split(/[?#]/)[0] ?? "";
      check(`botnet ${q}`, botnetPayloadName(q), REF_BOTNET.test(q));
    }
    const brandPaths = BRANDS.flatMap((b) => [`/${b.token}/login`, `/x-${b.token.toUpperCase()}_y`, `/${b.token}s`, `/a${b.token}`]);
    // Each URL's own host and path, and every brand word on a few hosts.
    for (const u of urls) if (u.path.length > 1) check(`path ${u.host} ${u.path}`, brandInPath(u.path.toLowerCase(), u.host), refBrandInPath(u.path, u.host));
    for (const p of brandPaths) for (const h of ["example.com", "paypal.com", "login.microsoftonline.com", "www.github.com"]) check(`path ${h} ${p}`, brandInPath(p.toLowerCase(), h), refBrandInPath(p, h));
    const words = [...LURE_WORDS, ...CRYPTO_WORDS, ...GIVEAWAY_WORDS];
    const wordLabels = [...labels, ...words.flatMap((w) => [w, `x${w}`, `${w}-btc`, `eth-${w}`, `${w}s`, `my-${w}-app`])];
    for (const l of wordLabels) {
      check(`lures ${l}`, lureCount(l), refLureCount(l));
      check(`lures/brand ${l}`, lureCount(l, "myetherwallet"), refLureCount(l, "myetherwallet"));
      check(`crypto ${l}`, cryptoTopic(l), refCryptoTopic(l));
      check(`giveaway ${l}`, cryptoGiveaway(l), refCryptoGiveaway(l));
    }
    expect(diff.slice(0, 10)).toEqual([]);
    // Not vacuous: the inputs reach the positive side of every helper.
    expect(abusedHosts.some((h) => paths.some((p) => refAbused(h, p) !== null))).toBe(true);
    expect(wordLabels.filter((l) => refCryptoGiveaway(l)).length).toBeGreaterThan(10);
  });

  it("extractUrls and parseCandidate: the colon-anchored search finds the same candidates", () => {
    const diff: string[] = [];
    texts.forEach((t, i) => {
      if (JSON.stringify(extractUrls(t)) !== JSON.stringify(refExtractUrls(t))) diff.push(`record #${i}`);
    });
    expect(diff.slice(0, 10)).toEqual([]);
    const rand = rng(7);
    const pieces = ["http", "https", "://", ":/", ":\\", ":", "file:", "jar:", "JAR:", "view-source:", "jar:http://", "@", "\\", "#\\@", "[::1]", ":8080", "x", "ab1+.-", "a".repeat(15), "a".repeat(17), " ", "_", "/", "\\", "é", "0", "gopher:", "=", "@", "#"];
    for (let i = 0; i < 5000; i++) {
      let s = "";
      const n = 1 + Math.floor(rand() * 12);
      for (let j = 0; j < n; j++) s += pieces[Math.floor(rand() * pieces.length)];
      if (JSON.stringify(extractUrls(s)) !== JSON.stringify(refExtractUrls(s))) diff.push(s);
    }
    expect(diff.slice(0, 10)).toEqual([]);
    const many = Array.from({ length: 300 }, (_, i) => `http://h${i}.example/ file:/x${i}`).join(" ");
    expect(extractUrls(many)).toEqual(refExtractUrls(many));
  });
});

describe("small exact helpers", () => {
  it("hash64Into equals hash64 of the joined string", () => {
    const out = new Uint32Array(2);
    for (const [p, s] of [["h\u0000", "example.com"], ["", ""], ["a\u0000", "é🙂x"], ["u\u0000", "x".repeat(300)]] as const) {
      hash64Into(p, s, out);
      expect([out[0], out[1]]).toEqual(hash64(p + s));
    }
  });
  it("WordStarts never rules out a string that contains a word", () => {
    const words = ["login", "btc", "eth", "sign-in", "wallet"];
    const ws = new WordStarts(words);
    for (const s of ["xlogin", "a-btc", "eth", "my-sign-in-x", "walletconnect"]) expect(ws.mayContain(s), s).toBe(true);
    expect(ws.mayContain("example")).toBe(false);
    expect(new WordStarts(["ab"]).mayContain("zzz")).toBe(true);
  });
  it("punycode labels still decode", () => {
    expect(punycodeDecode("pypal-4ve")).toBe("pаypal");
  });
});
