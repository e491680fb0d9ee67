// The reviewer's preview core: typed placeholders where the scanner found secrets or PII, the rest
// of the arguments as proposed, bounded in depth and size whatever the caller sends.
import { describe, expect, it } from "vitest";
import { buildPreview, maskArguments, placeholderFor } from "../../../src/approvals/preview";

const AWS_KEY = ["AKIA", "Q3EGRIYM", "2ZJ5KX7P"].join("");

describe("approval previews", () => {
  it("replaces secrets and PII by typed placeholders, keeps everything else, and names each finding's path", () => {
    const m = maskArguments({ to: "acct-9", amount: 5, items: [{ note: `mail bob@example.com key ${AWS_KEY}` }], url: "http://10.0.0.5/admin" });
    const v = m.value as any;
    expect(v.to).toBe("acct-9");
    expect(v.amount).toBe(5);
    expect(v.items[0].note).toMatch(/^mail \[PII:email\] key \[SECRET:aws_access_key[a-z_]*\]$/);
    expect(JSON.stringify(m)).not.toContain(AWS_KEY);
    expect(JSON.stringify(m)).not.toContain("bob@example.com");
    expect(m.findings.map((f) => f.path)).toEqual(expect.arrayContaining(["items[0].note"]));
    expect(Object.keys(v)).toEqual(["to", "amount", "items", "url"]); // the caller's order
  });

  it("placeholders name the class and rule, never the value", () => {
    expect(placeholderFor({ class: "pii", rule_id: "pii.credit-card" })).toBe("[PII:credit_card]");
    expect(placeholderFor({ class: "secrets", rule_id: "secrets.github-pat" })).toBe("[SECRET:github_pat]");
  });

  it("arguments nested 5,000 deep or megabytes long are cut, not a stack overflow", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 5000; i++) deep = { d: deep };
    const p = buildPreview({ toolName: "t", serverDigest: null, agentKeyId: null, taintLabel: null, reasonCodes: [], arguments: deep });
    expect(p.truncated).toBe(true);
    const long = buildPreview({ toolName: "t", serverDigest: null, agentKeyId: null, taintLabel: null, reasonCodes: [], arguments: { a: "y".repeat(1_000_000), b: "z".repeat(50_000) } });
    expect(long.truncated).toBe(true);
    expect(JSON.stringify(long).length).toBeLessThan(40_000);
  });
});
