// Sandbox policy (seed §8): a pre-execution check of a DECLARED execution context against the
// envelope recorded for the server, for high and extreme tiers only. It confines nothing at run
// time (§15); its value is that a high-risk call must say what it will touch, and a declaration
// outside the envelope is refused.
import type { ExecutionContext, RiskTier, SandboxBreach, SandboxPolicy } from "../schemas/shield";
import type { CheckContext } from "./checks";
import type { Finding } from "./reasons";

const SANDBOXED: readonly RiskTier[] = ["high", "extreme"];
const RANK: Record<RiskTier, number> = { low: 0, med: 1, high: 2, extreme: 3 };

/** The tool's tier, raised to the server build's tier if that is higher: most restrictive wins. */
export function effectiveTier(a: RiskTier, b: RiskTier | undefined): RiskTier {
  return b !== undefined && RANK[b] > RANK[a] ? b : a;
}

const within = (path: string, root: string): boolean =>
  root === "/" || path === root || path.startsWith(root.endsWith("/") ? root : `${root}/`);

function checkFs(policy: SandboxPolicy, access: { path: string; access: "read" | "write" }): SandboxBreach | null {
  // The most specific root decides, so a read-only subtree inside a read-write root stays read-only.
  const root = policy.fs_roots.filter((r) => within(access.path, r.path)).sort((a, b) => b.path.length - a.path.length)[0];
  if (!root) return { kind: "fs_outside_roots", target: access.path };
  if (access.access === "write" && root.access === "ro") return { kind: "fs_write_readonly", target: access.path };
  return null;
}

function hostAllowed(policy: SandboxPolicy, host: string): boolean {
  return policy.egress_allow.some((allowed) =>
    allowed.startsWith("*.") ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

export function sandboxBreaches(policy: SandboxPolicy, context: ExecutionContext | null): SandboxBreach[] {
  if (context === null) return [{ kind: "context_missing", target: "" }];
  const breaches: SandboxBreach[] = [];
  for (const fs of context.filesystem) {
    const b = checkFs(policy, fs);
    if (b) breaches.push(b);
  }
  for (const host of context.egress) {
    if (!hostAllowed(policy, host.toLowerCase())) breaches.push({ kind: "egress_not_allowed", target: host });
  }
  return breaches;
}

/**
 * A server is known to the sandbox through its trusted digest's server_name. Calls with no
 * server (platform HTTP mutations, Shield's own tools) or no recorded envelope are not checked:
 * there is no agreed envelope to hold them to.
 */
export function checkSandbox({ call, state, manifest }: CheckContext): Finding | null {
  if (manifest === null || call.serverDigest === null) return null;
  const digest = state.trust.digests.get(call.serverDigest);
  if (!digest) return null;
  if (!SANDBOXED.includes(effectiveTier(manifest.risk_tier, digest.risk_tier))) return null;
  const policy = state.sandboxPolicies.get(digest.server_name);
  if (!policy) return null;
  const breaches = sandboxBreaches(policy, call.executionContext);
  return breaches.length === 0 ? null : { kind: "SandboxViolation", reasonCode: "sandbox_violation", violationId: "", breaches };
}
