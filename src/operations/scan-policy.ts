// The tenant's scan policy: the escape hatch for false positives (thresholds, allow-lists,
// disabled rules) and its own sensitive terms (data labels). Every receipt names its version.
import { z } from "zod";
import { getScanPolicy as readScanPolicy, putScanPolicy as writeScanPolicy } from "../db/scan-policy.repo";
import { ok } from "../policy/result";
import { ScanPolicyInputSchema } from "../schemas/scan-policy";
import { ALL_ROLES, defineOperation, PUT, READ, WRITERS } from "./operation";

const View = z.object({ version: z.number(), policy: ScanPolicyInputSchema, updated_at: z.string().nullable(), updated_by: z.string().nullable() });

export const getScanPolicy = defineOperation({
  name: "get_scan_policy",
  title: "The tenant's scan policy",
  description: "The scan policy in force and its version (0 = engine defaults).",
  roles: ALL_ROLES,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v2/scan-policy",
    summary: "The tenant's scan policy and its version (0 = engine defaults)",
    description: "Any role.",
    ok: { 200: { description: "Policy", schema: View } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    const p = await readScanPolicy(ctx.env.DB, ctx.auth.tenantId);
    return ok(p ?? { version: 0, policy: {}, updated_at: null, updated_by: null });
  },
});

export const putScanPolicy = defineOperation({
  name: "put_scan_policy",
  title: "Replace the scan policy",
  description:
    "Replaces the scan policy (thresholds per class, allow-lists, disabled rules, data labels); takes effect on the next scan and its version is signed into every receipt. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: ScanPolicyInputSchema,
  http: {
    method: "put",
    path: "/v2/scan-policy",
    summary: "Replace the scan policy: thresholds per class, allow_domains, allow_urls, allow_secret_fingerprints, disabled_rules, data_labels",
    description: "Takes effect on the next scan; the version increases by one and is signed into every receipt as policy_version. Roles: owner, admin.",
    body: ScanPolicyInputSchema,
    bodyLimit: 262_144,
    ok: { 200: { description: "The policy now in force", schema: View } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, policy) {
    const at = new Date().toISOString();
    const version = await writeScanPolicy(ctx.env.DB, ctx.auth.tenantId, policy, ctx.auth.keyId, at);
    return ok({ version, policy, updated_at: at, updated_by: ctx.auth.keyId });
  },
});

export const SCAN_POLICY_OPERATIONS = [getScanPolicy, putScanPolicy];
