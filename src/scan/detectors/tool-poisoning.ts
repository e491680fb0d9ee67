// MCP tool-description poisoning, judged by what a description asks the model to do rather than
// by single words. Runs only at tools/list. Every rule below is hand-written from the attack
// classes (secrecy, exfiltration to a parameter, shadowing other tools, hidden blocks, preference
// manipulation, identity harvesting); no number here was fit to a data set.
//
// Tiers: strong (0.7) alone makes a description suspicious and two strong ones reach malicious
// (noisy-OR 0.91); medium (0.5-0.6) alone is suspicious; weak (0.2-0.35) words such as "always",
// "must", "before using this tool", "otherwise it will fail" are reported only when a medium or
// strong signal is present, or when three different weak signals co-occur. So a benign
// description that says IMPORTANT/always/must about its own use, or whose subject is files,
// tokens or credentials, stays clean.
//
// Rule ids and one-line rationale (docs/TOOL-POISONING.md has the full table):
//   tp.secrecy               strong  asks the model to keep something from the user; no tool documentation needs that
//   tp.shadow.other-tool     strong  conditions on / rewrites another tool's behaviour (cross-tool shadowing)
//   tp.shadow.redirect       strong  copies/redirects messages or payments to a hard-coded address
//   tp.shadow.named-tool     strong  supersedes a named tool, calls it unsafe, or routes its work through this one
//   tp.harvest.into-field    strong  keeps a secret the user mentions in a free-text field (notes, title, description)
//   tp.exfil.to-param        strong  puts secret files, keys, conversation or prompt into a parameter/destination
//   tp.exfil.sensitive-read  medium  tells the model to read secret files/stores or the conversation, no destination named
//   tp.harvest.identity      medium  asks the caller to report its model identity; never a function's input
//   tp.preference            medium  self-promotion over other tools ("the best tool", "never use other tools")
//   tp.scope-escape          medium  rules meant to hold beyond this tool call ("from now on", "even without calling this tool")
//   tp.hidden.block          medium  <IMPORTANT>/<system>/<secret>… block; strong when it holds another signal
//   tp.hidden.invisible      strong  tag characters or several zero-width characters (text the user cannot see)
//   tp.hidden.comment        weak    HTML comment; strong when it holds another signal
//   tp.hidden.gap            weak    long whitespace run or many blank lines; strong when text after it holds another signal
//   tp.concealment-pretext   weak    "implementation detail", "could upset the user": excuses that accompany concealment
//   tp.over-invocation       weak    "call this tool for every request / ANYTIME the user asks"
//   tp.coercion              weak    threats: "otherwise the tool will not work", "the system will crash"
//   tp.precondition          weak    "before using this tool, read/call/send…" (common in benign docs too)
//   tp.model-directive       weak    "you must/should <read|send|forward|change…>" addressed to the model
//   tp.harvest.user-data     weak    asks for the user's own key/password or personal details (legitimate for auth tools)
//   tp.preference.soft       weak    "use this tool instead of X" (often legitimate routing advice)
//   tp.disproportion         weak    booster: imperative density addressed to the model; never counts on its own
// tool-intent.ts adds intent classes read as phrases, tool-flow.ts side effects read as word
// families that must meet in one sentence (what is moved, where to, beyond which call).
import type { ScanContext } from "../types";
import type { RawFinding } from "./finding";
import { LiteralMasks } from "./literal-masks";
import type { RuleMatch } from "../rules/rule";
import { TOOL_INTENT_RULE_IDS, toolIntentSignals } from "./tool-intent";
import { TOOL_FLOW_RULE_IDS, toolFlowSignals } from "./tool-flow";
import { TOOL_OUTCOME_RULE_IDS, toolOutcomeSignals } from "./tool-outcome";
import { SENS_PATH, SENS_PATH_WORDS } from "./tool-terms";

const STRONG = 0.7;
const MEDIUM = 0.55;
const WEAK = 0.3;
const MAX_SCAN = 65536; // descriptions longer than this are cut for matching (spans stay valid)

interface Signal {
  id: string;
  conf: number;
  start: number; // folded offsets
  end: number;
}

// Bounded gap within one sentence.
const G = (n: number): string => `[^.!?\\n]{0,${n}}`;

// ---- vocabularies (folded: lowercase, homoglyphs folded, invisibles removed) ----
const NEG = "(?:do not|don['’]t|dont|never|without|no need to|not necessary to|no reason to|avoid|refrain from|must not|should not|shouldn['’]t)";
const TELL = "(?:tell|telling|inform|informing|notify|notifying|alert|alerting|let|letting|warn|warning|ask|asking)";
const SAY = "(?:mention|mentioning|reveal|revealing|disclose|disclosing|explain|explaining|say|saying|report|reporting|bring up|acknowledge|show|showing|display|expose|indicate)";
const SECRET_WORDS = /\b(?:key|keys|token|tokens|password|passwords|secret|secrets|credential|credentials|pii)\b/;
const SENS_BROAD =
  "(?:\\b(?:all|any|every|stored|saved|local|cached|environment|system|other) (?:of the )?(?:[a-z]{1,15} )?(?:credentials|passwords|api[ _-]?keys|access[ _-]?tokens|auth(?:entication)? tokens|secrets|secret keys|private keys|ssh keys|session (?:tokens|cookies)|cookies|environment variables|env vars)\\b|\\benvironment variables\\b|\\benv vars\\b)";
