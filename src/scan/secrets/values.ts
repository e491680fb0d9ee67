// Is an assigned value a credential? References (`${VAR}`, `process.env.X`), placeholders
// (`changeme`, `<your-key>`, `****`) and known non-secrets (UUIDs, digests, numbers, paths, URLs)
// are rejected; what is left is judged by its character set: random-looking strings by entropy
// for their alphabet, human passwords by the strength of the name they are assigned to.
import { entropy } from "../validators";

/** References to a value kept elsewhere: template, shell, environment and config lookups. */
const SHELL_VAR = /\$[A-Z_][A-Z0-9_]{2,}/;
const REFERENCE = /^(?:\$|%[A-Za-z_]\w*%|@@|::)|\$\{|\$\(|\{\{|\{%|<%|#\{|%\{|\$\$|\bprocess\.env\b|\bos\.(?:environ|getenv)\b|\bgetenv\b|\bENV\s*\[|\benv\s*\(|\bSystem\.getenv|\bEnvironment\.GetEnvironmentVariable|\bsecrets\.[A-Za-z_]|\bvars\.[A-Za-z_]|\bimport\.meta\.env|\bConfig(?:uration)?\s*\[|\bSecretKeyRef\b/i;

/** Placeholder words and shapes; tested against the whole value or, for shapes, anywhere in it. */
const PLACEHOLDER_SHAPE = /x{3,}|X{3,}|\*{3,}|•{3,}|\.{3}|…|<[^<>]{1,60}>|\[[A-Za-z _-]{2,60}\]|^\{[A-Za-z _-]{1,60}\}$|^__[A-Z_]+__$|^@[A-Z_]+@$|(?:^|[^a-z])(?:your|my)[ _-]?(?:own[ _-]?)?(?:api|secret|token|key|pass|app|client|access|auth|db|user|account|private|real|actual)|replace[ _-]?(?:me|with|this)|change[ _-]?(?:me|it|this)|insert[ _-]?(?:your|here)|(?:goes|put|paste|enter)[ _-]?here|_here$|-here$|placeholder|redacted|example|sample|dummy|fake|^todo$|^tbd$|^fixme$|^none$|^null$|^nil$|^undefined$|^true$|^false$|^yes$|^no$|^on$|^off$|^empty$|^default$|^string$|^str$|^required$|^optional$|^secret$|^password$|^passwd$|^pass$|^pwd$|^token$|^key$|^apikey$|^api[_-]key$|^test$|^testing$|^foo$|^bar$|^foobar$|^baz$|^abc$|^value$|^changeme$|^notset$|^not[ _-]set$|^unset$|^hidden$|^masked$|^secret[_-]?key$|^access[_-]?token$|^auth[_-]?token$|^client[_-]?secret$|^private[_-]?key$|^qwerty$|^letmein$|^admin123$|^password1?2?3?$|^p[a@]ssw[o0]rd$/i;

export const TYPE_NAMES = /^(?:str|string|String|int|Integer|number|Number|bool|boolean|Boolean|any|unknown|object|Object|char\*?|bytes|byte\[\]|SecretStr|SecretString|Optional\[\w+\]|Option<\w+>|None|nil|null|NULL|undefined|true|false|True|False|self|this|new|void)$/;

const FILLER = /^(?:my|your|the|this|is|here|db|user|admin|app|test|demo|dev|default|new|old|some|a|an|for|super|secret|strong|good|real|actual|dummy|sample|example|s3cr3t|pass|word|key|token|value|goes|enter|put)*$/;

export type ValueKind = "uuid" | "hex" | "base64" | "alnum" | "human";

export interface ValueInfo {
  kind: ValueKind;
  /** 2: random-looking for its alphabet and length; 1: moderately random; 0: not random. */
  random: 0 | 1 | 2;
  /** Character classes present: lower, upper, digit, symbol. */
  classes: number;
}

export function isReference(v: string): boolean {
  return REFERENCE.test(v) || SHELL_VAR.test(v);
}

/** True for template and placeholder values, and for values that only restate the name (`mypassword`). */
export function isPlaceholder(v: string): boolean {
  if (PLACEHOLDER_SHAPE.test(v)) return true;
  const letters = v.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (letters.length === 0) return true;
  if (/^(.)\1+$/.test(letters) || /^(?:0123456789?|123456789?0?|1234567?8?|abcdefg?h?|12345|1234|abcd|abc123|qwerty\w{0,3})$/.test(letters)) return true;
  // A credential word padded with filler words is a placeholder: `your_password`, `thisismypassword`, `my-secret-token`.
  const rest = letters.replace(/password|passwd|secret|token|apikey|credential|passphrase/g, "");
  if (rest.length < letters.length && (FILLER.test(rest) || /^[a-z#._-]+$/.test(v))) return true;
  if (hasSequence(v)) return true;
  // Base64 that decodes to words is sample text, not key material.
  if (/^[A-Za-z0-9+/]{16,}={0,2}$/.test(v) && v.length % 4 === 0) {
    const dec = decodeB64(v);
    if (dec !== null && /^[a-z ]{8,}$/i.test(dec) && / /.test(dec)) return true;
  }
  return false;
}

/** Keyboard and counting fills: `abcdefg`, `123456`, `a1b2c3d4`, `ABCDEFGHIJ` are typed, not generated. */
export function hasSequence(v: string): boolean {
  let run = 1;
  for (let i = 1; i < v.length; i++) {
    run = v.charCodeAt(i) - v.charCodeAt(i - 1) === 1 && /[A-Za-z0-9]/.test(v[i] as string) ? run + 1 : 1;
    if (run >= 6) return true;
  }
  return steppedPairs(v.replace(/[^A-Za-z0-9]/g, "").toLowerCase());
}

/** `a1b2c3d4`, `d4c3b2a1`: letters and digits counting up or down in step. */
function steppedPairs(s: string): boolean {
  for (let i = 0; i + 7 < s.length; i++) {
    let ok = true;
    for (const off of [0, 1]) {
      const d = s.charCodeAt(i + off + 2) - s.charCodeAt(i + off);
      if (d !== 1 && d !== -1) { ok = false; break; }
      for (let k = i + off + 2; k + 2 <= i + off + 6; k += 2) if (s.charCodeAt(k + 2) - s.charCodeAt(k) !== d) ok = false;
    }
    if (ok && /[a-z]/.test(s[i] as string) !== /[a-z]/.test(s[i + 1] as string)) return true;
  }
  return false;
}

function decodeB64(v: string): string | null {
  try {
    return typeof atob === "function" ? atob(v) : null;
  } catch {
    return null;
  }
}

const UUID = /^\{?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}?$/;

/** Values that are something else with certainty: numbers, versions, dates, paths, URLs, addresses, identifiers. */
export function isKnownNonSecret(v: string): boolean {
  if (/^[+-]?\d+(?:[.,]\d+)*$/.test(v)) return true; // numbers, also with separators
  if (/^v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?$/.test(v)) return true; // versions
  if (/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/.test(v)) return true; // dates
  if (/^(?:\/|~\/|\.{1,2}\/|[A-Za-z]:\\|\\\\)[^\s]*$/.test(v) && !/^\/\/[^/]*:[^/]*@/.test(v)) return true; // paths
  if (/^[a-z][a-z0-9+.-]{1,15}:\/\/[^\s@]*$/i.test(v)) return true; // URLs without credentials
  if (/^[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+$/.test(v)) return true; // e-mail addresses
  if (/^(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?$/.test(v)) return true; // IPv4
  if (/^(?:[a-z0-9-]{1,63}\.)+(?:com|net|org|io|dev|app|local|internal|cloud|co|us|uk|de|svc|cluster|localhost)(?::\d+)?$/i.test(v)) return true; // host names
  if (/^[a-z][a-z0-9+.-]{1,40}\/[a-z0-9+.-]{1,60}(?:;.*)?$/i.test(v) && /^(?:application|text|image|audio|video|multipart|font)\//i.test(v)) return true; // MIME types
  if (/^(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-|sk-ssh-|-----BEGIN (?:PUBLIC KEY|CERTIFICATE|RSA PUBLIC KEY|PGP PUBLIC|SSH2 PUBLIC|X509))/.test(v)) return true; // public keys, certificates
  if (/^data:[a-z]+\/[\w.+-]+;base64,/i.test(v)) return true; // data URIs
  if (/^(?:sha(?:1|224|256|384|512)|md5)[-:=]/i.test(v)) return true; // integrity / digest notation
  if (/^arn:aws[\w-]*:/.test(v)) return true;
  // Keys vendors issue to be shipped in web pages and apps: Stripe's and Clerk's publishable
  // `pk_live_`/`pk_test_`, Mapbox's public `pk.` tokens (its secret ones are `sk.`), PostHog's
  // project `phc_` keys, Braintree's tokenization keys (`production_<8>_<16>`), Adyen's client
  // keys (`live_`/`test_` and 32 upper-case characters). They identify an account; they grant
  // nothing a visitor could not do.
  if (/^(?:pk_(?:live|test)_|pk\.eyJ|phc_)[A-Za-z0-9]/.test(v)) return true;
  if (/^(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}$|^(?:live|test)_[A-Z0-9]{32}$/.test(v)) return true;
  return false;
}

export function isUuid(v: string): boolean {
  return UUID.test(v);
}

function charClasses(v: string): number {
  return (/[a-z]/.test(v) ? 1 : 0) + (/[A-Z]/.test(v) ? 1 : 0) + (/[0-9]/.test(v) ? 1 : 0) + (/[^A-Za-z0-9]/.test(v) ? 1 : 0);
}

const VOWELS = /[aeiouy]/g;
/** A letters-only piece with a natural share of vowels and no long consonant cluster reads as a word. */
function wordy(seg: string): boolean {
  if (!/^[A-Za-z]{2,}$/.test(seg)) return false;
  return seg.replace(/([a-z])([A-Z])/g, "$1 $2").split(" ").every((w) => {
    const low = w.toLowerCase();
    const vr = (low.match(VOWELS)?.length ?? 0) / low.length;
    return low.length <= 2 || (vr >= 0.2 && vr <= 0.7 && !/[^aeiouy]{5}/.test(low));
  });
}

/**
 * Share of the value made of word pieces (split at separators): `SalesResults-1.2`, `prod-db-main`,
 * `DOC_Vector_5` are names; a generated key mixes digits and letters inside its pieces.
 */
export function wordShare(v: string): number {
  let n = 0;
  for (const seg of v.split(/[-_. /:]+/)) if (wordy(seg) || /^\d{1,4}$/.test(seg)) n += seg.length;
  const total = v.replace(/[-_. /:]/g, "").length;
  return total === 0 ? 1 : n / total;
}

/** Entropy a random string of this alphabet and length reaches comfortably; below it the value is structured. */
function entropyFloor(kind: ValueKind, len: number): number {
  return Math.min(kind === "hex" ? 3.1 : kind === "base64" ? 3.9 : 3.6, Math.log2(len) - 0.35);
}

export function describeValue(v: string): ValueInfo {
  const classes = charClasses(v);
  let kind: ValueKind;
  if (UUID.test(v)) kind = "uuid";
  else if (/^[0-9a-fA-F]+$/.test(v) && /[0-9]/.test(v) && /[a-fA-F]/.test(v)) kind = "hex";
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && /[0-9+/=_-]/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v)) kind = "base64";
  else if (/^[A-Za-z0-9._~+/=-]+$/.test(v)) kind = "alnum";
  else kind = "human";
  if (kind === "uuid") return { kind, random: 0, classes };
  const len = v.length;
  const h = entropy(v);
  const letterDigit = /[A-Za-z]/.test(v) && /[0-9]/.test(v);
  const mixedCase = /[a-z]/.test(v) && /[A-Z]/.test(v);
  const structured = kind !== "hex" && wordShare(v) >= 0.7;
  let random: 0 | 1 | 2 = 0;
  if (!structured && len >= 16 && h >= entropyFloor(kind, len) && (kind === "hex" || letterDigit || (mixedCase && classes >= 3))) random = 2;
  else if (!structured && len >= 8 && h >= 2.5 && classes >= 2 && (letterDigit || classes >= 3)) random = 1;
  return { kind, random, classes };
}

/** Human password strength: what a person would accept as a real password, not a word or a label. */
export function humanPasswordScore(v: string): 0 | 1 | 2 | 3 {
  if (v.length < 4 || v.length > 128) return 0;
  const words = v.trim().split(/\s+/);
  if (words.length > 2) return 0; // prose, not a password
  if (words.length === 2 && /^(?:enter|type|your|the|a|new|old|confirm|please|invalid|incorrect|wrong|forgot|reset|change|show|hide)$/i.test(words[0] as string)) return 0;
  if (/^[A-Z][a-z]+(?: [A-Z]?[a-z]+)?:?$/.test(v) && /pass|word|secret|token|key/i.test(v)) return 0; // a label such as "Password:"
  const classes = charClasses(v);
  if (classes >= 3 && v.length >= 8) return 3;
  if ((classes >= 2 && v.length >= 6) || v.length >= 10) return 2;
  return 1;
}
