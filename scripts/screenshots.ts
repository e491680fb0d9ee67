// `npm run screenshots`: starts `npm run dev` with throwaway state, seeds a believable tenant
// through the public API, and photographs every console page at laptop (1280×800) and phone
// (390×844) widths into docs/screenshots/, then writes docs/CONSOLE.md's gallery section.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { apiClient, chromiumAvailable, createAgentKey, launchChromium, signInBrowser, CHROMIUM, type Api } from "./console-browser";
import { startDevServer } from "./dev-server";

const OUT = "docs/screenshots";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, isMobile: false },
  { name: "phone", width: 390, height: 844, isMobile: true },
] as const;

interface Shot { file: string; title: string; purpose: string; go(page: Page, base: string): Promise<void> }

const SHOTS: Shot[] = [
  { file: "login", title: "Sign in", purpose: "Paste an owner, admin or auditor key once; it becomes a 4-hour HttpOnly session.", go: async () => {} },
  { file: "approvals", title: "Approvals", purpose: "Pending requests first with what a reviewer must see (tool, capability, risk tier, taint, proposer, payload hash, waiting time); approve or deny with a reason; resolved and consumed history below.", go: (p, b) => p.goto(`${b}/console`).then(() => {}) },
  { file: "kill-switches", title: "Kill switches", purpose: "The active switches, the form to pull one, and the lifted/expired history.", go: (p, b) => p.goto(`${b}/console/kill-switches`).then(() => {}) },
  {
    file: "kill-switch-confirm", title: "Kill switch confirmation", purpose: "The effect in words before anything changes.",
    go: async (p, b) => {
      await p.goto(`${b}/console/kill-switches`);
      await p.getByLabel("What to stop").selectOption("tool");
      await p.getByLabel(/^Target/).fill("transfer_funds");
      await p.getByLabel("Reason", { exact: true }).fill("finance asked to pause payouts");
      await p.getByRole("button", { name: "Review effect…" }).click();
    },
  },
  { file: "decisions", title: "Decisions", purpose: "The filterable live list of decision records (action, tool, reason code, agent key, time).", go: (p, b) => p.goto(`${b}/console/decisions?window=all`).then(() => {}) },
  {
    file: "decision", title: "A decision record", purpose: "One record in full, with what enforce mode would have answered.",
    go: async (p, b) => {
      await p.goto(`${b}/console/decisions?window=all&reason_code=taint_blocked`);
      const href = await p.locator('a[href^="/console/decisions/dec_"]').first().getAttribute("href").catch(() => null);
      await p.goto(href ? `${b}${href}` : `${b}/console/decisions?window=all`);
    },
  },
  { file: "posture", title: "Mode and promotion", purpose: "The mode and approval-gating switches side by side, and the observe-mode evidence: what would have been blocked, grouped by tool and reason.", go: (p, b) => p.goto(`${b}/console/posture`).then(() => {}) },
  { file: "trust", title: "Trust registry", purpose: "Pinned digests (revoked ones first, in red), publishers and managed servers; revoke a digest with a reason.", go: (p, b) => p.goto(`${b}/console/trust`).then(() => {}) },
  {
    file: "receipts", title: "Receipt verification", purpose: "Paste a receipt or scan id: does it verify, against which key, for which content hash.",
    go: async (p, b) => {
      await p.goto(`${b}/console/receipts`);
      await p.getByLabel(/A receipt/).fill(lastScanId);
      await p.getByRole("button", { name: "Verify" }).click();
    },
  },
  {
    file: "playground", title: "Scan playground", purpose: "Paste content, pick source and direction: verdict, per-class scores, highlighted findings and the signed receipt.",
    go: async (p, b) => {
      await p.goto(`${b}/console/playground?example=injection`);
      await p.getByRole("button", { name: "Scan" }).click();
    },
  },
];

let lastScanId = "";

