import { describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant } from "../integration/helpers";
import { declare, manifest, setSettings } from "../integration/shield-helpers";

describe("a production deployment (DEPLOYMENT_KIND=production)", () => {
  it("refuses DANGEROUS_LOCAL tools outright, in every mode, and says so in capabilities", async () => {
    const t = await seedTenant();
    await declare(t, manifest("run_local_shell", { capability_class: "DANGEROUS_LOCAL", risk_tier: "extreme" }));
    await declare(t, manifest("create_ticket"));
    expect((await json(await call("/v1/shield/capabilities", { key: t.agent }))).data.deploymentKind).toBe("production");
    for (const mode of ["observe", "enforce", "off"]) {
      await setSettings(t, { mode });
      const err = await expectError(await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "run_local_shell" } }), 412, "DeniedCapability");
      expect(err.decisionId).toMatch(/^dec_/);
      expect((await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "create_ticket" } })).status).toBe(200);
    }
  });
});
