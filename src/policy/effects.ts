// What the Durable Object must persist, atomically, after a core operation. The core decides;
// the DO writes. applyEffects folds the same list into in-memory state, so the DO (and tests)
// can keep a cached state exactly in step with what was written.
import type {
  ApprovalRequestRecord,
  DecisionRecord,
  KillSwitch,
  Manifest,
  Publisher,
  SandboxPolicy,
  ShieldSettings,
  TrustedDigest,
} from "../schemas/shield";
import type { ManagedServer, SamplingPolicy } from "../schemas/shield-ops";
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
  | { type: "put_publisher"; publisher: Publisher }
  /** Upsert by digest string; revocation is a put with status `revoked`. */
  | { type: "put_trusted_digest"; digest: TrustedDigest }
  | { type: "put_sandbox_policy"; policy: SandboxPolicy }
  | { type: "put_server"; server: ManagedServer }
  /** Upsert by digest; metering a sampling request is a put with the new counters. */
  | { type: "put_sampling_policy"; policy: SamplingPolicy }
  | { type: "emit_event"; event: ShieldEvent };

export const emit = (events: readonly ShieldEvent[]): Effect[] => events.map((event) => ({ type: "emit_event", event }));

export function applyEffects(state: TenantPolicyState, effects: readonly Effect[]): TenantPolicyState {
  let { settings } = state;
  const manifests = new Map(state.manifests);
  const killSwitches = new Map(state.killSwitches);
  const approvals = new Map(state.approvals);
  const publishers = new Map(state.trust.publishers);
  const digests = new Map(state.trust.digests);
  const sandboxPolicies = new Map(state.sandboxPolicies);
  const servers = new Map(state.servers);
  const samplingPolicies = new Map(state.samplingPolicies);
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
      case "put_publisher":
        publishers.set(e.publisher.id, e.publisher);
        break;
      case "put_trusted_digest":
        digests.set(e.digest.digest, e.digest);
        break;
      case "put_sandbox_policy":
        sandboxPolicies.set(e.policy.server_name, e.policy);
        break;
      case "put_server":
        servers.set(e.server.id, e.server);
        break;
      case "put_sampling_policy":
        samplingPolicies.set(e.policy.digest, e.policy);
        break;
      case "record_decision":
      case "emit_event":
        break; // history, not decision state: it goes to D1 via the outbox
      default:
        assertNever(e);
    }
  }
  return { ...state, settings, manifests, killSwitches, approvals, trust: { publishers, digests }, sandboxPolicies, servers, samplingPolicies };
}
