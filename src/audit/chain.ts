// The local audit log's entry format and its checks: each entry carries the hash of the one before
// it and an Ed25519 signature over its own hash, so a removed, edited or reordered entry breaks
// the chain. Only node:crypto; the file handling is in log.ts.
import { createHash, sign, verify, type KeyObject } from "node:crypto";
import { canonicalJson as canonical } from "../util/canonical-json";

/** What a caller records: decisions, rule ids and hashes. Never the scanned content. */
export interface AuditInput {
  kind: "hook" | "proxy";
  agent?: string;
  server_id?: string;
  event: string;
  tool?: string;
  decision: string;
  action: "proceed" | "proceed_with_flag" | "block";
  verdict?: "clean" | "suspicious" | "malicious";
  rules: string[];
  content_sha256?: string;
}

export interface AuditEntry extends AuditInput {
  seq: number;
  ts: string;
  /** The previous entry's hash; 64 zeros for the first. */
  prev: string;
  /** SHA-256 (hex) of the canonical entry without `hash` and `sig`. */
  hash: string;
  /** Ed25519 over `hash`, base64url. */
  sig: string;
}

export const GENESIS = "0".repeat(64);

export function sha256Hex(s: string): string {
  return createHash("sha256").update(s, "utf8").digest("hex");
}

export { canonical };

function body(e: Omit<AuditEntry, "hash" | "sig"> | AuditEntry): Record<string, unknown> {
  const { hash: _h, sig: _s, ...rest } = e as AuditEntry;
  return rest;
}

export function seal(input: AuditInput, seq: number, prev: string, ts: string, key: KeyObject): AuditEntry {
  const unsigned = { ...input, seq, ts, prev };
  const hash = sha256Hex(canonical(body(unsigned)));
  const sig = sign(null, Buffer.from(hash, "hex"), key).toString("base64url");
  return { ...unsigned, hash, sig };
}

export interface VerifyProblem {
  line: number;
  problem: "unparseable" | "hash_mismatch" | "bad_signature" | "broken_chain" | "sequence_gap" | "head_mismatch";
}

export interface VerifyReport {
  ok: boolean;
  entries: number;
  problems: VerifyProblem[];
}

/**
 * Checks every line: its own hash, its signature, that it follows the previous entry (prev and
 * seq), and — when the head record is given — that the last entry is the one last written, so
 * cutting entries off the end is caught too.
 */
export function verifyLines(lines: string[], publicKey: KeyObject, head?: { seq: number; hash: string }): VerifyReport {
  const problems: VerifyProblem[] = [];
  let prev = GENESIS;
  let expectSeq = 1;
  let last: AuditEntry | undefined;
  let n = 0;
  lines.forEach((text, i) => {
    if (text.trim() === "") return;
    n++;
    const line = i + 1;
    let e: AuditEntry;
    try {
      e = JSON.parse(text) as AuditEntry;
    } catch {
      problems.push({ line, problem: "unparseable" });
      return;
    }
    if (typeof e.hash !== "string" || sha256Hex(canonical(body(e))) !== e.hash) problems.push({ line, problem: "hash_mismatch" });
    else {
      let good = false;
      try {
        good = verify(null, Buffer.from(e.hash, "hex"), publicKey, Buffer.from(String(e.sig), "base64url"));
      } catch {
        good = false;
      }
      if (!good) problems.push({ line, problem: "bad_signature" });
    }
    if (e.prev !== prev) problems.push({ line, problem: "broken_chain" });
    if (e.seq !== expectSeq) problems.push({ line, problem: "sequence_gap" });
    prev = e.hash;
    expectSeq = (typeof e.seq === "number" ? e.seq : expectSeq) + 1;
    last = e;
  });
  if (head && (head.seq !== (last?.seq ?? 0) || head.hash !== (last?.hash ?? GENESIS))) problems.push({ line: lines.length, problem: "head_mismatch" });
  return { ok: problems.length === 0, entries: n, problems };
}
