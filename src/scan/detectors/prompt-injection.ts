// Prompt injection: rule hits on the folded view, weighted by where the text came from, plus
// signals that do not fit a pattern (invisible characters, instructions in hidden carriers).
import type { RuleMatch } from "../rules/rule";
import type { ScanContext } from "../types";
import { toOriginal, type FoldedText } from "../normalize";
import type { RawFinding } from "./finding";
import { isJsSpace } from "../chars";
import { EFFECT_ANCHOR } from "../rules/effect-anchors.rules";

/** Text that arrives as data. Instructions inside it are not the user's and deserve more suspicion. */
const DATA_SOURCES = new Set(["tool_output", "email", "web", "file", "agent_message"]);

// Documentation *about* attacks quotes attack phrases; it may be flagged, but not blocked.
const DOC_CUES = /\b(?:prompt injections?|injection attacks?|attacks?|examples?|injection tasks?|jailbreak(?:s|ing)? (?:attacks?|prompts?|attempts?|detection)|attackers?|adversar(?:y|ial)|benchmark|detect(?:s|ed|ion|or)?|classif(?:y|ier|ies)|scanner|e\.g\.|for example|such as|payloads?|red[- ]team(?:ing)?|vulnerab(?:le|ility)|mitigat(?:e|ion)|defen[cs]e|guardrails?|llm guard|security)\b/g;

/**
 * Logit offset of the learned model for where the text came from: the user's own message is
 * trusted a little more, since a request there is the user's request unless it is a jailbreak.
 * Set by hand, not fit: the corpus has too few benign data-borne texts to learn an offset for
 * tool output or e-mail without learning "tool output is an attack". Leave-one-source-out
 * measured it as neutral on the corpus (docs/CALIBRATION.md).
 */
export function contextPrior(ctx: ScanContext): number {
  return ctx.source === "user_message" ? USER_MESSAGE_PRIOR : 0;
}
const USER_MESSAGE_PRIOR = -0.5;

/**
 * Requests one agent hands another in the ordinary run of a task: "please use these sources",
 * "please run the test suite", "please schedule the review". In another agent's message they weigh
 * as a polite request in mail does; money, access and data moved out ("please grant read access to
 * …", "please pay invoice #882") still weigh as a forged user's.
 */
const ROUTINE_REQUEST = /^(?:please|kindly)[ ,]{1,3}(?:also[ ,]{1,2}|now[ ,]{1,2}|then[ ,]{1,2})?(?:use|run|list|fill|book|schedule|create|add|open|get|fetch|retrieve|copy|set up|navigate|guide|check|read|review|search|locate|collect|gather|compile|save|cite|draft|write|follow|log off|log out|bring|attend|join|reply|complete|send|e-?mail|forward|share|assign|update|publish|post|attach|archive)\b/i;

/** What a request moves that a routine one does not: access, secrets, money. Read just after the request's verb. */
const MOVES_ACCESS_OR_MONEY = /\b(?:access|permissions?|keys?|tokens?|passwords?|credentials?|admin|owner|roles?|payments?|pay|invoices?|wire|transfers?|refunds?|accounts?|iban)\b|[$€£]/i;
/** The characters after a request's verb read for what it moves. */
const OBJECT_WINDOW = 80;

/** Whether the polite request at `span` is a routine one: its verb routine, and what follows it moving nothing. */
function routineRequest(original: string, span: { start: number; end: number }): boolean {
  return ROUTINE_REQUEST.test(original.slice(span.start, span.end + OBJECT_WINDOW)) && !MOVES_ACCESS_OR_MONEY.test(original.slice(span.end, span.end + OBJECT_WINDOW));
}

