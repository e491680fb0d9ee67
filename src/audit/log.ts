// The local audit log on disk (`--local` hooks and the MCP proxy): audit.jsonl in the user's
// config directory, the Ed25519 key made on first use (0600), a signed head record so cutting
// entries off the end is caught, and a lock so concurrent hooks (agents run them in parallel)
// append one at a time. A CLI shell: Node file APIs only.
import { generateKeyPairSync, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { GENESIS, seal, verifyLines, type AuditEntry, type AuditInput, type VerifyReport } from "./chain";

export { sha256Hex } from "./chain";
export type { AuditEntry, AuditInput, VerifyReport } from "./chain";

/** $AGENT_SHIELD_CONFIG_DIR, else $XDG_CONFIG_HOME/agent-shield, else ~/.config/agent-shield. */
export function configDir(env: Record<string, string | undefined>): string {
  if (env.AGENT_SHIELD_CONFIG_DIR) return env.AGENT_SHIELD_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, "agent-shield");
  return path.join(env.HOME ?? homedir(), ".config", "agent-shield");
}

export const auditDir = configDir;

const FILES = { log: "audit.jsonl", key: "audit-key.json", head: "audit-head.json", lock: "audit.lock", cursor: "audit-forward-cursor.json" } as const;

function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

function writePrivate(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** The signing key, made on first use. The file holds a private JWK and is readable by the user only. */
export function loadKey(dir: string): { privateKey: KeyObject; publicKey: KeyObject } {
  const file = path.join(dir, FILES.key);
  if (!existsSync(file)) {
    ensureDir(dir);
    const { privateKey } = generateKeyPairSync("ed25519");
    const jwk = privateKey.export({ format: "jwk" });
    try {
      // wx: two first runs at once must not each write a key and sign with different ones.
      writeFileSync(file, `${JSON.stringify(jwk)}\n`, { mode: 0o600, flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  const privateKey = createPrivateKey({ key: JSON.parse(readFileSync(file, "utf8")) as import("node:crypto").JsonWebKey, format: "jwk" });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

function withLock<T>(dir: string, fn: () => T): T {
  const lock = path.join(dir, FILES.lock);
  const until = Date.now() + 5000;
  for (;;) {
    try {
      closeSync(openSync(lock, "wx", 0o600));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      // A lock left by a crashed hook is broken after a few seconds rather than blocking forever.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 3000) unlinkSync(lock);
      } catch {
        // Gone already.
      }
      if (Date.now() > until) throw new Error("audit log is locked");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    return fn();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // Already removed.
    }
  }
}

interface Head {
  seq: number;
  hash: string;
  sig: string;
}

function headPayload(seq: number, hash: string): Buffer {
  return Buffer.from(`agent-shield-audit-head:${seq}:${hash}`, "utf8");
}

function readHead(dir: string): Head | undefined {
  const file = path.join(dir, FILES.head);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as Head;
}

export function readLines(dir: string): string[] {
  const file = path.join(dir, FILES.log);
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  return text.split("\n").filter((l, i, all) => !(l === "" && i === all.length - 1));
}

/** Appends one signed, chained entry and moves the head. */
export function appendAudit(dir: string, input: AuditInput, now: Date = new Date()): AuditEntry {
  ensureDir(dir);
  const { privateKey } = loadKey(dir);
  return withLock(dir, () => {
    const head = readHead(dir);
    const entry = seal(input, (head?.seq ?? 0) + 1, head?.hash ?? GENESIS, now.toISOString(), privateKey);
    const file = path.join(dir, FILES.log);
    const fd = openSync(file, "a", 0o600);
    try {
      writeFileSync(fd, `${JSON.stringify(entry)}\n`);
    } finally {
      closeSync(fd);
    }
    const sig = sign(null, headPayload(entry.seq, entry.hash), privateKey).toString("base64url");
    writePrivate(path.join(dir, FILES.head), `${JSON.stringify({ seq: entry.seq, hash: entry.hash, sig })}\n`);
    return entry;
  });
}

export function verifyAudit(dir: string): VerifyReport {
  const lines = readLines(dir);
  if (!existsSync(path.join(dir, FILES.key))) return { ok: lines.length === 0, entries: lines.length, problems: lines.length ? [{ line: 0, problem: "bad_signature" }] : [] };
  const { publicKey } = loadKey(dir);
  const head = readHead(dir);
  const report = verifyLines(lines, publicKey, head ? { seq: head.seq, hash: head.hash } : { seq: 0, hash: GENESIS });
  if (head && !verify(null, headPayload(head.seq, head.hash), publicKey, Buffer.from(String(head.sig), "base64url"))) {
    report.problems.push({ line: 0, problem: "head_mismatch" });
    report.ok = false;
  }
  return report;
}

export function readEntries(dir: string): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (const l of readLines(dir)) {
    try {
      out.push(JSON.parse(l) as AuditEntry);
    } catch {
      // verify reports it; show skips it.
    }
  }
  return out;
}

/** How far forwarding got: the seq and hash of the last entry the service accepted. */
export function readCursor(dir: string): { seq: number; hash: string } {
  const file = path.join(dir, FILES.cursor);
  if (!existsSync(file)) return { seq: 0, hash: GENESIS };
  return JSON.parse(readFileSync(file, "utf8")) as { seq: number; hash: string };
}

export function writeCursor(dir: string, c: { seq: number; hash: string }): void {
  writePrivate(path.join(dir, FILES.cursor), `${JSON.stringify(c)}\n`);
}
