// Kill switches (seed 003 §9): what an operator sends and what is stored.
import { z } from "zod";
import { IdSchema, IsoDateTimeSchema, text } from "./primitives";
import { GLOBAL_KILL_SWITCH_TARGETS, KillSwitchTargetTypeSchema } from "./shield-vocabulary";

// ── kill switches (§9) ──────────────────────────────────────────────────────────────────────────

export const KillSwitchCreateInputSchema = z
  .strictObject({
    targetType: KillSwitchTargetTypeSchema,
    targetRef: text("targetRef", 256).optional(),
    reason: text("reason", 1000),
    actor: text("actor", 256),
    expiresAt: IsoDateTimeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!GLOBAL_KILL_SWITCH_TARGETS.includes(v.targetType) && v.targetRef === undefined) {
      ctx.addIssue({ code: "custom", path: ["targetRef"], message: `targetRef is required for targetType ${v.targetType}` });
    }
  })
  .transform((v) => ({ ...v, targetRef: v.targetRef ?? "*" }));
export type KillSwitchCreateInput = z.output<typeof KillSwitchCreateInputSchema>;

export const KillSwitchLiftInputSchema = z.strictObject({ reason: text("reason", 1000), actor: text("actor", 256) });
export type KillSwitchLiftInput = z.infer<typeof KillSwitchLiftInputSchema>;

export const KillSwitchSchema = z.object({
  id: IdSchema,
  target_type: KillSwitchTargetTypeSchema,
  target_ref: z.string(),
  reason: z.string(),
  actor: z.string(),
  created_at: IsoDateTimeSchema,
  expires_at: IsoDateTimeSchema.nullable(),
  lifted_at: IsoDateTimeSchema.nullable(),
  lifted_by: z.string().nullable(),
  lift_reason: z.string().nullable(),
});
export type KillSwitch = z.infer<typeof KillSwitchSchema>;
