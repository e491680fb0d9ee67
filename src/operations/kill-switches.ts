// Kill switches (seed §9): consulted during evaluation, so the first call after creation is
// refused (in enforce mode) with no cache to expire and no propagation delay.
import { z } from "zod";
import { ok } from "../policy/result";
import { KillSwitchCreateInputSchema, KillSwitchLiftInputSchema, KillSwitchSchema } from "../schemas/shield";
import { tenantAuthority } from "../services/authority";
import { defineOperation, READERS, READ, WRITE, WRITERS, type OpContext } from "./operation";

const EFFECT_TEXT = {
  enforced: "Matching calls are refused from the next evaluated call (412 KillSwitchActive).",
  observe_only: "Shield is in observe mode: matching calls are recorded as would-be refusals but still proceed until the mode is enforce.",
  shield_disabled: "Shield is off: the switch is recorded but nothing is evaluated until Shield is turned back on.",
} as const;

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);
const KillSwitchId = z.object({ killSwitchId: z.string().min(1).max(128) });

export const createKillSwitch = defineOperation({
  name: "create_kill_switch",
  title: "Pull a kill switch",
  description:
    "Stops every call by one agent key, one tool or one server build (or all third-party sampling / cross-tenant purchases) from the next evaluated call. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: KillSwitchCreateInputSchema,
  http: {
    method: "post",
    path: "/v1/shield/kill-switches",
    summary: "Pull a kill switch: agent_key | tool | server_digest | sampling_global | cross_tenant_purchase",
    description: "Body: targetType, targetRef (not needed for the two tenant-wide types), reason, actor, optional expiresAt. Roles: owner, admin.",
    body: KillSwitchCreateInputSchema,
    bodyLimit: 8192,
    ok: { 201: { description: "Active; `effect` says whether it refuses calls under the current mode", schema: z.object({ killSwitch: KillSwitchSchema, effect: z.string(), message: z.string() }) } },
    errors: [400, 401, 403, 409, 413, 415, 429],
  },
  async run(ctx, input) {
    const r = await authority(ctx).createKillSwitch(ctx.auth.tenantId, input);
    return r.ok ? ok({ ...r.value, message: EFFECT_TEXT[r.value.effect as keyof typeof EFFECT_TEXT] }) : r;
  },
});

export const listKillSwitches = defineOperation({
  name: "list_kill_switches",
  title: "Active kill switches",
  description: "The kill switches in force now (`all: true` includes lifted and expired ones).",
  roles: READERS,
  annotations: READ,
  input: z.strictObject({ all: z.boolean().default(false) }),
  http: {
    method: "get",
    path: "/v1/shield/kill-switches",
    summary: "The active kill switches (`?all=true` includes lifted and expired ones)",
    description: "Roles: owner, admin, auditor.",
    query: z.object({ all: z.enum(["true", "false"]).optional() }),
    ok: { 200: { description: "Kill switches", schema: z.object({ killSwitches: z.array(KillSwitchSchema) }) } },
    errors: [400, 401, 403, 429],
    toInput: ({ query }) => ({ all: query.all === "true" }),
  },
  async run(ctx, input) {
    return ok({ killSwitches: await authority(ctx).listKillSwitches(ctx.auth.tenantId, { includeInactive: input.all }) });
  },
});

export const liftKillSwitch = defineOperation({
  name: "lift_kill_switch",
  title: "Lift a kill switch",
  description: "Lifts a kill switch, attributably (reason and actor). Needs an owner or admin key.",
  roles: WRITERS,
  annotations: WRITE,
  input: KillSwitchId.strict().extend(KillSwitchLiftInputSchema.shape),
  http: {
    method: "delete",
    path: "/v1/shield/kill-switches/{killSwitchId}",
    summary: "Lift a kill switch, attributably (body: reason, actor)",
    description: "Roles: owner, admin.",
    params: KillSwitchId,
    body: KillSwitchLiftInputSchema,
    bodyLimit: 8192,
    ok: { 200: { description: "Lifted", schema: KillSwitchSchema } },
    errors: [400, 401, 403, 404, 409, 413, 415, 429],
  },
  async run(ctx, { killSwitchId, ...input }) {
    return authority(ctx).liftKillSwitch(ctx.auth.tenantId, killSwitchId, input);
  },
});

export const KILL_SWITCH_OPERATIONS = [createKillSwitch, listKillSwitches, liftKillSwitch];
