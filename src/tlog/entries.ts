// What a log entry is: the SHA-256 of a record's canonical signed form, never its content.
import { sha256Bytes } from "../scan/sha256";
import { canonicalJson } from "../util/canonical-json";
import { utf8 } from "./encoding";

export type LeafKind = "receipt" | "enforcement" | "decision";

/** A receipt's entry: SHA-256 of its compact JWS exactly as issued (the `signature` field). */
export function receiptEntry(jws: string): Uint8Array {
  return sha256Bytes(utf8(jws));
}

/** Any other record's entry: SHA-256 of its canonical JSON (sorted keys, no whitespace). */
export function recordEntry(record: unknown): Uint8Array {
  return sha256Bytes(utf8(canonicalJson(record)));
}

