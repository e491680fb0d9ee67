// Calls to the gate (seed 003 §7, §11: evaluate, evaluate-hypothetical, propose), approval resolution and approval requests.
import { z } from "zod";
import { IdSchema, IsoDateTimeSchema, RouteSchema, ServerDigestSchema, Sha256HexSchema, text, ToolNameSchema } from "./primitives";
import { ApprovalStateSchema, CapabilityClassSchema, HttpMethodSchema, RiskTierSchema, type Surface, SurfaceSchema, TaintLabelSchema } from "./shield-vocabulary";
import { ExecutionContextSchema } from "./shield-trust";

// ── calls: evaluate, evaluate-hypothetical, propose (§7, §11) ───────────────────────────────────

/** The call as the client names it. HTTP mutations may be named by method + route instead. */
const callFields = {
  surface: SurfaceSchema.default("mcp"),
  toolName: ToolNameSchema.optional(),
  method: z.preprocess((m) => (typeof m === "string" ? m.toUpperCase() : m), HttpMethodSchema).optional(),
  route: RouteSchema.optional(),
  agentKeyId: IdSchema.optional(),
  serverDigest: ServerDigestSchema.optional(),
  publisherId: IdSchema.optional(),
  taintLabel: TaintLabelSchema.optional(),
  // Any JSON value (the body is JSON, so it is one): the shell hashes its canonical form and the
  // core only ever sees the hash. z.unknown, not z.json: the OpenAPI generator cannot walk a recursive schema.
  arguments: z.unknown().optional(),
};

function requireToolIdentity(
  v: { surface: Surface; toolName?: string | undefined; method?: string | undefined; route?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.toolName !== undefined) return;
  if (v.surface === "mcp") {
    ctx.addIssue({ code: "custom", path: ["toolName"], message: "toolName is required for surface mcp" });
    return;
  }
  if (v.method === undefined) ctx.addIssue({ code: "custom", path: ["method"], message: "method is required when toolName is absent" });
  if (v.route === undefined) ctx.addIssue({ code: "custom", path: ["route"], message: "route is required when toolName is absent" });
}

export const EvaluateInputSchema = z
  .strictObject({
    ...callFields,
    isMutation: z.boolean({ error: "isMutation must be a boolean" }).default(true),
    executionContext: ExecutionContextSchema.optional(),
    approvalToken: z
      .string()
      .min(16, { error: "approvalToken is too short to be a Shield token" })
      .max(512, { error: "approvalToken must be at most 512 characters" })
      .optional(),
  })
  .superRefine(requireToolIdentity);
export type EvaluateInput = z.output<typeof EvaluateInputSchema>;

export const ApprovalProposeInputSchema = z
  .strictObject({
    ...callFields,
    proposer: text("proposer", 256).optional(),
    reason: text("reason", 1000).optional(),
  })
  .superRefine(requireToolIdentity);
export type ApprovalProposeInput = z.output<typeof ApprovalProposeInputSchema>;

export const APPROVAL_RESOLUTIONS = ["approved", "denied", "expired"] as const;
export const ApprovalResolveInputSchema = z.strictObject({
  decision: z.enum(APPROVAL_RESOLUTIONS, { error: "decision must be one of approved, denied, expired" }),
  resolver: text("resolver", 256).optional(),
  reason: text("reason", 1000).optional(),
});
export type ApprovalResolveInput = z.infer<typeof ApprovalResolveInputSchema>;


// ── approval requests (§7) ──────────────────────────────────────────────────────────────────────

/** What a reviewer sees. Raw arguments are never stored, so the proposed payload is their hash. */
export const ApprovalRequestSchema = z.object({
  id: IdSchema,
  state: ApprovalStateSchema,
  tool_name: z.string(),
  capability_class: CapabilityClassSchema,
  risk_tier: RiskTierSchema,
  taint_label: TaintLabelSchema.nullable(),
  surface: SurfaceSchema,
  agent_key_id: z.string().nullable(),
  server_digest: z.string().nullable(),
  proposer: z.string().nullable(),
  payload: z.object({
    args_hash: Sha256HexSchema,
    http_method: HttpMethodSchema.nullable(),
    http_route: z.string().nullable(),
  }),
  proposal_reason: z.string().nullable(),
  decision_id: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  resolved_at: IsoDateTimeSchema.nullable(),
  resolver: z.string().nullable(),
  resolution_reason: z.string().nullable(),
  token_expires_at: IsoDateTimeSchema.nullable(),
  consumed_at: IsoDateTimeSchema.nullable(),
  consumed_by_decision_id: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** The stored form adds the token hash, which must never leave the DO. */
export const ApprovalRequestRecordSchema = ApprovalRequestSchema.extend({ token_hash: Sha256HexSchema.nullable() });
export type ApprovalRequestRecord = z.infer<typeof ApprovalRequestRecordSchema>;
