// Credentials outside the vendor formats: a secret-named key assigned a literal in any syntax,
// credentials inside URLs and connection strings, authorization headers and CLI flags.
//
// Only lines holding a credential word are parsed (one case-insensitive pass finds them). On each
// such line the syntaxes are matched structurally — `name <op> value` for every assignment
// operator, XML elements and key/value attributes, Dockerfile ENV, flags, header lines, URL
// userinfo — and every candidate is judged twice: by its name (secrets/keynames.ts) and by its
// value (secrets/values.ts). A strong name with a random value is malicious-band evidence; a
// password-named human value or a weaker name is at most suspicious.
import type { RawFinding } from "./finding";
import { classifyKeyName, type KeyClass } from "../secrets/keynames";
import { describeValue, humanPasswordScore, isKnownNonSecret, isPlaceholder, isReference, isUuid, TYPE_NAMES } from "../secrets/values";
import { base64Decode } from "../decode";
import { credentialColumns } from "../secrets/columns";

/** Lines holding a match are parsed; exported for the probe test (probes.ts). */
export const CANDIDATE = /pass|pwd|pw\b|secret|token|key|auth|cred|bearer|:\/\/|\s-[pu]\b|--user|-p['"]/gi;
/**
 * Lines that hold none of CANDIDATE's words but a statement or tool that takes a password
 * (`IDENTIFIED BY 'x'`, `ConvertTo-SecureString 'x'`, `redis-cli -a x`, `ldapsearch -w x`, JDBC's
 * `getConnection(url, user, "x")`, an LDAP `simple_bind_s`, PHP's `imap_open`, a pre-shared key:
 * wpa_supplicant's `psk=…`, an IPsec secrets file's `: PSK "…"`), and
 * the statements whose passwords are read only where one occurs (SQL account statements).
 * Rare, so not added to CANDIDATE, whose every extra alternative costs on each character of
 * every text: the keyword pass's genericSecretsRare probe says whether any occurs.
 */
export const RARE = /identified|securestring|redis-cli|ldap|smbclient|(?:create|alter) (?:user|role|login)\b|getconnection|bind_s|imap_open|psk/gi;
const MAX_SEGMENT = 3000;
const MAX_FINDINGS = 64;

/** How a value is judged where the syntax itself says it is a password (a login call, `IDENTIFIED BY`, a `PSK`). */
const PASSWORD_NAME: KeyClass = { family: "password", strength: 3 };

const RULE = {
  assignment: "secrets.generic.assignment",
  password: "secrets.generic.password",
  connection: "secrets.generic.connection-string",
  header: "secrets.generic.auth-header",
  flag: "secrets.generic.cli-flag",
  call: "secrets.generic.call-argument",
  prose: "secrets.generic.prose",
} as const;

interface Ctx {
  text: string;
  out: RawFinding[];
  seen: Set<string>;
  /** Key names classified in this scan: a text repeats its names (`key=` × 100 000 costs one). */
  names?: Map<string, KeyClass | null>;
  /** The same for assignments' names as written (sigils and case included). */
  assigned?: Map<string, NameInfo>;
  /** Whether RARE occurs in the text: only then are its statements looked for. */
  rare: boolean;
  /** Next "alue" and "ALUE" at or after the last position asked (scanItems), Infinity when none. */
  lower?: number;
  upper?: number;
  asked?: number;
  /** Unquoted prose values judged so far (scanProse): bounded per scan. */
  bare?: number;
  /** Whether the text is a Firebase client config / holds Sealed Secrets' ciphertext (publicByContext), once asked. */
  firebase?: boolean;
  sealed?: boolean;
  /** Encryption-key names read in prose so far (scanProse): bounded per scan. */
  keyHeads?: number;
  /** Table rows read so far (scanTables), and where the last table read ended. */
  tableRows?: number;
  tableEnd?: number;
}

/**
 * Values a text shows to be public or sealed whatever their name: a Google API key in a Firebase
 * client config (web `firebaseConfig`, Android `google-services.json`; Firebase documents these
 * keys as identifiers, access being decided by its security rules), and a Sealed Secret's
 * `encryptedData` (ciphertext only the cluster's controller can open).
 */
const FIREBASE_CONFIG = /firebaseapp\.com|mobilesdk_app_id|firebaseConfig|"current_key"/;
function publicByContext(c: Ctx, value: string): boolean {
  if (value.startsWith("AIza")) return (c.firebase ??= FIREBASE_CONFIG.test(c.text));
  return value.length >= 200 && /^[A-Za-z0-9+/]+={0,2}$/.test(value) && (c.sealed ??= /\bencryptedData:/.test(c.text));
}

function emit(c: Ctx, rule: string, start: number, value: string, confidence: number): void {
  if (confidence < 0.5 || c.out.length >= MAX_FINDINGS) return;
  if (publicByContext(c, value)) return;
  const key = `${start}:${value.length}`;
  if (c.seen.has(key)) {
    // Keep the stronger reading of the same span.
    const prev = c.out.find((f) => f.start === start && f.end === start + value.length);
    if (prev !== undefined && prev.confidence < confidence) { prev.confidence = confidence; prev.rule_id = rule; }
    return;
  }
  c.seen.add(key);
  c.out.push({ class: "secrets", rule_id: rule, start, end: start + value.length, confidence, value, kind: "generic" });
}

/** Hex digests of standard lengths are checksums when the line says so. */
const DIGEST_CONTEXT = /sha\d{0,3}|md5|checksum|digest|integrity|hash|commit|revision|\brev\b|etag|fingerprint/i;
const DIGEST_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);

/**
 * Confidence that `v`, assigned to a name of class `k`, is a credential (0 = not one).
 * Random values: 0.9 under a name that only holds credentials, 0.8 under a weaker one.
 * Human passwords count only under password/secret names and stay in the suspicious band unless
 * they are complex (three character classes, eight characters or more).
 */
export function valueConfidence(v: string, k: KeyClass, line: string): number {
  if (v.length < 4 || v.length > 1000) return 0;
  // A whole URL is judged by its userinfo (scanUrls), not as a token.
  if (v.includes("://") || isReference(v) || isPlaceholder(v) || isKnownNonSecret(v)) return 0;
  // UUIDs are identifiers far more often than keys: only a name that holds nothing but credentials
  // (`api_key`, `auth_token`, a .netrc `password` holding a Heroku API key; not `token` or `…_id`)
  // makes one a credential, and only a suspicious one.
  if (isUuid(v)) return k.strength === 3 && (k.family === "key" || k.family === "token" || k.family === "secret" || k.family === "password") ? 0.6 : 0;
  const d = describeValue(v);
  if (d.kind === "hex" && DIGEST_LENGTHS.has(v.length) && DIGEST_CONTEXT.test(line)) return 0;
  const humanFamily = k.family === "password" || (k.family === "secret" && k.strength === 3);
  if (d.random === 2) return k.strength === 3 ? 0.9 : 0.8;
  if (d.random === 1) {
    if (humanFamily) return Math.max(0.75, humanConfidence(v));
    return k.strength === 3 ? 0.7 : k.family === "token" || k.family === "auth" ? 0.6 : 0;
  }
  return humanFamily ? humanConfidence(v) : 0;
}

function humanConfidence(v: string): number {
  const s = humanPasswordScore(v);
  return s === 3 ? 0.85 : s === 2 ? 0.7 : s === 1 ? 0.6 : 0;
}

const QUOTES = new Set(['"', "'", "`"]);

