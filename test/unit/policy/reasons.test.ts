// The error contract, checked against the seed's tables (§13.1 HTTP, §13.2 MCP) row by row.
import { describe, expect, it } from "vitest";
import { adminErrorToHttp, toHttpError, toJsonRpcError, type Reason } from "../../../src/policy";
import { SHIELD_ERROR_TYPES } from "../../../src/schemas/shield";

const D = "dec_1";
const REASONS: Record<Reason["kind"], Reason> = {
  ApprovalRequired: { kind: "ApprovalRequired", decisionId: D, reasonCode: "approval_required", approvalRequestId: "apr_1" },
  KillSwitchActive: { kind: "KillSwitchActive", decisionId: D, reasonCode: "kill_switch_tool", killSwitchId: "ks_1", targetType: "tool" },
  SandboxViolation: { kind: "SandboxViolation", decisionId: D, reasonCode: "sandbox_violation", violationId: "vio_1", breaches: [] },
  DeniedTaint: { kind: "DeniedTaint", decisionId: D, reasonCode: "taint_blocked", taintLabel: "TAINTED" },
  TrustRevoked: { kind: "TrustRevoked", decisionId: D, reasonCode: "digest_revoked" },
  DigestUntrusted: { kind: "DigestUntrusted", decisionId: D, reasonCode: "digest_untrusted" },
  DeniedCapability: { kind: "DeniedCapability", decisionId: D, reasonCode: "undeclared_tool" },
  PolicyBlocked: { kind: "PolicyBlocked", decisionId: D, reasonCode: "approval_token_used", policy: "approval_token" },
};

// Seed §13.1, verbatim: situation → status, error.type, extra fields.
const HTTP_TABLE: Array<[Reason["kind"], number, Record<string, string>]> = [
  ["ApprovalRequired", 409, { approvalRequestId: "apr_1", decisionId: D }],
  ["KillSwitchActive", 412, { decisionId: D }],
  ["SandboxViolation", 412, { violationId: "vio_1", decisionId: D }],
  ["DeniedTaint", 412, { decisionId: D }],
  ["TrustRevoked", 451, { decisionId: D }],
  ["DigestUntrusted", 412, { decisionId: D }],
  ["DeniedCapability", 412, { decisionId: D }],
  // The seed names `policy`; §13 also promises every refusal a decisionId.
  ["PolicyBlocked", 412, { policy: "approval_token", decisionId: D }],
];

describe("HTTP (§13.1)", () => {
  it.each(HTTP_TABLE)("%s → %i with the seed's extra fields", (kind, status, extra) => {
    const e = toHttpError(REASONS[kind]);
    expect(e).toMatchObject({ status, type: kind, extra });
    expect(e.message.length).toBeGreaterThan(0);
  });

  it("covers exactly the seed's eight error types", () => {
    expect(HTTP_TABLE.map(([k]) => k).sort()).toEqual([...SHIELD_ERROR_TYPES].sort());
  });

  it("messages never echo caller input", () => {
    for (const r of Object.values(REASONS)) expect(toHttpError(r).message).not.toMatch(/notes|apr_|dec_|ks_/);
  });
});

describe("MCP JSON-RPC (§13.2)", () => {
  it("ApprovalRequired → -32010 with type, decisionId, approvalRequestId, reasonCode", () => {
    expect(toJsonRpcError(REASONS.ApprovalRequired)).toMatchObject({
      code: -32010,
      data: { type: "ApprovalRequired", decisionId: D, approvalRequestId: "apr_1", reasonCode: "approval_required" },
    });
  });

  it.each(SHIELD_ERROR_TYPES.filter((t) => t !== "ApprovalRequired"))("%s → -32003 with exactly type, decisionId, reasonCode", (kind) => {
    const e = toJsonRpcError(REASONS[kind]);
    expect(e.code).toBe(-32003);
    expect(e.data).toEqual({ type: kind, decisionId: D, reasonCode: REASONS[kind].reasonCode });
  });
});

describe("admin errors follow the platform envelope", () => {
  it("maps NotFound, Conflict and ValidationFailed", () => {
    expect(adminErrorToHttp({ kind: "NotFound", entity: "kill_switch", id: "ks" })).toMatchObject({ status: 404, type: "NotFound" });
    expect(adminErrorToHttp({ kind: "Conflict", entity: "approval_request", id: "a", message: "m" })).toMatchObject({ status: 409, type: "Conflict" });
    expect(adminErrorToHttp({ kind: "ValidationFailed", field: "expiresAt", message: "m" })).toMatchObject({
      status: 400,
      type: "ValidationFailed",
      extra: { issues: [{ path: "expiresAt", message: "m" }] },
    });
  });
});
