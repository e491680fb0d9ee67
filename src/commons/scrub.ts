// Before a submission is stored, our own scanner reads every free-text field. A community
// pattern is shared with every tenant, so a live credential or personal data in an example would
// leak to all of them: such a submission is refused, naming the field and the rule, never the value.
import { scanContent } from "../scan/index";
import type { PatternSubmission } from "./schema";

export interface ScrubIssue {
  path: string;
  message: string;
}

const SENSITIVE = new Set(["secrets", "pii"]);

function textsOf(sub: PatternSubmission): [string, string][] {
  return [
    ["description", sub.description],
    ...sub.rule.mustMatch.map((t, i): [string, string] => [`rule.mustMatch.${i}`, t]),
    ...sub.rule.mustNotMatch.map((t, i): [string, string] => [`rule.mustNotMatch.${i}`, t]),
    ...(sub.references ?? []).map((t, i): [string, string] => [`references.${i}`, t]),
  ];
}

/** Empty when nothing sensitive was found; otherwise one issue per field and class. */
export function scrubSubmission(sub: PatternSubmission): ScrubIssue[] {
  const out: ScrubIssue[] = [];
  for (const [path, text] of textsOf(sub)) {
    // Outbound: this text is about to leave the tenant for every other tenant.
    const r = scanContent({ content: text, context: { source: "agent_message", direction: "outbound" } });
    const rules = [...new Set(r.findings.filter((f) => SENSITIVE.has(f.class)).map((f) => `${f.class} (${f.rule_id})`))];
    if (rules.length > 0) out.push({ path, message: `contains ${rules.join(", ")}; replace it with a placeholder or a synthetic value that our scanner does not flag` });
  }
  return out;
}
