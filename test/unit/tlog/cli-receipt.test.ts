// `agent-shield receipt verify|consistency` against an in-memory log laid out as tlog-tiles: offline proofs, proofs rebuilt from tiles, tampering, usage.
import { generateKeyPairSync } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { runReceiptCli, type ReceiptCliIO } from "../../../src/cli-receipt";
import { makeTestWitness } from "./witness-reference";
import {
  ed25519KeyId,
  encodeBundle,
  encodeTile,
  formatCheckpoint,
  formatSignedNote,
  formatVerifierKey,
  inclusionProof,
  consistencyProof,
  leafHash,
  noteSignerFromJwk,
  parentOfTile,
  receiptEntry,
  storedHashSource,
  tilePath,
  tilesChanged,
  toBase64,
  treeHash,
  utf8,
  TILE_WIDTH,
  type NoteSigner,
} from "../../../src/tlog/index";

const BASE = "https://log.test/v2/log/lg_00112233445566778899aabbccddeeff";
const ORIGIN = "log.test/v2/log/lg_00112233445566778899aabbccddeeff";
const receipts = Array.from({ length: 300 }, (_, i) => ({ scan_id: `scan_${i}`, signature: `eyJhbGciOiJFZDI1NTE5In0.eyJpIjo${i}fQ.c2lnbmF0dXJl${i}` }));
const files = new Map<string, string>();
const objects = new Map<string, Uint8Array>();
let signer: NoteSigner;
let vkey: string;

const level0 = receipts.map((r) => leafHash(receiptEntry(r.signature)));
const level1: Uint8Array[] = [];
for (let j = 0; (j + 1) * TILE_WIDTH <= level0.length; j++) level1.push(parentOfTile(level0.slice(j * TILE_WIDTH, (j + 1) * TILE_WIDTH)));
const src = (size: number) => storedHashSource((l, i) => {
  if (i >= Math.floor(size / TILE_WIDTH ** l)) throw new Error("beyond the tree");
  return [level0, level1][l]![i]!;
});

async function publish(from: number, to: number): Promise<string> {
  for (const t of tilesChanged(from, to)) {
    const start = t.index * TILE_WIDTH;
    const body = t.level < 0 ? encodeBundle(receipts.slice(start, start + t.width).map((r) => receiptEntry(r.signature))) : encodeTile([level0, level1][t.level]!.slice(start, start + t.width));
    objects.set(`${BASE}/${tilePath(t)}`, body);
  }
  const text = formatCheckpoint({ origin: ORIGIN, size: to, root: treeHash(src(to), to), extensions: [] });
  const note = formatSignedNote({ text, signatures: [{ name: ORIGIN, keyId: ed25519KeyId(ORIGIN, signer.publicKey), signature: await signer.sign(utf8(text)) }] });
  objects.set(`${BASE}/checkpoint`, utf8(note));
  return note;
}

function io(): ReceiptCliIO & { out: string; err: string } {
  const r = {
    out: "",
    err: "",
    stdout: (s: string) => void (r.out += s),
    stderr: (s: string) => void (r.err += s),
    readFile: (p: string) => {
      const f = files.get(p);
      if (f === undefined) throw new Error(`no file ${p}`);
      return f;
    },
    fetch: async (url: string) => {
      const u = new URL(url);
      let body = objects.get(`${u.origin}${u.pathname}`);
      if (u.pathname.endsWith("/consistency")) {
        const from = Number(u.searchParams.get("from"));
        const to = Number(u.searchParams.get("to"));
        body = utf8(JSON.stringify({ ok: true, data: { proof: consistencyProof(src(to), from, to).map(toBase64) } }));
      }
      if (url === BASE) body = utf8(JSON.stringify({ ok: true, data: { vkey } }));
      return { status: body ? 200 : 404, text: async () => new TextDecoder().decode(body), arrayBuffer: async () => (body ?? new Uint8Array()).slice().buffer };
    },
  };
  return r;
}

beforeAll(async () => {
  signer = await noteSignerFromJwk(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })));
  vkey = formatVerifierKey(ORIGIN, signer.publicKey);
  files.set("old-checkpoint", await publish(0, 100));
  const note = await publish(100, 300);
  files.set("receipt-123.json", JSON.stringify({ receipt: receipts[123] }));
  files.set("stranger.json", JSON.stringify({ scan_id: "x", signature: "not.in.log" }));
  const bundle = { leaf_index: 123, tree_size: 300, proof: inclusionProof(src(300), 123, 300).map(toBase64), checkpoint: note };
  files.set("inclusion.json", JSON.stringify({ ok: true, data: bundle }));
  files.set("inclusion-wrong-index.json", JSON.stringify({ ...bundle, leaf_index: 124 }));
});

