// `agent-shield receipt verify|consistency`: checks a receipt's place in a tenant's transparency log, and that a log only grew,
// offline from saved proofs or from the log's public tiles (docs/TRANSPARENCY.md).
import { optionValue } from "./util/argv";
import { readFileSync } from "node:fs";
import {
  findEntryIndex,
  parseCheckpoint,
  parseSignedNote,
  receiptEntry,
  verifyCheckpointConsistency,
  verifyCosignedCheckpoint,
  verifyEntryFromTiles,
  parseWitnessKey,
  verifyReceiptInclusion,
  type InclusionBundle,
  type TileFetcher,
} from "./tlog/index";

const USAGE = `usage: agent-shield receipt verify <receipt.json|-> --log <inclusion.json | https://HOST/v2/log/LOG_ID> [--vkey VKEY] [--index N] [--witness WKEY]...
       agent-shield receipt consistency --log https://HOST/v2/log/LOG_ID --since <checkpoint file> [--vkey VKEY] [--witness WKEY]...
verify: the receipt (a receipt object or a whole scan response) is in the log.
  --log FILE   an inclusion proof saved from GET /v2/receipts/{id}/inclusion: checked fully offline (needs --vkey).
  --log URL    the log's public base: the proof is rebuilt from the public tiles (the index is found in the entry
               bundles unless --index is given).
consistency: the log's current checkpoint extends the saved one (nothing removed or rewritten).
--vkey: the log's signed-note verifier key (GET /v2/log/LOG_ID); pin it. Fetched from the log when omitted (URL mode only).
--witness: a witness's cosignature/v1 verifier key (repeatable); the checkpoint relied on must be cosigned by each. In URL
           mode that is the newest cosigned checkpoint (GET /v2/log/LOG_ID/checkpoint/cosigned).
Exit status: 0 verified, 1 not verified, 64 usage error, 70 internal error.`;

export interface ReceiptCliIO {
  stdout(s: string): void;
  stderr(s: string): void;
  readFile(path: string): string;
  fetch(url: string): Promise<{ status: number; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }>;
}

export const nodeReceiptIO = (): ReceiptCliIO => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readFile: (p) => readFileSync(p === "-" ? 0 : p, "utf8"),
  fetch: (url) => fetch(url),
});

interface Options {
  command: "verify" | "consistency";
  file?: string;
  log?: string;
  vkey?: string;
  index?: number;
  since?: string;
  witnesses: string[];
}

function parse(argv: string[]): Options | string {
  const [command, ...rest] = argv;
  if (command !== "verify" && command !== "consistency") return command === undefined || command === "--help" || command === "-h" ? "" : `unknown receipt command: ${command}`;
  const o: Options = { command, witnesses: [] };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const value = () => optionValue(rest, ++i, a);
    if (a === "--log") o.log = value();
    else if (a === "--vkey") o.vkey = value();
    else if (a === "--since") o.since = value();
    else if (a === "--witness") {
      const v = value();
      if (!parseWitnessKey(v)) return "--witness is not a cosignature/v1 verifier key (name+keyid+base64 key)";
      o.witnesses.push(v);
    }
    else if (a === "--index") {
      const v = value();
      if (!/^\d{1,15}$/.test(v)) return "--index must be a non-negative integer";
      o.index = Number(v);
    } else if (a === "--help" || a === "-h") return "";
    else if (a.startsWith("--")) return `unknown option: ${a}`;
    else if (o.file === undefined && command === "verify") o.file = a;
    else return `unexpected argument: ${a}`;
  }
  if (!o.log) return "--log is required";
  if (command === "consistency" && !o.since) return "--since is required";
  return o;
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);
/** With witnesses required, what is relied on is the newest checkpoint they have cosigned, not the very latest. */
const checkpointPath = (o: Options) => (o.witnesses.length ? "checkpoint/cosigned" : "checkpoint");

function receiptFrom(text: string): { signature: string; scan_id?: string } {
  const v = JSON.parse(text) as { signature?: unknown; receipt?: { signature?: unknown; scan_id?: unknown } };
  const r = typeof v.signature === "string" ? v : v.receipt;
  if (!r || typeof r.signature !== "string") throw new UsageError("the receipt file has no receipt signature (expected a receipt or a scan response)");
  return r as { signature: string; scan_id?: string };
}

function bundleFrom(text: string): InclusionBundle {
  const v = JSON.parse(text) as { data?: InclusionBundle } & InclusionBundle;
  const b = v.data ?? v;
  if (!Number.isSafeInteger(b.leaf_index) || !Number.isSafeInteger(b.tree_size) || !Array.isArray(b.proof) || typeof b.checkpoint !== "string") {
    throw new UsageError("the --log file is not an inclusion proof (leaf_index, tree_size, proof, checkpoint)");
  }
  return b;
}

class UsageError extends Error {}

