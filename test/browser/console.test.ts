import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { startDevServer, type DevServer } from "../../scripts/dev-server";
import { apiClient, chromiumAvailable, consolePage, createAgentKey, launchChromium, signInBrowser, CHROMIUM, type Api, type Launched } from "../../scripts/console-browser";

// The console end to end: `npm run dev`'s Worker under wrangler dev, driven by headless Chromium.
// CI installs Chromium (.ci/run); a machine without it skips loudly rather than pretending to pass.
if (!chromiumAvailable()) {
  const msg = `Browser tests need Chromium at ${CHROMIUM} (apt-get install -y chromium).`;
  if (process.env.CI) throw new Error(`${msg} CI must run them.`);
  console.warn(`\n!!! SKIPPING the console browser tests: ${msg}\n`);
}

const DIGEST = "sha256:" + "d4".repeat(32);

describe.skipIf(!chromiumAvailable())("console in a browser", () => {
  let server: DevServer;
  let chrome: Launched;
  let context: BrowserContext;
  let api: Api;
  let agent: { id: string; key: string };

  beforeAll(async () => {
    server = await startDevServer(20_000 + Math.floor(Math.random() * 2000));
    api = apiClient(server.url, server.key);
    agent = await createAgentKey(api);
    expect((await api("/v1/shield/settings", { method: "PATCH", body: { mode: "enforce", approvalGating: true } })).status).toBe(200);
    for (const m of [
      { name: "transfer_funds", summary: "Move money", capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true },
      { name: "send_email", summary: "Send an email", capability_class: "WRITE_PRIVATE", risk_tier: "med" },
    ]) expect((await api("/v1/shield/manifests", { body: m })).status).toBe(201);
    chrome = await launchChromium();
    context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await context?.close();
    await chrome?.close();
    await server?.stop();
  });

  it("an agent's call raises an approval; a reviewer approves it in the browser; the replay succeeds exactly once", async () => {
    const call = { toolName: "transfer_funds", taintLabel: "USER_CONFIRMED", arguments: { to: "acct-9", amount: 500 } };
    const refused = await api("/v1/shield/evaluate", { key: agent.key, body: call });
    expect(refused.status).toBe(409);
    const id = refused.json.error.approvalRequestId as string;

    const { page, problems } = await consolePage(context);
    await signInBrowser(page, server.url, server.key);
    const card = page.locator(`[data-approval="${id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    for (const s of ["transfer_funds", "ECONOMY_MUTATE", "high", "USER_CONFIRMED"]) expect(await card.innerText()).toContain(s);
    await card.getByLabel("Reason (kept in the record)").fill("invoice 7 checked");
    await card.getByRole("button", { name: "Approve" }).click();
    const token = await page.locator("#approval-token").inputValue();
    expect(token).toMatch(/^sat_/);

    const replay = () => api("/v1/shield/evaluate", { key: agent.key, body: call, headers: { "x-shield-approval-token": token } });
    expect((await replay()).status).toBe(200);
    expect((await replay()).status).toBe(412);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the pending list refreshes itself: a new request appears without a reload (the script runs under the CSP)", async () => {
    const { page, problems } = await consolePage(context);
    await page.goto(`${server.url}/console`);
    const before = await page.locator("[data-approval]").count();
    const refused = await api("/v1/shield/evaluate", { key: agent.key, body: { toolName: "transfer_funds", taintLabel: "USER_CONFIRMED", arguments: { to: "acct-2", amount: 7 } } });
    expect(refused.status).toBe(409);
    await page.locator(`[data-approval="${refused.json.error.approvalRequestId}"]`).waitFor({ timeout: 25_000 });
    expect(await page.locator("[data-approval]").count()).toBe(before + 1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a kill switch created in the browser states its effect and refuses the next call", async () => {
    expect((await api("/v1/shield/evaluate", { key: agent.key, body: { toolName: "send_email" } })).status).toBe(200);
    const { page, problems } = await consolePage(context);
    await page.goto(`${server.url}/console/kill-switches`);
    await page.getByLabel("What to stop").selectOption("agent_key");
    await page.getByLabel(/^Target/).fill(agent.id);
    await page.getByLabel("Reason", { exact: true }).fill("exfiltration suspected");
    await page.getByRole("button", { name: "Review effect…" }).click();
    expect(await page.locator("[data-effect]").innerText()).toContain(`every call by agent key ${agent.id} is refused`);
    await page.getByRole("button", { name: "Pull the switch" }).click();
    await page.waitForURL(`${server.url}/console/kill-switches`);
    expect(await page.locator(".flash.ok").innerText()).toContain("Active.");

    const next = await api("/v1/shield/evaluate", { key: agent.key, body: { toolName: "send_email" } });
    expect(next.status).toBe(412);
    expect(next.json.error.type).toBe("KillSwitchActive");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a digest revoked in the browser shows as revoked", async () => {
    const pub = await api("/v1/shield/trust/publishers", { body: { display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example" } });
    expect(pub.status).toBe(201);
    expect((await api("/v1/shield/trust/digests", { body: { digest: DIGEST, server_name: "acme-files", publisher_id: pub.json.data.id, risk_tier: "med", capabilities: ["READ_ONLY"] } })).status).toBe(201);
    const { page, problems } = await consolePage(context);
    await page.goto(`${server.url}/console/trust`);
    const card = page.locator(`[data-digest="${DIGEST}"]`);
    expect(await card.getAttribute("data-status")).toBe("active");
    await card.getByLabel("Reason to revoke").fill("publisher reported a compromised build");
    await card.getByRole("button", { name: "Revoke digest" }).click();
    await page.waitForURL(`${server.url}/console/trust`);
    const after = page.locator(`[data-digest="${DIGEST}"]`);
    expect(await after.getAttribute("data-status")).toBe("revoked");
    expect(await after.innerText()).toContain("Revoked");
    expect(await after.innerText()).toContain("publisher reported a compromised build");
    const listed = (await api("/v1/shield/trust/digests")).json.data.digests.find((d: any) => d.digest === DIGEST);
    expect(listed.status).toBe("revoked");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("is keyboard-usable and signs out", async () => {
    const { page } = await consolePage(context);
    await page.goto(`${server.url}/console/playground`);
    await page.keyboard.press("Tab");
    expect(await page.locator(":focus").innerText()).toBe("Skip to content");
    await page.getByRole("link", { name: "Injection in an email" }).click();
    await page.getByRole("button", { name: "Scan" }).click();
    expect(await page.locator("[data-verdict]").getAttribute("data-verdict")).toBe("malicious");
    expect(await page.locator("mark").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/console/login`);
    await page.goto(`${server.url}/console`);
    expect(page.url()).toBe(`${server.url}/console/login`);
    await page.close();
  });
});
