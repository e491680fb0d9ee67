import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { KillSwitchCreateInputSchema, KillSwitchLiftInputSchema, KillSwitchSchema } from "../../schemas/shield";
import { requireRole } from "../auth";
import { jsonBody } from "../body";
import type { AppEnv } from "../context";
import { okResponse } from "../envelope";
import { errorResponses } from "../openapi-common";
import { adminErrorResponse, okEnvelope, shieldFor } from "./common";

// Kill switches (seed §9): consulted during evaluation, so the first call after creation is
// refused (in enforce mode) with no cache to expire and no propagation delay.

const EFFECT_TEXT = {
  enforced: "Matching calls are refused from the next evaluated call (412 KillSwitchActive).",
  observe_only: "Shield is in observe mode: matching calls are recorded as would-be refusals but still proceed until the mode is enforce.",
  shield_disabled: "Shield is off: the switch is recorded but nothing is evaluated until Shield is turned back on.",
} as const;

const createKs = createRoute({
  method: "post",
  path: "/v1/shield/kill-switches",
  summary: "Pull a kill switch: agent_key | tool | server_digest | sampling_global | cross_tenant_purchase",
  description: "Body: targetType, targetRef (not needed for the two tenant-wide types), reason, actor, optional expiresAt. Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(8192)] as const,
  request: { body: { required: true, content: { "application/json": { schema: KillSwitchCreateInputSchema } } } },
  responses: {
    201: { description: "Active; `effect` says whether it refuses calls under the current mode", content: okEnvelope(z.object({ killSwitch: KillSwitchSchema, effect: z.string(), message: z.string() })) },
    ...errorResponses(400, 401, 403, 409, 413, 415, 429),
  },
});

const listKs = createRoute({
  method: "get",
  path: "/v1/shield/kill-switches",
  summary: "The active kill switches (`?all=true` includes lifted and expired ones)",
  description: "Roles: owner, admin, auditor.",
  middleware: [requireRole("owner", "admin", "auditor")] as const,
  request: { query: z.object({ all: z.enum(["true", "false"]).optional() }) },
  responses: { 200: { description: "Kill switches", content: okEnvelope(z.object({ killSwitches: z.array(KillSwitchSchema) })) }, ...errorResponses(400, 401, 403, 429) },
});

const liftKs = createRoute({
  method: "delete",
  path: "/v1/shield/kill-switches/{killSwitchId}",
  summary: "Lift a kill switch, attributably (body: reason, actor)",
  description: "Roles: owner, admin.",
  middleware: [requireRole("owner", "admin"), jsonBody(8192)] as const,
  request: {
    params: z.object({ killSwitchId: z.string().min(1).max(128) }),
    body: { required: true, content: { "application/json": { schema: KillSwitchLiftInputSchema } } },
  },
  responses: { 200: { description: "Lifted", content: okEnvelope(KillSwitchSchema) }, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
});

export function killSwitchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createKs, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.createKillSwitch(tenantId, c.req.valid("json"));
    if (!r.ok) return adminErrorResponse(c, r.error) as never;
    return okResponse(c, { ...r.value, message: EFFECT_TEXT[r.value.effect as keyof typeof EFFECT_TEXT] }, 201);
  });

  app.openapi(listKs, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const killSwitches = await stub.listKillSwitches(tenantId, { includeInactive: c.req.valid("query").all === "true" });
    return okResponse(c, { killSwitches });
  });

  app.openapi(liftKs, async (c) => {
    const { tenantId, stub } = shieldFor(c);
    const r = await stub.liftKillSwitch(tenantId, c.req.valid("param").killSwitchId, c.req.valid("json"));
    return r.ok ? okResponse(c, r.value) : (adminErrorResponse(c, r.error) as never);
  });
}
