// Reference copy of the implementation before the speed work of issue 18, kept verbatim (imports
// re-pointed) so test/unit/scan/fast-paths.test.ts can compare the optimised code with it.
// Structural cues of an injection: what a sentence asks for and of whom, not which words one
// dataset used. Each cue is a feature of the learned model (features.ts); its weight is learned,
// its definition is written by hand from the class of attack it describes:
//
// addresses_ai   the text speaks to an AI/assistant/model/agent (data normally speaks to people)
// you_modal      "you must / you should / you need to / you are required to"
// act_verb_start a sentence that opens (after "please", "also", "now"...) with a verb that acts on
//                the world: send, forward, transfer, delete, grant, share, post, run...
// gen_verb_start a sentence that opens with a verb that only produces text (write, explain...):
//                ordinary requests look like this, hijacks rarely do
// wh_start       a sentence that opens like a question (what, how, can, is...): not an instruction
// act_to_target  an acting verb followed by a recipient: an address, URL, phone or account
// sensitive_obj  credentials, keys, passwords, personal records, conversation or history
// my_asset       "my account / my files / my inbox": a writer speaking as the owner of the data
// authority      claims of authority: "as the owner", "system notice", "admin", "on behalf of"
// urgency        "immediately", "before you continue", "mandatory", "important!"
// role_spoof     fake turns and chat-template markers, end-of-context markers
// hide_from_user asks to keep the action from the user ("do not tell the user", "silently")
// exfil_markup   a markdown image/link whose URL carries a query parameter
// override       "ignore / disregard / forget ... previous / above ... instructions"
// new_task       "your new task / the real instructions / instead, do"
// tool_call      "use / call the X tool / function / API"
// no_limits      unrestricted-persona talk: no rules, no filters, uncensored, never refuse
// persona        "act as / pretend / from now on you are / role-play"
// harm_topic     requests touching weapons, malware, drugs, fraud (jailbreaks ask for these)
// question       the sentence is a question: most ordinary requests are
// second_person  "you"/"your" appears
import { KeywordSet } from "../../../../src/scan/prefilter";

