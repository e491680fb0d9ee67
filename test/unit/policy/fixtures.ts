// Shared builders for the policy unit tests: a fixed clock, fixed hashes, small manifests.
import {
  applyEffects,
  emptyState,
  evaluate,
  putPublisher,
  putSandboxPolicy,
  putTrustedDigest,
  type DeploymentKind,
  type ProposedCall,
  type TenantPolicyState,
} from "../../../src/policy";
import { CAPABILITY_CLASSES, type CapabilityClass, type Manifest, type Publisher, type ShieldSettings } from "../../../src/schemas/shield";

export const T0 = new Date("2026-11-29T12:00:00.000Z");
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

export const hex = (c: string): string => c.repeat(64).slice(0, 64);
export const ARGS = hex("a");
export const OTHER_ARGS = hex("b");
export const TOKEN = hex("c");
export const OTHER_TOKEN = hex("d");

export function manifest(name: string, over: Partial<Manifest> = {}): Manifest {
  return {
    name,
    summary: `${name} tool`,
    capability_class: "WRITE_PRIVATE",
    risk_tier: "med",
    requires_approval: false,
    taint_policy: { block_tainted: false, require_user_confirmed: false },
    ...over,
  };
}

export const MANIFESTS: Manifest[] = [
  manifest("notes.write"),
  manifest("docs.read", { capability_class: "READ_ONLY", risk_tier: "low" }),
  manifest("keys.revoke", { capability_class: "DELEGATE_ACCESS", risk_tier: "high", requires_approval: true }),
  manifest("corpus.publish", { capability_class: "PUBLISH_COMMONS", risk_tier: "high", taint_policy: { block_tainted: true, require_user_confirmed: false } }),
  manifest("credits.transfer", { capability_class: "ECONOMY_MUTATE", risk_tier: "extreme", taint_policy: { block_tainted: false, require_user_confirmed: true } }),
  manifest("shell.exec", { capability_class: "DANGEROUS_LOCAL", risk_tier: "extreme" }),
];

export function state(settings: Partial<ShieldSettings> = {}, kind: DeploymentKind = "production", manifests = MANIFESTS): TenantPolicyState {
  const s = emptyState(kind, settings);
  return { ...s, manifests: new Map(manifests.map((m) => [m.name, m])) };
}

export function call(over: Partial<ProposedCall> = {}): ProposedCall {
  return {
    surface: "mcp",
    toolName: "notes.write",
    httpMethod: null,
    httpRoute: null,
    agentKeyId: "ak_1",
    serverDigest: null,
    publisherId: null,
    taintLabel: "SYSTEM_GENERATED",
    isMutation: true,
    argsHash: ARGS,
    approvalTokenHash: null,
    flows: [],
    executionContext: null,
    ...over,
  };
}

let n = 0;
export const ids = () => ({ decisionId: `dec_${++n}`, approvalRequestId: `apr_${n}` });

/** Evaluate for real and fold the effects into state, like the DO does. */
export function run(s: TenantPolicyState, c: ProposedCall, now = T0) {
  const result = evaluate(c, s, now, { hypothetical: false, ids: ids() });
  return { ...result, state: applyEffects(s, result.effects) };
}

export const DIGEST = "sha256:" + "1".repeat(64);

/** A tenant with publisher pub_acme and digest DIGEST (server acme-files) registered. */
export function withRegistry(
  s: TenantPolicyState,
  over: { publisherStatus?: Publisher["status"]; digestStatus?: "active" | "quarantined"; capabilities?: CapabilityClass[]; sandbox?: boolean } = {},
): TenantPolicyState {
  const meta = { actor: "sec@x", changeId: "chg_fixture" };
  const pub = putPublisher(
    s,
    { display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example", trust_level: "high", status: over.publisherStatus ?? "active" },
    T0,
    { publisherId: "pub_acme" },
    meta,
  );
  let next = applyEffects(s, pub.effects);
  const d = putTrustedDigest(
    next,
    {
      digest: DIGEST,
      server_name: "acme-files",
      publisher_id: "pub_acme",
      risk_tier: "med",
      capabilities: over.capabilities ?? [...CAPABILITY_CLASSES],
      sampling_allowed: false,
      ui_apps_allowed: false,
      status: over.digestStatus ?? "active",
      provenance: {},
    },
    T0,
    meta,
  );
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  next = applyEffects(next, d.value.effects);
  if (over.sandbox) {
    next = applyEffects(next, putSandboxPolicy({ server_name: "acme-files", fs_roots: [{ path: "/srv", access: "rw" }], egress_allow: [] }, T0, meta).effects);
  }
  return next;
}
