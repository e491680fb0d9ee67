// Feeds and tenant block lists inside scanContent, the policy schema, and the receipt's record
// of the snapshot version.
import { describe, expect, it } from "vitest";
import { scanContent, type ScanPolicy } from "../../../src/scan/index";
import { scanAndReceipt } from "../../../src/scan/pipeline";
import { committedIntel } from "../../../src/feeds/default";
import { ScanPolicyInputSchema } from "../../../src/schemas/scan-policy";
import { build, spec } from "./helpers";

const web = { source: "web", direction: "inbound" } as const;
const intel = build([
  { spec: spec("test-phish"), text: "seed-phrase-restore.example\nclaim-rewards.example\nunused.example\n" },
  { spec: spec("test-malware", { kind: "malware", format: "url-lines", match: { host: "exact", url: "exact" } }), text: "http://203.0.113.50/x86\nhttps://files.example-cdn.net/pub/setup_2.msi\nhttp://198.51.100.3/\n" },
]);
const kbu = (content: string, policy?: ScanPolicy) => scanContent({ content, context: web }, policy, { intel });
const ids = (r: ReturnType<typeof kbu>) => r.findings.filter((f) => f.class === "known_bad_url").map((f) => f.rule_id);

describe("feed lookups in scanContent", () => {
  it("blocks a listed domain and names the feed", () => {
    const r = kbu("Your wallet needs attention: https://app.seed-phrase-restore.example/validate?session=1 — act within 24h.");
    expect(ids(r)).toContain("kbu.feed.test-phish");
    expect(r.verdict).toBe("malicious");
    expect(r.scores.known_bad_url).toBeGreaterThanOrEqual(0.9);
  });

  it("matches a listed malware URL exactly, not its neighbours", () => {
    expect(ids(kbu("get it from https://files.example-cdn.net/pub/setup_2.msi now"))).toContain("kbu.feed.test-malware");
    expect(ids(kbu("docs at https://files.example-cdn.net/pub/readme.html"))).not.toContain("kbu.feed.test-malware");
  });

  it("finds listed URLs inside encoded layers", () => {
    const b64 = Buffer.from("payload: https://claim-rewards.example/airdrop").toString("base64");
    expect(ids(kbu(`config blob ${b64}`))).toContain("kbu.feed.test-phish");
  });

  it("leaves ordinary links alone", () => {
    const r = kbu("See https://developer.mozilla.org/en-US/docs/Web/API/fetch and https://claim-rewards.example.org/ for details.");
    expect(ids(r).filter((id) => id.startsWith("kbu.feed."))).toEqual([]);
  });

  it("uses the committed snapshot when no snapshot is passed", () => {
    const r = scanContent({ content: "https://seed-phrase-restore.example/", context: web });
    expect(r.findings.map((f) => f.rule_id)).not.toContain("kbu.feed.test-phish");
  });
});

describe("tenant block and allow lists", () => {
  it("block_domains: a domain covers itself and its subdomains, a wildcard only the subdomains", () => {
    const p: ScanPolicy = { version: 3, block_domains: ["rival-tracker.example"] };
    expect(ids(kbu("open https://cdn.rival-tracker.example/p.gif", p))).toContain("kbu.tenant.block-domain");
    expect(kbu("open https://rival-tracker.example/", p).verdict).toBe("malicious");
    expect(ids(kbu("open https://rival-tracker.example.net/", p))).not.toContain("kbu.tenant.block-domain");
    const wild: ScanPolicy = { version: 3, block_domains: ["*.rival-tracker.example"] };
    expect(ids(kbu("open https://cdn.rival-tracker.example/p.gif", wild))).toContain("kbu.tenant.block-domain");
    expect(ids(kbu("open https://rival-tracker.example/", wild))).not.toContain("kbu.tenant.block-domain");
  });

  it("block_urls are prefixes, compared without scheme or case", () => {
    const p: ScanPolicy = { block_urls: ["https://paste.example.org/raw/"] };
    expect(ids(kbu("curl http://PASTE.example.org/raw/a1b2c3", p))).toContain("kbu.tenant.block-url");
    expect(ids(kbu("see https://paste.example.org/about", p))).not.toContain("kbu.tenant.block-url");
  });

  it("an allow entry wins over a feed or a tenant block", () => {
    const p: ScanPolicy = { block_domains: ["seed-phrase-restore.example"], allow_domains: ["app.seed-phrase-restore.example"] };
    expect(ids(kbu("https://app.seed-phrase-restore.example/", p))).toEqual([]);
    expect(ids(kbu("https://claim-rewards.example/x", { allow_urls: ["https://claim-rewards.example/x"] }))).toEqual([]);
  });

  it("the policy schema accepts the lists and rejects malformed entries", () => {
    expect(ScanPolicyInputSchema.safeParse({ block_domains: ["bad.example", "*.worse.example"], block_urls: ["https://paste.example.org/raw/"] }).success).toBe(true);
    expect(ScanPolicyInputSchema.safeParse({ block_domains: ["not a domain"] }).success).toBe(false);
    expect(ScanPolicyInputSchema.safeParse({ block_urls: ["javascript:alert(1)"] }).success).toBe(false);
  });
});

describe("receipts name the snapshot", () => {
  it("the engine version carries +intel.<version> of the snapshot used", async () => {
    const req = { content: "https://claim-rewards.example/", context: web };
    const withLive = await scanAndReceipt(req, { tenant: "ten_x", intel });
    expect(withLive.claims.engine.version).toMatch(new RegExp(`\\+intel\\.${intel.version}$`));
    expect(withLive.response.verdict).toBe("malicious");
    const committed = await scanAndReceipt(req, { tenant: "ten_x" });
    expect(committed.response.engine.version).toContain(`+intel.${committedIntel().version}`);
  });
});
