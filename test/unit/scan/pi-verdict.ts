// What the prompt-injection tests ask of a scan: is the text flagged for injection (verdict not
// clean and an injection score of at least 0.5, as the corpus counts it), and why.
import { scanContent, type Source } from "../../../src/scan/index";

export function piVerdict(content: string, source: Source = "user_message"): { flagged: boolean; score: number; rules: string[] } {
  const r = scanContent({ content, context: { source, direction: "inbound" } });
  return { flagged: r.verdict !== "clean" && r.scores.prompt_injection >= 0.5, score: r.scores.prompt_injection, rules: r.findings.map((f) => f.rule_id) };
}
