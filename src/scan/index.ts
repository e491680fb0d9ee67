// The scanner's entry point: content + context -> verdict, per-class scores and redacted
// findings. Pure and synchronous; no Workers or Node APIs, so the same code serves REST, MCP
// and the in-process library. Everything in the input is data, never instructions.
import { SCAN_CLASSES, type EngineInfo, type Finding, type ScanClass, type ScanContext, type ScanInput, type ScanOptions, type ScanPolicy, type ScanResult } from "./types.js";
import { makeUnit, runRules, type RunOptions } from "./engine.js";
import { toOriginal } from "./normalize.js";
import { decodeLayers, type Layer } from "./decode.js";
import { extractUrls } from "./urls.js";
import { detectSsrf, detectSsrfOutbound } from "./detectors/ssrf.js";
import { detectKnownBadUrls, detectScriptUrls } from "./detectors/known_bad_url.js";
import { detectGenericSecrets } from "./detectors/secrets_generic.js";
import { detectFeedUrls, feedContext } from "./detectors/feed_urls.js";
import { contextPrior, docCueCount, hiddenCarriers, manyShotFindings, piFindings } from "./detectors/prompt_injection.js";
import { detectDataLabels } from "./detectors/data_labels.js";
import { toolPoisoningFindings } from "./detectors/tool_poisoning.js";
import { adversarialSuffixFindings } from "./detectors/adversarial_suffix.js";
import { piModelScore } from "./model/pi_model.js";
import type { RawFinding } from "./detectors/finding.js";
import { decideVerdict, scoreClasses, thresholdsFor, VERDICT_THRESHOLDS } from "./verdict.js";
import { preview } from "./redact.js";
import { sha256Hex } from "./sha256.js";

export * from "./types.js";
export { VERDICT_THRESHOLDS } from "./verdict.js";
export { RULES } from "./engine.js";
export { PII_ENTITIES_CLAIMED, PII_RULE_ENTITY } from "./rules/pii.rules.js";
export { invalidLabelPatterns } from "./detectors/data_labels.js";

export const ENGINE: EngineInfo = { id: "agent-shield-edge", version: "heuristic-2.0.0" };

/** Lowercase hex SHA-256 of a matched secret string; tenants allow-list secrets by this value. */
export function secretFingerprint(s: string): string {
  return sha256Hex(s);
}

const ALL: ReadonlySet<string> = new Set(SCAN_CLASSES);
const LAYER_CLASSES: ReadonlySet<string> = new Set(["prompt_injection", "secrets", "ssrf", "known_bad_url"]);
const FETCH_TOOL = /fetch|http|browse|curl|wget|request|url|web|download|navigate|crawl|scrape|open/i;
const MAX_FINDINGS = 100;
const TOOLS_LIST = "tools/list";

export function scanContent(input: ScanInput, policy?: ScanPolicy, options?: ScanOptions): ScanResult {
  try {
    return scan(input, policy, options);
  } catch {
    // Unreachable by design; if it ever happens, fail towards review rather than towards "clean".
    const scores = { prompt_injection: 0, ssrf: 0, secrets: 0, pii: 0, known_bad_url: 0 };
    return { verdict: "suspicious", scores, findings: [], engine: ENGINE };
  }
}

function normContext(c: Partial<ScanContext> | undefined): ScanContext {
  const ctx: ScanContext = { source: c?.source ?? "user_message", direction: c?.direction === "outbound" ? "outbound" : "inbound" };
  if (typeof c?.tool === "string") ctx.tool = c.tool;
  return ctx;
}

