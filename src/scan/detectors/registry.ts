// The detector registry: every detector the scanner runs, in the order it runs them. A new
// detection class or a feed-backed detector is one entry here (the rule engine's rules are data in
// src/scan/rules/ and run before these). Order matters only for ties in presentation, so entries
// keep the order the scanner has always used.
import type { ScanClass, ScanContext, ScanOptions, ScanPolicy } from "../types";
import { makeUnit, runRules, type RunOptions, type TextUnit } from "../engine";
import type { RuleMatch } from "../rules/rule";
import { toOriginal } from "../normalize";
import { decodeLayers, type Layer } from "../decode";
import { extractUrls, type UrlCandidate } from "../urls";
import { piModelScore } from "../model/pi-model";
import type { RawFinding } from "./finding";
import { detectSsrf, detectSsrfOutbound } from "./ssrf";
import { detectKnownBadUrls, detectScriptUrls } from "./known-bad-url";
import { detectGenericSecrets } from "./secrets-generic";
import { detectPrefixedTokens } from "./secrets-prefixed";
import { detectFeedUrls, feedContext, type FeedContext } from "./feed-urls";
import { contextPrior, hiddenCarriers, manyShotFindings, piFinding, piFindings } from "./prompt-injection";
import { detectDataLabels } from "./data-labels";
import { toolPoisoningFindings } from "./tool-poisoning";
import { adversarialSuffixFindings, harmSuffixFindings } from "./adversarial-suffix";
import { licenceView } from "../model/licence-text";
import { HARM_CONFIDENCE, HARM_REQUEST, harmAcrossPieces, harmRequestFindings } from "./harm-request";
import { AI_ADDRESS, aiAddressDetector } from "./ai-address";
import { orderedEffectDetector } from "./ordered-effect";
import { HANDOFF_TELLS_ID, handoffTellsDetector } from "./handoff-tells";
import { ML_ADDRESS, mlAddressDetector } from "./ml-address";
import { EFFECT_ANCHOR } from "../rules/effect-anchors.rules";
import { probeBit } from "../probes";
import { OBFUSCATION_KINDS, obfuscatedLayers, probeOfKind } from "../obfuscation";
import { cipherLayers } from "../ciphers";
import { crossesSeam, piecesOf, splitJoins } from "./payload-split";
import { translatedFindings } from "./translated";
import { blankMentions, capMentioned, MENTIONED_CAP } from "./mention";
import { docCueCount } from "./prompt-injection";
import { isShellTool } from "../../shell/tool-names";

/** What one scan has computed so far; detectors read it and append findings. */
export interface ScanState {
  content: string;
  ctx: ScanContext;
  policy: ScanPolicy | undefined;
  options: ScanOptions | undefined;
  disabled: ReadonlySet<string>;
  run: RunOptions;
  unit: TextUnit;
  /** Rule-engine matches on the content (views of `unit`). */
  matches: RuleMatch[];
  /** Folded-view span → content span. */
  toContent: (s: number, e: number) => { start: number; end: number };
  urls: UrlCandidate[];
  feeds: FeedContext;
}

export interface Detector {
  id: string;
  /** The classes its findings report under. */
  classes: readonly ScanClass[];
  run(s: ScanState, out: RawFinding[]): void;
}

const push = (out: RawFinding[], xs: readonly RawFinding[]): void => {
  for (let i = 0; i < xs.length; i++) out.push(xs[i] as RawFinding);
};

export const FETCH_TOOL = /fetch|http|browse|curl|wget|request|url|web|download|navigate|crawl|scrape|open/i;
/** Tools that put text somewhere for people to read: messages, mail, issues, comments, notes, documents, files. */
const TEXT_WRITER = /message|mail|comment|issue|ticket|note|write|reply|chat|tweet|wiki|slack|discord|sms|docs?(?![a-z])|document/i;
/**
 * Whether a tool only writes the text it is handed: named as a writer, and neither a fetching tool
 * nor a shell (curl, wget). A tool with another name (a link preview, an image proxy, a webhook
 * tester) may request what it is handed, so its URLs stay requests.
 */
const writesText = (tool: string | undefined): boolean =>
  tool !== undefined && TEXT_WRITER.test(tool) && !FETCH_TOOL.test(tool) && !isShellTool(tool);
