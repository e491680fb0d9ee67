// Table-driven shell tests: each row of commands that must block names the rule that must say so;
// each everyday command beside them must not block.
import { expect, it } from "vitest";
import { analyzeShell } from "../../../src/shell/index";

/** The rule ids of a command's blocking findings. */
export const blocks = (cmd: string): string[] => analyzeShell(cmd).findings.filter((f) => f.decision === "block").map((f) => f.rule_id);

const label = (cmd: string): string => cmd.replace(/\n/g, " ⏎ ").slice(0, 70);

/** One test per row: `block` commands block with the named rule, `fine` commands do not block. */
export function decisionTable(block: readonly (readonly [string, string])[], fine: readonly string[]): void {
  for (const [cmd, rule] of block) it(`blocks: ${label(cmd)}`, () => expect(blocks(cmd)).toContain(rule));
  for (const cmd of fine) it(`does not block: ${label(cmd)}`, () => expect(analyzeShell(cmd).decision).not.toBe("block"));
}
