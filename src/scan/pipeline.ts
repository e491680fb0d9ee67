import { scanContent, type ScanPolicy } from "../scan/index";
import { combineShellScan } from "../shell/bridge";
import { committedIntel } from "../feeds/default";
import type { IntelSet } from "../feeds/snapshot";
import { applyPack, type CommonsApplyMode, type CommonsPack } from "../commons/apply";
import type { ScanRequest, ScanResponse } from "../schemas/scan";
import { sha256Hex } from "../util/hash";
import { newId } from "../util/ids";
import type { SigningKey } from "./keys";
import { signReceipt, type ReceiptClaims } from "./receipt";

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

/**
 * The one scan path behind REST, MCP, the library and the CLI: scan, hash, sign. Keeping it in
 * one runtime-neutral function is what makes the bindings give identical results.
 */
export async function scanAndReceipt(req: ScanRequest, opts: IssueOptions): Promise<IssuedScan> {
  const now = opts.now ?? new Date();
  // A command bound for a shell tool is also judged by the shell analyzer (issue 7).
  const intel = opts.intel ?? committedIntel();
  let result = combineShellScan(req.content, req.context, scanContent(req, opts.policy, { intel }), opts.policy ? { policy: opts.policy } : {}).result;
  // The engine version names the threat-intel data behind the result, as it names a commons pack.
  result = { ...result, engine: { ...result.engine, version: `${result.engine.version}+intel.${intel.version}` } };
  if (opts.commons) result = applyPack(result, opts.commons.pack, req.content, opts.commons.mode, { context: req.context, ...(opts.policy ? { policy: opts.policy } : {}) });
  const claims: ReceiptClaims = {
    scan_id: newId("scan", now.getTime()),
    content_hash: await sha256Hex(req.content),
    timestamp: now.toISOString(),
    verdict: result.verdict,
    scores: result.scores,
    engine: result.engine,
    tenant: opts.tenant,
    source: req.context.source,
    direction: req.context.direction,
    ...(req.context.tool !== undefined ? { tool: req.context.tool } : {}),
    policy_version: opts.policy?.version ?? 0,
  };
  const signature = opts.key ? await signReceipt(claims, opts.key) : "";
  return {
    response: {
      verdict: result.verdict,
      scores: result.scores,
      engine: result.engine,
      receipt: { scan_id: claims.scan_id, content_hash: claims.content_hash, timestamp: claims.timestamp, signature },
      findings: result.findings,
    },
    claims,
    contentLength: new TextEncoder().encode(req.content).byteLength,
  };
}
