import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { findDecision, listDecisions, listEvents } from "../../db/shield.repo";
import { fail } from "../../errors/reasons";
import { DECISION_ACTIONS, DecisionRecordSchema, REASON_CODES } from "../../schemas/shield";
import { ANY_ROLE, requireRole } from "../auth";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { okEnvelope } from "./common";

// Decision records and events (seed §12), read from D1, the queryable history. Records reach D1
// from each tenant's Durable Object outbox within moments of the decision.

const iso = z.iso.datetime({ offset: true });
const DecisionQuery = z.object({
  action: z.enum(DECISION_ACTIONS).optional(),
  tool: z.string().min(1).max(256).optional(),
  reason_code: z.enum(REASON_CODES).optional(),
  agent_key: z.string().min(1).max(128).optional(),
  since: iso.optional(),
  until: iso.optional(),
  cursor: z.string().min(1).max(128).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const listRoute = createRoute({
  method: "get",
  path: "/v1/shield/decisions",
  summary: "Decision records, newest first, filterable; page with `cursor` = the previous page's next_cursor",
  description: "Roles: owner, admin, auditor; an agent key sees only its own decisions.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { query: DecisionQuery },
  responses: {
    200: { description: "Decisions", content: okEnvelope(z.object({ decisions: z.array(DecisionRecordSchema), next_cursor: z.string().nullable() })) },
    ...errorResponses(400, 401, 403, 429),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/v1/shield/decisions/{decisionId}",
  summary: "One decision record, by the decisionId a refusal quoted",
  description: "Roles: owner, admin, auditor; an agent key only for its own decisions.",
  middleware: [requireRole(...ANY_ROLE)] as const,
  request: { params: z.object({ decisionId: z.string().min(1).max(128) }) },
  responses: { 200: { description: "The record", content: okEnvelope(DecisionRecordSchema) }, ...errorResponses(401, 403, 404, 429) },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/v1/shield/events",
  summary: "The event stream, oldest first; page with `after` = the last seq you saw",
  description: "Decisions, mode and gating changes, manifest changes, kill-switch toggles, approval requests and resolutions, taint blocks. Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  request: {
    query: z.object({
      type: z.string().min(1).max(128).optional(),
      after: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
  },
  responses: { 200: { description: "Events", content: okEnvelope(z.object({ events: z.array(z.any()), next_after: z.number().nullable() })) }, ...errorResponses(400, 401, 403, 429) },
});

export function historyRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    const auth = c.get("auth");
    if (auth.role === "agent" && q.agent_key !== undefined && q.agent_key !== auth.keyId) {
      return fail({ kind: "Forbidden", message: "An agent key may only read its own decisions" });
    }
    const decisions = await listDecisions(c.env.DB, auth.tenantId, {
      action: q.action,
      tool: q.tool,
      reasonCode: q.reason_code,
      agentKeyId: auth.role === "agent" ? auth.keyId : q.agent_key,
      since: q.since,
      until: q.until,
      cursor: q.cursor,
      limit: q.limit,
    });
    const last = decisions[decisions.length - 1];
    return okResponse(c, { decisions, next_cursor: decisions.length === q.limit && last ? last.decision_id : null });
  });

  app.openapi(getRoute, async (c) => {
    const auth = c.get("auth");
    const d = await findDecision(c.env.DB, auth.tenantId, c.req.valid("param").decisionId);
    if (!d || (auth.role === "agent" && d.agent_key_id !== auth.keyId)) return fail({ kind: "NotFound", what: "Decision" });
    return okResponse(c, d);
  });

  app.openapi(eventsRoute, async (c) => {
    const q = c.req.valid("query");
    const events = await listEvents(c.env.DB, c.get("auth").tenantId, q);
    const last = events[events.length - 1];
    return okResponse(c, { events, next_after: last ? last.seq : (q.after ?? null) });
  });
}
