// Sampling (seed §10): third-party tool servers asking the platform to run model inference on
// their behalf. One request is granted only if, in order: the sampling_global kill switch is not
// pulled; the server's digest is trusted (the same trust check as the gate: revoked → 451,
// unlisted → DigestUntrusted); the managed server pinned to it is usable; the build is
// registered with sampling_allowed; a policy exists and is enabled; the request fits the
// remaining tokenBudget; and, if the policy requiresApproval, a human approved this exact
// request (the §7 approval workflow, tool name "sampling/createMessage").
//
// Granting and metering are one effect list: the DO applies it in one synchronous transaction, so
// concurrent requests can never spend the same tokens twice. Every evaluation — granted or
// refused — is audited as a `shield.sampling.evaluated` event. Sampling is enforced whatever the
// tenant's mode: it spends the tenant's budget, and a budget that observe mode overspends is spent.
import type { Manifest } from "../schemas/shield";
import type { SamplingPolicy, SamplingPolicyInput } from "../schemas/shield-ops";
import { approvalConsumedEvent, checkApprovalToken, consumeApproval, newApprovalRequest } from "./approvals";
import type { ProposedCall } from "./call";
import type { CheckContext } from "./checks";
import { type Effect, emit } from "./effects";
import { approvalRequestedEvent, makeEvent } from "./events";
import { globalKillSwitch } from "./kill-switches";
import { type Finding, type Reason, withDecisionId } from "./reasons";
import { checkServerLifecycle } from "./servers";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";
import { checkTrust } from "./trust";

export const SAMPLING_TOOL = "sampling/createMessage";

/** What an approver reviews for a sampling request: it spends the tenant's model budget. */
export const SAMPLING_MANIFEST: Manifest = {
  name: SAMPLING_TOOL,
  summary: "A third-party server asks the platform to run model inference on its behalf",
  capability_class: "ECONOMY_MUTATE",
  risk_tier: "high",
  requires_approval: true,
  taint_policy: { block_tainted: false, require_user_confirmed: false },
};

export interface SamplingRequest {
  serverDigest: string;
  requestedTokens: number;
  agentKeyId: string | null;
  model: string | null;
  /** SHA-256 of canonicalJson({ serverDigest, requestedTokens, model }): what an approval binds to. */
  argsHash: string;
  approvalTokenHash: string | null;
}

export interface SamplingEvaluation {
  samplingRequestId: string;
  granted: boolean;
  /** Refusal in the §13 vocabulary; its decisionId is the sampling request id. */
  refusal: Reason | null;
  policy: SamplingPolicy | null;
  approvalRequestId: string | null;
  effects: Effect[];
}

export function putSamplingPolicy(state: TenantPolicyState, input: SamplingPolicyInput, now: Date, meta: { actor: string; changeId: string }) {
  const current = state.samplingPolicies.get(input.digest);
  const keep = current !== undefined && !input.resetUsage;
  const policy: SamplingPolicy = {
    digest: input.digest,
    enabled: input.enabled,
    tokenBudget: input.tokenBudget,
    requiresApproval: input.requiresApproval,
    redactionPolicy: input.redactionPolicy,
    tokensUsed: keep ? current.tokensUsed : 0,
    requestCount: keep ? current.requestCount : 0,
    created_at: current?.created_at ?? iso(now),
    updated_at: iso(now),
  };
  const event = makeEvent("shield.sampling.policy.upserted", `${meta.changeId}:sampling`, iso(now), { policy, actor: meta.actor });
  return { policy, created: current === undefined, effects: [{ type: "put_sampling_policy", policy }, ...emit([event])] as Effect[] };
}

function asCall(req: SamplingRequest): ProposedCall {
  return {
    surface: "mcp",
    toolName: SAMPLING_TOOL,
    httpMethod: null,
    httpRoute: null,
    agentKeyId: req.agentKeyId,
    serverDigest: req.serverDigest,
    publisherId: null,
    taintLabel: null,
    isMutation: true,
    argsHash: req.argsHash,
    approvalTokenHash: req.approvalTokenHash,
    flows: ["sampling"],
    executionContext: null,
  };
}

