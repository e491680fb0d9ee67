// One evaluation path for REST, MCP and the MCP gateway: attribute the call, hash its arguments
// and token, and ask the tenant's Durable Object.
import { fail } from "../errors/reasons";
import type { AuthContext } from "../http/context";
import type { TenantShieldApi } from "../http/shield/common";
import { callFromInput, canonicalJson, type Evaluation } from "../policy/index";
import type { EvaluateInput } from "../schemas/shield";
import { sha256Hex } from "../util/hash";

export function tenantShield(env: Env, tenantId: string): TenantShieldApi {
  return env.TENANT_SHIELD.getByName(tenantId) as unknown as TenantShieldApi;
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

export async function evaluateForTenant(
  env: Env,
  auth: AuthContext,
  input: EvaluateInput,
  opts: { hypothetical: boolean; approvalToken?: string | undefined; flows?: ("sampling" | "cross_tenant_purchase")[] },
): Promise<Evaluation> {
  const agentKeyId = attributedAgentKey(auth, input.agentKeyId);
  const token = opts.approvalToken ?? input.approvalToken;
  const call = callFromInput(
    { ...input, agentKeyId },
    {
      argsHash: await hashArguments(input.arguments),
      approvalTokenHash: token === undefined ? null : await sha256Hex(token),
      ...(opts.flows ? { flows: opts.flows } : {}),
    },
  );
  try {
    return await tenantShield(env, auth.tenantId).evaluate(auth.tenantId, call, { hypothetical: opts.hypothetical });
  } catch (err) {
    // The authority is unreachable or failed: fail closed (DESIGN.md), never allow by default.
    console.error(JSON.stringify({ level: "error", what: "tenant authority unavailable", name: (err as Error)?.name }));
    return fail({ kind: "ShieldUnavailable" });
  }
}
