// Agent Commons, tenant side (docs/COMMONS.md): submit a pattern (a gated PUBLISH_COMMONS
// action), read patterns and their public history, corroborate, and opt in to the community pack.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { BENIGN_SET } from "../commons/benign.data";
import { PatternSubmissionSchema } from "../commons/schema";
import { scrubSubmission } from "../commons/scrub";
import { validateCandidate } from "../commons/validate";
import type { EvaluateInput } from "../schemas/shield";
import { COMMONS_OPERATIONS, PatternViewSchema } from "../operations/commons";
import { commonsAuthority } from "../services/commons.service";
import { evaluateForTenant } from "../services/gate.service";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { errorResponse, okResponse } from "./envelope";
import { errorResponses, ErrorEnvelopeSchema } from "./openapi-common";
import { mountOperations } from "./operations";
import { okEnvelope, refusalDescription, refusalResponse } from "./shield/common";

export const SUBMIT_ROUTE = "/v1/commons/patterns";
const envelope = { "application/json": { schema: ErrorEnvelopeSchema } };

const submit = createRoute({
  method: "post",
  path: SUBMIT_ROUTE,
  summary: "Submit a candidate pattern to the Agent Commons (gated: PUBLISH_COMMONS)",
  description:
    "Body: class, rule (the engine's rule format: keywords, pattern, caseInsensitive, view, confidence, mustMatch, mustNotMatch), description, references. The call is evaluated by the Shield gate as `POST /v1/commons/patterns` (declare it with capability_class PUBLISH_COMMONS; undeclared is refused in enforce). Every text field is scanned: secrets or personal data refuse the submission (422 SensitiveContent). The pattern is validated (linear-time, examples, false-positive budget); a failing one is refused with the checks (422 PatternInvalid) and not stored. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(65_536)] as const,
  request: { body: { required: true, content: { "application/json": { schema: PatternSubmissionSchema } } } },
  responses: {
    201: { description: "Stored as a candidate, with its validation report", content: okEnvelope(z.object({ pattern: PatternViewSchema })) },
    409: { description: refusalDescription, content: envelope },
    412: { description: refusalDescription, content: envelope },
    422: { description: "SensitiveContent (issues name the fields) or PatternInvalid (validation names the failing checks)", content: envelope },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

export function commonsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(submit, async (c) => {
    const body = c.req.valid("json");
    const auth = c.get("auth");
    // Publishing is a gated action like any other: the tenant's manifest and mode decide, and it is recorded.
    const input = { surface: "http", method: "POST", route: SUBMIT_ROUTE, isMutation: true, arguments: body } as EvaluateInput;
    const token = c.req.header("x-shield-approval-token");
    const gate = await evaluateForTenant(c.env, auth, input, { hypothetical: false, ...(token ? { approvalToken: token } : {}) });
    if (gate.refusal) return refusalResponse(c, gate.refusal) as never;

    const leaks = scrubSubmission(body);
    if (leaks.length > 0) {
      return errorResponse(c, {
        status: 422,
        type: "SensitiveContent",
        message: `Refused: ${leaks[0]!.path} ${leaks[0]!.message}${leaks.length > 1 ? ` (and ${leaks.length - 1} more)` : ""}. Nothing was stored.`,
        extra: { issues: leaks },
      }) as never;
    }
    const validation = validateCandidate(body, BENIGN_SET);
    if (!validation.ok) {
      const failed = validation.checks.filter((k) => !k.ok);
      return errorResponse(c, {
        status: 422,
        type: "PatternInvalid",
        message: `The pattern failed validation: ${failed.map((k) => `${k.check}: ${k.detail}`).join("; ")}. Nothing was stored.`,
        extra: { validation },
      }) as never;
    }
    const pattern = await commonsAuthority(c.env).submit(auth.tenantId, body, validation, new Date().toISOString());
    return okResponse(c, { pattern }, 201);
  });

  mountOperations(app, COMMONS_OPERATIONS);
}
