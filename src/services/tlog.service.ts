// The only door to the transparency log (docs/TRANSPARENCY.md): hands leaves to the tenant's sequencer off the critical path, with
// retries, and reads proofs, checkpoints and tiles for the routes and the console.
import { waitUntil } from "cloudflare:workers";
import { logIdFor, logOrigin, formatVerifierKey, fromBase64Url, noteSignerFromJwk, receiptEntry, recordEntry, toHex, consistencyFromTiles, verifyReceiptInclusion, parseCheckpoint, parseSignedNote, toBase64 } from "../tlog/index";
import type { LeafKind } from "../tlog/index";
import { logSequencer, type InclusionResult, type LeafInput, type SequencerStats } from "./log-sequencer-api";

export { logIdFor };

/** Logging is on when the bindings and the key are there, unless TLOG_ENABLED says "false". */
export function tlogEnabled(env: Env): boolean {
  return env.TLOG_ENABLED !== "false" && !!env.TLOG_SEQUENCER && !!env.TLOG && !!env.LOG_SIGNING_KEY;
}

export const receiptLeaf = (scanId: string, jws: string): LeafInput => ({ entry: toHex(receiptEntry(jws)), kind: "receipt", ref: scanId });
export const recordLeaf = (kind: Exclude<LeafKind, "receipt">, id: string, record: unknown): LeafInput => ({ entry: toHex(recordEntry(record)), kind, ref: id });
/** A decision record's entry is the hash of its canonical JSON, parsed from the stored form. */
export const decisionLeaf = (id: string, json: string): LeafInput => recordLeaf("decision", id, JSON.parse(json));

const RETRY_DELAYS_MS = [0, 50, 200, 800, 2_000, 5_000];
/**
 * Development only. Under `wrangler dev` the sequencer runs in the Worker's own isolate, so its synchronous SQLite work
 * would run before the response is written; a short deferral lets the response leave first. In production the sequencer is
 * another isolate and the hand-off is already after the response, so a deferral would only add to inclusion latency.
 */
const DEV_HANDOFF_DEFER_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Awaited hand-off with retries (for callers that are themselves off the critical path and retry
 * on a throw, like the tenant DO's outbox flush). A fresh stub per attempt: a stub that saw its
 * object reset stays broken.
 */
export async function appendLeaves(env: Env, tenantId: string, leaves: LeafInput[]): Promise<void> {
  if (!leaves.length || !tlogEnabled(env)) return;
  let last: unknown;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await sleep(delay);
    try {
      await logSequencer(env, tenantId).add(tenantId, leaves);
      return;
    } catch (err) {
      last = err;
    }
  }
  throw last;
}

/**
 * Fire-and-forget hand-off for the request path: the response never waits for the log. The
 * sequencer is idempotent on the entry, so a retry after an ambiguous failure cannot duplicate.
 */
export function logLeaves(env: Env, tenantId: string, leaves: LeafInput[]): void {
  if (!leaves.length || !tlogEnabled(env)) return;
  const defer = env.DEPLOYMENT_KIND === "development" ? sleep(DEV_HANDOFF_DEFER_MS) : Promise.resolve();
  waitUntil(
    defer.then(() => appendLeaves(env, tenantId, leaves)).catch((err) => {
      // Not lost: the record is in D1, and the reconciliation sweep (src/services/tlog-reconcile.service.ts) hands it over again.
      console.error(JSON.stringify({ level: "error", what: "tlog hand-off failed after retries; the reconciliation sweep will add it", tenantId, leaves: leaves.length, name: (err as Error)?.name }));
    }),
  );
}

export function inclusionFor(env: Env, tenantId: string, ref: string): Promise<InclusionResult> {
  return logSequencer(env, tenantId).inclusion(tenantId, ref);
}

export function sequencerStats(env: Env, tenantId: string): Promise<SequencerStats> {
  return logSequencer(env, tenantId).stats();
}

/** Integrates everything pooled now (console "catch up", tests). */
export function integrateNow(env: Env, tenantId: string): Promise<SequencerStats> {
  return logSequencer(env, tenantId).integrate();
}

