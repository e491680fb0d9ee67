import { describe, expect, it } from "vitest";
import {
  applyEffects,
  putPublisher,
  putSandboxPolicy,
  putTrustedDigest,
  revokeDigest,
  sandboxBreaches,
  type TenantPolicyState,
} from "../../../src/policy";
import {
  PublisherInputSchema,
  SandboxPolicyInputSchema,
  TrustedDigestInputSchema,
  type SandboxPolicy,
} from "../../../src/schemas/shield";
import { T0, at, call, manifest, run, state } from "./fixtures";

const DIGEST = "sha256:" + "1".repeat(64);
const OTHER_DIGEST = "sha256:" + "2".repeat(64);
const meta = { actor: "sec@x", changeId: "chg_1" };

function registry(over: { publisherStatus?: "active" | "suspended" | "revoked"; digestStatus?: "active" | "quarantined"; capabilities?: string[] } = {}): TenantPolicyState {
  let s = state({ mode: "enforce" }, "production", [
    manifest("fs.write", { capability_class: "WRITE_PRIVATE", risk_tier: "high" }),
    manifest("notes.write"),
    manifest("credits.move", { capability_class: "ECONOMY_MUTATE" }),
  ]);
  const pub = putPublisher(s, PublisherInputSchema.parse({ display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example", status: over.publisherStatus ?? "active" }), T0, { publisherId: "pub_acme" }, meta);
  s = applyEffects(s, pub.effects);
  const d = putTrustedDigest(
    s,
    TrustedDigestInputSchema.parse({ digest: DIGEST, server_name: "acme-files", publisher_id: "pub_acme", risk_tier: "med", capabilities: over.capabilities ?? ["WRITE_PRIVATE"], status: over.digestStatus ?? "active" }),
    T0,
    meta,
  );
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return applyEffects(s, d.value.effects);
}

describe("trust registry (§6)", () => {
  it("a pinned, active digest from an active publisher passes", () => {
    expect(run(registry(), call({ serverDigest: DIGEST, publisherId: "pub_acme" })).refusal).toBeNull();
  });

  it("an unlisted digest fails closed with DigestUntrusted 412", () => {
    const r = run(registry(), call({ serverDigest: OTHER_DIGEST }));
    expect(r.refusal).toMatchObject({ kind: "DigestUntrusted", reasonCode: "digest_untrusted" });
    expect(r.decision.http_status).toBe(412);
  });

  it("revocation takes effect on the next call as TrustRevoked 451, and is evented and attributed", () => {
    const s = registry();
    const rev = revokeDigest(s, { digest: DIGEST, reason: "compromised build", revokedBy: "sec@x" }, at(1));
    if (!rev.ok) throw new Error("setup");
    expect(rev.value.digest).toMatchObject({ status: "revoked", revoked_by: "sec@x", revocation_reason: "compromised build", revoked_at: at(1).toISOString() });
    expect(rev.value.effects[1]).toMatchObject({ event: { type: "shield.trust.digest.revoked" } });
    const r = run(applyEffects(s, rev.value.effects), call({ serverDigest: DIGEST }), at(2));
    expect(r.refusal).toMatchObject({ kind: "TrustRevoked", reasonCode: "digest_revoked" });
    expect(r.decision.http_status).toBe(451);
  });

  it("a revoked digest cannot be revoked twice or silently re-registered", () => {
    const s = registry();
    const rev = revokeDigest(s, { digest: DIGEST, reason: "r", revokedBy: "a" }, at(1));
    if (!rev.ok) throw new Error("setup");
    const revoked = applyEffects(s, rev.value.effects);
    expect(revokeDigest(revoked, { digest: DIGEST, reason: "r", revokedBy: "a" }, at(2))).toMatchObject({ ok: false, error: { kind: "Conflict" } });
    const again = putTrustedDigest(revoked, TrustedDigestInputSchema.parse({ digest: DIGEST, server_name: "s", publisher_id: "pub_acme", risk_tier: "low", capabilities: [] }), at(2), meta);
    expect(again).toMatchObject({ ok: false, error: { kind: "Conflict" } });
    expect(revokeDigest(s, { digest: OTHER_DIGEST, reason: "r", revokedBy: "a" }, at(1))).toMatchObject({ ok: false, error: { kind: "NotFound" } });
  });

  it("a digest must name a registered publisher", () => {
    const d = putTrustedDigest(state(), TrustedDigestInputSchema.parse({ digest: DIGEST, server_name: "s", publisher_id: "pub_x", risk_tier: "low", capabilities: [] }), T0, meta);
    expect(d).toMatchObject({ ok: false, error: { kind: "ValidationFailed", field: "publisher_id" } });
  });

  it.each([
    ["publisher revoked", { publisherStatus: "revoked" as const }, "TrustRevoked", "publisher_revoked", 451],
    ["publisher suspended", { publisherStatus: "suspended" as const }, "PolicyBlocked", "publisher_suspended", 412],
    ["digest quarantined", { digestStatus: "quarantined" as const }, "PolicyBlocked", "digest_quarantined", 412],
  ])("%s → %s", (_, over, kind, code, status) => {
    const r = run(registry(over), call({ serverDigest: DIGEST }));
    expect(r.refusal).toMatchObject({ kind, reasonCode: code });
    expect(r.decision.http_status).toBe(status);
  });

  it("a server claiming another publisher than its digest's is refused", () => {
    const r = run(registry(), call({ serverDigest: DIGEST, publisherId: "pub_other" }));
    expect(r.refusal).toMatchObject({ kind: "PolicyBlocked", reasonCode: "publisher_mismatch", policy: "trust_registry" });
  });

  it("a revoked publisher is refused even without a digest", () => {
    const r = run(registry({ publisherStatus: "revoked" }), call({ publisherId: "pub_acme" }));
    expect(r.refusal?.reasonCode).toBe("publisher_revoked");
  });

  it("a build may only exercise the capability classes it was registered with", () => {
    const r = run(registry(), call({ toolName: "credits.move", serverDigest: DIGEST }));
    expect(r.refusal).toMatchObject({ kind: "DeniedCapability", reasonCode: "capability_not_permitted" });
  });

  it("trust precedes the manifest: a revoked build is TrustRevoked even for an undeclared tool", () => {
    const s = registry({ publisherStatus: "revoked" });
    const r = run(s, call({ toolName: "nope", serverDigest: DIGEST }));
    expect(r.decision.details.tripped).toEqual(["publisher_revoked", "undeclared_tool"]);
  });

  it("observe mode records trust findings without refusing", () => {
    const s = { ...registry(), settings: { ...registry().settings, mode: "observe" as const } };
    const r = run(s, call({ serverDigest: OTHER_DIGEST }));
    expect(r.refusal).toBeNull();
    expect(r.decision.details.would_have).toMatchObject({ error_type: "DigestUntrusted", http_status: 412 });
  });
});

const POLICY: SandboxPolicy = {
  ...SandboxPolicyInputSchema.parse({
    server_name: "acme-files",
    fs_roots: [
      { path: "/data", access: "rw" },
      { path: "/data/secrets", access: "ro" },
      { path: "/etc/app", access: "ro" },
    ],
    egress_allow: ["api.acme.example", "*.cdn.example"],
  }),
  updated_at: T0.toISOString(),
};

describe("sandbox envelope (§8)", () => {
  it("accepts declarations inside the envelope", () => {
    expect(sandboxBreaches(POLICY, { filesystem: [{ path: "/data/x/y", access: "write" }, { path: "/etc/app/conf", access: "read" }], egress: ["api.acme.example", "img.cdn.example"] })).toEqual([]);
  });

  it("reports every breach: outside roots, write to read-only (most specific root wins), egress", () => {
    expect(
      sandboxBreaches(POLICY, {
        filesystem: [
          { path: "/home/u", access: "read" },
          { path: "/data/secrets/k", access: "write" },
          { path: "/database", access: "read" },
        ],
        egress: ["evil.example", "cdn.example"],
      }),
    ).toEqual([
      { kind: "fs_outside_roots", target: "/home/u" },
      { kind: "fs_write_readonly", target: "/data/secrets/k" },
      { kind: "fs_outside_roots", target: "/database" },
      { kind: "egress_not_allowed", target: "evil.example" },
      { kind: "egress_not_allowed", target: "cdn.example" },
    ]);
  });

  function sandboxed(): TenantPolicyState {
    return applyEffects(registry(), putSandboxPolicy(SandboxPolicyInputSchema.parse(POLICY_INPUT), T0, meta).effects);
  }
  const POLICY_INPUT = { server_name: POLICY.server_name, fs_roots: POLICY.fs_roots, egress_allow: POLICY.egress_allow };

  it("refuses a high-tier call outside the envelope with SandboxViolation, a violationId and an event", () => {
    const r = run(sandboxed(), call({ toolName: "fs.write", serverDigest: DIGEST, executionContext: { filesystem: [{ path: "/home", access: "write" }], egress: [] } }));
    expect(r.refusal).toMatchObject({ kind: "SandboxViolation", violationId: `vio_${r.decision.decision_id}` });
    expect(r.decision.details).toMatchObject({ violation_id: `vio_${r.decision.decision_id}`, sandbox_violations: [{ kind: "fs_outside_roots", target: "/home" }] });
    expect(r.effects.some((e) => e.type === "emit_event" && e.event.type === "shield.sandbox.violation")).toBe(true);
  });

  it("a high-tier call to a sandboxed server must declare its context", () => {
    const r = run(sandboxed(), call({ toolName: "fs.write", serverDigest: DIGEST }));
    expect(r.decision.details.sandbox_violations).toEqual([{ kind: "context_missing", target: "" }]);
  });

  it("lower tiers are not sandbox-evaluated at all", () => {
    const r = run(sandboxed(), call({ toolName: "notes.write", serverDigest: DIGEST }));
    expect(r.refusal).toBeNull();
  });

  it("a high-tier digest raises a med-tier tool into the sandbox (most restrictive tier wins)", () => {
    let s = sandboxed();
    const d = putTrustedDigest(s, TrustedDigestInputSchema.parse({ digest: DIGEST, server_name: "acme-files", publisher_id: "pub_acme", risk_tier: "extreme", capabilities: ["WRITE_PRIVATE"] }), at(1), meta);
    if (!d.ok) throw new Error("setup");
    s = applyEffects(s, d.value.effects);
    expect(run(s, call({ toolName: "notes.write", serverDigest: DIGEST })).refusal?.kind).toBe("SandboxViolation");
  });
});
