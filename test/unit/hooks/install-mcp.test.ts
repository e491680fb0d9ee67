// `hook install --mcp`: an agent's MCP config rewritten so stdio servers run through
// `agent-shield mcp-proxy` (remote servers untouched), shown as a diff, written only after
// confirmation (or --yes), idempotent, and reversible with --disable.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runHookCli } from "../../../src/hooks/cli";
import { lineDiff, routeThroughProxy } from "../../../src/hooks/mcp-config";
import { fakeIO, tempDir } from "./helpers";

const original = {
  mcpServers: {
    filesystem: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "/home/dev/shop"], env: { LOG: "1" } },
    linear: { type: "http", url: "https://mcp.linear.app/mcp" },
    git: { command: "uvx", args: ["mcp-server-git"] },
  },
  other: true,
};

async function install(args: string[], extra: Parameters<typeof fakeIO>[2] = {}) {
  const { io, out } = fakeIO("", {}, extra);
  const code = await runHookCli(["install", ...args], io);
  return { ...out, code };
}

describe("routeThroughProxy", () => {
  it("wraps stdio servers, keeps env and remote servers, and --disable restores the original", () => {
    const { config, changed } = routeThroughProxy(original, { program: "agent-shield", local: true, policyFile: "/p.json" });
    expect(changed).toEqual(["filesystem", "git"]);
    expect((config.mcpServers as Record<string, unknown>).filesystem).toEqual({
      command: "agent-shield",
      args: ["mcp-proxy", "--server-id", "filesystem", "--local", "--policy", "/p.json", "--", "npx", "-y", "@modelcontextprotocol/server-filesystem", "/home/dev/shop"],
      env: { LOG: "1" },
    });
    expect((config.mcpServers as Record<string, unknown>).linear).toEqual(original.mcpServers.linear);
    expect(routeThroughProxy(config, { program: "agent-shield", local: true }).changed).toEqual([]);
    expect(routeThroughProxy(config, { program: "agent-shield", local: false }, true).config).toEqual(original);
    expect(() => routeThroughProxy({ mcpServers: [] }, { program: "agent-shield", local: false })).toThrow();
  });
  it("diffs by line", () => {
    expect(lineDiff("a\nb\nc", "a\nx\nc")).toBe("  a\n- b\n+ x\n  c");
  });
});

describe("hook install --mcp", () => {
  it("shows the diff and writes nothing without --write; writes after confirmation, with a backup", async () => {
    const dir = tempDir();
    const file = path.join(dir, ".mcp.json");
    writeFileSync(file, JSON.stringify(original));
    const shown = await install(["--agent", "claude-code", "--mcp", "--local", "--dir", dir]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^\+ +"mcp-proxy",$/m);
    expect(shown.stdout).toMatch(/^- +"command": "npx",$/m);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(original);
    expect((await install(["--agent", "claude-code", "--mcp", "--write", "--dir", dir], { confirm: async () => false })).code).toBe(1);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(original);
    expect((await install(["--agent", "claude-code", "--mcp", "--local", "--write", "--dir", dir], { confirm: async () => true })).code).toBe(0);
    const after = JSON.parse(readFileSync(file, "utf8"));
    expect(after.mcpServers.git).toEqual({ command: "agent-shield", args: ["mcp-proxy", "--server-id", "git", "--local", "--", "uvx", "mcp-server-git"] });
    expect(JSON.parse(readFileSync(`${file}.bak`, "utf8"))).toEqual(original);
    expect((await install(["--agent", "claude-code", "--mcp", "--write", "--yes", "--disable", "--dir", dir])).code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(original);
  });
  it("cursor's .cursor/mcp.json; codex (TOML) is refused with instructions; a missing file is reported", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, ".cursor"));
    writeFileSync(path.join(dir, ".cursor/mcp.json"), JSON.stringify(original));
    expect((await install(["--agent", "cursor", "--mcp", "--write", "--yes", "--dir", dir])).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, ".cursor/mcp.json"), "utf8")).mcpServers.filesystem.command).toBe("agent-shield");
    const codex = await install(["--agent", "codex", "--mcp", "--dir", dir]);
    expect(codex.code).toBe(1);
    expect(codex.stderr).toContain("TOML");
    expect((await install(["--agent", "gemini-cli", "--mcp", "--dir", dir])).stderr).toContain("does not exist");
    expect(existsSync(path.join(dir, ".gemini"))).toBe(false);
  });
});
