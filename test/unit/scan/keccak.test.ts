// Keccak-256 and the EIP-55 address checksum, against the published vectors.
import { describe, expect, it } from "vitest";
import { eip55Valid, keccak256Hex } from "../../../src/scan/rules/keccak";

describe("keccak-256", () => {
  it("gives the published digests (Ethereum's padding, not SHA3-256's)", () => {
    expect(keccak256Hex(new Uint8Array())).toBe("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    expect(keccak256Hex(new TextEncoder().encode("abc"))).toBe("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
    // Longer than one 136-byte block.
    expect(keccak256Hex(new TextEncoder().encode("a".repeat(200)))).toHaveLength(64);
  });
});

describe("EIP-55", () => {
  it.each(["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"])(
    "accepts the EIP's example %s",
    (a) => expect(eip55Valid(a)).toBe(true),
  );
  it("rejects a flipped letter case, and addresses in one case (no checksum to check)", () => {
    expect(eip55Valid("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBe(false);
    expect(eip55Valid("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")).toBe(false);
    expect(eip55Valid("0x52908400098527886E0F7030069857D2E4169EE7")).toBe(false);
    expect(eip55Valid("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA")).toBe(false);
  });
});
