// One evaluation path for REST, MCP and the MCP gateway: attribute the call, hash its arguments
// and token, and ask the tenant's Durable Object.
import { fail } from "../errors/reasons";
import type { AuthContext } from "../auth/context";
import { tenantAuthority, type TenantShieldApi } from "./authority";
import { recordEvents } from "../webhooks/fanout";
import { callFromInput, canonicalJson, PLATFORM_KEY_CREATE, SAMPLING_TOOL, type Evaluation, type MediationFinding, type ProposedCall, type Reason, type SamplingEvaluation, type WithheldResponse } from "../policy/index";
import { newId } from "../util/ids";
import { analyzeShell } from "../shell/index";
import { isShellTool, keptShellFindings, shellCommandOf, shellOptionsFromPolicy } from "../shell/bridge";
import type { ScanPolicy } from "../scan/types";
import type { EvaluateInput } from "../schemas/shield";
import { sha256Hex } from "../util/hash";
import { attachPreview } from "./approval-preview.service";

export function tenantShield(env: Env, tenantId: string): TenantShieldApi {
  return tenantAuthority(env, tenantId);
}

/** Arguments are hashed here and never stored: the record keeps the hash. */
export const hashArguments = (args: unknown): Promise<string> => sha256Hex(canonicalJson(args ?? null));

/**
 * Which agent key a call is attributed to. An agent key speaks only for itself (it cannot dodge
 * an agent_key kill switch by naming another key); owners and admins may evaluate on behalf of
 * an agent, e.g. a gateway or a user's Worker forwarding its own callers' calls.
 */
export function attributedAgentKey(auth: AuthContext, named: string | undefined): string {
  if (auth.role === "agent" && named !== undefined && named !== auth.keyId) {
    return fail({ kind: "Forbidden", message: "An agent key may only evaluate calls attributed to itself" });
  }
  return named ?? auth.keyId;
}

/**
 * A shell tool's call carries its command; the analyzer's block becomes a gate policy input (so a
 * tenant can allow the Bash tool for reads while destructive or exfiltrating commands are
 * refused and recorded with the analyzer's rule ids). Audits stay advisory: they do not refuse.
 */
function shellFindings(input: EvaluateInput, policy: ScanPolicy | undefined): MediationFinding[] {
  if (input.toolName === undefined || !isShellTool(input.toolName)) return [];
  const command = shellCommandOf(input.arguments);
  if (command === null) return [];
  // The tenant's shell settings apply here as on /v2/scan: protected paths, fail-closed codes
  // to audit, data labels, and disabled rules.
  const rules = keptShellFindings(analyzeShell(command, shellOptionsFromPolicy(policy)), policy).filter((f) => f.decision === "block").map((f) => f.rule_id);
  if (rules.length === 0) return [];
  return [{ code: "shell_command_blocked", detail: [...new Set(rules)].slice(0, 5).join(",") }];
}

async function recordUnavailable(env: Env, tenantId: string, call: ProposedCall): Promise<string> {
  const id = newId("evt");
  await recordEvents(env, tenantId, [
    {
      id,
      type: "shield.authority.unavailable",
      occurred_at: new Date().toISOString(),
      data: { action: "deny", fail_mode: "closed", tool_name: call.toolName, surface: call.surface, agent_key_id: call.agentKeyId, args_hash: call.argsHash },
    },
  ]);
  return id;
}

export async function evaluateForTenant(
  env: Env,
  auth: AuthContext,
  input: EvaluateInput,
  opts: { hypothetical: boolean; approvalToken?: string | undefined; flows?: ("sampling" | "cross_tenant_purchase")[] },
): Promise<Evaluation> {
  const agentKeyId = attributedAgentKey(auth, input.agentKeyId);
  const shell = shellFindings(input, auth.scanPolicy?.policy);
  const token = opts.approvalToken ?? input.approvalToken;
  const call = callFromInput(
    { ...input, agentKeyId },
    {
      argsHash: await hashArguments(input.arguments),
      approvalTokenHash: token === undefined ? null : await sha256Hex(token),
      ...(opts.flows ? { flows: opts.flows } : {}),
      ...(shell.length ? { mediation: shell } : {}),
    },
  );
  const result = await askAuthority(env, auth.tenantId, call, !opts.hypothetical, (a) => a.evaluate(auth.tenantId, call, { hypothetical: opts.hypothetical }));
  await previewIfRaised(env, auth, result, input.arguments);
  if (result.approvalQueueFull) {
    // Recorded as a decision already; the caller gets a clear 429 naming the limit.
    return fail({ kind: "RateLimited", retryAfterSeconds: 60, limit: result.approvalQueueFull.limit, message: `This agent key already has ${result.approvalQueueFull.limit} open approval requests; wait for a reviewer to decide some before proposing more` });
  }
  return result;
}

/**
 * Creating an API key, gated like any agent action (it delegates access): a kill switch or a
 * tenant policy can refuse it, and it is recorded as a decision. Returns the refusal, if any.
 */
export async function gateKeyCreation(env: Env, auth: AuthContext, input: { role: string; label: string }, approvalToken?: string): Promise<Reason | null> {
  const result = await evaluateForTenant(
    env,
    auth,
    { surface: "http", toolName: PLATFORM_KEY_CREATE, method: "POST", route: "/v1/keys", isMutation: true, arguments: { role: input.role, label: input.label } },
    { hypothetical: false, approvalToken },
  );
  return result.refusal;
}