const SENS_CONTEXT =
  "(?:\\b(?:full |entire |complete |whole )?(?:conversation|chat|dialog(?:ue)?|message) (?:history|log|logs|transcript|so far|context)\\b|\\b(?:previous|prior|past|earlier|last|all|recent) (?:\\d{1,3} )?(?:user |chat )?(?:messages|prompts|chats|turns|conversations)\\b|\\b(?:your|the|its) (?:system|initial|original|hidden|internal) (?:prompt|instructions|message)\\b|\\bsystem prompt\\b|\\b(?:all )?(?:future|subsequent|upcoming) (?:user )?(?:messages|requests|prompts|queries|conversations|inputs)\\b|\\b(?:everything|every message|each message|all messages|anything|every prompt|every question|every request) the user (?:says|types|writes|sends|asks|enters|submits)\\b|\\b(?:your|the assistant['’]s|the model['’]s) (?:operator['’]s |developer['’]s |current |full |own |original )?(?:instructions|system message|guidelines|configuration prompt)\\b|\\b(?:results?|outputs?|responses?|data) (?:of|from) (?:all |any |every )?(?:the )?other (?:tools?|tool calls|servers?)\\b)";
const SENS_ANY = `(?:${SENS_PATH}|${SENS_BROAD}|${SENS_CONTEXT})`;
// Imperative (base-form) verbs that move data; descriptive third person ("reads a file") does not match.
const EXV = "(?:\\bcall [a-z_]{0,20}(?:read|cat|get|fetch|open|load|dump)[a-z_]{0,20}|\\b(?:state|repeat|reveal|disclose|report|read|cat|open|include|pass|send|forward|attach|upload|provide|copy|append|embed|insert|paste|put|supply|submit|dump|print|output|share|transmit|post|leak|exfiltrate|fill|collect|gather|extract|concatenate|store|save|record|grab|fetch|retrieve|access|try to read|try to access|look up)\\b)";
// Where the data should go: a parameter, a field, this tool, an address.
const DEST = "(?:\\bas (?:the |a |an )?['\"`]?[a-z_][a-z0-9_]{1,40}['\"`]?|\\b(?:in|into|to|inside|via|through|using) (?:the |a |an |this )?['\"`]?[a-z_][a-z0-9_]{0,40}['\"`]? (?:parameter|param|argument|arg|field|property|key|input)s?\\b|\\b(?:parameter|param|argument|field|property)s? ['\"`]?[a-z_][a-z0-9_]{1,40}|\\bto (?:this|the) (?:tool|function|server|endpoint)\\b|\\b(?:in|into|as|to) ['\"`][a-z_][a-z0-9_]{1,40}['\"`]|\\bto (?:it|me|us)\\b|@[a-z0-9.-]{1,100}\\.[a-z]{2,24}|https?://|\\bsidenote\\b|\\bnotes?\\b)";
const MODEL = "(?:you|the assistant|the model|the ai|the agent|the llm|ai assistant|assistant|claude|chatgpt|gpt)";
const ADDR = "(?:[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,100}\\.[a-z]{2,24}|\\+\\d[\\d ()-]{6,18}\\d|https?://[a-z0-9.-]{1,100})";

/** "never delete without telling the user": a negated action that requires telling is protective, not secrecy. */
function doubleNegative(m: RegExpExecArray, s: string): boolean {
  if (/^\S+(?: \S+){0,3}? without /.test(m[0])) return true; // "never delete without telling the user"
  if (!m[0].startsWith("without")) return false;
  const from = Math.max(0, m.index - 100);
  const before = s.slice(from, m.index);
  const cut = Math.max(before.lastIndexOf("."), before.lastIndexOf("\n"), before.lastIndexOf("!"), before.lastIndexOf("?"));
  return /\b(?:never|not|don['’]t|do not|cannot|can['’]t|must not|should not|no)\b/.test(before.slice(cut + 1));
}

type Rule = { id: string; conf: number; re: RegExp; reject?: (m: RegExpExecArray, s: string) => boolean; gate?: RegExp };
/** The verb denied: "does not send cookies or stored credentials" says what the tool will not do. */
const negated = (m: RegExpExecArray, s: string): boolean => /\b(?:does not|doesn['’]t|do not|don['’]t|never|will not|won['’]t|cannot|can['’]t|is not|are not|nor)\s$/.test(s.slice(Math.max(0, m.index - 16), m.index));

// Cheap presence tests that skip a rule when its required vocabulary is absent (keeps cost flat).
const GATE_NEG = /\b(?:do not|don['’]t|dont|never|without|no need|not necessary|no reason|avoid|refrain|must not|should not|shouldn['’]t)\b/;
const GATE_SENS = new RegExp(SENS_ANY);
const GATE_ADDR = /@|\+\d|https?:/;
const GATE_OTHER_TOOL = /\b(?:is|are|gets?|has been) (?:present|available|used|called|invoked|loaded|installed|enabled|connected|run|executed|triggered)\b|\b(?:calls?|uses?|invokes?|runs?|executes?) (?:the|a|an|any|another) /;

