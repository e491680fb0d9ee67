// Approvals (seed §7). An approval authorises one exact call once: the token is bound to the
// tool, the arguments' hash and the agent key, expires, and is spent by the replay it authorises.
import { z } from "zod";
import { ApprovalPreviewSchema } from "../approvals/preview";
import { fail } from "../errors/reasons";
import { callFromInput } from "../policy/index";
import { ok } from "../policy/result";
import { APPROVAL_STATES, ApprovalProposeInputSchema, ApprovalRequestSchema, ApprovalResolveInputSchema } from "../schemas/shield";
import { attachPreview, withPreviews } from "../services/approval-preview.service";
import { tenantAuthority } from "../services/authority";
import { attributedAgentKey, hashArguments } from "../services/gate.service";
import { ALL_ROLES, defineOperation, READ, WRITE, WRITERS, type OpContext } from "./operation";

/** What a reviewer reads: the request, and (while it is open) the redacted preview of its arguments. */
const ReviewedRequestSchema = ApprovalRequestSchema.extend({ preview: ApprovalPreviewSchema.nullable() });
const IdParam = z.object({ approvalRequestId: z.string().min(1).max(128) });
const StateQuery = z.object({ state: z.enum(APPROVAL_STATES).optional() });
const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);

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

export const listApprovals = defineOperation({
  name: "list_approvals",
  title: "Approval requests",
  description: "Approval requests in any state (or one `state`), oldest first, with the redacted preview of open ones. An agent key sees only its own.",
  roles: ALL_ROLES,
  annotations: READ,
  input: StateQuery.strict(),
  http: {
    method: "get",
    path: "/v1/shield/approvals",
    summary: "Approval requests, oldest first (`?state=requested` for the pending queue)",
    description: "Roles: owner, admin, auditor; an agent key sees only requests attributed to itself.",
    query: StateQuery,
    ok: { 200: { description: "Requests", schema: z.object({ approvals: z.array(ReviewedRequestSchema) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, { state }) {
    let approvals = await authority(ctx).listApprovals(ctx.auth.tenantId, state);
    if (ctx.auth.role === "agent") approvals = approvals.filter((a) => a.agent_key_id === ctx.auth.keyId);
    return ok({ approvals: await withPreviews(ctx.env, ctx.auth.tenantId, approvals) });
  },
});

export const getApproval = defineOperation({
  name: "get_approval",
  title: "Read an approval request",
  description: "What a reviewer sees: tool, capability class, risk tier, taint label, proposer, payload (hashed), preview and state. An agent key only for its own requests.",
  roles: ALL_ROLES,
  annotations: READ,
  input: IdParam.strict(),
  http: {
    method: "get",
    path: "/v1/shield/approvals/{approvalRequestId}",
    summary: "What a reviewer sees: tool, capability class, risk tier, taint label, proposer, payload (hashed) and state",
    description: "Roles: owner, admin, auditor; an agent key only for its own requests.",
    params: IdParam,
    ok: { 200: { description: "The request", schema: ReviewedRequestSchema } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { approvalRequestId }) {
    const r = await authority(ctx).getApproval(ctx.auth.tenantId, approvalRequestId);
    if (!r || (ctx.auth.role === "agent" && r.agent_key_id !== ctx.auth.keyId)) return fail({ kind: "NotFound", what: "Approval request" });
    return ok((await withPreviews(ctx.env, ctx.auth.tenantId, [r]))[0]!);
  },
});

export const proposeApproval = defineOperation({
  name: "propose_approval",
  title: "Raise an approval request ahead of the call",
  description: "Asks a human to approve a call to a declared tool before making it; the request is attributed to the calling key.",
  roles: ["owner", "admin", "agent"],
  annotations: WRITE,
  input: ApprovalProposeInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/approvals/propose",
    summary: "Raise an approval request ahead of the call",
    description: "Only declared tools can be proposed. Roles: owner, admin, agent.",
    body: ApprovalProposeInputSchema,
    bodyLimit: 262_144,
    ok: { 201: { description: "Requested", schema: ApprovalRequestSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, input) {
    const agentKeyId = attributedAgentKey(ctx.auth, input.agentKeyId);
    const call = callFromInput({ ...input, agentKeyId }, { argsHash: await hashArguments(input.arguments) });
    const r = await authority(ctx).proposeApproval(ctx.auth.tenantId, call, { proposer: proposerOf(ctx.auth, input.proposer), reason: input.reason ?? null });
    if (!r.ok) return r;
    const v = r.value;
    await attachPreview(ctx.env, { tenantId: ctx.auth.tenantId }, { approvalRequestId: v.id, toolName: v.tool_name, serverDigest: v.server_digest, agentKeyId: v.agent_key_id, taintLabel: v.taint_label, reasonCodes: [], arguments: input.arguments ?? null });
    return ok(v);
  },
});

export const resolveApproval = defineOperation({
  name: "resolve_approval",
  title: "Approve or deny a request",
  description: "A human's answer (approved | denied | expired). Approving returns the single-use approval token once. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: IdParam.strict().extend(ApprovalResolveInputSchema.shape),
  http: {
    method: "post",
    path: "/v1/shield/approvals/{approvalRequestId}/resolve",
    summary: "A human's answer: approved | denied | expired (with resolver and reason)",
    description:
      "Approving returns `approvalToken` exactly once; replay the original call with it in `x-shield-approval-token` (HTTP) or `approval_token` (MCP). Read `token_expires_at` rather than assuming a lifetime. Roles: owner, admin.",
    params: IdParam,
    body: ApprovalResolveInputSchema,
    bodyLimit: 8192,
    ok: { 200: { description: "Resolved", schema: z.object({ request: ApprovalRequestSchema, approvalToken: z.string().optional() }) } },
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  },
  async run(ctx, { approvalRequestId, ...input }) {
    return authority(ctx).resolveApproval(ctx.auth.tenantId, approvalRequestId, { ...input, resolver: input.resolver ?? ctx.auth.keyId });
  },
});

export const APPROVAL_OPERATIONS = [listApprovals, getApproval, proposeApproval, resolveApproval];
