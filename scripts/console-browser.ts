// Shared by the console's browser tests and `npm run screenshots`: Debian's Chromium driven by
// playwright-core (never playwright's own browser downloads), and a small API client for seeding.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumAvailable = () => existsSync(CHROMIUM);

export interface Launched {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Launched> {
  // chromium.launch() always starts from a fresh throwaway profile (playwright refuses an explicit
  // --user-data-dir there), which is what a test wants: no state between runs.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync",
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

/** A page that records every CSP violation and page error, so tests can assert there were none. */
export async function consolePage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  return { page, problems };
}

export async function signInBrowser(page: Page, baseUrl: string, key: string): Promise<void> {
  await page.goto(`${baseUrl}/console/login`);
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}/console`);
}

export function apiClient(baseUrl: string, defaultKey: string) {
  return async function api(path: string, opts: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers: { authorization: `Bearer ${opts.key ?? defaultKey}`, ...(opts.body === undefined ? {} : { "content-type": "application/json" }), ...(opts.headers ?? {}) },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const json = (await res.json().catch(() => null)) as any;
    return { status: res.status, json };
  };
}
export type Api = ReturnType<typeof apiClient>;

/** An agent key for the demo tenant (the dev server's key is an owner key). */
export async function createAgentKey(api: Api, label = "support bot"): Promise<{ id: string; key: string }> {
  const r = await api("/v1/keys", { body: { role: "agent", label } });
  if (r.status !== 201) throw new Error(`agent key: ${r.status} ${JSON.stringify(r.json)}`);
  return { id: r.json.data.id, key: r.json.data.key };
}