// `kw`: literals one of which every match contains (empty: always try); one Aho–Corasick pass
// over the whole text (cueGates) decides, per segment, which cues' patterns run at all.
const CUES: readonly { name: string; kw: string[]; re: RegExp }[] = [
  { name: "addresses_ai", kw: ["ai", "assist", "model", "agent", "bot", "gpt", "llm"], re: /\b(?:ai|a\.i\.|assistant|chatbot|language model|llm|agent|gpt|claude|gemini|copilot|bot)\b/ },
  { name: "you_modal", kw: ["you"], re: /\byou (?:must|should|need to|have to|will|are (?:required|expected|instructed|supposed) to|are to|shall)\b/ },
  { name: "act_verb_start", kw: [], re: /^[\s"'*>#:;,(-]{0,6}(?:(?:please|kindly|also|then|now|next|and|immediately|urgently|first|finally|afterwards|additionally)[ ,]{1,3}){0,3}(?:send|forward|transfer|wire|e-?mail|delete|remove|erase|grant|share|post|publish|upload|download|run|execute|install|disable|enable|change|reset|update|modify|move|copy|export|invite|add|approve|pay|purchase|buy|sell|book|schedule|cancel|unlock|open|visit|click|navigate|go to|retrieve|fetch|access|read|collect|gather|extract|save|create|set|deposit|withdraw|invest|redirect|reply|message|text|call|contact|notify|revoke|give|provide|leak|reveal|print|output|list)\b/ },
  { name: "gen_verb_start", kw: [], re: /^[\s"'*>#:;,(-]{0,6}(?:please[ ,]{1,3})?(?:write|explain|describe|summari[sz]e|tell me|translate|compose|generate|suggest|recommend|compare|classify|rewrite|edit|paraphrase|name|identify|calculate|solve|convert|analy[sz]e|brainstorm|imagine|create|draft|outline|design|develop|provide|give me|help me)\b/ },
  { name: "wh_start", kw: [], re: /^[\s"'*>#:;,(-]{0,6}(?:what|how|why|who|which|when|where|is|are|can|could|do|does|did|will|would|should)\b/ },
  { name: "act_to_target", kw: ["to", "@", "http", "cc"], re: /\b(?:send|forward|transfer|wire|e-?mail|share|post|upload|mail|pay|deposit|cc|bcc|copy|sync|export|give (?:access|permission)|grant (?:access|permission))\b[^\n]{0,90}?\b(?:to|into|at|via|cc|bcc)\b[ :]{0,3}(?:the )?(?:[a-z0-9._%+-]{1,40}@[a-z0-9.-]{1,60}|https?:|www\.|\+?\d[\d ()-]{6,}|(?:this|that|the following|my|our|an?) (?:address|account|number|url|link|server|endpoint|email|wallet|iban))/ },
  { name: "sensitive_obj", kw: ["pass", "key", "token", "secret", "cred", "ssh", "card", "ssn", "social", "bank", "account", "history", "conversation", "contacts", "private", "seed", "otp", "2fa", "medical", "address"], re: /\b(?:passwords?|passcodes?|api[ _-]?keys?|access[ _-]?tokens?|tokens|secrets?|credentials?|ssh|private keys?|credit card|card number|ssn|social security|bank (?:account|details|statements?)|account (?:number|details|credentials)|chat history|conversation(?: history)?|browsing history|contacts? list|seed phrase|recovery phrase|otp|2fa|verification code|medical records?|home address|personal (?:details|information|data))\b/ },
  { name: "my_asset", kw: ["my "], re: /\bmy (?:account|accounts|bank|inbox|emails?|files?|folders?|documents?|dropbox|drive|calendar|contacts|password|passwords|credit card|repositor(?:y|ies)|wallet|funds|data|records|photos|messages|phone|house|home|door|lock|car)\b/ },
  { name: "authority", kw: ["owner", "admin", "system", "official", "behalf", "developer", "security", "author", "support", "manager", "ceo", "it "], re: /\b(?:as (?:the|your|an?) (?:account )?(?:owner|admin(?:istrator)?|developer|creator|operator|manager|supervisor)|(?:system|security|admin(?:istrator)?|it|compliance) (?:notice|message|alert|update|team|department|administrator|requirement|policy)|i am (?:the|your) (?:owner|admin(?:istrator)?|developer|creator|boss|manager)|on behalf of|authori[sz]ed (?:by|request)|official (?:request|notice|instruction))\b/ },
  { name: "urgency", kw: ["immediate", "urgent", "right away", "asap", "before", "mandatory", "required", "important", "critical", "now", "first"], re: /\b(?:immediately|urgent(?:ly)?|right away|right now|asap|as soon as possible|without delay|before (?:you )?(?:continu|proceed|respond|answer|reply|do(?:ing)? anything|finish)|mandatory|required action|important[!:]|critical[!:]|it is (?:very |extremely )?(?:important|critical|essential) (?:that|to))/ },
  { name: "role_spoof", kw: ["system", "assistant", "user", "human", "inst", "im_", "end", "<", "[", "#"], re: /(?:^|[\s>])(?:system|assistant|user|human|ai)[ \t]{0,2}:|<\|?(?:im_start|im_end|system|endoftext|user|assistant)\|?>|\[\/?inst\]|<<\/?sys>>|<\/?(?:system|important|instructions?|admin|secret|hidden|context)>|\b(?:end|start|beginning) of (?:the )?(?:document|e-?mail|context|input|data|conversation|prompt|text|message|instructions|tool output)\b|#{2,} ?(?:system|instruction|new|admin)/ },
  { name: "hide_from_user", kw: ["tell", "inform", "mention", "notif", "aware", "secret", "silent", "quiet", "without", "user", "know", "confiden", "reveal", "disclose"], re: /\b(?:do not|don't|never|without) (?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|notify(?:ing)?|alert(?:ing)?|let(?:ting)?|ask(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|show(?:ing)?) (?:the |this to the |this to )?(?:user|human|owner|anyone|them|him|her|customer)|\bwithout (?:mentioning|telling|informing|notifying|alerting|asking) (?:it|this|that|anyone|anybody)\b|\b(?:secretly|silently|quietly|covertly|discreetly)\b|\bthe (?:user|human) (?:must|should|will|need) not (?:know|see|notice|be told)|keep (?:this|it) (?:secret|confidential|hidden|between us)|without (?:the )?(?:user|owner)'?s? (?:knowledge|consent|noticing)/ },
  { name: "exfil_markup", kw: ["![", "<img", "]("], re: /!\[[^\]\n]{0,100}\]\([^)\s]{0,300}[?&][a-z0-9_]{1,30}=|<img[^>]{0,200}src=["']?https?:[^"'>\s]{0,300}[?&][a-z0-9_]{1,30}=/ },
  { name: "override", kw: ["ignor", "disregard", "forget", "overrid", "bypass", "previous", "prior", "above"], re: /\b(?:ignore|ignoring|disregard|forget|override|bypass|skip|abandon|drop)\b[^\n.]{0,40}\b(?:previous|prior|above|earlier|preceding|all|your|original|initial|any|the|these|those)\b[^\n.]{0,30}\b(?:instructions?|prompts?|rules|directives?|guidelines|tasks?|commands?|orders|context|constraints|requests?|questions?|wishes)\b|\b(?:ignore|disregard|forget)\b (?:what|whatever) (?:the user|you were|you've been|you have been) (?:asked|said|told|wants?)/ },
  { name: "new_task", kw: ["task", "instruction", "goal", "objective", "instead", "job", "mission"], re: /\b(?:(?:new|updated|real|actual|true|revised|additional|next|primary|only) (?:task|instructions?|objective|goal|mission|directive|priority)|your (?:new |real |actual |main |only )?(?:task|job|goal|objective|mission) (?:is|now)|instead,? (?:you|do|please|send|go)|strictly adhere|follow (?:these|the following|my) (?:new )?instructions)\b/ },
  { name: "tool_call", kw: ["tool", "function", "api", "command", "plugin"], re: /\b(?:use|using|call|calling|invoke|invoking|run|running|trigger|with)\b (?:the )?["'`]?[a-z0-9_.-]{2,40}["'`]? (?:tool|function|api|command|plugin|action)\b/ },
  { name: "no_limits", kw: ["restrict", "filter", "rule", "limit", "censor", "ethic", "moral", "unrestrict", "uncensor", "unfilter", "jailbr", "refuse", "anything now", "developer mode", "character"], re: /\b(?:(?:no|without|free (?:from|of)|not bound by|ignore (?:all |any )?(?:your )?)(?:any )?(?:restrictions|filters|rules|limits|limitations|censorship|ethics|morals|guidelines|boundaries|policies)|unrestricted|uncensored|unfiltered|amoral|jailbr[a-z]{0,6}|never refuse|do anything now|developer mode|stay in character|break character)\b/ },
  { name: "persona", kw: ["act", "pretend", "from now", "role", "imagine", "you are", "you're", "simulate", "behave", "persona", "character"], re: /\b(?:act(?:ing)? as|behave as|respond as|pretend(?: to be| you are)?|from now on|role-?play|imagine (?:you are|that you)|you are (?:now|going to be|an? [a-z]{1,20} (?:ai|bot|assistant|model))|you're (?:now|going to)|simulate|persona|in character)\b/ },
  { name: "harm_topic", kw: ["bomb", "weapon", "hack", "malware", "virus", "drug", "kill", "steal", "exploit", "illegal", "phish", "poison", "explosive", "ransom", "fraud", "launder", "meth", "gun", "murder", "suicide", "terror", "counterfeit", "keylog", "ddos"], re: /\b(?:bombs?|weapons?|hack(?:ing|er|s)?|malware|virus(?:es)?|drugs?|kill(?:ing)?|steal(?:ing)?|exploits?|illegal(?:ly)?|phishing|poison(?:ing)?|explosives?|ransomware|fraud|launder(?:ing)?|meth(?:amphetamine)?|guns?|murder|suicide|terroris[mt]s?|counterfeit|keylogger|ddos)\b/ },
  { name: "question", kw: ["?"], re: /\?\s*["']?$/ },
  { name: "second_person", kw: ["you"], re: /\byou(?:r|rs|rself)?\b/ },
];

const KEYWORDS = new KeywordSet(CUES.flatMap((c) => c.kw));
/** Per keyword, the bit mask of the cues it gates (bit i = CUES[i]). */
const KW_CUES = new Uint32Array(KEYWORDS.keywords.length);
CUES.forEach((c, i) => {
  for (const k of c.kw) {
    const j = KEYWORDS.keywords.indexOf(k);
    KW_CUES[j] = (KW_CUES[j] as number) | (1 << i);
  }
});
/** Cues with no keyword always run. */
const ALWAYS = CUES.reduce((m, c, i) => (c.kw.length === 0 ? m | (1 << i) : m), 0);

/** For each segment [bounds[2i], bounds[2i+1]) of t, the cues whose keywords occur in it (a superset; one pass). */
export function cueGates(t: string, bounds: readonly number[]): Uint32Array {
  const g = KEYWORDS.rangeMasks(t, bounds, KW_CUES);
  for (let i = 0; i < g.length; i++) g[i] = (g[i] as number) | ALWAYS;
  return g;
}

/** Bit mask (bit i = CUES[i]) of the cues present in the segment text s, trying only those in `gates`. */
export function cueBits(s: string, gates: number): number {
  let bits = 0;
  for (let i = 0; i < CUES.length; i++) if ((gates & (1 << i)) !== 0 && (CUES[i] as (typeof CUES)[number]).re.test(s)) bits |= 1 << i;
  return bits;
}

/**
 * Cues that give a sentence the shape of an instruction. The model only scores windows that hold
 * at least one: an injection has to ask for something, and text that asks for nothing (a receipt,
 * a table, a bank notice) cannot be flagged by vocabulary alone.
 */
export const DIRECTIVE_CUES: ReadonlySet<string> = new Set(["you_modal", "act_verb_start", "gen_verb_start", "act_to_target", "hide_from_user", "override", "new_task", "tool_call", "no_limits", "persona", "role_spoof", "exfil_markup", "addresses_ai"]);

/**
 * Cues that by their definition describe an attack, so training may only give them a weight of
 * zero or more. Every scored window holds some directive cue, so without this a cue common in the
 * corpus's benign requests could learn a negative weight and "do not tell the user" would count
 * *against* an injection on text unlike the corpus.
 */
export const MONOTONE_CUES: ReadonlySet<string> = new Set(["addresses_ai", "you_modal", "act_to_target", "sensitive_obj", "my_asset", "authority", "urgency", "role_spoof", "hide_from_user", "exfil_markup", "override", "new_task", "tool_call", "no_limits", "persona", "harm_topic"]);

export const CUE_NAMES: readonly string[] = CUES.map((c) => c.name);
/** Bit mask of DIRECTIVE_CUES, in cueBits order. */
export const DIRECTIVE_BITS: number = CUES.reduce((m, c, i) => (DIRECTIVE_CUES.has(c.name) ? m | (1 << i) : m), 0);