export const TOOLS_LIST = "tools/list";
const LAYER_CLASSES: ReadonlySet<string> = new Set(["prompt_injection", "secrets", "ssrf", "known_bad_url"]);
const PI_ONLY: ReadonlySet<string> = new Set(["prompt_injection"]);
const GENERIC_SECRETS = probeBit("genericSecrets");
const GENERIC_SECRETS_RARE = probeBit("genericSecretsRare");
/** Whether a unit can hold a generic-secret candidate (always, when the keyword pass did not say). */
const mayHoldSecrets = (u: TextUnit): boolean => u.probes === undefined || (u.probes & (GENERIC_SECRETS | GENERIC_SECRETS_RARE)) !== 0;
/** Whether the detector's rare statements may occur (unknown when the keyword pass did not say). */
const mayHoldRare = (u: TextUnit): boolean | undefined => (u.probes === undefined ? undefined : (u.probes & GENERIC_SECRETS_RARE) !== 0);
/** Per obfuscation kind (spaced, reversed, ROT13, Atbash, Caesar), its probe's name and bit. */
const OBFUSCATIONS = OBFUSCATION_KINDS.map((kind) => ({ kind, probe: probeOfKind(kind), bit: probeBit(probeOfKind(kind)) }));
const OBFUSCATED = OBFUSCATIONS.reduce((bits, o) => bits | o.bit, 0);
const SPLIT_CUE = probeBit("splitCues");
const NATO_WORDS = probeBit("natoWords");
const MORSE_CUES = probeBit("morseCues");
const BINARY_CUES = probeBit("binaryCues");
const CODE_CUES = probeBit("codeCues");
const BRAILLE_CUES = probeBit("brailleCues");
const TURNED_CUES = probeBit("turnedCues");
const DIGITS = probeBit("digits");
const BRACKETS = probeBit("brackets");
const CIPHER_CUES = MORSE_CUES | BINARY_CUES | CODE_CUES | NATO_WORDS | BRAILLE_CUES | TURNED_CUES;

/** A decoded layer's findings take its whole encoded region's span. */
function layerSpan(layer: Layer): { start: number; end: number } {
  return { start: layer.start, end: layer.end };
}

/**
 * An instruction cut into quoted pieces that the text asks to have joined: the joins are read by
 * the injection rules, and only matches across a seam count (detectors/payload-split.ts); failing
 * those, a harmful request no piece names alone (harm-request.ts). Findings take the pieces' span;
 * the first join with such a match is enough. Disabling pi.encoded.split turns the whole reading off.
 */
function scanSplitPayload(s: ScanState, out: RawFinding[]): void {
  if (s.disabled.has("pi.encoded.split") || ((s.unit.probes ?? -1) & SPLIT_CUE) === 0) return;
  for (const j of splitJoins(s.unit.folded.text)) {
    const lu = makeUnit(j.text, s.options?.reference === true);
    // Effect anchors report nothing (rules/effect-anchors.rules.ts): a seam across one is no order.
    const across = runRules(lu, { ...s.run, classes: PI_ONLY }).filter((m) => {
      if (m.rule.kind === EFFECT_ANCHOR) return false;
      const r = toOriginal(lu.folded, m.start, m.end);
      return crossesSeam(j, r.start, r.end);
    });
    const span = s.toContent(j.start, j.end);
    const found =
      across.length > 0 ? piFindings(across, lu.folded, s.ctx, () => span, s.content).filter((f) => !f.rule_id.startsWith("pi.invisible."))
      : !s.disabled.has(HARM_REQUEST) && harmAcrossPieces(lu.folded.text, piecesOf(j)) ? [piFinding(HARM_REQUEST, "jailbreak", HARM_CONFIDENCE, span, s.ctx, s.content)]
      : null;
    if (found === null) continue;
    push(out, found);
    out.push({ class: "prompt_injection", rule_id: "pi.encoded.split", start: span.start, end: span.end, confidence: 0.6, value: s.content.slice(span.start, span.end) });
    return;
  }
}

const TRANSLATED = "pi.translated";
/** Documentation cues (prompt-injection.ts) from which a text is prose about attacks for the learned model. */
const MODEL_DOC_CUES = 2;
const MODEL = "pi.model.lr";
/** Documentation cues that make a gloss prose about attacks (the count index.ts caps English prose at). */
const DOC_GLOSS = 2;
/**
 * The English detectors that read a gloss: rules, harmful requests, addresses to the reader and
 * ordered effects; the learned model only on the user's own message. It was fit on English text,
 * and on glosses of ordinary mail (password-change notices, new bank details) it fired where the
 * English original does not; in the user's message its prior is lower and no such templates occur.
 */
