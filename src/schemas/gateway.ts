// The MCP gateway's per-server policy (seed 004 MCP mediation), set by owners and admins.
import { z } from "zod";

export const ValueLimitSchema = z
  .strictObject({
    /** The upstream tool's own name (as in its tools/list). */
    tool: z.string().min(1).max(256),
    /** Dotted path into the arguments, e.g. "amount" or "transfer.count". */
    argument: z.string().min(1).max(256).regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, { error: "argument must be a dotted path" }),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
  })
  .refine((l) => l.min !== undefined || l.max !== undefined, { error: "a limit needs min, max or both" })
  .refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, { error: "min must not exceed max" });

export const GatewayPolicyInputSchema = z.strictObject({
  value_limits: z.array(ValueLimitSchema).max(200).default([]),
  /** What to do with an upstream response judged malicious: refuse it (default) or pass it flagged. */
  response_policy: z.enum(["block", "flag"], { error: "response_policy must be block or flag" }).default("block"),
});
export type GatewayPolicyInput = z.output<typeof GatewayPolicyInputSchema>;

export const GatewayPolicySchema = z.object({
  server_id: z.string(),
  value_limits: z.array(z.object({ tool: z.string(), argument: z.string(), min: z.number().optional(), max: z.number().optional() })),
  response_policy: z.enum(["block", "flag"]),
  updated_at: z.string(),
});
export type GatewayPolicy = z.infer<typeof GatewayPolicySchema>;

export const ToolPinSchema = z.object({
  server_id: z.string(),
  tool_name: z.string(),
  hash: z.string(),
  first_seen_at: z.string(),
  changed_hash: z.string().nullable(),
  changed_at: z.string().nullable(),
  poisoned: z.boolean(),
  rules: z.array(z.string()),
});
