import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { fail } from "../../errors/reasons";
import { toHttpError } from "../../policy/index";
import { evaluateForTenant } from "../../services/gate.service";
import { DecisionRecordSchema, EvaluateInputSchema, type EvaluateInput } from "../../schemas/shield";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses, ErrorEnvelopeSchema } from "../openapi-common";
import { okEnvelope, refusalDescription, refusalResponse } from "./common";

const refusals = {
  409: { description: refusalDescription, content: { "application/json": { schema: ErrorEnvelopeSchema } } },
  412: { description: refusalDescription, content: { "application/json": { schema: ErrorEnvelopeSchema } } },
  451: { description: "TrustRevoked: trust for this digest was withdrawn", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
};

const evaluateRoute = createRoute({
  method: "post",
  path: "/v1/shield/evaluate",
  summary: "May this agent make this call, right now? (recorded)",
  description:
    "Evaluates a proposed MCP tool call or HTTP mutation against the tenant's mode, kill switches, trust registry, manifests, taint policy, sandbox and approvals, and records the decision. Replay an approved call with the `x-shield-approval-token` header (or `approvalToken`). Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: EvaluateInputSchema } } } },
  responses: {
    200: { description: "Allowed (in observe mode, details.would_have says what enforce would have done)", content: okEnvelope(z.object({ decision: DecisionRecordSchema })) },
    ...refusals,
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const hypotheticalRoute = createRoute({
  method: "post",
  path: "/v1/shield/evaluate-hypothetical",
  summary: "Dry run: the same evaluation with no side effects (seed §11)",
  description:
    "No decision record, no approval request, no token consumed, no event. Always 200: a would-be refusal is reported in `refusal`, not returned as an error. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: EvaluateInputSchema } } } },
  responses: {
    200: {
      description: "The decision that would be made",
      content: okEnvelope(z.object({ decision: DecisionRecordSchema, refusal: z.looseObject({ status: z.number(), type: z.string() }).nullable() })),
    },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

function tokenFrom(c: Context<AppEnv, any, any>, input: EvaluateInput): string | undefined {
  const header = c.req.header("x-shield-approval-token");
  if (header !== undefined && input.approvalToken !== undefined && header !== input.approvalToken) {
    return fail({ kind: "ValidationFailed", issues: [{ path: "approvalToken", message: "differs from the x-shield-approval-token header" }] });
  }
  return header ?? input.approvalToken;
}

export function evaluateRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(evaluateRoute, async (c) => {
    const input = c.req.valid("json");
    const result = await evaluateForTenant(c.env, c.get("auth"), input, { hypothetical: false, approvalToken: tokenFrom(c, input) });
    if (result.refusal) return refusalResponse(c, result.refusal) as never;
    return okResponse(c, { decision: result.decision }, 200);
  });

  app.openapi(hypotheticalRoute, async (c) => {
    const input = c.req.valid("json");
    const result = await evaluateForTenant(c.env, c.get("auth"), input, { hypothetical: true, approvalToken: tokenFrom(c, input) });
    return okResponse(c, { decision: result.decision, refusal: result.refusal ? toHttpError(result.refusal) : null });
  });
}
