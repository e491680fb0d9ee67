// One meaning for a tenant's domain lists (allow_domains, block_domains), in the scanner and the
// shell analyzer alike: `example.com` is the domain and its subdomains, `*.example.com` only its
// subdomains. Pure, so the library, the CLI and the Worker agree.

/** A host name as compared: lowercase, without the trailing root dot. */
function canonicalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/** Whether `host` is covered by one domain-list entry. */
export function domainMatches(host: string, entry: string): boolean {
  const h = canonicalHost(host);
  const e = canonicalHost(entry);
  if (e.startsWith("*.")) {
    const apex = e.slice(2);
    return apex.length > 0 && h.length > apex.length + 1 && h.endsWith(`.${apex}`);
  }
  return e.length > 0 && (h === e || h.endsWith(`.${e}`));
}

/** Whether any entry of a tenant's list covers `host`. */
export function domainListMatches(host: string | undefined, entries: readonly string[]): boolean {
  if (host === undefined || host.length === 0 || entries.length === 0) return false;
  return entries.some((e) => domainMatches(host, e));
}
