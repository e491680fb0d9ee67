// Identifiers from the batched random pool: well-formed, unique, and sorted in creation order.
import { describe, expect, it } from "vitest";
import { newId, ulid } from "../../../src/util/ids";

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe("ulid", () => {
  it("encodes the given millisecond in the first ten characters", () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5, 6);
    const a = ulid(t);
    expect(a).toMatch(ULID);
    let ms = 0;
    for (const ch of a.slice(0, 10)) ms = ms * 32 + "0123456789ABCDEFGHJKMNPQRSTVWXYZ".indexOf(ch);
    expect(ms).toBe(t);
  });

  it("encodes each id's own millisecond when calls repeat, advance and step back", () => {
    const base = Date.UTC(2026, 11, 2, 21, 0, 0, 0);
    const decode = (id: string): number => {
      let ms = 0;
      for (const ch of id.slice(0, 10)) ms = ms * 32 + "0123456789ABCDEFGHJKMNPQRSTVWXYZ".indexOf(ch);
      return ms;
    };
    for (const d of [0, 0, 1, 1, 0, 32, 33, 1024, 5, 5, 2 ** 20, 0]) expect(decode(ulid(base + d))).toBe(base + d);
  });

  it("is unique and strictly increasing across many ids in the same millisecond", () => {
    const t = Date.now();
    const ids = Array.from({ length: 5000 }, () => ulid(t));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });

  it("draws fresh randomness in a new millisecond, across pool refills", () => {
    const tails = new Set<string>();
    for (let i = 0; i < 2000; i++) tails.add(ulid(1_700_000_000_000 + i * 2).slice(10));
    // 2000 ids span several 4 KB pool refills; 80 random bits never collide at this count.
    expect(tails.size).toBe(2000);
  });

  it("prefixes ids with their kind", () => {
    expect(newId("scan")).toMatch(/^scan_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
