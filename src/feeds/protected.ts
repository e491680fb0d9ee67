// Hosts a feed may never list as a whole. A broken or poisoned feed line such as `google.com`
// or `github.io` would block millions of legitimate URLs; URL-level entries on them still count.

/** Major platforms: no host-level entry for the domain or any subdomain (docs.google.com, raw.githubusercontent.com…). */
export const PLATFORM_DOMAINS: ReadonlySet<string> = new Set([
  "google.com", "googleapis.com", "googleusercontent.com", "gstatic.com", "youtube.com", "youtu.be", "gmail.com",
  "microsoft.com", "live.com", "office.com", "office365.com", "onedrive.com", "1drv.ms", "azure.com", "bing.com", "outlook.com",
  "apple.com", "icloud.com", "amazon.com", "cloudflare.com",
  "github.com", "githubusercontent.com", "gitlab.com", "bitbucket.org", "sourceforge.net", "npmjs.com", "npmjs.org", "pypi.org",
  "facebook.com", "fbcdn.net", "instagram.com", "whatsapp.com", "twitter.com", "x.com", "t.co", "linkedin.com", "reddit.com", "discord.com", "discordapp.com", "discord.gg",
  "telegram.org", "t.me", "dropbox.com", "dropboxusercontent.com", "box.com", "wetransfer.com", "mediafire.com", "mega.nz",
  "wikipedia.org", "wikimedia.org", "mozilla.org", "stackoverflow.com", "wordpress.org", "paypal.com", "ebay.com",
  "yahoo.com", "baidu.com", "qq.com", "yandex.ru", "vk.com", "jsdelivr.net", "unpkg.com",
]);

/** Shared-hosting and public suffixes: customers' own hosts under them may be listed, the suffix itself never. */
export const SHARED_SUFFIXES: ReadonlySet<string> = new Set([
  "amazonaws.com", "cloudfront.net", "windows.net", "core.windows.net", "sharepoint.com", "medium.com", "wordpress.com", "akamaihd.net", "akamaized.net", "fastly.net", "cloudflare.net",
  "github.io", "gitlab.io", "blogspot.com", "web.app", "firebaseapp.com", "appspot.com", "pages.dev", "workers.dev", "netlify.app", "vercel.app",
  "herokuapp.com", "azurewebsites.net", "azureedge.net", "glitch.me", "repl.co", "replit.app", "onrender.com", "fly.dev", "surge.sh", "wixsite.com",
  "weebly.com", "webflow.io", "square.site", "ngrok.io", "ngrok-free.app", "duckdns.org", "no-ip.org", "ddns.net", "000webhostapp.com", "r2.dev",
  "co.uk", "org.uk", "ac.uk", "gov.uk", "com.au", "net.au", "co.jp", "ne.jp", "com.br", "com.cn", "com.tr", "co.in", "co.za", "com.mx", "co.kr", "com.ar", "com.tw", "com.hk", "com.sg",
]);

/** A shared platform's own service endpoints (path-style S3, storage front doors): listing one lists every customer. */
const SERVICE_HOST = /^(?:s3(?:[.-][a-z0-9-]+)?(?:\.dualstack)?\.amazonaws\.com|(?:z\d+\.)?(?:blob|web|file|queue|table|dfs)\.core\.windows\.net|[a-z0-9-]+\.(?:elb|execute-api|lambda-url)\.amazonaws\.com)$/;

export function hostLevelForbidden(host: string): boolean {
  if (SHARED_SUFFIXES.has(host) || PLATFORM_DOMAINS.has(host) || SERVICE_HOST.test(host)) return true;
  for (let i = host.indexOf("."); i >= 0; i = host.indexOf(".", i + 1)) {
    if (PLATFORM_DOMAINS.has(host.slice(i + 1))) return true;
  }
  return false;
}
