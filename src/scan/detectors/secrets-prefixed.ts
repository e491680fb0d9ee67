// Tokens of vendors no rule names: a short vendor prefix, "_" or "-", then a long random body
// (`odt_…`, `tvly-…`, `acme_live_…`). Most services issue keys in this shape so that scanners
// can find them, and no rule list keeps up with new services; the shape itself is the evidence.
//
// What keeps ordinary text out: the body holds at least 30 letters and digits (separators aside),
// and its longest run of them has upper case, lower case, digits and a random character
// distribution (secrets/values.ts), which identifiers, words, hex digests, UUIDs and version
// strings do not; the token stands alone (not inside a path, a URL's path, a longer identifier or
// a base64 blob, and not a file name); record ids such as `pi_…`, `cus_…`, `msg_…`, `dpl_…`,
// `chatcmpl-…` have bodies of 14–29 characters. Without a credential name beside it or a
// documented format, a finding stays in the suspicious band.
import type { RawFinding } from "./finding";
import { describeValue, hasSequence, isKnownNonSecret, isPlaceholder } from "../secrets/values";

export const PREFIXED_TOKEN = "secrets.generic.prefixed-token";
const CONFIDENCE = 0.7;
/** Letters and digits in the body, separators aside; a run of them at least RUN long must be in it. */
const MIN_BODY = 30;
const RUN = 16;
const MAX_BODY = 200;
const MAX_FINDINGS = 16;
/**
 * Bodies judged per scan. Judging one costs microseconds, and 1 MB of token-shaped decoys holds
 * 30,000: past this many the rest of the text is not read for this class of token (vendor rules
 * and named assignments still are), which keeps the worst input inside the scan's budget.
 */
const MAX_JUDGED = 256;

/**
 * A separator followed by the start of a body: letters and digits, with "_" or "-" inside
 * (URL-safe keys, `xoxb-<team>-<user>-<secret>`, `github_pat_<id>_<secret>`).
 */
const BODY_START = /[_-][A-Za-z0-9][A-Za-z0-9_-]{27}/g;
/**
 * The prefix that ends at the separator: one to three segments, each lower case (with digits) or
 * upper case, preceded by the start of the text or a character a token cannot continue from.
 * `\n` stands in for the start of the text.
 */
const PREFIX = /[^A-Za-z0-9_.\/+-]((?:[a-z][a-z0-9]{0,9}|[A-Z][A-Z0-9]{1,9})(?:[_-](?:[a-z][a-z0-9]{0,9}|[A-Z][A-Z0-9]{1,9})){0,2}[_-])$/;
/** Longest prefix with its separator and the boundary character before it. */
const PREFIX_REACH = 34;

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const bodyChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45;
/** A token cannot continue into these: "+/=" would make it base64, "_-" a longer identifier. */
const continues = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  if (Number.isNaN(c)) return false;
  if (isAlnum(c) || c === 43 || c === 47 || c === 61 || c === 95 || c === 45) return true;
  // A dot followed by a letter or digit is a file name or a host ("…_<hash>.js"); a full stop is not.
  return c === 46 && isAlnum(text.charCodeAt(i + 1));
};

/** "…" or "..." after the body: an example cut short in documentation, not a key. */
const elided = (text: string, i: number): boolean => text.startsWith("...", i) || text.charCodeAt(i) === 0x2026;

/** The token is the value of a name that holds identifiers (`CLIENT_ID = "…"`, `"id": "…"`, a publishable key). */
const ID_NAME = /(?:^|[^A-Za-z])(?:id|ids|identifier|public[_-]?key|publishable[_-]?key)["'\]]?\s{0,3}(?::|=>?)\s{0,3}["'`]?$/i;

/**
 * Whether the body reads as generated. Its longest run of letters and digits (the generated part;
 * the rest may be ids and words joined by separators) has upper case, lower case, digits and
 * letters beyond hex (a mixed-case hex run is a digest or a fixture), is random by the values'
 * measure and is not words run together (`SponsoredProductsSearchK2…`). The whole body, separators
 * aside, is not a typed fill in either case (`aAbBcCdD…`) and not an alphabet (every character
 * once: nanoid's `useandom-26T198340PX75px…`; a random key of this length repeats some).
 */
function randomBody(raw: string): boolean {
  const body = raw.replace(/[_-]/g, "");
  if (body.length < MIN_BODY || new Set(body).size === body.length) return false;
  if (isPlaceholder(body) || hasSequence(body.toLowerCase().replace(/(.)\1+/g, "$1"))) return false;
  const run = longestRun(raw);
  if (run.length < RUN || !/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/[0-9]/.test(run) || !/[g-zG-Z]/.test(run)) return false;
  return camelWords(run) < 0.5 && describeValue(run).random === 2;
}

function longestRun(body: string): string {
  let best = "";
  for (const r of body.split(/[_-]+/)) if (r.length > best.length) best = r;
  return best;
}

const PIECE = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+/g;
/** Share of the body in word-like pieces of four letters or more, split at case changes and digits. */
function camelWords(body: string): number {
  let n = 0;
  for (const p of body.match(PIECE) ?? []) if (p.length >= 4 && /^[A-Za-z]+$/.test(p) && wordLike(p.toLowerCase())) n += p.length;
  return n / body.length;
}
/** A natural share of vowels and no long consonant cluster. */
function wordLike(w: string): boolean {
  const vowels = w.replace(/[^aeiouy]/g, "").length / w.length;
  return vowels >= 0.2 && vowels <= 0.7 && !/[^aeiouy]{4}/.test(w);
}

/**
 * Prefixed tokens in `text` that no secrets finding in `found` (the scan's findings so far)
 * overlaps: a token a vendor rule or a credential-named assignment already reported is not
 * reported twice.
 */
export function detectPrefixedTokens(text: string, found: readonly RawFinding[] = []): RawFinding[] {
  const out: RawFinding[] = [];
  let judged = 0;
  BODY_START.lastIndex = 0;
  for (let m = BODY_START.exec(text); m !== null; m = BODY_START.exec(text)) {
    const sep = m.index;
    let end = sep + 1 + 28;
    while (end < text.length && bodyChar(text.charCodeAt(end)) && end - sep - 1 <= MAX_BODY) end++;
    // A body ends on a letter or digit: "key_<…>_" is an identifier's middle, "<…>-" a line of dashes.
    while (end > sep + 1 && !isAlnum(text.charCodeAt(end - 1))) end--;
    BODY_START.lastIndex = Math.max(end, sep + 1);
    if (end - sep - 1 > MAX_BODY || continues(text, end) || elided(text, end)) continue;
    const from = Math.max(0, sep + 1 - PREFIX_REACH);
    const p = PREFIX.exec((from === 0 ? "\n" : "") + text.slice(from, sep + 1));
    if (p === null) continue;
    const start = sep + 1 - (p[1] as string).length;
    const body = text.slice(sep + 1, end);
    const token = text.slice(start, end);
    if (++judged > MAX_JUDGED) break;
    if (!randomBody(body) || isKnownNonSecret(token) || reported(found, start, end)) continue;
    if (ID_NAME.test(text.slice(Math.max(0, start - 48), start))) continue;
    out.push({ class: "secrets", rule_id: PREFIXED_TOKEN, start, end, confidence: CONFIDENCE, value: token, kind: "generic" });
    if (out.length >= MAX_FINDINGS) break;
  }
  return out;
}

function reported(found: readonly RawFinding[], start: number, end: number): boolean {
  for (const f of found) if (f.class === "secrets" && f.start < end && start < f.end) return true;
  return false;
}
