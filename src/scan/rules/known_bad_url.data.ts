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

/** TLDs with outsized abuse rates in public phishing/malware statistics (weak signal). */
export const RISKY_TLDS: ReadonlySet<string> = new Set([
  "tk", "ml", "ga", "cf", "gq", "xyz", "top", "icu", "buzz", "cyou", "rest", "monster", "click", "link", "work", "zip", "mov", "su", "cam", "sbs", "cfd", "lol", "quest",
]);