/** Reads a literal at `p`: a quoted string (also JSON-escaped quotes) or a bare token. */
function readValue(s: string, p: number): { v: string; start: number; quoted: boolean } | null {
  let q = s[p];
  if (q === "\\" && (s[p + 1] === '"' || s[p + 1] === "'")) {
    const quote = `\\${s[p + 1]}`;
    const end = s.indexOf(quote, p + 2);
    if (end < 0 || end - p > 1000) return null;
    return { v: s.slice(p + 2, end), start: p + 2, quoted: true };
  }
  if (q !== undefined && QUOTES.has(q)) {
    let i = p + 1;
    for (; i < s.length && i - p < 1000; i++) {
      const ch = s[i];
      if (ch === "\\") { i++; continue; }
      if (ch === q) break;
      if (ch === "\n") return null;
    }
    if (s[i] !== q) return null;
    // A literal ends the expression: `"a" + b`, `'x'.$y`, `"k":"v"` glued to a word are code or a different string.
    const next = s[i + 1];
    if (next !== undefined && !/[\s,;)}\]>/\\#:|]/.test(next)) return null;
    let v = s.slice(p + 1, i);
    let start = p + 1;
    // Nested quoting from shell scripts: `"'value'"`.
    const inner = /^(["'])(.*)\1$/.exec(v);
    if (inner !== null) { v = inner[2] as string; start += 1; }
    return { v, start, quoted: true };
  }
  q = undefined;
  let i = p;
  for (; i < s.length && i - p < 1000; i++) {
    const ch = s[i] as string;
    if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === ";" || ch === "," || ch === '"' || ch === "'" || ch === "`" || ch === ")" || ch === "}" || ch === "]" || ch === "<" || ch === ">") break;
    // A query string's next parameter ends the value; a lone `&` belongs to a password.
    if (ch === "&" && /^&[A-Za-z_][\w.-]{0,40}=/.test(s.slice(i, i + 44))) break;
  }
  if (i === p) return null;
  return { v: s.slice(p, i), start: p, quoted: false };
}

/** Bare values in code are usually variables: `password = pwd`, `token: getToken()`. */
function bareLooksLikeCode(v: string, after: string, op: string): boolean {
  if (/[()[\]{}]/.test(v) || /->|::/.test(v) || TYPE_NAMES.test(v)) return true;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && !/\d/.test(v)) return true; // obj.field
  if (op === "==" || op === "!=" || op === "===" || op === "!==") return true; // a comparison's literal is quoted
  if (op === ":=" || op === "=>") return /^[A-Za-z_$][\w$]*$/.test(v);
  if (/^\s*[;(.]/.test(after) && /^[A-Za-z_$][\w$]*$/.test(v)) return true; // `= pwd;`  `= fn (`
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(v)) return true; // a constant's name
  // A PowerShell cmdlet call (`$pw = ConvertTo-SecureString …`, `= Get-Secret -Name x`).
  if (/^(?:Get|Set|New|Read|Convert(?:To|From)|Invoke|Import|Export|Select|Test|Unprotect|Protect)-[A-Z][A-Za-z]{2,40}$/.test(v)) return true;
  return false;
}

