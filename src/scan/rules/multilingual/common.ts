// Prompt-injection patterns for languages other than English, one rule per language and per
// attack class. Rules read the folded view (lowercase, NFKC, accents stripped in Latin, Greek and
// Cyrillic scripts, so "instrucción" reads "instruccion" and "игнорируй" reads "игнорируи"); the
// patterns below are written in ordinary spelling and folded the same way when this module loads.
// Kinds mirror the English rules so the detector's context weighting applies: secrecy and
// exfiltration are "agent-directive" (they only weigh when the text arrives as data).
//
// Two things keep ordinary text clean: every rule needs two parts (a verb AND its target, e.g.
// "ignore" + "previous instructions"; a sensitive object AND a recipient), and a per-language
// check drops matches right after a negation or a first-person subject ("n'oubliez pas les
// instructions précédentes", "我忘记了之前的指令").
import type { RuleSpec } from "../rule";
import { fold } from "../../normalize";
import { GATED_LANGUAGES } from "./language";

export type Cls = "override" | "persona" | "extraction" | "secrecy" | "exfil" | "address" | "oversight" | "authority" | "duty" | "effect";
const KIND: Record<Cls, string> = { override: "override", persona: "jailbreak", extraction: "extraction", secrecy: "agent-directive", exfil: "agent-directive", address: "agent-directive", oversight: "agent-directive", authority: "agent-directive", duty: "agent-directive", effect: "agent-directive" };
// Oversight, authority, duty and effect are traits, as in English (pi.directive.trait-no-oversight,
// -authority; pi.effect.* without a tell): one alone does not flag; two, or one beside an address
// to the AI, do.
const CONFIDENCE: Record<Cls, number> = { override: 0.85, persona: 0.6, extraction: 0.8, secrecy: 0.55, exfil: 0.55, address: 0.55, oversight: 0.3, authority: 0.3, duty: 0.3, effect: 0.3 };
const WHAT: Record<Cls, string> = {
  override: "Tells the model to ignore or forget its previous instructions",
  persona: "Assigns an unrestricted / uncensored AI persona",
  extraction: "Asks for the system prompt or the model's hidden/initial instructions",
  secrecy: "Tells the agent to keep an action secret from the user",
  exfil: "Tells the agent to send credentials, conversation or the user's data to an address",
  // As pi.directive.model-address: a note headed to the AI itself. "Assistant" alone is a person's
  // job, so it counts only with what it is doing to this text ("l'assistant qui trie ce courrier").
  address: "A note in data addressed to the AI that reads it",
  oversight: "Tells the reader to act without a person's confirmation or approval (a trait)",
  authority: "Claims an approval or a consent the reader cannot check (a trait)",
  // A person's assistant is told what to do in mail every day; an order to "the assistant" in data
  // is one more sign beside another, never one alone.
  duty: "Tells the assistant or agent that reads the text what it must do (a trait)",
  effect: "Orders an effect its principal would have to agree to: a role or a second factor changed, backups deleted, credentials read out (a trait)",
};

export interface Spec {
  pattern: string;
  keywords: string[];
  mustMatch: string[];
  mustNotMatch: string[];
}
export interface Neg {
  /** Tested on the folded text just before the match: negations and first-person subjects. */
  before?: RegExp;
  /** Tested on the folded match itself. */
  inMatch?: RegExp;
}

/** Patterns and keywords are written in normal spelling and folded like the text they read. */
export const f = (s: string): string => fold(s).text;
export const alt = (...xs: string[]): string => `(?:${xs.join("|")})`;
/** Every pairing of a lead with a word after it: keywords that a pattern's "lead word" part must hold. */
export const cross = (a: readonly string[], b: readonly string[]): string[] => a.flatMap((x) => b.map((y) => `${x} ${y}`));
/** A bounded gap inside one sentence (Latin and other scripts). */
export const g = (n: number): string => `[^\\n.!?;]{0,${n}}`;
/** A bounded gap inside one sentence for CJK text (。 and fullwidth !? folded to ASCII). */
export const gc = (n: number): string => `[^\\n.!?。]{0,${n}}`;
export const EMAIL = "[a-z0-9._%+-]{1,40}@[a-z0-9.-]{1,60}\\.[a-z]{2,10}";
export const URL = "https?://[a-z0-9./?&=_%#:~+-]{1,200}";
/** Verb + qualifier + target in either noun/adjective order (SVO languages). */
export const vqt = (v: string, q: string, t: string, gap = 30): string => `${v}${g(gap)}${alt(`${q}${g(20)}${t}`, `${t}${g(20)}${q}`)}`;

/**
 * A free mailbox: nobody's business address. Records sent there leave the organisation whatever the
 * language around them; a shop or a club writes from one too, so a send to it is one part of an
 * effect (a trait), never an order alone. Providers by their registered domains, so a company's own
 * "mail." or "web." host is not one.
 */
