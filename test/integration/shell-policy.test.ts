// The tenant's shell settings reach the analyzer on every path: /v2/scan with a shell tool, the
// gate's evaluation of a shell tool call, and (unit-tested) the MCP gateway's argument scan.
import { beforeEach, describe, expect, it } from "vitest";
import { call, expectError, json, scanBody, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, manifest, setSettings } from "./shield-helpers";

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
});

const put = (policy: unknown) => call("/v2/scan-policy", { method: "PUT", key: t.admin, body: policy });
const shellScan = async (command: string) => json(await call("/v2/scan", { key: t.agent, body: scanBody(command, { source: "agent_message", direction: "outbound", tool: "Bash" }) }));
const UNPARSEABLE = "ledger balance Expenses and not (Drinks or Food)";

describe("tenant shell settings", () => {
  it("reach /v2/scan: protected paths block, chosen fail-closed codes audit", async () => {
    expect((await shellScan("cat /srv/keys/prod.pem")).verdict).not.toBe("malicious");
    expect((await shellScan(UNPARSEABLE)).verdict).toBe("malicious"); // fail closed by default
    expect((await put({ shell: { protected_paths: ["/srv/keys"], audit_instead: ["shell.parse.fallback"] } })).status).toBe(200);
    const prot = await shellScan("cat /srv/keys/prod.pem");
    expect(prot.verdict).toBe("malicious");
    expect(prot.findings.map((f: { rule_id: string }) => f.rule_id)).toContain("shell.protected.path");
    expect((await shellScan(UNPARSEABLE)).verdict).toBe("suspicious");
    // Padding past the analysis limits stays closed: only the codes the tenant named are softened.
    expect((await shellScan("true; ".repeat(2500) + "echo ok")).verdict).toBe("malicious");
  });

  it("are validated: only fail-closed codes may be audited, paths must be absolute or ~", async () => {
    const e1 = await expectError(await put({ shell: { audit_instead: ["shell.struct.rm-root"] } }), 400, "ValidationFailed");
    expect(e1.issues[0].path).toMatch(/^shell\.audit_instead/);
    await expectError(await put({ shell: { protected_paths: ["relative/dir"] } }), 400, "ValidationFailed");
  });

  it("reach the gate: a shell call touching a protected path is refused in enforce mode", async () => {
    await declare(t, manifest("Bash", { capability_class: "WRITE_PRIVATE", risk_tier: "med" }));
    await setSettings(t, { mode: "enforce" });
    const cmd = { toolName: "Bash", taintLabel: "SYSTEM_GENERATED", arguments: { command: "cp /srv/keys/prod.pem /tmp/x" } };
    expect((await evaluate(t, cmd)).status).toBe(200);
    expect((await put({ shell: { protected_paths: ["/srv/keys"] } })).status).toBe(200);
    const err = await expectError(await evaluate(t, cmd), 412, "PolicyBlocked");
    expect(err.policy).toBe("mediation");
    // The tenant's disabled rules apply at the gate too.
    expect((await put({ shell: { protected_paths: ["/srv/keys"] }, disabled_rules: ["shell.protected.path"] })).status).toBe(200);
    expect((await evaluate(t, cmd)).status).toBe(200);
  });
});
