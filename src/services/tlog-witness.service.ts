// Witness cosignatures on tenant checkpoints (docs/TRANSPARENCY.md, C2SP tlog-cosignature): accepted only from the witness
// keys the operator configures (TLOG_WITNESSES), checked, kept in R2 beside the checkpoint and served as extra signature lines.
import { formatSignedNote, parseCheckpoint, parseSignedNote, parseWitnessKeys, verifyCheckpoint, verifyCosignature, type NoteSignature } from "../tlog/index";
import { logDescriptor, readCheckpoint } from "./tlog.service";

/** Cosignature timestamps further ahead than this are refused (the spec lets verifiers reject future ones). */
const MAX_FUTURE_S = 600;

const cosignedKey = (logId: string, size: number) => `logs/${logId}/cosigned/${size}`;
const latestKey = (logId: string) => `logs/${logId}/checkpoint.cosigned`;

export const witnessesConfigured = (env: Env): boolean => !!env.TLOG_WITNESSES?.trim();

export type AcceptResult = { ok: true; size: number; witnesses: string[] } | { ok: false; error: "no_log" | "no_witnesses" | "invalid"; reason: string };

/**
 * Takes a checkpoint this log signed, carrying cosignature lines; keeps the lines of configured witnesses that verify
 * (merged with those already held for that checkpoint) and the log's own signature line, and nothing else.
 */
export async function acceptCosignatures(env: Env, logId: string, note: string, nowS = Math.floor(Date.now() / 1000)): Promise<AcceptResult> {
  const witnesses = parseWitnessKeys(env.TLOG_WITNESSES);
  if (!witnesses.length) return { ok: false, error: "no_witnesses", reason: "this deployment is configured with no witnesses" };
  const d = await logDescriptor(env, logId);
  if (!d || (await readCheckpoint(env, logId)) === null) return { ok: false, error: "no_log", reason: "no such log" };
  const cp = await verifyCheckpoint(note, d.vkey);
  if (!cp.ok) return { ok: false, error: "invalid", reason: `not a checkpoint of this log: ${cp.reason}` };
  const parsed = parseSignedNote(note)!;
  const own = parsed.signatures.find((s) => s.name === d.origin)!;

  const held = await env.TLOG.get(cosignedKey(logId, cp.value.size));
  const previous = held ? parseSignedNote(await held.text()) : null;
  const lines = new Map<string, { ts: number; sig: NoteSignature }>();
  const reasons: string[] = [];
  for (const w of witnesses) {
    const fresh = await verifyCosignature(parsed.text, parsed.signatures, w);
    if (fresh.ok && fresh.value.timestamp <= nowS + MAX_FUTURE_S) lines.set(w.name, { ts: fresh.value.timestamp, sig: fresh.value.line });
    else if (fresh.ok) reasons.push(`cosignature by ${w.name} is dated in the future`);
    else if (!fresh.reason.startsWith("no cosignature")) reasons.push(fresh.reason);
    // What was accepted earlier for the same checkpoint stays, unless this one is newer.
    if (previous && previous.text === parsed.text) {
      const old = await verifyCosignature(previous.text, previous.signatures, w);
      if (old.ok && old.value.timestamp > (lines.get(w.name)?.ts ?? -1)) lines.set(w.name, { ts: old.value.timestamp, sig: old.value.line });
    }
  }
  const fresh = [...lines.keys()].filter((n) => parsed.signatures.some((s) => s.name === n));
  if (!fresh.length) return { ok: false, error: "invalid", reason: reasons[0] ?? "no cosignature by a configured witness" };

  const names = [...lines.keys()].sort();
  const cosigned = formatSignedNote({ text: parsed.text, signatures: [own, ...names.map((n) => lines.get(n)!.sig)] });
  await env.TLOG.put(cosignedKey(logId, cp.value.size), cosigned, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  const latest = await readCosignedCheckpoint(env, logId);
  const latestSize = latest ? (parseCheckpoint(parseSignedNote(latest)?.text ?? "")?.size ?? -1) : -1;
  if (cp.value.size >= latestSize) await env.TLOG.put(latestKey(logId), cosigned, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  return { ok: true, size: cp.value.size, witnesses: names };
}

/** The newest checkpoint that carries witness cosignatures, or null. */
export async function readCosignedCheckpoint(env: Env, logId: string): Promise<string | null> {
  const obj = await env.TLOG.get(latestKey(logId));
  return obj ? obj.text() : null;
}

/** The latest checkpoint, with the witnesses' cosignatures on it when there are any (the same text plus signature lines). */
export async function checkpointWithCosignatures(env: Env, logId: string): Promise<string | null> {
  const note = await readCheckpoint(env, logId);
  if (note === null || !witnessesConfigured(env)) return note;
  const text = parseSignedNote(note)?.text;
  const cp = text ? parseCheckpoint(text) : null;
  if (!cp) return note;
  const held = await env.TLOG.get(cosignedKey(logId, cp.size));
  const cosigned = held ? await held.text() : null;
  return cosigned && parseSignedNote(cosigned)?.text === text ? cosigned : note;
}
