// The tools of Shield's own MCP server (/mcp): the protocol's MCP binding (`scan`, identical to
// POST /v2/scan) and what an MCP-native operator reaches for. Listed in name order.
import { z } from "zod";
import { findReceipt } from "../db/receipts.repo";
import { findDecision, listDecisions } from "../db/shield.repo";
import { keyRingFor } from "../receipts/key-ring";
import { adminErrorToHttp, toHttpError, type AdminError } from "../policy/index";
import { verifyReceipt } from "../receipts/receipt";
import { EnforcementInputSchema, ScanRequestSchema, VerifyInputSchema } from "../schemas/scan";
import {
  APPROVAL_STATES,
  ApprovalResolveInputSchema,
  DECISION_ACTIONS,
  EvaluateInputSchema,
  KillSwitchCreateInputSchema,
  KillSwitchLiftInputSchema,
  REASON_CODES,
} from "../schemas/shield";
import { evaluateForTenant, tenantShield } from "../services/gate.service";
import { recordEnforcement } from "../services/receipts.service";
import { scanForTenant } from "../services/scan.service";
import { sha256Hex } from "../util/hash";
import { jsonResult, ShieldRefusal, type ToolContext, type ToolDef } from "./tool-kit";

const ALL = ["owner", "admin", "agent", "auditor"] as const;
const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

const adminError = (e: AdminError) => {
  const h = adminErrorToHttp(e);
  return { content: [{ type: "text" as const, text: JSON.stringify({ type: h.type, message: h.message }) }], isError: true };
};

/** MCP's own spelling of the approval token (seed §7: "an approval_token parameter on MCP"). */
const EvaluateToolInput = z.preprocess((v) => {
  if (v && typeof v === "object" && !Array.isArray(v) && "approval_token" in v) {
    const { approval_token, ...rest } = v as Record<string, unknown>;
    return { ...rest, approvalToken: approval_token };
  }
  return v;
}, EvaluateInputSchema);

const stub = (ctx: ToolContext) => tenantShield(ctx.env, ctx.auth.tenantId);

