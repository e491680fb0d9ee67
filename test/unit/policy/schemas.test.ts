import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { callFromInput, canonicalJson } from "../../../src/policy";
import {
  ApprovalResolveInputSchema,
  EvaluateInputSchema,
  KillSwitchCreateInputSchema,
  ManifestCreateInputSchema,
  ManifestUpdateInputSchema,
  SettingsUpdateInputSchema,
} from "../../../src/schemas/shield";
import { ARGS } from "./fixtures";

function issues(schema: z.ZodType, input: unknown): Array<{ path: string; message: string }> {
  const r = schema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((i) => ({
    path: [...i.path, ...("keys" in i ? i.keys : [])].map(String).join("."),
    message: i.message,
  }));
}

const validManifest = { name: "keys.revoke", summary: "Revoke an API key", capability_class: "DELEGATE_ACCESS", risk_tier: "high" };

describe("manifest inputs", () => {
  it("defaults the approval and taint switches to off", () => {
    expect(ManifestCreateInputSchema.parse(validManifest)).toEqual({
      ...validManifest,
      requires_approval: false,
      taint_policy: { block_tainted: false, require_user_confirmed: false },
    });
  });

  it("rejects unknown fields, including a misspelt taint switch, naming the path", () => {
    expect(issues(ManifestCreateInputSchema, { ...validManifest, requires_aproval: true })).toContainEqual(expect.objectContaining({ path: "requires_aproval" }));
    expect(issues(ManifestCreateInputSchema, { ...validManifest, taint_policy: { block_taint: true } })).toContainEqual(
      expect.objectContaining({ path: "taint_policy.block_taint" }),
    );
  });

  it("rejects bad enums with the seed's vocabulary in the message", () => {
    const found = issues(ManifestCreateInputSchema, { ...validManifest, capability_class: "WRITE", risk_tier: "medium" });
    expect(found).toContainEqual({ path: "capability_class", message: expect.stringContaining("DANGEROUS_LOCAL") });
    expect(found).toContainEqual({ path: "risk_tier", message: "risk_tier must be one of low, med, high, extreme" });
  });

  it("rejects empty, oversized and multi-line text", () => {
    expect(issues(ManifestCreateInputSchema, { ...validManifest, name: "" })[0]?.path).toBe("name");
    expect(issues(ManifestCreateInputSchema, { ...validManifest, summary: "x".repeat(281) })[0]?.path).toBe("summary");
    expect(issues(ManifestCreateInputSchema, { ...validManifest, summary: "one\ntwo" })[0]?.message).toMatch(/newlines/);
  });

  it("update needs at least one field and cannot rename", () => {
    expect(issues(ManifestUpdateInputSchema, {})[0]?.message).toMatch(/at least one/);
    expect(issues(ManifestUpdateInputSchema, { name: "x" })).toContainEqual(expect.objectContaining({ path: "name" }));
    expect(ManifestUpdateInputSchema.parse({ taint_policy: { block_tainted: true } })).toEqual({ taint_policy: { block_tainted: true } });
  });
});

describe("evaluate input", () => {
  it("accepts the seed's fields and defaults surface and isMutation", () => {
    const v = EvaluateInputSchema.parse({ toolName: "keys.revoke", serverDigest: "sha256:" + "a".repeat(64), publisherId: "pub_1", taintLabel: "TAINTED" });
    expect(v).toMatchObject({ surface: "mcp", isMutation: true, taintLabel: "TAINTED" });
  });

  it("names HTTP mutations by method + route and upper-cases the method", () => {
    const v = EvaluateInputSchema.parse({ surface: "http", method: "post", route: "/v1/ingest", arguments: { a: 1 } });
    expect(callFromInput(v, { argsHash: ARGS })).toMatchObject({ toolName: "POST /v1/ingest", httpMethod: "POST", httpRoute: "/v1/ingest" });
  });

  it("says which identity field is missing", () => {
    expect(issues(EvaluateInputSchema, {})).toEqual([{ path: "toolName", message: "toolName is required for surface mcp" }]);
    expect(issues(EvaluateInputSchema, { surface: "http", method: "POST" }).map((i) => i.path)).toEqual(["route"]);
  });

  it("rejects unknown fields, bad labels, bad digests and non-boolean flags", () => {
    const found = issues(EvaluateInputSchema, { toolName: "t", taintLabel: "tainted", serverDigest: "abc", isMutation: "yes", argsHash: ARGS });
    expect(found.map((i) => i.path).sort()).toEqual(["argsHash", "isMutation", "serverDigest", "taintLabel"]);
  });
});

describe("kill switch input", () => {
  it("requires targetRef for scoped targets and defaults it to * for global ones", () => {
    expect(issues(KillSwitchCreateInputSchema, { targetType: "tool", reason: "r", actor: "a" })).toEqual([
      { path: "targetRef", message: "targetRef is required for targetType tool" },
    ]);
    expect(KillSwitchCreateInputSchema.parse({ targetType: "sampling_global", reason: "r", actor: "a" }).targetRef).toBe("*");
  });

  it("rejects unknown target types and non-ISO expiry", () => {
    const found = issues(KillSwitchCreateInputSchema, { targetType: "user", targetRef: "x", reason: "r", actor: "a", expiresAt: "tomorrow" });
    expect(found.map((i) => i.path).sort()).toEqual(["expiresAt", "targetType"]);
  });
});

describe("approval resolve and settings", () => {
  it("accepts only the three resolutions", () => {
    expect(issues(ApprovalResolveInputSchema, { decision: "consumed" })[0]).toEqual({ path: "decision", message: "decision must be one of approved, denied, expired" });
    expect(ApprovalResolveInputSchema.parse({ decision: "approved", resolver: "alice", reason: "ok" })).toBeTruthy();
  });

  it("bounds the token TTL in minutes", () => {
    expect(issues(SettingsUpdateInputSchema, { tokenTtlMinutes: 0 })[0]?.path).toBe("tokenTtlMinutes");
    expect(issues(SettingsUpdateInputSchema, { mode: "audit" })[0]?.path).toBe("mode");
    expect(SettingsUpdateInputSchema.parse({ mode: "enforce", approvalGating: true })).toEqual({ mode: "enforce", approvalGating: true });
  });
});

describe("canonical arguments", () => {
  it("hashes the same arguments the same way regardless of key order", () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: "x" })).toBe(canonicalJson({ a: "x", b: [1, { c: 3, d: 2 }] }));
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
  });
});
