// Vendor credential formats as data: one rule per provider format, each with examples.
//
// Three shapes of rule:
// - prefixed: the vendor's documented prefix/shape is distinctive on its own (ghp_, xai-, AKCp…);
// - named: the value has no distinctive prefix (32 hex, a UUID), so the vendor's name must be part
//   of the key it is assigned to (DATADOG_API_KEY=…, "linode": {"token": …}, --vultr-key …);
// - structural: checksums and decodable structure (GitHub/npm CRC32, PyPI macaroons, JWT claims,
//   PEM/OpenSSH bodies) decide, and a failing checksum is at most suspicious.
// Example values are generated (secrets/synth.ts) so no key-shaped literal sits in the source.
import type { RuleSpec } from "./rule";
import { entropy } from "../validators";
import {
  base64Bytes, crc32Base62Suffix, crc32Base62TokenValid, discordTokenValid, elasticApiKeyValid, jsonPart, jwtClaim, pemBodyValid, pypiMacaroonValid,
} from "../secrets/checksums";
import { B32L, B62, B64, B64U, DIGITS, HEX, HEXU, LOWER36, UPPER36, synth, synthUuid, toBase64 } from "../secrets/synth";

type V = Omit<RuleSpec, "class">;

/** Template and placeholder tells inside a value; real tokens never contain these. */
const BLATANT = /(?:x{5}|X{5}|your[_-]|<[^>]{0,40}>|\$\{|\{\{|%[A-Z_]{3,}%|redacted|replace[_-]?me|changeme|placeholder|example|dummy|sample|\*{3}|\.{3}|0{8}|0123456|3456789|abcdefg|(?:0123|1234|abcd){2})/i;

function plausible(body: string, min: number): boolean {
  return body.length > 0 && !BLATANT.test(body) && !/(.)\1{7}/.test(body) && entropy(body) >= min;
}
const mixed = (v: string): boolean => /[0-9]/.test(v) && /[A-Za-z]/.test(v);

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const START = "(?:^|[^A-Za-z0-9_])";
const END = "(?:[^A-Za-z0-9_]|$)";
/**
 * Assignment in any common syntax: `=`, `:`, `:=`, `=>`, a CLI flag's space, quoted or not; or a
 * name literal and a value literal as a pair (`setProperty("sonar.login", "…")`, `("DD_API_KEY", "…")`).
 */
const SEP = "(?:[\"'`]?\\s{0,3}(?:=>|:=|[:=]|\\s)\\s{0,3}[\"'`]?|[\"'`]\\s{0,3},\\s{0,3}[\"'`])";
/** One level of nesting: `datadog:\n  api_key: …` or `"linode": {"token": …}`. */
const NEST = "(?:[\"']?\\s{0,3}:\\s{0,3}\\{?\\s{0,16}[\"']?[A-Za-z0-9_.-]{1,32})?";

/** Providers each rule covers; the test counts distinct providers across both rule files. */
export const VENDOR_RULE_PROVIDERS: Record<string, string> = {};

interface Prefixed {
  id: string;
  provider: string;
  desc: string;
  kw: string[];
  /** The whole token pattern, prefix included. */
  re: string;
  /** Regex for the prefix removed before entropy checks. */
  pre?: string;
  ex: string[];
  bad?: string[];
  conf?: number;
  min?: number;
  check?: (v: string) => boolean;
}

function prefixed(p: Prefixed): V {
  const pre = new RegExp(`^(?:${p.pre ?? "[A-Za-z0-9]{1,12}[_.-]"})`);
  const min = p.min ?? 3.2;
  VENDOR_RULE_PROVIDERS[p.id] = p.provider;
  const first = p.ex[0] as string;
  const body = first.replace(pre, "");
  return {
    id: p.id,
    description: `${p.provider}: ${p.desc}`,
    keywords: p.kw,
    pattern: `${START}(${p.re})${END}`,
    group: 1,
    validate: (v) => plausible(v.replace(pre, ""), min) && (p.check === undefined || p.check(v)),
    confidence: p.conf ?? 0.9,
    mustMatch: p.ex.map((v, i) => (i % 2 === 0 ? `token = "${v}"` : `export SOME_CREDENTIAL=${v}\n`)),
    mustNotMatch: [first.slice(0, first.length - body.length) + "x".repeat(body.length), ...(first.includes("://") ? [] : [`word${first}`]), ...(p.bad ?? [])],
  };
}

interface Named {
  id: string;
  provider: string;
  desc: string;
  /** Lowercase literals, one of which must be in the key name (they are also the keywords). */
  name: string[];
  /** Optional second word the key name must contain after the vendor name (e.g. secret). */
  then?: string[];
  /** Require a non-letter before the vendor name (short names such as "box", "lob"). */
  word?: boolean;
  val: string;
  ex: string;
  exName: string;
  conf?: number;
  min?: number;
  anyChars?: boolean;
  check?: (v: string) => boolean;
}

/**
 * The vendor name must start a word: after a non-letter, or at a camelCase step (`myOktaToken`),
 * so `rookTable` does not read as "okta" nor `checkbox_secret` as "box".
 */
function nameStarts(match: string, before: string): boolean {
  // A JVM system property (`-Dsonar.login=…`): the D is the flag's, not part of the name.
  if (/(?:^|[\s"'`])-D$/.test(before)) return true;
  const first = match.charCodeAt(0);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return true;
  const prev = before.charCodeAt(before.length - 1);
  if (!(prev >= 65 && prev <= 90) && !(prev >= 97 && prev <= 122)) return true;
  return prev >= 97 && first <= 90;
}

const alt = (ws: string[]): string => ws.map((w) => w.replace(/[.+]/g, (c) => `\\${c}`)).join("|");

function named(n: Named): V {
  const min = n.min ?? 3;
  VENDOR_RULE_PROVIDERS[n.id] = n.provider;
  const second = n.then === undefined ? "" : `[A-Za-z0-9_.-]{0,24}(?i:${alt(n.then)})`;
  return {
    id: n.id,
    description: `${n.provider}: ${n.desc} (vendor named in the key)`,
    keywords: n.name,
    pattern: `${n.word ? "(?:^|[^A-Za-z])" : ""}(?i:${alt(n.name)})${second}[A-Za-z0-9_.-]{0,32}${NEST}${SEP}(${n.val})${END}`,
    group: 1,
    validate: (v, m, before) => nameStarts(m, before) && plausible(v, min) && (n.anyChars === true || mixed(v)) && (n.check === undefined || n.check(v)),
    confidence: n.conf ?? 0.85,
    mustMatch: [`${n.exName}=${n.ex}`, `{"${n.exName.toLowerCase()}": "${n.ex}"}`],
    mustNotMatch: [`SOME_SETTING=${n.ex}`, `${n.exName}=${"x".repeat(n.ex.length)}`, `${n.exName}=\${${n.exName}}`],
  };
}

const s = synth;
const crcToken = (prefix: string, seed: string): string => {
  const body = s(seed, B62, 30);
  return `${prefix}${body}${crc32Base62Suffix(body)}`;
};
const badCrc = (t: string): string => t.slice(0, -1) + (t.endsWith("A") ? "B" : "A");


// ---- checksummed and structural formats ------------------------------------------------------

const ghValid = crcToken("ghp_", "gh-valid");
const npmValid = crcToken("npm_", "npm-valid");
const macaroon = (host: string, seed: string): string => {
  const id = `{"nonce":"${s(seed, HEX, 32)}","version":1}`;
  const caveat = '[{"permissions":"user","version":1}]';
  const bin = `\x02\x01${String.fromCharCode(host.length)}${host}\x02${String.fromCharCode(id.length)}${id}\x00\x02${String.fromCharCode(caveat.length)}${caveat}\x00\x00\x06\x20${s(seed + "sig", B62, 32)}`;
  return `pypi-${toBase64(bin, true)}`;
};
const jwt = (header: object, payload: object, seed: string): string =>
  `${toBase64(JSON.stringify(header), true)}.${toBase64(JSON.stringify(payload), true)}.${s(seed, B64U, 43)}`;
const pemBody = (der0: string, seed: string): string => {
  const b64 = toBase64(der0 + s(seed, B62, 180));
  return b64.replace(/(.{64})/g, "$1\n");
};
const RSA_BODY = pemBody("\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00", "rsa");
const OPENSSH_BODY = pemBody("openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none", "ossh");

function privateKeyValid(value: string, match: string): boolean {
  const kind = /BEGIN ([A-Z0-9 ]{0,40})-----/.exec(match)?.[1] ?? "";
  // Only the body counts, and a key pasted into code as concatenated string literals
  // (`"-----BEGIN …-----" +\n"MIIE…" +`) is the same key once the joins are dropped.
  const body = (value.split("-----END")[0] as string).replace(/\\[rn]/g, "\n").replace(/["'][ \t]{0,4}\+?\s{0,16}["']/g, "").replace(/^["'\s+]{1,8}|["'\s+]{1,8}$/g, "\n");
  if (/PGP|Proc-Type:|DEK-Info:/.test(body + kind)) {
    const data = body.split("\n").filter((l) => !l.includes(":")).join("").replace(/\s/g, "");
    return data.length >= 48 && entropy(data) > 4.5 && !BLATANT.test(data);
  }
  return pemBodyValid(kind, body) && entropy(body.replace(/\s/g, "")) > 4.5;
}

const structural: V[] = [
  {
    id: "secrets.github.checksummed-token", description: "GitHub classic/OAuth/user-to-server/server-to-server/refresh token with a valid CRC32 checksum",
    keywords: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"],
    pattern: `${START}(gh[pousr]_[A-Za-z0-9]{36})${END}`, group: 1, validate: (v) => crc32Base62TokenValid(v), confidence: 0.97,
    mustMatch: [`GITHUB_TOKEN=${ghValid}`, `remote: https://${crcToken("gho_", "gho")}@github.com`], mustNotMatch: [badCrc(ghValid), `${ghValid}abc`],
  },
  {
    // A failing checksum is not a live token, but a copy with a typo or a truncated paste still
    // deserves review: suspicious, never malicious.
    id: "secrets.github.unverified-token", description: "GitHub token shape whose checksum fails (suspicious only)",
    keywords: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"],
    pattern: `${START}(gh[pousr]_[A-Za-z0-9]{36})${END}`, group: 1,
    validate: (v) => !crc32Base62TokenValid(v) && plausible(v.slice(4), 3.5), confidence: 0.6,
    mustMatch: [`GITHUB_TOKEN=${badCrc(ghValid)}`, `see ${badCrc(ghValid)} in the docs`], mustNotMatch: [`GITHUB_TOKEN=${ghValid}`, "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
  {
    id: "secrets.npm.checksummed-token", description: "npm access token with a valid CRC32 checksum", keywords: ["npm_"],
    pattern: `${START}(npm_[A-Za-z0-9]{36})${END}`, group: 1, validate: (v) => crc32Base62TokenValid(v), confidence: 0.97,
    mustMatch: [`//registry.npmjs.org/:_authToken=${npmValid}`], mustNotMatch: [badCrc(npmValid), "npm_config_registry_settings_for_ci_jobs"],
  },
  {
    id: "secrets.npm.unverified-token", description: "npm token shape whose checksum fails (suspicious only)", keywords: ["npm_"],
    pattern: `${START}(npm_[A-Za-z0-9]{36})${END}`, group: 1,
    validate: (v) => !crc32Base62TokenValid(v) && plausible(v.slice(4), 3.5), confidence: 0.6,
    mustMatch: [`NPM_TOKEN=${badCrc(npmValid)}`], mustNotMatch: [`NPM_TOKEN=${npmValid}`, "npm_config_registry_settings_for_ci_jobs"],
  },
  {
    id: "secrets.pypi.macaroon", description: "PyPI / TestPyPI API token (a v2 macaroon naming pypi.org)", keywords: ["pypi-ag"],
    pattern: `${START}(pypi-Ag[A-Za-z0-9_-]{60,1000})`, group: 1, validate: (v) => pypiMacaroonValid(v, v.length > 150) && !BLATANT.test(v), confidence: 0.95,
    mustMatch: [`password = ${macaroon("pypi.org", "m1")}`, `TWINE_PASSWORD=${macaroon("test.pypi.org", "m2")}`],
    mustNotMatch: [`pypi-Ag${s("nm", B62, 80)}`, "pypi-AgEIcHlwaS5vcmcxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
  {
    id: "secrets.supabase.service-role-jwt", description: "Supabase service_role key (a signed JWT with role service_role; anon keys are public)", keywords: ["eyj"],
    pattern: `${START}(eyJ[A-Za-z0-9_-]{10,400}\\.eyJ[A-Za-z0-9_-]{20,1000}\\.[A-Za-z0-9_-]{20,400})`, group: 1,
    validate: (v) => jwtClaim(v, "role") === "service_role", confidence: 0.95,
    mustMatch: [`SUPABASE_SERVICE_ROLE_KEY=${jwt({ alg: "HS256", typ: "JWT" }, { iss: "supabase", ref: s("ref", LOWER36, 20), role: "service_role", iat: 1700000000, exp: 2000000000 }, "sb1")}`],
    mustNotMatch: [`SUPABASE_ANON_KEY=${jwt({ alg: "HS256", typ: "JWT" }, { iss: "supabase", role: "anon", iat: 1700000000 }, "sb2")}`],
  },
  {
    id: "secrets.grafana.legacy-api-key", description: "Grafana legacy API key (base64 JSON with k, n, id)", keywords: ["eyjrijoi"],
    pattern: `${START}(eyJrIjoi[A-Za-z0-9+/]{40,200}={0,2})`, group: 1,
    validate: (v) => { const o = jsonPart(v); return o !== null && typeof o.k === "string" && o.k.length >= 16 && "n" in o && plausible(o.k, 3); }, confidence: 0.9,
    mustMatch: [`GRAFANA_API_KEY=${toBase64(JSON.stringify({ k: s("gk", B62, 32), n: "ci", id: 1 }))}`],
    mustNotMatch: [`x=${toBase64(JSON.stringify({ k: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", n: "ci", id: 1 }))}`],
  },
  {
    id: "secrets.discord.bot-token", description: "Discord bot token (base64 numeric bot id . timestamp . HMAC)", keywords: ["mt", "od", "ot", "nz", "nj"],
    // base64 of an id starting 1, 8, 9, 7 or 6 begins MT, OD, OT, Nz or Nj.
    pattern: `${START}((?:MT|OD|OT|Nz|Nj)[A-Za-z0-9_-]{22,26}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38})${END}`, group: 1,
    validate: (v) => discordTokenValid(v) && plausible(v.split(".")[2] ?? "", 3.5), confidence: 0.9,
    mustMatch: [`DISCORD_TOKEN=${toBase64("1098765432109876543", true)}.${s("dt", B64U, 6)}.${s("dh", B64U, 38)}`],
    mustNotMatch: [`x=${toBase64("not-a-snowflake-id!", true)}.${s("dt", B64U, 6)}.${s("dh", B64U, 38)}`],
  },
  {
    id: "secrets.elastic.api-key", description: "Elasticsearch API key (base64 of id:api_key) next to an API-key or Elastic name", keywords: ["apikey", "api_key", "api-key", "elastic"],
    pattern: `(?i:apikey|api_key|api-key|elastic)[^\\n]{0,40}?${START}([A-Za-z0-9+/]{56}[A-Za-z0-9+/=]{4})${END}`, group: 1,
    validate: (v) => elasticApiKeyValid(v) && plausible(v, 4), confidence: 0.9,
    mustMatch: [`Authorization: ApiKey ${toBase64(`${s("eid", B64U, 20)}:${s("ekey", B64U, 22)}`)}`], mustNotMatch: [`api_key: ${toBase64("just some text that is forty-four bytes long")}`],
  },
  {
    id: "secrets.intercom.access-token", description: "Intercom access token (base64 of tok:…)", keywords: ["dg9ro"],
    pattern: `${START}(dG9rO[A-Za-z0-9+/]{50,100}={0,2})`, group: 1,
    validate: (v) => { const b = base64Bytes(v); return b !== null && /^tok:[0-9a-f-]{20,40}:/.test(String.fromCharCode(...b.subarray(0, 48))); }, confidence: 0.9,
    mustMatch: [`INTERCOM_TOKEN=${toBase64(`tok:${synthUuid("ic")}:${s("ic2", B64U, 20)}`)}`], mustNotMatch: [`x=${toBase64("tok: this is just text and not a token at all, ok")}`],
  },
  {
    id: "secrets.base64-pem-private-key", description: "Base64-encoded PEM private key (kubeconfig client-key-data, CI variables)", keywords: ["ls0tls1crudjti"],
    pattern: `${START}(LS0tLS1CRUdJTi[A-Za-z0-9+/]{60,1000}={0,2})`, group: 1,
    validate: (v) => { const b = base64Bytes(v.slice(0, 80)); return b !== null && /PRIVATE KEY-----/.test(String.fromCharCode(...b)); }, confidence: 0.95,
    mustMatch: [`client-key-data: ${toBase64(`-----BEGIN RSA PRIVATE KEY-----\n${RSA_BODY}`)}`], mustNotMatch: [`x: ${toBase64(`-----BEGIN CERTIFICATE-----\n${RSA_BODY}`)}`],
  },
  {
    id: "secrets.private-key-block", description: "PEM (RSA/EC/DSA/PKCS#8/encrypted), OpenSSH or PGP private key block, raw or JSON-escaped",
    keywords: ["private key"],
    pattern: "-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |SSH2 ENCRYPTED )?PRIVATE KEY(?: BLOCK)?)-----((?:\\\\[rn]|\\s|[\"'])(?:[A-Za-z0-9+/=\\s:,.()\"'-]|\\\\[rn]){40,1000})", group: 2,
    validate: (v, m) => privateKeyValid(v, m), confidence: 0.98,
    mustMatch: [
      `-----BEGIN RSA PRIVATE KEY-----\n${RSA_BODY}\n-----END RSA PRIVATE KEY-----`,
      `{"private_key": "-----BEGIN PRIVATE KEY-----\\n${RSA_BODY.replace(/\n/g, "\\n")}\\n-----END PRIVATE KEY-----\\n"}`,
      `-----BEGIN OPENSSH PRIVATE KEY-----\n${OPENSSH_BODY}\n-----END OPENSSH PRIVATE KEY-----`,
      `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${s("iv", HEXU, 32)}\n\n${s("enc", B64, 64)}\n${s("enc2", B64, 64)}\n`,
      `String key = "-----BEGIN RSA PRIVATE KEY-----" +\n    ${RSA_BODY.trim().split("\n").map((l) => `"${l}"`).join(" +\n    ")} +\n    "-----END RSA PRIVATE KEY-----";`,
      `-----BEGIN RSA PRIVATE KEY-----\n${OPENSSH_BODY}\n-----END RSA PRIVATE KEY-----`,
    ],
    mustNotMatch: [
      "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC...\n-----END PRIVATE KEY-----",
      `-----BEGIN PUBLIC KEY-----\n${RSA_BODY}\n-----END PUBLIC KEY-----`,
      `-----BEGIN PRIVATE KEY-----\n${"your private key goes here and it must be pasted in full ".repeat(2)}`,
    ],
  },
  {
    id: "secrets.putty.private-key", description: "PuTTY private key file (PPK v2/v3)", keywords: ["putty-user-key-file-"],
    pattern: "PuTTY-User-Key-File-[23]: {0,2}[a-z0-9-]{3,40}[\\s\\S]{0,600}?Private-Lines: {0,2}[0-9]{1,3}(?:\\\\r|\\\\n|\\s){1,4}((?:[A-Za-z0-9+/=\\s]|\\\\[rn]){40,1000})", group: 1,
    validate: (v) => { const b = v.replace(/\\[rn]|\s/g, ""); return b.length >= 40 && entropy(b) > 4.5 && !BLATANT.test(b); }, confidence: 0.95,
    mustMatch: [`PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: k\nPublic-Lines: 2\n${s("pub", B64, 64)}\nPrivate-Lines: 1\n${s("priv", B64, 64)}\nPrivate-MAC: ${s("mac", HEX, 64)}`],
    mustNotMatch: ["PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
  {
    id: "secrets.aws.secret-key-near-key-id", description: "AWS secret access key (40 chars) within a few lines after an access key id", keywords: ["akia", "asia"],
    pattern: "(?:AKIA|ASIA)[A-Z2-7]{16}[^A-Za-z0-9/+][\\s\\S]{0,160}?(?:^|[^A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)", group: 1,
    validate: (v) => plausible(v, 4.2) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9/+]/.test(v), confidence: 0.9,
    mustMatch: [`[default]\naws_access_key_id = AKIA${s("ak", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}\nsecret = ${s("sk", B64, 38).replace(/[+/]/g, "Q")}1/\n`],
    mustNotMatch: [`AKIA${s("ak", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)} commit ${s("sha", HEX, 40)}`],
  },
  {
    id: "secrets.aws.secret-access-key-named", description: "AWS secret access key under a SecretAccessKey / secret_access_key name (STS JSON, SDK configs)",
    keywords: ["secretaccesskey", "secret_access_key", "secret-access-key", "secretkey"],
    pattern: `(?i:secretaccesskey|secret_access_key|secret-access-key|secretkey)${SEP}([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`, group: 1,
    validate: (v) => plausible(v, 4) && mixed(v), confidence: 0.9,
    mustMatch: [`"SecretAccessKey": "${s("sak", B64, 40)}"`], mustNotMatch: ['"SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"'],
  },
  {
    id: "secrets.azure.devops-pat", description: "Azure DevOps personal access token (84-char identifiable format, AZDO signature)", keywords: ["azdo"],
    pattern: `${START}([A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})${END}`, group: 1, validate: (v) => v.includes("JQQJ9") && plausible(v.slice(0, 52), 4), confidence: 0.95,
    mustMatch: [`AZURE_DEVOPS_EXT_PAT=${s("ado", B62, 52)}JQQJ99AL${s("ado2", B62, 16)}AZDO${s("ado3", B62, 4)}`], mustNotMatch: [`x=${s("ado", B62, 76)}AZDO${s("ado3", B62, 4)}`],
  },
  {
    id: "secrets.azure.sas-token", description: "Azure shared access signature (sv=… & sig=<HMAC>) in a URL or connection string", keywords: ["sig="],
    pattern: "sv=[0-9]{4}-[0-9]{2}-[0-9]{2}[^\\s\"'<>]{0,400}?[?&;]sig=([A-Za-z0-9%+/]{40,100}(?:=|%3[dD]){0,2})", group: 1,
    validate: (v) => { let d = v; try { d = decodeURIComponent(v); } catch { return false; } return d.length === 44 && d.endsWith("=") && plausible(d, 4); }, confidence: 0.9,
    mustMatch: [`https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(s("sas", B64, 43) + "=")}`],
    mustNotMatch: ["?sv=2022-11-02&sig=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx%3D"],
  },
  {
    id: "secrets.azure.storage-account-key", description: "Azure Storage / Cosmos DB account key in a connection string (AccountKey=<88 base64>)", keywords: ["accountkey"],
    pattern: "(?i:accountkey)\\s{0,2}=\\s{0,2}([A-Za-z0-9+/]{86}==)", group: 1, validate: (v) => plausible(v, 4.5), confidence: 0.95,
    mustMatch: [`DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=${s("azk", B64, 86)}==;EndpointSuffix=core.windows.net`], mustNotMatch: [`AccountKey=${"A".repeat(86)}==`],
  },
  {
    id: "secrets.azure.shared-access-key", description: "Azure Service Bus / Event Hubs / IoT Hub SharedAccessKey in a connection string", keywords: ["sharedaccesskey"],
    pattern: "(?i:sharedaccesskey)\\s{0,2}=\\s{0,2}([A-Za-z0-9+/]{43}=)", group: 1, validate: (v) => plausible(v, 4.3), confidence: 0.95,
    mustMatch: [`Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s("sbk", B64, 43)}=`],
    mustNotMatch: ["SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=<key>"],
  },
  {
    id: "secrets.wireguard.key", description: "WireGuard PrivateKey / PresharedKey in a config", keywords: ["privatekey", "presharedkey"],
    pattern: "(?i:privatekey|presharedkey)\\s{0,3}=\\s{0,3}([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)", group: 1, validate: (v) => plausible(v, 4.2), confidence: 0.9,
    mustMatch: [`[Interface]\nPrivateKey = ${s("wg", B64, 42)}A=\n`, `PresharedKey = ${s("wgp", B64, 42)}Q=`], mustNotMatch: [`PublicKey = ${s("wg", B64, 42)}A=`, "PrivateKey = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxA="],
  },
  {
    id: "secrets.kubernetes.bootstrap-token", description: "Kubernetes bootstrap token (<6>.<16>) in kubeadm or a token field", keywords: ["token", "kubeadm", "bootstrap"],
    pattern: "(?i:kubeadm|bootstrap|token)[^\\n]{0,40}?(?:^|[^a-z0-9.])([a-z0-9]{6}\\.[a-z0-9]{16})(?:[^a-z0-9.]|$)", group: 1,
    validate: (v) => mixed(v.slice(7)) && plausible(v, 3.2), confidence: 0.85,
    mustMatch: [`kubeadm join 10.0.0.1:6443 --token ${s("kb", LOWER36, 6)}.${s("kb2", LOWER36, 16)}`], mustNotMatch: ["token: abcdef.0123456789abcdef", "bootstrap file index.component.ts"],
  },
  {
    id: "secrets.password-hash.crypt", description: "Password hash (bcrypt, md5/sha256/sha512-crypt, Apache apr1, yescrypt, Argon2 PHC, Cisco IOS type 8/9): crackable credential material", keywords: ["$2", "$1$", "$5$", "$6$", "$y$", "$8$", "$9$", "$apr1$", "$argon2"],
    pattern: "(?:^|[^A-Za-z0-9$])(\\$2[abxy]?\\$[0-9]{2}\\$[./A-Za-z0-9]{53}|\\$1\\$[./A-Za-z0-9]{1,8}\\$[./A-Za-z0-9]{22}|\\$[56]\\$(?:rounds=[0-9]{1,7}\\$)?[./A-Za-z0-9]{1,16}\\$[./A-Za-z0-9]{43,86}|\\$y\\$[./A-Za-z0-9]{1,8}\\$[./A-Za-z0-9]{1,40}\\$[./A-Za-z0-9]{43}|\\$[89]\\$[./A-Za-z0-9]{14}\\$[./A-Za-z0-9]{43}|\\$apr1\\$[./A-Za-z0-9]{1,8}\\$[./A-Za-z0-9]{22}|\\$argon2(?:id|i|d)\\$v=[0-9]{2}\\$m=[0-9]{1,8},t=[0-9]{1,4},p=[0-9]{1,3}\\$[A-Za-z0-9+/]{11,88}\\$[A-Za-z0-9+/]{22,88})(?:[^./A-Za-z0-9$]|$)", group: 1,
    validate: (v) => plausible(v.slice(-22), 3.5), confidence: 0.6,
    mustMatch: [`admin:$2b$12$${s("bc", B62, 53)}:1000`, `root:$6$${s("salt", B62, 16)}$${s("h6", B62, 86)}:19000:0:99999:7:::`, `username admin secret 8 $8$${s("c8s", B62, 14)}$${s("c8h", B62, 43)}`, `deploy:$apr1$${s("apr", B62, 8)}$${s("aprh", B62, 22)}\n`, `"hash": "$argon2id$v=19$m=65536,t=3,p=4$${s("a2s", B64, 22)}$${s("a2h", B64, 43)}"`],
    mustNotMatch: ["$2b$12$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "costs $5 and $6 in total"],
  },
  {
    // Microsoft's identifiable key format: a service signature at a fixed offset (Storage +ASt,
    // Cosmos DB ACDb, Batch +ABa, ML +AMC, API Management APIM, Relay +ARm, Event Hubs +AEh,
    // Service Bus +ASb, IoT AIoT, Redis AzCa, Event Grid AZEG, Functions AzFu, Search AzSe,
    // Container Registry +ACR), published with Microsoft's security-utilities.
    id: "secrets.azure.identifiable-key", description: "Azure identifiable access key (service signature at a fixed offset)",
    keywords: ["+ast", "acdb", "+aba", "+amc", "apim", "+arm", "+aeh", "+asb", "aiot", "azca", "azeg", "azfu", "azse", "+acr"],
    pattern: "(?:^|[^A-Za-z0-9+/_-])([A-Za-z0-9+/]{76}(?:\\+ASt|ACDb|\\+ABa|\\+AMC|APIM)[A-Za-z0-9+/]{5}[AQgw]==|[A-Za-z0-9+/]{33}(?:\\+ARm|\\+AEh|\\+ASb|AIoT|AzCa|AZEG)[A-P][A-Za-z0-9+/]{5}=|[A-Za-z0-9_-]{44}AzFu[A-Za-z0-9_-]{5}[AQgw]==|[A-Za-z0-9]{42}AzSe[A-D][A-Za-z0-9]{5}|[A-Za-z0-9+/]{42}\\+ACR[A-D][A-Za-z0-9+/]{5})(?:[^A-Za-z0-9+/_=-]|$)", group: 1,
    validate: (v) => plausible(v.slice(0, 33), 3.8) && mixed(v), confidence: 0.95,
    mustMatch: [
      `AZURE_STORAGE_KEY=${s("azst", B64, 76)}+ASt${s("azst2", B64, 5)}Q==`,
      `"primaryKey": "${s("azsb", B64, 33)}+ASbC${s("azsb2", B64, 5)}="`,
      `x-functions-key: ${s("azfu", B64U, 44)}AzFu${s("azfu2", B64U, 5)}A==`,
      `api-key: ${s("azse", B62, 42)}AzSeB${s("azse2", B62, 5)}`,
    ],
    mustNotMatch: [`AZURE_STORAGE_KEY=${s("azst", B64, 80)}Q==`, `${"x".repeat(76)}+ASt${"x".repeat(5)}Q==`],
  },
  {
    // Docker's credential store file: auths.<registry>.auth is base64 of "user:password".
    id: "secrets.docker.config-auth", description: "Registry credential in a Docker config.json / .dockerconfigjson (auths … auth: base64 user:password)", keywords: ["auths"],
    pattern: "\"auths\"\\s{0,8}:\\s{0,8}\\{[^{}]{0,300}\\{[^{}]{0,300}?\"auth\"\\s{0,8}:\\s{0,8}\"([A-Za-z0-9+/]{8,400}={0,2})\"", group: 1,
    validate: (v) => {
      const b = base64Bytes(v);
      if (b === null) return false;
      const dec = String.fromCharCode(...b);
      const i = dec.indexOf(":");
      return /^[\x20-\x7e]{3,300}$/.test(dec) && i > 0 && i < dec.length - 3 && !BLATANT.test(dec) && dec.slice(0, i) !== dec.slice(i + 1);
    },
    confidence: 0.9,
    mustMatch: [`{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "${toBase64(`deployer:${s("dkr", B62, 20)}`)}"\n    }\n  }\n}`],
    mustNotMatch: [`{"auths": {"registry.example.com": {"auth": "${toBase64("<username>:<password>")}"}}}`, `{"auths": {"ghcr.io": {"auth": "${toBase64("user-without-password")}"}}}`],
  },
  {
    // hashcat's formats for Kerberos roasting output (AS-REP 18200/32100, TGS-REP 13100/19600/19700,
    // pre-auth 7500/19800/19900): an offline-crackable encryption of the account's password.
    id: "secrets.password-hash.kerberos", description: "Kerberos AS-REP / TGS-REP / pre-auth hash (roasting output): crackable credential material",
    keywords: ["$krb5asrep$", "$krb5tgs$", "$krb5pa$"],
    pattern: "\\$krb5(?:asrep|tgs|pa)\\$(?:17|18|23)\\$[^\\s]{0,300}?([a-fA-F0-9]{24,32}\\$[a-fA-F0-9]{64,1000})", group: 1,
    validate: (v) => plausible(v.slice(v.indexOf("$") + 1), 3), confidence: 0.6,
    mustMatch: [`$krb5asrep$23$svc_backup@corp.example:${s("k5c", HEX, 32)}$${s("k5h", HEX, 208)}`, `$krb5tgs$23$*sqlsvc$CORP.EXAMPLE$MSSQLSvc/db01*$${s("k5t", HEX, 32)}$${s("k5u", HEX, 300)}`],
    mustNotMatch: [`$krb5asrep$23$user@corp:${"0".repeat(32)}$${"0".repeat(208)}`, "the $krb5tgs$ prefix marks a TGS-REP hash"],
  },
  {
    // `vault operator init` prints one line per key share; -format=json gives unseal_keys_b64/_hex.
    id: "secrets.vault.init-output", description: "HashiCorp Vault unseal or recovery key share in `vault operator init` / `operator unseal` output",
    keywords: ["unseal key", "recovery key", "unseal_keys_", "recovery_keys_", "operator unseal"],
    pattern: "(?:(?i:unseal|recovery) (?i:key) [0-9]{1,2}: {0,2}|(?:unseal|recovery)_keys_(?:b64|hex)\"\\s{0,4}:\\s{0,4}\\[\\s{0,16}\"|operator unseal {1,4}(?:-[^\\s]{2,60} {1,4})?)([A-Za-z0-9+/]{43,44}={0,1}|[a-f0-9]{64,66})(?:[^A-Za-z0-9+/=]|$)", group: 1,
    validate: (v) => plausible(v, 3.5), confidence: 0.9,
    mustMatch: [`Unseal Key 1: ${s("vu1", B64, 44)}\nUnseal Key 2: ${s("vu2", B64, 44)}`, `{"unseal_keys_b64": ["${s("vu3", B64, 43)}="]}`, `vault operator unseal ${s("vu4", B64, 44)}`],
    mustNotMatch: ["Unseal Key 1: <redacted>", `Unseal Key 1: ${"A".repeat(44)}`],
  },
  {
    // TrueNAS API keys are "<key id>-<64 characters>", sent with the auth.login_with_api_key call.
    id: "secrets.truenas.api-key-login", description: "TrueNAS API key in an auth.login_with_api_key call (JSON-RPC / midclt)", keywords: ["login_with_api_key"],
    pattern: "login_with_api_key[^\\[\\]]{0,60}?\\[?\\s{0,16}[\"']?([0-9]{1,6}-[A-Za-z0-9]{64})(?:[^A-Za-z0-9]|$)", group: 1,
    validate: (v) => plausible(v.slice(v.indexOf("-") + 1), 4) && mixed(v.slice(v.indexOf("-") + 1)), confidence: 0.9,
    mustMatch: [`{"id": "${synthUuid("tn")}", "msg": "method", "method": "auth.login_with_api_key", "params": ["3-${s("tn", B62, 64)}"]}`, `midclt call auth.login_with_api_key 12-${s("tn2", B62, 64)}`],
    mustNotMatch: [`"method": "auth.login_with_api_key", "params": ["1-${"x".repeat(64)}"]`, `"method": "auth.login_with_api_key", "params": [apiKey]`],
  },
  {
    // ThingsBoard's device API puts the device's access token in the path: /api/v1/<token>/telemetry.
    id: "secrets.thingsboard.device-token", description: "ThingsBoard device access token in a device API URL", keywords: ["/api/v1/"],
    pattern: "/api/v1/([A-Za-z0-9]{20})/(?:telemetry|attributes|rpc|claim)(?:[^A-Za-z0-9_]|$)", group: 1,
    validate: (v) => plausible(v, 3) && mixed(v), confidence: 0.85,
    mustMatch: [`curl -v -X POST http://localhost:8080/api/v1/${s("tb-dev", LOWER36, 20)}/telemetry --header Content-Type:application/json`, `coap://demo.thingsboard.io/api/v1/${s("tb2", B62, 20)}/attributes`],
    mustNotMatch: ["/api/v1/ACCESS_TOKEN_HERE_12/telemetry", "https://api.example.com/api/v1/abcdefghijklmnopqrst/attributes"],
  },
  {
    // The setup wizard's first start logs the generated admin password between two rows of stars.
    id: "secrets.jenkins.initial-admin-password", description: "Jenkins initial admin password in the first-start log", keywords: ["proceed to installation"],
    // Container logs prefix each line (`jenkins_1  | `), so the lines between may carry a prefix.
    pattern: "(?i:proceed to installation):?\\s[\\s|A-Za-z0-9_.-]{0,120}?(?:^|[\\s|])([a-f0-9]{32})(?:[^A-Za-z0-9]|$)", group: 1,
    validate: (v) => plausible(v, 3) && mixed(v), confidence: 0.85,
    mustMatch: [`Jenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n${s("jk", HEX, 32)}\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword`],
    mustNotMatch: ["Please use the following password to proceed to installation:\n\n<password>", `proceed to installation: ${"0".repeat(32)}`],
  },
];
for (const r of structural) VENDOR_RULE_PROVIDERS[r.id] = r.id.split(".")[1] as string;

// ---- documented prefixes -----------------------------------------------------------------------

const P: Prefixed[] = [
  // Cloud and hosting
  { id: "secrets.aws.appsync-api-key", provider: "AWS AppSync", desc: "GraphQL API key", kw: ["da2-"], re: "da2-[a-z0-9]{26}", ex: [`da2-${s("as", LOWER36, 26)}`], conf: 0.8 },
  { id: "secrets.google.oauth-client-secret", provider: "Google OAuth", desc: "OAuth client secret", kw: ["gocspx-"], re: "GOCSPX-[A-Za-z0-9_-]{28}", ex: [`GOCSPX-${s("gc", B64U, 28)}`], conf: 0.9 },
  { id: "secrets.google.oauth-access-token", provider: "Google Cloud", desc: "OAuth2 access token", kw: ["ya29."], re: "ya29\\.[A-Za-z0-9_-]{30,1000}", ex: [`ya29.${s("y29", B64U, 120)}`], conf: 0.85 },
  { id: "secrets.google.oauth-refresh-token", provider: "Google Cloud", desc: "OAuth2 refresh token", kw: ["1//0"], re: "1//0[A-Za-z0-9_-]{40,400}", pre: "1//0", ex: [`1//0${s("rt", B64U, 99)}`], conf: 0.8 },
  { id: "secrets.firebase.fcm-server-key", provider: "Firebase", desc: "Cloud Messaging legacy server key", kw: [":apa91b"], re: "AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,140}", pre: "AAAA[A-Za-z0-9_-]{7}:APA91b", ex: [`AAAA${s("f1", B64U, 7)}:APA91b${s("f2", B64U, 134)}`] },
  { id: "secrets.tencent.secret-id", provider: "Tencent Cloud", desc: "API SecretId", kw: ["akid"], re: "AKID[A-Za-z0-9]{32}", pre: "AKID", ex: [`AKID${s("tc", B62, 32)}`], conf: 0.85 },
  { id: "secrets.digitalocean.refresh-token", provider: "DigitalOcean", desc: "OAuth refresh token", kw: ["dor_v1_"], re: "dor_v1_[a-f0-9]{64}", pre: "dor_v1_", ex: [`dor_v1_${s("do", HEX, 64)}`], min: 3 },
  { id: "secrets.scaleway.access-key", provider: "Scaleway", desc: "API access key id", kw: ["scw"], re: "SCW[A-Z0-9]{17}", pre: "SCW", ex: [`SCW${s("scw", UPPER36, 17)}`], conf: 0.7, check: mixed },
  { id: "secrets.cloudflare.origin-ca-key", provider: "Cloudflare", desc: "Origin CA key", kw: ["v1.0-"], re: "v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}", pre: "v1\\.0-", ex: [`v1.0-${s("oc", HEX, 24)}-${s("oc2", HEX, 146)}`], min: 3 },
  { id: "secrets.netlify.personal-token", provider: "Netlify", desc: "personal access token", kw: ["nfp_"], re: "nfp_[A-Za-z0-9]{36}", ex: [`nfp_${s("nf", B62, 36)}`] },
  { id: "secrets.render.api-key", provider: "Render", desc: "API key", kw: ["rnd_"], re: "rnd_[A-Za-z0-9]{32}", ex: [`rnd_${s("rnd", B62, 32)}`] },
  { id: "secrets.deno.deploy-token", provider: "Deno Deploy", desc: "access token", kw: ["ddp_"], re: "ddp_[A-Za-z0-9]{36}", ex: [`ddp_${s("ddp", B62, 36)}`] },
  { id: "secrets.supabase.access-token", provider: "Supabase", desc: "management API access token", kw: ["sbp_"], re: "sbp_[a-f0-9]{40}", ex: [`sbp_${s("sbp", HEX, 40)}`], min: 3 },
  { id: "secrets.supabase.secret-key", provider: "Supabase", desc: "secret API key", kw: ["sb_secret_"], re: "sb_secret_[A-Za-z0-9_-]{28,48}", pre: "sb_secret_", ex: [`sb_secret_${s("sbs", B64U, 31)}`] },
  { id: "secrets.neon.api-key", provider: "Neon", desc: "API key", kw: ["napi_"], re: "napi_[a-z0-9]{64}", ex: [`napi_${s("neon", LOWER36, 64)}`] },
  { id: "secrets.mongodb.atlas-service-account-secret", provider: "MongoDB Atlas", desc: "service account secret", kw: ["mdb_sa_sk_"], re: "mdb_sa_sk_[A-Za-z0-9_-]{30,64}", pre: "mdb_sa_sk_", ex: [`mdb_sa_sk_${s("mdb", B64U, 40)}`] },
  { id: "secrets.pinecone.api-key", provider: "Pinecone", desc: "API key", kw: ["pcsk_"], re: "pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{50,80}", pre: "pcsk_[A-Za-z0-9]{4,8}_", ex: [`pcsk_${s("pc", B62, 6)}_${s("pc2", B62, 64)}`] },
  { id: "secrets.xata.api-key", provider: "Xata", desc: "API key", kw: ["xau_"], re: "xau_[A-Za-z0-9]{32,64}", ex: [`xau_${s("xau", B62, 36)}`] },
  { id: "secrets.airtable.personal-token", provider: "Airtable", desc: "personal access token", kw: ["pat"], re: "pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}", pre: "pat[A-Za-z0-9]{14}\\.", ex: [`pat${s("at", B62, 14)}.${s("at2", HEX, 64)}`], min: 3 },
  { id: "secrets.clickhouse.cloud-key-secret", provider: "ClickHouse Cloud", desc: "API key secret", kw: ["4b1d"], re: "4b1d[A-Za-z0-9]{38}", pre: "4b1d", ex: [`4b1d${s("ch", B62, 38)}`], conf: 0.8, check: (v) => /[A-Z]/.test(v) && /[a-z]/.test(v.slice(4)) },
  // Payment and commerce
  { id: "secrets.stripe.webhook-secret", provider: "Stripe", desc: "webhook signing secret", kw: ["whsec_"], re: "whsec_[A-Za-z0-9+/=]{32,64}", ex: [`whsec_${s("wh", B62, 32)}`] },
  { id: "secrets.square.access-token-v2", provider: "Square", desc: "production access token", kw: ["eaaa"], re: "EAAA[A-Za-z0-9_-]{60}", pre: "EAAA", ex: [`EAAA${s("sq", B64U, 60)}`] },
  { id: "secrets.razorpay.key-id", provider: "Razorpay", desc: "API key id", kw: ["rzp_live_", "rzp_test_"], re: "rzp_(?:live|test)_[A-Za-z0-9]{14}", pre: "rzp_(?:live|test)_", ex: [`rzp_live_${s("rz", B62, 14)}`], conf: 0.75 },
  { id: "secrets.plaid.access-token", provider: "Plaid", desc: "item access token", kw: ["access-sandbox-", "access-development-", "access-production-"], re: `access-(?:sandbox|development|production)-${UUID}`, pre: "access-[a-z]{7,11}-", ex: [`access-production-${synthUuid("plaid")}`] },
  { id: "secrets.paddle.api-key", provider: "Paddle", desc: "Billing API key", kw: ["pdl_live_apikey_", "pdl_sdbx_apikey_"], re: "pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{40,80}", pre: "pdl_[a-z]{4}_apikey_", ex: [`pdl_live_apikey_${s("pdl", LOWER36, 26)}_${s("pdl2", B62, 22)}_${s("pdl3", B62, 3)}`] },
  { id: "secrets.clickup.api-token", provider: "ClickUp", desc: "personal API token", kw: ["pk_"], re: "pk_[0-9]{6,12}_[A-Z0-9]{32}", pre: "pk_[0-9]{6,12}_", ex: [`pk_${s("cu", DIGITS, 8)}_${s("cu2", UPPER36, 32)}`], check: (v) => mixed(v.slice(-32)) },
  // Messaging and communication
  { id: "secrets.discord.webhook", provider: "Discord", desc: "webhook URL token", kw: ["discord.com/api/webhooks/", "discordapp.com/api/webhooks/"], re: "discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,68}", pre: "discord(?:app)?\\.com/api/webhooks/[0-9]{17,20}/", ex: [`https://discord.com/api/webhooks/${s("dw", DIGITS, 18)}/${s("dw2", B64U, 68)}`] },
  { id: "secrets.microsoft.teams-webhook", provider: "Microsoft Teams", desc: "incoming webhook URL", kw: ["webhook.office.com/webhookb2/", "outlook.office.com/webhook/", "outlook.office365.com/webhook/"], re: `(?:[a-z0-9-]{1,60}\\.webhook\\.office\\.com/webhookb2|outlook\\.office(?:365)?\\.com/webhook)/${UUID}@${UUID}/IncomingWebhook/[a-f0-9]{32}/${UUID}(?:/[A-Za-z0-9_-]{20,80})?`, pre: "[a-z0-9.-]{1,60}\\.com/webhook(?:b2)?/", ex: [`https://contoso.webhook.office.com/webhookb2/${synthUuid("t1")}@${synthUuid("t2")}/IncomingWebhook/${s("tw", HEX, 32)}/${synthUuid("t3")}`, `https://outlook.office.com/webhook/${synthUuid("t4")}@${synthUuid("t5")}/IncomingWebhook/${s("tw2", HEX, 32)}/${synthUuid("t6")}`], min: 3 },
  { id: "secrets.google.chat-webhook", provider: "Google Chat", desc: "incoming webhook token", kw: ["chat.googleapis.com/v1/spaces/"], re: "chat\\.googleapis\\.com/v1/spaces/[A-Za-z0-9_-]{8,20}/messages\\?key=[A-Za-z0-9_-]{39}&token=[A-Za-z0-9_%=-]{40,80}", pre: "chat\\.googleapis\\.com/v1/spaces/[A-Za-z0-9_-]{8,20}/messages\\?key=[A-Za-z0-9_-]{39}&token=", ex: [`https://chat.googleapis.com/v1/spaces/${s("gcs", B62, 11)}/messages?key=AIza${s("gck", B64U, 35)}&token=${s("gct", B64U, 43)}%3D`] },
  { id: "secrets.zapier.webhook", provider: "Zapier", desc: "catch hook URL", kw: ["hooks.zapier.com/hooks/catch/"], re: "hooks\\.zapier\\.com/hooks/catch/[0-9]{5,10}/[a-z0-9]{5,8}/?", pre: "hooks\\.zapier\\.com/hooks/catch/", ex: [`https://hooks.zapier.com/hooks/catch/${s("zp", DIGITS, 7)}/${s("zp2", LOWER36, 6)}/`], conf: 0.7, min: 2.5 },
  { id: "secrets.ifttt.webhook-key", provider: "IFTTT", desc: "Maker webhook key", kw: ["maker.ifttt.com/"], re: "maker\\.ifttt\\.com/trigger/[A-Za-z0-9_-]{1,60}/(?:json/)?with/key/[A-Za-z0-9_-]{22}", pre: "maker\\.ifttt\\.com/trigger/[A-Za-z0-9_-]{1,60}/(?:json/)?with/key/", ex: [`https://maker.ifttt.com/trigger/door/with/key/${s("if", B64U, 22)}`] },
  { id: "secrets.mailchimp.api-key", provider: "Mailchimp", desc: "Marketing API key (hex-datacenter)", kw: ["-us"], re: "[0-9a-f]{32}-us[0-9]{1,2}", pre: "", ex: [`${s("mc", HEX, 32)}-us21`], min: 3, check: mixed },
  { id: "secrets.brevo.smtp-key", provider: "Brevo (Sendinblue)", desc: "SMTP key", kw: ["xsmtpsib-"], re: "xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16}", ex: [`xsmtpsib-${s("bv", HEX, 64)}-${s("bv2", B62, 16)}`], min: 3 },
  { id: "secrets.telnyx.api-key", provider: "Telnyx", desc: "API v2 key", kw: ["key"], re: "KEY[0-9A-F]{32}_[A-Za-z0-9]{22}", pre: "KEY", ex: [`KEY${s("tx", HEXU, 32)}_${s("tx2", B62, 22)}`], min: 3 },
  { id: "secrets.twitch.stream-key", provider: "Twitch", desc: "stream key", kw: ["live_"], re: "live_[0-9]{6,12}_[A-Za-z0-9]{30}", pre: "live_[0-9]{6,12}_", ex: [`live_${s("tws", DIGITS, 9)}_${s("tws2", B62, 30)}`] },
  { id: "secrets.instagram.access-token", provider: "Instagram", desc: "Basic Display / Graph access token", kw: ["igqv"], re: "IGQV[A-Za-z0-9_-]{100,300}", pre: "IGQV", ex: [`IGQVJ${s("ig", B64U, 150)}`], conf: 0.8 },
  { id: "secrets.mapbox.temporary-token", provider: "Mapbox", desc: "temporary access token", kw: ["tk.eyj"], re: "tk\\.eyJ[A-Za-z0-9_-]{50,300}\\.[A-Za-z0-9_-]{20,100}", pre: "tk\\.", ex: [`tk.eyJ${s("mb", B64U, 80)}.${s("mb2", B64U, 22)}`] },
  { id: "secrets.salesforce.access-token", provider: "Salesforce", desc: "session / OAuth access token (org id ! token)", kw: ["00d"], re: "00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,110}", pre: "00D[A-Za-z0-9]{12,15}!", ex: [`00D${s("sf", B62, 15)}!${s("sf2", B62, 96)}`] },
  { id: "secrets.dropbox.long-lived-token", provider: "Dropbox", desc: "long-lived access token", kw: ["aaaaaaaaaa"], re: "[a-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_-]{43}", pre: "[a-z0-9]{11}AAAAAAAAAA", ex: [`${s("dbx", LOWER36, 11)}AAAAAAAAAA${s("dbx2", B64U, 43)}`] },
  { id: "secrets.hubspot.private-app-token", provider: "HubSpot", desc: "private app access token", kw: ["pat-na", "pat-eu"], re: `pat-(?:na|eu)[0-9]-${UUID}`, pre: "pat-[a-z]{2}[0-9]-", ex: [`pat-na1-${synthUuid("hs")}`] },
  { id: "secrets.onepassword.secret-key", provider: "1Password", desc: "account Secret Key", kw: ["a3-"], re: "A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}", pre: "A3-", ex: [`A3-${s("op1", UPPER36, 6)}-${s("op2", UPPER36, 6)}-${s("op3", UPPER36, 5)}-${s("op4", UPPER36, 5)}-${s("op5", UPPER36, 5)}-${s("op6", UPPER36, 5)}`] },
  { id: "secrets.contentful.personal-token", provider: "Contentful", desc: "personal access token", kw: ["cfpat-"], re: "CFPAT-[A-Za-z0-9_-]{43}", ex: [`CFPAT-${s("cf", B64U, 43)}`] },
  { id: "secrets.posthog.personal-key", provider: "PostHog", desc: "personal API key", kw: ["phx_"], re: "phx_[A-Za-z0-9]{43}", ex: [`phx_${s("ph", B62, 43)}`] },
  { id: "secrets.resend.api-key", provider: "Resend", desc: "API key", kw: ["re_"], re: "re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}", pre: "re_", ex: [`re_${s("rs", B62, 8)}_${s("rs2", B62, 24)}`], conf: 0.8, check: (v) => mixed(v.slice(3)) },
  { id: "secrets.cloudinary.url", provider: "Cloudinary", desc: "API secret in a cloudinary:// URL", kw: ["cloudinary://"], re: "cloudinary://[0-9]{12,16}:[A-Za-z0-9_-]{24,32}@[a-z0-9_-]{2,40}", pre: "cloudinary://[0-9]{12,16}:", ex: [`cloudinary://${s("cl", DIGITS, 15)}:${s("cl2", B64U, 27)}@mycloud`] },
  // CI/CD, VCS and developer platforms
  { id: "secrets.gitlab.runner-registration-token", provider: "GitLab", desc: "runner registration token", kw: ["gr1348941"], re: "GR1348941[A-Za-z0-9_-]{20}", pre: "GR1348941", ex: [`GR1348941${s("gr", B64U, 20)}`] },
  { id: "secrets.gitlab.feature-flag-client-token", provider: "GitLab", desc: "feature flags client token", kw: ["glffct-"], re: "glffct-[A-Za-z0-9_-]{20}", ex: [`glffct-${s("gf", B64U, 20)}`] },
  { id: "secrets.bitbucket.app-password", provider: "Bitbucket", desc: "app password", kw: ["atbb"], re: "ATBB[A-Za-z0-9_=.-]{32}", pre: "ATBB", ex: [`ATBB${s("bb", B62, 32)}`] },
  { id: "secrets.atlassian.access-token", provider: "Bitbucket", desc: "repository/workspace access token (ATCTT3)", kw: ["atctt3"], re: "ATCTT3[A-Za-z0-9_=-]{180,200}", pre: "ATCTT3", ex: [`ATCTT3xFfGN0${s("atc", B64U, 180)}`] },
  { id: "secrets.circleci.token", provider: "CircleCI", desc: "personal or project API token", kw: ["ccipat_", "cciprj_"], re: "CCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[a-f0-9]{40}", pre: "CCIP(?:AT|RJ)_", ex: [`CCIPAT_${s("cci", B62, 22)}_${s("cci2", HEX, 40)}`] },
  { id: "secrets.buildkite.api-token", provider: "Buildkite", desc: "user API access token", kw: ["bkua_"], re: "bkua_[a-f0-9]{40}", ex: [`bkua_${s("bk", HEX, 40)}`], min: 3 },
  { id: "secrets.teamcity.access-token", provider: "TeamCity", desc: "access token (TCV2 JWT)", kw: ["eyj0exaioiaivenwmij9"], re: "eyJ0eXAiOiAiVENWMiJ9\\.[A-Za-z0-9_-]{20,80}\\.[A-Za-z0-9_-]{20,120}", pre: "eyJ0eXAiOiAiVENWMiJ9\\.", ex: [`eyJ0eXAiOiAiVENWMiJ9.${s("tc1", B64U, 36)}.${s("tc2", B64U, 48)}`] },
  { id: "secrets.sonarqube.token", provider: "SonarQube", desc: "user, project or global analysis token", kw: ["squ_", "sqp_", "sqa_"], re: "sq[upa]_[a-f0-9]{40}", ex: [`squ_${s("sq", HEX, 40)}`], min: 3 },
  { id: "secrets.octopus.api-key", provider: "Octopus Deploy", desc: "API key", kw: ["api-"], re: "API-[A-Z0-9]{26}", pre: "API-", ex: [`API-${s("oct", UPPER36, 26)}`], conf: 0.8, check: (v) => mixed(v.slice(4)) && !/[A-Z]{8}/.test(v.slice(4)) },
  { id: "secrets.doppler.token", provider: "Doppler", desc: "service, CLI, service-account, SCIM or audit token", kw: ["dp.st.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit."], re: "dp\\.(?:st\\.(?:[a-z0-9_-]{2,35}\\.)?|ct\\.|sa\\.|scim\\.|audit\\.)[A-Za-z0-9]{40,44}", pre: "dp\\.[a-z]{2,5}\\.(?:[a-z0-9_-]{2,35}\\.)?", ex: [`dp.st.prd.${s("dps", B62, 43)}`, `dp.ct.${s("dpc", B62, 43)}`] },
  { id: "secrets.vault.batch-token-legacy", provider: "HashiCorp Vault", desc: "batch token (< v1.10)", kw: ["b.aaaaaq"], re: "b\\.AAAAAQ[A-Za-z0-9_-]{100,300}", pre: "b\\.AAAAAQ", ex: [`b.AAAAAQ${s("vb", B64U, 140)}`] },
  { id: "secrets.vault.recovery-token", provider: "HashiCorp Vault", desc: "recovery token", kw: ["hvr."], re: "hvr\\.[A-Za-z0-9_-]{90,120}", ex: [`hvr.${s("vr", B64U, 92)}`] },
  { id: "secrets.infisical.service-token", provider: "Infisical", desc: "service token", kw: ["st."], re: "st\\.[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\\.[a-f0-9]{32}\\.[a-f0-9]{32}", pre: "st\\.", ex: [`st.${synthUuid("inf")}.${s("inf2", HEX, 32)}.${s("inf3", HEX, 32)}`], min: 3 },
  { id: "secrets.bitwarden.access-token", provider: "Bitwarden Secrets Manager", desc: "machine account access token", kw: ["0."], re: `0\\.${UUID}\\.[A-Za-z0-9]{30}:[A-Za-z0-9+/]{22}==`, pre: "0\\.", ex: [`0.${synthUuid("bw")}.${s("bw2", B62, 30)}:${s("bw3", B64, 22)}==`] },
  { id: "secrets.dependency-track.api-key", provider: "Dependency-Track", desc: "API key", kw: ["odt_"], re: "odt_[A-Za-z0-9]{32}", ex: [`odt_${s("odt", B62, 32)}`] },
  { id: "secrets.stackhawk.api-key", provider: "StackHawk", desc: "API key", kw: ["hawk."], re: "hawk\\.[A-Za-z0-9_-]{20}\\.[A-Za-z0-9_-]{20}", ex: [`hawk.${s("hk", B64U, 20)}.${s("hk2", B64U, 20)}`] },
  { id: "secrets.adafruit.io-key", provider: "Adafruit IO", desc: "AIO key", kw: ["aio_"], re: "aio_[A-Za-z0-9]{28}", ex: [`aio_${s("aio", B62, 28)}`] },
  // Package registries and artifact stores
  { id: "secrets.nuget.api-key", provider: "NuGet", desc: "API key", kw: ["oy2"], re: "oy2[a-z0-9]{43}", pre: "oy2", ex: [`oy2${s("ng", LOWER36, 43)}`] },
  { id: "secrets.crates.api-token", provider: "crates.io", desc: "API token", kw: ["cio"], re: "cio[A-Za-z0-9]{32}", pre: "cio", ex: [`cio${s("cio", B62, 32)}`], conf: 0.85, check: (v) => /[A-Z]/.test(v) && /[0-9]/.test(v) },
  { id: "secrets.docker.org-access-token", provider: "Docker Hub", desc: "organization access token", kw: ["dckr_oat_"], re: "dckr_oat_[A-Za-z0-9_-]{32}", pre: "dckr_oat_", ex: [`dckr_oat_${s("doat", B64U, 32)}`] },
  { id: "secrets.packagist.token", provider: "Packagist", desc: "Private Packagist token", kw: ["packagist_"], re: "packagist_[a-z]{3}_[a-f0-9]{60,80}", pre: "packagist_[a-z]{3}_", ex: [`packagist_uut_${s("pk", HEX, 68)}`], min: 3 },
  { id: "secrets.jfrog.api-key", provider: "JFrog Artifactory", desc: "API key", kw: ["akcp"], re: "AKCp[A-Za-z0-9]{69}", pre: "AKCp", ex: [`AKCp${s("jf", B62, 69)}`] },
  { id: "secrets.jfrog.reference-token", provider: "JFrog Artifactory", desc: "reference (identity) token", kw: ["cmvmdgtu"], re: "cmVmdGtu[A-Za-z0-9]{56}", pre: "cmVmdGtu", ex: [`cmVmdGtuOjAxOj${s("jfr", B62, 50)}`] },
  // AI and ML APIs
  { id: "secrets.replicate.api-token", provider: "Replicate", desc: "API token", kw: ["r8_"], re: "r8_[A-Za-z0-9]{37}", ex: [`r8_${s("r8", B62, 37)}`] },
  { id: "secrets.together.api-key", provider: "Together AI", desc: "API key", kw: ["tgp_v1_"], re: "tgp_v1_[A-Za-z0-9_-]{43}", pre: "tgp_v1_", ex: [`tgp_v1_${s("tg", B64U, 43)}`] },
  { id: "secrets.fireworks.api-key", provider: "Fireworks AI", desc: "API key", kw: ["fw_"], re: "fw_[A-Za-z0-9]{24}", ex: [`fw_${s("fw", B62, 24)}`], conf: 0.85, check: (v) => mixed(v.slice(3)) },
  { id: "secrets.xai.api-key", provider: "xAI", desc: "API key", kw: ["xai-"], re: "xai-[A-Za-z0-9]{80}", ex: [`xai-${s("xai", B62, 80)}`] },
  { id: "secrets.openrouter.api-key", provider: "OpenRouter", desc: "API key", kw: ["sk-or-v1-"], re: "sk-or-v1-[a-f0-9]{64}", pre: "sk-or-v1-", ex: [`sk-or-v1-${s("or", HEX, 64)}`], min: 3 },
  { id: "secrets.elevenlabs.api-key", provider: "ElevenLabs", desc: "API key", kw: ["sk_"], re: "sk_[a-f0-9]{48}", ex: [`sk_${s("el", HEX, 48)}`], conf: 0.8, min: 3 },
  { id: "secrets.tavily.api-key", provider: "Tavily", desc: "API key", kw: ["tvly-"], re: "tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}", pre: "tvly-(?:dev-|prod-)?", ex: [`tvly-dev-${s("tv", B62, 32)}`, `tvly-${s("tv2", B62, 32)}`] },
  { id: "secrets.jina.api-key", provider: "Jina AI", desc: "API key", kw: ["jina_"], re: "jina_[a-f0-9]{32}[A-Za-z0-9_-]{30}", ex: [`jina_${s("jn", HEX, 32)}${s("jn2", B64U, 30)}`] },
  { id: "secrets.langsmith.api-key", provider: "LangSmith", desc: "personal or service key", kw: ["lsv2_pt_", "lsv2_sk_"], re: "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", pre: "lsv2_[a-z]{2}_", ex: [`lsv2_pt_${s("ls", HEX, 32)}_${s("ls2", HEX, 10)}`], min: 3 },
  { id: "secrets.langfuse.secret-key", provider: "Langfuse", desc: "secret key", kw: ["sk-lf-"], re: `sk-lf-${UUID}`, pre: "sk-lf-", ex: [`sk-lf-${synthUuid("lf")}`] },
  { id: "secrets.cerebras.api-key", provider: "Cerebras", desc: "API key", kw: ["csk-"], re: "csk-[a-z0-9]{48}", ex: [`csk-${s("cs", LOWER36, 48)}`] },
  { id: "secrets.nvidia.api-key", provider: "NVIDIA NGC / build.nvidia.com", desc: "API key", kw: ["nvapi-"], re: "nvapi-[A-Za-z0-9_-]{64}", ex: [`nvapi-${s("nv", B64U, 64)}`] },
  { id: "secrets.firecrawl.api-key", provider: "Firecrawl", desc: "API key", kw: ["fc-"], re: "fc-[a-f0-9]{32}", ex: [`fc-${s("fc", HEX, 32)}`], conf: 0.8, min: 3, check: (v) => mixed(v.slice(3)) },
  { id: "secrets.anyscale.api-key", provider: "Anyscale", desc: "API key", kw: ["esecret_"], re: "esecret_[A-Za-z0-9]{26}", ex: [`esecret_${s("any", B62, 26)}`] },
  // Observability and SaaS
  { id: "secrets.newrelic.insights-key", provider: "New Relic", desc: "Insights insert/query key", kw: ["nrii-", "nriq-"], re: "NRI[IQ]-[A-Za-z0-9_-]{32}", ex: [`NRII-${s("nri", B64U, 32)}`] },
  { id: "secrets.newrelic.admin-key", provider: "New Relic", desc: "admin API key", kw: ["nraa-"], re: "NRAA-[a-f0-9]{27}", ex: [`NRAA-${s("nra", HEX, 27)}`], min: 3 },
  // Non-US accounts' keys start with their region and "xx" padding (eu01xx…), still 40 characters.
  { id: "secrets.newrelic.license-key", provider: "New Relic", desc: "ingest license key", kw: ["nral"], re: "(?:[a-z]{2}[0-9]{2}xx[a-f0-9]{30}|[a-f0-9]{36})NRAL", pre: "(?:[a-z]{2}[0-9]{2}xx)?", ex: [`${s("nrl", HEX, 36)}NRAL`, `eu01xx${s("nrl-eu", HEX, 30)}NRAL`], min: 3 },
  { id: "secrets.newrelic.pixie-key", provider: "New Relic Pixie", desc: "API or deploy key", kw: ["px-api-", "px-dep-"], re: `px-(?:api|dep)-${UUID}`, pre: "px-[a-z]{3}-", ex: [`px-api-${synthUuid("px")}`] },
  { id: "secrets.atlassian.trello-token", provider: "Trello", desc: "API token (ATTA)", kw: ["atta"], re: "ATTA[A-Fa-f0-9]{64}[A-F0-9]{8}", pre: "ATTA", ex: [`ATTA${s("tr", HEX, 64)}${s("tr2", HEXU, 8)}`], min: 3 },
  { id: "secrets.notion.legacy-integration-token", provider: "Notion", desc: "legacy internal integration token", kw: ["secret_"], re: "secret_[A-Za-z0-9]{43}", ex: [`secret_${s("nt", B62, 43)}`], conf: 0.8, min: 4, check: (v) => /[A-Z]/.test(v) && /[a-z]/.test(v.slice(7)) && /[0-9]/.test(v) },
  { id: "secrets.asana.personal-token", provider: "Asana", desc: "personal access token", kw: ["1/", "2/"], re: "[12]/[0-9]{10,20}(?:/[0-9]{10,20})?:[a-f0-9]{32}", pre: "[12]/[0-9/]{10,41}:", ex: [`2/${s("as1", DIGITS, 16)}/${s("as2", DIGITS, 16)}:${s("as3", HEX, 32)}`], min: 3 },
  { id: "secrets.amazon.mws-token", provider: "Amazon MWS", desc: "auth token", kw: ["amzn.mws."], re: `amzn\\.mws\\.${UUID}`, pre: "amzn\\.mws\\.", ex: [`amzn.mws.${synthUuid("mws")}`] },
];

for (const p of P) p.kw.forEach((k) => { if (k !== k.toLowerCase()) throw new Error(`keyword ${k} of ${p.id} must be lowercase`); });

// ---- values without a distinctive prefix: the vendor must be named in the key ----------------

const HEX32 = "[a-fA-F0-9]{32}";
const N: Named[] = [
  // Cloud and hosting
  { id: "secrets.alibaba.access-key-secret", provider: "Alibaba Cloud", desc: "AccessKey secret", name: ["alibaba", "aliyun", "alicloud", "accesskeysecret", "access_key_secret"], val: "[A-Za-z0-9]{30}", ex: s("ali", B62, 30), exName: "ALIBABA_CLOUD_ACCESS_KEY_SECRET" },
  { id: "secrets.tencent.secret-key", provider: "Tencent Cloud", desc: "SecretKey", name: ["tencent", "tccli", "qcloud"], val: "[A-Za-z0-9]{32}", ex: s("tck", B62, 32), exName: "TENCENTCLOUD_SECRET_KEY" },
  { id: "secrets.ibm.cloud-api-key", provider: "IBM Cloud", desc: "API key", name: ["ibmcloud", "ibm_cloud", "ibm-cloud", "ibm_api", "ibm-api", "ic_api_key", "bluemix"], val: "[A-Za-z0-9_-]{44}", ex: s("ibm", B64U, 44), exName: "IBMCLOUD_API_KEY" },
  { id: "secrets.oracle.oci-secret", provider: "Oracle Cloud (OCI)", desc: "customer secret key or auth token", name: ["oci_", "oci-", "oracle"], val: "[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/=]{40}", ex: `${s("oci", B64, 43)}=`, exName: "OCI_SECRET_KEY", min: 4 },
  { id: "secrets.linode.token", provider: "Linode (Akamai)", desc: "personal access token", name: ["linode"], val: "[a-f0-9]{64}", ex: s("lin", HEX, 64), exName: "LINODE_TOKEN" },
  { id: "secrets.vultr.api-key", provider: "Vultr", desc: "API key", name: ["vultr"], val: "[A-Z0-9]{36}", ex: s("vu", UPPER36, 36), exName: "VULTR_API_KEY" },
  { id: "secrets.scaleway.secret-key", provider: "Scaleway", desc: "API secret key", name: ["scaleway", "scw_secret", "scw-secret"], val: UUID, ex: synthUuid("scws"), exName: "SCW_SECRET_KEY" },
  { id: "secrets.hetzner.token", provider: "Hetzner Cloud", desc: "API token", name: ["hcloud", "hetzner"], val: "[A-Za-z0-9]{64}", ex: s("hz", B62, 64), exName: "HCLOUD_TOKEN" },
  { id: "secrets.cloudflare.global-api-key", provider: "Cloudflare", desc: "Global API key", name: ["cloudflare", "cf_api", "cf-api", "cf_auth", "x-auth-key"], val: "[a-f0-9]{37}", ex: s("cfg", HEX, 37), exName: "CLOUDFLARE_API_KEY" },
  { id: "secrets.cloudflare.api-token", provider: "Cloudflare", desc: "API token (legacy 40-char)", name: ["cloudflare", "cf_api_token", "cf-api-token", "cf_token"], val: "[A-Za-z0-9_-]{40}", ex: s("cft", B64U, 40), exName: "CLOUDFLARE_API_TOKEN", min: 3.8 },
  { id: "secrets.fastly.api-token", provider: "Fastly", desc: "API token", name: ["fastly"], val: "[A-Za-z0-9_-]{32}", ex: s("fst", B64U, 32), exName: "FASTLY_API_TOKEN", min: 3.8 },
  { id: "secrets.heroku.api-key-legacy", provider: "Heroku", desc: "legacy API key (UUID)", name: ["heroku"], val: UUID, ex: synthUuid("her"), exName: "HEROKU_API_KEY" },
  { id: "secrets.netlify.token-legacy", provider: "Netlify", desc: "legacy access token", name: ["netlify"], val: "[A-Za-z0-9_-]{43,45}", ex: s("ntl", B64U, 43), exName: "NETLIFY_AUTH_TOKEN", min: 4 },
  { id: "secrets.railway.token", provider: "Railway", desc: "API or project token", name: ["railway"], val: UUID, ex: synthUuid("rw"), exName: "RAILWAY_TOKEN" },
  { id: "secrets.vercel.token-legacy", provider: "Vercel", desc: "legacy access token", name: ["vercel"], val: "[A-Za-z0-9]{24}", ex: s("vc", B62, 24), exName: "VERCEL_TOKEN", min: 3.8 },
  { id: "secrets.azure.ai-services-key", provider: "Azure AI services / Azure OpenAI", desc: "resource key", name: ["azure_openai", "azure-openai", "azureopenai", "openai.azure", "ocp-apim-subscription-key", "cognitive", "azure_ai", "azure_speech", "azure_search"], val: HEX32, ex: s("aoai", HEX, 32), exName: "AZURE_OPENAI_API_KEY" },
  { id: "secrets.azure.devops-pat-legacy", provider: "Azure DevOps", desc: "personal access token (52-char base32)", name: ["azure_devops", "azure-devops", "azuredevops", "ado_", "vsts", "azdo", "system_accesstoken"], val: "[a-z2-7]{52}", ex: s("adol", B32L, 52), exName: "AZURE_DEVOPS_PAT" },
  // Data stores
  { id: "secrets.mongodb.atlas-private-key", provider: "MongoDB Atlas", desc: "Admin API private key", name: ["atlas"], val: UUID, ex: synthUuid("atl"), exName: "MONGODB_ATLAS_PRIVATE_KEY" },
  { id: "secrets.algolia.admin-key", provider: "Algolia", desc: "admin / write API key", name: ["algolia"], val: HEX32, ex: s("alg", HEX, 32), exName: "ALGOLIA_ADMIN_KEY" },
  { id: "secrets.pinecone.api-key-legacy", provider: "Pinecone", desc: "legacy API key (UUID)", name: ["pinecone"], val: UUID, ex: synthUuid("pine"), exName: "PINECONE_API_KEY" },
  { id: "secrets.influxdb.token", provider: "InfluxDB", desc: "API token", name: ["influx"], val: "[A-Za-z0-9_-]{86}==", ex: `${s("inf", B64U, 86)}==`, exName: "INFLUXDB_TOKEN", min: 4 },
  { id: "secrets.confluent.api-secret", provider: "Confluent Cloud", desc: "API secret", name: ["confluent", "ccloud"], val: "[A-Za-z0-9+/]{64}", ex: s("cnf", B64, 64), exName: "CONFLUENT_API_SECRET", min: 4 },
  { id: "secrets.launchdarkly.key", provider: "LaunchDarkly", desc: "API access token or SDK key", name: ["launchdarkly", "launch_darkly", "ld_sdk", "ld_api"], val: `(?:api|sdk)-${UUID}`, ex: `sdk-${synthUuid("ld")}`, exName: "LAUNCHDARKLY_SDK_KEY" },
  { id: "secrets.fauna.secret", provider: "Fauna", desc: "database secret", name: ["fauna"], val: "fn[A-Za-z0-9_-]{38}", ex: `fn${s("fa", B64U, 38)}`, exName: "FAUNA_SECRET", min: 3.8 },
  { id: "secrets.airtable.api-key-legacy", provider: "Airtable", desc: "legacy API key", name: ["airtable"], val: "key[A-Za-z0-9]{14}", ex: `key${s("atk", B62, 14)}`, exName: "AIRTABLE_API_KEY" },
  { id: "secrets.upstash.token", provider: "Upstash", desc: "REST token", name: ["upstash"], val: "A[A-Za-z0-9_-]{40,120}=?", ex: `A${s("ups", B64U, 60)}=`, exName: "UPSTASH_REDIS_REST_TOKEN", min: 4 },
  // Payment
  { id: "secrets.paypal.client-secret", provider: "PayPal", desc: "REST client secret", name: ["paypal"], val: "[A-Za-z0-9_-]{80}", ex: s("pp", B64U, 80), exName: "PAYPAL_CLIENT_SECRET", min: 4 },
  { id: "secrets.braintree.private-key", provider: "Braintree", desc: "private key", name: ["braintree"], val: HEX32, ex: s("bt", HEX, 32), exName: "BRAINTREE_PRIVATE_KEY" },
  { id: "secrets.adyen.api-key", provider: "Adyen", desc: "API key", name: ["adyen"], val: "AQE[A-Za-z0-9+/=_-]{80,300}", ex: `AQEyhmfx${s("ady", B64, 100)}`, exName: "ADYEN_API_KEY", min: 4 },
  { id: "secrets.razorpay.key-secret", provider: "Razorpay", desc: "key secret", name: ["razorpay"], val: "[A-Za-z0-9]{24}", ex: s("rzs", B62, 24), exName: "RAZORPAY_KEY_SECRET" },
  { id: "secrets.coinbase.api-secret", provider: "Coinbase", desc: "API secret", name: ["coinbase"], val: "[A-Za-z0-9+/]{32,88}={0,2}", ex: s("cb", B62, 32), exName: "COINBASE_API_SECRET", min: 3.8 },
  { id: "secrets.plaid.secret", provider: "Plaid", desc: "API secret", name: ["plaid"], val: "[a-f0-9]{30}", ex: s("pls", HEX, 30), exName: "PLAID_SECRET" },
  { id: "secrets.mollie.api-key", provider: "Mollie", desc: "API key", name: ["mollie"], val: "(?:live|test)_[A-Za-z0-9]{30}", ex: `live_${s("mol", B62, 30)}`, exName: "MOLLIE_API_KEY" },
  { id: "secrets.gocardless.token", provider: "GoCardless", desc: "access token", name: ["gocardless"], val: "(?:live|sandbox)_[A-Za-z0-9_=-]{40}", ex: `live_${s("gcl", B64U, 40)}`, exName: "GOCARDLESS_ACCESS_TOKEN" },
  { id: "secrets.paystack.secret-key", provider: "Paystack", desc: "secret key", name: ["paystack"], val: "sk_(?:live|test)_[a-f0-9]{40}", ex: `sk_live_${s("pst", HEX, 40)}`, exName: "PAYSTACK_SECRET_KEY" },
  { id: "secrets.lob.api-key", provider: "Lob", desc: "API key", name: ["lob_", "lob-"], word: true, val: "(?:live|test)_[a-f0-9]{35}", ex: `live_${s("lob", HEX, 35)}`, exName: "LOB_API_KEY" },
  { id: "secrets.binance.api-secret", provider: "Binance", desc: "API key or secret", name: ["binance"], val: "[A-Za-z0-9]{64}", ex: s("bin", B62, 64), exName: "BINANCE_SECRET_KEY", min: 4 },
  // Messaging
  { id: "secrets.twilio.auth-token", provider: "Twilio", desc: "auth token", name: ["twilio"], val: HEX32, ex: s("twi", HEX, 32), exName: "TWILIO_AUTH_TOKEN" },
  { id: "secrets.postmark.server-token", provider: "Postmark", desc: "server or account token", name: ["postmark"], val: UUID, ex: synthUuid("pm"), exName: "POSTMARK_SERVER_TOKEN" },
  { id: "secrets.mailgun.private-key", provider: "Mailgun", desc: "private API key (current format)", name: ["mailgun"], val: "[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}", ex: `${s("mg", HEX, 32)}-${s("mg2", HEX, 8)}-${s("mg3", HEX, 8)}`, exName: "MAILGUN_API_KEY" },
  { id: "secrets.mandrill.api-key", provider: "Mandrill", desc: "API key", name: ["mandrill"], val: "md-[A-Za-z0-9_-]{22}", ex: `md-${s("md", B64U, 22)}`, exName: "MANDRILL_API_KEY" },
  { id: "secrets.mailjet.api-secret", provider: "Mailjet", desc: "API key or secret", name: ["mailjet", "mj_apikey"], val: HEX32, ex: s("mj", HEX, 32), exName: "MAILJET_API_SECRET" },
  { id: "secrets.sparkpost.api-key", provider: "SparkPost", desc: "API key", name: ["sparkpost"], val: "[a-f0-9]{40}", ex: s("spk", HEX, 40), exName: "SPARKPOST_API_KEY" },
  { id: "secrets.vonage.api-secret", provider: "Vonage (Nexmo)", desc: "API secret", name: ["vonage", "nexmo"], val: "[A-Za-z0-9]{16}", ex: s("vo", B62, 16), exName: "VONAGE_API_SECRET", min: 3.3 },
  { id: "secrets.messagebird.api-key", provider: "MessageBird (Bird)", desc: "access key", name: ["messagebird", "message_bird", "message-bird"], val: "[A-Za-z0-9]{25}", ex: s("mbd", B62, 25), exName: "MESSAGEBIRD_API_KEY" },
  { id: "secrets.pusher.secret", provider: "Pusher", desc: "app secret", name: ["pusher"], val: "[a-f0-9]{20}", ex: s("pus", HEX, 20), exName: "PUSHER_APP_SECRET" },
  { id: "secrets.ably.api-key", provider: "Ably", desc: "API key", name: ["ably"], word: true, val: "[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_-]{43}", ex: `${s("ab", B64U, 6)}.${s("ab2", B64U, 6)}:${s("ab3", B64U, 43)}`, exName: "ABLY_API_KEY" },
  { id: "secrets.line.channel-token", provider: "LINE", desc: "Messaging API channel access token", name: ["line_channel", "line-channel", "line_messaging", "linebot", "line_bot"], val: "[A-Za-z0-9+/]{150,180}={0,2}", ex: `${s("line", B64, 172)}=`, exName: "LINE_CHANNEL_ACCESS_TOKEN", min: 4 },
  { id: "secrets.zendesk.api-token", provider: "Zendesk", desc: "API token", name: ["zendesk"], val: "[A-Za-z0-9]{40}", ex: s("zd", B62, 40), exName: "ZENDESK_API_TOKEN" },
  { id: "secrets.freshdesk.api-key", provider: "Freshdesk", desc: "API key", name: ["freshdesk"], val: "[A-Za-z0-9]{20}", ex: s("fd", B62, 20), exName: "FRESHDESK_API_KEY" },
  { id: "secrets.twitch.client-secret", provider: "Twitch", desc: "client secret or OAuth token", name: ["twitch"], val: "[a-z0-9]{30}", ex: s("twc", LOWER36, 30), exName: "TWITCH_CLIENT_SECRET" },
  { id: "secrets.zoom.client-secret", provider: "Zoom", desc: "client / API secret", name: ["zoom"], val: "[A-Za-z0-9]{32}", ex: s("zm", B62, 32), exName: "ZOOM_CLIENT_SECRET" },
  { id: "secrets.box.client-secret", provider: "Box", desc: "client secret or developer token", name: ["box_", "box-"], word: true, val: "[A-Za-z0-9]{32}", ex: s("box", B62, 32), exName: "BOX_CLIENT_SECRET" },
  { id: "secrets.spotify.client-secret", provider: "Spotify", desc: "client secret", name: ["spotify"], val: HEX32, ex: s("spo", HEX, 32), exName: "SPOTIFY_CLIENT_SECRET" },
  { id: "secrets.linkedin.client-secret", provider: "LinkedIn", desc: "client secret", name: ["linkedin"], then: ["secret"], val: "WPL_AP[0-9]\\.[A-Za-z0-9.=_-]{16,40}|[A-Za-z0-9]{16}", ex: s("li", B62, 16), exName: "LINKEDIN_CLIENT_SECRET", min: 3.3 },
  { id: "secrets.facebook.app-secret", provider: "Facebook (Meta)", desc: "app secret", name: ["facebook", "fb_", "meta_app"], then: ["secret"], val: HEX32, ex: s("fbs", HEX, 32), exName: "FACEBOOK_APP_SECRET" },
  { id: "secrets.ngrok.authtoken", provider: "ngrok", desc: "authtoken", name: ["ngrok"], val: "[0-9A-Za-z]{25,27}_[0-9A-Za-z]{20,22}", ex: `2${s("ng1", B62, 26)}_${s("ng2", B62, 21)}`, exName: "NGROK_AUTHTOKEN" },
  // CI/CD and developer platforms
  { id: "secrets.github.oauth-client-secret", provider: "GitHub", desc: "OAuth/GitHub App client secret", name: ["github", "gh_"], then: ["secret"], val: "[a-f0-9]{40}", ex: s("ghcs", HEX, 40), exName: "GITHUB_CLIENT_SECRET" },
  { id: "secrets.circleci.token-legacy", provider: "CircleCI", desc: "legacy API token", name: ["circleci", "circle_"], then: ["token", "key"], val: "[a-f0-9]{40}", ex: s("ccl", HEX, 40), exName: "CIRCLECI_TOKEN" },
  { id: "secrets.travis.api-token", provider: "Travis CI", desc: "API token", name: ["travis"], then: ["token", "key"], val: "[A-Za-z0-9_-]{22}", ex: s("trv", B64U, 22), exName: "TRAVIS_API_TOKEN", min: 3.5 },
  { id: "secrets.jenkins.api-token", provider: "Jenkins", desc: "API token", name: ["jenkins"], val: "11[a-f0-9]{32}", ex: `11${s("jk", HEX, 32)}`, exName: "JENKINS_API_TOKEN" },
  { id: "secrets.drone.token", provider: "Drone CI", desc: "API token", name: ["drone"], val: "[A-Za-z0-9]{32}", ex: s("drn", B62, 32), exName: "DRONE_TOKEN" },
  { id: "secrets.codecov.token", provider: "Codecov", desc: "upload token", name: ["codecov"], val: UUID, ex: synthUuid("cc"), exName: "CODECOV_TOKEN" },
  { id: "secrets.snyk.token", provider: "Snyk", desc: "API token", name: ["snyk"], val: UUID, ex: synthUuid("snyk"), exName: "SNYK_TOKEN" },
  { id: "secrets.sentry.auth-token-legacy", provider: "Sentry", desc: "legacy auth token", name: ["sentry"], then: ["token", "key"], val: "[a-f0-9]{64}", ex: s("sen", HEX, 64), exName: "SENTRY_AUTH_TOKEN" },
  { id: "secrets.vault.unseal-key", provider: "HashiCorp Vault", desc: "unseal / recovery key share", name: ["unseal", "recovery_key", "recovery-key"], val: "[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{44}|[a-f0-9]{64}", ex: `${s("uns", B64, 43)}=`, exName: "VAULT_UNSEAL_KEY", min: 3.5 },
  { id: "secrets.sonarqube.token-legacy", provider: "SonarQube", desc: "legacy user token (sonar.login / SONAR_TOKEN)", name: ["sonar"], val: "[a-f0-9]{40}", ex: s("snl", HEX, 40), exName: "SONAR_TOKEN" },
  { id: "secrets.truenas.api-key", provider: "TrueNAS", desc: "API key (<id>-<64 characters>)", name: ["truenas", "freenas"], val: "[0-9]{1,6}-[A-Za-z0-9]{64}", ex: `1-${s("tna", B62, 64)}`, exName: "TRUENAS_API_KEY", min: 4 },
  { id: "secrets.codeclimate.reporter-id", provider: "Code Climate", desc: "test reporter ID (uploads coverage for the repository)", name: ["cc_test_reporter", "codeclimate", "code_climate"], val: "[a-f0-9]{64}", ex: s("ccr", HEX, 64), exName: "CC_TEST_REPORTER_ID", conf: 0.8 },
  { id: "secrets.gitea.token", provider: "Gitea / Forgejo", desc: "access token", name: ["gitea", "forgejo"], val: "[a-f0-9]{40}", ex: s("gt", HEX, 40), exName: "GITEA_TOKEN" },
  { id: "secrets.okta.api-token", provider: "Okta", desc: "API token", name: ["okta", "ssws"], val: "00[A-Za-z0-9_-]{40}", ex: `00${s("okta", B64U, 40)}`, exName: "OKTA_API_TOKEN", min: 3.8 },
  { id: "secrets.auth0.client-secret", provider: "Auth0", desc: "client secret", name: ["auth0"], then: ["secret"], val: "[A-Za-z0-9_-]{64}", ex: s("a0", B64U, 64), exName: "AUTH0_CLIENT_SECRET", min: 4 },
  { id: "secrets.atlassian.api-token-legacy", provider: "Atlassian (Jira / Confluence)", desc: "legacy API token", name: ["jira", "confluence", "atlassian"], val: "[A-Za-z0-9]{24}", ex: s("jira", B62, 24), exName: "JIRA_API_TOKEN", min: 3.8 },
  // AI and ML
  { id: "secrets.cohere.api-key", provider: "Cohere", desc: "API key", name: ["cohere", "co_api_key"], val: "[A-Za-z0-9]{40}", ex: s("coh", B62, 40), exName: "COHERE_API_KEY" },
  { id: "secrets.mistral.api-key", provider: "Mistral AI", desc: "API key", name: ["mistral"], val: "[A-Za-z0-9]{32}", ex: s("mis", B62, 32), exName: "MISTRAL_API_KEY" },
  { id: "secrets.together.api-key-legacy", provider: "Together AI", desc: "legacy API key", name: ["together"], val: "[a-f0-9]{64}", ex: s("tgl", HEX, 64), exName: "TOGETHER_API_KEY" },
  { id: "secrets.deepseek.api-key", provider: "DeepSeek", desc: "API key", name: ["deepseek"], val: "sk-[a-f0-9]{32}", ex: `sk-${s("ds", HEX, 32)}`, exName: "DEEPSEEK_API_KEY" },
  { id: "secrets.elevenlabs.api-key-legacy", provider: "ElevenLabs", desc: "legacy API key", name: ["elevenlabs", "eleven_labs", "xi-api-key", "xi_api_key"], val: HEX32, ex: s("ell", HEX, 32), exName: "ELEVENLABS_API_KEY" },
  { id: "secrets.wandb.api-key", provider: "Weights & Biases", desc: "API key", name: ["wandb"], val: "[a-f0-9]{40}", ex: s("wb", HEX, 40), exName: "WANDB_API_KEY" },
  { id: "secrets.assemblyai.api-key", provider: "AssemblyAI", desc: "API key", name: ["assemblyai", "assembly_ai"], val: HEX32, ex: s("aai", HEX, 32), exName: "ASSEMBLYAI_API_KEY" },
  { id: "secrets.deepgram.api-key", provider: "Deepgram", desc: "API key", name: ["deepgram"], val: "[a-f0-9]{40}", ex: s("dg", HEX, 40), exName: "DEEPGRAM_API_KEY" },
  { id: "secrets.voyage.api-key", provider: "Voyage AI", desc: "API key", name: ["voyage"], val: "pa-[A-Za-z0-9_-]{43}", ex: `pa-${s("voy", B64U, 43)}`, exName: "VOYAGE_API_KEY" },
  { id: "secrets.stability.api-key", provider: "Stability AI", desc: "API key", name: ["stability"], val: "sk-[A-Za-z0-9]{48}", ex: `sk-${s("stab", B62, 48)}`, exName: "STABILITY_API_KEY" },
  { id: "secrets.serpapi.api-key", provider: "SerpApi", desc: "API key", name: ["serpapi", "serp_api"], val: "[a-f0-9]{64}", ex: s("serp", HEX, 64), exName: "SERPAPI_API_KEY" },
  { id: "secrets.google.gemini-api-key", provider: "Google AI Studio / Gemini", desc: "API key under a Gemini / Google AI name", name: ["gemini", "google_ai", "googleai", "generative", "palm_api", "google_api_key", "google-api-key"], val: "AIza[0-9A-Za-z_-]{35}", ex: `AIza${s("gem", B64U, 35)}`, exName: "GEMINI_API_KEY" },
  { id: "secrets.rapidapi.key", provider: "RapidAPI", desc: "API key", name: ["rapidapi"], val: "[a-z0-9]{50}", ex: s("rap", LOWER36, 50), exName: "X_RAPIDAPI_KEY" },
  { id: "secrets.etherscan.api-key", provider: "Etherscan", desc: "API key", name: ["etherscan", "bscscan", "polygonscan"], val: "[A-Z0-9]{34}", ex: s("eth", UPPER36, 34), exName: "ETHERSCAN_API_KEY" },
  { id: "secrets.infura.api-key", provider: "Infura", desc: "API key / project secret", name: ["infura"], val: HEX32, ex: s("infu", HEX, 32), exName: "INFURA_API_KEY" },
  { id: "secrets.alchemy.api-key", provider: "Alchemy", desc: "API key", name: ["alchemy"], val: "[A-Za-z0-9_-]{32}", ex: s("alc", B64U, 32), exName: "ALCHEMY_API_KEY", min: 3.8 },
  { id: "secrets.openweather.api-key", provider: "OpenWeather", desc: "API key", name: ["openweather", "owm_"], val: HEX32, ex: s("owm", HEX, 32), exName: "OPENWEATHER_API_KEY" },
  // Observability and SaaS
  { id: "secrets.datadog.key", provider: "Datadog", desc: "API key (32 hex) or application key (40 hex)", name: ["datadog", "dd_api", "dd-api", "ddapi", "dd_app", "dd-app", "dd_application", "dd-application"], val: "[a-f0-9]{40}|[a-f0-9]{32}", ex: s("dd", HEX, 32), exName: "DD_API_KEY" },
  { id: "secrets.pagerduty.api-key", provider: "PagerDuty", desc: "REST API key or integration key", name: ["pagerduty", "pager_duty"], val: "[A-Za-z0-9_+-]{20}|[a-f0-9]{32}", ex: `u+${s("pd", B64U, 18)}`, exName: "PAGERDUTY_API_KEY", min: 3.5 },
  { id: "secrets.honeycomb.api-key", provider: "Honeycomb", desc: "API key", name: ["honeycomb", "x-honeycomb-team"], val: "[A-Za-z0-9]{22}|[a-f0-9]{32}", ex: s("hc", B62, 22), exName: "HONEYCOMB_API_KEY", min: 3.5 },
  { id: "secrets.splunk.hec-token", provider: "Splunk", desc: "HTTP Event Collector token", name: ["splunk"], val: UUID, ex: synthUuid("spl"), exName: "SPLUNK_HEC_TOKEN" },
  { id: "secrets.sumologic.access-key", provider: "Sumo Logic", desc: "access key", name: ["sumologic", "sumo_", "sumo-"], val: "[A-Za-z0-9]{64}|su[A-Za-z0-9]{12}", ex: s("sumo", B62, 64), exName: "SUMOLOGIC_ACCESS_KEY", min: 3.5 },
  { id: "secrets.loggly.token", provider: "Loggly", desc: "customer token", name: ["loggly"], val: UUID, ex: synthUuid("log"), exName: "LOGGLY_TOKEN" },
  { id: "secrets.rollbar.token", provider: "Rollbar", desc: "access token", name: ["rollbar"], val: HEX32, ex: s("rb", HEX, 32), exName: "ROLLBAR_ACCESS_TOKEN" },
  { id: "secrets.bugsnag.api-key", provider: "Bugsnag", desc: "API key", name: ["bugsnag"], val: HEX32, ex: s("bs", HEX, 32), exName: "BUGSNAG_API_KEY" },
  { id: "secrets.opsgenie.api-key", provider: "Opsgenie", desc: "API key", name: ["opsgenie"], val: UUID, ex: synthUuid("og"), exName: "OPSGENIE_API_KEY" },
  { id: "secrets.mixpanel.api-secret", provider: "Mixpanel", desc: "API secret", name: ["mixpanel"], then: ["secret"], val: HEX32, ex: s("mp", HEX, 32), exName: "MIXPANEL_API_SECRET" },
  { id: "secrets.hubspot.api-key-legacy", provider: "HubSpot", desc: "legacy hapikey", name: ["hubspot", "hapikey"], val: UUID, ex: synthUuid("hsl"), exName: "HUBSPOT_API_KEY" },
  { id: "secrets.trello.token-legacy", provider: "Trello", desc: "legacy API token", name: ["trello"], val: "[a-f0-9]{64}", ex: s("trl", HEX, 64), exName: "TRELLO_TOKEN" },
  { id: "secrets.figma.token-legacy", provider: "Figma", desc: "legacy personal access token", name: ["figma"], val: `[0-9]{5,7}-${UUID}`, ex: `${s("fig", DIGITS, 6)}-${synthUuid("fig")}`, exName: "FIGMA_TOKEN" },
];

export const VENDOR_SECRET_RULES: V[] = [...structural, ...P.map(prefixed), ...N.map(named)];