const FREEMAIL_HOSTS = ["gmail", "googlemail", "yahoo", "outlook", "hotmail", "live", "proton", "protonmail", "icloud", "gmx", "aol", "yandex", "tutanota", "fastmail", "libero", "laposte", "wanadoo", "uol", "bol", "terra", "t-online"];
const FREEMAIL_DOMAINS = ["pm\\.me", "web\\.de", "free\\.fr", "orange\\.fr", "mail\\.com", "tuta\\.io"];
/** A free mailbox from its "@" on: a pattern that starts here is tried only at an "@", not at every letter of a local part. */
const FREEMAIL_AT = `@(?:(?:${FREEMAIL_HOSTS.join("|")})\\.[a-z]{2,3}(?:\\.[a-z]{2})?|${FREEMAIL_DOMAINS.join("|")})\\b`;
export const FREEMAIL = `[a-z0-9._%+-]{1,40}${FREEMAIL_AT}`;
/** Literals every FREEMAIL match holds, for the rules' keywords. */
export const FREEMAIL_KEYWORDS: readonly string[] = [...FREEMAIL_HOSTS.map((h) => `@${h}.`), ...FREEMAIL_DOMAINS.map((d) => `@${d.replace(/\\/g, "")}`)];
/** A language's send verbs and a free mailbox in one sentence, in either order ("an …@outlook.de senden"). */
export const sentToFreemail = (verbs: string): string => alt(`\\b${verbs}\\b${g(100)}${FREEMAIL}`, `${FREEMAIL_AT}${g(40)}\\b${verbs}\\b`);
/**
 * A card's security code, then a web address to put it in, in one sentence: a shop's checkout asks
 * for it on its own page, so this too is one part of an effect.
 */
export const CARD_CODE_ELSEWHERE = `\\b(?:cvv2?|cvc2?)\\b${g(120)}(?:https?://|www\\.)`;
export const CARD_CODE_KEYWORDS: readonly string[] = ["cvv", "cvc"];

/**
 * The AI that reads this text, told what it must do: "[the] <AI reader> that <reads> this … must"
 * (a relative clause, then an obligation), or a head word hailed at a line or tag start and
 * qualified by what it is doing to this text ("Assistant: when summarising this page, …"). As the
 * English pi.directive.ai-reader-clause: a reader named without an order, or a person's job without
 * this text, is prose.
 */
export const readerOrder = (det: string, reader: string, rel: string, verbs: string, dem: string, modal: string): string => `\\b${det}${reader},? ${rel} ${verbs}(?: ${dem})${g(50)}\\b${modal}\\b`;
export const hailed = (heads: string, doing: string): string => `(?:^|[\\n>\\]"(])[ \\t]{0,4}${heads}[ \\t]{0,4}[:,][ \\t]{0,4}${doing}`;

/**
 * A note headed to the automated reader at a line, tag or sentence start, ending in a colon: a
 * preposition ("para", "pour", "für", "per", "ao"), perhaps a label before it ("Aviso para …"),
 * and a reader marked as a machine by an adjective ("agentes de reserva automáticos", "automatisierte
 * Coding-Assistenten") or by what it does to this text ("al sistema de atención que procese este
 * correo", "per i modelli che generano riassunti"). A person's job alone ("para el asistente:") or a
 * chat widget's header ("Asistente virtual:", no preposition) is not one.
 */
export const notedReader = (labels: string, preps: string, reader: string): string => `(?:^|[\\n>\\]"(#*.)-]|<!--)[ \\t]{0,4}(?:${labels}[ \\t]{1,5})?${preps}[ \\t]{1,5}${reader}[ \\t]{0,4}[:,]`;
/** A machine-marked reader: noun, an optional complement, then the marker, or noun, relative pronoun, processing verb and this text. */
export const machineReader = (dets: string, nouns: string, marks: string, relNouns: string, rel: string, verbs: string, objects: string): string =>
  `(?:${dets}[ \\t]{0,4})?${alt(`${nouns}(?: de [a-z]{3,15})?(?: ${marks})`, `${relNouns}(?: de [a-z]{3,15}(?: [a-z]{3,15})?)? ${rel} ${verbs} ${objects}${g(30)}`)}`;

/**
 * A language's rules run only on text holding its function words (language.ts): one for most, so
 * a one-line attack is still read; two for the classes whose words other languages share
 * ("assistant", "agent", "admin", "backup", "note"), which English and code would otherwise wake.
 */
const SHARED_WORDS: ReadonlySet<Cls> = new Set<Cls>(["address", "duty", "effect", "oversight", "authority"]);
/** The trait classes (0.3, one alone never flags): each counts once, whichever languages' rules found it. */
const TRAITS: ReadonlySet<Cls> = new Set<Cls>(["oversight", "authority", "duty", "effect"]);
/** The `trait` a class's rules carry in every language. */
export const traitName = (cls: Cls): string => `multilingual.${cls}`;

export function lang(code: string, neg: Neg, specs: Partial<Record<Cls, Spec>>): RuleSpec[] {
  const out: RuleSpec[] = [];
  for (const [cls, s] of Object.entries(specs) as [Cls, Spec][]) {
    // Secrecy patterns contain their own negation ("do not tell"); in-match checks are for overrides.
    const nb = cls === "secrecy" ? undefined : neg.before;
    const nm = cls === "override" ? neg.inMatch : undefined;
    const validate =
      nb === undefined && nm === undefined
        ? undefined
        : (_v: string, m: string, before: string): boolean => !(nb?.test(before) ?? false) && !(nm?.test(m) ?? false);
    out.push({
      id: `pi.multilingual.${code}.${cls}`,
      class: "prompt_injection",
      view: "folded",
      description: `${WHAT[cls]} (${code})`,
      kind: KIND[cls],
      confidence: CONFIDENCE[cls],
      keywords: [...new Set(s.keywords.map(f))],
      ...(GATED_LANGUAGES.includes(code) ? { language: code, languageWords: SHARED_WORDS.has(cls) ? 2 : 1 } : {}),
      ...(TRAITS.has(cls) ? { trait: traitName(cls) } : {}),
      pattern: f(s.pattern),
      ...(validate === undefined ? {} : { validate }),
      mustMatch: s.mustMatch,
      mustNotMatch: s.mustNotMatch,
    });
  }
  return out;
}
