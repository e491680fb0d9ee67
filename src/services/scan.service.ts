// The hosted scan, shared by REST and MCP: scan, sign, store the receipt, answer. One path, so the
// bindings cannot drift.
import { insertReceipt } from "../db/receipts.repo";
import { fail } from "../errors/reasons";
import type { AuthContext } from "../auth/context";
import { keyRingFor } from "../receipts/key-ring";
import { scanAndReceipt } from "../scan/pipeline";
import { commonsForScan, recordShadow } from "./commons.service";
import { hasCommonsHint } from "../db/commons.repo";
import { getScanPolicy } from "../db/scan-policy.repo";
import { liveIntel } from "../feeds/store";
import { logLeaves, receiptLeaf } from "./tlog.service";
import type { ScanRequest, ScanResponse } from "../schemas/scan";

export function maxScanBytes(env: Env): number {
  const n = Number(env.MAX_SCAN_BYTES);
  return Number.isFinite(n) && n > 0 ? n : 1_048_576;
}

export async function scanForTenant(env: Env, auth: AuthContext, req: ScanRequest): Promise<ScanResponse> {
  const limit = maxScanBytes(env);
  // A cheap upper bound first: UTF-8 is at most 3 bytes per UTF-16 code unit.
  if (req.content.length * 3 > limit && new TextEncoder().encode(req.content).byteLength > limit) {
    return fail({ kind: "PayloadTooLarge", limitBytes: limit });
  }
  const ring = await keyRingFor(env);
  // Agent Commons: only tenants with the opt-in hint pay for the authority's RPC.
  const hinted = auth.commons ?? (await hasCommonsHint(env.DB, auth.tenantId));
  const commons = hinted ? await commonsForScan(env, auth.tenantId) : null;
  const stored = auth.scanPolicy !== undefined ? auth.scanPolicy : await getScanPolicy(env.DB, auth.tenantId);
  const policy = stored ? { ...stored.policy, version: stored.version } : undefined;
  // The newest published threat-intel snapshot (KV, cached per isolate); the committed one until a refresh has run.
  const intel = await liveIntel(env.INTEL);
  const issued = await scanAndReceipt(req, {
    tenant: auth.tenantId,
    key: ring.active,
    intel,
    ...(policy ? { policy } : {}),
    ...(commons?.apply ? { commons: commons.apply } : {}),
  });
  if (commons?.shadow) await recordShadow(env, auth.tenantId, commons.shadow, req.content);
  const { response, claims } = issued;
  // Durable before the response leaves: an acknowledged receipt is never lost.
  await insertReceipt(env.DB, {
    scan_id: claims.scan_id,
    tenant_id: auth.tenantId,
    api_key_id: auth.keyId,
    content_hash: claims.content_hash,
    content_length: issued.contentLength,
    verdict: claims.verdict,
    scores: claims.scores,
    findings: response.findings.map(({ preview: _preview, ...rest }) => rest),
    engine_id: claims.engine.id,
    engine_version: claims.engine.version,
    source: claims.source,
    direction: claims.direction,
    tool: claims.tool ?? null,
    policy_version: claims.policy_version,
    signature: response.receipt.signature,
    kid: ring.active.kid,
    timestamp: claims.timestamp,
  });
  // Transparency log (docs/TRANSPARENCY.md): handed off after the response is ready, never awaited.
  logLeaves(env, auth.tenantId, [receiptLeaf(claims.scan_id, response.receipt.signature)]);
  return response;
}
