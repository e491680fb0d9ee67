// Curated, hand-maintained data for the known-bad-URL detector. Deliberately small and
// documented: this is not a threat feed snapshot (the engine ships without network access), so
// it lists categories of abuse rather than individual malicious URLs.

/** Hosts notorious for serving malware or acting as malware C2 / loader infrastructure. */
export const NOTORIOUS_HOSTS: ReadonlySet<string> = new Set([
  "grabify.link", "iplogger.org", "iplogger.com", "2no.co", "yip.su", "blasze.com", "ps3cfw.com",
]);

/**
 * File-drop and free hosting services that malware campaigns abuse, with the path shapes of
 * direct downloads on them. A match is a weak-to-moderate signal, not a verdict on the service.
 */
export const ABUSED_HOSTING: readonly { host: string; path: RegExp; confidence: number }[] = [
  { host: "github.com", path: /\/releases\/download\/[^\s]{1,200}\.(?:zip|rar|7z|exe|msi|scr)\/?$/i, confidence: 0.55 },
  { host: "raw.githubusercontent.com", path: /\.(?:exe|ps1|sh|bat|vbs|hta|dll|bin|scr|msi|sys|zip|rar|7z)$/i, confidence: 0.5 },
  { host: "github.com", path: /\/(?:blob|raw)\/[^\s]{1,300}\.(?:exe|dll|sys|bin|scr|ps1|bat|vbs|msi|zip|rar|7z)\?raw=true$/i, confidence: 0.55 },
  { host: "onedrive.live.com", path: /^\/download\?/i, confidence: 0.5 },
  { host: "sites.google.com", path: /\/files\/download\?id=/i, confidence: 0.5 },
  { host: "wsimg.com", path: /^\/blobby\/go\/[0-9a-f-]{36}\/downloads\//i, confidence: 0.55 },
  { host: "drive.google.com", path: /^\/uc\?(?:[^\s]{0,80}&)?(?:export=download|id=)/i, confidence: 0.5 },
  { host: "docs.google.com", path: /^\/uc\?(?:[^\s]{0,80}&)?(?:export=download|id=)/i, confidence: 0.5 },
  { host: "cdn.discordapp.com", path: /^\/attachments\//i, confidence: 0.55 },
  { host: "transfer.sh", path: /^\/./, confidence: 0.55 },
  { host: "sendspace.com", path: /^\/(?:file|pro\/dl)\//i, confidence: 0.5 },
  { host: "anonfiles.com", path: /^\/./, confidence: 0.6 },
  { host: "mediafire.com", path: /^\/(?:file|download)\//i, confidence: 0.45 },
  { host: "dropbox.com", path: /[?&]dl=1/i, confidence: 0.45 },
  { host: "pastebin.com", path: /^\/raw\//i, confidence: 0.5 },
  { host: "paste.ee", path: /^\/r\//i, confidence: 0.5 },
  { host: "duckdns.org", path: /^/, confidence: 0.5 },
  { host: "ddns.net", path: /^/, confidence: 0.45 },
  { host: "no-ip.org", path: /^/, confidence: 0.45 },
  { host: "hopto.org", path: /^/, confidence: 0.45 },
  { host: "ngrok.io", path: /^/, confidence: 0.45 },
  { host: "ngrok-free.app", path: /^/, confidence: 0.45 },
  { host: "trycloudflare.com", path: /^/, confidence: 0.45 },
  { host: "000webhostapp.com", path: /^/, confidence: 0.5 },
  { host: "r2.dev", path: /\.(?:exe|zip|rar|msi|apk|js|ps1|bat|scr)$/i, confidence: 0.5 },
  { host: "myqcloud.com", path: /^/, confidence: 0.4 },
  { host: "aliyuncs.com", path: /\.(?:exe|zip|rar|msi|apk|bin|sh)$/i, confidence: 0.5 },
  { host: "glitch.global", path: /^\/./, confidence: 0.45 },
  { host: "glitch.me", path: /^\/./, confidence: 0.4 },
];

/** TLDs once given away free (Freenom): the heaviest abuse rates in every public phishing report. */
export const FREE_TLDS: ReadonlySet<string> = new Set(["tk", "ml", "ga", "cf", "gq"]);

/** TLDs with outsized abuse rates in public phishing/malware statistics (weak signal). */
export const RISKY_TLDS: ReadonlySet<string> = new Set([
  "tk", "ml", "ga", "cf", "gq", "xyz", "top", "icu", "buzz", "cyou", "rest", "monster", "click", "link", "work", "zip", "mov", "su", "cam", "sbs", "cfd", "lol", "quest",
  "bar", "uno", "vip", "win", "bid", "loan", "men", "date", "party", "review", "stream", "download", "racing", "trade", "webcam", "science", "accountant", "cricket", "faith",
  "country", "gdn", "kim", "host", "press", "pw", "online", "site", "website", "live", "life", "world", "support", "help", "space", "fun", "club", "store", "shop", "gift", "gifts",
]);

/**
 * Free website builders and hosting whose customer sites sit under the provider's domain but are
 * not (yet) PSL private suffixes. PSL private suffixes (github.io, netlify.app, …) are detected
 * from the list itself.
 */
export const FREE_HOSTING: ReadonlySet<string> = new Set([
  "000webhostapp.com", "weebly.com", "wixsite.com", "wix.com", "godaddysites.com", "square.site", "webflow.io", "yolasite.com", "jimdosite.com", "jimdofree.com",
  "site123.me", "mystrikingly.com", "strikingly.com", "carrd.co", "firebaseapp.com", "web.app", "glitch.me", "repl.co", "replit.app", "vercel.app", "herokuapp.com",
  "surge.sh", "tumblr.com", "blogspot.com", "wordpress.com", "sites.google.com", "pages.dev", "workers.dev", "netlify.app", "github.io", "gitlab.io", "bitbucket.io",
  "ipfs.io", "dweb.link", "fleek.co", "infinityfreeapp.com", "epizy.com", "rf.gd", "byethost.com", "freehostia.com", "atwebpages.com", "ukit.me", "tilda.ws",
  "webwave.dev", "framer.app", "gitbook.io", "notion.site", "typedream.app", "azurewebsites.net", "appspot.com", "r2.dev", "ngrok.io", "ngrok-free.app", "ngrok.app",
  "trycloudflare.com", "loca.lt", "serveo.net", "pythonanywhere.com", "onrender.com", "fly.dev", "cprapid.com", "hpage.com", "webcindario.com",
]);

/** Dynamic-DNS providers: a name that follows a home connection or a throwaway server. */
export const DYNAMIC_DNS: ReadonlySet<string> = new Set([
  "duckdns.org", "ddns.net", "no-ip.org", "no-ip.biz", "no-ip.info", "noip.me", "hopto.org", "zapto.org", "sytes.net", "servehttp.com", "serveftp.com", "myftp.org",
  "myftp.biz", "redirectme.net", "dynu.net", "dyndns.org", "dynalias.com", "freedns.afraid.org", "mooo.com", "chickenkiller.com", "ignorelist.com", "linkpc.net",
  "dnsalias.com", "dnsalias.net", "kozow.com", "ddnsking.com", "3utilities.com", "bounceme.net", "webhop.me", "gotdns.ch", "crabdance.com", "strangled.net", "publicvm.com",
]);

/** URL shorteners: they hide the destination, so they are grounds for a look, never for a block. */
export const SHORTENERS: ReadonlySet<string> = new Set([
  "bit.ly", "bitly.com", "tinyurl.com", "t.co", "goo.gl", "ow.ly", "is.gd", "v.gd", "buff.ly", "cutt.ly", "rebrand.ly", "shorturl.at", "rb.gy", "t.ly", "tiny.cc",
  "s.id", "bl.ink", "qrco.de", "shorte.st", "adf.ly", "linktr.ee", "tiny.one", "short.io", "urlz.fr", "x.gd", "clck.ru", "u.to", "1url.com", "soo.gd", "s.gd",
]);

/**
 * CDN and traffic-manager domains whose host names legitimately embed a customer's domain
 * (images.apple.com.edgesuite.net): a brand domain in their subdomains is routing, not deception.
 */
export const CDN_INFRA: ReadonlySet<string> = new Set([
  "edgesuite.net", "edgekey.net", "akamaized.net", "akamaiedge.net", "akamaihd.net", "akadns.net", "akamai.net", "cloudfront.net", "azureedge.net", "azurefd.net",
  "trafficmanager.net", "fastly.net", "fastlylb.net", "cloudflare.net", "llnwd.net", "footprint.net", "edgecastcdn.net", "cdn77.org", "impervadns.net", "incapdns.net",
  "amazonaws.com", "elb.amazonaws.com", "cloudapp.net", "windows.net", "googleusercontent.com", "ghs.googlehosted.com", "hwcdn.net", "kxcdn.com", "b-cdn.net",
]);

/**
 * Words phishing kits put in host names to look like a service page or a lure. Alone they are
 * ordinary (support.example.com); next to a brand or on a throwaway host they are not.
 */
export const LURE_WORDS: readonly string[] = [
  "login", "logon", "signin", "sign-in", "verify", "verification", "validate", "validation", "secure", "security", "update", "confirm", "account", "accounts",
  "support", "helpdesk", "customer", "service", "recovery", "recover", "restore", "unlock", "unblock", "suspend", "suspended", "authenticate", "authentication",
  "auth", "wallet", "wallets", "connect", "sync", "claim", "claims", "airdrop", "giveaway", "gift", "bonus", "reward", "rewards", "promo", "refund", "billing",
  "invoice", "payment", "official", "alert", "notice", "webmail", "password", "reset", "activation", "activate", "dapp", "rectify", "migrate", "migration",
];

/** Crypto-asset vocabulary: neutral alone (crypto sites are ordinary), a tell next to a giveaway lure. */
export const CRYPTO_WORDS: readonly string[] = [
  "crypto", "bitcoin", "btc", "ethereum", "ether", "eth", "coin", "token", "defi", "nft", "dex", "swap", "usdt", "tether", "bnb", "doge", "xrp", "web3", "dapp",
  "stake", "staking", "blockchain", "ico", "presale", "wallet",
];

/**
 * "Free money" lures of giveaway and airdrop scams, and the support/repair lures of wallet
 * drainers ("connect your wallet to validate/rectify/restore").
 */
export const GIVEAWAY_WORDS: readonly string[] = [
  "giveaway", "gift", "bonus", "promo", "claim", "airdrop", "free", "double", "reward", "prize", "bounty", "winner", "drop",
  "connect", "sync", "validate", "validation", "rectify", "migrate", "migration", "restore", "recovery", "recover", "unlock", "verify", "verification",
  "authorization", "auth", "support", "helpdesk", "repair", "fix", "secure", "login",
];

/**
 * Credential-harvest and wallet-drainer paths: sign-in, verification, recovery and wallet
 * connection pages. Ordinary on a real service; telling on a look-alike or throwaway host.
 */
export const HARVEST_PATH = /\/(?:log-?in|log-?on|sign-?in|sign-?on|signon|verify|verification|validate|authenticate|auth|secure-?update|update-?account|account[/-](?:recovery|verify|update|locked|suspended|restore)|recovery|restore|unlock|wallet-?connect|connect-?wallet|claim|airdrop|webscr|cmd=_login|myaccount|confirm|reset-?password|seed|phrase|import-?wallet|sync-?wallet|rectify|validation)(?:[/?#._-]|$)/i;

export interface HeuristicSpec {
  id: string;
  description: string;
  /** The signal's weight in the per-URL noisy-OR (see detectors/known-bad-url.ts for the tiers). */
  weight: number;
  /** URLs that must raise this signal. */
  mustMatch: string[];
  /** URLs that must not raise it. */
  mustNotMatch: string[];
}

const H = (id: string, weight: number, description: string, mustMatch: string[], mustNotMatch: string[]): HeuristicSpec => ({ id, weight, description, mustMatch, mustNotMatch });

/**
 * Phishing heuristics: each a signal with its weight and examples (tested in
 * test/unit/scan/known-bad-url-heuristics.test.ts). Examples are invented for the purpose.
 * Tiers: strong ≥ 0.6 decides alone; moderate 0.35–0.55 needs one weak companion; weak ≤ 0.3
 * needs two or three companions (0.3 + 0.3 = 0.51; 0.2 + 0.2 = 0.36).
 */
export const HEURISTICS: readonly HeuristicSpec[] = [
  H("kbu.brand-homoglyph", 0.6, "Host label whose visual skeleton equals a brand but whose characters differ (paypa1, rnicrosoft, IDN homoglyphs; 0.85 when an IDN is involved).",
    ["https://paypa1.com/", "https://rnetamask.io/", "https://xn--pypal-4ve.com/", "https://app.un1swap.org/"],
    ["https://paypal.com/", "https://metamask.io/", "https://example.com/"]),
  H("kbu.idn-mixed-script", 0.65, "An internationalized label mixing Latin with Cyrillic or Greek letters: real IDNs are written in one script.",
    ["https://xn--gogle-jye.com/", "https://xn--exmple-4nf.org/"],
    ["https://xn--mller-kva.de/", "https://xn--80ak6aa92e.com/"]),
  H("kbu.idn-whole-script", 0.55, "A label written entirely in Cyrillic/Greek letters that all have Latin look-alikes (аррӏе).",
    ["https://xn--80ak6aa92e.com/"],
    ["https://xn--d1acpjx3f.xn--p1ai/", "https://xn--mller-kva.de/"]),
  H("kbu.brand-domain-in-subdomain", 0.65, "A brand's own domain spelled at the start of an unrelated host (paypal.com.account-check.info, coinbase.com-login.net).",
    ["https://paypal.com.account-check.info/", "https://www.coinbase.com-signin.net/", "http://login.microsoftonline.com.session-check.ru/"],
    ["https://www.paypal.com/", "https://a1.images.apple.com.edgesuite.net/", "https://login.microsoftonline.com/"]),
  H("kbu.userinfo-deception", 0.7, "A URL whose user-info looks like a host or brand, so the visible start is not where it goes (https://paypal.com@203.0.113.9/).",
    ["https://paypal.com@203.0.113.9/", "http://www.google.com:login@evil.example.net/", "https://secure-paypal-id@login.example.org/"],
    ["https://user:pass@example.com/", "ssh://git@github.com/x/y.git", "https://example.com/@user"]),
  H("kbu.ip-obfuscated-host", 0.7, "A public IPv4 host written in decimal, hex or octal, which only exists to hide the address.",
    ["http://3405803785/login", "http://0xcb007109/", "http://0313.0.0161.011/"],
    ["http://203.0.113.9/", "http://2130706433/"]),
  H("kbu.brand-typo", 0.4, "Owner label within a small edit distance of a brand (1 edit for 6–10 letters, 2 for 11+; weighs 0.55 for 9+ letters), including inside a longer label.",
    ["https://paypall.com/", "https://coinbsae.com/", "https://myetherwalet.org/", "https://secure-myehterwallet.net/"],
    ["https://paypay.ne.jp/", "https://finance.yahoo.com/", "https://github.com/", "https://blockchains.org/"]),
  H("kbu.brand-combo", 0.5, "Owner label containing a brand plus other text (paypal-secure-login, metamaskwallet); 0.15 for brands that are also common words.",
    ["https://paypal-secure-login.com/", "https://metamask-wallet.app/", "https://applesupport-id.net/"],
    ["https://paypal.com/", "https://developer.paypal.com/", "https://paypage.com/"]),
  H("kbu.brand-exact-elsewhere", 0.4, "Owner label that is exactly a brand, on a domain the brand does not use (paypal.xyz); 0.15 for common words.",
    ["https://paypal.support/", "https://coinbase.claims/"],
    ["https://paypal.com/", "https://www.paypal.com/", "https://coinbase.com/"]),
  H("kbu.brand-in-subdomain", 0.45, "A brand token as a subdomain label of an unrelated domain (paypal.verify-center.net); weak on CDN routing names and for common words.",
    ["https://paypal.verify-center.net/", "https://metamask.wallet-sync.org/"],
    ["https://developer.paypal.com/", "https://example.com/"]),
  H("kbu.brand-in-path", 0.2, "A brand token in the path of an unrelated host (weak: documentation links do this all the time).",
    ["https://shop-deals.example.net/paypal/login.php"],
    ["https://www.paypal.com/signin", "https://example.com/docs/install"]),
  H("kbu.crypto-giveaway", 0.5, "Owner label pairing crypto vocabulary with a free-money or wallet-repair lure (eth-bonus, claim-token-airdrop, wallet-rectify): giveaway and drainer scams.",
    ["https://eth-bonus-claim.com/", "https://freebtcgift.net/", "https://claim-token-airdrop.org/", "https://wallet-rectify-node.com/"],
    ["https://coinbase.com/", "https://gift-shop.com/", "https://crypto.news/", "https://methodfree.org/"]),
  H("kbu.crypto-topic", 0.2, "Crypto-asset vocabulary in the owner label: ordinary alone, a tell with a throwaway TLD or host.",
    ["https://eth-portal.net/", "https://tokenhub.xyz/"],
    ["https://example.com/", "https://method.org/"]),
  H("kbu.lure-words", 0.3, "Lure vocabulary in the owner label (secure-login, wallet-sync, claim-airdrop): 0.4 with two different lure words, 0.15 when only in subdomains.",
    ["https://secure-login-center.com/", "https://claim-airdrop.org/"],
    ["https://example.com/", "https://github.com/"]),
  H("kbu.risky-tld", 0.3, "A TLD with outsized abuse rates in public reports; 0.35 for the formerly free ones (tk, ml, ga, cf, gq).",
    ["https://example.xyz/", "https://example.tk/"],
    ["https://example.com/", "https://example.co.uk/"]),
  H("kbu.free-hosting", 0.2, "A site on a free hosting / website-builder / tunnel service (PSL private suffix or curated list).",
    ["https://my-shop.netlify.app/", "https://example.weebly.com/"],
    ["https://netlify.com/", "https://example.com/"]),
  H("kbu.dynamic-dns", 0.3, "A dynamic-DNS name.",
    ["http://example.sytes.net/", "http://example.zapto.org/"],
    ["https://example.com/", "https://www.noip.com/"]),
  H("kbu.credential-path", 0.2, "A credential-harvest or wallet-connect path (/login, /verify, /wallet-connect, /secure-update, /account/recovery).",
    ["https://example.net/login", "https://example.net/wallet-connect/", "https://example.net/account/recovery?x=1"],
    ["https://example.net/blog/loginradius-review", "https://example.net/docs/"]),
  H("kbu.punycode-host", 0.3, "An internationalized (punycode) host with no other tell: real IDNs exist, so weak.",
    ["https://xn--mller-kva.de/"],
    ["https://example.com/"]),
  H("kbu.excessive-subdomains", 0.25, "Four or more labels above the owner domain (login.secure.account.example.com).",
    ["https://login.secure.account.verify.example.com/"],
    ["https://docs.example.com/", "https://a.b.example.co.uk/"]),
  H("kbu.random-label", 0.15, "An owner label that looks machine-made: long digit runs in letters, three or more hyphens, or 24+ characters.",
    ["https://com4471203.xyz/", "https://secure-account-verify-now.com/"],
    ["https://example.com/", "https://web3.org/"]),
  H("kbu.shortener", 0.3, "A URL shortener hides the destination: grounds for a look, capped below malicious.",
    ["https://bit.ly/3xYzAbC", "https://tinyurl.com/abc123"],
    ["https://example.com/bit.ly"]),
  H("kbu.credentials-in-url", 0.2, "A password in the URL's user-info (the secrets scanner judges the password itself).",
    ["https://admin:hunter2@example.com/"],
    ["https://example.com/", "ssh://git@github.com/x/y.git"]),
];

/** Weight by id, for the detector. */
export const HEURISTIC_WEIGHT: Readonly<Record<string, number>> = Object.fromEntries(HEURISTICS.map((h) => [h.id, h.weight]));