function weight(kind: string | undefined, ctx: ScanContext, routine = false): number {
  const data = DATA_SOURCES.has(ctx.source);
  if (ctx.tool === "tools/list") {
    // A tool description legitimately tells the model how and when to use the tool; what it asks
    // beyond that is judged by intent (detectors/tool-poisoning.ts), not by directive phrasing.
    if (kind === "agent-directive" || kind === "polite-request" || kind === "assistant-task") return 0.5;
    if (kind === "jailbreak") return 0.7;
  }
  switch (kind) {
    case "agent-directive":
      return data ? 1.15 : 0.35;
    case "tool-poisoning":
      return data ? 1.2 : 0.6;
    case "tool-description":
      // Phrases that are only suspicious in an MCP tool description (tools/list), not in mail or pages.
      return ctx.tool === "tools/list" ? 1.2 : 0.5;
    case "polite-request":
      // Correspondence, web pages and documents are full of polite requests to their human reader
      // ("please update your browser", "please run the tests before a pull request"); API results
      // are not, and other agents' messages only in their routine requests (ROUTINE_REQUEST). Not
      // tool results' routine requests either: there a routine verb is how injections in reviews and
      // tickets ask ("Please create a new blacklist policy …", 35 of InjecAgent's records).
      if (routine) return 0.85;
      return ctx.source === "email" || ctx.source === "web" || ctx.source === "file" ? 0.85 : data ? 1.15 : 0.35;
    case "assistant-task":
      // Correspondence and tool results rarely address an AI; tutorials and user prompts do.
      return ctx.source === "email" ? 1.15 : ctx.source === "tool_output" ? 1.0 : ctx.source === "user_message" ? 0.3 : 0.6;
    case "chat-template":
      // A file holding a prompt template or a tokenizer's configuration spells these out.
      return ctx.source === "file" ? 0.5 : ctx.source === "user_message" ? 0.7 : 1;
    case "role":
      // A user pasting a transcript writes "Assistant: Sure..." too; inside data it is a forged turn.
      return ctx.source === "user_message" ? 0.7 : 1;
    case "exfil":
      return data ? 1.1 : 0.9;
    default:
      return 1;
  }
}

/**
 * An injection finding of `kind` at `span` of the original text, its confidence weighed for the
 * context the text arrives in. Rule matches and detectors' own traits are weighed alike.
 */
export function piFinding(ruleId: string, kind: string | undefined, confidence: number, span: { start: number; end: number }, ctx: ScanContext, original: string): RawFinding {
  // Another agent's routine request weighs as mail's; one that goes on to move access or money does not.
  const routine = kind === "polite-request" && ctx.source === "agent_message" && routineRequest(original, span);
  return { class: "prompt_injection", rule_id: ruleId, start: span.start, end: span.end, confidence: Math.min(0.97, confidence * weight(kind, ctx, routine)), value: original.slice(span.start, span.end), kind };
}

export function piFindings(matches: RuleMatch[], folded: FoldedText, ctx: ScanContext, mapSpan: (s: number, e: number) => { start: number; end: number }, original: string): RawFinding[] {
  const out: RawFinding[] = [];
  let traitRules: Map<string, string> | undefined;
  for (const m of matches) {
    if (m.rule.class !== "prompt_injection" || m.rule.kind === EFFECT_ANCHOR) continue;
    const need = m.rule.onlyWith;
    if (need !== undefined && !matches.some((o) => need.includes(o.rule.id))) continue;
    // Neighbouring languages share words ("elimina i backup" is Spanish and Italian, authorized_keys
    // is every language's): a trait class counts once whichever languages' rules found it, or one
    // effect in one sentence would be two traits and flag.
    const trait = m.rule.trait;
    if (trait !== undefined) {
      const first = (traitRules ??= new Map<string, string>()).get(trait);
      if (first === undefined) traitRules.set(trait, m.rule.id);
      else if (first !== m.rule.id) continue;
    }
    out.push(piFinding(m.rule.id, m.rule.kind, m.rule.confidence, mapSpan(m.start, m.end), ctx, original));
  }
  const inv = folded.invisible;
  const at = Math.max(0, inv.firstAt);
  if (inv.tag > 0) out.push({ class: "prompt_injection", rule_id: "pi.invisible.tag-characters", start: at, end: at + 2, confidence: 0.85, value: "[tag characters]" });
  if (inv.bidi > 0) out.push({ class: "prompt_injection", rule_id: "pi.invisible.bidi-override", start: at, end: at + 1, confidence: inv.bidi >= 2 ? 0.5 : 0.35, value: "[bidi control]" });
  if (inv.zeroWidthInWord > 0) out.push({ class: "prompt_injection", rule_id: "pi.invisible.zero-width-in-word", start: at, end: at + 1, confidence: inv.zeroWidthInWord >= 3 ? 0.55 : 0.35, value: "[zero-width]" });
  return out;
}

