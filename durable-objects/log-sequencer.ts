// The per-tenant transparency-log sequencer (docs/TRANSPARENCY.md): pools leaf hand-offs, integrates them in batches on an
// alarm, writes tlog-tiles tiles and entry bundles to R2 and signs a checkpoint. Separate from TenantShield so logging never
// slows a decision. SQLite holds the pool, the sequenced entries and the tile-level hashes; R2 is the public copy.
import { DurableObject } from "cloudflare:workers";
import {
  consistencyProof,
  ed25519KeyId,
  encodeBundle,
  encodeTile,
  formatCheckpoint,
  formatSignedNote,
  fromHex,
  inclusionProof,
  leafHash,
  logIdFor,
  logOrigin,
  noteSignerFromJwk,
  parentOfTile,
  storedHashSource,
  tilePath,
  tilesChanged,
  toBase64,
  toHex,
  treeHash,
  utf8,
  TILE_WIDTH,
  type Hash,
  type LeafKind,
} from "../src/tlog/index";
import { savePublishedSize } from "../src/db/tlog-witness.repo";

/** Integrate at most this long after the first pooled leaf (the 2 s inclusion target leaves room for R2). */
const BATCH_MS = 250;
/** A pool this large integrates at once rather than waiting for the batch window. */
const EAGER_POOL = 1024;
/** Leaves sequenced per round, so one alarm never holds the object for long. */
const MAX_BATCH = 4096;

export interface LeafInput {
  /** The 32-byte entry (SHA-256 of the record's canonical signed form), hex. */
  entry: string;
  kind: LeafKind;
  /** The record's id (scan id, enforcement id, decision id): how inclusion is looked up. */
  ref: string;
}

export interface InclusionAnswer {
  log_id: string;
  kind: LeafKind;
  entry: string;
  leaf_index: number;
  tree_size: number;
  proof: string[];
  checkpoint: string;
}

/** `swept`: the reconciliation sweep has already passed this record's id, so waiting longer will not bring it. */
export type InclusionResult = { state: "included"; value: InclusionAnswer } | { state: "pending" } | { state: "unknown"; swept: boolean };

export type SweepKind = "receipt" | "enforcement";
export type SweepCursors = Record<SweepKind, string>;

export interface SequencerStats {
  size: number;
  published: number;
  pending: number;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS pool (seq INTEGER PRIMARY KEY AUTOINCREMENT, entry BLOB NOT NULL UNIQUE, kind TEXT NOT NULL, ref TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS leaves (idx INTEGER PRIMARY KEY, entry BLOB NOT NULL UNIQUE, kind TEXT NOT NULL, ref TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS leaves_ref ON leaves(ref)`,
  `CREATE TABLE IF NOT EXISTS hashes (level INTEGER NOT NULL, idx INTEGER NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (level, idx))`,
  `CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
];

const bytes = (v: unknown): Uint8Array => new Uint8Array(v as ArrayBuffer);

export class LogSequencer extends DurableObject<Env> {
  #publishing: Promise<void> = Promise.resolve();
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** The alarm time this instance last saw or set; null when unknown. */
  #alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      for (const s of SCHEMA) ctx.storage.sql.exec(s);
      // A new instance after an eviction or restart picks up what its predecessor left at once, whatever request woke it,
      // rather than waiting on an alarm that may be in the runtime's retry backoff.
      if (this.#pending() > 0 || this.#size() > this.#published()) this.#kick(0);
    });
  }

  // ── RPC ─────────────────────────────────────────────────────────────────────────────────────

  /** Pools leaves; idempotent on the entry (a retried hand-off, or one already sequenced, is a no-op). */
  async add(tenantId: string, leaves: LeafInput[]): Promise<{ pooled: number }> {
    this.#bind(tenantId);
    let pooled = 0;
    this.ctx.storage.transactionSync(() => {
      pooled = this.#pool(leaves);
    });
    await this.#schedule();
    return { pooled };
  }