// `name <op> value`: the name may be quoted (also with escaped quotes, JSON inside a string),
// dotted, prefixed with a sigil; any assignment, mapping or comparison operator; a type
// annotation between name and `=` is skipped.
export const ASSIGN = /([A-Za-z_$@][\w.-]{0,100})(\\["']|["'\]]{0,2})[ \t]{0,16}(:=|=>|===|!==|==|!=|=|:)(?![=:/])[ \t]{0,16}/g;

export interface Assignment { index: number; end: number; name: string; quotes: string; op: string }

const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36 || c === 64;
const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
/** A character of `\w` (ASCII letters, digits, `_`). */
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/**
 * The next ASSIGN match at or after `from`, in linear time. The regex retries every start inside
 * a long word and rescans the word each time. No character that may follow a name (quote, `]`,
 * blank, `:`, `=`, `!`) can be part of a name, so the name never gives back characters: a start
 * matches exactly when the name run from it ends within 101 characters at a valid tail. Every
 * start inside one run shares that end, so one tail check decides the whole run.
 */
export function nextAssignment(seg: string, from: number): Assignment | null {
  let runEnd = -1;
  for (let i = from; i < seg.length; i++) {
    if (!isNameStart(seg.charCodeAt(i))) continue;
    if (runEnd <= i) {
      runEnd = i + 1;
      while (runEnd < seg.length && isNameChar(seg.charCodeAt(runEnd))) runEnd++;
    }
    // Longer than the name's bound: the first start that could still fit is 101 before the end.
    if (runEnd - i > 101) {
      i = runEnd - 102;
      continue;
    }
    if (!assignTail(seg, runEnd)) {
      // Every later start in this run ends at the same place, where the tail just failed.
      i = runEnd - 1;
      continue;
    }
    return { index: i, end: tail.end, name: seg.slice(i, runEnd), quotes: tail.quotes, op: tail.op };
  }
  return null;
}

const isBlank = (c: number): boolean => c === 32 || c === 9;
/** Whether the character at `i` lets an operator end there: ASSIGN's `(?![=:/])` (past the end, NaN, it does). */
const opEnds = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  return c !== 61 && c !== 58 && c !== 47;
};

/**
 * ASSIGN's tail at `p` (quotes, blanks, the operator, blanks), read by hand: the regex's match
 * array cost more than the rest of a short assignment. Backtracking cannot change its result — a
 * quote cannot start the blanks or the operator, nor a blank the operator — so a greedy read is
 * the match; the operators are tried in the regex's order, each with its lookahead. The unit test
 * compares both on the corpus. The match goes to `tail` (one object reused, not one per assignment).
 */
const tail = { end: 0, quotes: "", op: "" };
function assignTail(s: string, p: number): boolean {
  let q = p;
  while (q - p < 2) {
    const c = s.charCodeAt(q);
    // JSON inside a string escapes its quotes: `{\"password\": \"…\"}`.
    if (c === 92 && q === p && (s.charCodeAt(q + 1) === 34 || s.charCodeAt(q + 1) === 39)) { q += 2; continue; }
    if (c !== 34 && c !== 39 && c !== 93) break;
    q++;
  }
  const quotesEnd = q;
  while (q - quotesEnd < 16 && isBlank(s.charCodeAt(q))) q++;
  const c0 = s.charCodeAt(q);
  const c1 = s.charCodeAt(q + 1);
  const c2 = s.charCodeAt(q + 2);
  let op: string;
  if (c0 === 58 && c1 === 61 && opEnds(s, q + 2)) op = ":=";
  else if (c0 === 61 && c1 === 62 && opEnds(s, q + 2)) op = "=>";
  else if (c0 === 61 && c1 === 61 && c2 === 61 && opEnds(s, q + 3)) op = "===";
  else if (c0 === 33 && c1 === 61 && c2 === 61 && opEnds(s, q + 3)) op = "!==";
  else if (c0 === 61 && c1 === 61 && opEnds(s, q + 2)) op = "==";
  else if (c0 === 33 && c1 === 61 && opEnds(s, q + 2)) op = "!=";
  else if (c0 === 61 && opEnds(s, q + 1)) op = "=";
  else if (c0 === 58 && opEnds(s, q + 1)) op = ":";
  else return false;
  q += op.length;
  const opEnd = q;
  while (q - opEnd < 16 && isBlank(s.charCodeAt(q))) q++;
  tail.end = q;
  tail.quotes = quotesEnd === p ? "" : s.slice(p, quotesEnd);
  tail.op = op;
  return true;
}
const CONN_KEYS = /(?:^|[;"'\s])(?:server|data source|host|uid|user id|user|database|initial catalog|provider|driver|dsn|port)\s*=/i;

function keyClass(c: Ctx, name: string): KeyClass | null {
  c.names ??= new Map();
  let k = c.names.get(name);
  if (k === undefined) {
    k = classifyKeyName(name);
    if (c.names.size < 4096) c.names.set(name, k);
  }
  return k;
}

/** What an assignment's name decides, by name: a text repeats its names, so each is read once per scan. */
interface NameInfo {
  /** An authorization header's name: its value is `<scheme> <credential>`. */
  auth: boolean;
  k: KeyClass | null;
  /** Ends in `password` or `pwd` (a connection string's password field). */
  passwordName: boolean;
}

function nameInfo(c: Ctx, name: string): NameInfo {
  c.assigned ??= new Map();
  let info = c.assigned.get(name);
  if (info === undefined) {
    const lname = name.toLowerCase().replace(/^[$@:-]+/, "");
    const auth = /(?:^|[._-])(?:proxy-)?authorization$/.test(lname) || lname === "authorization";
    info = { auth, k: auth ? null : keyClass(c, name.replace(/^[$@]+/, "")), passwordName: lname.endsWith("password") || lname.endsWith("pwd") };
    if (c.assigned.size < 4096) c.assigned.set(name, info);
  }
  return info;
}

/** An ARN up to its resource part: partition, service, region and account, each possibly empty. */
const ARN_HEAD = /(?:^|[^\w-])arn:[\w-]+(?::[^\s:"']*){3}:$/;

function scanAssignments(c: Ctx, seg: string, base: number): void {
  for (let m = nextAssignment(seg, 0); m !== null; m = nextAssignment(seg, m.end)) {
    const name = m.name;
    const op = m.op;
    let p = m.end;
    // Inside a longer word (`my-password` is read whole; `x--password` is a flag, handled below).
    const before = m.index > 0 ? seg.charCodeAt(m.index - 1) : -1;
    if (name.length > 90 || isWordCode(before) || (before === 45 && m.index > 1 && isWordCode(seg.charCodeAt(m.index - 2)))) continue;
    // `${NAME:?message}`, `${NAME:+alt}`: a shell expansion's operator, not an assignment. Only its
    // default (`${NAME:-value}`, `${NAME:=value}`) is a literal someone wrote.
    if (before === 123 && m.index > 1 && seg.charCodeAt(m.index - 2) === 36 && op === ":") {
      if (seg.charCodeAt(p) !== 45) continue;
      p += 1;
    }
    // An ARN's resource type (`arn:aws:secretsmanager:…:secret:prod/db`) names what it identifies.
    if (before === 58 && ARN_HEAD.test(seg.slice(Math.max(0, m.index - 160), m.index))) continue;
    // A name opened by a quote and not closed is text inside a string (`'Authorization: Bearer x'`):
    // its value is the bare rest of that string, never the next string literal.
    const inString = (before === 34 || before === 39) && !m.quotes.includes(seg[m.index - 1] as string);
    if (inString && QUOTES.has(seg[p] as string)) continue;
    const info = nameInfo(c, name);
    if (info.auth) {
      authHeader(c, seg, base, p);
      continue;
    }
    const k = info.k;
    if (k === null) continue;
    // `api_key: str = "…"`: skip the annotation.
    if (op === ":") {
      const ann = /^[A-Za-z_][\w.[\]|<>]{0,40}[ \t]{0,4}=(?!=)[ \t]{0,4}/.exec(seg.slice(p, p + 60));
      if (ann !== null && !QUOTES.has(seg[p] as string)) p += ann[0].length;
    }
    // YAML / JS: the value may sit on the next line.
    let nextLine = false;
    if (seg[p] === "\n" || (seg[p] === "\r" && seg[p + 1] === "\n")) {
      const nx = /^\r?\n[ \t]{1,40}(?=["'\w])/.exec(seg.slice(p, p + 48));
      if (nx === null) continue;
      p += nx[0].length;
      nextLine = true;
    }
    const r = readValue(seg, p);
    if (r === null) continue;
    // `DBPassword:\n  Type: String` opens a nested mapping: its first key is not the value.
    if (nextLine && !r.quoted && (r.v.endsWith(":") || /^[ \t]*:/.test(seg.slice(r.start + r.v.length)))) continue;
    let v = r.v;
    let start = r.start;
    if (!r.quoted) {
      if (bareLooksLikeCode(v, seg.slice(r.start + v.length, r.start + v.length + 4), op)) continue;
      // `password: open sesame  # note` — bare YAML/INI values end at a comment.
      const hash = v.indexOf(" #");
      if (hash > 0) v = v.slice(0, hash);
    } else if ((op === "==" || op === "!=" || op === "===" || op === "!==") && v.length < 4) continue;
    const trimmed = v.trim();
    start += v.indexOf(trimmed);
    v = trimmed;
    const conf = valueConfidence(v, k, seg);
    if (conf === 0) continue;
    const inConn = info.passwordName && !r.quoted && CONN_KEYS.test(seg);
    const rule = inConn ? RULE.connection : conf < 0.85 && k.family === "password" ? RULE.password : RULE.assignment;
    emit(c, rule, base + start, v, conf);
  }
}

const AUTH_SCHEME = /^(Bearer|Basic|Token|Api-?Token|SSWS|token|bearer|basic|OAuth|Key|ApiKey|GenieKey|Splunk|Klaviyo-API-Key|Bot|JWT|Digest|Negotiate|NTLM|AWS4-HMAC-SHA256)\s{1,4}/;

/** `Authorization: <scheme> <credential>` in a header line, a curl -H, JSON or code. */
function authHeader(c: Ctx, seg: string, base: number, p: number): void {
  let q = seg.slice(p, p + 1200);
  let off = p;
  const quote = q[0];
  if (quote === '"' || quote === "'" || quote === "`") {
    const end = q.indexOf(quote, 1);
    q = end > 0 ? q.slice(1, end) : q.slice(1);
    off += 1;
  } else {
    const end = q.search(/["'`\n]/);
    if (end >= 0) q = q.slice(0, end);
  }
  const lead = q.length - q.trimStart().length;
  q = q.trimStart();
  off += lead;
  const sm = AUTH_SCHEME.exec(q);
  const scheme = sm?.[1]?.toLowerCase() ?? "";
  if (/^(?:digest|negotiate|ntlm|aws4-hmac-sha256)$/.test(scheme)) return;
  const rest = sm === null ? q : q.slice(sm[0].length);
  const tok = /^[A-Za-z0-9+/=_~.:@#!$%^&*-]{1,1000}/.exec(rest)?.[0];
  if (tok === undefined) return;
  const start = base + off + (sm === null ? 0 : sm[0].length);
  if (isReference(tok) || isPlaceholder(tok)) return;
  if (scheme === "basic") {
    const dec = base64Decode(tok);
    if (dec === null || !/^[\x20-\x7e]{1,200}$/.test(dec) || !dec.includes(":")) {
      // Not `user:password` in base64, but still what the client presents as its credential.
      if (tok.length >= 16 && /^[A-Za-z0-9+/]+={0,2}$/.test(tok) && describeValue(tok).random > 0) emit(c, RULE.header, start, tok, 0.7);
      return;
    }
    const pw = dec.slice(dec.indexOf(":") + 1);
    const user = dec.slice(0, dec.indexOf(":"));
    if (isPlaceholder(dec) || isReference(dec) || (pw.length > 0 && (isPlaceholder(pw) || pw === user))) return;
    const strong = pw.length > 0 ? humanPasswordScore(pw) >= 2 || describeValue(pw).random > 0 : describeValue(user).random > 0;
    emit(c, RULE.header, start, tok, strong ? 0.85 : 0.7);
    return;
  }
  if (tok.length < 8) return;
  const d = describeValue(tok);
  if (isUuid(tok)) return emit(c, RULE.header, start, tok, 0.75);
  if (isKnownNonSecret(tok)) return;
  if (d.random === 2 || /^eyJ[\w-]{8,}\.eyJ/.test(tok)) return emit(c, RULE.header, start, tok, 0.9);
  if (d.random === 1) return emit(c, RULE.header, start, tok, 0.8);
}

// Long and PowerShell-style flags with a separate value: `--api-key abc…`, `-Password 'x'`.
const FLAG = /(?:^|[\s"'])(--?[A-Za-z][\w.-]{1,60})(?:=|[ \t]{1,8})(?=[^\s-])/g;

function scanFlags(c: Ctx, seg: string, base: number): void {
  FLAG.lastIndex = 0;
  for (let m = FLAG.exec(seg); m !== null; m = FLAG.exec(seg)) {
    const flag = m[1] as string;
    const name = flag.replace(/^-+/, "");
    if (flag.startsWith("-") && !flag.startsWith("--") && name.length < 4) continue;
    const k = keyClass(c, name.replace(/^D(?=[a-z])/, ""));
    if (k === null) continue;
    const r = readValue(seg, m.index + m[0].length);
    if (r === null) continue;
    if (!r.quoted && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(r.v)) continue;
    const conf = valueConfidence(r.v, k, seg);
    if (conf > 0) emit(c, RULE.flag, base + r.start, r.v, conf);
  }
  // Short password flags of tools that take the password glued (`mysql -pSecret`) or after `-u user`.
  const glued = /\b(?:mysql\w*|mariadb\w*)\b[^\n]{0,200}?\s-p(?![\s-])(["']?)([^\s"']{1,128})\1/.exec(seg);
  if (glued !== null) shortPassword(c, seg, base, glued, 2);
  const sep = /(?:\s-u\s{1,4}\S{1,128}\s{1,4}-p|\bsshpass\s{1,4}-p|\bpsexec\S*\s[^\n]{0,200}?\s-p)\s{0,4}(["']?)([^\s"']{1,128})\1/i.exec(seg);
  if (sep !== null) shortPassword(c, seg, base, sep, 2);
  // Tools whose documented password flag is a letter of its own: redis-cli -a, the OpenLDAP
  // clients' -w, smbclient -U user%password.
  const tool = !c.rare ? null : /(?:\bredis-cli\b[^\n]{0,200}?\s-a|\bldap(?:search|modify|add|delete|whoami|passwd|compare|modrdn|exop)\b[^\n]{0,200}?\s-w|\bsmbclient\b[^\n]{0,200}?\s-U\s{0,4}["']?[^\s%"']{1,128}%)\s{0,4}(["']?)([^\s"']{1,128})\1/.exec(seg);
  if (tool !== null) shortPassword(c, seg, base, tool, 2);
  // curl / wget `-u user:password`, `--user "user:password"`, `-u "user":"password"`.
  // The flag first: it is rare, and the tool's name is looked for in a window around the segment.
  const cu = /(?:^|\s)(?:-u|--user)(?:\s{1,4}|=)(?=\S)/.exec(seg);
  if (cu !== null && /\b(?:curl|wget|http)\b/i.test(c.text.slice(Math.max(0, base - 600), base + seg.length))) {
    const at = cu.index + cu[0].length;
    const tok = /^(?:"[^"\n]{0,260}"|'[^'\n]{0,260}'|[^\s"':]{1,260})(?::(?:"[^"\n]{0,260}"|'[^'\n]{0,260}'|[^\s"']{0,260}))?/.exec(seg.slice(at));
    if (tok !== null) {
      const raw = tok[0];
      const plain = raw.replace(/["']/g, "");
      const colon = plain.indexOf(":");
      const user = (colon < 0 ? plain : plain.slice(0, colon)).replace(/^\{|\}$/g, "");
      const pw = colon < 0 ? "" : plain.slice(colon + 1).replace(/^\{|\}$/g, "");
      if (colon >= 0 && pw.length > 0 && pw !== user && !isReference(user)) {
        const conf = valueConfidence(pw, PASSWORD_NAME, seg);
        const off = raw.lastIndexOf(pw);
        if (conf > 0 && off >= 0) emit(c, RULE.flag, base + at + off, pw, conf);
      } else if (colon >= 0 && pw.length === 0 && user.length >= 8 && describeValue(user).random > 0 && !isReference(user) && !isPlaceholder(user)) {
        emit(c, RULE.flag, base + at + raw.indexOf(user), user, 0.7);
      }
    }
  }
}

function shortPassword(c: Ctx, seg: string, base: number, m: RegExpExecArray, g: number): void {
  const v = m[g] as string;
  const conf = valueConfidence(v, PASSWORD_NAME, seg);
  if (conf > 0) emit(c, RULE.flag, base + m.index + m[0].lastIndexOf(v), v, conf);
}

/** `scheme://user:password@host` in URLs and connection strings. */
function scanUrls(c: Ctx, seg: string, base: number): void {
  const re = /\b([a-z][a-z0-9+.-]{1,30}):\/\/([^\s:@/"'<>`]{0,128}):([^\s/"'<>`]{1,300})/gi;
  for (let m = re.exec(seg); m !== null; m = re.exec(seg)) {
    const user = m[2] as string;
    const tail = m[3] as string;
    // The password ends at the `@` that is followed by a host (passwords may contain `@`).
    let at = -1;
    for (let i = tail.indexOf("@"); i >= 0; i = tail.indexOf("@", i + 1)) {
      const host = /^[^/?#\s,;]*/.exec(tail.slice(i + 1))?.[0] ?? "";
      if (!host.includes("@") && /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,252}|\[[0-9a-fA-F:.]{2,45}\])(?::\d{1,5})?$/.test(host)) { at = i; break; }
    }
    if (at <= 0) continue;
    const pw = tail.slice(0, at);
    const pwDecoded = safeDecode(pw);
    if (pw === user || pwDecoded === user || isReference(user) || /^[{<[]/.test(user)) continue;
    const conf = valueConfidence(pwDecoded, PASSWORD_NAME, seg);
    if (conf > 0) emit(c, RULE.connection, base + m.index + m[0].length - tail.length, pw, Math.max(conf, 0.7));
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const XML_ELEM = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^<>]{0,200})?>([^<>\n]{1,300})<\/\1\s*>/g;
const XML_KV = /\b(?:key|name)\s*=\s*"([^"]{1,100})"[^<>]{0,200}?\bvalue\s*=\s*"([^"]{0,500})"/gi;
const XML_KEYED_ELEM = /<([A-Za-z_][\w.:-]{0,60})\s[^<>]{0,100}?\b(?:key|name)\s*=\s*"([^"]{1,100})"[^<>]{0,100}>([^<>\n]{1,300})<\/\1\s*>/g;

function xmlText(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&").trim();
}

function scanXml(c: Ctx, seg: string, base: number): void {
  const check = (name: string, raw: string, rawStart: number): void => {
    const k = keyClass(c, name.replace(/^[\w-]+:/, ""));
    if (k === null) return;
    const v = xmlText(raw);
    const conf = valueConfidence(v, k, seg);
    if (conf > 0) emit(c, RULE.assignment, base + rawStart + Math.max(0, raw.indexOf(v)), v === raw.trim() ? v : raw, conf);
  };
  XML_ELEM.lastIndex = 0;
  for (let m = XML_ELEM.exec(seg); m !== null; m = XML_ELEM.exec(seg)) check(m[1] as string, m[2] as string, m.index + m[0].indexOf(">") + 1);
  XML_KV.lastIndex = 0;
  for (let m = XML_KV.exec(seg); m !== null; m = XML_KV.exec(seg)) check(m[1] as string, m[2] as string, m.index + m[0].lastIndexOf(m[2] as string));
  XML_KEYED_ELEM.lastIndex = 0;
  for (let m = XML_KEYED_ELEM.exec(seg); m !== null; m = XML_KEYED_ELEM.exec(seg)) check(m[2] as string, m[3] as string, m.index + m[0].lastIndexOf(m[3] as string));
}

/**
 * A header set by a proxy or server directive, name and value apart without ":" (nginx
 * `proxy_set_header Authorization "Basic …"`, Apache `RequestHeader set Authorization "Bearer …"`).
 */
const AUTH_DIRECTIVE = /\b(?:proxy-)?authorization["']?[ \t]{1,8}(?=["']?(?:Basic|Bearer|Token|bearer|basic)[ \t])/gi;

/**
 * Statements that hand over a password without naming it: an IPsec secrets file's
 * `<ids> : PSK "…"` (also EAP and XAUTH), and Redis's `AUTH [user] password` as typed at its
 * prompt or kept in its history.
 */
const IPSEC_SECRET = /(?:^|[ \t]):[ \t]{0,4}(?:PSK|EAP|XAUTH)[ \t]{1,4}(?=["'])/gm;
const REDIS_AUTH = /^[ \t]*(?:[\w.:-]{0,60}> ?)?AUTH[ \t]{1,4}(?:([A-Za-z0-9_.@-]{1,64})[ \t]{1,4})?(?=\S{4,200}[ \t]*\r?$)/gm;
/** SMTP's AUTH names a mechanism, not a password. */
const SASL_MECHANISM = /^(?:LOGIN|PLAIN|CRAM-MD5|DIGEST-MD5|XOAUTH2?|OAUTHBEARER|GSSAPI|NTLM|EXTERNAL|ANONYMOUS|SCRAM-SHA-\d+)$/i;

/** Each match of `re` (global) is followed by a password literal, judged as one; `skip` sets some aside. */
function passwordsAfter(c: Ctx, seg: string, base: number, re: RegExp, rule: string, skip?: (v: string, m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(seg); m !== null; m = re.exec(seg)) {
    const r = readValue(seg, m.index + m[0].length);
    if (r === null || skip?.(r.v, m) === true) continue;
    const conf = valueConfidence(r.v, PASSWORD_NAME, seg);
    if (conf > 0) emit(c, rule, base + r.start, r.v, conf);
  }
}

function scanStatementsWithoutNames(c: Ctx, seg: string, base: number): void {
  if (seg.includes("PSK") || seg.includes("EAP") || seg.includes("XAUTH")) passwordsAfter(c, seg, base, IPSEC_SECRET, RULE.assignment);
  if (seg.includes("AUTH ")) passwordsAfter(c, seg, base, REDIS_AUTH, RULE.assignment, (v, m) => SASL_MECHANISM.test(m[1] ?? "") || SASL_MECHANISM.test(v));
}

function scanAuthDirectives(c: Ctx, seg: string, base: number): void {
  if (!/uthorization["']?[ \t]/i.test(seg)) return;
  AUTH_DIRECTIVE.lastIndex = 0;
  for (let m = AUTH_DIRECTIVE.exec(seg); m !== null; m = AUTH_DIRECTIVE.exec(seg)) authHeader(c, seg, base, m.index + m[0].length);
}

/** Dockerfile `ENV NAME value`, `#define NAME "value"`, batch `set NAME=value` is covered by assignments. */
function scanDirectives(c: Ctx, seg: string, base: number): void {
  const m = /^[ \t]*(?:ENV|ARG|#define|#\s*define)[ \t]{1,8}([A-Za-z_]\w{0,80})[ \t]{1,8}(?=[^\s=])/.exec(seg);
  if (m === null) return;
  const k = keyClass(c, m[1] as string);
  if (k === null) return;
  const r = readValue(seg, m[0].length);
  if (r === null) return;
  const conf = valueConfidence(r.v, k, seg);
  if (conf > 0) emit(c, RULE.assignment, base + r.start, r.v, conf);
}

// Credential constructors and login calls with literal arguments: the last literal is the password.
// Connection and bind calls whose signature ends in the password count too: JDBC's
// `DriverManager.getConnection(url, user, password)`, LDAP binds, PHP's `imap_open` and `ssh2_auth_password`.
const CALL = /\b((?:[A-Za-z_][\w.]{0,60})?(?:Credentials?|BasicAuth|Auth|Login|Logon|DirectoryEntry|Authenticator|PasswordAuthentication|SmtpClient|login|auth|getConnection|simple_bind_s|simple_bind|bind_s|ldap_bind|imap_open|auth_password))\s{0,4}\(/g;

/** A quoted literal on one line, its quote in group 1 and its body in group 2. */
const STRING_LITERAL = /(["'])((?:(?!\1)[^\\\n]|\\.){0,200})\1/g;

function scanCalls(c: Ctx, seg: string, base: number): void {
  CALL.lastIndex = 0;
  for (let m = CALL.exec(seg); m !== null; m = CALL.exec(seg)) {
    const from = m.index + m[0].length;
    const close = seg.indexOf(")", from);
    const args = seg.slice(from, close < 0 ? Math.min(seg.length, from + 400) : Math.min(close, from + 400));
    const lits = [...args.matchAll(STRING_LITERAL)];
    if (lits.length < 2) continue;
    // Only positional literal arguments: `f("user", "pass")`, not keyword arguments, not `f(a, "x")`.
    // Split with the literals emptied: an LDAP DN's commas ("cn=svc,dc=corp") are not argument breaks.
    const parts = args.replace(STRING_LITERAL, '""').split(",").map((s) => s.trim());
    if (parts.length < 2 || parts.some((s) => /^[A-Za-z_]\w*\s*=/.test(s))) continue;
    const last = lits[lits.length - 1] as RegExpMatchArray;
    if (!/^["']/.test(parts[parts.length - 1] ?? "") && !/^["'][^"']*["']\s*\.\w+\(/.test(parts[parts.length - 1] ?? "")) continue;
    const v = last[2] as string;
    const conf = valueConfidence(v, PASSWORD_NAME, seg);
    if (conf > 0) emit(c, RULE.call, base + from + (last.index ?? 0) + 1, v, Math.min(conf, 0.75));
  }
  const tuple = /\bauth\s{0,4}=\s{0,4}\(\s{0,4}(["'])[^"'\n]{1,128}\1\s{0,4},\s{0,4}(["'])([^"'\n]{1,128})\2\s{0,4}\)/.exec(seg);
  if (tuple !== null) {
    const v = tuple[3] as string;
    const conf = valueConfidence(v, PASSWORD_NAME, seg);
    if (conf > 0) emit(c, RULE.call, base + tuple.index + tuple[0].lastIndexOf(v), v, Math.min(conf, 0.75));
  }
  // Setters: `setPassword("…")`, `.withApiKey('…')`, `password("…")`.
  const setter = /\b(?:set|with|use)?_?([A-Za-z][A-Za-z_]{2,60})\s{0,4}\(\s{0,4}(["'])([^"'\n\\]{4,300})\2\s{0,4}\)/g;
  for (let m = setter.exec(seg); m !== null; m = setter.exec(seg)) {
    const k = keyClass(c, m[1] as string);
    if (k === null || (m.index > 0 && /[\w]/.test(seg[m.index - 1] as string))) continue;
    const v = m[3] as string;
    const conf = valueConfidence(v, k, seg);
    if (conf > 0) emit(c, RULE.call, base + m.index + m[0].lastIndexOf(v), v, Math.min(conf, 0.8));
  }
}

// `password 'x'` (Groovy/Gradle DSL), `password x` alone on a line (.netrc, space-separated configs).
const SPACED = /^[ \t]*([A-Za-z_][\w.]{0,60})[ \t]{1,8}(?=["'])/;
const NETRC = /(?:^|\s)(?:password|passwd)[ \t]{1,8}(?=[^\s"'=:])/;
// `("API_KEY", "value")`: a name literal followed by a value literal (map puts, setenv, header setters, getenv defaults).
const PAIR = /(["'])([A-Za-z_][\w.-]{1,60})\1[ \t]{0,4},[ \t]{0,4}(?=["'])/g;

function scanSpaced(c: Ctx, seg: string, base: number): void {
  const sp = SPACED.exec(seg);
  if (sp !== null) {
    const k = keyClass(c, sp[1] as string);
    const r = k === null || k.strength < 3 ? null : readValue(seg, sp[0].length);
    if (k !== null && r !== null && seg.slice(r.start + r.v.length + 1).trim().length === 0) {
      const conf = valueConfidence(r.v, k, seg);
      if (conf > 0) emit(c, RULE.assignment, base + r.start, r.v, conf);
    }
  }
  const nr = NETRC.exec(seg);
  // .netrc: `machine host login user password secret`, on one line or several.
  if (nr !== null && /(?:^|\s)machine\s/.test(c.text.slice(Math.max(0, base + nr.index - 300), base + nr.index))) {
    const r = readValue(seg, nr.index + nr[0].length);
    if (r !== null) {
      const conf = valueConfidence(r.v, PASSWORD_NAME, seg);
      if (conf > 0) emit(c, RULE.assignment, base + r.start, r.v, conf);
    }
  }
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(seg); m !== null; m = PAIR.exec(seg)) {
    const k = keyClass(c, m[2] as string);
    if (k === null) continue;
    const r = readValue(seg, m.index + m[0].length);
    if (r === null) continue;
    const conf = valueConfidence(r.v, k, seg);
    if (conf > 0) emit(c, RULE.call, base + r.start, r.v, conf);
  }
}

// A declaration named for a credential whose default is written in its body: Terraform
// `variable "db_password" { default = "…" }`, CloudFormation `DBPassword:` / `"DBPassword": {`
// with `Default: …`, JSON Schema `"default"`. The body is the following lines indented deeper
// (or up to the block's closing brace).
const DECL = /^([ \t]*)(?:variable[ \t]{1,8}"([A-Za-z_][\w.-]{0,80})"[ \t]{0,8}\{|["']?([A-Za-z_][\w.-]{0,80})["']?[ \t]{0,8}:[ \t]{0,8}\{?)[ \t]*\r?$/gm;
const DEFAULT_KEY = /^[ \t]*["']?(?:default|Default|DEFAULT|defaultValue|default_value)["']?[ \t]{0,8}[:=][ \t]{0,8}/;
// CLI option declarations: `add_argument("--api-key", default="…")`, `@click.option("--password", default="…")`.
const OPTION_DEFAULT = /\b(?:add_argument|option|Option)\(\s{0,4}(["'])(--?[A-Za-z][\w-]{1,60})\1[^()\n]{0,200}?\bdefault\s{0,2}=\s{0,2}(?=["'])/g;

/** Whether a line of the segment ends with `:` or `{` (opens a block), read without a regex. */
function opensBlock(seg: string): boolean {
  for (let e = seg.indexOf("\n"); ; e = seg.indexOf("\n", e + 1)) {
    let i = (e < 0 ? seg.length : e) - 1;
    while (i >= 0 && (seg[i] === " " || seg[i] === "\t" || seg[i] === "\r")) i--;
    if (seg[i] === ":" || seg[i] === "{") return true;
    if (e < 0) return false;
  }
}

function scanDeclarations(c: Ctx, seg: string, base: number): void {
  if (opensBlock(seg)) scanBlocks(c, seg, base);
  if (seg.includes("default")) scanOptionDefaults(c, seg, base);
}

function scanBlocks(c: Ctx, seg: string, base: number): void {
  DECL.lastIndex = 0;
  for (let m = DECL.exec(seg); m !== null; m = DECL.exec(seg)) {
    const k = keyClass(c, (m[2] ?? m[3]) as string);
    if (k === null) continue;
    const indent = (m[1] as string).replace(/\t/g, "    ").length;
    let p = base + m.index + m[0].length + 1;
    for (let n = 0; n < 15 && p < c.text.length; n++) {
      let e = c.text.indexOf("\n", p);
      if (e < 0) e = c.text.length;
      const line = c.text.slice(p, e);
      if (line.trim() !== "") {
        const ind = (/^[ \t]*/.exec(line)?.[0] ?? "").replace(/\t/g, "    ").length;
        if (ind <= indent || /^[ \t]*\}/.test(line)) break;
        const d = DEFAULT_KEY.exec(line);
        if (d !== null) {
          const r = readValue(line, d[0].length);
          if (r !== null && (r.quoted || !bareLooksLikeCode(r.v, line.slice(r.start + r.v.length, r.start + r.v.length + 4), ":"))) {
            const conf = valueConfidence(r.v.trim(), k, line);
            if (conf > 0) emit(c, RULE.assignment, p + r.start + r.v.indexOf(r.v.trim()), r.v.trim(), conf);
          }
          break;
        }
      }
      p = e + 1;
    }
  }
}

function scanOptionDefaults(c: Ctx, seg: string, base: number): void {
  OPTION_DEFAULT.lastIndex = 0;
  for (let m = OPTION_DEFAULT.exec(seg); m !== null; m = OPTION_DEFAULT.exec(seg)) {
    const k = keyClass(c, (m[2] as string).replace(/^-+/, ""));
    if (k === null) continue;
    const r = readValue(seg, m.index + m[0].length);
    if (r === null) continue;
    const conf = valueConfidence(r.v, k, seg);
    if (conf > 0) emit(c, RULE.assignment, base + r.start, r.v, conf);
  }
}

// SQL that creates or changes an account: MySQL/Oracle `IDENTIFIED [WITH plugin] BY 'x'`,
// PostgreSQL `[WITH] [ENCRYPTED] PASSWORD 'x'`, SQL Server `PASSWORD = 'x'`.
const SQL_ACCOUNT = /\b(?:CREATE|ALTER)\s{1,4}(?:USER|ROLE|LOGIN)\b/i;
const SQL_PASSWORD = /\b(?:IDENTIFIED(?:\s{1,4}WITH\s{1,4}["'`]?\w{1,40}["'`]?)?\s{1,4}BY(?:\s{1,4}PASSWORD)?|(?:ENCRYPTED\s{1,4})?PASSWORD(?:\s{0,4}=)?)\s{1,4}(?=["'A-Za-z0-9])/gi;
// PowerShell turning a literal into a credential: `ConvertTo-SecureString "x" -AsPlainText`.
const SECURE_STRING = /\bConvertTo-SecureString\s{1,4}(?:-String\s{1,4})?(?=["'])/gi;
// `- name: DB_PASSWORD` / `{"name": "API_KEY", "value": "…"}`: Kubernetes and ECS env lists,
// Key/Value tag and parameter pairs. The value follows within the same item.
const NAME_KEY = String.raw`(["']?)(?:name|Name|NAME|key|Key|ParameterKey)\1[ \t]{0,8}[:=]`;
const NAME_FIELD = new RegExp(NAME_KEY + String.raw`[ \t]{0,8}(["']?)([A-Za-z_][\w.-]{1,80})\2`, "g");
/** Where the next item's name field starts: the end of the current item. */
const NEXT_NAME = new RegExp(NAME_KEY);
const VALUE_FIELD = /(["']?)(?:value|Value|VALUE|ParameterValue)\1[ \t]{0,8}[:=][ \t]{0,8}/;
// A space-separated directive alone on its line: redis.conf `requirepass x`, `Password x`.
const DIRECTIVE = /^[ \t]*([A-Za-z_][\w.-]{1,60})[ \t]{1,8}([^\s"'#;]{4,200})[ \t]*\r?$/;

function scanStatements(c: Ctx, seg: string, base: number): void {
  if (c.rare) scanRareStatements(c, seg, base);
  scanItems(c, seg, base);
}

function scanRareStatements(c: Ctx, seg: string, base: number): void {
  if (SQL_ACCOUNT.test(seg)) {
    SQL_PASSWORD.lastIndex = 0;
    for (let m = SQL_PASSWORD.exec(seg); m !== null; m = SQL_PASSWORD.exec(seg)) {
      const r = readValue(seg, m.index + m[0].length);
      if (r === null || (!r.quoted && !/^[^\s;]{4,}$/.test(r.v))) continue;
      const v = r.quoted ? r.v : r.v.replace(/;$/, "");
      if (!r.quoted && /^(?:EXTERNALLY|GLOBALLY|VALUES|NULL|DEFAULT)$/i.test(v)) continue;
      const conf = valueConfidence(v, PASSWORD_NAME, seg);
      if (conf > 0) emit(c, RULE.assignment, base + r.start, v, conf);
    }
  }
  if (/securestring/i.test(seg) && /-AsPlainText/i.test(seg)) passwordsAfter(c, seg, base, SECURE_STRING, RULE.call);
}

const ITEM_REACH = 300;
const nextAt = (text: string, word: string, from: number): number => {
  const i = text.indexOf(word, from);
  return i < 0 ? Infinity : i;
};

/** The next "value" at or after `from` (as a field name writes it), remembered per scan: callers move forward. */
function valueAt(c: Ctx, from: number): number {
  const back = c.asked === undefined || from < c.asked;
  if (back || (c.lower as number) < from) c.lower = nextAt(c.text, "alue", from);
  if (back || (c.upper as number) < from) c.upper = nextAt(c.text, "ALUE", from);
  c.asked = from;
  return Math.min(c.lower as number, c.upper as number);
}

function scanItems(c: Ctx, seg: string, base: number): void {
  // Where "value" next occurs (any case the field takes), moved forward only: a text of name
  // fields with no value field near them ("key=key=…") costs one look per field, not a window,
  // and a segment with none within reach is not searched for name fields at all.
  const reach = base + seg.length + ITEM_REACH;
  const named = valueAt(c, base) < reach && (seg.includes("ame") || seg.includes("AME") || seg.includes("ey"));
  NAME_FIELD.lastIndex = 0;
  for (let m = named ? NAME_FIELD.exec(seg) : null; m !== null; m = NAME_FIELD.exec(seg)) {
    const from = base + m.index + m[0].length;
    if (valueAt(c, from) >= from + ITEM_REACH) continue;
    const k = keyClass(c, m[3] as string);
    if (k === null) continue;
    // The item's value: on the same line or the next two, before another name field.
    const win = c.text.slice(from, from + ITEM_REACH).split("\n").slice(0, 3).join("\n");
    const cut = win.search(NEXT_NAME);
    const item = cut < 0 ? win : win.slice(0, cut);
    const vm = VALUE_FIELD.exec(item);
    if (vm === null) continue;
    const r = readValue(item, vm.index + vm[0].length);
    if (r === null || (!r.quoted && bareLooksLikeCode(r.v, item.slice(r.start + r.v.length, r.start + r.v.length + 4), ":"))) continue;
    const conf = valueConfidence(r.v, k, item);
    if (conf > 0) emit(c, RULE.assignment, from + r.start, r.v, conf);
  }
  const d = DIRECTIVE.exec(seg);
  if (d !== null) {
    const k = keyClass(c, d[1] as string);
    const v = d[2] as string;
    // Unquoted and unmarked, a heading ("Password reset") reads the same: only a value no one
    // writes as a word (random, or a complex password) counts.
    if (k !== null && k.strength === 3 && (describeValue(v).random > 0 || humanPasswordScore(v) === 3)) {
      const conf = valueConfidence(v, k, seg);
      if (conf > 0) emit(c, RULE.assignment, base + d.index + d[0].lastIndexOf(v), v, conf);
    }
  }
}

/** "the password is 'hunter2'", "default password for user 'x' is 'y'". */
const PROSE = /\bpass(?:word|phrase|wd|code)?s?\b[^\n.;!?]{0,60}?\b(?:is|was|are|to|be|as)\s{1,4}["'‘“]([^"'’”\n]{2,64})["'’”]/gi;

/**
 * "The WiFi password is Xk4q9Lm2zT": the value unquoted, up to the sentence's end. Unquoted, a
 * word reads the same ("the password is incorrect"), so, as for an unmarked directive, only a value
 * no one writes as a word counts: random, or a complex password.
 */
const MAX_BARE = 256;
const PROSE_BARE = /\bpass(?:word|phrase|wd|code)?\b[^\n.;!?"']{0,40}?\b(?:is|was)\s{1,4}([^\s"'‘“’”<>]{6,64}?)(?=\s|[,;!?.)](?:\s|$)|$)/gi;

/**
 * "user ops, password *2PQquxrIKT4MN": the value right after the word, no verb. Headings and
 * phrases read the same ("password reset", "password manager", "password argon2id-style"), so
 * only a random value or a complex password (upper and lower case and digits, eight or more
 * characters) counts.
 */
const PROSE_VERBLESS = /\bpass(?:word|phrase|wd)\b[ \t]{1,2}([^\s"'‘“’”<>:=]{8,64}?)(?=\s|[,;!?.)](?:\s|$)|$)/gi;
/**
 * "account AC…, auth token 7425ff…": a token or key named in prose with its value right after.
 * A name this common is followed by words far more often ("the api key rotation", "auth token
 * expiry"), so only a random value of sixteen characters or more counts.
 */
const PROSE_TOKEN = /\b(?:auth(?:entication)?|access|api|bearer|refresh|session|secret|signing|private|client)[ _-]?(?:token|key|secret)\b[ \t]{1,2}(?:is[ \t]{1,2})?([A-Za-z0-9+/_.-]{16,200}={0,2})(?=[\s,;!?)]|[.](?:\s|$)|$)/gi;

/**
 * "use this as the AES key for the partner export: f8a6…", "a fresh 256-bit data key … ⏎ hlRf…=":
 * a key named by what it encrypts or signs, and a value of a key's length (16, 24 or 32 bytes as
 * hex or base64) within the next two lines. A hash, fingerprint or id of the key is public, so
 * those words between name and value end the reading.
 */
const KEY_HEAD = /\b(?:aes|encryption|decryption|data|master|symmetric|signing|hmac|wrapping|(?:128|192|256)-bit)[ -]key\b(?![ _-]?(?:id|ids|name|arn|uri|url|version|alias|ring|vault)\b)/gi;
const KEY_TAIL = /^([^\n]{0,200}(?:\r?\n[ \t]*){0,2}[^\n]{0,40}?)(?<![A-Za-z0-9+/=])([0-9a-fA-F]{32}|[0-9a-fA-F]{48}|[0-9a-fA-F]{64}|[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{32}|[A-Za-z0-9+/]{43}=)(?![A-Za-z0-9+/=])/;
/** Key names read per scan: each reads up to 300 characters after it, and a text of them is a list. */
const MAX_KEY_HEADS = 64;
const NOT_THE_KEY = /hash|sha-?\d|md5|digest|fingerprint|checksum|\bkid\b|\bid\b|identifier|\biv\b|nonce|salt/i;

/**
 * The prose readings, in order: the value's pattern, a check before it counts against MAX_BARE
 * (`pre`), whether it counts, and what the value must be to be judged (`accept`).
 */
interface ProseForm { re: RegExp; family: KeyClass["family"]; cap: number; counted: boolean; pre?: (v: string) => boolean; accept?: (v: string) => boolean }
const PROSE_FORMS: readonly ProseForm[] = [
  { re: PROSE, family: "password", cap: 0.7, counted: false },
  // Letters alone are a word to either test; past MAX_BARE values the text is a list of them.
  { re: PROSE_BARE, family: "password", cap: 0.7, counted: true, pre: (v) => /[^A-Za-z]/.test(v), accept: (v) => describeValue(v).random > 0 || humanPasswordScore(v) === 3 },
  { re: PROSE_TOKEN, family: "token", cap: 0.75, counted: true, accept: (v) => describeValue(v).random === 2 },
  { re: PROSE_VERBLESS, family: "password", cap: 0.7, counted: true, accept: (v) => describeValue(v).random === 2 || (humanPasswordScore(v) === 3 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9]/.test(v)) },
];

function scanProse(c: Ctx, seg: string, base: number): void {
  if (/ key\b/i.test(seg)) {
    KEY_HEAD.lastIndex = 0;
    for (let h = KEY_HEAD.exec(seg); h !== null; h = KEY_HEAD.exec(seg)) {
      if ((c.keyHeads = (c.keyHeads ?? 0) + 1) > MAX_KEY_HEADS) break;
      const from = h.index + h[0].length;
      const m = KEY_TAIL.exec(seg.slice(from, from + 300));
      if (m === null) continue;
      const v = m[2] as string;
      // "the SHA-256 of the data key is …", "key id …": a value about the key, not the key.
      if (NOT_THE_KEY.test(m[1] as string) || NOT_THE_KEY.test(seg.slice(Math.max(0, h.index - 30), h.index)) || describeValue(v).random !== 2 || isPlaceholder(v)) continue;
      emit(c, RULE.prose, base + from + m[0].length - v.length, v, 0.75);
    }
  }
  for (const f of PROSE_FORMS) {
    f.re.lastIndex = 0;
    for (let m = f.re.exec(seg); m !== null; m = f.re.exec(seg)) {
      const v = m[1] as string;
      if (f.pre !== undefined && !f.pre(v)) continue;
      if (f.counted && (c.bare = (c.bare ?? 0) + 1) > MAX_BARE) break;
      if (f.accept !== undefined && !f.accept(v)) continue;
      const conf = valueConfidence(v, { family: f.family, strength: 3 }, seg);
      if (conf > 0) emit(c, RULE.prose, base + m.index + m[0].lastIndexOf(v), v, Math.min(conf, f.cap));
    }
  }
}

function scanSegment(c: Ctx, start: number, end: number): void {
  const seg = c.text.slice(start, end);
  scanAssignments(c, seg, start);
  scanFlags(c, seg, start);
  if (seg.includes("://")) scanUrls(c, seg, start);
  if (seg.includes("</") || /value\s*=/i.test(seg)) scanXml(c, seg, start);
  scanStatementsWithoutNames(c, seg, start);
  scanAuthDirectives(c, seg, start);
  scanDirectives(c, seg, start);
  scanSpaced(c, seg, start);
  if (seg.includes("(")) scanCalls(c, seg, start);
  scanDeclarations(c, seg, start);
  scanStatements(c, seg, start);
  if (/pass|token|key|secret/i.test(seg)) scanProse(c, seg, start);
  if (seg.includes(",") || seg.includes("\t") || seg.includes(";") || seg.includes("|")) scanTables(c, start, end);
}

/** Table rows read per scan: a text of header-shaped lines would otherwise read each one's rows again. */
const MAX_TABLE_ROWS = 1000;

/** A header line of the segment naming a credential column: its rows are judged by that name. */
function scanTables(c: Ctx, start: number, end: number): void {
  for (let ls = Math.max(start, c.tableEnd ?? 0); ls < end; ) {
    let le = c.text.indexOf("\n", ls);
    if (le < 0 || le > end) le = end;
    const budget = MAX_TABLE_ROWS - (c.tableRows ?? 0);
    if (budget <= 0) return;
    const t = credentialColumns(c.text, ls, le, budget);
    for (const col of t.values) {
      const conf = valueConfidence(col.value, col.k, "");
      if (conf > 0) emit(c, RULE.assignment, col.start, col.value, conf);
    }
    if (t.rows > 0) {
      c.tableRows = (c.tableRows ?? 0) + t.rows;
      c.tableEnd = t.end;
    }
    ls = Math.max(le, t.end) + 1;
  }
}

/** `rare`: whether RARE may occur (the probe's answer); looked up when not given. */
export function detectGenericSecrets(content: string, rare?: boolean): RawFinding[] {
  RARE.lastIndex = 0;
  const c: Ctx = { text: content, out: [], seen: new Set(), rare: rare !== false && RARE.test(content) };
  CANDIDATE.lastIndex = 0;
  let done = 0; // content before this offset has been parsed
  // The current line's bounds: a long line yields many segments, and searching for its ends
  // again for each one would be quadratic.
  let lineStart = 0;
  let lineEnd = -1;
  const segs: number[] = [];
  for (let m = CANDIDATE.exec(content); m !== null; m = CANDIDATE.exec(content)) {
    if (m.index < done) continue;
    // A match that starts at a newline (`\n-u user:pass`, a continued command's flag line) is on
    // the next line.
    const at = content.charCodeAt(m.index) === 10 ? m.index + 1 : m.index;
    if (at < lineStart || at >= lineEnd) {
      lineStart = content.lastIndexOf("\n", at - 1) + 1;
      lineEnd = content.indexOf("\n", at);
      if (lineEnd < 0) lineEnd = content.length;
    }
    let ls = lineStart;
    let le = lineEnd;
    // Multi-line call arguments and XML: take the next line too when this one is open-ended.
    if (/[(,[{:=]\s*$/.test(content.slice(Math.max(ls, le - 4), le)) && le < content.length) {
      const n2 = content.indexOf("\n", le + 1);
      const n3 = n2 < 0 ? content.length : content.indexOf("\n", n2 + 1);
      le = n3 < 0 ? content.length : n3;
    }
    if (le - ls > MAX_SEGMENT) {
      ls = Math.max(ls, m.index - MAX_SEGMENT / 2);
      le = Math.min(le, m.index + MAX_SEGMENT / 2);
    }
    ls = Math.max(ls, done);
    scanSegment(c, ls, le);
    segs.push(ls, le);
    done = le;
    if (c.out.length >= MAX_FINDINGS) break;
    CANDIDATE.lastIndex = Math.max(CANDIDATE.lastIndex, le);
  }
  if (!c.rare) return c.out;
  RARE.lastIndex = 0;
  for (let m = RARE.exec(content), n = 0; m !== null && c.out.length < MAX_FINDINGS && n < MAX_RARE_LINES; m = RARE.exec(content)) {
    const i = m.index;
    let ls = content.lastIndexOf("\n", i) + 1;
    let le = content.indexOf("\n", i);
    if (le < 0) le = content.length;
    ls = Math.max(ls, i - MAX_SEGMENT / 2);
    le = Math.min(le, i + MAX_SEGMENT / 2);
    if (!covered(segs, i)) {
      scanSegment(c, ls, le);
      n++;
    }
    RARE.lastIndex = Math.max(RARE.lastIndex, le);
  }
  return c.out;
}

const MAX_RARE_LINES = 256;

/** Whether offset `i` lies in one of the main pass's segments (flat, ascending [start, end) pairs). */
function covered(segs: readonly number[], i: number): boolean {
  let lo = 0;
  let hi = segs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (i < (segs[2 * mid] as number)) hi = mid - 1;
    else if (i >= (segs[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}
