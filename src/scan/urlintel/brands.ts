// The brands phishing kits impersonate most, by sector, with the registrable domains each brand
// actually uses. Written from public phishing-trend reporting (banks, payments, crypto wallets and
// exchanges, email/cloud, social, delivery, tax and government), not mined from any corpus.
// `generic`: the token is also an ordinary word, so containing it proves nothing on its own and
// edit-distance look-alikes are not computed for it.
import { skeleton } from "./confusables";

export interface Brand {
  token: string;
  domains: readonly string[];
  generic?: boolean;
  /** Ordinary words within edit distance of the token that must never count as look-alikes. */
  words?: readonly string[];
}

const B = (token: string, domains: string, extra: Partial<Brand> = {}): Brand => ({ token, domains: domains.split(" ").filter((d) => d !== ""), ...extra });

export const BRANDS: readonly Brand[] = [
  // Payments and banks
  B("paypal", "paypal.com paypal.me paypalobjects.com paypal-community.com paypal.co.uk paypal.de paypal.fr paypal-prepaid.com xoom.com venmo.com", { words: ["paypay"] }),
  B("venmo", "venmo.com"),
  B("cashapp", "cash.app cashapp.com squareup.com"),
  B("zelle", "zellepay.com zelle.com", { words: ["gazelle", "mozelle"] }),
  B("stripe", "stripe.com stripe.network", { generic: true }),
  B("chase", "chase.com jpmorganchase.com jpmorgan.com", { generic: true }),
  B("wellsfargo", "wellsfargo.com wf.com wellsfargoadvisors.com"),
  B("bankofamerica", "bankofamerica.com bofa.com mbna.com ml.com merrilledge.com"),
  B("citibank", "citibank.com citi.com citigroup.com"),
  B("capitalone", "capitalone.com"),
  B("americanexpress", "americanexpress.com amex.com aexp.com"),
  B("usbank", "usbank.com"),
  B("hsbc", "hsbc.com hsbc.co.uk hsbc.com.hk hsbc.fr hsbcnet.com"),
  B("barclays", "barclays.co.uk barclays.com barclaycard.co.uk barclaycardus.com"),
  B("santander", "santander.co.uk santander.com santanderbank.com santander.de santander.es", { generic: true }),
  B("natwest", "natwest.com"),
  B("lloydsbank", "lloydsbank.com lloydsbank.co.uk lloydsbankinggroup.com"),
  B("halifax", "halifax.co.uk", { generic: true }),
  B("revolut", "revolut.com", { words: ["revolution"] }),
  B("monzo", "monzo.com"),
  B("westernunion", "westernunion.com wu.com"),
  B("moneygram", "moneygram.com"),
  B("payoneer", "payoneer.com"),
  B("skrill", "skrill.com"),
  B("interac", "interac.ca", { words: ["interact"] }),
  B("mastercard", "mastercard.com mastercard.us"),
  B("discover", "discover.com", { generic: true }),
  B("intuit", "intuit.com turbotax.com quickbooks.com", { words: ["intuiti"] }),
  B("docusign", "docusign.com docusign.net"),
  // Crypto wallets, exchanges and DeFi front ends
  B("metamask", "metamask.io consensys.io consensys.net"),
  B("myetherwallet", "myetherwallet.com mewapi.io"),
  B("mycrypto", "mycrypto.com", { generic: true }),
  B("ledger", "ledger.com ledgerwallet.com ledger.fr", { generic: true }),
  B("trezor", "trezor.io satoshilabs.com"),
  B("coinbase", "coinbase.com coinbase.pro"),
  B("binance", "binance.com binance.us binance.org bnbchain.org bscscan.com binance.vision binance.cloud", { words: ["finance"] }),
  B("kraken", "kraken.com", { generic: true }),
  B("blockchain", "blockchain.com blockchain.info", { generic: true }),
  B("bitfinex", "bitfinex.com"),
  B("kucoin", "kucoin.com"),
  B("huobi", "huobi.com huobipro.com htx.com"),
  B("bybit", "bybit.com"),
  B("bitstamp", "bitstamp.net"),
  B("bittrex", "bittrex.com"),
  B("poloniex", "poloniex.com"),
  B("hitbtc", "hitbtc.com"),
  B("localbitcoins", "localbitcoins.com"),
  B("bitget", "bitget.com"),
  B("gateio", "gate.io gate.com"),
  B("okx", "okx.com okex.com"),
  B("etherscan", "etherscan.io etherscan.com"),
  B("bscscan", "bscscan.com"),
  B("etherdelta", "etherdelta.com"),
  B("uniswap", "uniswap.org app.uniswap.org uniswap.exchange"),
  B("pancakeswap", "pancakeswap.finance"),
  B("sushiswap", "sushi.com sushiswap.org"),
  B("opensea", "opensea.io", { generic: true }),
  B("trustwallet", "trustwallet.com trust.com"),
  B("walletconnect", "walletconnect.com walletconnect.org reown.com"),
  B("phantom", "phantom.app phantom.com", { generic: true }),
  B("exodus", "exodus.com exodus.io", { generic: true }),
  B("electrum", "electrum.org"),
  B("coinmarketcap", "coinmarketcap.com"),
  B("coingecko", "coingecko.com"),
  B("blockfi", "blockfi.com"),
  B("yoroi", "yoroi-wallet.com"),
  B("keplr", "keplr.app"),
  B("atomicwallet", "atomicwallet.io"),
  B("tronlink", "tronlink.org"),
  B("solflare", "solflare.com"),
  B("rabby", "rabby.io"),
  B("1inch", "1inch.io 1inch.exchange"),
  B("aave", "aave.com"),
  B("lido", "lido.fi", { generic: true }),
  B("curvefi", "curve.fi curve.finance"),
  B("makerdao", "makerdao.com makerdao.org"),
  B("chainlink", "chain.link chainlink.com", { generic: true }),
  B("polkadot", "polkadot.network polkadot.com"),
  B("arbitrum", "arbitrum.io arbitrum.foundation"),
  B("ethereum", "ethereum.org ethereum.foundation", { generic: true }),
  B("bitcoin", "bitcoin.org", { generic: true }),
  B("cryptocom", "crypto.com"),
  B("gemini", "gemini.com", { generic: true }),
  // Email, cloud and productivity
  B("microsoft", "microsoft.com microsoftonline.com microsoftonline-p.com s-microsoft.com microsoftstore.com microsoftazuread-sso.com live.com live.net office.com office.net office365.com outlook.com sharepoint.com onedrive.com azure.com windows.net windowsupdate.com msn.com bing.com skype.com xbox.com xboxlive.com msftauth.net msauth.net msecnd.net msocdn.com sfx.ms aka.ms microsoft365.com azureedge.net msft.net visualstudio.com"),
  B("office365", "office365.com office.com microsoft.com"),
  B("outlook", "outlook.com office.com live.com microsoft.com", { generic: true }),
  B("onedrive", "onedrive.com live.com microsoft.com sharepoint.com"),
  B("sharepoint", "sharepoint.com microsoft.com"),
  B("google", "google.com googleapis.com gstatic.com googleusercontent.com gmail.com youtube.com google.co.uk google.de google.fr googledrive.com goo.gl googlesyndication.com googleadservices.com googletagmanager.com googletagservices.com google-analytics.com googlevideo.com googlesource.com googleblog.com googlemail.com googlehosted.com withgoogle.com ggpht.com gvt1.com gvt2.com doubleclick.net blogger.com android.com"),
  B("gmail", "gmail.com google.com"),
  B("apple", "apple.com icloud.com me.com apple.news itunes.com mzstatic.com appleid.com apple-cloudkit.com apple-dns.net apple-mapkit.com cdn-apple.com", { generic: true }),
  B("icloud", "icloud.com apple.com icloud-content.com"),
  B("itunes", "itunes.com apple.com"),
  B("amazon", "amazonpay.com amazon-adsystem.com amazonvideo.com amazon.com amazon.co.uk amazon.de amazon.fr amazon.it amazon.es amazon.ca amazon.in amazon.co.jp amazon.com.au amazonaws.com amazon.dev amazontrust.com media-amazon.com ssl-images-amazon.com a2z.com amzn.to amzn.com aws.amazon.com primevideo.com audible.com"),
  B("netflix", "netflixtechblog.com netflixstudios.com netflix.com netflix.net nflxext.com nflximg.net nflxvideo.net nflxso.net"),
  B("adobe", "adobe.com adobe.io adobe.net adobelogin.com adobedtm.com adobecc.com adobeccstatic.com adobestock.com typekit.net behance.net omtrdc.net"),
  B("dropbox", "dropbox.com dropboxusercontent.com dropboxapi.com dropboxstatic.com db.tt"),
  B("yahoo", "yahoo.com yahoo.net yahoo.co.jp yimg.com yahooapis.com yahoodns.net aol.com"),
  B("wetransfer", "wetransfer.com we.tl"),
  B("salesforce", "salesforce.com force.com"),
  B("okta", "okta.com oktacdn.com okta-emea.com"),
  B("github", "github.com github.io githubusercontent.com githubassets.com githubstatus.com githubapp.com ghcr.io"),
  B("godaddy", "godaddy.com secureserver.net"),
  B("zoom", "zoom.us zoom.com zoomgov.com", { generic: true }),
  B("slack", "slack.com slack-edge.com", { generic: true }),
  B("verizon", "verizon.com verizonwireless.com"),
  B("comcast", "comcast.com comcast.net xfinity.com"),
  B("xfinity", "xfinity.com comcast.net", { generic: true }),
  B("roundcube", "roundcube.net"),
  // Social, messaging and gaming
  B("facebook", "facebook.com fb.com fbcdn.net facebook.net fb.me meta.com messenger.com"),
  B("instagram", "instagram.com cdninstagram.com ig.me"),
  B("whatsapp", "whatsapp.com whatsapp.net wa.me"),
  B("messenger", "messenger.com facebook.com", { generic: true }),
  B("linkedin", "linkedin.com licdn.com lnkd.in"),
  B("twitter", "twitter.com x.com twimg.com t.co"),
  B("tiktok", "tiktok.com tiktokcdn.com tiktokv.com"),
  B("telegram", "telegram.org t.me telegram.me", { generic: true }),
  B("discord", "discord.com discord.gg discordapp.com discord.media discordapp.net", { generic: true }),
  B("snapchat", "snapchat.com snap.com"),
  B("steamcommunity", "steamcommunity.com steampowered.com steamstatic.com"),
  B("steampowered", "steampowered.com steamcommunity.com"),
  B("roblox", "roblox.com rbxcdn.com"),
  B("epicgames", "epicgames.com unrealengine.com"),
  B("playstation", "playstation.com playstation.net sony.com"),
  B("blizzard", "blizzard.com battle.net", { generic: true }),
  // Delivery and commerce
  B("dhl", "dhl.com dhl.de dhl.co.uk dhlparcel.nl"),
  B("fedex", "fedex.com"),
  B("usps", "usps.com usps.gov"),
  B("royalmail", "royalmail.com"),
  B("canadapost", "canadapost.ca canadapost-postescanada.ca"),
  B("auspost", "auspost.com.au"),
  B("postnl", "postnl.nl postnl.com"),
  B("laposte", "laposte.fr laposte.net"),
  B("correos", "correos.es", { words: ["correios"] }),
  B("evri", "evri.com"),
  B("ebay", "ebay.com ebay.co.uk ebay.de ebayimg.com ebaystatic.com"),
  B("walmart", "walmart.com"),
  B("alibaba", "alibaba.com alibabacloud.com aliyun.com alicdn.com aliexpress.com"),
  B("aliexpress", "aliexpress.com aliexpress.us alicdn.com"),
  B("booking", "booking.com bstatic.com", { generic: true }),
  B("airbnb", "airbnb.com airbnb.co.uk"),
  // Tax and government
  B("irs", "irs.gov"),
  B("hmrc", "hmrc.gov.uk gov.uk"),
  B("govuk", "gov.uk"),
  B("medicare", "medicare.gov cms.gov", { generic: true }),
  B("socialsecurity", "ssa.gov socialsecurity.gov", { generic: true }),
  B("mygov", "my.gov.au"),
];

