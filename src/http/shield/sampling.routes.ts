import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { SamplingEvaluateInputSchema, SamplingPolicyInputSchema, SamplingPolicySchema } from "../../schemas/shield-ops";
import { samplingEvaluateForTenant } from "../../services/gate.service";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { ErrorEnvelopeSchema, errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, refusalResponse, shieldFor } from "./common";

// Sampling (seed §10): per-digest policies with a token budget, and the per-request evaluation
// that meters against it atomically in the tenant Durable Object.

const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });

const listPolicies = createRoute({
  method: "get",
  path: "/v1/shield/sampling-policies",
  summary: "Sampling policies per digest, with tokensUsed and requestCount",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  responses: { 200: { description: "Policies", content: okEnvelope(z.object({ samplingPolicies: z.array(SamplingPolicySchema) })) }, ...errorResponses(401, 403, 429) },
});

const putPolicy = createRoute({
  method: "post",
  path: "/v1/shield/sampling-policies",
  summary: "Set a digest's sampling policy (create or replace): digest, enabled, tokenBudget, requiresApproval, redactionPolicy, resetUsage",
  description: "Usage carries over an edit unless resetUsage is true. Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(8192)] as const,
  request: body(SamplingPolicyInputSchema),
  responses: {
    200: { description: "Replaced", content: okEnvelope(SamplingPolicySchema) },
    201: { description: "Created", content: okEnvelope(SamplingPolicySchema) },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const evaluateRoute = createRoute({
  method: "post",
  path: "/v1/shield/sampling/evaluate",
  summary: "May this server build spend this many tokens on model sampling, right now? (metered, audited)",
  description:
    "Body: serverDigest, requestedTokens, optional model, agentKeyId, approvalToken. Granted requests are charged to the policy's budget atomically. Refusals: 412 KillSwitchActive (sampling_global), DigestUntrusted, DeniedCapability (sampling_not_allowed), PolicyBlocked (policy sampling_policy: missing, disabled, budget exhausted); 451 TrustRevoked; 409 ApprovalRequired when the policy requires approval. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(8192)] as const,
  request: body(SamplingEvaluateInputSchema),
  responses: {
    200: {
      description: "Granted",
      content: okEnvelope(z.object({ samplingRequestId: z.string(), granted: z.literal(true), redactionPolicy: z.string(), tokensUsed: z.number(), tokenBudget: z.number(), tokensRemaining: z.number() })),
    },
    409: { description: "ApprovalRequired", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
    412: { description: "Refused", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
    451: { description: "TrustRevoked", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

export function samplingRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listPolicies, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    return okResponse(c, { samplingPolicies: (await stub.listTrust(tenantId)).samplingPolicies });
  });

  app.openapi(putPolicy, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.putSamplingPolicy(tenantId, c.req.valid("json"), c.get("auth").keyId);
    if (!r.ok) return adminErrorResponse(c, r.error) as never;
    return r.value.created ? okResponse(c, r.value.policy, 201) : okResponse(c, r.value.policy, 200);
  });

  app.openapi(evaluateRoute, async (c) => {
    const input = c.req.valid("json");
    const token = c.req.header("x-shield-approval-token") ?? input.approvalToken;
    const result = await samplingEvaluateForTenant(c.env, c.get("auth"), input, token);
    if (result.refusal) return refusalResponse(c, result.refusal) as never;
    const p = result.policy!;
    return okResponse(c, {
      samplingRequestId: result.samplingRequestId,
      granted: true as const,
      redactionPolicy: p.redactionPolicy,
      tokensUsed: p.tokensUsed,
      tokenBudget: p.tokenBudget,
      tokensRemaining: p.tokenBudget - p.tokensUsed,
    }, 200);
  });
}
