// --local mode reads the tenant's scan policy from a local file (the JSON of PUT /v2/scan-policy):
// protected paths and fail-closed choices apply to commands on a machine that sends nothing out.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runHookCli } from "../../../src/hooks/cli";
import { fakeIO, tempDir, withCommand } from "./helpers";

const decision = (stdout: string): string | undefined => (stdout === "" ? "allow" : JSON.parse(stdout).hookSpecificOutput?.permissionDecision);

async function run(command: string, args: string[] = [], env: Record<string, string | undefined> = {}) {
  const { io, out } = fakeIO(withCommand("claude-code", command), env);
  const exitCode = await runHookCli(["--agent", "claude-code", "--local", ...args], io);
  return { ...out, exitCode };
}

function policyFile(policy: unknown): string {
  const f = path.join(tempDir(), "policy.json");
  writeFileSync(f, JSON.stringify(policy));
  return f;
}

describe("hook --local with a policy file", () => {
  it("applies protected paths from --policy and from AGENT_SHIELD_POLICY", async () => {
    const cmd = "cp /srv/keys/prod.pem /tmp/x";
    expect(decision((await run(cmd)).stdout)).not.toBe("deny");
    const f = policyFile({ shell: { protected_paths: ["/srv/keys"] } });
    expect(decision((await run(cmd, ["--policy", f])).stdout)).toBe("deny");
    expect(decision((await run(cmd, [], { AGENT_SHIELD_POLICY: f })).stdout)).toBe("deny");
  });
  it("denies a dangerous command hidden behind any padding (the red-team inputs)", async () => {
    for (const pad of ["true; ".repeat(128), "true; ".repeat(3000), Array.from({ length: 80 }, (_, i) => `sudo ls /srv/x${i}`).join("; ") + "; "])
      expect(decision((await run(`${pad}rm -rf /`)).stdout)).toBe("deny");
  });
  it("applies the tenant's own shell rules from the policy file", async () => {
    const f = policyFile({ shell: { rules: [{ id: "no-prod-deploy", description: "prod deploys go through CI", decision: "block", pattern: "^make deploy-prod" }] } });
    expect(decision((await run("make deploy-prod")).stdout)).not.toBe("deny");
    expect(decision((await run("make deploy-prod", ["--policy", f])).stdout)).toBe("deny");
  });
  it("applies the tenant's choice to audit a fail-closed code", async () => {
    const cmd = "ledger balance Expenses and not (Drinks or Food)";
    expect(decision((await run(cmd)).stdout)).toBe("deny");
    const f = policyFile({ shell: { audit_instead: ["shell.parse.fallback"] } });
    expect(decision((await run(cmd, ["--policy", f, "--on-audit", "ask"])).stdout)).toBe("ask");
  });
  it("fails closed on a policy file it cannot read or validate", async () => {
    const bad = policyFile({ shell: { audit_instead: ["shell.struct.rm-root"] } });
    expect(decision((await run("git status", ["--policy", bad])).stdout)).toBe("deny");
    expect(decision((await run("git status", ["--policy", "/nonexistent/policy.json"])).stdout)).toBe("deny");
  });
});