/** UI-integrity sessions bind only pinned, trusted builds allowed UI apps: a 400 naming serverDigest otherwise. */
export async function requireUiAppDigest(env: Env, auth: AuthContext, digest: string): Promise<void> {
  let refusal: string | null;
  try {
    refusal = await tenantShield(env, auth.tenantId).uiAppRefusal(auth.tenantId, digest);
  } catch {
    return fail({ kind: "ShieldUnavailable" });
  }
  if (refusal !== null) fail({ kind: "ValidationFailed", issues: [{ path: "serverDigest", message: refusal }] });
}

/** A call that raised (or repeated) an approval request leaves its reviewer a redacted preview. */
async function previewIfRaised(env: Env, auth: AuthContext, result: Evaluation, args: unknown): Promise<void> {
  const r = result.refusal;
  if (r?.kind !== "ApprovalRequired" || !r.approvalRequestId) return;
  const d = result.decision;
  await attachPreview(env, auth, {
    approvalRequestId: r.approvalRequestId,
    toolName: d.tool_name,
    serverDigest: d.server_digest,
    agentKeyId: d.agent_key_id,
    taintLabel: d.taint_label,
    reasonCodes: d.details.tripped,
    arguments: args ?? null,
  });
}

/**
 * The one way to ask a tenant's authority for a decision. Unreachable or failing, it fails
 * closed: never an allow by default, and the refusal is recorded either way — the decision record
 * lives in the unreachable authority, so it is written straight to D1 as an event, quoted back
 * to the caller by id.
 */
async function askAuthority<T>(env: Env, tenantId: string, call: ProposedCall, record: boolean, ask: (authority: TenantShieldApi) => Promise<T>): Promise<T> {
  try {
    return await ask(tenantShield(env, tenantId));
  } catch (err) {
    console.error(JSON.stringify({ level: "error", what: "tenant authority unavailable", name: (err as Error)?.name }));
    const eventId = record ? await recordUnavailable(env, tenantId, call).catch(() => undefined) : undefined;
    return fail({ kind: "ShieldUnavailable", ...(eventId ? { eventId } : {}) });
  }
}

/**
 * A tools/call through the MCP gateway: the gateway builds the call (its own mediation findings
 * included); attribution, the authority and the fail-closed record are this service's.
 */
export async function gatewayEvaluateForTenant(env: Env, auth: AuthContext, serverId: string, upstreamTool: string, call: ProposedCall, rawArguments?: unknown): Promise<Evaluation & { pinned: boolean }> {
  const attributed: ProposedCall = { ...call, agentKeyId: attributedAgentKey(auth, call.agentKeyId ?? undefined) };
  const result = await askAuthority(env, auth.tenantId, attributed, true, (a) => a.gatewayEvaluate(auth.tenantId, serverId, upstreamTool, attributed));
  await previewIfRaised(env, auth, result, rawArguments);
  if (result.approvalQueueFull) return fail({ kind: "RateLimited", retryAfterSeconds: 60, limit: result.approvalQueueFull.limit, message: `This agent key already has ${result.approvalQueueFull.limit} open approval requests` });
  return result;
}

/** A response the gateway withholds is a recorded refusal; an unreachable authority still refuses. */
export async function gatewayWithholdForTenant(env: Env, auth: AuthContext, serverId: string, r: WithheldResponse): Promise<Reason> {
  const call = callFromInput({ surface: "mcp", toolName: r.toolName, agentKeyId: r.agentKeyId ?? auth.keyId }, { argsHash: r.contentHash, approvalTokenHash: null });
  return askAuthority(env, auth.tenantId, call, true, (a) => a.gatewayWithholdResponse(auth.tenantId, serverId, r));
}

/**
 * The managed server behind a gateway request. The gateway is stateless, so every request asks
 * the authority first; when it cannot be reached, a tools/call in the request is refused like
 * any other call (fail closed, recorded with the tool and its arguments' hash).
 */
export async function gatewayContextForTenant(env: Env, auth: AuthContext, serverId: string, toolCall: { name: string; arguments: unknown } | null): Promise<Awaited<ReturnType<TenantShieldApi["gatewayContext"]>>> {
  const call = callFromInput(
    { surface: "mcp", toolName: `${serverId}/${toolCall?.name ?? "tools/list"}`, agentKeyId: auth.keyId },
    { argsHash: await hashArguments(toolCall?.arguments ?? null), approvalTokenHash: null },
  );
  return askAuthority(env, auth.tenantId, call, toolCall !== null, (a) => a.gatewayContext(auth.tenantId, serverId));
}

/** A sampling request (seed: sampling is a flow the gate decides), attributed and hashed here. */
export async function samplingEvaluateForTenant(env: Env, auth: AuthContext, input: SamplingInput, approvalToken: string | undefined): Promise<Omit<SamplingEvaluation, "effects">> {
  const agentKeyId = attributedAgentKey(auth, input.agentKeyId);
  const argsHash = await sha256Hex(canonicalJson({ serverDigest: input.serverDigest, requestedTokens: input.requestedTokens, model: input.model ?? null }));
  const req = { serverDigest: input.serverDigest, requestedTokens: input.requestedTokens, agentKeyId, model: input.model ?? null, argsHash, approvalTokenHash: approvalToken === undefined ? null : await sha256Hex(approvalToken) };
  const record = callFromInput({ surface: "mcp", toolName: SAMPLING_TOOL, agentKeyId, serverDigest: input.serverDigest }, { argsHash, approvalTokenHash: req.approvalTokenHash, flows: ["sampling"] });
  return askAuthority(env, auth.tenantId, record, true, (a) => a.evaluateSampling(auth.tenantId, req));
}

export interface SamplingInput {
  serverDigest: string;
  requestedTokens: number;
  agentKeyId?: string | undefined;
  model?: string | null | undefined;
}