describe("agent-shield receipt verify", () => {
  it("verifies a saved inclusion proof offline, and refuses one for another index or key", async () => {
    const a = io();
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", "inclusion.json", "--vkey", vkey], a)).toBe(0);
    expect(JSON.parse(a.out)).toMatchObject({ valid: true, leaf_index: 123, tree_size: 300, origin: ORIGIN });
    const b = io();
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", "inclusion-wrong-index.json", "--vkey", vkey], b)).toBe(1);
    const other = formatVerifierKey(ORIGIN, (await noteSignerFromJwk(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })))).publicKey);
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", "inclusion.json", "--vkey", other], io())).toBe(1);
  });

  it("rebuilds the proof from the public tiles, finding the index in the entry bundles", async () => {
    const a = io();
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--vkey", vkey], a)).toBe(0);
    expect(JSON.parse(a.out)).toMatchObject({ valid: true, leaf_index: 123, tree_size: 300 });
    const b = io();
    expect(await runReceiptCli(["verify", "stranger.json", "--log", BASE, "--vkey", vkey], b)).toBe(1);
    expect(JSON.parse(b.out).reason).toMatch(/not in the log/);
  });

  it("fails when a tile in the log was rewritten", async () => {
    const key = `${BASE}/tile/0/000`;
    const saved = objects.get(key)!;
    const bad = Uint8Array.from(saved);
    bad[122 * 32] = bad[122 * 32]! ^ 1;
    objects.set(key, bad);
    try {
      const a = io();
      expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--vkey", vkey, "--index", "123"], a)).toBe(1);
      expect(JSON.parse(a.out).valid).toBe(false);
    } finally {
      objects.set(key, saved);
    }
  });

  it("checks that the log only grew since a saved checkpoint", async () => {
    const a = io();
    expect(await runReceiptCli(["consistency", "--log", BASE, "--since", "old-checkpoint", "--vkey", vkey], a)).toBe(0);
    expect(JSON.parse(a.out)).toMatchObject({ valid: true, from: 100, to: 300 });
    // A fork: a checkpoint of size 100 over different contents is not a prefix of the log.
    const forkText = formatCheckpoint({ origin: ORIGIN, size: 100, root: new Uint8Array(32).fill(9), extensions: [] });
    files.set("fork", formatSignedNote({ text: forkText, signatures: [{ name: ORIGIN, keyId: ed25519KeyId(ORIGIN, signer.publicKey), signature: await signer.sign(utf8(forkText)) }] }));
    expect(await runReceiptCli(["consistency", "--log", BASE, "--since", "fork", "--vkey", vkey], io())).toBe(1);
  });

  it("reports usage errors with exit 64", async () => {
    const a = io();
    expect(await runReceiptCli(["verify", "receipt-123.json"], a)).toBe(64);
    expect(a.err).toMatch(/--log is required/);
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", "inclusion.json"], io())).toBe(64);
    expect(await runReceiptCli(["frobnicate"], io())).toBe(64);
    expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--index", "-1"], io())).toBe(64);
  });

  it("with --witness, relies only on a checkpoint the given witnesses cosigned", async () => {
    const w = await makeTestWitness("witness.test/w1");
    const stranger = await makeTestWitness("witness.test/other");
    const latest = new TextDecoder().decode(objects.get(`${BASE}/checkpoint`)!);
    objects.set(`${BASE}/checkpoint/cosigned`, utf8(await w.cosign(latest)));
    try {
      const a = io();
      expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--vkey", vkey, "--witness", w.vkey], a)).toBe(0);
      expect(JSON.parse(a.out)).toMatchObject({ valid: true, leaf_index: 123, tree_size: 300 });
      const b = io();
      expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--vkey", vkey, "--witness", w.vkey, "--witness", stranger.vkey], b)).toBe(1);
      expect(JSON.parse(b.out).reason).toMatch(/no cosignature by witness.test\/other/);
      expect(await runReceiptCli(["consistency", "--log", BASE, "--since", "old-checkpoint", "--vkey", vkey, "--witness", w.vkey], io())).toBe(0);
      expect(await runReceiptCli(["consistency", "--log", BASE, "--since", "old-checkpoint", "--vkey", vkey, "--witness", stranger.vkey], io())).toBe(1);
      // A saved proof whose checkpoint carries no cosignature is not enough when one is required.
      expect(await runReceiptCli(["verify", "receipt-123.json", "--log", "inclusion.json", "--vkey", vkey, "--witness", w.vkey], io())).toBe(1);
      expect(await runReceiptCli(["verify", "receipt-123.json", "--log", BASE, "--witness", vkey], io())).toBe(64);
    } finally {
      objects.delete(`${BASE}/checkpoint/cosigned`);
    }
  });
});
