// The tools of Shield's own MCP server (/mcp): the protocol's MCP binding (`scan`, identical to
// POST /v2/scan), the gate (`evaluate`), receipt tools, and every declared admin operation
// (src/operations/) derived through one Result → tool mapping. Listed in name order.
import { z } from "zod";
import { findReceipt } from "../db/receipts.repo";
import { keyRingFor } from "../receipts/key-ring";
import { toHttpError } from "../policy/index";
import { verifyReceipt } from "../receipts/receipt";
import { EnforcementInputSchema, ScanRequestSchema, VerifyInputSchema } from "../schemas/scan";
import { APPROVAL_STATES, EvaluateInputSchema } from "../schemas/shield";
import { evaluateForTenant } from "../services/gate.service";
import { recordEnforcement } from "../services/receipts.service";
import { scanForTenant } from "../services/scan.service";
import { sha256Hex } from "../util/hash";
import { listApprovals } from "../operations/approvals";
import { OPERATIONS } from "../operations/index";
import { jsonResult, operationTool, ShieldRefusal, type ToolDef } from "./tool-kit";

const ALL = ["owner", "admin", "agent", "auditor"] as const;
const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

/** MCP's own spelling of the approval token (seed §7: "an approval_token parameter on MCP"). */
const EvaluateToolInput = z.preprocess((v) => {
  if (v && typeof v === "object" && !Array.isArray(v) && "approval_token" in v) {
    const { approval_token, ...rest } = v as Record<string, unknown>;
    return { ...rest, approvalToken: approval_token };
  }
  return v;
}, EvaluateInputSchema);

const HAND_WRITTEN: readonly ToolDef[] = [
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

/** The pending queue under its long-standing tool name: list_approvals with `state` defaulting to requested. */
const listPendingApprovals: ToolDef = {
  ...operationTool(listApprovals),
  name: "list_pending_approvals",
  title: "Approvals waiting for a human",
  description: "Approval requests in state `requested` (or another state), oldest first. An agent key sees only its own.",
  input: z.strictObject({ state: z.enum(APPROVAL_STATES).default("requested") }),
};

/** Hand-written tools (the protocol binding, the gate, reads) and every declared operation, in name order. */
export const SHIELD_TOOLS: readonly ToolDef[] = [...HAND_WRITTEN, listPendingApprovals, ...OPERATIONS.map(operationTool)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
