// Canonical JSON is what approval tokens are bound to: key order never matters, hostile nesting
// never crashes it, and oversized shapes are refused where JSON enters the service.
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../../src/util/canonical-json";
import { jsonShapeViolation, MAX_JSON_DEPTH } from "../../../src/util/json-shape";

const nest = (depth: number): unknown => {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe("canonicalJson", () => {
  it("sorts keys, drops undefined members, writes undefined array items as null", () => {
    expect(canonicalJson({ b: 1, a: [true, undefined, "x"], c: undefined, d: { z: null, y: 2.5 } })).toBe('{"a":[true,null,"x"],"b":1,"d":{"y":2.5,"z":null}}');
    expect(canonicalJson({ y: 1, x: { b: 2, a: 1 } })).toBe(canonicalJson({ x: { a: 1, b: 2 }, y: 1 }));
    expect(canonicalJson([])).toBe("[]");
    expect(canonicalJson({})).toBe("{}");
    expect(canonicalJson("é\u2028")).toBe(JSON.stringify("é\u2028"));
  });
  it("matches JSON.stringify on key-sorted input", () => {
    const v = { a: [1, { b: "two", c: [null, false] }], d: -0.5, e: "q\"uote" };
    expect(canonicalJson(v)).toBe(JSON.stringify(v));
  });
  it("handles 100,000 levels of nesting without exhausting the stack", () => {
    const out = canonicalJson(nest(100_000));
    expect(out.length).toBeGreaterThan(100_000);
    expect(out.startsWith('[{"a":') || out.startsWith('{"a":')).toBe(true);
  });
  it("refuses non-finite numbers and unsupported values", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/unsupported/);
  });
});

describe("JSON shape limits", () => {
  it("names the path and the limit for over-nested input", () => {
    const v = jsonShapeViolation({ arguments: nest(5000) });
    expect(v?.message).toBe(`is nested deeper than ${MAX_JSON_DEPTH} levels`);
    expect(v?.path).toMatch(/^arguments(\.(a|0)){10}/);
    expect(jsonShapeViolation({ arguments: nest(40) })).toBeNull();
  });
  it("bounds the total number of values", () => {
    expect(jsonShapeViolation({ xs: Array.from({ length: 200_000 }, (_, i) => i) })?.message).toMatch(/more than 100000 values/);
  });
});

describe("text that cannot be signed", () => {
  it("refuses lone surrogates in values and keys, accepts real astral characters", () => {
    expect(jsonShapeViolation({ proposer: "security-team \ud800" })).toEqual({ path: "proposer", message: "contains a lone UTF-16 surrogate (not valid Unicode text)" });
    expect(jsonShapeViolation({ ["k\udc00"]: 1 })?.message).toMatch(/key with a lone/);
    expect(jsonShapeViolation({ note: "ok 😀 \u2028" })).toBeNull();
  });
});