function scan(input: ScanInput, policy: ScanPolicy | undefined, options: ScanOptions | undefined): ScanResult {
  const content = typeof input?.content === "string" ? input.content : String(input?.content ?? "");
  const ctx = normContext(input?.context);
  const disabled = new Set(policy?.disabled_rules ?? []);
  const opts: RunOptions = { prefilter: options?.prefilter !== false, disabled, classes: ALL };
  const raw: RawFinding[] = [];

  const unit = makeUnit(content);
  const matches = runRules(unit, opts);
  const toContent = (s: number, e: number): { start: number; end: number } => toOriginal(unit.folded, s, e);
  raw.push(...piFindings(matches, unit.folded, ctx, toContent, content));
  raw.push(...toolPoisoningFindings(content, unit.prose, ctx), ...adversarialSuffixFindings(content), ...manyShotFindings(unit.prose, toContent));
  for (const m of matches) {
    if (m.rule.class === "prompt_injection") continue;
    raw.push({ class: m.rule.class, rule_id: m.rule.id, start: m.start, end: m.end, confidence: m.rule.confidence, value: m.value });
  }
  // The learned model reads windows of sentences and reports the worst one with its span. A tool
  // description is an instruction to the model by design, so there intent rules judge instead
  // (detectors/tool_poisoning.ts): the model learned content, not tool documentation.
  if (!disabled.has("pi.model.lr") && ctx.tool !== TOOLS_LIST) {
    const m = piModelScore(unit.prose, contextPrior(ctx), options?.piModel);
    if (m !== null && m.p >= 0.5) {
      const span = toContent(m.start, m.end);
      raw.push({ class: "prompt_injection", rule_id: "pi.model.lr", start: span.start, end: span.end, confidence: Math.min(0.9, m.p), value: content.slice(span.start, span.end) });
    }
  }
  raw.push(...detectGenericSecrets(content));
  // Outbound to a fetching tool: what a request can name without a URL (shell commands are the analyzer's).
  if (ctx.direction === "outbound" && (ctx.tool === undefined || FETCH_TOOL.test(ctx.tool))) raw.push(...detectSsrfOutbound(content));
  const urls = extractUrls(content);
  const feeds = feedContext(options?.intel, policy);
  raw.push(...detectSsrf(urls, content), ...detectKnownBadUrls(urls), ...detectFeedUrls(urls, feeds), ...detectScriptUrls(content));

  // Decoded layers: findings take the span of the encoded region in the original.
  const tag = unit.folded.tagText;
  const extra: Layer[] = tag !== null ? [{ text: tag.text, start: tag.start, end: tag.end, kind: "tag" }] : [];
  for (const layer of decodeLayers(content, extra)) {
    const lu = makeUnit(layer.text);
    const lm = runRules(lu, { ...opts, classes: LAYER_CLASSES });
    const span = (): { start: number; end: number } => ({ start: layer.start, end: layer.end });
    const lpi = piFindings(lm, lu.folded, ctx, span, content).filter((f) => !f.rule_id.startsWith("pi.invisible."));
    raw.push(...lpi);
    if (lpi.length > 0 && layer.kind !== "html") raw.push({ class: "prompt_injection", rule_id: `pi.encoded.${layer.kind}`, start: layer.start, end: layer.end, confidence: 0.6, value: content.slice(layer.start, layer.end) });
    for (const m of lm) {
      if (m.rule.class === "prompt_injection") continue;
      raw.push({ class: m.rule.class, rule_id: m.rule.id, start: layer.start, end: layer.end, confidence: m.rule.confidence * 0.95, value: m.value });
    }
    raw.push(...detectGenericSecrets(layer.text).map((f) => ({ ...f, start: layer.start, end: layer.end, confidence: f.confidence * 0.95 })));
    const lurls = extractUrls(layer.text).map((u) => ({ ...u, start: layer.start, end: layer.end }));
    raw.push(...detectSsrf(lurls, layer.text), ...detectKnownBadUrls(lurls), ...detectFeedUrls(lurls, feeds));
  }

  // Instructions hidden from human readers (comments, hidden elements, alt text) are a tell.
  const piRaw = raw.filter((f) => f.class === "prompt_injection" && !f.rule_id.startsWith("pi.invisible."));
  if (piRaw.length > 0 && /<!--|display|visibility|font-size|opacity|alt|title|aria-label|\]\(/i.test(content)) {
    const carriers = hiddenCarriers(content);
    const inside = piRaw.find((f) => carriers.some((c) => f.start >= c.start && f.end <= c.end));
    if (inside !== undefined) raw.push({ ...inside, rule_id: "pi.hidden-carrier", confidence: 0.6 });
  }

  if (policy?.data_labels !== undefined && policy.data_labels.length > 0) raw.push(...detectDataLabels(content, content.toLowerCase(), policy.data_labels));

  const findings = applyPolicyAndContext(raw, ctx, policy, disabled);
  const scores = scoreClasses(findings);
  // Prose about attacks quotes attack phrases: let it be flagged, never blocked.
  if (scores.prompt_injection >= VERDICT_THRESHOLDS.prompt_injection.malicious && docCueCount(unit.folded.text) >= 2)
    scores.prompt_injection = Math.min(scores.prompt_injection, 0.85);
  const thresholds = thresholdsFor(policy);
  const outboundSensitive = ctx.direction === "outbound" && findings.some((f) => f.class === "secrets" || f.class === "pii");
  const verdict = decideVerdict(scores, thresholds, outboundSensitive);
  return { verdict, scores, findings: present(findings), engine: ENGINE };
}

