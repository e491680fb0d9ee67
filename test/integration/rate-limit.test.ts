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
});
