import { describe, expect, it } from "vitest";
import { call, expectError, seedTenant } from "./helpers";

describe("rate limiting", () => {
  it("answers 429 RateLimited with Retry-After once a key spends its budget, per key", async () => {
    const t = await seedTenant();
    // Bursts of concurrent requests, so the budget is spent well inside one window even on a
    // loaded machine (sequential requests slower than the window would never trip it).
    let limited: Response | undefined;
    for (let round = 0; round < 8 && !limited; round++) {
      const burst = await Promise.all(Array.from({ length: 25 }, () => call("/v1/keys", { key: t.owner })));
      for (const res of burst) {
        if (res.status === 429) limited ??= res;
        else expect(res.status).toBe(200);
      }
    }
    expect(limited, "no 429 within 200 requests").toBeDefined();
    const err = await expectError(limited!, 429, "RateLimited");
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    // Another key of the same tenant has its own budget.
    expect((await call("/v1/keys", { key: t.admin })).status).toBe(200);
  });

  it("spends none of a key's budget on requests that name its id without its secret", async () => {
    const t = await seedTenant();
    // The key id is not secret (it appears in records and the console); the secret part is.
    const forged = `${t.agent.slice(0, "ase_".length + 26 + 1)}${"A".repeat(43)}`;
    expect(forged).not.toBe(t.agent);
    // More forged requests than the whole budget (100 a minute in tests), in bursts.
    for (let round = 0; round < 6; round++) {
      const burst = await Promise.all(Array.from({ length: 25 }, () => call("/v1/keys", { key: forged })));
      for (const res of burst) await expectError(res, 401, "AuthInvalid");
    }
    expect((await call("/v2/scan", { key: t.agent, body: { content: "hello", context: { source: "user_message", direction: "inbound" } } })).status).toBe(200);
  });
});
