// Agent Commons, tenant side (docs/COMMONS.md): read patterns and their public history,
// corroborate, and opt in to the community pack. Submitting is a gated action with its own
// refusals, so it stays a hand-written route (src/http/commons.routes.ts).
import { z } from "zod";
import type { CommonsError } from "../../durable-objects/commons-authority";
import { CommonsSettingsInputSchema, CommonsSettingsSchema } from "../commons/schema";
import { fail } from "../errors/reasons";
import { ok } from "../policy/result";
import { SCAN_CLASSES } from "../scan/types";
import { commonsAuthority, putCommonsSettings as writeCommonsSettings } from "../services/commons.service";
import { ALL_ROLES, defineOperation, PUT, READ, WRITE, WRITERS } from "./operation";

export const PatternViewSchema = z.looseObject({ id: z.string(), rule_id: z.string(), class: z.string(), status: z.string() });
const STATUSES = ["candidate", "approved", "rejected", "disputed", "withdrawn"] as const;
const IdParam = z.object({ id: z.string().regex(/^cp-\d{1,12}$/, { error: "pattern ids look like cp-12" }) });
const PatternFilter = z.object({ status: z.enum(STATUSES).optional(), class: z.enum(SCAN_CLASSES).optional() });
const EventsPage = z.object({ before: z.coerce.number().int().positive().optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The Commons authority's failures in the platform's words (404 NotFound, 409 Conflict). */
export const commonsFailure = (e: CommonsError): never =>
  e.kind === "NotFound" ? fail({ kind: "NotFound", what: e.what }) : fail({ kind: "Conflict", message: e.message });

export const listCommonsPatterns = defineOperation({
  name: "list_commons_patterns",
  title: "Community patterns",
  description: "Agent Commons patterns with status and corroboration counts (never who submitted them); filter by status and class.",
  roles: ALL_ROLES,
  annotations: READ,
  input: PatternFilter.strict(),
  http: {
    method: "get",
    path: "/v1/commons/patterns",
    summary: "Community patterns with status and corroboration counts (never who submitted them)",
    description: "Filter with ?status= and ?class=. Roles: any.",
    query: PatternFilter,
    ok: { 200: { description: "Patterns", schema: z.object({ patterns: z.array(PatternViewSchema) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, q) {
    return ok({ patterns: await commonsAuthority(ctx.env).listPatterns(ctx.auth.tenantId, { status: q.status, class: q.class }) });
  },
});

export const getCommonsPattern = defineOperation({
  name: "get_commons_pattern",
  title: "Read a community pattern",
  description: "One Agent Commons pattern with its public history (submitted, corroborated, approved, disputed, withdrawn …).",
  roles: ALL_ROLES,
  annotations: READ,
  input: IdParam.strict(),
  http: {
    method: "get",
    path: "/v1/commons/patterns/{id}",
    summary: "One pattern with its public history (submitted, corroborated, approved, disputed, withdrawn …)",
    description: "Roles: any.",
    params: IdParam,
    ok: { 200: { description: "The pattern", schema: z.object({ pattern: PatternViewSchema }) } },
    errors: [400, 401, 403, 404, 429],
  },
  async run(ctx, { id }) {
    const r = await commonsAuthority(ctx.env).getPattern(ctx.auth.tenantId, id);
    return r.ok ? ok({ pattern: r.value }) : commonsFailure(r.error);
  },
});

export const corroborateCommonsPattern = defineOperation({
  name: "corroborate_commons_pattern",
  title: "Corroborate a community pattern",
  description: "This tenant has seen the pattern too (a tenant counts once; the submitter cannot corroborate its own).",
  roles: ["owner", "admin", "agent"],
  annotations: { ...WRITE, idempotentHint: true },
  input: IdParam.strict(),
  http: {
    method: "post",
    path: "/v1/commons/patterns/{id}/corroborate",
    summary: "Corroborate a pattern: this tenant has seen it too (once per tenant)",
    description: "A tenant counts once, explicit or automatic; the submitter cannot corroborate its own pattern. Roles: owner, admin, agent.",
    params: IdParam,
    ok: { 200: { description: "Corroborated", schema: z.object({ pattern: PatternViewSchema }) } },
    errors: [400, 401, 403, 404, 409, 429],
  },
  async run(ctx, { id }) {
    const r = await commonsAuthority(ctx.env).corroborate(ctx.auth.tenantId, id, new Date().toISOString());
    return r.ok ? ok({ pattern: r.value }) : commonsFailure(r.error);
  },
});

export const getCommonsSettings = defineOperation({
  name: "get_commons_settings",
  title: "This tenant's Agent Commons settings",
  description: "opt_in (off | observe | enforce) and auto_corroborate.",
  roles: ALL_ROLES,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/commons/settings",
    summary: "This tenant's Agent Commons settings",
    description: "opt_in: off | observe | enforce; auto_corroborate: shadow-match candidates in this tenant's scans. Roles: any.",
    ok: { 200: { description: "Settings", schema: z.object({ settings: CommonsSettingsSchema }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ settings: await commonsAuthority(ctx.env).getSettings(ctx.auth.tenantId) });
  },
});

export const putCommonsSettings = defineOperation({
  name: "put_commons_settings",
  title: "Opt in to the community pack",
  description: "Sets opt_in (observe or enforce) and automatic corroboration; fields omitted keep their value. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: CommonsSettingsInputSchema,
  http: {
    method: "put",
    path: "/v1/commons/settings",
    summary: "Opt in to the community pack (observe or enforce) and to automatic corroboration",
    description: "Fields omitted keep their value. Takes effect from the next scan. Roles: owner, admin.",
    body: CommonsSettingsInputSchema,
    bodyLimit: 4096,
    ok: { 200: { description: "Settings", schema: z.object({ settings: CommonsSettingsSchema }) } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    return ok({ settings: await writeCommonsSettings(ctx.env, ctx.auth.tenantId, input) });
  },
});

export const getCommonsPack = defineOperation({
  name: "get_commons_pack",
  title: "The community pack",
  description: "The community pack's version, whether it is withdrawn, and its patterns.",
  roles: ALL_ROLES,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/commons/pack",
    summary: "The community pack: version, whether it is withdrawn, and its patterns",
    description: "A receipt's engine version `…+commons.N` names pack version N. Roles: any.",
    ok: { 200: { description: "Pack", schema: z.object({ version: z.number(), killed: z.boolean(), patterns: z.array(z.string()) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok(await commonsAuthority(ctx.env).packState());
  },
});

export const listCommonsEvents = defineOperation({
  name: "list_commons_events",
  title: "The Commons moderation log",
  description: "Every submission, corroboration and moderation action, newest first; no tenant is named. Page with `before`.",
  roles: ALL_ROLES,
  annotations: READ,
  input: EventsPage.strict(),
  http: {
    method: "get",
    path: "/v1/commons/events",
    summary: "The public moderation log: every submission, corroboration and moderation action, newest first",
    description: "No tenant is named. Each entry carries the pack version after it, so a receipt's `+commons.N` can be traced. Page with ?before=<seq>. Roles: any.",
    query: EventsPage,
    ok: { 200: { description: "Events", schema: z.object({ events: z.array(z.looseObject({ seq: z.number(), type: z.string() })) }) } },
    errors: [400, 401, 403, 429],
  },
  async run(ctx, q) {
    return ok({ events: await commonsAuthority(ctx.env).events({ operator: false, before: q.before, limit: q.limit }) });
  },
});

export const COMMONS_OPERATIONS = [listCommonsPatterns, getCommonsPattern, corroborateCommonsPattern, getCommonsSettings, putCommonsSettings, getCommonsPack, listCommonsEvents];
