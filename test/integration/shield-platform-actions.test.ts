// The platform's own mutations are gated like agent actions (issue 17 §3b): creating an API key
// delegates access, so a kill switch or tenant policy can refuse it, and every creation is recorded.
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, decisions, manifest, setSettings } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce" });
});

const createKey = (key = t.owner) => call("/v1/keys", { key, body: { role: "agent", label: "ci" } });
const liveKeys = async () => (await json(await call("/v1/keys", { key: t.owner }))).data.keys.filter((k: any) => !k.revoked_at).length;

describe("POST /v1/keys through Shield", () => {
  it("an enforcing tenant with no manifest for it can still create keys, and each creation is a decision", async () => {
    expect((await createKey()).status).toBe(201);
    const recorded = await decisions(t, "?tool=" + encodeURIComponent("platform/keys.create"));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ action: "allow", capability_class: "DELEGATE_ACCESS", agent_key_id: t.ids.owner, http_route: "/v1/keys" });
  });

  it("a tool kill switch refuses it with Shield's envelope, and no key is created", async () => {
    const before = await liveKeys();
    const ks = await call("/v1/shield/kill-switches", { key: t.admin, body: { targetType: "tool", targetRef: "platform/keys.create", reason: "credential leak drill", actor: "sec" } });
    expect(ks.status).toBe(201);
    const refused = await expectError(await createKey(), 412, "KillSwitchActive");
    expect(refused.decisionId).toMatch(/^dec_/);
    expect(await liveKeys()).toBe(before);
  });

  it("a tenant manifest can require approval: 409 with a request, then the approved replay creates the key", async () => {
    await declare(t, manifest("platform/keys.create", { capability_class: "DELEGATE_ACCESS", risk_tier: "high", requires_approval: true }));
    await setSettings(t, { approvalGating: true });
    const pending = await expectError(await createKey(), 409, "ApprovalRequired");
    const resolved = await json(await call(`/v1/shield/approvals/${pending.approvalRequestId}/resolve`, { key: t.admin, body: { decision: "approved" } }));
    const replay = await call("/v1/keys", { key: t.owner, body: { role: "agent", label: "ci" }, headers: { "x-shield-approval-token": resolved.data.approvalToken } });
    expect(replay.status).toBe(201);
  });
});
