// The witness feeder (docs/TRANSPARENCY.md): the cron submits each tenant log's newest checkpoint to the witnesses the
// operator names (TLOG_WITNESS_URLS; C2SP tlog-witness add-checkpoint), with a consistency proof from the size each
// witness last cosigned, and keeps the cosignatures it gets back exactly as posted ones are kept (acceptCosignatures).
import { consistencyFromTiles, logIdFor, parseCheckpoint, parseSignedNote, parseWitnessKeys, parseWitnessUrls, toBase64 } from "../tlog/index";
import { publishedSizes, savePublishedSize, saveWitnessSize, witnessSizeKey, witnessSizes } from "../db/tlog-witness.repo";
import { acceptCosignatures } from "./tlog-witness.service";
import { readCheckpoint, readLogObject, tlogEnabled } from "./tlog.service";

/** A witness that does not answer within this is tried again on the next run. */
const TIMEOUT_MS = 10_000;

export interface WitnessFeedReport {
  /** Logs with a checkpoint to offer. */
  logs: number;
  /** add-checkpoint requests sent (a 409 and its retry are two). */
  submitted: number;
  cosigned: number;
  failed: number;
}

/** The add-checkpoint body: the old size line, the proof lines, an empty line, the signed checkpoint. */
export function addCheckpointBody(oldSize: number, proof: readonly Uint8Array[], note: string): string {
  return `old ${oldSize}\n${proof.map((h) => `${toBase64(h)}\n`).join("")}\n${note}`;
}

/** One log to one witness; throws with a reason the caller logs. */
async function submit(env: Env, doFetch: typeof fetch, logId: string, note: string, size: number, witness: { name: string; url: string }, known: number, report: WitnessFeedReport): Promise<void> {
  let old = known;
  // A 409 names the size the witness holds: one more try from there.
  for (let attempt = 0; attempt < 2; attempt++) {
    const proof = old > 0 && old < size ? await consistencyFromTiles((p) => readLogObject(env, logId, p), old, size) : [];
    report.submitted++;
    const res = await doFetch(`${witness.url}/add-checkpoint`, {
      method: "POST",
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: addCheckpointBody(old, proof, note),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await res.text();
    if (res.status === 409 && attempt === 0) {
      const held = /^(\d{1,15})\n?$/.exec(answer);
      if (held === null) throw new Error("409 without the witness's tree size");
      old = Number(held[1]);
      await saveWitnessSize(env.DB, logId, witness.name, old);
      // A witness holding a larger tree than the log published has seen another view of it: worth an alarm, not a retry.
      if (old > size) throw new Error(`the witness holds a larger tree (${old}) than the published checkpoint (${size})`);
      continue;
    }
    if (!res.ok) throw new Error(`add-checkpoint answered HTTP ${res.status}`);
    const kept = await acceptCosignatures(env, logId, note + answer);
    if (!kept.ok || !kept.witnesses.includes(witness.name)) throw new Error(kept.ok ? "no valid cosignature by this witness in the answer" : kept.reason);
    await saveWitnessSize(env.DB, logId, witness.name, size);
    report.cosigned++;
    return;
  }
  throw new Error("the witness answered 409 twice");
}

/**
 * The cron's run: every tenant log whose checkpoint a configured witness has not cosigned yet. Null when nothing is
 * configured. Which logs have news comes from one D1 query (the sizes the sequencer records as it publishes): only
 * those checkpoints are read from R2, and a log with no recorded size (published before the sizes were kept) is
 * read once and recorded.
 */
export async function feedWitnesses(env: Env, opts: { fetch?: typeof fetch } = {}): Promise<WitnessFeedReport | null> {
  if (!tlogEnabled(env)) return null;
  const keys = parseWitnessKeys(env.TLOG_WITNESSES);
  // Only witnesses whose cosignatures the log would keep are asked.
  const witnesses = parseWitnessUrls(env.TLOG_WITNESS_URLS).filter((w) => keys.some((k) => k.name === w.name));
  if (!witnesses.length) return null;
  const doFetch = opts.fetch ?? fetch;
  const known = await witnessSizes(env.DB);
  const report: WitnessFeedReport = { logs: 0, submitted: 0, cosigned: 0, failed: 0 };
  for (const { tenantId, size } of await publishedSizes(env.DB)) {
    const logId = logIdFor(tenantId);
    const held = (w: { name: string }): number => known.get(witnessSizeKey(logId, w.name)) ?? 0;
    if (size !== null && witnesses.every((w) => held(w) >= size)) continue;
    const note = await readCheckpoint(env, logId);
    const text = note === null ? undefined : parseSignedNote(note)?.text;
    const cp = text === undefined ? null : parseCheckpoint(text);
    if (size === null) await savePublishedSize(env.DB, tenantId, cp?.size ?? 0);
    if (note === null || cp === null || cp.size === 0) continue;
    report.logs++;
    for (const w of witnesses) {
      const from = held(w);
      if (from >= cp.size) continue;
      try {
        await submit(env, doFetch, logId, note, cp.size, w, from, report);
      } catch (err) {
        report.failed++;
        console.error(JSON.stringify({ level: "error", what: "witness submission failed", logId, witness: w.name, reason: String((err as Error)?.message ?? err).slice(0, 200) }));
      }
    }
  }
  const level = report.failed ? "warn" : "info";
  (level === "warn" ? console.warn : console.log)(JSON.stringify({ level, at: "tlog.witness", ...report }));
  return report;
}
