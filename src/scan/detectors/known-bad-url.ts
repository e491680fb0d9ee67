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
import { classifyHost } from "../net";
import { KeywordSet } from "../prefilter";
import type { UrlCandidate } from "../urls";
import type { RawFinding } from "./finding";
import {
  ABUSED_HOSTING, CDN_INFRA, CRYPTO_WORDS, GIVEAWAY_WORDS, DYNAMIC_DNS, FREE_HOSTING, FREE_TLDS, HARVEST_PATH, HEURISTIC_WEIGHT, LURE_WORDS, NOTORIOUS_HOSTS, RISKY_TLDS, SHORTENERS,
} from "../rules/known-bad-url.data";
import { hostInfo, hostUnder, type HostInfo } from "../urlintel/registrable";
import { scriptsOf, unicodeLabel, wholeScriptConfusable } from "../urlintel/confusables";
import { BRANDS, matchBrand, ownedBy, ownedByAnyBrand, type Brand, type BrandMatch } from "../urlintel/brands";

const PAYLOAD_EXT = /\.(?:exe|scr|pif|bat|cmd|ps1|vbs|vbe|jse|wsf|hta|msi|msix|dll|lnk|jar|apk|elf|bin|sh|sys|dmg|iso|vhdx?|xll|docm|xlsm|pptm)(?:$|[?#/])/i;
const ARCHIVE_EXT = /\.(?:zip|rar|7z|tar|tgz|gz|cab|ace|arj|lzh|xz|bz2)(?:$|[?#/])/i;
const BOTNET_NAMES = /(?:^|\/)(?:mozi\.[amt]|bins\.sh|[a-z0-9._-]{0,16}\.(?:arm[4-7]?|mips|mpsl|mipsel|x86(?:_64)?|i[3-6]86|m68k|ppc|sh4|spc|sparc|arc)|(?:arm[4-7]?|mips|mpsl|x86|i[3-6]86|m68k|ppc|sh4|sparc)(?:\.[a-z]{1,4})?|[a-z]{1,6}\.sh|\.i|\.m)$/i;
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

function inSet(info: HostInfo, set: ReadonlySet<string>): string | null {
  for (const d of set) if (hostUnder(info.host, d) && info.host !== d) return d;
  return null;
}

/** Distinct lure words in a label (matched as substrings, longest first, without overlap). */
function lureCount(label: string, brandToken = ""): number {
  const seen = new Set<string>();
  // Words that are part of the brand's own name (myetherWALLET) are not lures.
  for (const m of label.matchAll(LURE_RE_G)) if (!brandToken.includes(m[0])) seen.add(m[0] === "sign-in" ? "signin" : m[0]);
  return seen.size;
}

const LURE_RE_G = new RegExp(LURE_RE.source, "g");
const GIVEAWAY_RE = new RegExp(`(?:${[...GIVEAWAY_WORDS].sort((a, b) => b.length - a.length).join("|")})`, "g");

/** Crypto vocabulary in a label; three-letter tickers only as a whole hyphen part or at an end (not "method"). */
function cryptoTopic(label: string): boolean {
  for (const w of CRYPTO_WORDS) {
    if (w.length >= 4 ? label.includes(w) : label.split("-").some((p) => p === w || (p.length > w.length + 2 && (p.startsWith(w) || p.endsWith(w))))) return true;
  }
  return false;
}

/** A giveaway lure and crypto vocabulary side by side in one label (ethbonus, claim-btc-gift). */
function cryptoGiveaway(label: string): boolean {
  GIVEAWAY_RE.lastIndex = 0;
  if (!GIVEAWAY_RE.test(label)) return false;
  GIVEAWAY_RE.lastIndex = 0;
  return cryptoTopic(label.replace(GIVEAWAY_RE, "-"));
}

// Per-scan memo of the host-only brand work (a page links the same hosts again and again): set
// by detectKnownBadUrls for the duration of one call, so nothing carries over between scans.
let memo: { label: Map<string, BrandMatch | null>; prefix: Map<string, Brand | null> } | null = null;

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

// Every brand domain in one automaton: most hosts contain none, and then no brand is looked at.
const BRAND_DOMAINS = new KeywordSet(BRANDS.flatMap((b) => b.domains));
const DOMAIN_HIT = new Uint8Array(BRAND_DOMAINS.keywords.length);
const DOMAIN_TOUCHED: number[] = [];

/** A brand domain spelled at the start of, or as a run of labels inside, someone else's host. */
function brandDomainPrefixOf(host: string, info: HostInfo): Brand | null {
  DOMAIN_TOUCHED.length = 0;
  BRAND_DOMAINS.scanInto(host, DOMAIN_HIT, DOMAIN_TOUCHED);
  if (DOMAIN_TOUCHED.length === 0) return null;
  for (let i = 0; i < DOMAIN_TOUCHED.length; i++) DOMAIN_HIT[DOMAIN_TOUCHED[i] as number] = 0;
  // The brand domain must end before the public suffix: google.com.br is Google's own ccTLD.
  const limit = host.length - info.suffix.length - 1;
  for (const b of BRANDS) {
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

function phishingSignals(u: UrlCandidate, host: string, info: HostInfo): Signal[] {
  const sig: Signal[] = [];
  const add = (s: Signal): void => { if (s.w > 0 && !sig.some((x) => x.id === s.id)) sig.push(s); };
  // A brand's own domain is vouched for by the list itself.
  if (ownedByAnyBrand(host)) return sig;
  const cdn = (info.registrable !== null && CDN_INFRA.has(info.registrable)) || inSet(info, CDN_INFRA) !== null;

  // Internationalized labels: decode, then judge script mixing and look-alike skeletons.
  let idn = false;
  for (const raw of host.split(".")) {
    if (!raw.startsWith("xn--")) continue;
    idn = true;
    const label = unicodeLabel(raw);
    const scripts = scriptsOf(label);
    if (scripts.has("latin") && (scripts.has("cyrillic") || scripts.has("greek"))) add(W("kbu.idn-mixed-script"));
    else if (wholeScriptConfusable(label) && info.suffix !== "xn--p1ai" && !/^xn--/.test(info.suffix)) add(W("kbu.idn-whole-script"));
  }

  // The owner's label against the brand list.
  const ownerLabel = unicodeLabel(info.ownerLabel);
  const m = ownerLabel.length >= 3 ? brandOf(ownerLabel) : null;
  if (m !== null && !ownedBy(host, m.brand)) {
    const generic = m.brand.generic === true;
    if (m.kind === "homoglyph") add(W("kbu.brand-homoglyph", idn ? 0.85 / 0.6 : 1));
    else if (m.kind === "typo") add(W("kbu.brand-typo", m.brand.token.length >= 9 ? 0.55 / 0.4 : 1));
    else if (m.kind === "contains") add(W("kbu.brand-combo", generic ? 0.15 / 0.5 : 1));
    else if (m.kind === "exact") add(W("kbu.brand-exact-elsewhere", generic ? 0.15 / 0.4 : 1));
  } else if (idn && m === null) {
    add(W("kbu.punycode-host"));
  }

  const prefixBrand = brandDomainPrefix(host, info);
  if (prefixBrand !== null) add(cdn ? { id: "kbu.brand-in-subdomain", w: 0.1 } : W("kbu.brand-domain-in-subdomain"));
  else if (info.subLabels.length > 0) {
    for (const lab of info.subLabels) {
      const sm = lab.length >= 3 && lab !== "www" ? brandOf(unicodeLabel(lab)) : null;
      if (sm === null || ownedBy(host, sm.brand) || sm.kind === "typo") continue;
      if (sm.kind === "homoglyph") add(W("kbu.brand-homoglyph"));
      else add(cdn || sm.brand.generic === true ? { id: "kbu.brand-in-subdomain", w: 0.1 } : W("kbu.brand-in-subdomain", sm.kind === "exact" ? 1 : 0.8));
    }
  }

  // Lure vocabulary: strong in the owner's own label, weaker in subdomains (support.example.com).
  if (cryptoGiveaway(ownerLabel)) add(W("kbu.crypto-giveaway"));
  // A brand match already says "crypto" for crypto brands: do not count the topic twice.
  else if (m === null && cryptoTopic(ownerLabel)) add(W("kbu.crypto-topic"));
  const lures = lureCount(ownerLabel, m?.brand.token);
  if (lures > 0) add(W("kbu.lure-words", lures >= 2 ? 0.4 / 0.3 : 1));
  else if (info.subLabels.some((l) => lureCount(l) > 0)) add(W("kbu.lure-words", 0.15 / 0.3));

  const tld = info.suffix.split(".").pop() ?? "";
  if (FREE_TLDS.has(tld)) add(W("kbu.risky-tld", 0.35 / 0.3));
  else if (RISKY_TLDS.has(tld)) add(W("kbu.risky-tld"));

  const dyn = inSet(info, DYNAMIC_DNS);
  if (dyn !== null) add(W("kbu.dynamic-dns"));
  else if (info.privateSuffix !== null || inSet(info, FREE_HOSTING) !== null) add(W("kbu.free-hosting"));

  const path = u.path.split("#")[0] ?? "";
  if (HARVEST_PATH.test(path)) add(W("kbu.credential-path"));
  if (path.length > 1) {
    const tokens = new Set(path.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t.length >= 5));
    if (BRANDS.some((b) => b.generic !== true && b.token.length >= 5 && tokens.has(b.token) && !ownedBy(host, b))) add(W("kbu.brand-in-path"));
  }

  if (info.subLabels.length >= 4) add(W("kbu.excessive-subdomains"));
  const ol = ownerLabel;
  if (/[a-z][0-9]{5,}|[0-9]{5,}[a-z]/.test(ol) || (ol.match(/-/g)?.length ?? 0) >= 3 || ol.length >= 24) add(W("kbu.random-label"));

  if (SHORTENERS.has(host) || (info.registrable !== null && SHORTENERS.has(info.registrable) && info.subLabels.every((l) => l === "www"))) {
    if (path.length > 1) add(W("kbu.shortener"));
  }
  return sig;
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
  const hv = classifyHost(host);
  const sig: Signal[] = userinfoSignals(u, host);
  if (hv.form !== "name") {
    if (hv.form === "ipv4-obfuscated" && hv.cls === "public") sig.push(W("kbu.ip-obfuscated-host"));
  } else if (host.length > 0) {
    for (const s of phishingSignals(u, host, hostInfo(host))) if (!(abused && (s.id === "kbu.dynamic-dns" || s.id === "kbu.free-hosting"))) sig.push(s);
  }
  let miss = 1;
  for (const s of sig) miss *= 1 - s.w;
  return { signals: sig, confidence: 1 - miss };
}

export function detectKnownBadUrls(urls: UrlCandidate[]): RawFinding[] {
  if (urls.length === 0) return [];
  memo = { label: new Map(), prefix: new Map() };
  try {
    return detectAll(urls);
  } finally {
    memo = null;
  }
}

function detectAll(urls: UrlCandidate[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    if (u.scheme !== "http" && u.scheme !== "https" && u.scheme !== "ftp") continue;
    const host = u.host.replace(/\.$/, "");
    if (host.length === 0) continue;
    const emit = (rule: string, conf: number): void => {
      out.push({ class: "known_bad_url", rule_id: rule, start: u.start, end: u.end, confidence: conf, value: u.raw, host, url: u.raw });
    };
    const before = out.length;
    const path = u.path.split(/[?#]/)[0] ?? "";
    const hv = classifyHost(host);
    const ipHost = hv.form !== "name";
    if (NOTORIOUS_HOSTS.has(host) || NOTORIOUS_HOSTS.has(host.slice(host.indexOf(".") + 1))) emit("kbu.curated-blocklist", 0.95);
    if (ipHost && hv.cls === "public") emit("kbu.ip-literal-host", u.scheme === "http" ? 0.6 : 0.45);
    if (ipHost && u.port !== "" && !["80", "443"].includes(u.port)) emit("kbu.ip-host-odd-port", 0.3);
    if (BOTNET_NAMES.test(path)) emit("kbu.botnet-payload-name", ipHost ? 0.9 : 0.7);
    if (PAYLOAD_EXT.test(path)) emit("kbu.executable-payload", ipHost ? 0.85 : 0.6);
    else if (ARCHIVE_EXT.test(path) && DOWNLOAD_PATH.test(path)) emit("kbu.archive-download", 0.55);
    let abused = false;
    for (const a of ABUSED_HOSTING) {
      if ((host === a.host || host.endsWith(`.${a.host}`)) && a.path.test(u.path)) {
        emit("kbu.abused-file-hosting", a.confidence);
        abused = true;
        break;
      }
    }

    const sig = urlSignals(u, abused).signals;
    // Plain HTTP adds little on its own; it only tips already-suspicious URLs over the line.
    if (u.scheme === "http" && (sig.length > 0 || out.length > before)) sig.push({ id: "kbu.plain-http", w: 0.15 });
    if (sig.length === 0) continue;
    let miss = 1;
    for (const s of sig) miss *= 1 - s.w;
    let conf = 1 - miss;
    if (sig.some((s) => s.id === "kbu.shortener") && sig.every((s) => s.w < 0.35)) conf = Math.min(conf, 0.84);
    const top = sig.reduce((a, b) => (b.w > a.w ? b : a));
    emit(conf >= 0.5 ? top.id : "kbu.weak-signals", Math.round(conf * 1000) / 1000);
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
