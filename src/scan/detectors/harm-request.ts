// A request for a serious harm (rules/harm.ts) inside a jailbreak's wrapping: a role frame ("You
// are a chemist who …") or a pretext that the answer will never be used. Each of the three is a
// weak trait (0.35) and any two flag together. The harm vocabulary is read only when the wrapping
// is there; the role frame, which the rules report only beside the pretext, is reported beside a
// harmful request here.
import type { RuleMatch } from "../rules/rule";
import { findHarmRequests } from "../rules/harm";
import type { RawFinding } from "./finding";

export const HARM_REQUEST = "pi.jailbreak.trait-harm-request";
const ROLE_FRAME = "pi.jailbreak.trait-role-frame";
const PRETEXT = "pi.jailbreak.trait-fiction-shield";
const CONFIDENCE = 0.35;

/**
 * `matches`: the rule matches on the content; `prose`: the folded view they read; `toContent`
 * maps its spans to the content's.
 */
export function harmRequestFindings(matches: readonly RuleMatch[], prose: string, content: string, toContent: (s: number, e: number) => { start: number; end: number }): RawFinding[] {
  let frame: RuleMatch | undefined;
  let pretext = false;
  for (const m of matches) {
    if (m.rule.id === ROLE_FRAME) frame ??= m;
    else if (m.rule.id === PRETEXT) pretext = true;
  }
  if (frame === undefined && !pretext) return [];
  const harm = findHarmRequests(prose, 1)[0];
  if (harm === undefined) return [];
  const out: RawFinding[] = [];
  const h = toContent(harm.start, harm.end);
  out.push({ class: "prompt_injection", rule_id: HARM_REQUEST, start: h.start, end: h.end, confidence: CONFIDENCE, value: content.slice(h.start, h.end), kind: "jailbreak" });
  if (frame !== undefined && !pretext) {
    const f = toContent(frame.start, frame.end);
    out.push({ class: "prompt_injection", rule_id: ROLE_FRAME, start: f.start, end: f.end, confidence: frame.rule.confidence, value: content.slice(f.start, f.end), kind: "jailbreak" });
  }
  return out;
}
