// The scan pipeline behind REST, MCP, the library and the CLI: content scan, shell analyzer,
// threat intel and commons pack, then the receipt (content hash, id, claims; signed on request).
import { scanContent, type ScanPolicy } from "./index";
import { hashUtf8 } from "./sha256";
import { combineShellScan } from "../shell/bridge";
import { committedIntel } from "../feeds/default";
import type { IntelSet } from "../feeds/snapshot";
import { applyPack, type CommonsApplyMode, type CommonsPack } from "../commons/apply";
import type { ScanRequest, ScanResponse } from "../schemas/scan";
import { newId } from "../util/ids";
import type { SigningKey } from "../receipts/keys";
import { signReceipt, type ReceiptClaims } from "../receipts/receipt";

export interface IssueOptions {
  tenant: string;
  /** Without a key the receipt is unsigned (`signature: ""`), as the protocol allows for local scanners. */
  key?: SigningKey;
  policy?: ScanPolicy;
  now?: Date;
  /** The Agent Commons pack for a tenant that opted in (docs/COMMONS.md); the engine version then names it. */
  commons?: { pack: CommonsPack; mode: CommonsApplyMode };
  /** Threat-intel snapshot for URL lookups (the Worker's live one); default: the committed snapshot. */
  intel?: IntelSet;
}

export interface IssuedScan {
  response: ScanResponse;
  claims: ReceiptClaims;
  contentLength: number;
}

// The engine version names the threat-intel data behind the result, as it names a commons pack.
// One engine object per intel version, not one per scan.
let engineFor: { base: ScanResponse["engine"]; version: string; engine: ScanResponse["engine"] } | null = null;
function withIntel(base: ScanResponse["engine"], intelVersion: string): ScanResponse["engine"] {
  if (engineFor === null || engineFor.base !== base || engineFor.version !== intelVersion) {
    engineFor = { base, version: intelVersion, engine: { ...base, version: `${base.version}+intel.${intelVersion}` } };
  }
  return engineFor.engine;
}

// Scans in one millisecond share its ISO timestamp (an invalid date still throws, as before).
let isoMs = Number.NaN;
let iso = "";
function isoOf(d: Date): string {
  const ms = d.getTime();
  if (ms !== isoMs) {
    iso = d.toISOString();
    isoMs = ms;
  }
  return iso;
}

/**
 * Everything but the signature, synchronously: the library's unsigned scans never wait on a
 * promise. Keeping the whole path in one runtime-neutral function is what makes the bindings
 * give identical results.
 */
export function scanUnsigned(req: ScanRequest, opts: Omit<IssueOptions, "key">): IssuedScan {
  const now = opts.now ?? new Date();
  // A command bound for a shell tool is also judged by the shell analyzer (issue 7).
  const intel = opts.intel ?? committedIntel();
  let result = combineShellScan(req.content, req.context, scanContent(req, opts.policy, { intel }), opts.policy ? { policy: opts.policy } : {}).result;
  result = { ...result, engine: withIntel(result.engine, intel.version) };
  if (opts.commons) result = applyPack(result, opts.commons.pack, req.content, opts.commons.mode, { context: req.context, ...(opts.policy ? { policy: opts.policy } : {}) });
  // One synchronous pass gives the protocol's content hash and the stored byte length.
  const hashed = hashUtf8(req.content);
  const claims: ReceiptClaims = {
    scan_id: newId("scan", now.getTime()),
    content_hash: hashed.hex,
    timestamp: isoOf(now),
    verdict: result.verdict,
    scores: result.scores,
    engine: result.engine,
    tenant: opts.tenant,
    source: req.context.source,
    direction: req.context.direction,
    ...(req.context.tool !== undefined ? { tool: req.context.tool } : {}),
    policy_version: opts.policy?.version ?? 0,
  };
  return {
    response: {
      verdict: result.verdict,
      scores: result.scores,
      engine: result.engine,
      receipt: { scan_id: claims.scan_id, content_hash: claims.content_hash, timestamp: claims.timestamp, signature: "" },
      findings: result.findings,
    },
    claims,
    contentLength: hashed.bytes,
  };
}

/** The pipeline with the receipt signed when a key is given (the REST and MCP bindings always give one). */
export async function scanAndReceipt(req: ScanRequest, opts: IssueOptions): Promise<IssuedScan> {
  const issued = scanUnsigned(req, opts);
  if (opts.key) issued.response.receipt.signature = await signReceipt(issued.claims, opts.key);
  return issued;
}
