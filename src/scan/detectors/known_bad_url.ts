// Known-bad URLs without a live feed: structural signals that malware and phishing URLs share
// (raw IP hosts, payload file names, botnet loader names, abused file-drop hosting, look-alike
// brands, credentials in the URL). A small curated list of notorious hosts is in the data module.
import { classifyHost } from "../net.js";
import type { UrlCandidate } from "../urls.js";
import type { RawFinding } from "./finding.js";
import { ABUSED_HOSTING, NOTORIOUS_HOSTS, RISKY_TLDS } from "../rules/known_bad_url.data.js";

const PAYLOAD_EXT = /\.(?:exe|scr|pif|bat|cmd|ps1|vbs|vbe|jse|wsf|hta|msi|msix|dll|lnk|jar|apk|elf|bin|sh|sys|dmg|iso|vhdx?|xll|docm|xlsm|pptm)(?:$|[?#/])/i;
const ARCHIVE_EXT = /\.(?:zip|rar|7z|tar|tgz|gz|cab|ace|arj|lzh|xz|bz2)(?:$|[?#/])/i;
const BOTNET_NAMES = /(?:^|\/)(?:mozi\.[amt]|bins\.sh|[a-z0-9._-]{0,16}\.(?:arm[4-7]?|mips|mpsl|mipsel|x86(?:_64)?|i[3-6]86|m68k|ppc|sh4|spc|sparc|arc)|(?:arm[4-7]?|mips|mpsl|x86|i[3-6]86|m68k|ppc|sh4|sparc)(?:\.[a-z]{1,4})?|[a-z]{1,6}\.sh|\.i|\.m)$/i;
const BRANDS = /(?:paypal|apple|icloud|microsoft|office365|outlook|netflix|amazon|facebook|instagram|whatsapp|google|gmail|binance|coinbase|metamask|chase|wellsfargo|bankofamerica|dhl|fedex|usps|steam|roblox|docusign|adobe|dropbox|linkedin)/;
// Includes WordPress directories: archives and executables there usually mean a compromised site.
const DOWNLOAD_PATH = /\/(?:releases\/download|downloads?|uploads?|uploadfile|files?|attachments?|dl|payload|bin|raw|soft|wp-content|wp-includes|wp-admin)\//i;

export function detectKnownBadUrls(urls: UrlCandidate[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const u of urls) {
    if (u.scheme !== "http" && u.scheme !== "https" && u.scheme !== "ftp") continue;
    const host = u.host.replace(/\.$/, "");
    if (host.length === 0) continue;
    const push = (rule: string, conf: number): void => {
      out.push({ class: "known_bad_url", rule_id: rule, start: u.start, end: u.end, confidence: conf, value: u.raw, host, url: u.raw });
    };
    const path = u.path.split(/[?#]/)[0] ?? "";
    const hv = classifyHost(host);
    const ipHost = hv.form !== "name";
    if (NOTORIOUS_HOSTS.has(host) || NOTORIOUS_HOSTS.has(host.slice(host.indexOf(".") + 1))) push("kbu.curated-blocklist", 0.95);
    if (ipHost && hv.cls === "public") push("kbu.ip-literal-host", u.scheme === "http" ? 0.6 : 0.45);
    if (ipHost && u.port !== "" && !["80", "443"].includes(u.port)) push("kbu.ip-host-odd-port", 0.3);
    if (BOTNET_NAMES.test(path)) push("kbu.botnet-payload-name", ipHost ? 0.9 : 0.7);
    if (PAYLOAD_EXT.test(path)) push("kbu.executable-payload", ipHost ? 0.85 : 0.6);
    else if (ARCHIVE_EXT.test(path) && DOWNLOAD_PATH.test(path)) push("kbu.archive-download", 0.55);
    for (const a of ABUSED_HOSTING) {
      if ((host === a.host || host.endsWith(`.${a.host}`)) && a.path.test(u.path)) {
        push("kbu.abused-file-hosting", a.confidence);
        break;
      }
    }
    if (host.includes("xn--")) push("kbu.punycode-host", 0.45);
    const labels = host.split(".");
    const registrable = labels.slice(-2).join(".");
    const sub = labels.slice(0, -2).join(".");
    // Brand names outside the brand's own domain are common in phishing, but also in CDNs and
    // brand-owned secondary domains, so alone they only count as weak evidence.
    if (BRANDS.test(sub) && !BRANDS.test(registrable)) push("kbu.brand-in-subdomain", 0.4);
    else if (BRANDS.test(registrable) && /[-0-9]/.test(registrable) && !ipHost) push("kbu.brand-lookalike", 0.35);
    const tld = labels[labels.length - 1] ?? "";
    if (!ipHost && RISKY_TLDS.has(tld)) push("kbu.risky-tld", 0.3);
    if (!ipHost && labels.length >= 6) push("kbu.excessive-subdomains", 0.3);
    if (u.hasUserinfo && /@/.test(u.raw.slice(0, u.raw.indexOf(host) + 1))) push("kbu.userinfo-deception", 0.5);
    // Plain HTTP adds little on its own; it only tips already-suspicious URLs over the line.
    if (u.scheme === "http" && out.length > 0 && out[out.length - 1]?.start === u.start) push("kbu.plain-http", 0.15);
  }
  return out;
}
