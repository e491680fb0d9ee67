// C2SP tlog-checkpoint bodies and signed-note envelopes (Ed25519 key ids, verifier keys). Pure: signing and signature checks are passed in.
import { sha256Bytes } from "../scan/sha256";
import { fromBase64, toBase64, toHex, utf8 } from "./encoding";
import type { Hash } from "./merkle";

export interface Checkpoint {
  origin: string;
  size: number;
  root: Hash;
  /** Optional extension lines, kept verbatim. */
  extensions: string[];
}

export interface NoteSignature {
  name: string;
  keyId: Uint8Array;
  signature: Uint8Array;
}

export interface SignedNote {
  /** The signed text, ending in a newline. */
  text: string;
  signatures: NoteSignature[];
}

const ED25519_TYPE = 0x01;
const SIG_PREFIX = "\u2014 ";

/** A key name: non-empty, no whitespace, no "+" (signed-note). */
export function validKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name);
}

export function formatCheckpoint(c: Checkpoint): string {
  if (!c.origin || c.origin.includes("\n")) throw new Error("checkpoint origin must be one non-empty line");
  if (!Number.isSafeInteger(c.size) || c.size < 0) throw new Error("checkpoint size must be a non-negative integer");
  return `${c.origin}\n${c.size}\n${toBase64(c.root)}\n${c.extensions.map((e) => `${e}\n`).join("")}`;
}

export function parseCheckpoint(text: string): Checkpoint | null {
  if (!text.endsWith("\n")) return null;
  const lines = text.slice(0, -1).split("\n");
  if (lines.length < 3) return null;
  const [origin, sizeLine, rootLine, ...extensions] = lines as [string, string, string, ...string[]];
  if (!origin || !/^(0|[1-9]\d{0,15})$/.test(sizeLine)) return null;
  const size = Number(sizeLine);
  const root = fromBase64(rootLine);
  if (!Number.isSafeInteger(size) || !root || root.length !== 32) return null;
  if (extensions.some((e) => e === "")) return null;
  return { origin, size, root, extensions };
}

/**
 * A signed-note key id: the first 4 bytes of SHA-256(name ‖ "\n" ‖ type ‖ key). The signature
 * type (0x01 Ed25519 note keys, 0x04 cosignature/v1 witness keys) is part of what is hashed.
 */
export function noteKeyId(name: string, type: number, publicKey: Uint8Array): Uint8Array {
  const n = utf8(name);
  const buf = new Uint8Array(n.length + 2 + publicKey.length);
  buf.set(n);
  buf[n.length] = 0x0a;
  buf[n.length + 1] = type;
  buf.set(publicKey, n.length + 2);
  return sha256Bytes(buf).slice(0, 4);
}

/** A verifier key string `<name>+<hex key id>+<base64(type ‖ key)>`. */
export function formatNoteKey(name: string, type: number, publicKey: Uint8Array): string {
  const typed = new Uint8Array(1 + publicKey.length);
  typed[0] = type;
  typed.set(publicKey, 1);
  return `${name}+${toHex(noteKeyId(name, type, publicKey))}+${toBase64(typed)}`;
}

/** A verifier key of the given signature type with a 32-byte key, its id checked; null otherwise. */
export function parseNoteKey(vkey: string, type: number): { name: string; keyId: Uint8Array; publicKey: Uint8Array } | null {
  // The base64 key may itself contain "+": split at the first two only.
  const a = vkey.indexOf("+");
  const b = a < 0 ? -1 : vkey.indexOf("+", a + 1);
  if (b < 0) return null;
  const [name, idHex, keyB64] = [vkey.slice(0, a), vkey.slice(a + 1, b), vkey.slice(b + 1)];
  if (!/^[0-9a-f]{8}$/.test(idHex)) return null;
  const typed = fromBase64(keyB64);
  if (!validKeyName(name) || !typed || typed.length !== 33 || typed[0] !== type) return null;
  const publicKey = typed.slice(1);
  const keyId = noteKeyId(name, type, publicKey);
  return toHex(keyId) === idHex ? { name, keyId, publicKey } : null;
}

/** signed-note key id for an Ed25519 note key. */
export const ed25519KeyId = (name: string, publicKey: Uint8Array): Uint8Array => noteKeyId(name, ED25519_TYPE, publicKey);

/** The log's verifier key string `<name>+<hex key id>+<base64(0x01 ‖ key)>`. */
export const formatVerifierKey = (name: string, publicKey: Uint8Array): string => formatNoteKey(name, ED25519_TYPE, publicKey);

export const parseVerifierKey = (vkey: string): { name: string; keyId: Uint8Array; publicKey: Uint8Array } | null => parseNoteKey(vkey, ED25519_TYPE);

export function formatSignedNote(note: SignedNote): string {
  if (!note.text.endsWith("\n")) throw new Error("note text must end in a newline");
  const lines = note.signatures.map((s) => {
    const blob = new Uint8Array(s.keyId.length + s.signature.length);
    blob.set(s.keyId);
    blob.set(s.signature, s.keyId.length);
    return `${SIG_PREFIX}${s.name} ${toBase64(blob)}\n`;
  });
  return `${note.text}\n${lines.join("")}`;
}

/** Splits a signed note at its last blank line; null when it is not well formed. */
export function parseSignedNote(note: string): SignedNote | null {
  if (!note.endsWith("\n")) return null;
  const split = note.lastIndexOf("\n\n");
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  const sigLines = note.slice(split + 2, -1).split("\n");
  const signatures: NoteSignature[] = [];
  for (const line of sigLines) {
    if (!line.startsWith(SIG_PREFIX)) return null;
    const rest = line.slice(SIG_PREFIX.length);
    const space = rest.lastIndexOf(" ");
    if (space <= 0) return null;
    const name = rest.slice(0, space);
    const blob = fromBase64(rest.slice(space + 1));
    if (!validKeyName(name) || !blob || blob.length < 5) return null;
    signatures.push({ name, keyId: blob.slice(0, 4), signature: blob.slice(4) });
  }
  return signatures.length ? { text, signatures } : null;
}