/** Development test hook: reset the tenant's sequencer as an eviction would. */
export async function evictSequencer(env: Env, tenantId: string): Promise<void> {
  try {
    await logSequencer(env, tenantId).evict();
  } catch {
    // ctx.abort() rejects the call that caused it; the reset is what was asked for.
  }
}

const objectKey = (logId: string, path: string) => `logs/${logId}/${path}`;

export async function readLogObject(env: Env, logId: string, path: string): Promise<Uint8Array | null> {
  const obj = await env.TLOG.get(objectKey(logId, path));
  return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
}

export async function readCheckpoint(env: Env, logId: string): Promise<string | null> {
  const obj = await env.TLOG.get(objectKey(logId, "checkpoint"));
  return obj ? obj.text() : null;
}

/** Consistency proof from the public tiles (no Durable Object on the public read path). */
export async function consistencyFor(env: Env, logId: string, from: number, to: number): Promise<{ proof: string[]; checkpoint: string } | { error: "no_log" } | { error: "too_large"; size: number }> {
  const note = await readCheckpoint(env, logId);
  const parsed = note ? parseSignedNote(note) : null;
  const cp = parsed ? parseCheckpoint(parsed.text) : null;
  if (!note || !cp) return { error: "no_log" };
  if (to > cp.size) return { error: "too_large", size: cp.size };
  const proof = from === to ? [] : await consistencyFromTiles((p) => readLogObject(env, logId, p), from, to);
  return { proof: proof.map(toBase64), checkpoint: note };
}

/** The checkpoint-signing public key, as published beside the JWKS; null when logging is not configured. */
export async function logPublicKey(env: Env): Promise<{ alg: "Ed25519"; public_key: string; jwk: { kty: "OKP"; crv: "Ed25519"; x: string } } | null> {
  if (!env.LOG_SIGNING_KEY) return null;
  const signer = await noteSignerFromJwk(env.LOG_SIGNING_KEY);
  const x = (JSON.parse(env.LOG_SIGNING_KEY) as { x: string }).x;
  return { alg: "Ed25519", public_key: toBase64(signer.publicKey), jwk: { kty: "OKP", crv: "Ed25519", x } };
}

/** A log's origin and its signed-note verifier key (`<origin>+<key id>+<key>`). */
export async function logDescriptor(env: Env, logId: string): Promise<{ log_id: string; origin: string; vkey: string } | null> {
  if (!env.LOG_SIGNING_KEY) return null;
  const x = fromBase64Url((JSON.parse(env.LOG_SIGNING_KEY) as { x: string }).x);
  if (!x) return null;
  const origin = logOrigin(env.TLOG_ORIGIN_PREFIX || "agent-shield-edge", logId);
  return { log_id: logId, origin, vkey: formatVerifierKey(origin, x) };
}


export interface LogView {
  logId: string;
  checkpoint: string | null;
  inclusion?: { state: "pending" | "unknown" } | { state: "included"; leaf_index: number; tree_size: number; verified: boolean; reason?: string };
}

/** What the console shows: the tenant's latest checkpoint and, for one of its receipts, the inclusion proof checked here as a verifier would. */
export async function logViewFor(env: Env, tenantId: string, receipt?: { scan_id: string; signature: string }): Promise<LogView | null> {
  if (!tlogEnabled(env)) return null;
  const logId = logIdFor(tenantId);
  const view: LogView = { logId, checkpoint: await readCheckpoint(env, logId) };
  if (!receipt) return view;
  const r = await inclusionFor(env, tenantId, receipt.scan_id);
  if (r.state !== "included") return { ...view, inclusion: { state: r.state } };
  const d = await logDescriptor(env, logId);
  const ok = d ? await verifyReceiptInclusion(receipt, r.value, d.vkey) : { ok: false as const, reason: "no verifier key" };
  return { ...view, inclusion: { state: "included", leaf_index: r.value.leaf_index, tree_size: r.value.tree_size, verified: ok.ok, ...(ok.ok ? {} : { reason: ok.reason }) } };
}
