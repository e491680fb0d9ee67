// The platform's own mutations are agent actions too: creating an API key delegates access, so it
// is evaluated like any call (kill switches, taint, approvals) and recorded as a decision. The
// platform declares these tools itself so an enforcing tenant is never locked out of them for want
// of a manifest; a tenant manifest of the same name (e.g. with requires_approval) takes precedence.
import type { Manifest } from "../schemas/shield";
import type { TenantPolicyState } from "./state";

export const PLATFORM_KEY_CREATE = "platform/keys.create";

const PLATFORM_MANIFESTS: ReadonlyMap<string, Manifest> = new Map([
  [
    PLATFORM_KEY_CREATE,
    {
      name: PLATFORM_KEY_CREATE,
      summary: "Create an API key for this tenant (delegates access)",
      capability_class: "DELEGATE_ACCESS",
      risk_tier: "high",
      requires_approval: false,
      taint_policy: { block_tainted: false, require_user_confirmed: false },
    },
  ],
]);

/** The state one evaluation of a platform tool sees: its built-in manifest unless the tenant declared one. */
export function withPlatformManifest(state: TenantPolicyState, toolName: string): TenantPolicyState {
  const builtIn = PLATFORM_MANIFESTS.get(toolName);
  if (builtIn === undefined || state.manifests.has(toolName)) return state;
  return { ...state, manifests: new Map(state.manifests).set(toolName, builtIn) };
}