function hostAllowed(host: string | undefined, allow: readonly string[]): boolean {
  if (host === undefined || allow.length === 0) return false;
  const h = host.toLowerCase().replace(/\.$/, "");
  return allow.some((d) => {
    const a = d.toLowerCase().replace(/^\*\./, "").replace(/\.$/, "");
    return a.length > 0 && (h === a || h.endsWith(`.${a}`));
  });
}

function applyPolicyAndContext(raw: RawFinding[], ctx: ScanContext, policy: ScanPolicy | undefined, disabled: ReadonlySet<string>): RawFinding[] {
  const fetchy = ctx.direction === "outbound" && (ctx.tool === undefined || FETCH_TOOL.test(ctx.tool));
  // A tool description is not fetched and names no one: an internal URL or a contact address in
  // its documentation is not a request or a leak (it still counts when something else is wrong).
  const toolDoc = ctx.tool === TOOLS_LIST;
  const ssrfFactor = fetchy ? 1.1 : toolDoc ? 0.5 : 0.9;
  const adjust = (f: RawFinding): number => (f.class === "ssrf" ? Math.min(0.99, f.confidence * ssrfFactor) : f.class === "pii" && toolDoc ? f.confidence * 0.6 : f.confidence);
  if (policy === undefined) {
    // The common path: no tenant policy, only the context adjustments.
    return raw.map((f) => {
      const c = adjust(f);
      return c === f.confidence ? f : { ...f, confidence: c };
    });
  }
  const allowDomains = policy?.allow_domains ?? [];
  const allowUrls = new Set((policy?.allow_urls ?? []).map((u) => u.trim()));
  const allowFp = new Set((policy?.allow_secret_fingerprints ?? []).map((f) => f.toLowerCase()));
  const out: RawFinding[] = [];
  for (const f of raw) {
    if (disabled.has(f.rule_id)) continue;
    if ((f.class === "ssrf" || f.class === "known_bad_url") && (hostAllowed(f.host, allowDomains) || (f.url !== undefined && allowUrls.has(f.url)))) continue;
    if (f.class === "secrets" && allowFp.size > 0 && allowFp.has(sha256Hex(f.value))) continue;
    const c = adjust(f);
    out.push(c === f.confidence ? f : { ...f, confidence: c });
  }
  return out;
}

/** Masks any part of a text preview that overlaps a secret or PII finding. */
function maskSensitive(f: RawFinding, sensitive: readonly RawFinding[]): string {
  if (f.class === "secrets" || f.class === "pii" || sensitive.length === 0) return f.value;
  const chars = f.value.slice(0, 200).split(""); // UTF-16 units, to line up with spans
  let changed = false;
  for (const s of sensitive) {
    if (s.end <= f.start || s.start >= f.start + chars.length) continue;
    for (let k = Math.max(0, s.start - f.start); k < Math.min(chars.length, s.end - f.start); k++) chars[k] = "*";
    changed = true;
  }
  return changed ? chars.join("") : f.value;
}

function present(raw: RawFinding[]): Finding[] {
  const seen = new Set<string>();
  // Injection previews quote content; never let them quote a secret or personal data.
  const sensitive = raw.filter((f) => f.class === "secrets" || f.class === "pii");
  const sorted = [...raw].sort((a, b) => a.start - b.start || b.confidence - a.confidence);
  const out: Finding[] = [];
  for (const f of sorted) {
    const key = `${f.rule_id}:${f.start}:${f.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      class: f.class as ScanClass,
      rule_id: f.rule_id,
      span: { start: f.start, end: f.end },
      confidence: Math.round(Math.min(1, Math.max(0, f.confidence)) * 1000) / 1000,
      preview: preview(f.class, maskSensitive(f, sensitive), f.rule_id),
    });
    if (out.length >= MAX_FINDINGS) break;
  }
  return out;
}
