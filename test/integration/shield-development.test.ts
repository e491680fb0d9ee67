import { describe, expect, it } from "vitest";
import { call, json, seedTenant } from "./helpers";
import { declare, manifest } from "./shield-helpers";

describe("a development deployment", () => {
  it("does not apply the hosted-only DANGEROUS_LOCAL refusal", async () => {
    const t = await seedTenant();
    await declare(t, manifest("run_local_shell", { capability_class: "DANGEROUS_LOCAL", risk_tier: "extreme" }));
    const res = await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "run_local_shell" } });
    expect(res.status).toBe(200);
    expect((await json(res)).data.decision.reason_code).toBe("policy_pass");
  });
});
