// Witness cosignatures (C2SP tlog-cosignature, cosignature/v1) checked by the library against a witness implemented in the
// test suite (witness-reference.ts), and required by the CLI with --witness.
import { generateKeyPairSync } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ed25519KeyId, formatCheckpoint, formatSignedNote, formatVerifierKey, formatWitnessKey, noteSignerFromJwk, parseWitnessKey, parseWitnessKeys, utf8, verifyCosignedCheckpoint, type NoteSigner } from "../../../src/tlog/index";
import { makeTestWitness, type TestWitness } from "./witness-reference";

const ORIGIN = "log.test/v2/log/lg_00112233445566778899aabbccddeeff";
let signer: NoteSigner;
let vkey: string;
let w1: TestWitness;
let w2: TestWitness;

async function checkpoint(size: number, fill = 7): Promise<string> {
  const text = formatCheckpoint({ origin: ORIGIN, size, root: new Uint8Array(32).fill(fill), extensions: [] });
  return formatSignedNote({ text, signatures: [{ name: ORIGIN, keyId: ed25519KeyId(ORIGIN, signer.publicKey), signature: await signer.sign(utf8(text)) }] });
}

beforeAll(async () => {
  signer = await noteSignerFromJwk(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })));
  vkey = formatVerifierKey(ORIGIN, signer.publicKey);
  w1 = await makeTestWitness("witness.test/w1");
  w2 = await makeTestWitness("witness.test/w2");
});

describe("cosignature/v1", () => {
  it("parses witness keys the way the test witness writes them, and refuses the log's own key type", () => {
    const k = parseWitnessKey(w1.vkey)!;
    expect(k.name).toBe("witness.test/w1");
    expect(formatWitnessKey(k.name, k.publicKey)).toBe(w1.vkey);
    expect(parseWitnessKey(vkey)).toBeNull(); // 0x01 (the log's Ed25519 note key), not 0x04
    expect(parseWitnessKey(w1.vkey.replace(/\+[0-9a-f]{8}\+/, "+00000000+"))).toBeNull();
    expect(parseWitnessKeys(` ${w1.vkey}, ${w2.vkey}\n`)).toHaveLength(2);
    expect(() => parseWitnessKeys("nonsense")).toThrow(/not a cosignature/);
  });

  it("a checkpoint cosigned by every required witness verifies; one missing, forged or moved does not", async () => {
    const note = await checkpoint(42);
    const both = await w2.cosign(await w1.cosign(note));
    expect((await verifyCosignedCheckpoint(both, vkey, [w1.vkey, w2.vkey])).ok).toBe(true);
    expect((await verifyCosignedCheckpoint(both, vkey, [])).ok).toBe(true);

    const one = await w1.cosign(note);
    const missing = await verifyCosignedCheckpoint(one, vkey, [w1.vkey, w2.vkey]);
    expect(missing.ok === false && missing.reason).toMatch(/no cosignature by witness.test\/w2/);

    // The timestamp is signed: changing it breaks the cosignature.
    const line = await w1.cosignLine(note, 1_700_000_000);
    const blob = Uint8Array.from(atob(line.trim().split(" ").pop()!), (c) => c.charCodeAt(0));
    blob[4 + 7] = blob[4 + 7]! ^ 1;
    const forged = `${note}\u2014 witness.test/w1 ${btoa(String.fromCharCode(...blob))}\n`;
    expect((await verifyCosignedCheckpoint(forged, vkey, [w1.vkey])).ok).toBe(false);

    // A cosignature on one checkpoint says nothing about another.
    const other = await checkpoint(43);
    const moved = other + (await w1.cosignLine(note, 1_700_000_000));
    expect((await verifyCosignedCheckpoint(moved, vkey, [w1.vkey])).ok).toBe(false);

    // Cosignatures never stand in for the log's own signature.
    const otherLog = formatVerifierKey(ORIGIN, (await noteSignerFromJwk(JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })))).publicKey);
    expect((await verifyCosignedCheckpoint(both, otherLog, [w1.vkey])).ok).toBe(false);
  });
});
