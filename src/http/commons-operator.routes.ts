// Agent Commons, operator side: moderation, the pack kill switch and the full event log, behind the operator token.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ModerationInputSchema } from "../commons/schema";
import { commonsAuthority } from "../services/commons.service";
import { jsonBody } from "./body";
import { commonsFailure } from "../operations/commons";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";
import { requireOperator } from "./operator-auth";
import { okEnvelope } from "./shield/common";

// Agent Commons moderation (docs/COMMONS.md): the deployment's operator — authenticated with
// OPERATOR_TOKEN, not a tenant key — reviews candidates with their validation and corroboration
// counts, approves, rejects or disputes them, and holds the kill switches. Every action is an
// event in the public log (without the operator's name) and in the operator log (with it).

const STATUSES = ["candidate", "approved", "rejected", "disputed", "withdrawn"] as const;
const idParam = z.object({ id: z.string().regex(/^cp-\d{1,12}$/, { error: "pattern ids look like cp-12" }) });
const View = z.looseObject({ id: z.string(), status: z.string(), submitter_tenant: z.string(), shadow_hits: z.number() });
const PackSchema = z.object({ version: z.number(), killed: z.boolean(), patterns: z.array(z.string()) });
const auth = "Authorization: Bearer <OPERATOR_TOKEN> (the deployment operator; tenant keys are refused).";
const body = { required: true, content: { "application/json": { schema: ModerationInputSchema } } } as const;

const list = createRoute({
  method: "get",
  path: "/v1/commons/operator/patterns",
  summary: "Review queue: patterns with validation results, corroboration counts and shadow hits",
  description: `Filter with ?status= (default: all). ${auth}`,
  middleware: [requireOperator()] as const,
  request: { query: z.object({ status: z.enum(STATUSES).optional() }) },
  responses: { 200: { description: "Patterns", content: okEnvelope(z.object({ patterns: z.array(View) })) }, ...errorResponses(400, 401) },
});

const get = createRoute({
  method: "get",
  path: "/v1/commons/operator/patterns/{id}",
  summary: "One pattern with its full history (with actors)",
  description: auth,
  middleware: [requireOperator()] as const,
  request: { params: idParam },
  responses: { 200: { description: "Pattern", content: okEnvelope(z.object({ pattern: View })) }, ...errorResponses(400, 401, 404) },
});

const ACTIONS = {
  approve: "Approve: the pattern joins the community pack (a new pack version) from the next scan",
  reject: "Reject: the pattern leaves review (and the pack, if it was in it)",
  dispute: "Mark disputed: out of the pack pending review; still shadow-matched for prevalence",
  withdraw: "Kill switch for one pattern: withdrawn from the pack and shadow matching from the next scan",
  reinstate: "Lift a pattern's kill switch: it returns to what its moderation status says",
} as const;

const moderationRoute = (action: keyof typeof ACTIONS) =>
  createRoute({
    method: "post",
    path: `/v1/commons/operator/patterns/{id}/${action}`,
    summary: ACTIONS[action],
    description: `Body: reason, actor. ${auth}`,
    middleware: [requireOperator(), jsonBody(8192)] as const,
    request: { params: idParam, body },
    responses: { 200: { description: "Done", content: okEnvelope(z.object({ pattern: View })) }, ...errorResponses(400, 401, 404, 409, 413, 415) },
  });

const packRoute = (action: "withdraw" | "restore") =>
  createRoute({
    method: "post",
    path: `/v1/commons/operator/pack/${action}`,
    summary: action === "withdraw" ? "Kill switch for the whole community pack: no scan applies it from the next one" : "Restore the community pack",
    description: `Body: reason, actor. ${auth}`,
    middleware: [requireOperator(), jsonBody(8192)] as const,
    request: { body },
    responses: { 200: { description: "Pack state", content: okEnvelope(PackSchema) }, ...errorResponses(400, 401, 409, 413, 415) },
  });

const events = createRoute({
  method: "get",
  path: "/v1/commons/operator/events",
  summary: "The operator log: every event with its actor, newest first",
  description: `Page with ?before=<seq>. ${auth}`,
  middleware: [requireOperator()] as const,
  request: { query: z.object({ before: z.coerce.number().int().positive().optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }) },
  responses: { 200: { description: "Events", content: okEnvelope(z.object({ events: z.array(z.looseObject({ seq: z.number(), type: z.string() })) })) }, ...errorResponses(400, 401) },
});

export function commonsOperatorRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => okResponse(c, { patterns: await commonsAuthority(c.env).operatorList({ status: c.req.valid("query").status }) }));

  app.openapi(get, async (c) => {
    const r = await commonsAuthority(c.env).operatorGet(c.req.valid("param").id);
    return r.ok ? okResponse(c, { pattern: r.value }) : commonsFailure(r.error);
  });

  for (const action of ["approve", "reject", "dispute"] as const) {
    app.openapi(moderationRoute(action), async (c) => {
      const r = await commonsAuthority(c.env).moderate(c.req.valid("param").id, action, c.req.valid("json"), new Date().toISOString());
      return r.ok ? okResponse(c, { pattern: r.value }) : commonsFailure(r.error);
    });
  }
  app.openapi(moderationRoute("withdraw"), async (c) => {
    const r = await commonsAuthority(c.env).withdraw(c.req.valid("param").id, c.req.valid("json"), new Date().toISOString());
    return r.ok ? okResponse(c, { pattern: r.value }) : commonsFailure(r.error);
  });
  app.openapi(moderationRoute("reinstate"), async (c) => {
    const r = await commonsAuthority(c.env).reinstate(c.req.valid("param").id, c.req.valid("json"), new Date().toISOString());
    return r.ok ? okResponse(c, { pattern: r.value }) : commonsFailure(r.error);
  });
  for (const action of ["withdraw", "restore"] as const) {
    app.openapi(packRoute(action), async (c) => {
      const r = await commonsAuthority(c.env).setPackKilled(action === "withdraw", c.req.valid("json"), new Date().toISOString());
      return r.ok ? okResponse(c, r.value) : commonsFailure(r.error);
    });
  }

  app.openapi(events, async (c) => {
    const q = c.req.valid("query");
    return okResponse(c, { events: await commonsAuthority(c.env).events({ operator: true, before: q.before, limit: q.limit }) });
  });
}