  /** Where the reconciliation sweep has got to, per record kind: the last D1 id it handed over ("" before the first sweep). */
  sweepCursors(): SweepCursors {
    return { receipt: this.#meta("sweep_receipt") ?? "", enforcement: this.#meta("sweep_enforcement") ?? "" };
  }

  /**
   * The reconciliation sweep's hand-off (src/services/tlog-reconcile.service.ts): pools what D1 holds
   * after the kind's cursor — leaves already logged are skipped, as for `add` — and moves the cursor
   * in the same transaction, so a sweep that dies half-way repeats a page rather than skipping one.
   */
  async reconcile(tenantId: string, kind: SweepKind, leaves: LeafInput[], cursor: string): Promise<{ pooled: number }> {
    this.#bind(tenantId);
    let pooled = 0;
    this.ctx.storage.transactionSync(() => {
      pooled = this.#pool(leaves);
      if (cursor > (this.#meta(`sweep_${kind}`) ?? "")) this.#setMeta(`sweep_${kind}`, cursor);
    });
    if (pooled > 0) await this.#schedule();
    return { pooled };
  }

  #pool(leaves: LeafInput[]): number {
    const sql = this.ctx.storage.sql;
    let pooled = 0;
    for (const l of leaves) {
      const entry = fromHex(l.entry);
      if (!entry || entry.length !== 32) throw new Error("leaf entry must be 32 bytes of hex");
      if (sql.exec(`SELECT 1 FROM leaves WHERE entry = ? UNION ALL SELECT 1 FROM pool WHERE entry = ?`, entry, entry).toArray().length) continue;
      sql.exec(`INSERT INTO pool (entry, kind, ref) VALUES (?, ?, ?)`, entry, l.kind, l.ref.slice(0, 128));
      pooled++;
    }
    return pooled;
  }

  async #schedule(): Promise<void> {
    const pending = this.#pending();
    if (pending > 0) {
      const now = Date.now();
      const due = pending >= EAGER_POOL ? now : now + BATCH_MS;
      this.#kick(due - now);
      // The alarm is the durable backstop (it survives eviction). One long overdue is stuck in the
      // runtime's retry backoff (e.g. the object was reset mid-run): re-arm it. Storage is asked
      // once per batch window, not per hand-off: this RPC runs beside every scan.
      const stale = (t: number) => t > due || t < now - 4 * BATCH_MS;
      if (this.#alarmAt === null || stale(this.#alarmAt)) {
        const current = await this.ctx.storage.getAlarm();
        if (current === null || stale(current)) {
          await this.ctx.storage.setAlarm(due);
          this.#alarmAt = due;
        } else this.#alarmAt = current;
      }
    }
  }

  /** The fast path while the object is alive: integrate after the batch window without waiting on alarm scheduling. */
  #kick(delayMs: number): void {
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#round().catch(() => undefined); // the alarm retries whatever this round could not finish
    }, delayMs);
  }

  async #round(): Promise<void> {
    if (this.#pending() > 0) this.#sequence();
    await this.#publish();
    if (this.#pending() > 0) this.#kick(0);
  }

  /** The latest published signed checkpoint, or null before the first integration. */
  checkpoint(): string | null {
    return this.#meta("checkpoint");
  }

  stats(): SequencerStats {
    return { size: this.#size(), published: this.#published(), pending: this.#pending() };
  }

  /** Where a record is in the log, with its audit path to the latest published checkpoint. */
  inclusion(tenantId: string, ref: string): InclusionResult {
    this.#bind(tenantId);
    const row = this.ctx.storage.sql.exec<{ idx: number; entry: ArrayBuffer; kind: string }>(`SELECT idx, entry, kind FROM leaves WHERE ref = ? ORDER BY idx LIMIT 1`, ref).toArray()[0];
    const published = this.#published();
    const checkpoint = this.#meta("checkpoint");
    if (!row || row.idx >= published || !checkpoint) {
      const pooled = this.ctx.storage.sql.exec(`SELECT 1 FROM pool WHERE ref = ? LIMIT 1`, ref).toArray().length > 0;
      if (row || pooled) return { state: "pending" };
      const kind: SweepKind | null = ref.startsWith("scan_") ? "receipt" : ref.startsWith("enf_") ? "enforcement" : null;
      return { state: "unknown", swept: kind !== null && ref <= (this.#meta(`sweep_${kind}`) ?? "") };
    }
    const proof = inclusionProof(this.#source(), row.idx, published).map(toBase64);
    return {
      state: "included",
      value: { log_id: logIdFor(tenantId), kind: row.kind as LeafKind, entry: toHex(bytes(row.entry)), leaf_index: row.idx, tree_size: published, proof, checkpoint },
    };
  }

  /** RFC 9162 consistency proof between two published sizes (1 ≤ from ≤ to ≤ published). */
  consistency(from: number, to: number): string[] {
    if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= 1 && from <= to && to <= this.#published())) throw new RangeError("need 1 ≤ from ≤ to ≤ the published tree size");
    return consistencyProof(this.#source(), from, to).map(toBase64);
  }

  /** Sequences and publishes everything pooled now (the alarm's work; tests and the console call it to catch up). */
  async integrate(): Promise<SequencerStats> {
    while (this.#pending() > 0) this.#sequence();
    await this.#publish();
    return this.stats();
  }

  /**
   * Development only (the route that reaches it is refused elsewhere): resets this object as an
   * eviction or crash would, so tests can show that pooled and sequenced leaves survive it.
   */
  evict(): void {
    if (this.env.DEPLOYMENT_KIND === "production") throw new Error("eviction is a development-only test hook");
    this.ctx.abort("evicted by the development test hook");
  }

  override async alarm(): Promise<void> {
    // One bounded round per alarm; more pending work schedules the next round immediately.
    this.#alarmAt = null;
    if (this.#pending() > 0) this.#sequence();
    await this.#publish(); // a throw makes the runtime retry the alarm with backoff; sequenced leaves wait in SQLite
    if (this.#pending() > 0) await this.ctx.storage.setAlarm(Date.now() + BATCH_MS);
  }

  // ── sequencing (synchronous: one SQLite transaction) ────────────────────────────────────────

  #sequence(): void {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      const rows = sql.exec<{ seq: number; entry: ArrayBuffer; kind: string; ref: string }>(`SELECT seq, entry, kind, ref FROM pool ORDER BY seq LIMIT ?`, MAX_BATCH).toArray();
      if (!rows.length) return;
      const from = this.#size();
      let size = from;
      for (const r of rows) {
        const entry = bytes(r.entry);
        sql.exec(`INSERT INTO leaves (idx, entry, kind, ref) VALUES (?, ?, ?, ?)`, size, entry, r.kind, r.ref);
        sql.exec(`INSERT INTO hashes (level, idx, hash) VALUES (0, ?, ?)`, size, leafHash(entry));
        size++;
      }
      // Each tile that fills up fixes one hash of the level above it.
      for (let level = 0; ; level++) {
        const lo = Math.floor(from / TILE_WIDTH ** (level + 1));
        const hi = Math.floor(size / TILE_WIDTH ** (level + 1));
        if (hi === lo) break;
        for (let j = lo; j < hi; j++) sql.exec(`INSERT OR REPLACE INTO hashes (level, idx, hash) VALUES (?, ?, ?)`, level + 1, j, parentOfTile(this.#range(level, j * TILE_WIDTH, TILE_WIDTH)));
      }
      sql.exec(`DELETE FROM pool WHERE seq <= ?`, rows[rows.length - 1]!.seq);
      this.#setMeta("size", String(size));
    });
  }

  // ── publishing (R2 tiles, then the signed checkpoint) ──────────────────────────────────────

  /** Serialised, so checkpoints are written in order and never move backwards. */
  #publish(): Promise<void> {
    const run = this.#publishing.then(() => this.#publishOnce());
    this.#publishing = run.catch(() => undefined);
    return run;
  }

  async #publishOnce(): Promise<void> {
    const tenantId = this.#meta("tenant_id");
    const from = this.#published();
    const to = this.#size();
    if (!tenantId || to <= from) return;
    const logId = logIdFor(tenantId);
    const prefix = `logs/${logId}/`;
    const puts: Promise<unknown>[] = [];
    for (const t of tilesChanged(from, to)) {
      const start = t.index * TILE_WIDTH;
      const body = t.level < 0 ? encodeBundle(this.#entries(start, t.width)) : encodeTile(this.#range(t.level, start, t.width));
      puts.push(this.env.TLOG.put(prefix + tilePath(t), body));
    }
    await Promise.all(puts);
    const origin = logOrigin(this.env.TLOG_ORIGIN_PREFIX || "agent-shield-edge", logId);
    const text = formatCheckpoint({ origin, size: to, root: treeHash(this.#source(), to), extensions: [] });
    const signer = await noteSignerFromJwk(requireKey(this.env.LOG_SIGNING_KEY));
    const signature = await signer.sign(utf8(text));
    const note = formatSignedNote({ text, signatures: [{ name: origin, keyId: ed25519KeyId(origin, signer.publicKey), signature }] });
    await this.env.TLOG.put(`${prefix}checkpoint`, note, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
    // Before the size counts as published: if this write fails, the next round publishes again and retries it.
    await savePublishedSize(this.env.DB, tenantId, to);
    this.ctx.storage.transactionSync(() => {
      if (to > this.#published()) {
        this.#setMeta("published", String(to));
        this.#setMeta("checkpoint", note);
      }
    });
  }

  // ── storage helpers ─────────────────────────────────────────────────────────────────────────

  #source() {
    const sql = this.ctx.storage.sql;
    return storedHashSource((level, idx) => {
      const row = sql.exec<{ hash: ArrayBuffer }>(`SELECT hash FROM hashes WHERE level = ? AND idx = ?`, level, idx).toArray()[0];
      if (!row) throw new Error(`missing stored hash ${level}/${idx}`);
      return bytes(row.hash);
    });
  }

  #range(level: number, start: number, count: number): Hash[] {
    const rows = this.ctx.storage.sql.exec<{ hash: ArrayBuffer }>(`SELECT hash FROM hashes WHERE level = ? AND idx >= ? AND idx < ? ORDER BY idx`, level, start, start + count).toArray();
    if (rows.length !== count) throw new Error(`expected ${count} hashes at level ${level} from ${start}, found ${rows.length}`);
    return rows.map((r) => bytes(r.hash));
  }

  #entries(start: number, count: number): Uint8Array[] {
    return this.ctx.storage.sql.exec<{ entry: ArrayBuffer }>(`SELECT entry FROM leaves WHERE idx >= ? AND idx < ? ORDER BY idx`, start, start + count).toArray().map((r) => bytes(r.entry));
  }

  #bind(tenantId: string): void {
    const known = this.#meta("tenant_id");
    if (known === null) this.#setMeta("tenant_id", tenantId);
    else if (known !== tenantId) throw new Error("sequencer addressed with another tenant's id");
  }

  #pending(): number {
    return this.ctx.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM pool`).one().n;
  }
  #size(): number {
    return Number(this.#meta("size") ?? 0);
  }
  #published(): number {
    return Number(this.#meta("published") ?? 0);
  }
  #meta(k: string): string | null {
    return this.ctx.storage.sql.exec<{ v: string }>(`SELECT v FROM meta WHERE k = ?`, k).toArray()[0]?.v ?? null;
  }
  #setMeta(k: string, v: string): void {
    this.ctx.storage.sql.exec(`INSERT INTO meta (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v`, k, v);
  }
}

function requireKey(key: string | undefined): string {
  if (!key) throw new Error("LOG_SIGNING_KEY secret is not set");
  return key;
}