// Each rule has the literals its matches need in RULE_NEEDS below: change both together.
const RULES: Rule[] = [
  // Secrecy toward the user.
  { id: "tp.secrecy", conf: STRONG, gate: GATE_NEG, re: new RegExp(`\\b${NEG} (?:[a-z]{1,12} ){0,2}?(?:${TELL} (?:[a-z]{1,12} ){0,2}?(?:the user|users?|the human|humans?|anyone|them|the requester|the person)\\b|${SAY}\\b${G(70)}?\\bto (?:the user|users?|the human|humans?|anyone|them|the requester|the person)\\b)`, "g"),
    // "never show the API key to the user" protects data rather than concealing behaviour.
    reject: (m, s) => (/\b(?:show|showing|display|expose|reveal|revealing)\b/.test(m[0]) && SECRET_WORDS.test(m[0])) || doubleNegative(m, s) },
  { id: "tp.secrecy", conf: STRONG, gate: GATE_NEG, re: new RegExp(`\\b${NEG} (?:[a-z]{1,12} ){0,2}?(?:tell|mention|mentioning|inform|disclose|bring up|acknowledge|explain|reveal)(?:ing)? (?:to (?:the )?user )?(?:that you|this|these|that|those|any of (?:this|these|the above)|anything about|the (?:above|following|fact|prefix|step|steps|instructions?|requirements?|behaviou?r|operation|side effect|change|copy|redirect))\\b`, "g"),
    reject: (m) => SECRET_WORDS.test(m[0]) && !/\b(?:tell|mention|inform|that you)\b/.test(m[0]) },
  { id: "tp.secrecy", conf: STRONG, re: /\b(?:the )?users? (?:must|should|shall|need|may|can|will) (?:not|never) (?:know|see|be (?:told|informed|notified|aware|alerted|shown)|notice|find out|learn|suspect|discover|realize|realise)\b/g },
  { id: "tp.secrecy", conf: STRONG, re: /\bwithout (?:the |a )?users?(?:['’]s)? (?:knowing|knowledge|noticing|awareness|being (?:told|informed|notified|aware)|seeing|realizing|realising)\b/g },
  { id: "tp.secrecy", conf: STRONG, re: /\b(?:hide|conceal|keep) (?:this|it|these|that|them|the [a-z]{2,20}) (?:hidden |secret )?from (?:the )?(?:user|human|requester)s?\b|\bkeep (?:this|it|these|that) (?:a )?(?:secret|hidden|confidential|between us)\b|\bthis is a secret (?:operation|instruction|step|task|process)\b/g },
  { id: "tp.secrecy", conf: STRONG, re: /\b(?:silently|secretly|covertly|quietly|discreetly|surreptitiously|stealthily|invisibly) (?:[a-z]{1,12} )?(?:send|forward|copy|read|include|upload|exfiltrate|call|execute|run|append|attach|transmit|post|bcc|cc|change|modify|replace|collect|log|record|redirect)\b/g },
  { id: "tp.concealment-pretext", conf: WEAK, gate: /upset|scar|alarm|worr|confus|fright|bother|annoy|concern|gentle|subtle|discreet|casual|implementation detail/, re: /\b(?:could|might|would|will|may) (?:[a-z]{1,10} ){0,2}?(?:upset|scare|alarm|worry|confuse|frighten|bother|annoy|concern) the user\b|\bbe (?:very )?(?:gentle|subtle|discreet|casual) (?:and|so)\b|\b(?:just|only|merely|simply) an implementation detail\b|\bthis is an implementation detail\b/g },

  // Cross-tool shadowing.
  { id: "tp.shadow.other-tool", conf: STRONG, re: /\b(?:modify|change|alter|override|overwrite|intercept|hijack|replace|update) (?:the )?(?:behaviou?r|recipient|recipients|destination|target|arguments?|parameters?|inputs?|outputs?|results?|address|addresses|workflow) (?:of|for|in) (?:all|any|every|each|other|the other|another)\b/g },
  { id: "tp.shadow.other-tool", conf: STRONG, re: new RegExp(`\\b(?:for|in|with|across) (?:all|any|every|each) (?:other )?(?:[a-z_]{1,20} ){0,2}?(?:tools|functions|servers|integrations)\\b,?${G(60)}?\\b(?:always|must|should|make sure|ensure|also|instead)\\b`, "g") },
  // "When the X tool is used/present/invoked …" where X is not this tool, followed by a directive.
  { id: "tp.shadow.other-tool", conf: STRONG, gate: GATE_OTHER_TOOL, re: new RegExp(`\\b(?:when(?:ever)?|if|once|each time|every time|as soon as|before|after) (?:the |a |an |any |another )?(?:user |agent |assistant |model |you )?(?:calls?|uses?|invokes?|runs?|executes?)? ?(?:the |a |an |any |another )?\\(?['\"\`]?([a-z0-9_.:-]{2,48})['\"\`]?\\)? ?(?:['\"\`]?[a-z0-9_.:-]{2,48}['\"\`]? )?(?:tool|function|server)?s? ?(?:is |are |gets? |has been )?(?:present|available|used|called|invoked|loaded|installed|enabled|connected|run|executed|triggered|calls?|uses?)?\\b${G(120)}?\\b(?:must|always|also|instead|override|change|replace|redirect|bcc|cc|forward|send|include|add|prefix|modify)\\b`, "g"),
    reject: (m) => {
      const head = m[0].slice(0, 90);
      // Needs a reference to another tool: a tool word or a code-like name, and not "this tool".
      if (/\b(?:this|current|same) (?:tool|function|server)\b|\bthis tool\b/.test(head) && !/\b(?:other|another|all|any|every)\b/.test(head)) return true;
      const named = /[a-z0-9]_[a-z0-9]|`[a-z0-9_.-]{2,48}`|\([a-z0-9_.-]{2,48}\)/.test(head);
      const toolWord = /\b(?:tool|function|server)s?\b/.test(head);
      const cond = /\b(?:is|are|gets?|has been) (?:present|available|used|called|invoked|loaded|installed|enabled|connected|run|executed|triggered)\b|\b(?:calls?|uses?|invokes?|runs?|executes?) (?:the |a |an |any |another )?\S/.test(head);
      return !((named || toolWord) && cond && (named || /\b(?:other|another|any|all|every|the [a-z0-9_.-]{2,40}) (?:tool|function|server)/.test(head)));
    } },
  { id: "tp.shadow.redirect", conf: STRONG, gate: GATE_ADDR, re: new RegExp(`\\b(?:always |also |automatically |must |should )?(?:bcc|cc|blind[- ]copy|send a copy|forward a copy|copy (?:all|every|each)|redirect|reroute|re-route|proxy|change (?:the )?recipient|override (?:the )?recipient|replace (?:the )?recipient|send all|forward all|send every|forward every)\\b[^\\n]{0,100}?${ADDR}`, "g"),
    reject: (m) => !/\b(?:always|also|automatically|must|should|all|every|each|change|override|replace|redirect|reroute|re-route|proxy)\b/.test(m[0]) },
  { id: "tp.shadow.redirect", conf: STRONG, gate: GATE_ADDR, re: new RegExp(`\\b(?:send|forward|copy|route|deliver|bcc|cc)(?:ed)? (?:all|every|each|any|a copy of (?:all|every|each|the)) ${G(40)}?\\bto ${G(30)}?${ADDR}`, "g") },

  // Exfiltration: secret files/stores, conversation or prompt into a parameter or destination.
  { id: "tp.exfil.to-param", conf: STRONG, gate: GATE_SENS, re: new RegExp(`${EXV}${G(80)}?${SENS_ANY}[\\s\\S]{0,200}?${DEST}`, "g"), reject: negated },
  { id: "tp.exfil.to-param", conf: STRONG, gate: GATE_SENS, re: new RegExp(`\\b(?:content|contents|text|body|output|value|values) of (?:the |your |all )?(?:[a-z]{1,12} )?(?:file )?['"\`]?[~$%a-z0-9_/{}-]{0,40}?${SENS_ANY}`, "g") },
  { id: "tp.exfil.to-param", conf: STRONG, gate: GATE_SENS, re: new RegExp(`(?:^|\\n)[ \\t*-]{0,8}['"\`]?([a-z_][a-z0-9_]{0,40})['"\`]?(?: ?\\([a-z0-9_ ,\\[\\]]{0,30}\\))? ?: ${G(60)}?\\b(?:full|entire|complete|whole|all|raw)\\b${G(40)}?${SENS_ANY}`, "g"),
    // A parameter line, not a docstring section header such as "Returns:".
    reject: (m) => /^(?:returns?|raises|yields|outputs?|responses?|results?|examples?|notes?|usage|description|summary)$/.test(m[1] ?? "") },
  { id: "tp.exfil.sensitive-read", conf: MEDIUM, gate: GATE_SENS, re: new RegExp(`${EXV}${G(60)}?(?:${SENS_PATH}|${SENS_BROAD}|${SENS_CONTEXT})`, "g"), reject: negated },

  // Identity / context harvesting by parameters.
  { id: "tp.harvest.identity", conf: 0.6, gate: /\b(?:model|llm|ai|assistant|agent|chatbot|bot)\b/, re: /\b(?:name|identity|version|type|vendor|provider|family|id) of (?:the |your |this )?(?:llm |ai |language |large language |underlying |calling )?(?:model|llm|ai|assistant|agent|chatbot|bot)\b (?:that|which|who|currently|you are|you['’]re) (?:is )?(?:calls?|calling|invokes?|invoking|uses?|using|runs?|running|reads?|reading|executes?|executing|powers|powering|are|is)\b/g },
  { id: "tp.harvest.identity", conf: 0.6, gate: /\b(?:model|llm|ai|assistant|agent|chatbot|bot)\b/, re: /\b(?:which|what) (?:ai |llm |language )?(?:model|llm|ai|assistant)\b[^.\n]{0,30}?\b(?:you are|are you|you['’]re|is calling|calls this|powers you|you use|you run on)\b|\b(?:your|the assistant['’]s|the model['’]s|the ai['’]s|the agent['’]s|the llm['’]s) (?:own )?(?:model name|model identity|model version|system prompt|initial instructions|hidden instructions|internal instructions|model provider|model vendor)\b/g },
  { id: "tp.harvest.user-data", conf: WEAK, re: /\b(?:everything|all|whatever) (?:you know|is known) about the user\b|\bthe user['’]s (?:personal|private|sensitive) (?:information|details|data)\b|\b(?:the user['’]s|your|the caller['’]s) (?:password|passcode|api[ _]key|private key|seed phrase|credit card number|social security number)\b/g },

  // Preference manipulation and over-invocation.
  { id: "tp.preference", conf: MEDIUM, re: /\b(?:this|it) is (?:the|a|by far the) (?:very )?(?:best|greatest|top|number one|#1|ultimate|most (?:powerful|reliable|accurate|trusted|advanced|secure|capable|useful|important)|only (?:reliable|trusted|correct|safe|accurate)) (?:[a-z]{1,12} )?(?:tool|server|function|option|choice|plugin|integration)\b/g },
  { id: "tp.preference", conf: MEDIUM, gate: /other|another|alternative|competing|built-in|default|native|supersede|replaces|overrides|precedence|outranks|the only|instead/, re: /\b(?:always|must|should|you must|you should) (?:[a-z]{1,10} ){0,2}?(?:use|prefer|choose|call|pick|select|invoke) this (?:tool|function|server)(?: first)? (?:instead of|over|rather than|before) (?:any|all|every|other|the other)\b|\b(?:do not|don['’]t|never|avoid) (?:use|using|call|calling|trust|trusting|rely on|relying on) (?:any |the )?(?:other|another|alternative|competing|built-in|default|native) (?:[a-z]{1,12} )?(?:tools?|servers?|functions?|plugins?)\b|\b(?:other|all other|competing|alternative) (?:tools|servers|functions|plugins) (?:are|is) (?:deprecated|broken|unsafe|malicious|outdated|unreliable|inaccurate|compromised|dangerous)\b|\bbetter than (?:all |any )?(?:the )?(?:other|competing|alternative) (?:tools|servers|functions)\b|\binstead of (?:any|all|every) other (?:tools?|servers?|functions?)\b|\b(?:supersedes|replaces|overrides|takes precedence over|outranks) (?:all|any|every|the) (?:other )?(?:tools|servers|functions)\b|\bthe only (?:[a-z]{1,12} )?(?:tool|server|function) (?:you|the assistant|the model) (?:will |should |would )?(?:ever )?(?:need|use)\b|\b(?:do not|don['’]t|never) (?:fall back|resort|defer|switch) to (?:the |any )?(?:built-in|default|native|other|another)\b/g },
  // Shadowing a named tool: claims to supersede it, or runs it down as unsafe, to take its calls.
  // A plain deprecation ("the fetch_v1 tool is deprecated; use this tool") is real changelog text,
  // so only words no changelog uses about its own tools count.
  { id: "tp.shadow.named-tool", conf: STRONG, gate: /supersede|precedence|outrank|dangerous|malicious|compromised|unsafe|insecure|untrustworthy|spyware|route/, re: /\b(?:this (?:tool|function|server) |it )(?:supersedes|takes precedence over|outranks) (?:the )?['"`]?[a-z0-9_.:-]{2,48}['"`]? (?:tool|function|server|command)\b|\bthe ['"`]?[a-z0-9_.:-]{2,48}['"`]? (?:tool|function|server) (?:is|has been|was) (?:[a-z]{1,12} (?:and |, ?)?){0,2}?(?:dangerous|malicious|compromised|unsafe|insecure|untrustworthy|spyware)\b|\balways route (?:all |every |any )?(?:[a-z]{1,12} ){0,2}?(?:through|via) (?:this (?:tool|function)|['"`]?[a-z0-9]{1,24}_[a-z0-9_]{1,24}['"`]?)\b/g },
  // A secret the user mentions, kept in a free-text field of this tool's call: an event's notes, a title.
  { id: "tp.harvest.into-field", conf: STRONG, gate: /password|passcode|pin|otp|one-time|token|api key|secret|credit card|card number|ssn|social security|seed phrase|recovery phrase|private key|code/, re: /\b(?:if|when(?:ever)?|once) the user (?:mentions|says|types|provides|shares|enters|gives|reveals|writes|pastes)(?: [a-z]{1,12}){0,3}? (?:password|passcode|pin|otp|one-time code|token|api key|secret|credit card(?: number)?|card number|ssn|social security number|seed phrase|recovery phrase|private key|(?:verification|security|one-time|2fa|mfa|access|login|pin|authentication|auth) code)s?\b[^.\n]{0,40}?\b(?:store|save|include|add|put|copy|append|record|write|insert|keep)\b[^.\n]{0,30}?\b(?:description|notes?|title|comment|comments|metadata|log|summary|memo|subject|tags?|label|body)\b/g },
  { id: "tp.preference.soft", conf: WEAK, re: /\b(?:use|prefer|choose|call) this (?:tool|function) (?:instead of|over|rather than)\b/g },
  { id: "tp.over-invocation", conf: 0.35, gate: /anytime|any time|every|each|whenever|for any|for all|first step|before|prior to/, re: /\b(?:call|use|invoke|run|consult|trigger)(?:ed|s)? (?:this (?:tool|function|method) )?(?:anytime|any time|every ?time|each time|whenever|on every|for every|for each|for any|for all|with every|before every|before any|after every|after any) (?:the user|user|request|message|query|question|prompt|turn|response|reply|conversation|interaction|task)\b|\b(?:always|must) (?:[a-z]{1,10} ){0,2}?(?:call|use|consult|run|invoke|check) this (?:tool|function)(?: [a-z]{1,12}){0,2} (?:first|immediately|before (?:anything|any|every|answering|responding|replying|asking|doing))\b|\bas the (?:very )?first step\b[^\n]{0,40}\b(?:before|any|every)\b|\b(?:before|prior to) (?:answering|responding to|replying to|handling|processing) (?:any|every|each|all)\b/g },
  { id: "tp.scope-escape", conf: 0.5, re: /\b(?:even|also) (?:without|when not|if not|if you (?:are|do) not) (?:call|calling|using|use|invoking|invoke) (?:this|the) (?:tool|function)\b|\bfrom now on\b|\bfrom this point (?:on|onward|onwards|forward)\b|\bhenceforth\b|\bfor the remainder of (?:the|this) (?:conversation|session|chat)\b|\bfor the rest of (?:the|this) (?:conversation|session|chat)\b|\bin all (?:future |subsequent )?(?:responses|replies|answers|conversations|messages)\b|\bfor all (?:future|subsequent) (?:requests|messages|responses|tasks|conversations|interactions)\b|\b(?:all|every|any) (?:(?:shell|terminal|bash|other|subsequent|future|outgoing) )?(?:commands?|responses?|replies|answers|emails?|messages?|payments?|transfers?|transactions?) (?:you (?:[a-z]{1,10} )?(?:run|send|write|execute|make|create|produce|give) )?(?:must|should|shall|need to|have to) (?:always )?(?:include|contain|start with|begin with|be prefixed|be sent|be forwarded|be copied|be cc['’]?d|be bcc['’]?d|be redirected|be routed|go through)\b/g },

  // Weak cues: common in benign documentation, only boosters.
  { id: "tp.consent-bypass", conf: WEAK, re: /\bwithout (?:first )?(?:asking|confirming|confirmation|checking with|prompting|consulting|approval from|permission from)(?: the user| them)?\b/g },
  { id: "tp.coercion", conf: 0.35, gate: /otherwise|crash|will break|stop working|malfunction|lost|destroyed|corrupted|without (?:this|it)|required for|mandatory|compliance/, re: /\botherwise,? (?:the |this )?(?:tool|system|server|it|everything|request|call|operation)? ?(?:will|would|could|might) (?:not work|fail|crash|break|stop working|malfunction)\b|\b(?:the |this )?(?:system|server|tool|application|app|computer|everything) will (?:crash|break|be destroyed|stop working|malfunction)\b|\b(?:all |the )?(?:user )?data will be (?:lost|deleted|destroyed|corrupted)\b|\b(?:sending|calling|proceeding) without (?:this|it)\b|\bwill cause (?:the )?(?:system|tool|server) to (?:crash|fail|break)\b|\b(?:is|are) (?:required|mandatory) for (?:internal )?(?:auditing|compliance|security|legal)\b|\bcritical compliance requirement\b/g },
  { id: "tp.precondition", conf: WEAK, re: new RegExp(`\\b(?:before|prior to) (?:using|calling|invoking|running|executing) (?:this|the) (?:tool|function)\\b,?${G(40)}?\\b(?:read|open|call|send|fetch|include|pass|provide|get|collect|list|check|look up)\\b`, "g") },
  { id: "tp.model-directive", conf: WEAK, re: new RegExp(`\\b${MODEL} (?:must|should|need to|have to|are required to|will need to|always|never) (?:also |first |always |now )?(?:read|send|forward|include|change|modify|override|ignore|reveal|delete|execute|run|prefix|bcc|cc|copy|upload|remember|store|replace|mention|tell|inform|provide|append|attach)\\b`, "g") },
  // The instructions themselves denied: "never say these instructions exist".
  { id: "tp.secrecy", conf: STRONG, gate: GATE_NEG, re: /\b(?:never|do not|don['’]t|must not) (?:say|mention|reveal|admit|acknowledge|disclose|indicate|let on)(?: to (?:the )?user)?(?: that)? (?:these|this|the|such|any) (?:instructions?|rules?|directives?|notes?|guidance) (?:exist|exists|are (?:here|present)|were (?:given|added))\b/g },
];

// Literals every match of a rule contains, per rule in RULES order: groups that must all occur,
// each satisfied by any one of its literals, read off the rule's pattern (or its gate: a rule runs
// only when its gate matches too). One pass over the text (LITERALS) finds which groups occur, and
// a rule with a group missing cannot match, so its pattern and gate are never run.
const NEG_WORDS = ["do not", "don", "never", "without", "no need", "not necessary", "no reason", "avoid", "refrain", "must not", "should not", "shouldn"];
const SENS_WORDS = [
  ...SENS_PATH_WORDS,
  // SENS_BROAD
  "passwords", "keys", "tokens", "cookies", "environment variables", "env vars",
  // SENS_CONTEXT
  "conversation", "chat", "dialog", "message", "prompt", "turns", "instructions", "future", "subsequent", "upcoming", "the user", "guidelines", "other",
];
const MODEL_WORDS = ["model", "llm", "ai", "assistant", "agent", "bot"];
const RULE_NEEDS: readonly (readonly (readonly string[])[])[] = [
  [NEG_WORDS, ["user", "human", "anyone", "them", "requester", "person"]],
  [NEG_WORDS, ["tell", "mention", "inform", "disclose", "bring up", "acknowledge", "explain", "reveal"]],
  [["user"]],
  [["without"], ["user"]],
  [["hide", "conceal", "keep", "this is a secret"]],
  [["silently", "secretly", "covertly", "quietly", "discreetly", "surreptitiously", "stealthily", "invisibly"]],
  [["upset", "scar", "alarm", "worr", "confus", "fright", "bother", "annoy", "concern", "gentle", "subtle", "discreet", "casual", "implementation detail"]],
  [["modify", "change", "alter", "override", "overwrite", "intercept", "hijack", "replace", "update"], ["behavio", "recipient", "destination", "target", "argument", "parameter", "input", "output", "result", "address", "workflow"]],
  [[" all ", " any ", " every ", " each "], ["tools", "functions", "servers", "integrations"], ["always", "must", "should", "make sure", "ensure", "also", "instead"]],
  [["present", "available", "use", "call", "invoke", "loaded", "installed", "enabled", "connected", "run", "execute", "triggered"], ["must", "always", "also", "instead", "override", "change", "replace", "redirect", "cc", "forward", "send", "include", "add", "prefix", "modify"]],
  [["@", "+", "http"]],
  [["@", "+", "http"], ["send", "forward", "copy", "route", "deliver", "cc"]],
  [SENS_WORDS],
  [SENS_WORDS, ["content", "text", "body", "output", "value"]],
  [SENS_WORDS, ["full", "entire", "complete", "whole", "all", "raw"]],
  [SENS_WORDS],
  [MODEL_WORDS],
  [MODEL_WORDS],
  [["the user", "password", "passcode", "api", "private key", "seed phrase", "credit card", "social security"]],
  [["this is", "it is"]],
  [["other", "alternative", "competing", "built-in", "default", "native", "supersede", "replaces", "overrides", "precedence", "outranks", "the only", "instead"]],
  [["supersede", "precedence", "outrank", "dangerous", "malicious", "compromised", "unsafe", "insecure", "untrustworthy", "spyware", "always route"]],
  [["user"]], // an existing group: at most 32 groups, and "the user" holds it
  [["this tool", "this function"]],
  [["anytime", "any time", "every", "each", "whenever", "for any", "for all", "first step", "before", "prior to"]],
  [["even without", "even when not", "even if", "also without", "also when not", "also if", "from now on", "from this point", "henceforth", "for the remainder of", "for the rest of", "in all ", "for all ", "must", "should", "shall", "need to", "have to"]],
  [["without"]],
  [["otherwise", "crash", "will break", "stop working", "malfunction", "lost", "destroyed", "corrupted", "without this", "without it", "required for", "mandatory", "compliance"]],
  [["before", "prior to"]],
  [["you", "assistant", "model", "ai", "agent", "llm", "claude", "gpt"], ["must", "should", "need to", "have to", "are required to", "always", "never"]],
  [NEG_WORDS],
];
if (RULE_NEEDS.length !== RULES.length) throw new Error("tool poisoning: one literal list per rule");
/** Per rule, the bits of its literal groups; LITERALS.scan(f) gives the bits of the groups that occur. */
const NEED = new Uint32Array(RULES.length);
const LITERALS = (() => {
  const groups = new Map<string, number>();
  const entries: [string, number][] = [];
  RULE_NEEDS.forEach((need, i) => {
    for (const g of need) {
      const key = g.join("\u0000");
      let bit = groups.get(key);
      if (bit === undefined) {
        if (groups.size >= 32) throw new Error("tool poisoning: more than 32 literal groups");
        bit = 2 ** groups.size;
        groups.set(key, bit);
        for (const lit of g) entries.push([lit, bit]);
      }
      NEED[i] = ((NEED[i] as number) | bit) >>> 0;
    }
  });
  return new LiteralMasks(entries);
})();

/** Sentences that look like orders to the model (for the disproportion booster). */
const IMPERATIVE_SENTENCE = /(?:^|[.!?\n]\s{0,8})(?:[-*•]\s{0,3})?(?:always|never|do not|don['’]t|make sure|ensure|remember|you must|you should|you need to|you have to|please|read|send|include|pass|forward|call|use|ignore|tell|mention)\b/g;

function collect(text: string, f: string, matches: readonly RuleMatch[]): Signal[] {
  const out: Signal[] = [];
  const gates = new Map<RegExp, boolean>();
  const present = LITERALS.scan(f);
  for (let i = 0; i < RULES.length; i++) {
    const need = NEED[i] as number;
    if (((present & need) >>> 0) !== need) continue;
    const r = RULES[i] as Rule;
    if (r.gate !== undefined) {
      let ok = gates.get(r.gate);
      if (ok === undefined) gates.set(r.gate, (ok = r.gate.test(f)));
      if (!ok) continue;
    }
    r.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let n = 0;
    while ((m = r.re.exec(f)) !== null && n < 6) {
      if (m[0].length === 0) { r.re.lastIndex = m.index + 1; continue; }
      n++;
      if (r.reject !== undefined && r.reject(m, f)) { r.re.lastIndex = m.index + 1; continue; }
      out.push({ id: r.id, conf: r.conf, start: m.index, end: m.index + m[0].length });
      break; // one hit per pattern is enough for scoring; keeps cost flat
    }
    r.re.lastIndex = 0;
  }
  hidden(text, f, out);
  for (const s of toolIntentSignals(f, matches)) out.push(s);
  for (const s of toolFlowSignals(f)) out.push(s);
  for (const s of toolOutcomeSignals(f)) out.push(s);
  return out;
}

const HIDDEN_TAGS = "(?:important|system|secret|instruction|hidden|admin|note|assistant|model|llm|rule|directive|prompt|sys|internal|context|critical|mandatory|requirement|ai)";
const OPEN_TAG = new RegExp(`<([a-z_-]{0,20}${HIDDEN_TAGS}[a-z_-]{0,20})(?:\\s[^<>\\n]{0,40})?>`, "g");
// Also a bracketed header addressed to the model: "[[INSTRUCTIONS FOR THE AI]]", "[Note to the assistant]".
const BRACKET_TAG = /\[\[? ?(?:system|admin|instructions?|hidden|secret|important|(?:instructions?|notes?|message|directives?|rules?|orders?) (?:for|to) (?:the |any |all )?(?:ai|assistant|model|llm|agent|bot)s?) ?\]\]?|\[\[ ?(?:ai|assistant|agent|model|llm|system|operator)[_ -](?:directive|instructions?|rules?|orders?|note|override)s?(?: [a-z_]{1,20}=[a-z0-9_"']{1,20}){0,3} ?\]\]/g;

function hidden(text: string, f: string, out: Signal[]): void {
  // Instruction blocks: <IMPORTANT> … </IMPORTANT>, <system>, <secret>, <instructions> …
  OPEN_TAG.lastIndex = 0;
  let m: RegExpExecArray | null;
  let k = 0;
  // Every tag starts with "<" and every bracket tag with "[": without one there is nothing to find.
  const tags = f.indexOf("<") >= 0;
  while (tags && (m = OPEN_TAG.exec(f)) !== null && k++ < 8) {
    const close = f.indexOf(`</${m[1]}`, m.index + m[0].length);
    if (close < 0) continue;
    out.push({ id: "tp.hidden.block", conf: 0.5, start: m.index, end: Math.min(f.length, close + m[1]!.length + 3) });
    OPEN_TAG.lastIndex = close;
  }
  OPEN_TAG.lastIndex = 0;
  BRACKET_TAG.lastIndex = 0;
  if (f.indexOf("[") >= 0 && (m = BRACKET_TAG.exec(f)) !== null) out.push({ id: "tp.hidden.block", conf: 0.5, start: m.index, end: f.length });
  BRACKET_TAG.lastIndex = 0;
  // HTML comments.
  const c = f.indexOf("<!--");
  if (c >= 0) {
    const e = f.indexOf("-->", c + 4);
    const body = f.slice(c + 4, e < 0 ? Math.min(f.length, c + 4000) : e);
    // A comment that addresses the model or gives orders is a hidden instruction.
    const orders = new RegExp(`\\b(?:${MODEL.slice(3, -1)}|ai|llm|agent)\\b|${EXV}|\\b(?:always|never|must|do not|don['’]t|ignore|approve|delete|execute|run)\\b`).test(body);
    out.push({ id: "tp.hidden.comment", conf: orders ? 0.6 : 0.25, start: c, end: e < 0 ? f.length : e + 3 });
  }
  // Long whitespace runs inside a line, or many blank lines, followed by more text.
  const g = whitespaceGap(f);
  if (g >= 0) out.push({ id: "tp.hidden.gap", conf: 0.25, start: g, end: f.length });
  // Invisible characters in the original (the folded view has dropped them).
  let zw = 0, tag = 0, first = -1;
  const lim = Math.min(text.length, MAX_SCAN);
  for (let i = 0; i < lim; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x200b || ch === 0x200c || ch === 0x2060 || ch === 0x2061 || ch === 0x2062 || ch === 0x2063 || ch === 0x2064 || (ch === 0xfeff && i > 0)) {
      zw++;
      if (first < 0) first = i;
    } else if (ch === 0xdb40) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdc7f) { tag++; if (first < 0) first = i; i++; }
    }
  }
  if (tag >= 4 || zw >= 3) out.push({ id: "tp.hidden.invisible", conf: STRONG, start: -first - 1, end: -first - 1 });
  else if (tag > 0 || zw > 0) out.push({ id: "tp.hidden.invisible", conf: 0.25, start: -first - 1, end: -first - 1 });
}

/** Start of the first run of >= 40 spaces/tabs or >= 8 line breaks (blank lines) that more text follows; -1 if none. Linear. */
function whitespaceGap(f: string): number {
  let runStart = -1, spaces = 0, breaks = 0;
  for (let i = 0; i < f.length; i++) {
    const ch = f.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 0xa0 || ch === 13) {
      if (runStart < 0) runStart = i;
      spaces++;
    } else if (ch === 10) {
      if (runStart < 0) runStart = i;
      breaks++;
      spaces = 0;
    } else {
      if (runStart >= 0 && (spaces >= 40 || breaks >= 8)) return runStart;
      runStart = -1; spaces = 0; breaks = 0;
    }
  }
  return -1;
}

function disproportion(f: string): number {
  const words = (f.match(/[a-z]{2,}/g) ?? []).length;
  if (words === 0) return 0;
  IMPERATIVE_SENTENCE.lastIndex = 0;
  let n = 0;
  while (IMPERATIVE_SENTENCE.exec(f) !== null && n < 200) n++;
  IMPERATIVE_SENTENCE.lastIndex = 0;
  return n >= 4 && (n * 100) / words >= 4 ? n : 0;
}

/**
 * Poisoning findings for one MCP tool description. `text` is the original, `folded` the folded
 * prose view of it (same as the rule engine reads). Pure and deterministic; never throws.
 */
export function toolPoisoningFindings(text: string, folded: string, ctx: ScanContext, matches: readonly RuleMatch[] = []): RawFinding[] {
  if (ctx?.tool !== "tools/list" || typeof text !== "string" || typeof folded !== "string" || folded.length === 0) return [];
  try {
    return detect(text, folded, matches);
  } catch {
    return [];
  }
}

function detect(text: string, folded: string, matches: readonly RuleMatch[]): RawFinding[] {
  const f = folded.length > MAX_SCAN ? folded.slice(0, MAX_SCAN) : folded;
  const sig = collect(text, f, matches);
  if (sig.length === 0) return [];
  const carriers = sig.filter((s) => s.id === "tp.hidden.block" || s.id === "tp.hidden.comment" || s.id === "tp.hidden.gap");
  const content = sig.filter((s) => !s.id.startsWith("tp.hidden.") && s.conf >= WEAK);
  // A hiding place that holds an instruction is a hidden instruction.
  for (const c of carriers) if (content.some((s) => s.start >= c.start && s.end <= c.end + 8)) c.conf = STRONG;

  const strongish = sig.filter((s) => s.conf >= 0.5);
  const weakIds = new Set(sig.filter((s) => s.conf < 0.5).map((s) => s.id));
  let keep: Signal[];
  if (strongish.length > 0) keep = sig;
  else if (weakIds.size >= 3) keep = sig;
  else return [];
  const n = disproportion(f);
  if (n > 0) keep = [...keep, { id: "tp.disproportion", conf: 0.2, start: 0, end: f.length }];

  const ratio = text.length / Math.max(1, folded.length);
  const same = text.length === folded.length;
  return keep.map((s) => {
    let start: number, end: number;
    if (s.start < 0) { start = -s.start - 1; end = start + 1; } // invisible: an original offset
    else if (same) { start = s.start; end = s.end; }
    else { start = Math.floor(s.start * ratio); end = Math.ceil(s.end * ratio); }
    start = Math.max(0, Math.min(text.length, start));
    end = Math.max(start, Math.min(text.length, end));
    return { class: "prompt_injection", rule_id: s.id, start, end, confidence: s.conf, value: text.slice(start, Math.min(end, start + 200)), kind: "tool-poisoning" } satisfies RawFinding;
  });
}

/** @internal for benchmarks */
export const _RULES = RULES;
/** @internal for tests: whether rule i (in _RULES) may run on the folded text f by its literals. */
export function _literalsAllow(f: string): (i: number) => boolean {
  const present = LITERALS.scan(f);
  return (i) => ((present & (NEED[i] as number)) >>> 0) === NEED[i];
}

/** Rule ids this detector can emit (for docs and tests). */
export const TOOL_POISONING_RULE_IDS: readonly string[] = [...new Set([...RULES.map((r) => r.id), ...TOOL_INTENT_RULE_IDS, ...TOOL_FLOW_RULE_IDS, ...TOOL_OUTCOME_RULE_IDS, "tp.hidden.block", "tp.hidden.comment", "tp.hidden.gap", "tp.hidden.invisible", "tp.disproportion"])];
