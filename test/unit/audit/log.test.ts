// The local audit log: entries chained and signed with a key made on first use (0600, in the
// config dir the env points at); `log verify` catches a removed, edited, reordered or truncated
// entry and exits non-zero; `log show` prints without content; forwarding ships what the service
// accepts and keeps the rest for the next run (a cursor), so nothing is lost while offline.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runLogCli } from "../../../src/audit/cli";
import { forwardAudit } from "../../../src/audit/forward";
import { appendAudit, configDir, readCursor, verifyAudit, type AuditInput } from "../../../src/audit/log";

function freshLog(n = 4): { dir: string; env: Record<string, string> } {
  const home = mkdtempSync(path.join(tmpdir(), "ash-audit-"));
  const env = { XDG_CONFIG_HOME: home, HOME: home };
  const dir = configDir(env);
  for (let i = 0; i < n; i++) {
    const input: AuditInput = { kind: "hook", agent: "claude-code", event: "PreToolUse", tool: "Bash", decision: i % 2 ? "deny" : "allow", action: i % 2 ? "block" : "proceed", verdict: i % 2 ? "malicious" : "clean", rules: i % 2 ? ["shell.destroy.rm-root"] : [], content_sha256: "a".repeat(64) };
    appendAudit(dir, input, new Date(Date.UTC(2026, 11, 1, 12, 0, i)));
  }
  return { dir, env };
}

const logFile = (dir: string) => path.join(dir, "audit.jsonl");
const lines = (dir: string) => readFileSync(logFile(dir), "utf8").trimEnd().split("\n");
const writeLines = (dir: string, l: string[]) => writeFileSync(logFile(dir), `${l.join("\n")}\n`);

async function verifyCli(env: Record<string, string>): Promise<{ code: number; out: string }> {
  let out = "";
  const code = await runLogCli(["verify"], { stdout: (s) => void (out += s), stderr: (s) => void (out += s), env });
  return { code, out };
}

describe("the key and the files", () => {
  it("lives in $XDG_CONFIG_HOME/agent-shield with mode 0600", () => {
    const { dir } = freshLog(1);
    expect(dir).toContain("agent-shield");
    expect(statSync(path.join(dir, "audit-key.json")).mode & 0o777).toBe(0o600);
    expect(statSync(logFile(dir)).mode & 0o777).toBe(0o600);
  });
  it("falls back to ~/.config/agent-shield, and AGENT_SHIELD_CONFIG_DIR overrides both", () => {
    expect(configDir({ HOME: "/h" })).toBe("/h/.config/agent-shield");
    expect(configDir({ HOME: "/h", XDG_CONFIG_HOME: "/x", AGENT_SHIELD_CONFIG_DIR: "/c" })).toBe("/c");
  });
});

describe("log verify", () => {
  it("passes an untouched log (exit 0)", async () => {
    const { env } = freshLog();
    expect(await verifyCli(env)).toMatchObject({ code: 0, out: expect.stringContaining("ok: 4 entries") });
  });

  it("detects a removed entry in the middle", async () => {
    const { dir, env } = freshLog();
    const l = lines(dir);
    writeLines(dir, [l[0]!, l[2]!, l[3]!]);
    const r = await verifyCli(env);
    expect(r.code).toBe(1);
    expect(verifyAudit(dir).problems.map((p) => p.problem)).toEqual(expect.arrayContaining(["broken_chain", "sequence_gap"]));
  });

  it("detects the last entry cut off (the signed head no longer matches)", async () => {
    const { dir, env } = freshLog();
    writeLines(dir, lines(dir).slice(0, 3));
    expect((await verifyCli(env)).code).toBe(1);
    expect(verifyAudit(dir).problems.map((p) => p.problem)).toContain("head_mismatch");
  });

  it("detects an edited entry (a deny rewritten as an allow)", async () => {
    const { dir, env } = freshLog();
    const l = lines(dir);
    l[1] = l[1]!.replace('"decision":"deny"', '"decision":"allow"');
    writeLines(dir, l);
    expect((await verifyCli(env)).code).toBe(1);
    expect(verifyAudit(dir).problems).toContainEqual({ line: 2, problem: "hash_mismatch" });
  });

  it("detects an edit whose hash was recomputed (the signature no longer matches)", async () => {
    const { dir } = freshLog();
    const l = lines(dir);
    const e = JSON.parse(l[1]!);
    e.decision = "allow";
    const { createHash } = await import("node:crypto");
    const { canonical } = await import("../../../src/audit/chain");
    const { hash: _h, sig: _s, ...body } = e;
    e.hash = createHash("sha256").update(canonical(body)).digest("hex");
    l[1] = JSON.stringify(e);
    writeLines(dir, l);
    expect(verifyAudit(dir).problems.map((p) => p.problem)).toContain("bad_signature");
  });

  it("detects reordered entries", async () => {
    const { dir, env } = freshLog();
    const l = lines(dir);
    writeLines(dir, [l[0]!, l[2]!, l[1]!, l[3]!]);
    expect((await verifyCli(env)).code).toBe(1);
    expect(verifyAudit(dir).problems.map((p) => p.problem)).toContain("broken_chain");
  });
});

describe("log show", () => {
  it("prints one line per entry: decision, action, rules; hashes only", async () => {
    const { env } = freshLog(2);
    let out = "";
    expect(await runLogCli(["show"], { stdout: (s) => void (out += s), stderr: () => {}, env })).toBe(0);
    const rows = out.trimEnd().split("\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^2\t2026-12-01T12:00:01.000Z\thook\/claude-code\tPreToolUse\tBash\tdeny\tblock\tmalicious\tshell\.destroy\.rm-root$/);
  });
});

describe("forwarding", () => {
  it("ships pending entries, keeps the cursor where the service stopped accepting, and resumes", async () => {
    const { dir } = freshLog(3);
    const bodies: { entries: { seq: number }[]; public_key: { kty: string } }[] = [];
    let online = false;
    const fetchStub = (async (_url: string, init: RequestInit) => {
      if (!online) throw new TypeError("fetch failed");
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ ok: true }), { status: 201 });
    }) as unknown as typeof fetch;
    expect(await forwardAudit(dir, "https://shield.example", "ask_x", 1000, fetchStub)).toMatchObject({ shipped: 0, pending: 3, error: "the service was unreachable" });
    expect(readCursor(dir).seq).toBe(0);
    online = true;
    expect(await forwardAudit(dir, "https://shield.example", "ask_x", 1000, fetchStub)).toEqual({ shipped: 3, pending: 0 });
    expect(bodies[0]!.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(bodies[0]!.public_key.kty).toBe("OKP");
    appendAudit(dir, { kind: "proxy", server_id: "fs", event: "tools/call", tool: "read_file", decision: "allow", action: "proceed", rules: [] });
    expect(await forwardAudit(dir, "https://shield.example", "ask_x", 1000, fetchStub)).toEqual({ shipped: 1, pending: 0 });
    expect(bodies[1]!.entries.map((e) => e.seq)).toEqual([4]);
  });
});
