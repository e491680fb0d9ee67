// Tile paths, entry bundles, checkpoints and signed notes as the C2SP specifications spell them, incl. the published signed-note test vector.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decodeBundle,
  encodeBundle,
  encodeIndex,
  formatCheckpoint,
  formatSignedNote,
  formatVerifierKey,
  logIdFor,
  noteSignerFromJwk,
  parseCheckpoint,
  parseSignedNote,
  parseTilePath,
  parseVerifierKey,
  tilePath,
  tilesChanged,
  tileWidth,
  utf8,
  verifyCheckpoint,
  ed25519KeyId,
  ed25519Verify,
} from "../../../src/tlog/index";

describe("tlog-tiles paths", () => {
  it("encodes indexes in x-prefixed 3-digit groups and partial widths", () => {
    expect(encodeIndex(0)).toBe("000");
    expect(encodeIndex(1234067)).toBe("x001/x234/067");
    expect(tilePath({ level: 0, index: 1234067, width: 256 })).toBe("tile/0/x001/x234/067");
    expect(tilePath({ level: 1, index: 5, width: 44 })).toBe("tile/1/005.p/44");
    expect(tilePath({ level: -1, index: 1000, width: 3 })).toBe("tile/entries/x001/000.p/3");
  });

  it("parses only canonical paths", () => {
    expect(parseTilePath("tile/0/x001/x234/067")).toEqual({ level: 0, index: 1234067, width: 256 });
    expect(parseTilePath("tile/entries/005.p/7")).toEqual({ level: -1, index: 5, width: 7 });
    for (const bad of ["tile/0/5", "tile/0/x000/005", "tile/0/005.p/256", "tile/0/005.p/0", "tile/0/005.p/07", "tile/01/005", "tile/0/005/", "tile/0/../005"]) {
      expect(parseTilePath(bad), bad).toBeNull();
    }
  });

  it("knows which tiles a growing tree rewrites", () => {
    expect(tileWidth(0, 0, 300)).toBe(256);
    expect(tileWidth(0, 1, 300)).toBe(44);
    expect(tileWidth(1, 0, 300)).toBe(1);
    expect(tilesChanged(250, 300).map(tilePath)).toEqual(["tile/0/000", "tile/entries/000", "tile/0/001.p/44", "tile/entries/001.p/44", "tile/1/000.p/1"]);
    expect(tilesChanged(300, 300)).toEqual([]);
  });

  it("round-trips entry bundles with big-endian uint16 lengths", () => {
    const b = encodeBundle([utf8("a"), new Uint8Array(300)]);
    expect([...b.slice(0, 3)]).toEqual([0, 1, 97]);
    expect([...b.slice(3, 5)]).toEqual([1, 44]);
    expect(decodeBundle(b).map((e) => e.length)).toEqual([1, 300]);
    expect(() => decodeBundle(b.slice(0, -1))).toThrow(/truncated/);
  });
});

describe("checkpoints and signed notes", () => {
  it("accepts the signed-note specification's example key and signature", async () => {
    // The example from C2SP signed-note / golang.org/x/mod/sumdb/note.
    const vkey = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
    const parsed = parseVerifierKey(vkey);
    expect(parsed?.name).toBe("PeterNeumann");
    expect(parseVerifierKey(vkey.replace("c74f20a3", "c74f20a4"))).toBeNull();
    const note = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";
    const sig = parseSignedNote(note);
    expect(sig?.signatures[0]?.name).toBe("PeterNeumann");
    expect(Buffer.from(sig!.signatures[0]!.keyId).toString("hex")).toBe("c74f20a3");
    expect(await ed25519Verify(parsed!.publicKey, sig!.text, sig!.signatures[0]!.signature)).toBe(true);
    expect(await ed25519Verify(parsed!.publicKey, sig!.text.replace("answer", "Answer"), sig!.signatures[0]!.signature)).toBe(false);
  });

  it("signs a checkpoint that verifies, and rejects every kind of tampering", async () => {
    const jwk = JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));
    const signer = await noteSignerFromJwk(jwk);
    const origin = `example.test/v2/log/${logIdFor("ten_x")}`;
    const text = formatCheckpoint({ origin, size: 300, root: new Uint8Array(32).fill(7), extensions: [] });
    expect(text).toBe(`${origin}\n300\nBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=\n`);
    const signature = await signer.sign(utf8(text));
    const note = formatSignedNote({ text, signatures: [{ name: origin, keyId: ed25519KeyId(origin, signer.publicKey), signature }] });
    const vkey = formatVerifierKey(origin, signer.publicKey);
    const ok = await verifyCheckpoint(note, vkey);
    expect(ok.ok && ok.value.size).toBe(300);
    expect((await verifyCheckpoint(note.replace("\n300\n", "\n301\n"), vkey)).ok).toBe(false);
    const other = await noteSignerFromJwk(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })));
    expect((await verifyCheckpoint(note, formatVerifierKey(origin, other.publicKey))).ok).toBe(false);
    expect((await verifyCheckpoint(note, formatVerifierKey("elsewhere.test/log", signer.publicKey))).ok).toBe(false);
    expect(parseCheckpoint("o\n01\nBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=\n")).toBeNull();
    expect(parseCheckpoint("o\n1\nBwcH\n")).toBeNull();
  });

  it("derives a stable public log id that does not contain the tenant id", () => {
    expect(logIdFor("ten_demo")).toMatch(/^lg_[0-9a-f]{32}$/);
    expect(logIdFor("ten_demo")).toBe(logIdFor("ten_demo"));
    expect(logIdFor("ten_demo")).not.toBe(logIdFor("ten_demo2"));
    expect(logIdFor("ten_demo")).not.toContain("demo");
  });
});
