// What the Durable Object must persist, atomically, after a core operation. The core decides;
// the DO writes. applyEffects folds the same list into in-memory state, so the DO (and tests)
// can keep a cached state exactly in step with what was written.
import type {
  ApprovalRequestRecord,
  DecisionRecord,
  KillSwitch,
  Manifest,
  ShieldSettings,
} from "../schemas/shield";
import type { ShieldEvent } from "./events";
import type { TenantPolicyState } from "./state";
import { assertNever } from "./reasons";

export type Effect =
  | { type: "record_decision"; decision: DecisionRecord }
  /** Upsert by id. Consuming a token is a put of the request in state `consumed`. */
  | { type: "put_approval_request"; request: ApprovalRequestRecord }
  | { type: "put_kill_switch"; killSwitch: KillSwitch }
  | { type: "put_manifest"; manifest: Manifest }
  | { type: "delete_manifest"; name: string }
  | { type: "put_settings"; settings: ShieldSettings }
  | { type: "emit_event"; event: ShieldEvent };

export const emit = (events: readonly ShieldEvent[]): Effect[] => events.map((event) => ({ type: "emit_event", event }));

export function applyEffects(state: TenantPolicyState, effects: readonly Effect[]): TenantPolicyState {
  let { settings } = state;
  const manifests = new Map(state.manifests);
  const killSwitches = new Map(state.killSwitches);
  const approvals = new Map(state.approvals);
  for (const e of effects) {
    switch (e.type) {
      case "put_approval_request":
        approvals.set(e.request.id, e.request);
        break;
      case "put_kill_switch":
        killSwitches.set(e.killSwitch.id, e.killSwitch);
        break;
      case "put_manifest":
        manifests.set(e.manifest.name, e.manifest);
        break;
      case "delete_manifest":
        manifests.delete(e.name);
        break;
      case "put_settings":
        settings = e.settings;
        break;
      case "record_decision":
      case "emit_event":
        break; // history, not decision state: it goes to D1 via the outbox
      default:
        assertNever(e);
    }
  }
  return { ...state, settings, manifests, killSwitches, approvals };
}
