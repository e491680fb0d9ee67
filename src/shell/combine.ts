// Most-restrictive-wins: block > audit > allow. Nothing downgrades a finding.
import type { ShellDecision, ShellFinding } from "./types";

const RANK: Record<ShellDecision, number> = { allow: 0, audit: 1, block: 2 };

export function combine(findings: readonly ShellFinding[], fallback: ShellDecision = "allow"): ShellDecision {
  let d: ShellDecision = fallback;
  for (const f of findings) if (RANK[f.decision] > RANK[d]) d = f.decision;
  return d;
}

export function mostRestrictive(a: ShellDecision, b: ShellDecision): ShellDecision {
  return RANK[a] >= RANK[b] ? a : b;
}
