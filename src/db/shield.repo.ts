// Shield history in D1: decision records and events, written by the tenant DO's outbox flush
// (idempotent by id) and read by the decisions/events API.
import { z } from "zod";
import { DecisionRecordSchema, type DecisionRecord } from "../schemas/shield";

export interface HistoryItem {
  kind: "decision" | "event";
  id: string;
  json: string;
}

const EventSchema = z.object({ id: z.string(), type: z.string(), occurred_at: z.string(), data: z.unknown() });

export function historyStatements(db: D1Database, tenantId: string, items: readonly HistoryItem[]): D1PreparedStatement[] {
  return items.map((item) => {
    if (item.kind === "decision") {
      const d = DecisionRecordSchema.parse(JSON.parse(item.json));
      return db
        .prepare(
          `INSERT OR IGNORE INTO shield_decisions (decision_id, tenant_id, created_at, action, reason_code, mode, surface, tool_name, agent_key_id, error_type, record_json)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(d.decision_id, tenantId, d.created_at, d.action, d.reason_code, d.mode, d.surface, d.tool_name, d.agent_key_id, d.error_type, item.json);
    }
    const e = EventSchema.parse(JSON.parse(item.json));
    return db
      .prepare(`INSERT OR IGNORE INTO shield_events (id, tenant_id, type, occurred_at, data_json) VALUES (?, ?, ?, ?, ?)`)
      .bind(e.id, tenantId, e.type, e.occurred_at, JSON.stringify(e.data));
  });
}

export interface DecisionFilter {
  action?: string;
  tool?: string;
  reasonCode?: string;
  agentKeyId?: string;
  since?: string;
  until?: string;
  /** Exclusive: return decisions older than this id (ids sort by time). */
  cursor?: string;
  limit: number;
}

export async function listDecisions(db: D1Database, tenantId: string, f: DecisionFilter): Promise<DecisionRecord[]> {
  const where = ["tenant_id = ?"];
  const args: (string | number)[] = [tenantId];
  const add = (clause: string, v: string | undefined) => {
    if (v !== undefined) {
      where.push(clause);
      args.push(v);
    }
  };
  add("action = ?", f.action);
  add("tool_name = ?", f.tool);
  add("reason_code = ?", f.reasonCode);
  add("agent_key_id = ?", f.agentKeyId);
  add("created_at >= ?", f.since);
  add("created_at < ?", f.until);
  add("decision_id < ?", f.cursor);
  args.push(f.limit);
  const { results } = await db
    .prepare(`SELECT record_json FROM shield_decisions WHERE ${where.join(" AND ")} ORDER BY decision_id DESC LIMIT ?`)
    .bind(...args)
    .all<{ record_json: string }>();
  return results.map((r) => DecisionRecordSchema.parse(JSON.parse(r.record_json)));
}

export async function findDecision(db: D1Database, tenantId: string, decisionId: string): Promise<DecisionRecord | null> {
  const row = await db
    .prepare(`SELECT record_json FROM shield_decisions WHERE tenant_id = ? AND decision_id = ?`)
    .bind(tenantId, decisionId)
    .first<{ record_json: string }>();
  return row ? DecisionRecordSchema.parse(JSON.parse(row.record_json)) : null;
}

export async function countDecisions(db: D1Database, tenantId: string): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM shield_decisions WHERE tenant_id = ?`).bind(tenantId).first<{ n: number }>();
  return row?.n ?? 0;
}

export interface StoredEvent {
  seq: number;
  id: string;
  type: string;
  occurred_at: string;
  data: unknown;
}

export async function listEvents(db: D1Database, tenantId: string, f: { type?: string; after?: number; limit: number }): Promise<StoredEvent[]> {
  const where = ["tenant_id = ?"];
  const args: (string | number)[] = [tenantId];
  if (f.type !== undefined) {
    where.push("type = ?");
    args.push(f.type);
  }
  if (f.after !== undefined) {
    where.push("seq > ?");
    args.push(f.after);
  }
  args.push(f.limit);
  const { results } = await db
    .prepare(`SELECT seq, id, type, occurred_at, data_json FROM shield_events WHERE ${where.join(" AND ")} ORDER BY seq LIMIT ?`)
    .bind(...args)
    .all<{ seq: number; id: string; type: string; occurred_at: string; data_json: string }>();
  return results.map((r) => ({ seq: r.seq, id: r.id, type: r.type, occurred_at: r.occurred_at, data: JSON.parse(r.data_json) }));
}
