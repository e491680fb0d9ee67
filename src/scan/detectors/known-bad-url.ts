// Known-bad URLs without a feed: structural signals that malware and phishing URLs share.
// Malware delivery (raw IP hosts, payload file names, botnet loader names, abused file-drop
// hosting) is scored per signal as before. Phishing signals (brand look-alikes, confusable and
// mixed-script hosts, deceptive user-info, throwaway hosting, lure words, harvest paths) are
// combined per URL into one calibrated confidence:
//
//   confidence = 1 - Π(1 - w_i)   over the URL's signals (weights in rules/known-bad-url.data.ts)
//
// with three tiers: strong signals (≥ 0.6) flag alone, moderate ones (0.35–0.55) need one weak
// companion, weak ones (≤ 0.3) need two or three. A URL below 0.5 reports under the single rule id
// `kbu.weak-signals`, so weak evidence from many different links never adds up across a page
// (the class score counts each rule id once). Shortener-only evidence is capped below malicious.
import { classifyHost, type HostVerdict } from "../net";
import type { UrlCandidate } from "../urls";
import type { RawFinding } from "./finding";
import {
  ABUSED_HOSTING, CDN_INFRA, CRYPTO_WORDS, GIVEAWAY_WORDS, DYNAMIC_DNS, FREE_HOSTING, FREE_TLDS, HARVEST_PATH, HEURISTIC_WEIGHT, LURE_WORDS, NOTORIOUS_HOSTS, RISKY_TLDS, SHORTENERS,
} from "../rules/known-bad-url.data";
import { hostInfo, type HostInfo } from "../urlintel/registrable";
import { scriptsOf, unicodeLabel, wholeScriptConfusable } from "../urlintel/confusables";
import { BRANDS, isOwnLabel, matchBrand, ownedBy, ownedByAnyBrand, type Brand, type BrandMatch } from "../urlintel/brands";
import { WordStarts } from "../urlintel/trigrams";

