// The refresh job against an in-memory KV and a stubbed feed server: publish, pick-up,
// conditional requests, and broken or exploding feeds rejected without touching the live snapshot.
import { describe, expect, it } from "vitest";
import { KV_CURRENT, kvSnapshotKey, type CurrentPointer } from "../../../src/feeds/kv";
import { loadLive, refreshIntel } from "../../../src/feeds/refresh";
import { liveIntel, forgetIntel } from "../../../src/feeds/store";
import { build, MemoryKv, spec } from "./helpers";

const domains = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}.example`).join("\n");

function server(files: Record<string, () => Response>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    const h = files[url];
    return h ? h() : new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetch: f, calls };
}

const base = build([]);
const A = spec("alpha");
const B = spec("beta", { format: "url-lines", match: { host: "exact", url: "exact" }, kind: "malware" });

describe("refreshIntel", () => {
  it("publishes a versioned snapshot and a pointer; a reader picks it up", async () => {
    const kv = new MemoryKv();
    let alpha = domains("claim-prize", 10);
    const srv = server({ [A.url]: () => new Response(alpha, { headers: { etag: '"v1"' } }), [B.url]: () => new Response("http://198.51.100.7/x.sh\nhttp://198.51.100.8/\nhttp://dl.drop.example/a.exe\n") });
    const now = new Date("2026-12-01T12:00:00Z");
    const r = await refreshIntel(kv, { feeds: [A, B], base, fetch: srv.fetch, now });
    expect(r.published).toBe(true);
    expect(r.feeds.map((f) => f.status)).toEqual(["updated", "updated"]);
    const pointer = JSON.parse((await kv.get(KV_CURRENT, "text"))!) as CurrentPointer;
    expect(pointer.version).toBe(r.version);
    expect(pointer.feeds.map((f) => [f.name, f.entries])).toEqual([["alpha", 10], ["beta", 3]]);
    expect(kv.data.has(kvSnapshotKey(r.version))).toBe(true);

    forgetIntel();
    const live = await liveIntel(kv, now.getTime());
    expect(live.version).toBe(r.version);
    expect(live.lookup("www.claim-prize-3.example", "", "/").map((h) => h.feed.name)).toEqual(["alpha"]);
    expect(live.lookup("198.51.100.7", "", "/x.sh").map((h) => h.feed.name)).toEqual(["beta"]);

    // Not due yet: nothing fetched, nothing published.
    const again = await refreshIntel(kv, { feeds: [A, B], base, fetch: srv.fetch, now: new Date(now.getTime() + 60_000) });
    expect(again.published).toBe(false);
    expect(again.feeds.map((f) => f.status)).toEqual(["not-due", "not-due"]);

    // Due: a conditional request; 304 keeps the entries.
    const srv304 = server({ [A.url]: () => new Response(null, { status: 304 }), [B.url]: () => new Response(null, { status: 304 }) });
    const later = new Date(now.getTime() + 3 * 3600_000);
    const nm = await refreshIntel(kv, { feeds: [A, B], base, fetch: srv304.fetch, now: later });
    expect(nm.published).toBe(false);
    expect(srv304.calls.find((c) => c.url === A.url)?.headers["if-none-match"]).toBe('"v1"');

    // A new entry is published as a new version; the old one stays for rollback.
    alpha += "\nfresh-airdrop.example";
    const upd = await refreshIntel(kv, { feeds: [A, B], base, fetch: srv.fetch, now: new Date(later.getTime() + 3 * 3600_000), force: true });
    expect(upd.published).toBe(true);
    expect(upd.feeds.find((f) => f.name === "beta")?.status).toBe("unchanged");
    const p2 = JSON.parse((await kv.get(KV_CURRENT, "text"))!) as CurrentPointer;
    expect(p2.previous).toEqual([r.version]);
    const live2 = await liveIntel(kv, Date.now() + 10 * 60_000);
    expect(live2.lookup("fresh-airdrop.example", "", "/").length).toBe(1);
  });

  it("rejects an empty, garbled, shrunken or exploded feed and keeps the live entries", async () => {
    const kv = new MemoryKv();
    const now = new Date("2026-12-01T12:00:00Z");
    const good = server({ [A.url]: () => new Response(domains("wallet-sync", 20)) });
    const first = await refreshIntel(kv, { feeds: [A], base, fetch: good.fetch, now });
    const liveBytes = kv.data.get(kvSnapshotKey(first.version));
    const cases: [string, () => Response, RegExp][] = [
      ["empty", () => new Response(""), /no entries/],
      ["an HTML error page", () => new Response("<html><body>Service unavailable</body></html>\n<p>try later</p>"), /do not parse/],
      ["a 500", () => new Response("oops", { status: 500 }), /HTTP 500/],
      ["shrunk to a tenth", () => new Response(domains("wallet-sync", 2)), /fewer than the minimum|shrank/],
      ["exploded", () => new Response(domains("everything", 500)), /grew/],
      ["replaced wholesale", () => new Response(domains("other", 20)), /disappear/],
      ["over the byte cap", () => new Response("x".repeat(LIMIT + 1)), /cap/],
    ];
    for (const [what, body, reason] of cases) {
      const srv = server({ [A.url]: body });
      const r = await refreshIntel(kv, { feeds: [A], base, fetch: srv.fetch, now: new Date(now.getTime() + 60_000), force: true });
      expect(r.published, what).toBe(false);
      expect(r.feeds[0]?.status, what).toMatch(/rejected|failed/);
      expect(r.feeds[0]?.reason, what).toMatch(reason);
      expect((JSON.parse((await kv.get(KV_CURRENT, "text"))!) as CurrentPointer).version, what).toBe(first.version);
      expect(kv.data.get(kvSnapshotKey(first.version)), what).toBe(liveBytes);
    }
    const state = JSON.parse((await kv.get("intel/state", "text"))!);
    expect(state.alpha.last_error).toMatch(/^fetch: /);
  });

  it("a broken feed keeps its entries while another feed's update is published", async () => {
    const kv = new MemoryKv();
    const now = new Date("2026-12-01T12:00:00Z");
    await refreshIntel(kv, { feeds: [A, B], base, fetch: server({ [A.url]: () => new Response(domains("gift", 8)), [B.url]: () => new Response("http://192.0.2.10/\nhttp://192.0.2.11/\nhttp://192.0.2.12/\n") }).fetch, now });
    const r = await refreshIntel(kv, { feeds: [A, B], base, fetch: server({ [A.url]: () => new Response(""), [B.url]: () => new Response("http://192.0.2.10/\nhttp://192.0.2.11/\nhttp://192.0.2.12/\nhttp://192.0.2.13/\n") }).fetch, now: new Date(now.getTime() + 7200_000), force: true });
    expect(r.published).toBe(true);
    expect(r.feeds.map((f) => f.status)).toEqual(["rejected", "updated"]);
    const live = (await loadLive(kv))!.set;
    expect(live.lookup("gift-5.example", "", "/").length).toBe(1);
    expect(live.lookup("192.0.2.13", "", "/").length).toBe(1);
  });

  it("a stale baseline (the committed copy) does not block the first live refresh", async () => {
    const kv = new MemoryKv();
    const old = build([{ spec: { ...A, url: "npm:some-list@1.0.0" }, text: domains("old", 50) }], new Date("2026-06-01T00:00:00Z"));
    const r = await refreshIntel(kv, { feeds: [A], base: old, fetch: server({ [A.url]: () => new Response(domains("new", 10)) }).fetch, now: new Date("2026-12-01T00:00:00Z") });
    expect(r.published).toBe(true);
    expect(r.set.lookup("old-1.example", "", "/")).toEqual([]);
    expect(r.set.lookup("new-1.example", "", "/").length).toBe(1);
  });
});

const LIMIT = 1 << 20;
