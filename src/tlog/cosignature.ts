// Witness cosignatures on checkpoints (C2SP tlog-cosignature, cosignature/v1 with Ed25519): a witness states that, as of its
// timestamp, the checkpoint is the largest consistent tree head it has seen for the log. Checking them lets a verifier rely
// on a checkpoint that parties other than the operator have seen, which is what defeats a split view.
import { formatNoteKey, noteKeyId, parseCheckpoint, parseNoteKey, parseSignedNote, validKeyName, type Checkpoint, type NoteSignature } from "./checkpoint";
import { ed25519Verify } from "./ed25519";
import { utf8 } from "./encoding";
import { equalHash } from "./merkle";
import type { Verdict } from "./verify";
import { verifyCheckpoint } from "./verify";

/** The signed-note signature type of a cosignature/v1 Ed25519 key. */
const COSIGNATURE_V1_TYPE = 0x04;

export interface WitnessKey {
  name: string;
  keyId: Uint8Array;
  publicKey: Uint8Array;
}

/** First 4 bytes of SHA-256(name ‖ "\n" ‖ 0x04 ‖ key). */
export const cosignatureKeyId = (name: string, publicKey: Uint8Array): Uint8Array => noteKeyId(name, COSIGNATURE_V1_TYPE, publicKey);

/** A witness verifier key `<name>+<hex key id>+<base64(0x04 ‖ key)>`. */
export const formatWitnessKey = (name: string, publicKey: Uint8Array): string => formatNoteKey(name, COSIGNATURE_V1_TYPE, publicKey);

export const parseWitnessKey = (vkey: string): WitnessKey | null => parseNoteKey(vkey, COSIGNATURE_V1_TYPE);

/** Witness keys from configuration: verifier keys separated by commas or whitespace; a malformed one fails loudly. */
export function parseWitnessKeys(list: string | undefined): WitnessKey[] {
  const out: WitnessKey[] = [];
  for (const v of (list ?? "").split(/[\s,]+/).filter(Boolean)) {
    const k = parseWitnessKey(v);
    if (!k) throw new Error(`not a cosignature/v1 witness verifier key: ${v.slice(0, 80)}`);
    out.push(k);
  }
  return out;
}

/** Where to submit checkpoints to a witness (C2SP tlog-witness): its name and submission prefix. */
export interface WitnessUrl {
  name: string;
  url: string;
}

/** Witness submission prefixes from configuration: `<name>=<http(s) URL>` separated by commas or whitespace; a malformed one fails loudly. */
export function parseWitnessUrls(list: string | undefined): WitnessUrl[] {
  const out: WitnessUrl[] = [];
  for (const v of (list ?? "").split(/[\s,]+/).filter(Boolean)) {
    const eq = v.indexOf("=");
    const name = eq > 0 ? v.slice(0, eq) : "";
    let url: URL | null = null;
    try {
      url = new URL(v.slice(eq + 1));
    } catch {
      url = null;
    }
    if (!validKeyName(name) || url === null || (url.protocol !== "https:" && url.protocol !== "http:")) throw new Error(`not a witness "<name>=<URL>": ${v.slice(0, 80)}`);
    out.push({ name, url: url.href.replace(/\/+$/, "") });
  }
  return out;
}

/** The message a cosignature/v1 signs: header line, time line, then the whole checkpoint body. */
export function cosignedMessage(checkpointText: string, timestamp: number): Uint8Array {
  return utf8(`cosignature/v1\ntime ${timestamp}\n${checkpointText}`);
}

/** The witness's cosignature on the note's body, when the note carries a valid one: its timestamp (POSIX seconds). */
export async function verifyCosignature(checkpointText: string, signatures: readonly NoteSignature[], witness: WitnessKey): Promise<Verdict<{ timestamp: number; line: NoteSignature }>> {
  const sig = signatures.find((s) => s.name === witness.name && equalHash(s.keyId, witness.keyId));
  if (!sig) return { ok: false, reason: `no cosignature by ${witness.name}` };
  if (sig.signature.length !== 8 + 64) return { ok: false, reason: `cosignature by ${witness.name} is malformed` };
  const view = new DataView(sig.signature.buffer, sig.signature.byteOffset, 8);
  const ts = view.getBigUint64(0);
  if (ts > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: `cosignature by ${witness.name} has an impossible timestamp` };
  const timestamp = Number(ts);
  if (!(await ed25519Verify(witness.publicKey, cosignedMessage(checkpointText, timestamp), sig.signature.slice(8)))) return { ok: false, reason: `cosignature by ${witness.name} does not verify` };
  return { ok: true, value: { timestamp, line: sig } };
}

/** A checkpoint signed by the log and cosigned by every one of the given witnesses. */
export async function verifyCosignedCheckpoint(note: string, vkey: string, witnesses: readonly string[]): Promise<Verdict<Checkpoint>> {
  const cp = await verifyCheckpoint(note, vkey);
  if (!cp.ok || !witnesses.length) return cp;
  const parsed = parseSignedNote(note)!;
  for (const w of witnesses) {
    const key = parseWitnessKey(w);
    if (!key) return { ok: false, reason: `witness key is malformed: ${w.slice(0, 80)}` };
    const r = await verifyCosignature(parsed.text, parsed.signatures, key);
    if (!r.ok) return r;
  }
  return cp;
}

/** Parses a checkpoint body, for callers holding a note already checked. */
export const checkpointOf = (note: string): Checkpoint | null => {
  const p = parseSignedNote(note);
  return p ? parseCheckpoint(p.text) : null;
};
