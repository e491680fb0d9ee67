import type { Context } from "hono";
import { toHttpError, type Reason } from "../../policy/index";
import { attributedAgentKey as attribute, hashArguments } from "../../services/gate.service";
import type { AppEnv } from "../context";
import { tenantAuthority, type TenantShieldApi } from "../../services/authority";
import { errorResponse } from "../envelope";

export { okEnvelope } from "../openapi-common";

export type { TenantShieldApi };

/** The tenant's authority. Addressed by tenant id, so every isolate everywhere reaches the same one. */
export function shieldFor(c: Context<AppEnv, any, any>) {
  const tenantId = c.get("auth").tenantId;
  return { tenantId, stub: tenantAuthority(c.env, tenantId) };
}

/** §13.1: the refusal in the standard envelope, with its status and extra fields. */
export function refusalResponse(c: Context<AppEnv, any, any>, reason: Reason): Response {
  const r = toHttpError(reason);
  return errorResponse(c, { status: r.status, type: r.type, message: r.message, extra: r.extra });
}


/** For routes: the service's attribution rule with the request's credential. */
export const attributedAgentKey = (c: Context<AppEnv, any, any>, named: string | undefined): string => attribute(c.get("auth"), named);
export { hashArguments };


export const refusalDescription =
  "Shield refusal (seed §13.1): 409 ApprovalRequired (approvalRequestId, decisionId); 412 KillSwitchActive | SandboxViolation (violationId) | DeniedTaint | DigestUntrusted | DeniedCapability | PolicyBlocked (policy); 451 TrustRevoked. Every refusal carries decisionId.";