const PAYLOAD_EXT = /\.(?:exe|scr|pif|bat|cmd|ps1|vbs|vbe|jse|wsf|hta|msi|msix|dll|lnk|jar|apk|elf|bin|sh|sys|dmg|iso|vhdx?|xll|docm|xlsm|pptm)(?:$|[?#/])/i;
const ARCHIVE_EXT = /\.(?:zip|rar|7z|tar|tgz|gz|cab|ace|arj|lzh|xz|bz2)(?:$|[?#/])/i;
// Matched against the last path segment: no alternative contains a slash.
const BOTNET_NAME = /^(?:mozi\.[amt]|bins\.sh|[a-z0-9._-]{0,16}\.(?:arm[4-7]?|mips|mpsl|mipsel|x86(?:_64)?|i[3-6]86|m68k|ppc|sh4|spc|sparc|arc)|(?:arm[4-7]?|mips|mpsl|x86|i[3-6]86|m68k|ppc|sh4|sparc)(?:\.[a-z]{1,4})?|[a-z]{1,6}\.sh|\.i|\.m)$/i;
// Includes WordPress directories: archives and executables there usually mean a compromised site.
const DOWNLOAD_PATH = /\/(?:releases\/download|downloads?|uploads?|uploadfile|files?|attachments?|dl|payload|bin|raw|soft|wp-content|wp-includes|wp-admin)\//i;

/** The ids of this module's rules (the feed-free heuristics), for "heuristics alone" measurements. */
export const HEURISTIC_RULE_IDS: ReadonlySet<string> = new Set([
  "kbu.ip-literal-host", "kbu.ip-host-odd-port", "kbu.botnet-payload-name", "kbu.executable-payload", "kbu.archive-download", "kbu.abused-file-hosting",
  "kbu.weak-signals", "kbu.plain-http", "kbu.javascript-url", "kbu.data-url-document", ...Object.keys(HEURISTIC_WEIGHT),
]);

export interface Signal { id: string; w: number }

const W = (id: string, scale = 1): Signal => ({ id, w: (HEURISTIC_WEIGHT[id] ?? 0) * scale });
const LURE_RE = new RegExp(`(?:${[...LURE_WORDS].sort((a, b) => b.length - a.length).join("|")})`);

/** Bits of the host lists (CDN infrastructure, dynamic DNS, free hosting) by domain. */
export const LIST_CDN = 1, LIST_DYNAMIC_DNS = 2, LIST_FREE_HOSTING = 4;
const LISTS_OF = new Map<string, number>();
for (const [set, bit] of [[CDN_INFRA, LIST_CDN], [DYNAMIC_DNS, LIST_DYNAMIC_DNS], [FREE_HOSTING, LIST_FREE_HOSTING]] as const) {
  for (const d of set) LISTS_OF.set(d, (LISTS_OF.get(d) ?? 0) | bit);
}

/**
 * The lists with a domain the host is strictly below: one lookup per parent domain of the host
 * for all three lists (exported for the fast-path equivalence test, as are the helpers below).
 */
export function listsAbove(host: string): number {
  let bits = 0;
  for (let i = host.indexOf("."); i >= 0; i = host.indexOf(".", i + 1)) bits |= LISTS_OF.get(host.slice(i + 1)) ?? 0;
  return bits;
}

/** Distinct lure words in a label (matched as substrings, longest first, without overlap). */
export function lureCount(label: string, brandToken = ""): number {
  if (!LURE_STARTS.mayContain(label)) return 0;
  const seen = new Set<string>();
  // Words that are part of the brand's own name (myetherWALLET) are not lures.
  for (const m of label.matchAll(LURE_RE_G)) if (!brandToken.includes(m[0])) seen.add(m[0] === "sign-in" ? "signin" : m[0]);
  return seen.size;
}

const LURE_RE_G = new RegExp(LURE_RE.source, "g");
const LURE_STARTS = new WordStarts(LURE_WORDS);
const GIVEAWAY_STARTS = new WordStarts(GIVEAWAY_WORDS);
const CRYPTO_STARTS = new WordStarts(CRYPTO_WORDS);
const GIVEAWAY_RE = new RegExp(`(?:${[...GIVEAWAY_WORDS].sort((a, b) => b.length - a.length).join("|")})`, "g");

/** Crypto vocabulary in a label; three-letter tickers only as a whole hyphen part or at an end (not "method"). */
export function cryptoTopic(label: string): boolean {
  if (!CRYPTO_STARTS.mayContain(label)) return false;
  for (const w of CRYPTO_LONG) if (label.includes(w)) return true;
  for (const p of label.split("-")) {
    for (const w of CRYPTO_SHORT) if (p === w || (p.length > w.length + 2 && (p.startsWith(w) || p.endsWith(w)))) return true;
  }
  return false;
}
const CRYPTO_LONG = CRYPTO_WORDS.filter((w) => w.length >= 4);
const CRYPTO_SHORT = CRYPTO_WORDS.filter((w) => w.length < 4);

/** A giveaway lure and crypto vocabulary side by side in one label (ethbonus, claim-btc-gift). */
export function cryptoGiveaway(label: string): boolean {
  if (!GIVEAWAY_STARTS.mayContain(label)) return false;
  GIVEAWAY_RE.lastIndex = 0;
  if (!GIVEAWAY_RE.test(label)) return false;
  GIVEAWAY_RE.lastIndex = 0;
  return cryptoTopic(label.replace(GIVEAWAY_RE, "-"));
}

// Per-scan memo of the host-only brand work (a page links the same hosts again and again): set
// by detectKnownBadUrls for the duration of one call, so nothing carries over between scans.
let memo: { label: Map<string, BrandMatch | null>; prefix: Map<string, Brand | null>; host: Map<string, HostInfo> } | null = null;

function infoOf(host: string): HostInfo {
  if (memo === null) return hostInfo(host);
  let i = memo.host.get(host);
  if (i === undefined) {
    i = hostInfo(host);
    memo.host.set(host, i);
  }
  return i;
}

/** Country-code top-level domains are exactly the two-letter ones (`cn` of `com.cn`, `uk` of `co.uk`). */
const COUNTRY_TLD = /^[a-z]{2}$/;

function brandOf(label: string): BrandMatch | null {
  if (memo === null) return matchBrand(label);
  let m = memo.label.get(label);
  if (m === undefined) {
    m = matchBrand(label);
    memo.label.set(label, m);
  }
  return m;
}

function brandDomainPrefix(host: string, info: HostInfo): Brand | null {
  if (memo === null) return brandDomainPrefixOf(host, info);
  let b = memo.prefix.get(host);
  if (b === undefined) {
    b = brandDomainPrefixOf(host, info);
    memo.prefix.set(host, b);
  }
  return b;
}

// Brands by the first label of each of their domains. A brand domain can only count where it
// starts a label of the host (see below), and then that label is the domain's first label: the
// host's labels name every brand that can qualify, and only those are judged, in list order.
const BY_FIRST_LABEL = new Map<string, number[]>();
/** Brands with a one-label domain (none today), which may also be followed by "-": always judged. */
const ALWAYS_JUDGED: number[] = [];
BRANDS.forEach((b, i) => {
  for (const d of b.domains) {
    if (!d.includes(".")) {
      if (!ALWAYS_JUDGED.includes(i)) ALWAYS_JUDGED.push(i);
      continue;
    }
    const first = d.slice(0, d.indexOf("."));
    const list = BY_FIRST_LABEL.get(first) ?? [];
    if (!list.includes(i)) list.push(i);
    BY_FIRST_LABEL.set(first, list);
  }
});
const BRAND_CAND = new Uint8Array(BRANDS.length);
const BRAND_CAND_LIST: number[] = [];
const ascending = (x: number, y: number): number => x - y;

/** A brand domain spelled at the start of, or as a run of labels inside, someone else's host. */
export function brandDomainPrefixOf(host: string, info: HostInfo): Brand | null {
  BRAND_CAND_LIST.length = 0;
  for (const bi of ALWAYS_JUDGED) {
    BRAND_CAND[bi] = 1;
    BRAND_CAND_LIST.push(bi);
  }
  for (let p = 0; ; ) {
    let e = host.indexOf(".", p);
    if (e < 0) e = host.length;
    const list = BY_FIRST_LABEL.get(host.slice(p, e));
    if (list !== undefined) {
      for (const bi of list) {
        if (BRAND_CAND[bi] === 0) {
          BRAND_CAND[bi] = 1;
          BRAND_CAND_LIST.push(bi);
        }
      }
    }
    if (e >= host.length) break;
    p = e + 1;
  }
  if (BRAND_CAND_LIST.length === 0) return null;
  BRAND_CAND_LIST.sort(ascending);
  for (const bi of BRAND_CAND_LIST) BRAND_CAND[bi] = 0;
  // The brand domain must end before the public suffix: google.com.br is Google's own ccTLD.
  const limit = host.length - info.suffix.length - 1;
  for (const bi of BRAND_CAND_LIST) {
    const b = BRANDS[bi] as Brand;
    if (ownedBy(host, b)) continue;
    for (const d of b.domains) {
      const i = host.indexOf(d);
      if (i < 0) continue;
      const before = i === 0 || host[i - 1] === ".";
      const after = host[i + d.length];
      if (before && (after === "." || after === "-") && i + d.length < limit) return b;
    }
  }
  return null;
}

/** Brands a path word can name: not generic, five letters or more. */
const PATH_BRANDS: ReadonlyMap<string, Brand> = new Map(BRANDS.filter((b) => b.generic !== true && b.token.length >= 5).map((b) => [b.token, b]));

function addSignal(sig: Signal[], s: Signal): void {
  if (!(s.w > 0)) return;
  for (let i = 0; i < sig.length; i++) if ((sig[i] as Signal).id === s.id) return;
  sig.push(s);
}

/** Per first character, a bit for each length of the path-brand tokens starting with it: most words need no lookup. */
const PATH_WORD_LENGTHS = new Uint32Array(128);
for (const t of PATH_BRANDS.keys()) PATH_WORD_LENGTHS[t.charCodeAt(0)] = (PATH_WORD_LENGTHS[t.charCodeAt(0)] as number) | (1 << t.length);

/** A brand named by a whole word (a run of [a-z0-9]) of the lowercased path, on a host the brand does not own. */
export function brandInPath(lower: string, host: string): boolean {
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= 5 && i - start < 32 && (((PATH_WORD_LENGTHS[lower.charCodeAt(start)] as number) >>> (i - start)) & 1) === 1) {
      const b = PATH_BRANDS.get(lower.slice(start, i));
      if (b !== undefined && !ownedBy(host, b)) return true;
    }
    start = -1;
  }
  return false;
}

function phishingSignals(u: UrlCandidate, host: string, info: HostInfo): Signal[] {
  const sig: Signal[] = [];
  // A brand's own domain is vouched for by the list itself.
  if (ownedByAnyBrand(host)) return sig;
  const tld = info.suffix.slice(info.suffix.lastIndexOf(".") + 1);
  const above = listsAbove(info.host);
  const cdn = (info.registrable !== null && CDN_INFRA.has(info.registrable)) || (above & LIST_CDN) !== 0;

  // Internationalized labels: decode, then judge script mixing and look-alike skeletons.
  let idn = false;
  if (host.includes("xn--")) for (const raw of host.split(".")) {
    if (!raw.startsWith("xn--")) continue;
    idn = true;
    const label = unicodeLabel(raw);
    const scripts = scriptsOf(label);
    if (scripts.has("latin") && (scripts.has("cyrillic") || scripts.has("greek"))) addSignal(sig, W("kbu.idn-mixed-script"));
    else if (wholeScriptConfusable(label) && info.suffix !== "xn--p1ai" && !/^xn--/.test(info.suffix)) addSignal(sig, W("kbu.idn-whole-script"));
  }

  // The owner's label against the brand list.
  const ownerLabel = unicodeLabel(info.ownerLabel);
  const m = ownerLabel.length >= 3 ? brandOf(ownerLabel) : null;
  if (m !== null && !ownedBy(host, m.brand)) {
    const generic = m.brand.generic === true;
    // A brand's own longer label under a country's suffix (`amazonaws.com.cn`) is its regional
    // site, as `amazon.de` is: judged as the brand's name elsewhere, not as a combination.
    const kind = m.kind === "contains" && COUNTRY_TLD.test(tld) && isOwnLabel(m.brand, ownerLabel) ? "exact" : m.kind;
    if (kind === "homoglyph") addSignal(sig, W("kbu.brand-homoglyph", idn ? 0.85 / 0.6 : 1));
    else if (kind === "typo") addSignal(sig, W("kbu.brand-typo", m.brand.token.length >= 9 ? 0.55 / 0.4 : 1));
    else if (kind === "contains") addSignal(sig, W("kbu.brand-combo", generic ? 0.15 / 0.5 : 1));
    else if (kind === "exact") addSignal(sig, W("kbu.brand-exact-elsewhere", generic ? 0.15 / 0.4 : 1));
  } else if (idn && m === null) {
    addSignal(sig, W("kbu.punycode-host"));
  }

  const prefixBrand = brandDomainPrefix(host, info);
  if (prefixBrand !== null) addSignal(sig, cdn ? { id: "kbu.brand-in-subdomain", w: 0.1 } : W("kbu.brand-domain-in-subdomain"));
  else if (info.subLabels.length > 0) {
    for (const lab of info.subLabels) {
      const sm = lab.length >= 3 && lab !== "www" ? brandOf(unicodeLabel(lab)) : null;
      if (sm === null || ownedBy(host, sm.brand) || sm.kind === "typo") continue;
      if (sm.kind === "homoglyph") addSignal(sig, W("kbu.brand-homoglyph"));
      else addSignal(sig, cdn || sm.brand.generic === true ? { id: "kbu.brand-in-subdomain", w: 0.1 } : W("kbu.brand-in-subdomain", sm.kind === "exact" ? 1 : 0.8));
    }
  }

  // Lure vocabulary: strong in the owner's own label, weaker in subdomains (support.example.com).
  if (cryptoGiveaway(ownerLabel)) addSignal(sig, W("kbu.crypto-giveaway"));
  // A brand match already says "crypto" for crypto brands: do not count the topic twice.
  else if (m === null && cryptoTopic(ownerLabel)) addSignal(sig, W("kbu.crypto-topic"));
  const lures = lureCount(ownerLabel, m?.brand.token);
  if (lures > 0) addSignal(sig, W("kbu.lure-words", lures >= 2 ? 0.4 / 0.3 : 1));
  else {
    for (const l of info.subLabels) {
      if (lureCount(l) > 0) {
        addSignal(sig, W("kbu.lure-words", 0.15 / 0.3));
        break;
      }
    }
  }

  if (FREE_TLDS.has(tld)) addSignal(sig, W("kbu.risky-tld", 0.35 / 0.3));
  else if (RISKY_TLDS.has(tld)) addSignal(sig, W("kbu.risky-tld"));

  if ((above & LIST_DYNAMIC_DNS) !== 0) addSignal(sig, W("kbu.dynamic-dns"));
  else if (info.privateSuffix !== null || (above & LIST_FREE_HOSTING) !== 0) addSignal(sig, W("kbu.free-hosting"));

  const hashAt = u.path.indexOf("#");
  const path = hashAt < 0 ? u.path : u.path.slice(0, hashAt);
  if (HARVEST_PATH.test(path)) addSignal(sig, W("kbu.credential-path"));
  if (path.length > 1) {
    if (brandInPath(path.toLowerCase(), host)) addSignal(sig, W("kbu.brand-in-path"));
  }

  if (info.subLabels.length >= 4) addSignal(sig, W("kbu.excessive-subdomains"));
  const ol = ownerLabel;
  if (/[a-z][0-9]{5,}|[0-9]{5,}[a-z]/.test(ol) || hyphens(ol) >= 3 || ol.length >= 24) addSignal(sig, W("kbu.random-label"));

  if (SHORTENERS.has(host) || (info.registrable !== null && SHORTENERS.has(info.registrable) && info.subLabels.every((l) => l === "www"))) {
    if (path.length > 1) addSignal(sig, W("kbu.shortener"));
  }
  return sig;
}

function hyphens(s: string): number {
  let n = 0;
  for (let i = s.indexOf("-"); i >= 0; i = s.indexOf("-", i + 1)) n++;
  return n;
}

function userinfoSignals(u: UrlCandidate, host: string): Signal[] {
  if (!u.hasUserinfo || (u.scheme !== "http" && u.scheme !== "https")) return [];
  const afterScheme = u.raw.slice(u.scheme.length + 1).replace(/^[\\/]{1,8}/, "");
  const at = afterScheme.lastIndexOf("@", afterScheme.indexOf(host) >= 0 ? afterScheme.indexOf(host) : undefined);
  const userinfo = (at >= 0 ? afterScheme.slice(0, at) : "").toLowerCase();
  const user = userinfo.split(":")[0] ?? "";
  // A user name that reads like a host or a brand is there to be read instead of the real host.
  if (/^(?:www\.)?[a-z0-9-]{2,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,12}$/.test(user) || /^www\b/.test(user)) return [W("kbu.userinfo-deception")];
  const bm = user.length >= 4 ? brandOf(user.replace(/[._]/g, "-")) : null;
  if (bm !== null && bm.brand.generic !== true && (bm.kind === "exact" || bm.kind === "contains" || bm.kind === "homoglyph")) return [W("kbu.userinfo-deception")];
  if (userinfo.includes(":")) return [W("kbu.credentials-in-url")];
  return [];
}

/** The phishing signals of one URL and their combined confidence (for tests and explanations). */
export function urlSignals(u: UrlCandidate, abused = false): { signals: Signal[]; confidence: number } {
  const host = u.host.replace(/\.$/, "");
  return signalsOf(u, host, classifyHost(host), abused);
}

function signalsOf(u: UrlCandidate, host: string, hv: HostVerdict, abused: boolean): { signals: Signal[]; confidence: number } {
  const sig: Signal[] = userinfoSignals(u, host);
  if (hv.form !== "name") {
    if (hv.form === "ipv4-obfuscated" && hv.cls === "public") sig.push(W("kbu.ip-obfuscated-host"));
  } else if (host.length > 0) {
    for (const s of phishingSignals(u, host, infoOf(host))) if (!(abused && (s.id === "kbu.dynamic-dns" || s.id === "kbu.free-hosting"))) sig.push(s);
  }
  let miss = 1;
  for (const s of sig) miss *= 1 - s.w;
  return { signals: sig, confidence: 1 - miss };
}

export function detectKnownBadUrls(urls: UrlCandidate[]): RawFinding[] {
  if (urls.length === 0) return [];
  // One URL: nothing to share, so no memo to build (the memoised functions are pure).
  if (urls.length === 1) return detectAll(urls);
  memo = { label: new Map(), prefix: new Map(), host: new Map() };
  try {
    return detectAll(urls);
  } finally {
    memo = null;
  }
}

// File-drop hosts by domain, each with its entries' positions in the list.
const ABUSED_BY_HOST = new Map<string, number[]>();
ABUSED_HOSTING.forEach((a, i) => ABUSED_BY_HOST.set(a.host, [...(ABUSED_BY_HOST.get(a.host) ?? []), i]));

/** The first entry of ABUSED_HOSTING (in list order) whose host is this one or a parent and whose path shape matches. */
export function abusedHosting(host: string, path: string): (typeof ABUSED_HOSTING)[number] | null {
  let first = -1;
  for (let i = -1; i < host.length; ) {
    const list = ABUSED_BY_HOST.get(i < 0 ? host : host.slice(i + 1));
    if (list !== undefined) {
      for (const k of list) {
        if ((first < 0 || k < first) && (ABUSED_HOSTING[k] as (typeof ABUSED_HOSTING)[number]).path.test(path)) first = k;
      }
    }
    i = host.indexOf(".", i + 1);
    if (i < 0) break;
  }
  return first < 0 ? null : (ABUSED_HOSTING[first] as (typeof ABUSED_HOSTING)[number]);
}

function emit(out: RawFinding[], u: UrlCandidate, host: string, rule: string, conf: number): void {
  out.push({ class: "known_bad_url", rule_id: rule, start: u.start, end: u.end, confidence: conf, value: u.raw, host, url: u.raw });
}

/** The path without its query and fragment. */
function beforeQuery(p: string): string {
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c === 63 || c === 35) return p.slice(0, i);
  }
  return p;
}