/** Tokens with their skeletons, precomputed once. */
export const BRAND_INDEX = BRANDS.map((b) => ({ brand: b, skel: skeleton(b.token) }));

const under = (host: string, d: string): boolean =>
  host === d || (host.length > d.length && host.endsWith(d) && host.charCodeAt(host.length - d.length - 1) === 46);

/** True when `host` is one of the brand's own domains or below one. */
export function ownedBy(host: string, b: Brand): boolean {
  for (const d of b.domains) if (under(host, d)) return true;
  return false;
}

const OWNED_DOMAINS: ReadonlySet<string> = new Set(BRANDS.flatMap((b) => b.domains));

/** True when some brand owns `host`: one set lookup per label instead of a pass over every brand. */
export function ownedByAnyBrand(host: string): boolean {
  for (let i = -1; i < host.length; i = host.indexOf(".", i + 1)) {
    if (OWNED_DOMAINS.has(i < 0 ? host : host.slice(i + 1))) return true;
    if (host.indexOf(".", i + 1) < 0) break;
  }
  return false;
}

// Rows for editDistance, reused: labels are at most 63 characters, longer strings allocate.
const ROWS = [new Int32Array(128), new Int32Array(128), new Int32Array(128)] as const;

/** Optimal-string-alignment Damerau–Levenshtein distance, giving up (returning max+1) past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  const fits = n < 128;
  let prev2 = fits ? ROWS[0] : new Int32Array(n + 1);
  let prev = fits ? ROWS[1] : new Int32Array(n + 1);
  let cur = fits ? ROWS[2] : new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) {
    prev2[j] = 0;
    prev[j] = j;
    cur[j] = 0;
  }
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

/** Edits a look-alike may differ by: none for short tokens (too many real words nearby), more for long ones. */
export function allowedEdits(token: string): number {
  return token.length >= 11 ? 2 : token.length >= 6 ? 1 : 0;
}

