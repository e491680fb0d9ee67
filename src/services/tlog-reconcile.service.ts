// The transparency log's safety net (docs/TRANSPARENCY.md): a hand-off that failed all its retries must not lose a leaf. The
// cron walks each tenant's receipts and enforcement records in D1 past the sweep cursor its sequencer keeps, and hands
// them over again; the sequencer skips entries it already holds, so a record is never logged twice.
import type { SweepKind } from "../../durable-objects/log-sequencer";
import { logSequencer, type LeafInput } from "./log-sequencer-api";
import { receiptLeaf, recordLeaf, tlogEnabled } from "./tlog.service";
import { enforcementsBetween, receiptSignaturesBetween, saveSweepCursor, tenantsToSweep } from "../db/tlog-sweep.repo";

/** Records younger than this are left to their own hand-off (its retries take about 8 s); ids are time-ordered. */
export const SWEEP_GRACE_MS = 120_000;
const PAGE = 256;
/** Per tenant and kind per run, so one cron invocation stays bounded; a backlog continues on the next run. */
const MAX_PAGES = 40;

export interface ReconcileReport {
  /** Tenants visited: those with records past their cursors. */
  tenants: number;
  /** Records handed over again (already-logged ones are not counted). */
  added: number;
  /** Records read from D1 past the cursors. */
  scanned: number;
  failed: number;
}

/** The ULID time prefix of `ms` (src/util/ids.ts): every id made before `ms` sorts below `<prefix>_<this>`. */
export function idTimeBound(prefix: string, ms: number): string {
  const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let t = Math.max(0, Math.floor(ms));
  let time = "";
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return `${prefix}_${time}`;
}

type Page = { leaves: LeafInput[]; last: string | null };

const readers: Record<SweepKind, (db: D1Database, tenantId: string, after: string, before: string) => Promise<Page>> = {
  async receipt(db, tenantId, after, before) {
    const rows = await receiptSignaturesBetween(db, tenantId, after, before, PAGE);
    return { leaves: rows.map((r) => receiptLeaf(r.scan_id, r.signature)), last: rows.at(-1)?.scan_id ?? null };
  },
  async enforcement(db, tenantId, after, before) {
    const rows = await enforcementsBetween(db, tenantId, after, before, PAGE);
    // The same object the route returned and logged (src/services/receipts.service.ts), so the same canonical entry.
    const leaves = rows.map((r) => recordLeaf("enforcement", r.id, { id: r.id, action: r.action, actor: r.actor, reason: r.reason, api_key_id: r.api_key_id, created_at: r.created_at, scan_id: r.scan_id }));
    return { leaves, last: rows.at(-1)?.id ?? null };
  },
};
const ID_PREFIX: Record<SweepKind, string> = { receipt: "scan", enforcement: "enf" };

/** One tenant: every record past its cursors and older than the grace period, handed over page by page. */
export async function reconcileTenant(env: Env, tenantId: string, now: number, report: ReconcileReport): Promise<void> {
  const seq = logSequencer(env, tenantId);
  const cursors = await seq.sweepCursors();
  for (const kind of ["receipt", "enforcement"] as const) {
    const before = idTimeBound(ID_PREFIX[kind], now - SWEEP_GRACE_MS);
    let after = cursors[kind];
    for (let p = 0; p < MAX_PAGES; p++) {
      const page = await readers[kind](env.DB, tenantId, after, before);
      if (page.last === null) break;
      report.scanned += page.leaves.length;
      report.added += (await seq.reconcile(tenantId, kind, page.leaves, page.last)).pooled;
      after = page.last;
      if (page.leaves.length < PAGE) break;
    }
    // The copy the cron reads to skip tenants with nothing new (written after the sequencer's own).
    if (after !== "") await saveSweepCursor(env.DB, tenantId, kind, after);
  }
}

/** The cron's sweep over every tenant with something new. Decision records need none: they reach the log from the tenant DO's outbox, which retries until it succeeds. */
export async function reconcileLogs(env: Env, opts: { now?: number } = {}): Promise<ReconcileReport | null> {
  if (!tlogEnabled(env)) return null;
  const now = opts.now ?? Date.now();
  const report: ReconcileReport = { tenants: 0, added: 0, scanned: 0, failed: 0 };
  // Only tenants with records past their cursors: an idle tenant's sequencer is not woken.
  const bound = (kind: SweepKind): string => idTimeBound(ID_PREFIX[kind], now - SWEEP_GRACE_MS);
  for (const id of await tenantsToSweep(env.DB, bound("receipt"), bound("enforcement"))) {
    report.tenants++;
    try {
      await reconcileTenant(env, id, now, report);
    } catch (err) {
      // One tenant's failure does not stop the others; its cursor has not moved past what failed, so the next run repeats it.
      report.failed++;
      console.error(JSON.stringify({ level: "error", what: "tlog reconcile failed", tenantId: id, name: (err as Error)?.name }));
    }
  }
  const level = report.failed ? "warn" : "info";
  (level === "warn" ? console.warn : console.log)(JSON.stringify({ level, at: "tlog.reconcile", ...report }));
  return report;
}