const GLOSS_READERS: ReadonlySet<string> = new Set(["prompt-injection.rules", "pi.harm-request", AI_ADDRESS, "pi.ordered-effect"]);

/** The injection findings of the English detectors on a gloss `text` of the scan's content (detectors/translated.ts). */
function readGloss(s: ScanState, text: string): RawFinding[] {
  const sub = scanState(text, s.ctx, s.policy, s.options, s.disabled, { ...s.run, classes: PI_ONLY }, PI_ONLY);
  const found: RawFinding[] = [];
  for (const d of DETECTORS) if (GLOSS_READERS.has(d.id) || (d.id === MODEL && s.ctx.source === "user_message")) d.run(sub, found);
  // Quotations and examples read as the English text would be: "such as «…»" is a mention.
  capMentioned(found, text);
  // Prose about attacks ("los atacantes piden al modelo que ignore…") is the native rules' to judge.
  // The lexicons gloss "seguridad", "sécurité", "Sicherheit" as "safety", which the English cues read as "security".
  if (docCueCount(sub.unit.folded.text) + (/\bsafety\b/.test(sub.unit.folded.text) ? 1 : 0) >= DOC_GLOSS) for (const f of found) if (f.confidence > MENTIONED_CAP) f.confidence = MENTIONED_CAP;
  return found.filter((f) => f.class === "prompt_injection" && !f.rule_id.startsWith("pi.invisible.") && !f.rule_id.startsWith("pi.multilingual."));
}

/** Decoded layers (base64, URL/HTML escapes, tag characters): findings take the encoded region's span. */
function scanLayers(s: ScanState, out: RawFinding[]): void {
  const tag = s.unit.folded.tagText;
  const extra: Layer[] = tag !== null ? [{ text: tag.text, start: tag.start, end: tag.end, kind: "tag" }] : [];
  // Spaced, reversed, ROT13, Atbash and Caesar lines: looked for only where the keyword pass saw such a form.
  const p = s.unit.probes ?? -1;
  if ((p & OBFUSCATED) !== 0) {
    const t = s.unit.folded.text;
    for (const o of OBFUSCATIONS) if ((p & o.bit) !== 0) for (const l of obfuscatedLayers(t, o.kind, s.toContent, s.unit.probeAt?.[o.probe])) extra.push(l);
  }
  // Morse, binary, character codes, Braille, upside-down and NATO spellings (ciphers.ts).
  const ascii = s.unit.folded.map === null;
  if ((p & CIPHER_CUES) !== 0) {
    const cues = s.unit.probes === undefined ? undefined : { morse: (p & MORSE_CUES) !== 0, binary: (p & BINARY_CUES) !== 0, codes: (p & CODE_CUES) !== 0, nato: (p & NATO_WORDS) !== 0, braille: (p & BRAILLE_CUES) !== 0, turned: (p & TURNED_CUES) !== 0 };
    for (const l of cipherLayers(s.content, { ascii, cues })) extra.push(l);
  }
  for (const layer of decodeLayers(s.content, extra, (p & DIGITS) !== 0)) {
    const lu = makeUnit(layer.text, s.options?.reference === true);
    const lm = runRules(lu, { ...s.run, classes: LAYER_CLASSES });
    const lpi = piFindings(lm, lu.folded, s.ctx, layerSpan.bind(null, layer), s.content).filter((f) => !f.rule_id.startsWith("pi.invisible."));
    push(out, lpi);
    // A tool description that spells its order spaced out, in ROT13 or base64 is judged decoded too.
    if (s.ctx.tool === TOOLS_LIST) for (const f of toolPoisoningFindings(layer.text, lu.prose, s.ctx, lm)) out.push({ ...f, start: layer.start, end: layer.end, value: s.content.slice(layer.start, layer.end) });
    if (lpi.length > 0 && layer.kind !== "html") out.push({ class: "prompt_injection", rule_id: `pi.encoded.${layer.kind}`, start: layer.start, end: layer.end, confidence: 0.6, value: s.content.slice(layer.start, layer.end) });
    for (const m of lm) {
      if (m.rule.class === "prompt_injection") continue;
      out.push({ class: m.rule.class, rule_id: m.rule.id, start: layer.start, end: layer.end, confidence: m.rule.confidence * 0.95, value: m.value });
    }
    if (mayHoldSecrets(lu)) for (const f of detectGenericSecrets(layer.text, mayHoldRare(lu))) out.push({ ...f, start: layer.start, end: layer.end, confidence: f.confidence * 0.95 });
    const lurls = extractUrls(layer.text).map((u) => ({ ...u, start: layer.start, end: layer.end }));
    push(out, detectSsrf(lurls, layer.text));
    push(out, detectKnownBadUrls(lurls));
    push(out, detectFeedUrls(lurls, s.feeds));
  }
}