export type BrandMatchKind = "exact" | "homoglyph" | "typo" | "contains";

export interface BrandMatch {
  brand: Brand;
  kind: BrandMatchKind;
}

/**
 * How a host label (already decoded) relates to a brand token: the same ("exact"), the same
 * skeleton but different characters ("homoglyph"), within the allowed edits ("typo"), or
 * containing it with extra text ("contains"). The strongest relation wins.
 */
export function matchBrand(label: string): BrandMatch | null {
  if (label.length < 3) return null;
  const skel = skeleton(label);
  const flat = label.replace(/-/g, "");
  const flatSkel = skel.replace(/-/g, "");
  const parts = label.includes("-") ? label.split("-").filter((p) => p.length >= 3) : [];
  let best: BrandMatch | null = null;
  const rank: Record<BrandMatchKind, number> = { exact: 4, homoglyph: 3, typo: 2, contains: 1 };
  const consider = (m: BrandMatch): void => {
    if (best === null || rank[m.kind] > rank[best.kind] || (rank[m.kind] === rank[best.kind] && !m.brand.generic && best.brand.generic === true)) best = m;
  };
  // Everything about the label is computed once, outside the brand loop.
  const pieces = [label, flat, ...parts];
  const pieceSkels = [skel, flatSkel, ...parts.map(skeleton)];
  for (const { brand, skel: bs } of BRAND_INDEX) {
    const t = brand.token;
    if (label === t || flat === t) { consider({ brand, kind: "exact" }); continue; }
    if (pieces.some((p) => p === t)) { consider({ brand, kind: "contains" }); continue; }
    // One or two stray letters glued to the brand (paypall, xcoinbase) are a typo, not a combination.
    if (!label.includes("-") && label.includes(t) && label.length - t.length <= 2 && t.length >= 6) {
      if (brand.generic !== true && brand.words?.some((w) => flat.includes(w)) !== true) consider({ brand, kind: "typo" });
      continue;
    }
    if (brand.words?.some((w) => flat.includes(w)) === true) continue;
    if (t.length >= 4 && pieceSkels.some((p) => p === bs)) { consider({ brand, kind: pieces.some((p) => p.includes(t)) ? "contains" : "homoglyph" }); continue; }
    const k = brand.generic === true ? 0 : allowedEdits(t);
    // A plural or one trailing letter on a dictionary-word brand is language, not a typo.
    if (k > 0 && pieceSkels.some((p) => editDistance(p, bs, k) <= k) && !pieces.some((p) => p.includes(t))) { consider({ brand, kind: "typo" }); continue; }
    if (t.length >= 5 && (flat.includes(t) || flatSkel.includes(bs))) consider({ brand, kind: "contains" });
    else if (t.length >= 9 && k > 0 && containsNear(flatSkel, bs, 1)) consider({ brand, kind: "typo" });
  }
  return best;
}

/** A long token misspelled by one edit inside a longer label ("myetherwallett-login"). */
function containsNear(hay: string, needle: string, k: number): boolean {
  if (hay.length < needle.length + 2) return false;
  for (let len = needle.length - k; len <= needle.length + k; len++) {
    for (let i = 0; i + len <= hay.length; i++) {
      if (hay.charCodeAt(i) !== needle.charCodeAt(0) && hay.charCodeAt(i + len - 1) !== needle.charCodeAt(needle.length - 1)) continue;
      if (editDistance(hay.slice(i, i + len), needle, k) <= k) return true;
    }
  }
  return false;
}
