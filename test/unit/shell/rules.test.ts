// Rules are data with examples: every shipped rule's examples run through the full analyzer,
// and malformed rules are refused at load time.
import { describe, expect, it } from "vitest";
import { analyzeShell, SHELL_RULES } from "../../../src/shell/index";
import { compileRe2, compileShellRules, type ShellRuleSpec } from "../../../src/shell/rules/rule";
import { PATH_RULES } from "../../../src/shell/rules/paths.rules";
import { matchPath } from "../../../src/shell/layers/structural";
import { parseCommand } from "../../../src/shell/parse";
import { cmdText } from "../../../src/shell/text";

const ids = (cmd: string): string[] => analyzeShell(cmd).findings.map((f) => f.rule_id);

describe("command rule examples", () => {
  for (const rule of SHELL_RULES) {
    it(`${rule.id}: mustMatch examples fire`, () => {
      for (const ex of rule.mustMatch) expect(ids(ex), ex).toContain(rule.id);
    });
    it(`${rule.id}: mustNotMatch examples do not fire`, () => {
      for (const ex of rule.mustNotMatch) expect(ids(ex), ex).not.toContain(rule.id);
    });
    if (rule.keywords !== undefined)
      it(`${rule.id}: keyword prefilter is sound on its examples`, () => {
        for (const ex of rule.mustMatch) {
          const texts = parseCommand(ex).cmds.map((c) => cmdText(c).toLowerCase());
          expect(texts.some((t) => rule.keywords!.some((k) => t.includes(k))), ex).toBe(true);
        }
      });
  }
  it("every shipped pattern compiles on the linear RE2 engine (re2js)", () => {
    for (const r of SHELL_RULES) {
      expect(() => compileRe2(r.id, r.pattern, r.caseSensitive)).not.toThrow();
      if (r.unless !== undefined) expect(() => compileRe2(r.id, r.unless!, r.caseSensitive)).not.toThrow();
    }
    for (const r of PATH_RULES) expect(() => compileRe2(r.id, r.pattern)).not.toThrow();
  });
  it("rule ids are unique and every rule carries a taxonomy", () => {
    expect(new Set(SHELL_RULES.map((r) => r.id)).size).toBe(SHELL_RULES.length);
    for (const r of SHELL_RULES) expect(r.taxonomy.split("/")).toHaveLength(3);
  });
});

describe("sensitive path catalogue examples", () => {
  for (const r of PATH_RULES) {
    const mode = r.read !== undefined ? "read" : "write";
    it(`${r.id} matches its examples and only those`, () => {
      for (const p of r.mustMatch) expect(matchPath(p, mode).map((x) => x.id), p).toContain(r.id);
      for (const p of r.mustNotMatch) expect(matchPath(p, mode).map((x) => x.id), p).not.toContain(r.id);
    });
  }
});

describe("rule loading refuses bad rules", () => {
  const base: ShellRuleSpec = { id: "shell.test.rule", description: "t", taxonomy: "a-b/c-d/e-f", decision: "audit", exe: ["x"], pattern: "^x", mustMatch: ["x"], mustNotMatch: ["y"] };
  it("accepts a well-formed rule", () => expect(compileShellRules([base])).toHaveLength(1));
  it("rejects duplicates, bad ids and bad taxonomy", () => {
    expect(() => compileShellRules([base, { ...base }])).toThrow(/duplicate/);
    expect(() => compileShellRules([{ ...base, id: "Bad Id" }])).toThrow(/malformed/);
    expect(() => compileShellRules([{ ...base, taxonomy: "nope" }])).toThrow(/taxonomy/);
  });
  it("rejects rules without examples", () => {
    expect(() => compileShellRules([{ ...base, mustMatch: [] }])).toThrow(/examples/);
    expect(() => compileShellRules([{ ...base, mustNotMatch: [] }])).toThrow(/examples/);
  });
  it("rejects non-RE2 syntax and unbounded quantifiers", () => {
    expect(() => compileShellRules([{ ...base, pattern: "(a)\\1" }])).toThrow(/RE2/);
    expect(() => compileShellRules([{ ...base, pattern: "a(?=b)" }])).toThrow(/RE2/);
    expect(() => compileShellRules([{ ...base, pattern: "a+" }])).toThrow(/unbounded/);
    expect(() => compileRe2("x", "a{0,2000}")).toThrow(/RE2/);
  });
  it("runs nested bounded repeats on the linear engine, simple ones natively", () => {
    const [nested] = compileShellRules([{ ...base, id: "shell.test.nested", pattern: "(?:[a-z]{1,8} ){0,4}x" }]);
    const [flat] = compileShellRules([{ ...base, id: "shell.test.flat", pattern: "^x[a-z]{0,4}" }]);
    expect(nested?.re.engine).toBe("re2");
    expect(flat?.re.engine).toBe("native");
    expect(nested?.re.test("ab cd x")).toBe(true);
  });
  it("rejects non-lowercase keywords", () => expect(() => compileShellRules([{ ...base, keywords: ["X"] }])).toThrow(/lowercase/));
});