async function fetchText(io: ReceiptCliIO, url: string): Promise<string> {
  const res = await io.fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.text();
}

async function vkeyFor(io: ReceiptCliIO, o: Options, base: string): Promise<string> {
  if (o.vkey) return o.vkey;
  const body = JSON.parse(await fetchText(io, base)) as { data?: { vkey?: string } };
  if (!body.data?.vkey) throw new Error("the log did not publish a verifier key");
  io.stderr("agent-shield: using the verifier key the log itself publishes; pin it with --vkey for an independent check\n");
  return body.data.vkey;
}

function tileFetcher(io: ReceiptCliIO, base: string): TileFetcher {
  return async (path) => {
    const res = await io.fetch(`${base}/${path}`);
    if (res.status === 404) return null;
    if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
}

async function run(o: Options, io: ReceiptCliIO): Promise<number> {
  const report = (r: Record<string, unknown>) => {
    io.stdout(`${JSON.stringify(r, null, 2)}\n`);
    return r.valid ? 0 : 1;
  };
  const log = o.log!;
  const base = log.replace(/\/+$/, "");
  if (o.command === "consistency") {
    const vkey = await vkeyFor(io, o, base);
    const older = io.readFile(o.since!);
    const oldCp = parseCheckpoint(parseSignedNote(older)?.text ?? "");
    if (!oldCp) throw new UsageError("--since is not a signed checkpoint");
    const newer = await fetchText(io, `${base}/${checkpointPath(o)}`);
    if (o.witnesses.length) {
      const w = await verifyCosignedCheckpoint(newer, vkey, o.witnesses);
      if (!w.ok) return report({ valid: false, reason: w.reason });
    }
    const newCp = parseCheckpoint(parseSignedNote(newer)?.text ?? "");
    if (!newCp) return report({ valid: false, reason: "the log's checkpoint is malformed" });
    let proof: string[] = [];
    if (oldCp.size > 0 && oldCp.size <= newCp.size) {
      const body = JSON.parse(await fetchText(io, `${base}/consistency?from=${oldCp.size}&to=${newCp.size}`)) as { data: { proof: string[] } };
      proof = body.data.proof;
    }
    const r = await verifyCheckpointConsistency(older, newer, proof, vkey);
    return report(r.ok ? { valid: true, from: r.value.from.size, to: r.value.to.size, origin: r.value.to.origin } : { valid: false, reason: r.reason });
  }
  const receipt = receiptFrom(io.readFile(o.file ?? "-"));
  if (!isUrl(log)) {
    if (!o.vkey) throw new UsageError("--vkey is required to check a saved proof offline");
    const bundle = bundleFrom(io.readFile(log));
    if (o.witnesses.length) {
      const w = await verifyCosignedCheckpoint(bundle.checkpoint, o.vkey, o.witnesses);
      if (!w.ok) return report({ valid: false, reason: w.reason });
    }
    const r = await verifyReceiptInclusion(receipt, bundle, o.vkey);
    return report(r.ok ? { valid: true, leaf_index: bundle.leaf_index, tree_size: bundle.tree_size, origin: r.value.origin } : { valid: false, reason: r.reason });
  }
  const vkey = await vkeyFor(io, o, base);
  const cp = await verifyCosignedCheckpoint(await fetchText(io, `${base}/${checkpointPath(o)}`), vkey, o.witnesses);
  if (!cp.ok) return report({ valid: false, reason: cp.reason });
  const fetcher = tileFetcher(io, base);
  const entry = receiptEntry(receipt.signature);
  const index = o.index ?? (await findEntryIndex(fetcher, cp.value, entry));
  if (index < 0) return report({ valid: false, reason: o.witnesses.length ? "the receipt is not yet in the newest cosigned checkpoint" : "the receipt is not in the log's latest checkpoint", tree_size: cp.value.size });
  const r = await verifyEntryFromTiles(fetcher, cp.value, entry, index);
  return report(r.ok ? { valid: true, leaf_index: index, tree_size: cp.value.size, origin: cp.value.origin, proof_hashes: r.value.length } : { valid: false, reason: r.reason });
}

/** Runs `agent-shield receipt …`; returns the exit status. */
export async function runReceiptCli(argv: string[], io: ReceiptCliIO = nodeReceiptIO()): Promise<number> {
  let o: Options | string;
  try {
    o = parse(argv);
  } catch (e) {
    o = (e as Error).message;
  }
  if (typeof o === "string") {
    io.stderr(`${o ? `agent-shield: ${o}\n` : ""}${USAGE}\n`);
    return o ? 64 : 0;
  }
  try {
    return await run(o, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof SyntaxError) {
      io.stderr(`agent-shield: ${e instanceof SyntaxError ? "input is not JSON" : e.message}\n`);
      return 64;
    }
    io.stderr(`agent-shield: ${(e as Error).message.slice(0, 200)}\n`);
    return 70;
  }
}
