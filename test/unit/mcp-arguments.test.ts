// The MCP gateway's outbound argument scan: a shell tool's command goes through the shell
// analyzer under the tenant's shell settings, as on /v2/scan and at the gate.
import { describe, expect, it } from "vitest";
import { scanArguments } from "../../src/mcp/gateway/arguments";

describe("gateway argument scan of shell tools", () => {
  it("blocks a dangerous command hidden behind padding (fail closed), as string or argv", () => {
    const padded = scanArguments("execute_command", { command: "true; ".repeat(3000) + "rm -rf /" });
    expect(padded.violation?.kind).toBe("content");
    expect(scanArguments("run_shell_command", { command: ["rm", "-rf", "/"] }).verdict).toBe("malicious");
    expect(scanArguments("execute_command", { command: "git status" }).violation).toBeNull();
  });
  it("applies the tenant's protected paths and fail-closed choices", () => {
    const cmd = { command: "cp /srv/keys/prod.pem /tmp/x" };
    expect(scanArguments("execute_command", cmd).violation).toBeNull();
    const v = scanArguments("execute_command", cmd, { shell: { protected_paths: ["/srv/keys"] } }).violation;
    expect(v?.kind === "content" && v.rules).toContain("shell.protected.path");
    const unparseable = { command: "ledger balance Expenses and not (Drinks or Food)" };
    expect(scanArguments("execute_command", unparseable).violation).not.toBeNull();
    expect(scanArguments("execute_command", unparseable, { shell: { audit_instead: ["shell.parse.fallback"] } }).violation).toBeNull();
  });
  it("does not run the shell analyzer for tools that are not shells", () => {
    const r = scanArguments("search_docs", { command: "ledger balance Expenses and not (Drinks or Food)" });
    expect(r.findings.some((f) => f.rule_id.startsWith("shell."))).toBe(false);
  });
});