/** A botnet loader's file name as the last segment of a path (without query and fragment). */
export function botnetPayloadName(path: string): boolean {
  return BOTNET_NAME.test(path.slice(path.lastIndexOf("/") + 1));
}

function detectAll(urls: UrlCandidate[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    if (u.scheme !== "http" && u.scheme !== "https" && u.scheme !== "ftp") continue;
    const host = u.host.replace(/\.$/, "");
    if (host.length === 0) continue;
    const before = out.length;
    const path = beforeQuery(u.path);
    const hv = classifyHost(host);
    const ipHost = hv.form !== "name";
    if (NOTORIOUS_HOSTS.has(host) || NOTORIOUS_HOSTS.has(host.slice(host.indexOf(".") + 1))) emit(out, u, host, "kbu.curated-blocklist", 0.95);
    if (ipHost && hv.cls === "public") emit(out, u, host, "kbu.ip-literal-host", u.scheme === "http" ? 0.6 : 0.45);
    if (ipHost && u.port !== "" && !["80", "443"].includes(u.port)) emit(out, u, host, "kbu.ip-host-odd-port", 0.3);
    if (botnetPayloadName(path)) emit(out, u, host, "kbu.botnet-payload-name", ipHost ? 0.9 : 0.7);
    if (PAYLOAD_EXT.test(path)) emit(out, u, host, "kbu.executable-payload", ipHost ? 0.85 : 0.6);
    else if (ARCHIVE_EXT.test(path) && DOWNLOAD_PATH.test(path)) emit(out, u, host, "kbu.archive-download", 0.55);
    const a = abusedHosting(host, u.path);
    const abused = a !== null;
    if (a !== null) emit(out, u, host, "kbu.abused-file-hosting", a.confidence);

    const sig = signalsOf(u, host, hv, abused).signals;
    // Plain HTTP adds little on its own; it only tips already-suspicious URLs over the line.
    if (u.scheme === "http" && (sig.length > 0 || out.length > before)) sig.push({ id: "kbu.plain-http", w: 0.15 });
    if (sig.length === 0) continue;
    let miss = 1;
    for (const s of sig) miss *= 1 - s.w;
    let conf = 1 - miss;
    if (sig.some((s) => s.id === "kbu.shortener") && sig.every((s) => s.w < 0.35)) conf = Math.min(conf, 0.84);
    const top = sig.reduce((a, b) => (b.w > a.w ? b : a));
    emit(out, u, host, conf >= 0.5 ? top.id : "kbu.weak-signals", Math.round(conf * 1000) / 1000);
  }
  return out;
}

