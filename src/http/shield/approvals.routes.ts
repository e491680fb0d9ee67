import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { fail } from "../../errors/reasons";
import { callFromInput } from "../../policy/index";
import { APPROVAL_STATES, ApprovalProposeInputSchema, ApprovalRequestSchema, ApprovalResolveInputSchema } from "../../schemas/shield";
import { ANY_ROLE, requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, attributedAgentKey, hashArguments, okEnvelope, shieldFor } from "./common";

// Approvals (seed §7). An approval authorises one exact call once: the token is bound to the
// tool, the arguments' hash and the agent key, expires, and is spent by the replay it authorises.

const IdParam = z.object({ approvalRequestId: z.string().min(1).max(128) });

const listRoute = createRoute({
  method: "get",
  path: "/v1/shield/approvals",
  summary: "Approval requests, oldest first (`?state=requested` for the pending queue)",
  description: "Roles: owner, admin, auditor; an agent key sees only requests attributed to itself.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: z.object({ state: z.enum(APPROVAL_STATES).optional() }) },
  responses: { 200: { description: "Requests", content: okEnvelope(z.object({ approvals: z.array(ApprovalRequestSchema) })) }, ...errorResponses(400, 401, 403, 429) },
});

const getRoute = createRoute({
  method: "get",
  path: "/v1/shield/approvals/{approvalRequestId}",
  summary: "What a reviewer sees: tool, capability class, risk tier, taint label, proposer, payload (hashed) and state",
  description: "Roles: owner, admin, auditor; an agent key only for its own requests.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: IdParam },
  responses: { 200: { description: "The request", content: okEnvelope(ApprovalRequestSchema) }, ...errorResponses(401, 403, 404, 429) },
});

const proposeRoute = createRoute({
  method: "post",
  path: "/v1/shield/approvals/propose",
  summary: "Raise an approval request ahead of the call",
  description: "Only declared tools can be proposed. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ApprovalProposeInputSchema } } } },
  responses: { 201: { description: "Requested", content: okEnvelope(ApprovalRequestSchema) }, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

const resolveRoute = createRoute({
  method: "post",
  path: "/v1/shield/approvals/{approvalRequestId}/resolve",
  summary: "A human's answer: approved | denied | expired (with resolver and reason)",
  description:
    "Approving returns `approvalToken` exactly once; replay the original call with it in `x-shield-approval-token` (HTTP) or `approval_token` (MCP). Read `token_expires_at` rather than assuming a lifetime. Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(8192)] as const,
  request: { params: IdParam, body: { required: true, content: { "application/json": { schema: ApprovalResolveInputSchema } } } },
  responses: {
    200: { description: "Resolved", content: okEnvelope(z.object({ request: ApprovalRequestSchema, approvalToken: z.string().optional() })) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

export function approvalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const auth = c.get("auth");
    let approvals = await stub.listApprovals(tenantId, c.req.valid("query").state);
    if (auth.role === "agent") approvals = approvals.filter((a) => a.agent_key_id === auth.keyId);
    return okResponse(c, { approvals });
  });

  app.openapi(getRoute, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const auth = c.get("auth");
    const r = await stub.getApproval(tenantId, c.req.valid("param").approvalRequestId);
    if (!r || (auth.role === "agent" && r.agent_key_id !== auth.keyId)) return fail({ kind: "NotFound", what: "Approval request" });
    return okResponse(c, r);
  });

  app.openapi(proposeRoute, async (c) => {
    const input = c.req.valid("json");
    const agentKeyId = attributedAgentKey(c, input.agentKeyId);
    const call = callFromInput({ ...input, agentKeyId }, { argsHash: await hashArguments(input.arguments) });
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.proposeApproval(tenantId, call, { proposer: proposerOf(c.get("auth"), input.proposer), reason: input.reason ?? null });
    return r.ok ? okResponse(c, r.value, 201) : (adminErrorResponse(c, r.error) as never);
  });

  app.openapi(resolveRoute, async (c) => {
    const input = c.req.valid("json");
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.resolveApproval(tenantId, c.req.valid("param").approvalRequestId, { ...input, resolver: input.resolver ?? c.get("auth").keyId });
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });
}

/**
 * Who a reviewer is told proposed the call. An agent key speaks for itself: its identity is what
 * is shown, and any name it gives is shown as its claim ("security-team (pre-approved)" cannot pass
 * for a person). Owner and admin keys may name the person they act for.
 */
export function proposerOf(auth: { role: string; keyId: string }, claimed: string | undefined): string {
  if (claimed === undefined || claimed === auth.keyId) return auth.keyId;
  if (auth.role === "agent") return `${auth.keyId} (claims to be ${JSON.stringify(claimed.slice(0, 120))})`;
  return claimed;
}
