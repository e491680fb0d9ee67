// Decision records and events (seed §12), read from D1, the queryable history, and what enforcers
// report doing with a decision. Records reach D1 from each tenant's Durable Object outbox within
// moments of the decision; reads flush it first so a decisionId just quoted is never missed.
import { z } from "zod";
import { DecisionEnforcementSchema } from "../db/decision-enforcement.repo";
import { listDecisions, listEvents } from "../db/shield.repo";
import { fail } from "../errors/reasons";
import { ok } from "../policy/result";
import { EnforcementInputSchema } from "../schemas/scan";
import { DECISION_ACTIONS, DecisionRecordSchema, REASON_CODES } from "../schemas/shield";
import { tenantAuthority } from "../services/authority";
import { decisionWithEnforcement, recordDecisionEnforcement } from "../services/decision-enforcement.service";
import { ALL_ROLES, defineOperation, READ, READERS, WRITE } from "./operation";

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
const DecisionId = z.object({ decisionId: z.string().min(1).max(128) });
const EventQuery = z.object({
  type: z.string().min(1).max(128).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const listDecisionRecords = defineOperation({
  name: "list_decisions",
  title: "Recent decisions",
  description: "Decision records, newest first, filterable by action, tool, reason code, agent key and time; page with `cursor`. An agent key sees only its own.",
  roles: ALL_ROLES,
  annotations: READ,
  input: DecisionQuery.strict(),
  http: {
    method: "get",
    path: "/v1/shield/decisions",
    summary: "Decision records, newest first, filterable; page with `cursor` = the previous page's next_cursor",
    description: "Roles: owner, admin, auditor; an agent key sees only its own decisions.",
    query: DecisionQuery,
    ok: { 200: { description: "Decisions", schema: z.object({ decisions: z.array(DecisionRecordSchema), next_cursor: z.string().nullable() }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, q) {
    const { auth } = ctx;
    if (auth.role === "agent" && q.agent_key !== undefined && q.agent_key !== auth.keyId) {
      return fail({ kind: "Forbidden", message: "An agent key may only read its own decisions" });
    }
    await tenantAuthority(ctx.env, auth.tenantId).flush();
    const decisions = await listDecisions(ctx.env.DB, auth.tenantId, {
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
    return ok({ decisions, next_cursor: decisions.length === q.limit && last ? last.decision_id : null });
  },
});

export const getDecisionRecord = defineOperation({
  name: "get_decision",
  title: "Read a decision record",
  description: "The full record behind a decisionId quoted by a refusal, with what enforcers did with it.",
  roles: ALL_ROLES,
  annotations: READ,
  input: DecisionId.strict(),
  http: {
    method: "get",
    path: "/v1/shield/decisions/{decisionId}",
    summary: "One decision record, by the decisionId a refusal quoted, with what enforcers did with it",
    description: "Roles: owner, admin, auditor; an agent key only for its own decisions.",
    params: DecisionId,
    ok: { 200: { description: "The record", schema: DecisionRecordSchema.extend({ enforcement: z.array(DecisionEnforcementSchema) }) } },
    errors: [401, 403, 404, 429],
  },
  async run(ctx, { decisionId }) {
    const d = await decisionWithEnforcement(ctx.env, ctx.auth, decisionId);
    return d ? ok(d) : fail({ kind: "NotFound", what: "Decision" });
  },
});

export const recordDecisionEnforcementOp = defineOperation({
  name: "record_decision_enforcement",
  title: "Record what you did with a decision",
  description: "After acting on a Shield decision, record it beside the record: proceed, proceed_with_flag or block, who acted, and why. Append-only; an agent key only for its own decisions.",
  roles: ["owner", "admin", "agent"],
  annotations: WRITE,
  input: DecisionId.strict().extend(EnforcementInputSchema.shape),
  http: {
    method: "post",
    path: "/v1/shield/decisions/{decisionId}/enforcement",
    summary: "Record what the enforcer did with a decision: proceed | proceed_with_flag | block (conformance level 3)",
    description: "Append-only. An agent key only for its own decisions. Roles: owner, admin, agent.",
    params: DecisionId,
    body: EnforcementInputSchema,
    bodyLimit: 16_384,
    ok: { 201: { description: "Recorded", schema: DecisionEnforcementSchema } },
    errors: [400, 401, 403, 404, 413, 415, 429],
  },
  async run(ctx, { decisionId, ...input }) {
    return ok(await recordDecisionEnforcement(ctx.env, ctx.auth, decisionId, input));
  },
});

export const listShieldEvents = defineOperation({
  name: "list_events",
  title: "The Shield event stream",
  description: "Decisions, mode and gating changes, manifest changes, kill-switch toggles, approval requests and resolutions, oldest first; page with `after`.",
  roles: READERS,
  annotations: READ,
  input: EventQuery.strict(),
  http: {
    method: "get",
    path: "/v1/shield/events",
    summary: "The event stream, oldest first; page with `after` = the last seq you saw",
    description: "Decisions, mode and gating changes, manifest changes, kill-switch toggles, approval requests and resolutions, taint blocks. Roles: owner, admin, auditor.",
    query: EventQuery,
    ok: { 200: { description: "Events", schema: z.object({ events: z.array(z.any()), next_after: z.number().nullable() }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, q) {
    // Events wait in the tenant DO's outbox for up to a batch window: flush first, as for decisions.
    await tenantAuthority(ctx.env, ctx.auth.tenantId).flush();
    const events = await listEvents(ctx.env.DB, ctx.auth.tenantId, q);
    const last = events[events.length - 1];
    return ok({ events, next_after: last ? last.seq : (q.after ?? null) });
  },
});

export const HISTORY_OPERATIONS = [listDecisionRecords, getDecisionRecord, recordDecisionEnforcementOp, listShieldEvents];
