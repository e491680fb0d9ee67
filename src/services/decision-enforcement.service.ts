// What an enforcer did with a Shield decision (conformance level 3 for the action gate). One path
// for the REST route and our own enforcers (shieldGate through the route, the MCP gateway
// directly), so every record is tenant-checked and shaped the same way.
import type { AuthContext } from "../auth/context";
import { findDecision } from "../db/shield.repo";
import { insertDecisionEnforcement, listDecisionEnforcements, type DecisionEnforcementRecord } from "../db/decision-enforcement.repo";
import { fail } from "../errors/reasons";
import type { EnforcementInput } from "../schemas/scan";
import type { DecisionRecord } from "../schemas/shield";
import { enforcementFields } from "./receipts.service";
import { tenantAuthority } from "./authority";

export type EnforcementAction = DecisionEnforcementRecord["action"];

/**
 * A decision reaches D1 from the authority's outbox moments after it is made; an enforcer reports
 * at once, so a decision not yet in D1 is flushed through before it is called unknown.
 */
export async function findDecisionFlushing(env: Env, tenantId: string, decisionId: string): Promise<DecisionRecord | null> {
  const found = await findDecision(env.DB, tenantId, decisionId);
  if (found || !/^[a-z]{2,5}_[0-9A-Z]{26}$/.test(decisionId)) return found;
  await tenantAuthority(env, tenantId).flush();
  return findDecision(env.DB, tenantId, decisionId);
}

/** 404 for another tenant's or an unknown decision, and for an agent key's report on another key's decision. */
export async function recordDecisionEnforcement(env: Env, auth: AuthContext, decisionId: string, input: EnforcementInput): Promise<DecisionEnforcementRecord> {
  const d = await findDecisionFlushing(env, auth.tenantId, decisionId);
  if (!d || (auth.role === "agent" && d.agent_key_id !== auth.keyId)) return fail({ kind: "NotFound", what: "Decision" });
  const record: DecisionEnforcementRecord = { ...enforcementFields(auth, input), decision_id: decisionId };
  await insertDecisionEnforcement(env.DB, auth.tenantId, record);
  return record;
}

/**
 * Our own enforcer's report on a decision its tenant's authority has just returned: no lookup
 * (the decision may still be in the outbox), never thrown into the request it describes.
 */
export async function recordOwnEnforcement(env: Env, auth: AuthContext, decisionId: string, action: EnforcementAction, actor: string, reason: string | null): Promise<void> {
  try {
    await insertDecisionEnforcement(env.DB, auth.tenantId, { ...enforcementFields(auth, { action, actor, ...(reason !== null ? { reason } : {}) }), decision_id: decisionId });
  } catch (err) {
    console.error(JSON.stringify({ level: "error", what: "decision enforcement not recorded", name: (err as Error)?.name }));
  }
}

export async function decisionWithEnforcement(env: Env, auth: AuthContext, decisionId: string): Promise<(DecisionRecord & { enforcement: DecisionEnforcementRecord[] }) | null> {
  // A refusal quotes its decisionId at once; reading it straight away must not miss it.
  const d = await findDecisionFlushing(env, auth.tenantId, decisionId);
  if (!d || (auth.role === "agent" && d.agent_key_id !== auth.keyId)) return null;
  return { ...d, enforcement: await listDecisionEnforcements(env.DB, auth.tenantId, decisionId) };
}