export const SHIELD_TOOLS: readonly ToolDef[] = [
  {
    name: "create_kill_switch",
    title: "Pull a kill switch",
    description:
      "Stops every call by one agent key, one tool or one server build (or all third-party sampling / cross-tenant purchases) from the next evaluated call. Needs an owner or admin key.",
    annotations: WRITE,
    input: KillSwitchCreateInputSchema,
    roles: ["owner", "admin"],
    async run(ctx, args) {
      const r = await stub(ctx).createKillSwitch(ctx.auth.tenantId, args);
      return r.ok ? jsonResult(r.value) : adminError(r.error);
    },
  },
  {
    name: "evaluate",
    title: "Evaluate a proposed action (recorded)",
    description:
      "Asks Shield whether this agent may make this tool call or HTTP mutation now, and records the decision. A refusal is a JSON-RPC error: -32003 (data.type, decisionId, reasonCode) or -32010 ApprovalRequired (approvalRequestId). Replay an approved call with `approval_token`.",
    annotations: WRITE,
    input: EvaluateToolInput,
    roles: ["owner", "admin", "agent"],
    async run(ctx, args) {
      const result = await evaluateForTenant(ctx.env, ctx.auth, args, { hypothetical: false });
      if (result.refusal) throw new ShieldRefusal(result.refusal);
      return jsonResult({ decision: result.decision });
    },
  },
  {
    name: "evaluate_hypothetical",
    title: "Dry-run an action (no side effects)",
    description: "The same evaluation as `evaluate`, with no record, no approval request, no token spent. Returns the decision and the refusal it would get.",
    annotations: READ,
    input: EvaluateToolInput,
    roles: ["owner", "admin", "agent"],
    async run(ctx, args) {
      const result = await evaluateForTenant(ctx.env, ctx.auth, args, { hypothetical: true });
      return jsonResult({ decision: result.decision, refusal: result.refusal ? toHttpError(result.refusal) : null });
    },
  },
  {
    name: "get_capabilities",
    title: "Current Shield regime",
    description: "The tenant's mode (off/observe/enforce), the approval-gating switch and every capability manifest.",
    annotations: READ,
    input: z.strictObject({}),
    roles: ALL,
    async run(ctx) {
      const caps = await stub(ctx).capabilities(ctx.auth.tenantId);
      return jsonResult({ ...caps.settings, deploymentKind: caps.deploymentKind, manifests: caps.manifests });
    },
  },
  {
    name: "get_decision",
    title: "Read a decision record",
    description: "The full record behind a decisionId quoted by a refusal.",
    annotations: READ,
    input: z.strictObject({ decisionId: z.string().min(1).max(128) }),
    roles: ALL,
    async run(ctx, args) {
      await stub(ctx).flush();
      const d = await findDecision(ctx.env.DB, ctx.auth.tenantId, args.decisionId);
      if (!d || (ctx.auth.role === "agent" && d.agent_key_id !== ctx.auth.keyId)) {
        return { content: [{ type: "text", text: "Decision not found" }], isError: true };
      }
      return jsonResult(d);
    },
  },
  {
    name: "get_receipt",
    title: "Read a scan receipt",
    description: "Who scanned which content hash, when, with which engine, what verdict, and what the enforcer did.",
    annotations: READ,
    input: z.strictObject({ scan_id: z.string().min(1).max(64) }),
    roles: ALL,
    async run(ctx, args) {
      const r = await findReceipt(ctx.env.DB, ctx.auth.tenantId, args.scan_id);
      if (!r) return { content: [{ type: "text", text: "Receipt not found" }], isError: true };
      const { tenant_id: _t, ...rest } = r;
      return jsonResult(rest);
    },
  },
  {
    name: "lift_kill_switch",
    title: "Lift a kill switch",
    description: "Lifts a kill switch, attributably (reason and actor). Needs an owner or admin key.",
    annotations: WRITE,
    input: z.strictObject({ killSwitchId: z.string().min(1).max(128) }).extend(KillSwitchLiftInputSchema.shape),
    roles: ["owner", "admin"],
    async run(ctx, args) {
      const { killSwitchId, ...input } = args;
      const r = await stub(ctx).liftKillSwitch(ctx.auth.tenantId, killSwitchId, input);
      return r.ok ? jsonResult(r.value) : adminError(r.error);
    },
  },
  {
    name: "list_decisions",
    title: "Recent decisions",
    description: "Decision records, newest first, filterable by action, tool and reason code. An agent key sees only its own.",
    annotations: READ,
    input: z.strictObject({
      action: z.enum(DECISION_ACTIONS).optional(),
      tool: z.string().min(1).max(256).optional(),
      reason_code: z.enum(REASON_CODES).optional(),
      limit: z.number().int().min(1).max(100).default(20),
    }),
    roles: ALL,
    async run(ctx, args) {
      await stub(ctx).flush();
      const decisions = await listDecisions(ctx.env.DB, ctx.auth.tenantId, {
        action: args.action,
        tool: args.tool,
        reasonCode: args.reason_code,
        agentKeyId: ctx.auth.role === "agent" ? ctx.auth.keyId : undefined,
        limit: args.limit,
      });
      return jsonResult({ decisions });
    },
  },
  {
    name: "list_kill_switches",
    title: "Active kill switches",
    description: "The kill switches in force now.",
    annotations: READ,
    input: z.strictObject({}),
    roles: ["owner", "admin", "auditor"],
    async run(ctx) {
      return jsonResult({ killSwitches: await stub(ctx).listKillSwitches(ctx.auth.tenantId, { includeInactive: false }) });
    },
  },
  {
    name: "list_pending_approvals",
    title: "Approvals waiting for a human",
    description: "Approval requests in state `requested` (or another state), oldest first. An agent key sees only its own.",
    annotations: READ,
    input: z.strictObject({ state: z.enum(APPROVAL_STATES).default("requested") }),
    roles: ALL,
    async run(ctx, args) {
      let approvals = await stub(ctx).listApprovals(ctx.auth.tenantId, args.state);
      if (ctx.auth.role === "agent") approvals = approvals.filter((a) => a.agent_key_id === ctx.auth.keyId);
      return jsonResult({ approvals });
    },
  },
  {
    name: "record_enforcement",
    title: "Record what you did with a verdict",
    description:
      "After acting on a scan's verdict, record it beside the receipt (conformance level 3): proceed, proceed_with_flag or block, who acted, and why. Append-only; the same as POST /v2/receipts/{scan_id}/enforcement.",
    annotations: WRITE,
    input: EnforcementInputSchema.extend({ scan_id: z.string().min(1).max(64) }),
    roles: ["owner", "admin", "agent"],
    async run(ctx, args) {
      const { scan_id, ...input } = args;
      return jsonResult(await recordEnforcement(ctx.env, ctx.auth, scan_id, input));
    },
  },
  {
    name: "resolve_approval",
    title: "Approve or deny a request",
    description: "A human's answer (approved | denied | expired). Approving returns the single-use approval token once. Needs an owner or admin key.",
    annotations: WRITE,
    input: z.strictObject({ approvalRequestId: z.string().min(1).max(128) }).extend(ApprovalResolveInputSchema.shape),
    roles: ["owner", "admin"],
    async run(ctx, args) {
      const { approvalRequestId, ...input } = args;
      const r = await stub(ctx).resolveApproval(ctx.auth.tenantId, approvalRequestId, { ...input, resolver: input.resolver ?? ctx.auth.keyId });
      return r.ok ? jsonResult(r.value) : adminError(r.error);
    },
  },
  {
    name: "scan",
    title: "Scan content (Agent-Shield Protocol)",
    description:
      "Scan untrusted content before acting on it (or outbound content before sending it): verdict clean/suspicious/malicious, per-class scores and a signed receipt — the same as POST /v2/scan. The receipt keeps a hash, never the content.",
    annotations: WRITE,
    input: ScanRequestSchema,
    roles: ["owner", "admin", "agent"],
    async run(ctx, args) {
      return jsonResult(await scanForTenant(ctx.env, ctx.auth, args));
    },
  },
  {
    name: "verify_receipt",
    title: "Verify a receipt",
    description: "Checks a receipt's signature and claims against this deployment's keys, and optionally that it is for the given content.",
    annotations: READ,
    input: VerifyInputSchema,
    roles: ALL,
    async run(ctx, args) {
      const ring = await keyRingFor(ctx.env);
      const hash = args.content === undefined ? undefined : await sha256Hex(args.content);
      return jsonResult(await verifyReceipt(args.receipt, ring.jwks, hash === undefined ? {} : { contentHash: hash }));
    },
  },
];