export const DETECTORS: readonly Detector[] = [
  { id: "prompt-injection.rules", classes: ["prompt_injection"], run: (s, out) => push(out, piFindings(s.matches, s.unit.folded, s.ctx, s.toContent, s.content)) },
  { id: "tool-poisoning", classes: ["prompt_injection"], run: (s, out) => push(out, toolPoisoningFindings(s.content, s.unit.prose, s.ctx, s.matches)) },
  {
    id: "adversarial-suffix",
    classes: ["prompt_injection"],
    run: (s, out) => {
      if (((s.unit.probes ?? -1) & BRACKETS) === 0) return; // both tests read bracketed lines only
      const found = adversarialSuffixFindings(s.content);
      if (found.length > 0) return push(out, found);
      // A shorter suffix counts after a harmful request (detectors/adversarial-suffix.ts).
      if (!s.disabled.has("pi.adversarial-suffix.harm-tail")) push(out, harmSuffixFindings(s.content));
    },
  },
  {
    id: "pi.harm-request",
    classes: ["prompt_injection"],
    run: (s, out) => (s.disabled.has(HARM_REQUEST) ? undefined : push(out, harmRequestFindings(s.matches, s.unit.prose, s.content, s.toContent, s.ctx))),
  },
  { id: AI_ADDRESS, classes: ["prompt_injection"], run: (s, out) => (s.disabled.has(AI_ADDRESS) ? undefined : push(out, aiAddressDetector(s))) },
  { id: ML_ADDRESS, classes: ["prompt_injection"], run: (s, out) => (s.disabled.has(ML_ADDRESS) ? undefined : push(out, mlAddressDetector(s))) },
  { id: "pi.ordered-effect", classes: ["prompt_injection"], run: (s, out) => push(out, orderedEffectDetector(s)) },
  { id: HANDOFF_TELLS_ID, classes: ["prompt_injection"], run: (s, out) => push(out, handoffTellsDetector(s)) },
  { id: "many-shot", classes: ["prompt_injection"], run: (s, out) => push(out, manyShotFindings(s.unit.prose, s.toContent)) },
  {
    id: "rules",
    classes: ["secrets", "pii"],
    run: (s, out) => {
      for (const m of s.matches) {
        if (m.rule.class === "prompt_injection") continue;
        out.push({ class: m.rule.class, rule_id: m.rule.id, start: m.start, end: m.end, confidence: m.rule.confidence, value: m.value });
      }
    },
  },
  {
    // The learned model reads windows of sentences and reports the worst one with its span. A tool
    // description is an instruction to the model by design, so there intent rules judge instead
    // (detectors/tool-poisoning.ts): the model learned content, not tool documentation.
    id: "pi.model.lr",
    classes: ["prompt_injection"],
    run: (s, out) => {
      if (s.disabled.has("pi.model.lr") || s.ctx.tool === TOOLS_LIST) return;
      // A licence header's standard wording reads as blank (model/licence-text.ts).
      const view = licenceView(s.unit.prose);
      let m = piModelScore(view, contextPrior(s.ctx), s.options?.piModel);
      if (m === null || m.p < 0.5) return;
      // In prose about attacks the model's finding must hold with the quotations introduced as
      // examples read as blank, as the rules' findings in them are capped (mention.ts): the model
      // learned attacks' words, and an article quoting one has them all. Elsewhere an "example" may
      // be how an attack dresses itself. Read only once the model fires: most texts never do.
      if (docCueCount(view) >= MODEL_DOC_CUES) {
        const blanked = blankMentions(view);
        if (blanked !== view) m = piModelScore(blanked, contextPrior(s.ctx), s.options?.piModel);
        if (m === null || m.p < 0.5) return;
      }
      const span = s.toContent(m.start, m.end);
      out.push({ class: "prompt_injection", rule_id: "pi.model.lr", start: span.start, end: span.end, confidence: Math.min(0.9, m.p), value: s.content.slice(span.start, span.end) });
    },
  },
  { id: "secrets.generic", classes: ["secrets"], run: (s, out) => (mayHoldSecrets(s.unit) ? push(out, detectGenericSecrets(s.content, mayHoldRare(s.unit))) : undefined) },
  // After the vendor rules and the named assignments, so a token they reported is not reported again.
  { id: "secrets.generic.prefixed", classes: ["secrets"], run: (s, out) => push(out, detectPrefixedTokens(s.content, out)) },
  {
    // Outbound to a fetching tool: what a request can name without a URL (shell commands are the analyzer's).
    id: "ssrf.outbound",
    classes: ["ssrf"],
    run: (s, out) => {
      if (s.ctx.direction === "outbound" && (s.ctx.tool === undefined || FETCH_TOOL.test(s.ctx.tool))) push(out, detectSsrfOutbound(s.content));
    },
  },
  // Only a fetch makes a request: everyday internal addresses are references (ssrf.ts) in what an
  // agent reads, and in the text it hands a tool that writes it somewhere (a message, an issue, a
  // file).
  { id: "ssrf.urls", classes: ["ssrf"], run: (s, out) => push(out, detectSsrf(s.urls, s.content, { reading: s.ctx.direction === "inbound" || writesText(s.ctx.tool), sourceFile: s.ctx.direction === "inbound" && s.ctx.source === "file" })) },
  { id: "known-bad-url.heuristics", classes: ["known_bad_url"], run: (s, out) => push(out, detectKnownBadUrls(s.urls)) },
  { id: "known-bad-url.feeds", classes: ["known_bad_url"], run: (s, out) => push(out, detectFeedUrls(s.urls, s.feeds)) },
  { id: "known-bad-url.script-urls", classes: ["known_bad_url"], run: (s, out) => push(out, detectScriptUrls(s.content)) },
  { id: "decoded-layers", classes: ["prompt_injection", "secrets", "ssrf", "known_bad_url"], run: scanLayers },
  { id: "pi.payload-split", classes: ["prompt_injection"], run: scanSplitPayload },
  {
    // Spanish, Portuguese, French, Italian and German read by the English detectors through a gloss.
    id: TRANSLATED,
    classes: ["prompt_injection"],
    run: (s, out) => (s.disabled.has(TRANSLATED) ? undefined : push(out, translatedFindings(s, out, readGloss.bind(null, s)))),
  },
  {
    // Instructions hidden from human readers (comments, hidden elements, alt text) are a tell.
    id: "pi.hidden-carrier",
    classes: ["prompt_injection"],
    run: (s, out) => {
      let found = false;
      for (const f of out) if (f.class === "prompt_injection" && !f.rule_id.startsWith("pi.invisible.")) { found = true; break; }
      // No gate on the carriers' own words: their search now starts from "<!--", ":", "=" and "](",
      // and a case-insensitive search for those words cost more than the search it gated.
      if (!found) return;
      const carriers = hiddenCarriers(s.content);
      const inside = out.find((f) => f.class === "prompt_injection" && !f.rule_id.startsWith("pi.invisible.") && carriers.some((c) => f.start >= c.start && f.end <= c.end));
      if (inside !== undefined) out.push({ ...inside, rule_id: "pi.hidden-carrier", confidence: 0.6 });
    },
  },
  {
    id: "data-labels",
    classes: ["pii"],
    run: (s, out) => {
      const labels = s.policy?.data_labels;
      if (labels !== undefined && labels.length > 0) push(out, detectDataLabels(s.content, s.content.toLowerCase(), labels));
    },
  },
];

/** The state every detector reads, computed once per scan. */
export function scanState(content: string, ctx: ScanContext, policy: ScanPolicy | undefined, options: ScanOptions | undefined, disabled: ReadonlySet<string>, run: RunOptions, all: ReadonlySet<string>): ScanState {
  const unit = makeUnit(content, options?.reference === true);
  const matches = runRules(unit, { ...run, classes: all });
  const folded = unit.folded;
  return {
    content, ctx, policy, options, disabled, run, unit, matches,
    // bind, not an arrow: bundlers that keep function names wrap every arrow in a naming call.
    toContent: toOriginal.bind(null, folded),
    // Only the URL classes read them (a gloss's reading asks for injection alone).
    urls: all.has("ssrf") || all.has("known_bad_url") ? extractUrls(content) : [],
    feeds: feedContext(options?.intel, policy),
  };
}
