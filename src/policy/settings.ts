// Mode and approval-gating changes (seed §3). Each switch change is its own event so "when did
// enforcement start" and "when did approvals start being required" are separately answerable.
import type { SettingsUpdateInput, ShieldSettings } from "../schemas/shield";
import { type Effect, emit } from "./effects";
import { type ShieldEvent, makeEvent } from "./events";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";

export function updateSettings(
  state: TenantPolicyState,
  input: SettingsUpdateInput,
  now: Date,
  meta: { actor: string; changeId: string },
): { settings: ShieldSettings; effects: Effect[] } {
  const before = state.settings;
  const settings: ShieldSettings = {
    mode: input.mode ?? before.mode,
    approvalGating: input.approvalGating ?? before.approvalGating,
    tokenTtlMinutes: input.tokenTtlMinutes ?? before.tokenTtlMinutes,
  };
  const previews = input.approvalPreviews ?? before.approvalPreviews;
  if (previews !== undefined) settings.approvalPreviews = previews;
  const at = iso(now);
  const events: ShieldEvent[] = [];
  if (settings.mode !== before.mode) {
    events.push(makeEvent("shield.mode.changed", `${meta.changeId}:mode`, at, { from: before.mode, to: settings.mode, actor: meta.actor }));
  }
  if (settings.approvalGating !== before.approvalGating) {
    events.push(
      makeEvent("shield.approval_gating.changed", `${meta.changeId}:gating`, at, {
        from: before.approvalGating,
        to: settings.approvalGating,
        actor: meta.actor,
      }),
    );
  }
  return { settings, effects: [{ type: "put_settings", settings }, ...emit(events)] };
}

/**
 * Whether a new kill switch will actually stop calls under the current settings, so the admin
 * API can say so when one is created in observe mode (where it is recorded but not enforced).
 */
export function killSwitchEffect(settings: ShieldSettings): "enforced" | "observe_only" | "shield_disabled" {
  return settings.mode === "enforce" ? "enforced" : settings.mode === "observe" ? "observe_only" : "shield_disabled";
}
