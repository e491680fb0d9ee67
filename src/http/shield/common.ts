import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { fail } from "../../errors/reasons";
import { adminErrorToHttp, canonicalJson, toHttpError, type AdminError, type Reason } from "../../policy/index";
import { sha256Hex } from "../../util/hash";
import type { AppEnv } from "../context";
import type { TenantShield } from "../../../durable-objects/tenant-shield";
import { errorResponse } from "../envelope";

/**
 * The RPC surface of the tenant Durable Object as the shells see it. Declared here (instead of
 * relying on the generated Rpc stub types, which reject records with `unknown` fields) so that
 * the HTTP and MCP layers depend on an interface, and the DO's implementation is checked against it.
 */
export type TenantShieldApi = {
  [K in keyof TenantShield as TenantShield[K] extends (...args: any[]) => unknown ? K : never]: TenantShield[K] extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** The tenant's authority. Addressed by tenant id, so every isolate everywhere reaches the same one. */
export function shieldFor(c: Context<AppEnv, any, any>) {
  const tenantId = c.get("auth").tenantId;
  return { tenantId, stub: c.env.TENANT_SHIELD.getByName(tenantId) as unknown as TenantShieldApi };
}

/** §13.1: the refusal in the standard envelope, with its status and extra fields. */
export function refusalResponse(c: Context<AppEnv, any, any>, reason: Reason): Response {
  const r = toHttpError(reason);
  return errorResponse(c, { status: r.status, type: r.type, message: r.message, extra: r.extra });
}

export function adminErrorResponse(c: Context<AppEnv, any, any>, e: AdminError): Response {
  const r = adminErrorToHttp(e);
  return errorResponse(c, { status: r.status as ContentfulStatusCode, type: r.type, message: r.message, ...(r.extra ? { extra: r.extra } : {}) });
}

/** Arguments are hashed here and never stored: the record keeps the hash (seed §12 records, not payloads). */
export const hashArguments = (args: unknown): Promise<string> => sha256Hex(canonicalJson(args ?? null));

/**
 * Which agent key a call is attributed to. An agent key speaks only for itself (it cannot dodge
 * an agent_key kill switch by naming another key); owners and admins may evaluate on behalf of
 * an agent, e.g. a gateway or a user's Worker forwarding its own callers' calls.
 */
export function attributedAgentKey(c: Context<AppEnv, any, any>, named: string | undefined): string {
  const auth = c.get("auth");
  if (auth.role === "agent" && named !== undefined && named !== auth.keyId) {
    return fail({ kind: "Forbidden", message: "An agent key may only evaluate calls attributed to itself" });
  }
  return named ?? auth.keyId;
}

export const okEnvelope = (data: z.ZodType) => ({
  "application/json": { schema: z.object({ ok: z.literal(true), data, meta: z.object({ requestId: z.string() }) }) },
});

export const refusalDescription =
  "Shield refusal (seed §13.1): 409 ApprovalRequired (approvalRequestId, decisionId); 412 KillSwitchActive | SandboxViolation (violationId) | DeniedTaint | DigestUntrusted | DeniedCapability | PolicyBlocked (policy); 451 TrustRevoked. Every refusal carries decisionId.";
