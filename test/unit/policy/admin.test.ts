// Manifest and settings changes: pure transitions whose effects the DO persists.
import { describe, expect, it } from "vitest";
import { applyEffects, deleteManifest, emptyState, patchManifest, putManifest, updateSettings } from "../../../src/policy";
import { ManifestCreateInputSchema } from "../../../src/schemas/shield";
import { T0, call, run, state } from "./fixtures";

const meta = { actor: "admin@x", changeId: "chg_1" };

describe("manifests", () => {
  it("a declared tool stops being undeclared on the next evaluation", () => {
    const s0 = state({ mode: "enforce" }, "production", []);
    expect(run(s0, call()).refusal?.reasonCode).toBe("undeclared_tool");
    const m = putManifest(ManifestCreateInputSchema.parse({ name: "notes.write", summary: "Write a note", capability_class: "WRITE_PRIVATE", risk_tier: "low" }), T0, meta);
    expect(m.effects.map((e) => e.type)).toEqual(["put_manifest", "emit_event"]);
    expect(run(applyEffects(s0, m.effects), call()).refusal).toBeNull();
  });

  it("patching merges the taint policy rather than replacing it", () => {
    const s = state({ mode: "enforce" });
    const r = patchManifest(s, "corpus.publish", { taint_policy: { require_user_confirmed: true } }, T0, meta);
    if (!r.ok) throw new Error("setup");
    expect(r.value.manifest.taint_policy).toEqual({ block_tainted: true, require_user_confirmed: true });
    expect(patchManifest(s, "nope", { risk_tier: "low" }, T0, meta)).toMatchObject({ ok: false, error: { kind: "NotFound", entity: "manifest" } });
  });

  it("deleting makes the tool undeclared again", () => {
    const s = state({ mode: "enforce" });
    const r = deleteManifest(s, "notes.write", T0, meta);
    if (!r.ok) throw new Error("setup");
    expect(run(applyEffects(s, r.value.effects), call()).refusal?.reasonCode).toBe("undeclared_tool");
  });

  it("tool names that collide with Object.prototype are ordinary keys", () => {
    const s = state({ mode: "enforce" });
    for (const name of ["__proto__", "constructor", "toString"]) {
      expect(run(s, call({ toolName: name })).refusal?.reasonCode).toBe("undeclared_tool");
    }
  });
});

describe("settings", () => {
  it("promotes observe → enforce with a mode event, and turns gating on with its own event", () => {
    const s = emptyState("production");
    const r = updateSettings(s, { mode: "enforce", approvalGating: true }, T0, meta);
    expect(r.settings).toEqual({ mode: "enforce", approvalGating: true, tokenTtlMinutes: 15 });
    const events = r.effects.flatMap((e) => (e.type === "emit_event" ? [e.event] : []));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["shield.mode.changed", { from: "observe", to: "enforce", actor: "admin@x" }],
      ["shield.approval_gating.changed", { from: false, to: true, actor: "admin@x" }],
    ]);
    expect(applyEffects(s, r.effects).settings.mode).toBe("enforce");
  });

  it("an unchanged setting emits no event", () => {
    const r = updateSettings(emptyState("production"), { mode: "observe", tokenTtlMinutes: 30 }, T0, meta);
    expect(r.effects.filter((e) => e.type === "emit_event")).toEqual([]);
    expect(r.settings.tokenTtlMinutes).toBe(30);
  });
});
