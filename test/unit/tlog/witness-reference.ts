// A witness written for the tests from the C2SP tlog-cosignature text alone (cosignature/v1, Ed25519), sharing no code with
// src/tlog: WebCrypto for the primitives (so it runs in Node and in workerd), everything else by hand.
const enc = (s: string) => new TextEncoder().encode(s);
const cat = (...parts: (Uint8Array | number[])[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

export interface TestWitness {
  name: string;
  /** `<name>+<hex key id>+<base64(0x04 ‖ key)>` */
  vkey: string;
  /** The cosignature line for a signed note's checkpoint body at `time` (POSIX seconds), newline included. */
  cosignLine(note: string, time: number): Promise<string>;
  /** The note with this witness's cosignature appended. */
  cosign(note: string, time?: number): Promise<string>;
}

export async function makeTestWitness(name: string): Promise<TestWitness> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const pub = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  // Key ID: SHA-256(name ‖ "\n" ‖ 0x04 ‖ public key)[:4].
  const keyId = new Uint8Array(await crypto.subtle.digest("SHA-256", cat(enc(name), [0x0a, 0x04], pub))).slice(0, 4);
  const vkey = `${name}+${hex(keyId)}+${b64(cat([0x04], pub))}`;
  const cosignLine = async (note: string, time: number) => {
    const body = note.slice(0, note.indexOf("\n\n") + 1);
    const message = enc(`cosignature/v1\ntime ${time}\n${body}`);
    const sig = new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, message));
    const ts = new Uint8Array(8);
    new DataView(ts.buffer).setBigUint64(0, BigInt(time));
    return `\u2014 ${name} ${b64(cat(keyId, ts, sig))}\n`;
  };
  return { name, vkey, cosignLine, cosign: async (note, time = Math.floor(Date.now() / 1000)) => note + (await cosignLine(note, time)) };
}
