// What an enforcer did with a verdict (conformance level 3), recorded beside the receipt. One
// path for the REST route, the MCP tool, and our own enforcers (the MCP gateway), so every
// record is tenant-checked and shaped the same way.
import { findReceipt, insertEnforcement, type EnforcementRecord } from "../db/receipts.repo";
import { fail } from "../errors/reasons";
import type { AuthContext } from "../auth/context";
import type { EnforcementInput } from "../schemas/scan";
import { newId } from "../util/ids";
import { logLeaves, recordLeaf } from "./tlog.service";

/** The fields every enforcement record shares, whether it is about a receipt or a gate decision. */
export function enforcementFields(auth: AuthContext, input: EnforcementInput) {
  return { id: newId("enf"), action: input.action, actor: input.actor, reason: input.reason ?? null, api_key_id: auth.keyId, created_at: new Date().toISOString() };
}

export async function recordEnforcement(env: Env, auth: AuthContext, scanId: string, input: EnforcementInput): Promise<EnforcementRecord> {
  if (!(await findReceipt(env.DB, auth.tenantId, scanId))) return fail({ kind: "NotFound", what: "Receipt" });
  const record: EnforcementRecord = { ...enforcementFields(auth, input), scan_id: scanId };
  await insertEnforcement(env.DB, auth.tenantId, record);
  logLeaves(env, auth.tenantId, [recordLeaf("enforcement", record.id, record)]);
  return record;
}
