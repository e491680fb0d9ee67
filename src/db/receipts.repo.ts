import { z } from "zod";
import { StoredFindingSchema, ScoresSchema, type StoredFinding } from "../schemas/scan";
import type { Scores } from "../scan/types";

export interface ReceiptRecord {
  scan_id: string;
  tenant_id: string;
  api_key_id: string;
  content_hash: string;
  content_length: number;
  verdict: "clean" | "suspicious" | "malicious";
  scores: Scores;
  /** Class, rule, span and confidence: why the verdict, without any of the content. */
  findings: StoredFinding[];
  engine_id: string;
  engine_version: string;
  source: string;
  direction: string;
  tool: string | null;
  policy_version: number;
  signature: string;
  kid: string;
  timestamp: string;
}

export interface EnforcementRecord {
  id: string;
  scan_id: string;
  action: "proceed" | "proceed_with_flag" | "block";
  actor: string;
  reason: string | null;
  api_key_id: string;
  created_at: string;
}

const Row = z.object({
  scan_id: z.string(),
  tenant_id: z.string(),
  api_key_id: z.string(),
  content_hash: z.string(),
  content_length: z.number(),
  verdict: z.enum(["clean", "suspicious", "malicious"]),
  scores_json: z.string(),
  findings_json: z.string(),
  engine_id: z.string(),
  engine_version: z.string(),
  source: z.string(),
  direction: z.string(),
  tool: z.string().nullable(),
  policy_version: z.number(),
  signature: z.string(),
  kid: z.string(),
  timestamp: z.string(),
});

const EnforcementRow = z.object({
  id: z.string(),
  scan_id: z.string(),
  action: z.enum(["proceed", "proceed_with_flag", "block"]),
  actor: z.string(),
  reason: z.string().nullable(),
  api_key_id: z.string(),
  created_at: z.string(),
});

/** Findings are stored without previews: no part of the content, redacted or not, reaches this table. */
export async function insertReceipt(db: D1Database, r: ReceiptRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO receipts (scan_id, tenant_id, api_key_id, content_hash, content_length, verdict, scores_json,
        findings_json, engine_id, engine_version, source, direction, tool, policy_version, signature, kid, timestamp)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      r.scan_id, r.tenant_id, r.api_key_id, r.content_hash, r.content_length, r.verdict, JSON.stringify(r.scores),
      JSON.stringify(r.findings), r.engine_id, r.engine_version, r.source, r.direction, r.tool, r.policy_version,
      r.signature, r.kid, r.timestamp,
    )
    .run();
}

/** Tenant-scoped: another tenant's scan id reads as absent. */
export async function findReceipt(db: D1Database, tenantId: string, scanId: string): Promise<ReceiptRecord | null> {
  const row = await db.prepare("SELECT * FROM receipts WHERE scan_id = ? AND tenant_id = ?").bind(scanId, tenantId).first();
  if (!row) return null;
  const r = Row.parse(row);
  const { scores_json, findings_json, ...rest } = r;
  return {
    ...rest,
    scores: ScoresSchema.parse(JSON.parse(scores_json)),
    findings: z.array(StoredFindingSchema).parse(JSON.parse(findings_json)),
  };
}

export async function insertEnforcement(db: D1Database, tenantId: string, e: EnforcementRecord): Promise<void> {
  await db
    .prepare(
      "INSERT INTO receipt_enforcements (id, scan_id, tenant_id, action, actor, reason, api_key_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(e.id, e.scan_id, tenantId, e.action, e.actor, e.reason, e.api_key_id, e.created_at)
    .run();
}

export async function listEnforcements(db: D1Database, tenantId: string, scanId: string): Promise<EnforcementRecord[]> {
  const { results } = await db
    .prepare("SELECT id, scan_id, action, actor, reason, api_key_id, created_at FROM receipt_enforcements WHERE scan_id = ? AND tenant_id = ? ORDER BY created_at, id")
    .bind(scanId, tenantId)
    .all();
  return results.map((r) => EnforcementRow.parse(r));
}

export interface ReceiptFilter {
  /** Newest first: receipts with a scan id below this one (the previous page's last). */
  cursor?: string;
  since?: string;
  until?: string;
  verdict?: "clean" | "suspicious" | "malicious";
  /** A class with at least one finding. */
  cls?: string;
  source?: string;
  tool?: string;
  apiKeyId?: string;
  /** Receipts with at least one enforcement record of this action. */
  action?: "proceed" | "proceed_with_flag" | "block";
}

/**
 * One page of a tenant's receipts, newest first (scan ids are time-ordered). Every filter is a
 * bound parameter; the class filter reads the stored findings (classes, never content).
 */
export async function listReceipts(db: D1Database, tenantId: string, f: ReceiptFilter, limit: number): Promise<ReceiptRecord[]> {
  const where = ["tenant_id = ?"];
  const args: unknown[] = [tenantId];
  const add = (sql: string, v: unknown): void => { where.push(sql); args.push(v); };
  if (f.cursor) add("scan_id < ?", f.cursor);
  if (f.since) add("timestamp >= ?", f.since);
  if (f.until) add("timestamp < ?", f.until);
  if (f.verdict) add("verdict = ?", f.verdict);
  if (f.cls) add("findings_json LIKE ?", `%"class":"${f.cls}"%`);
  if (f.source) add("source = ?", f.source);
  if (f.tool) add("tool = ?", f.tool);
  if (f.apiKeyId) add("api_key_id = ?", f.apiKeyId);
  if (f.action) add("EXISTS (SELECT 1 FROM receipt_enforcements e WHERE e.scan_id = receipts.scan_id AND e.tenant_id = receipts.tenant_id AND e.action = ?)", f.action);
  const { results } = await db.prepare(`SELECT * FROM receipts WHERE ${where.join(" AND ")} ORDER BY scan_id DESC LIMIT ?`).bind(...args, limit).all();
  return results.map((row) => {
    const { scores_json, findings_json, ...rest } = Row.parse(row);
    return { ...rest, scores: ScoresSchema.parse(JSON.parse(scores_json)), findings: z.array(StoredFindingSchema).parse(JSON.parse(findings_json)) };
  });
}
