// What the witness feeder remembers (migration 0012): per log and witness, the tree size of the latest checkpoint the
// witness cosigned or said it holds. And the tenants whose logs it visits.
const keyOf = (logId: string, witness: string): string => `${logId}\n${witness}`;

export async function tenantIds(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT id FROM tenants ORDER BY id").all<{ id: string }>();
  return results.map((r) => r.id);
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