const SCRIPT_URL = /(?:\b(?:href|src|action|formaction|xlink:href|data|url)\s{0,4}[=(]\s{0,4}["']?\s{0,4}|\]\(\s{0,4}|<\s{0,2})(?:javascript|vbscript)\s{0,4}:/gi;
const DATA_URL = /\bdata:(?:text\/html|application\/(?:x-)?(?:javascript|ecmascript|xhtml\+xml)|image\/svg\+xml)[;,]/gi;

/**
 * `javascript:`/`vbscript:` URLs where something would follow them (an attribute, a Markdown
 * link, an autolink) and `data:` URLs that render a page or a script: phishing pages and
 * drive-bys arrive this way because no host is there to block. Prose that merely mentions
 * "javascript:" is not a link.
 */
export function detectScriptUrls(text: string): RawFinding[] {
  const out: RawFinding[] = [];
  if (!text.includes(":")) return out;
  for (const [re, id, conf] of [[SCRIPT_URL, "kbu.javascript-url", 0.55], [DATA_URL, "kbu.data-url-document", 0.55]] as const) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let n = 0;
    while ((m = re.exec(text)) !== null && n++ < 16) {
      const end = Math.min(text.length, m.index + m[0].length + 64);
      out.push({ class: "known_bad_url", rule_id: id, start: m.index, end, confidence: conf, value: text.slice(m.index, end) });
    }
  }
  return out;
}
