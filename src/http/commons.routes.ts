import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { BENIGN_SET } from "../commons/benign.data";
import { CommonsSettingsInputSchema, CommonsSettingsSchema, PatternSubmissionSchema } from "../commons/schema";
import { scrubSubmission } from "../commons/scrub";
import { validateCandidate } from "../commons/validate";
import { fail } from "../errors/reasons";
import type { EvaluateInput } from "../schemas/shield";
import { SCAN_CLASSES } from "../scan/types";
import { commonsAuthority, putCommonsSettings } from "../services/commons.service";
import { evaluateForTenant } from "../services/gate.service";
import type { CommonsError } from "../../durable-objects/commons-authority";
import { ANY_ROLE, requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { errorResponse, okResponse } from "./envelope";
import { errorResponses, ErrorEnvelopeSchema } from "./openapi-common";
import { okEnvelope, refusalDescription, refusalResponse } from "./shield/common";

// Agent Commons, tenant side (docs/COMMONS.md): submit a pattern (a gated PUBLISH_COMMONS
// action), read patterns and their public history, corroborate, and opt in to the community pack.

export const SUBMIT_ROUTE = "/v1/commons/patterns";
const PatternViewSchema = z.looseObject({ id: z.string(), rule_id: z.string(), class: z.string(), status: z.string() });
const STATUSES = ["candidate", "approved", "rejected", "disputed", "withdrawn"] as const;
const idParam = z.object({ id: z.string().regex(/^cp-\d{1,12}$/, { error: "pattern ids look like cp-12" }) });
const envelope = { "application/json": { schema: ErrorEnvelopeSchema } };

export function commonsErrorResponse(c: Context<AppEnv, any, any>, e: CommonsError): never {
  return e.kind === "NotFound" ? fail({ kind: "NotFound", what: e.what }) : fail({ kind: "Conflict", message: e.message });
}

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

const list = createRoute({
  method: "get",
  path: "/v1/commons/patterns",
  summary: "Community patterns with status and corroboration counts (never who submitted them)",
  description: "Filter with ?status= and ?class=. Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: z.object({ status: z.enum(STATUSES).optional(), class: z.enum(SCAN_CLASSES).optional() }) },
  responses: { 200: { description: "Patterns", content: okEnvelope(z.object({ patterns: z.array(PatternViewSchema) })) }, ...errorResponses(400, 401, 403, 429) },
});

const get = createRoute({
  method: "get",
  path: "/v1/commons/patterns/{id}",
  summary: "One pattern with its public history (submitted, corroborated, approved, disputed, withdrawn …)",
  description: "Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: idParam },
  responses: { 200: { description: "The pattern", content: okEnvelope(z.object({ pattern: PatternViewSchema })) }, ...errorResponses(400, 401, 403, 404, 429) },
});

const corroborate = createRoute({
  method: "post",
  path: "/v1/commons/patterns/{id}/corroborate",
  summary: "Corroborate a pattern: this tenant has seen it too (once per tenant)",
  description: "A tenant counts once, explicit or automatic; the submitter cannot corroborate its own pattern. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent")] as const,
  request: { params: idParam },
  responses: { 200: { description: "Corroborated", content: okEnvelope(z.object({ pattern: PatternViewSchema })) }, ...errorResponses(400, 401, 403, 404, 409, 429) },
});

const getSettings = createRoute({
  method: "get",
  path: "/v1/commons/settings",
  summary: "This tenant's Agent Commons settings",
  description: "opt_in: off | observe | enforce; auto_corroborate: shadow-match candidates in this tenant's scans. Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  responses: { 200: { description: "Settings", content: okEnvelope(z.object({ settings: CommonsSettingsSchema })) }, ...errorResponses(401, 403, 429) },
});

const putSettings = createRoute({
  method: "put",
  path: "/v1/commons/settings",
  summary: "Opt in to the community pack (observe or enforce) and to automatic corroboration",
  description: "Fields omitted keep their value. Takes effect from the next scan. Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(4096)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CommonsSettingsInputSchema } } } },
  responses: { 200: { description: "Settings", content: okEnvelope(z.object({ settings: CommonsSettingsSchema })) }, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

const pack = createRoute({
  method: "get",
  path: "/v1/commons/pack",
  summary: "The community pack: version, whether it is withdrawn, and its patterns",
  description: "A receipt's engine version `…+commons.N` names pack version N. Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  responses: {
    200: { description: "Pack", content: okEnvelope(z.object({ version: z.number(), killed: z.boolean(), patterns: z.array(z.string()) })) },
    ...errorResponses(401, 403, 429),
  },
});

const events = createRoute({
  method: "get",
  path: "/v1/commons/events",
  summary: "The public moderation log: every submission, corroboration and moderation action, newest first",
  description: "No tenant is named. Each entry carries the pack version after it, so a receipt's `+commons.N` can be traced. Page with ?before=<seq>. Roles: any.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: z.object({ before: z.coerce.number().int().positive().optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }) },
  responses: { 200: { description: "Events", content: okEnvelope(z.object({ events: z.array(z.looseObject({ seq: z.number(), type: z.string() })) })) }, ...errorResponses(400, 401, 403, 429) },
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

  app.openapi(list, async (c) => {
    const q = c.req.valid("query");
    const patterns = await commonsAuthority(c.env).listPatterns(c.get("auth").tenantId, { status: q.status, class: q.class });
    return okResponse(c, { patterns });
  });

  app.openapi(get, async (c) => {
    const r = await commonsAuthority(c.env).getPattern(c.get("auth").tenantId, c.req.valid("param").id);
    return r.ok ? okResponse(c, { pattern: r.value }) : commonsErrorResponse(c, r.error);
  });

  app.openapi(corroborate, async (c) => {
    const r = await commonsAuthority(c.env).corroborate(c.get("auth").tenantId, c.req.valid("param").id, new Date().toISOString());
    return r.ok ? okResponse(c, { pattern: r.value }) : commonsErrorResponse(c, r.error);
  });

  app.openapi(getSettings, async (c) => okResponse(c, { settings: await commonsAuthority(c.env).getSettings(c.get("auth").tenantId) }));

  app.openapi(putSettings, async (c) => okResponse(c, { settings: await putCommonsSettings(c.env, c.get("auth").tenantId, c.req.valid("json")) }));

  app.openapi(pack, async (c) => okResponse(c, await commonsAuthority(c.env).packState()));

  app.openapi(events, async (c) => {
    const q = c.req.valid("query");
    return okResponse(c, { events: await commonsAuthority(c.env).events({ operator: false, before: q.before, limit: q.limit }) });
  });
}
