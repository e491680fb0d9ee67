// analyzeShell is total and deterministic: arbitrary text, shell-shaped token soup and hostile
// nesting never throw, always yield a valid decision, and the same input gives the same output.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyzeShell } from "../../../src/shell/index";

const TOKENS = ["rm", "-rf", "/", "~", "sudo", "env", "X=1", "bash", "-c", "'", "\"", "$(", ")", "`", "|", "||", "&&", ";", "&", "<(", ">(", ">", ">>", "<<", "<<<", "EOF", "\n", "$HOME", "${A:-/etc}", "curl", "http://x", "base64", "-d", "eval", "xargs", "find", "-exec", "{}", "\\;", "cat", "~/.ssh/id_rsa", "echo", "(", "{", "}", "#", "\\", "*", "$'\\x41'", "\u200b", "git", "commit", "-m", "python3", "ls", " "];
const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((a) => a.join(" "));
const DECISIONS = new Set(["allow", "audit", "block"]);

function valid(cmd: string): void {
  const a = analyzeShell(cmd);
  expect(DECISIONS.has(a.decision)).toBe(true);
  expect(a.parse === "ok" || a.parse === "fallback").toBe(true);
  for (const f of a.findings) {
    expect(DECISIONS.has(f.decision)).toBe(true);
    expect(f.description.length).toBeLessThanOrEqual(200);
  }
  // Most restrictive wins: the decision is at least every finding's decision.
  const rank = { allow: 0, audit: 1, block: 2 } as const;
  for (const f of a.findings) expect(rank[a.decision]).toBeGreaterThanOrEqual(rank[f.decision]);
  expect(JSON.stringify(analyzeShell(cmd))).toBe(JSON.stringify(a));
}

describe("analyzeShell properties", () => {
  it("never throws and is deterministic on arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => valid(s)), { numRuns: 400 });
  });
  it("never throws and is deterministic on shell-shaped token soup", () => {
    fc.assert(fc.property(soup, (s) => valid(s)), { numRuns: 600 });
  });
  it("never throws on full unicode", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), (s) => valid(s)), { numRuns: 200 });
  });
  it("unparseable input is audited, never allowed", () => {
    for (const s of ["echo \"unterminated", "if then fi (", "cat <<EOF\nno end", "$(((("]) {
      const a = analyzeShell(s);
      expect(a.decision, s).not.toBe("allow");
    }
  });
  it("non-string input fails closed instead of throwing", () => {
    expect(analyzeShell(undefined as unknown as string).decision).toBe("block");
    expect(() => analyzeShell(null as unknown as string)).not.toThrow();
  });
});

describe("hostile inputs stay bounded", () => {
  it("deep nesting, 100 KB heredocs and huge inputs finish fast and fail safe", async () => {
    const { ADVERSARIAL, STRESS } = await import("../../../bench/shell");
    for (const [name, cmd] of Object.entries({ ...ADVERSARIAL, ...STRESS })) {
      analyzeShell(cmd);
      const t0 = performance.now();
      const a = analyzeShell(cmd);
      // Generous for shared CI machines; a quadratic regression costs seconds, not milliseconds.
      expect(performance.now() - t0, name).toBeLessThan(250);
      expect(DECISIONS.has(a.decision), name).toBe(true);
    }
    expect(analyzeShell(ADVERSARIAL["nested-bash-c-12"] ?? "").decision).not.toBe("allow");
    expect(analyzeShell(ADVERSARIAL["nested-substitution-200"] ?? "").decision).not.toBe("allow");
  });
});