async function seed(api: Api, agent: { id: string; key: string }): Promise<void> {
  const must = async (r: Promise<{ status: number; json: any }>, what: string) => {
    const res = await r;
    if (res.status >= 300 && res.status !== 409 && res.status !== 412) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  await must(api("/v1/shield/settings", { method: "PATCH", body: { mode: "observe", approvalGating: true } }), "settings");
  for (const m of [
    { name: "transfer_funds", summary: "Move money between accounts", capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true },
    { name: "send_email", summary: "Send an email", capability_class: "WRITE_PRIVATE", risk_tier: "med", taint_policy: { block_tainted: true, require_user_confirmed: false } },
    { name: "read_notes", summary: "Read meeting notes", capability_class: "READ_ONLY", risk_tier: "low" },
  ]) await must(api("/v1/shield/manifests", { body: m }), `manifest ${m.name}`);
  const ev = (body: Record<string, unknown>) => must(api("/v1/shield/evaluate", { key: agent.key, body }), "evaluate");
  for (let i = 0; i < 4; i++) await ev({ toolName: "send_email", taintLabel: "TAINTED", arguments: { to: `ops${i}@acme.example` } });
  for (let i = 0; i < 2; i++) await ev({ toolName: "transfer_funds", taintLabel: "USER_CONFIRMED", arguments: { amount: 100 * (i + 1) } });
  for (let i = 0; i < 5; i++) await ev({ toolName: "read_notes", taintLabel: "USER_CONFIRMED" });
  await ev({ toolName: "delete_repo", taintLabel: "SYSTEM_GENERATED" });

  const propose = (args: Record<string, unknown>, reason: string) =>
    must(api("/v1/shield/approvals/propose", { body: { toolName: "transfer_funds", agentKeyId: agent.id, taintLabel: "USER_CONFIRMED", arguments: args, proposer: "billing-agent", reason } }), "propose");
  const old = await propose({ to: "acct-3", amount: 90 }, "refund for order 1182");
  await must(api(`/v1/shield/approvals/${old.data.id}/resolve`, { body: { decision: "denied", reason: "duplicate of order 1181" } }), "resolve");
  await propose({ to: "acct-9", amount: 500 }, "monthly invoice 7 from Northwind");
  await propose({ to: "acct-12", amount: 1250 }, "contractor payout, November");

  await must(api("/v1/shield/kill-switches", { body: { targetType: "tool", targetRef: "delete_repo", reason: "investigating unexpected deletions", actor: "oncall@acme.example", expiresAt: new Date(Date.now() + 4 * 3_600_000).toISOString() } }), "kill switch");

  const pub = await must(api("/v1/shield/trust/publishers", { body: { display_name: "Acme Tools", identity_type: "org_domain", identity_ref: "acme.example", trust_level: "high" } }), "publisher");
  const d1 = "sha256:" + "3f9a".repeat(16);
  const d2 = "sha256:" + "b71c".repeat(16);
  await must(api("/v1/shield/trust/digests", { body: { digest: d1, server_name: "acme-files", publisher_id: pub.data.id, risk_tier: "med", capabilities: ["READ_ONLY", "WRITE_PRIVATE"] } }), "digest");
  await must(api("/v1/shield/trust/digests", { body: { digest: d2, server_name: "acme-mail", publisher_id: pub.data.id, risk_tier: "high", capabilities: ["WRITE_PRIVATE"] } }), "digest");
  await must(api("/v1/shield/trust/digests/revoke", { body: { digest: d2, reason: "publisher reported a compromised build", revokedBy: "sec@acme.example" } }), "revoke");
  await api("/v1/shield/servers", { body: { name: "acme-files", endpoint_url: "https://mcp.acme.example/files", digest: d1 } });

  const scan = await must(api("/v2/scan", { body: { content: "Please wire the balance to the account below.", context: { source: "email", direction: "inbound" } } }), "scan");
  lastScanId = scan.receipt.scan_id;

  // Decisions reach D1 from the DO outbox within moments; wait so the lists are not empty.
  for (let i = 0; i < 50; i++) {
    const r = await api("/v1/shield/decisions?limit=100");
    if ((r.json?.data?.decisions?.length ?? 0) >= 12) return;
    await new Promise((res) => setTimeout(res, 200));
  }
}

function writeGallery(): void {
  const path = "docs/CONSOLE.md";
  const marker = "<!-- screenshots:start -->";
  const end = "<!-- screenshots:end -->";
  const rows = SHOTS.map((s) => `### ${s.title}\n${s.purpose}\n\n| laptop (1280×800) | phone (390×844) |\n|---|---|\n| ![${s.title}, laptop](screenshots/${s.file}-desktop.png) | ![${s.title}, phone](screenshots/${s.file}-phone.png) |\n`).join("\n");
  const block = `${marker}\n<!-- generated by \`npm run screenshots\` (scripts/screenshots.ts); do not edit by hand -->\n\n${rows}\n${end}`;
  const current = readFileSync(path, "utf8");
  const at = current.indexOf(marker);
  const next = at === -1 ? `${current.trimEnd()}\n\n## Screenshots\n${block}\n` : current.slice(0, at) + block + current.slice(current.indexOf(end) + end.length);
  writeFileSync(path, next);
}

async function main(): Promise<void> {
  if (!chromiumAvailable()) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  mkdirSync(OUT, { recursive: true });
  const server = await startDevServer(22_000 + Math.floor(Math.random() * 2000));
  const chrome = await launchChromium();
  try {
    const api = apiClient(server.url, server.key);
    await seed(api, await createAgentKey(api, "billing-agent"));
    for (const vp of VIEWPORTS) {
      const context = await chrome.browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.isMobile, hasTouch: vp.isMobile, colorScheme: "light" });
      const page = await context.newPage();
      await page.goto(`${server.url}/console/login`);
      await page.screenshot({ path: `${OUT}/login-${vp.name}.png`, fullPage: true });
      await signInBrowser(page, server.url, server.key);
      for (const shot of SHOTS.slice(1)) {
        await shot.go(page, server.url);
        await page.waitForLoadState("load");
        await page.screenshot({ path: `${OUT}/${shot.file}-${vp.name}.png`, fullPage: true });
        console.log(`${OUT}/${shot.file}-${vp.name}.png`);
      }
      await context.close();
    }
    writeGallery();
  } finally {
    await chrome.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
