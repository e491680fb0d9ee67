// Sampling (seed §10): per-digest policies with a token budget (declared operations,
// src/operations/sampling.ts), and the per-request evaluation that meters against it atomically
// in the tenant Durable Object.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { SAMPLING_OPERATIONS } from "../../operations/sampling";
import { SamplingEvaluateInputSchema } from "../../schemas/shield-ops";
import { samplingEvaluateForTenant } from "../../services/gate.service";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { ErrorEnvelopeSchema, errorResponses } from "../openapi-common";
import { mountOperations } from "../operations";
import { okEnvelope, refusalResponse } from "./common";

const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, content: { "application/json": { schema } } } });

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
  mountOperations(app, SAMPLING_OPERATIONS);

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