/**
 * Styles and attributes that hide text. Every match is a property name, up to 3 spaces and ":", or
 * an attribute name, up to 2 spaces and "=": HIDING_STYLE is tried only where a ":" or "=" has such
 * a name before it, instead of at every letter of the text (a search that took about 20 ms per pass
 * over the development set's newer injection file). The matches are the same as a search with it.
 */
export const HIDING_STYLE = /(?:display\s{0,3}:\s{0,3}none|visibility\s{0,3}:\s{0,3}hidden|font-size\s{0,3}:\s{0,3}[01](?:px|pt|em)?\b|opacity\s{0,3}:\s{0,3}0(?:\.0)?\b|(?:left|top|text-indent|margin-left)\s{0,3}:\s{0,3}-\d{3,6}(?:px|pt|em)\b|clip\s{0,3}:\s{0,3}rect\(\s{0,3}0|(?:height|width|max-height)\s{0,3}:\s{0,3}0(?:px)?\s{0,3};[^"'>]{0,80}overflow\s{0,3}:\s{0,3}hidden|\b(?:alt|title|aria-label)\s{0,2}=\s{0,2}["'])/giy;
const COLON_OR_EQUALS = /[:=]/g;
/** HIDING_STYLE's property names (before ":") and attribute names (before "="). */
const PROPERTIES = ["display", "visibility", "font-size", "opacity", "left", "top", "text-indent", "margin-left", "clip", "height", "width", "max-height"];
const ATTRIBUTES = ["alt", "title", "aria-label"];
/** The names before a ":" or "=" that can start a match; the leftmost wins, as in a search. */
const NAME_BEFORE_COLON = new RegExp(`(?:${PROPERTIES.join("|")})\\s{0,3}$`, "i");
const NAME_BEFORE_EQUALS = new RegExp(`\\b(?:${ATTRIBUTES.join("|")})\\s{0,2}$`, "i");
const LONGEST_NAME = Math.max(...PROPERTIES.map((n) => n.length)) + 3;

/** Lowercased last letters of the names: a ":" or "=" after anything else is passed over at once. */
const NAME_ENDS = new Set([...PROPERTIES, ...ATTRIBUTES].map((n) => n.charCodeAt(n.length - 1)));
/**
 * ":" and "=" with a name before them that the pattern then rejects ("top:" a megabyte long took
 * 76 ms/MB): past this many, the rest of the text is not searched (the carriers only add weight to
 * an injection already found).
 */
const MAX_TRIES = 4096;

/** The first HIDING_STYLE match starting at or after `from`, or null; `tries` counts rejections across calls on one text. */
function nextHidingStyle(text: string, from: number, tries: { n: number }): RegExpExecArray | null {
  COLON_OR_EQUALS.lastIndex = from;
  let c: RegExpExecArray | null;
  while ((c = COLON_OR_EQUALS.exec(text)) !== null) {
    const p = c.index;
    let k = p - 1;
    while (k >= from && k > p - 4 && isJsSpace(text.charCodeAt(k))) k--;
    if (k < from || !NAME_ENDS.has(text.charCodeAt(k) | 0x20)) continue;
    if (tries.n++ >= MAX_TRIES) break;
    const before = text.slice(Math.max(from, p - LONGEST_NAME), p);
    const name = (text.charCodeAt(p) === 58 ? NAME_BEFORE_COLON : NAME_BEFORE_EQUALS).exec(before);
    if (name === null) continue;
    HIDING_STYLE.lastIndex = p - before.length + name.index;
    const m = HIDING_STYLE.exec(text);
    if (m !== null) {
      COLON_OR_EQUALS.lastIndex = 0;
      return m;
    }
  }
  COLON_OR_EQUALS.lastIndex = 0;
  return null;
}

/** Ranges of content a human reader does not see: HTML comments, hidden elements, alt/title text. */
export function hiddenCarriers(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let i = 0;
  while (out.length < 64) {
    const s = text.indexOf("<!--", i);
    if (s < 0) break;
    const e = text.indexOf("-->", s + 4);
    out.push({ start: s, end: e < 0 ? text.length : e + 3 });
    i = e < 0 ? text.length : e + 3;
  }
  // Also text too small to read (a 1px font), moved off-screen (left or text-indent of -999px and
  // beyond) or clipped to nothing: tricks that keep text in the page but out of a reader's sight.
  let m: RegExpExecArray | null;
  let from = 0;
  const tries = { n: 0 };
  while ((m = nextHidingStyle(text, from, tries)) !== null && out.length < 128) {
    from = m.index + m[0].length;
    const close = text.indexOf("<", m.index + m[0].length + 1);
    const quote = /["']$/.test(m[0]) ? text.indexOf(m[0].slice(-1), m.index + m[0].length) : -1;
    const end = quote >= 0 ? quote : close >= 0 ? close : Math.min(text.length, m.index + 2000);
    out.push({ start: m.index, end: Math.min(end + 1, m.index + 4000) });
  }
  // Markdown link titles: [text](url "title")
  const md = /\]\([^)\s]{1,500}\s{1,3}"[^"\n]{1,500}"\)/g;
  while ((m = md.exec(text)) !== null && out.length < 160) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

// A fake dialogue in which the "assistant" keeps complying: many-shot jailbreaking primes a model
// with dozens of such turns. One or two quoted turns are ordinary (transcripts, examples).
const ASSISTANT_COMPLIES = /(?:^|\n)[ \t>*#-]{0,6}(?:assistant|ai|bot|chatbot|model|gpt|a)[ \t]{0,2}:[ \t]{0,4}["']?(?:sure|of course|certainly|absolutely|okay|ok|yes|here(?:'s| is| are)|happy to|no problem)\b/g;
const USER_TURN = /(?:^|\n)[ \t>*#-]{0,6}(?:user|human|q|question|me)[ \t]{0,2}:/g;
const MANY_SHOT_COMPLIANT = 3;
const MANY_SHOT_TURNS = 6;

export function manyShotFindings(folded: string, toOriginal: (s: number, e: number) => { start: number; end: number }): RawFinding[] {
  if (folded.indexOf(":") < 0) return [];
  ASSISTANT_COMPLIES.lastIndex = 0;
  let comply = 0, first = -1, last = -1;
  let m: RegExpExecArray | null;
  while ((m = ASSISTANT_COMPLIES.exec(folded)) !== null && comply < 64) {
    comply++;
    if (first < 0) first = m.index;
    last = m.index + m[0].length;
  }
  if (comply < MANY_SHOT_COMPLIANT) return [];
  USER_TURN.lastIndex = 0;
  let users = 0;
  while (USER_TURN.exec(folded) !== null && users < 64) users++;
  if (users + comply < MANY_SHOT_TURNS) return [];
  const span = toOriginal(first, last);
  return [{ class: "prompt_injection", rule_id: "pi.many-shot.fake-dialogue", start: span.start, end: span.end, confidence: comply >= 8 ? 0.7 : 0.55, value: "[fake dialogue]" }];
}

/** Documentation cue density: how much the text reads like prose about attacks. */
export function docCueCount(folded: string): number {
  DOC_CUES.lastIndex = 0;
  let n = 0;
  while (DOC_CUES.exec(folded) !== null && n < 16) n++;
  return n;
}

export { toOriginal };