/** The refusal a request meets before metering, or null. Order is documented at the top. */
function refusalFor(ctx: CheckContext, req: SamplingRequest): Finding | null {
  const { state, now } = ctx;
  const ks = globalKillSwitch(state, "sampling_global", now);
  if (ks) return { kind: "KillSwitchActive", reasonCode: "kill_switch_sampling_global", killSwitchId: ks.id, targetType: "sampling_global" };
  const trust = checkTrust(ctx) ?? checkServerLifecycle(ctx);
  if (trust) return trust;
  const digest = state.trust.digests.get(req.serverDigest);
  if (!digest?.sampling_allowed) return { kind: "DeniedCapability", reasonCode: "sampling_not_allowed" };
  const policy = state.samplingPolicies.get(req.serverDigest);
  if (!policy) return { kind: "PolicyBlocked", reasonCode: "sampling_policy_missing", policy: "sampling_policy" };
  if (!policy.enabled) return { kind: "PolicyBlocked", reasonCode: "sampling_disabled", policy: "sampling_policy" };
  if (policy.tokensUsed + req.requestedTokens > policy.tokenBudget) {
    return { kind: "PolicyBlocked", reasonCode: "sampling_budget_exhausted", policy: "sampling_policy" };
  }
  return null;
}

export function evaluateSampling(
  state: TenantPolicyState,
  req: SamplingRequest,
  now: Date,
  ids: { samplingRequestId: string; approvalRequestId: string },
): SamplingEvaluation {
  const call = asCall(req);
  const ctx: CheckContext = { call, state, now, manifest: SAMPLING_MANIFEST };
  const at = iso(now);
  const policy = state.samplingPolicies.get(req.serverDigest) ?? null;
  const effects: Effect[] = [];
  let finding = refusalFor(ctx, req);
  let approvalRequestId: string | null = null;

  if (finding === null && policy?.requiresApproval) {
    if (req.approvalTokenHash === null) {
      approvalRequestId = ids.approvalRequestId;
      const request = newApprovalRequest(call, SAMPLING_MANIFEST, { id: approvalRequestId, decisionId: ids.samplingRequestId, proposer: req.agentKeyId, reason: null }, now);
      effects.push({ type: "put_approval_request", request }, ...emit([approvalRequestedEvent(request)]));
      finding = { kind: "ApprovalRequired", reasonCode: "approval_required", approvalRequestId };
    } else {
      const check = checkApprovalToken(state, call, req.approvalTokenHash, now);
      if (check.status === "valid") {
        approvalRequestId = check.request.id;
        effects.push({ type: "put_approval_request", request: consumeApproval(check.request, ids.samplingRequestId, now) });
        effects.push(...emit([approvalConsumedEvent(check.request, ids.samplingRequestId, at)]));
      } else {
        const reasonCode = ({ invalid: "approval_token_invalid", used: "approval_token_used", expired: "approval_token_expired", mismatch: "approval_token_mismatch" } as const)[check.status];
        finding = { kind: "PolicyBlocked", reasonCode, policy: "approval_token" };
      }
    }
  }

  const granted = finding === null;
  const metered: SamplingPolicy | null =
    granted && policy
      ? { ...policy, tokensUsed: policy.tokensUsed + req.requestedTokens, requestCount: policy.requestCount + 1, updated_at: at }
      : policy;
  if (granted && metered) effects.push({ type: "put_sampling_policy", policy: metered });

  const refusal = finding ? withDecisionId(finding, ids.samplingRequestId) : null;
  effects.push(
    ...emit([
      makeEvent("shield.sampling.evaluated", `${ids.samplingRequestId}:sampling`, at, {
        sampling_request_id: ids.samplingRequestId,
        server_digest: req.serverDigest,
        requested_tokens: req.requestedTokens,
        granted,
        reason_code: finding?.reasonCode ?? "sampling_granted",
        error_type: finding?.kind ?? null,
        tokens_used: metered?.tokensUsed ?? null,
        token_budget: metered?.tokenBudget ?? null,
        agent_key_id: req.agentKeyId,
        model: req.model,
        approval_request_id: approvalRequestId,
      }),
    ]),
  );
  if (finding?.kind === "TrustRevoked") {
    effects.push(
      ...emit([
        makeEvent("shield.trust.revoked_call.refused", `${ids.samplingRequestId}:trust_revoked`, at, {
          decision_id: ids.samplingRequestId,
          tool_name: SAMPLING_TOOL,
          server_digest: req.serverDigest,
          publisher_id: null,
          reason_code: finding.reasonCode,
          agent_key_id: req.agentKeyId,
        }),
      ]),
    );
  }
  const withApproval = refusal?.kind === "ApprovalRequired" ? { ...refusal, approvalRequestId } : refusal;
  return { samplingRequestId: ids.samplingRequestId, granted, refusal: withApproval, policy: metered, approvalRequestId, effects };
}
