// Enforcement records against Shield decisions in D1 (migrations/0007): append-only, tenant-scoped.
import { z } from "zod";

export interface DecisionEnforcementRecord {
  id: string;
  decision_id: string;
  action: "proceed" | "proceed_with_flag" | "block";
  actor: string;
  reason: string | null;
  api_key_id: string;
  created_at: string;
}

/** The record as stored and returned (POST answer, and inside GET /v1/shield/decisions/{id}). */
export const DecisionEnforcementSchema = z.object({
  id: z.string(),
  decision_id: z.string(),
  action: z.enum(["proceed", "proceed_with_flag", "block"]),
  actor: z.string(),
  reason: z.string().nullable(),
  api_key_id: z.string(),
  created_at: z.string(),
});

export async function insertDecisionEnforcement(db: D1Database, tenantId: string, e: DecisionEnforcementRecord): Promise<void> {
  await db
    .prepare("INSERT INTO decision_enforcements (id, decision_id, tenant_id, action, actor, reason, api_key_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(e.id, e.decision_id, tenantId, e.action, e.actor, e.reason, e.api_key_id, e.created_at)
    .run();
}

export async function listDecisionEnforcements(db: D1Database, tenantId: string, decisionId: string): Promise<DecisionEnforcementRecord[]> {
  const { results } = await db
    .prepare("SELECT id, decision_id, action, actor, reason, api_key_id, created_at FROM decision_enforcements WHERE tenant_id = ? AND decision_id = ? ORDER BY created_at, id LIMIT 500")
    .bind(tenantId, decisionId)
    .all();
  return results.map((r) => DecisionEnforcementSchema.parse(r));
}
