// The in-process binding (protocol §3.3): the same scan as POST /v2/scan, with no network.
// `import { scan } from "agent-shield-edge"` — runs in Node ≥ 20, Workers, Deno and browsers.
import { loadKeyRing, type SigningKey } from "./receipts/keys";
import { scanAndReceipt, scanUnsigned } from "./scan/pipeline";
import { ScanRequestSchema, type ScanRequest, type ScanResponse } from "./schemas/scan";
import type { ScanPolicy } from "./scan/index";

export { scanContent, ENGINE } from "./scan/index";
export type { ScanPolicy } from "./scan/index";
export type { Finding, ScanClass, Scores, Verdict, Source, Direction } from "./scan/types";
export { verifyReceipt, RECEIPT_ISSUER, RECEIPT_TYP } from "./receipts/receipt";
export type { Receipt, ReceiptClaims, VerifyResult } from "./receipts/receipt";
export type { ScanRequest, ScanResponse };

export interface LocalScanOptions {
  /** An Ed25519 private JWK (object or JSON string) to sign receipts locally. Unsigned when absent. */
  signingKey?: string | Record<string, unknown>;
  /** Recorded in the receipt claims; defaults to "local". */
  tenant?: string;
  policy?: ScanPolicy;
}

export class ScanRequestError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(`Invalid scan request: ${issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; ")}`);
    this.name = "ScanRequestError";
  }
}

async function resolveKey(key: LocalScanOptions["signingKey"]): Promise<SigningKey | undefined> {
  if (key === undefined) return undefined;
  const ring = await loadKeyRing(typeof key === "string" ? key : JSON.stringify(key));
  return ring.active;
}

/** Validates a protocol request exactly as the REST binding does and returns the protocol response. */
export async function scan(request: unknown, options: LocalScanOptions = {}): Promise<ScanResponse> {
  const parsed = ScanRequestSchema.safeParse(request);
  if (!parsed.success) {
    throw new ScanRequestError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  const opts = { tenant: options.tenant ?? "local", ...(options.policy ? { policy: options.policy } : {}) };
  // Unsigned scans stay synchronous inside: no promise is awaited unless a signature is asked for.
  if (options.signingKey === undefined) return scanUnsigned(parsed.data as ScanRequest, opts).response;
  const key = await resolveKey(options.signingKey);
  const issued = await scanAndReceipt(parsed.data as ScanRequest, { ...opts, ...(key ? { key } : {}) });
  return issued.response;
}

export { shieldGate, type ShieldGateOptions } from "./middleware/shield-gate";

// Shell commands (issue 7): the analyzer itself, and how a scan of an outbound shell-tool call uses it.
export { analyzeShell, SHELL_TOOL_NAMES } from "./shell/index";
export type { ShellAnalysis, ShellDecision, ShellFinding, AnalyzeShellOptions } from "./shell/index";
export { combineShellScan, isShellTool, shellApplies, SHELL_CLASS_BY_CATEGORY } from "./shell/bridge";

// Coding-agent hook adapters (pure parts; the `agent-shield hook` CLI wires them to stdin/stdout).
export { DIALECTS as HOOK_DIALECTS } from "./hooks/dialects/index";
export { decide as decideHook, degrade as degradeHookDecision, failSafe as hookFailSafe, type DecideOptions as HookDecideOptions, type ScanLike } from "./hooks/decide";
export { tamperReason } from "./hooks/tamper";
export { installTarget as hookInstallTarget, mergeSettings as mergeHookSettings } from "./hooks/install";
export { AGENTS as HOOK_AGENTS } from "./hooks/types";
export type { AgentName, Dialect as HookDialect, HookDecision, HookEvent, HookOutput, HookVerdict } from "./hooks/types";

// Transparency log (issue 20, docs/TRANSPARENCY.md): check a receipt's inclusion and a log's consistency offline.
export { verifyReceiptInclusion, verifyEntryInclusion, verifyCheckpoint, verifyCheckpointConsistency, verifyEntryFromTiles, auditLog, findEntryIndex, receiptEntry, logIdFor } from "./tlog/index";
export type { Checkpoint as LogCheckpoint, InclusionBundle, TileFetcher, Verdict as LogVerdict } from "./tlog/index";
