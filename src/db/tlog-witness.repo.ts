// What the witness feeder remembers (migration 0012): per log and witness, the tree size of the latest checkpoint the
// witness cosigned or said it holds. And what it reads to find work (migration 0013): the size of each tenant log's
// latest published checkpoint, which the log sequencer writes when it publishes.
const keyOf = (logId: string, witness: string): string => `${logId}\n${witness}`;

/** Every tenant with its log's published size; null when none was recorded (a log published before migration 0013). */
export async function publishedSizes(db: D1Database): Promise<{ tenantId: string; size: number | null }[]> {
  const { results } = await db
    .prepare("SELECT t.id AS tenant_id, p.size AS size FROM tenants t LEFT JOIN tlog_published p ON p.tenant_id = t.id ORDER BY t.id")
    .all<{ tenant_id: string; size: number | null }>();
  return results.map((r) => ({ tenantId: r.tenant_id, size: r.size === null ? null : Number(r.size) }));
}

/** Records a published size; never moves it backwards (the feeder's catch-up and the sequencer may race). */
export async function savePublishedSize(db: D1Database, tenantId: string, size: number): Promise<void> {
  await db
    .prepare("INSERT INTO tlog_published (tenant_id, size) VALUES (?, ?) ON CONFLICT (tenant_id) DO UPDATE SET size = max(size, excluded.size)")
    .bind(tenantId, size)
    .run();
}

/** Every (log, witness) size, keyed by `witnessSizeKey`. */
export async function witnessSizes(db: D1Database): Promise<Map<string, number>> {
  const { results } = await db.prepare("SELECT log_id, witness, size FROM tlog_witness_state").all<{ log_id: string; witness: string; size: number }>();
  return new Map(results.map((r) => [keyOf(r.log_id, r.witness), Number(r.size)]));
}

export const witnessSizeKey = keyOf;

export async function saveWitnessSize(db: D1Database, logId: string, witness: string, size: number): Promise<void> {
  await db
    .prepare("INSERT INTO tlog_witness_state (log_id, witness, size) VALUES (?, ?, ?) ON CONFLICT (log_id, witness) DO UPDATE SET size = excluded.size")
    .bind(logId, witness, size)
    .run();
}
