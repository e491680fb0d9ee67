import { describe, expect, it } from "vitest";
import {
  activateKillSwitch,
  applyEffects,
  globalKillSwitch,
  isKillSwitchActive,
  killSwitchEffect,
  liftKillSwitch,
  type TenantPolicyState,
} from "../../../src/policy";
import type { KillSwitchCreateInput } from "../../../src/schemas/shield";
import { T0, at, call, run, state } from "./fixtures";

function activate(s: TenantPolicyState, input: Partial<KillSwitchCreateInput> = {}, id = "ks_1", now = T0): TenantPolicyState {
  const r = activateKillSwitch(s, { targetType: "tool", targetRef: "notes.write", reason: "incident 42", actor: "ops@x", ...input }, now, { killSwitchId: id });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return applyEffects(s, r.value.effects);
}

const enforce = () => state({ mode: "enforce" });

describe("activation", () => {
  it("takes effect on the very next evaluation and emits an attributable event", () => {
    const r = activateKillSwitch(enforce(), { targetType: "tool", targetRef: "notes.write", reason: "incident 42", actor: "ops@x" }, T0, { killSwitchId: "ks_1" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.killSwitch).toMatchObject({ id: "ks_1", target_type: "tool", created_at: T0.toISOString(), expires_at: null, lifted_at: null });
    expect(r.value.effects[1]).toMatchObject({ type: "emit_event", event: { type: "shield.kill_switch.activated", id: "ks_1:activated", data: { actor: "ops@x", reason: "incident 42" } } });
    const next = run(applyEffects(enforce(), r.value.effects), call());
    expect(next.refusal).toMatchObject({ kind: "KillSwitchActive", killSwitchId: "ks_1" });
  });

  it("matches only its own target", () => {
    const s = activate(enforce(), { targetType: "agent_key", targetRef: "ak_bad" });
    expect(run(s, call({ agentKeyId: "ak_1" })).refusal).toBeNull();
    expect(run(s, call({ agentKeyId: "ak_bad" })).refusal?.reasonCode).toBe("kill_switch_agent_key");
    expect(run(s, call({ agentKeyId: null })).refusal).toBeNull();
  });

  it("stops undeclared tools too: the brake does not depend on a manifest", () => {
    const s = activate(enforce(), { targetRef: "unlisted" });
    expect(run(s, call({ toolName: "unlisted" })).refusal?.kind).toBe("KillSwitchActive");
  });

  it("refuses a window that has already closed", () => {
    const r = activateKillSwitch(enforce(), { targetType: "tool", targetRef: "x", reason: "r", actor: "a", expiresAt: at(-1).toISOString() }, T0, { killSwitchId: "ks_1" });
    expect(r).toMatchObject({ ok: false, error: { kind: "ValidationFailed", field: "expiresAt" } });
  });

  it("refuses a duplicate id", () => {
    const s = activate(enforce());
    expect(activateKillSwitch(s, { targetType: "tool", targetRef: "y", reason: "r", actor: "a" }, T0, { killSwitchId: "ks_1" })).toMatchObject({ ok: false, error: { kind: "Conflict" } });
  });

  it("global switches stop only the flows the platform tags", () => {
    const s = activate(enforce(), { targetType: "cross_tenant_purchase", targetRef: "*" });
    expect(run(s, call()).refusal).toBeNull();
    expect(run(s, call({ flows: ["cross_tenant_purchase"] })).refusal?.reasonCode).toBe("kill_switch_cross_tenant_purchase");
    expect(globalKillSwitch(s, "cross_tenant_purchase", T0)?.id).toBe("ks_1");
    expect(globalKillSwitch(s, "sampling_global", T0)).toBeNull();
  });

  it("cross_tenant_purchase also stops ECONOMY_MUTATE calls made through a third-party server, and nothing else", () => {
    const s = activate(enforce(), { targetType: "cross_tenant_purchase", targetRef: "*" });
    const DIGEST = "sha256:" + "9".repeat(64);
    expect(run(s, call({ toolName: "credits.transfer", serverDigest: DIGEST })).refusal?.reasonCode).toBe("kill_switch_cross_tenant_purchase");
    // The tenant's own economy call (no third-party server) and other classes through a server pass this switch.
    expect(run(s, call({ toolName: "credits.transfer", serverDigest: null })).refusal?.reasonCode).not.toBe("kill_switch_cross_tenant_purchase");
    expect(run(s, call({ toolName: "notes.write", serverDigest: DIGEST })).refusal?.reasonCode).not.toBe("kill_switch_cross_tenant_purchase");
  });
});

describe("expiry (injected clock)", () => {
  const s = activate(enforce(), { expiresAt: at(30).toISOString() });

  it("is active before expiresAt and inactive from expiresAt on", () => {
    expect(run(s, call(), at(29)).refusal?.kind).toBe("KillSwitchActive");
    expect(run(s, call(), at(30)).refusal).toBeNull();
    expect(run(s, call(), at(31)).refusal).toBeNull();
  });

  it("normalises an offset expiresAt to UTC", () => {
    const s2 = activate(enforce(), { expiresAt: "2026-11-29T13:30:00+01:00" }, "ks_2");
    expect(s2.killSwitches.get("ks_2")?.expires_at).toBe("2026-11-29T12:30:00.000Z");
  });
});

describe("lifting", () => {
  it("stops matching, records who lifted and why, and emits an event", () => {
    const s = activate(enforce());
    const r = liftKillSwitch(s, "ks_1", { reason: "false alarm", actor: "lead@x" }, at(5));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.killSwitch).toMatchObject({ lifted_at: at(5).toISOString(), lifted_by: "lead@x", lift_reason: "false alarm" });
    expect(r.value.effects[1]).toMatchObject({ event: { type: "shield.kill_switch.lifted" } });
    const lifted = applyEffects(s, r.value.effects);
    expect(isKillSwitchActive(lifted.killSwitches.get("ks_1")!, at(5))).toBe(false);
    expect(run(lifted, call(), at(6)).refusal).toBeNull();
  });

  it("is not repeatable and needs an existing switch", () => {
    const s = activate(enforce());
    const once = liftKillSwitch(s, "ks_1", { reason: "r", actor: "a" }, T0);
    if (!once.ok) throw new Error("setup");
    const lifted = applyEffects(s, once.value.effects);
    expect(liftKillSwitch(lifted, "ks_1", { reason: "r", actor: "a" }, T0)).toMatchObject({ ok: false, error: { kind: "Conflict" } });
    expect(liftKillSwitch(s, "ks_nope", { reason: "r", actor: "a" }, T0)).toMatchObject({ ok: false, error: { kind: "NotFound" } });
  });
});

describe("mode interaction", () => {
  it("in observe mode a switch is recorded as the would-be refusal but does not block (seed §15)", () => {
    const s = activate(state({ mode: "observe" }));
    const r = run(s, call());
    expect(r.refusal).toBeNull();
    expect(r.decision.details.would_have?.error_type).toBe("KillSwitchActive");
    expect(killSwitchEffect(s.settings)).toBe("observe_only");
    expect(killSwitchEffect(enforce().settings)).toBe("enforced");
  });
});
