import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";
import { SECRET_RULES } from "../../../src/scan/rules/secrets.rules";
import { VENDOR_RULE_PROVIDERS, VENDOR_SECRET_RULES } from "../../../src/scan/rules/secrets.vendors";
import {
  base62, crc32, crc32Base62Suffix, crc32Base62TokenValid, discordTokenValid, elasticApiKeyValid, pemBodyValid, pypiMacaroonValid, slackTokenShape, stripeKeyShape,
} from "../../../src/scan/secrets/checksums";
import { B62, B64, B64U, HEX, LOWER36, synth, synthUuid, toBase64 } from "../../../src/scan/secrets/synth";

/** Providers the pre-existing rules in secrets.rules.ts cover (from their descriptions). */
const EXISTING_PROVIDERS = [
  "AWS", "Amazon Bedrock", "GitHub", "GitLab", "Slack", "Stripe", "Google API", "Google Cloud service account", "OpenAI", "Anthropic", "Groq", "Perplexity", "Hugging Face",
  "age", "npm", "PyPI", "Docker Hub", "Figma", "Linear", "Vercel", "Shopify", "Databricks", "Doppler", "Sentry", "Grafana", "Notion", "Sourcegraph", "Tailscale", "Cloudflare",
  "1Password", "Atlassian", "HashiCorp Vault", "Pulumi", "Terraform Cloud", "Fly.io", "Postman", "SendGrid", "Readme", "Prefect", "Square", "Facebook (Meta)", "DigitalOcean",
  "Brevo (Sendinblue)", "Twilio", "Telegram", "Mailgun", "Heroku", "Twitter", "Braintree", "Mapbox", "Dynatrace", "New Relic", "PlanetScale", "Alibaba Cloud", "Adobe",
  "RubyGems", "Clojars", "Frame.io", "Yandex", "Dropbox", "Duffel", "EasyPost", "Flutterwave", "Harness", "Infracost", "OpenShift", "Shippo", "Scalingo", "Typeform",
  "Azure AD", "Contentful",
];

const scan = (content: string) => scanContent({ content, context: { source: "file", direction: "inbound" } });
const ids = (content: string): string[] => scan(content).findings.filter((f) => f.class === "secrets").map((f) => f.rule_id);

describe("vendor rule coverage", () => {
  it("covers at least 150 providers together with the existing rules", () => {
    const all = new Set([...EXISTING_PROVIDERS, ...Object.values(VENDOR_RULE_PROVIDERS)].map((p) => p.toLowerCase().replace(/\s*\(.*\)$/, "")));
    expect(all.size).toBeGreaterThanOrEqual(150);
  });
  it("every vendor rule is part of the shipped secret rules, with keywords", () => {
    const shipped = new Set(SECRET_RULES.map((r) => r.id));
    for (const r of VENDOR_SECRET_RULES) {
      expect(shipped.has(r.id), r.id).toBe(true);
      expect(r.keywords.length, r.id).toBeGreaterThan(0);
    }
  });
});

describe("checksums", () => {
  it("CRC-32 matches the reference vector", () => {
    expect(crc32("123456789")).toBe(0xcbf43926);
    expect(base62(61, 2)).toBe("0z");
  });
  it("GitHub and npm tokens: CRC-32 of the 30-char body, base62, 6 chars", () => {
    const body = synth("t", B62, 30);
    const tok = `ghp_${body}${crc32Base62Suffix(body)}`;
    expect(crc32Base62TokenValid(tok)).toBe(true);
    expect(crc32Base62TokenValid(`npm_${body}${crc32Base62Suffix(body)}`)).toBe(true);
    expect(crc32Base62TokenValid(tok.slice(0, -1) + (tok.endsWith("0") ? "1" : "0"))).toBe(false);
    expect(crc32Base62TokenValid("ghp_short")).toBe(false);
  });
  it("a valid GitHub token is malicious-level; a failing checksum is only suspicious", () => {
    const body = synth("t2", B62, 30);
    const ok = `ghp_${body}${crc32Base62Suffix(body)}`;
    const bad = ok.slice(0, -1) + (ok.endsWith("A") ? "B" : "A");
    expect(ids(`x ${ok}`)).toContain("secrets.github.checksummed-token");
    expect(ids(`GH_TOKEN=${bad}`)).toContain("secrets.github.unverified-token");
    expect(ids(`note ${bad} here`)).toContain("secrets.github.unverified-token");
    expect(ids(`note ${bad} here`)).not.toContain("secrets.github.checksummed-token");
    expect(scanContent({ content: `note ${bad} here`, context: { source: "file", direction: "inbound" } }).verdict).toBe("suspicious");
    expect(scanContent({ content: `x ${ok}`, context: { source: "file", direction: "inbound" } }).verdict).toBe("malicious");
  });
  it("PyPI macaroon header and signature field", () => {
    const id = '{"nonce":"abc","version":1}';
    const bin = `\x02\x01\x08pypi.org\x02${String.fromCharCode(id.length)}${id}\x00\x00\x06\x20${"k".repeat(32)}`;
    expect(pypiMacaroonValid(`pypi-${toBase64(bin, true)}`)).toBe(true);
    expect(pypiMacaroonValid(`pypi-${toBase64(bin.replace("pypi.org", "evil.org"), true)}`)).toBe(false);
    expect(pypiMacaroonValid(`pypi-${toBase64(bin.slice(0, -10), true)}`)).toBe(false);
  });
  it("JWT: a signed token is a credential; an unsigned (alg none) or public (anon) one is not; damaged JSON still counts", () => {
    const enc = (o: object) => toBase64(JSON.stringify(o), true);
    const sig = synth("sig", B64U, 43);
    const jwt = (content: string) => scan(`Authorization header was ${content}`).findings.some((f) => f.rule_id === "secrets.jwt");
    expect(jwt(`${enc({ alg: "HS256", typ: "JWT" })}.${enc({ sub: "u1" })}.${sig}`)).toBe(true);
    expect(jwt(`${enc({ alg: "none", typ: "JWT" })}.${enc({ sub: "u1" })}.${sig}`)).toBe(false);
    expect(jwt(`${enc({ alg: "NONE" })}.${enc({ sub: "user-42" })}.${sig}`)).toBe(false);
    expect(jwt(`${enc({ alg: "HS256" })}.${enc({ role: "anon" })}.${sig}`)).toBe(false);
    // A paste with a dropped quote in the header may still work once repaired.
    expect(jwt(`${toBase64('{"alg":"HS256",typ":"JWT"}', true)}.${enc({ sub: "u1" })}.${sig}`)).toBe(true);
  });
  it("Slack, Stripe, Discord, Elastic shapes", () => {
    expect(slackTokenShape(`xoxb-${synth("a", "0123456789", 12)}-${synth("b", "0123456789", 13)}-${synth("c", B62, 24)}`)).toBe(true);
    expect(slackTokenShape("xoxb-your-token-here")).toBe(false);
    expect(stripeKeyShape(`sk_live_${synth("s", B62, 24)}`)).toBe(true);
    expect(stripeKeyShape(`sk_live_${synth("s", B62, 60)}`)).toBe(false);
    expect(discordTokenValid(`${toBase64("1098765432109876543", true)}.abcdef.${synth("d", B64U, 38)}`)).toBe(true);
    expect(discordTokenValid(`${toBase64("hello-world-token!!", true)}.abcdef.${synth("d", B64U, 38)}`)).toBe(false);
    expect(elasticApiKeyValid(toBase64(`${synth("i", B64U, 20)}:${synth("k", B64U, 22)}`))).toBe(true);
    expect(elasticApiKeyValid(toBase64("some:thing"))).toBe(false);
  });
  it("PEM bodies must decode to DER or the OpenSSH magic", () => {
    const der = toBase64(`\x30\x82\x04\xa4\x02\x01\x00${synth("der", B62, 60)}`);
    expect(pemBodyValid("RSA PRIVATE KEY", der)).toBe(true);
    expect(pemBodyValid("PRIVATE KEY", toBase64(`hello this is not a key at all ${synth("x", B62, 40)}`))).toBe(false);
    expect(pemBodyValid("OPENSSH PRIVATE KEY", toBase64(`openssh-key-v1\x00${synth("o", B62, 60)}`))).toBe(true);
  });
});

describe("vendor rules in the scanner", () => {
  it("finds a JSON-escaped private key inside a service-account file and never echoes it", () => {
    const der = toBase64(`\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00${synth("sa", B62, 200)}`).replace(/(.{64})/g, "$1\\n");
    const sa = `{"type": "service_account", "private_key_id": "${synth("kid", HEX, 40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\n${der}\\n-----END PRIVATE KEY-----\\n"}`;
    const r = scan(sa);
    expect(r.verdict).toBe("malicious");
    expect(r.findings.map((f) => f.rule_id)).toContain("secrets.private-key-block");
    expect(JSON.stringify(r)).not.toContain(der.slice(10, 40));
  });
  it("does not treat public keys and certificates as private keys", () => {
    const body = toBase64(`\x30\x82\x01\x22${synth("pub", B62, 200)}`).replace(/(.{64})/g, "$1\n");
    expect(ids(`-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`)).not.toContain("secrets.private-key-block");
    expect(ids(`-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`)).not.toContain("secrets.private-key-block");
  });
  it("a private key pasted into code as concatenated literals is the same key; a placeholder one is not", () => {
    const body = toBase64(`\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00${synth("cc", B62, 240)}`).match(/.{1,64}/g) ?? [];
    const java = `private static final String KEY =\n    "-----BEGIN PRIVATE KEY-----\\n" +\n${body.map((l) => `    "${l}\\n"`).join(" +\n")} +\n    "-----END PRIVATE KEY-----";`;
    expect(ids(java)).toContain("secrets.private-key-block");
    const python = `KEY = ("-----BEGIN RSA PRIVATE KEY-----\\r\\n"\n${body.map((l) => `       "${l}\\r\\n"`).join("\n")}\n       "-----END RSA PRIVATE KEY-----")`;
    expect(ids(python)).toContain("secrets.private-key-block");
    const placeholder = `key = "-----BEGIN PRIVATE KEY-----" +\n  "paste the contents of your private key file here, every line of it" +\n  "-----END PRIVATE KEY-----"`;
    expect(ids(placeholder)).not.toContain("secrets.private-key-block");
  });
  it("named-vendor rules need the vendor in the key name, at a word start", () => {
    const hex = synth("dd", HEX, 32);
    expect(ids(`DD_API_KEY=${hex}`)).toContain("secrets.datadog.key");
    expect(ids(`checksum=${hex}`)).not.toContain("secrets.datadog.key");
    expect(ids(`rookTable = 00${synth("ok", B62, 40)}`)).not.toContain("secrets.okta.api-token");
    expect(ids(`myOktaToken = 00${synth("ok", B62, 40)}`)).toContain("secrets.okta.api-token");
  });
  it("lockfile checksums, integrity hashes and UUIDs are not vendor findings", () => {
    const vendor = new Set(VENDOR_SECRET_RULES.map((r) => r.id));
    const texts = [
      `checksum = "${synth("cargo", HEX, 64)}"`,
      `"integrity": "sha512-${toBase64(synth("int", B62, 64))}"`,
      `id: ${synthUuid("u1")}\nuuid = "${synthUuid("u2")}"`,
      `commit ${synth("sha", HEX, 40)}`,
    ];
    for (const t of texts) expect(ids(t).filter((i) => vendor.has(i)), t).toEqual([]);
  });
  it("formats documented by their vendors, in the files they are found in", () => {
    const hex = (seed: string, n: number) => synth(seed, HEX, n);
    const cases: [string, string][] = [
      [`# newrelic-infra.yml\nlicense_key: eu01xx${hex("nr-eu", 30)}NRAL\n`, "secrets.newrelic.license-key"],
      [
        `$ vault operator init\nUnseal Key 1: ${synth("u1", B64, 44)}\nUnseal Key 2: ${synth("u2", B64, 44)}\nUnseal Key 3: ${synth("u3", B64, 44)}\n\nInitial Root Token: hvs.${synth("rt", B64U, 24)}\n`,
        "secrets.vault.init-output",
      ],
      [`{\n  "unseal_keys_b64": [\n    "${synth("u4", B64, 43)}="\n  ],\n  "unseal_shares": 1\n}`, "secrets.vault.init-output"],
      [`$krb5asrep$23$svc_sql@CORP.EXAMPLE:${hex("asc", 32)}$${hex("ash", 240)}\n`, "secrets.password-hash.kerberos"],
      [`$krb5tgs$23$*websvc$CORP.EXAMPLE$HTTP/web01*$${hex("tgc", 32)}$${hex("tgh", 400)}`, "secrets.password-hash.kerberos"],
      [`!\nusername netadmin privilege 15 secret 9 $9$${synth("c9s", B62, 14)}$${synth("c9h", B62, 43)}\n!`, "secrets.password-hash.crypt"],
      [`ws.send(JSON.stringify({"id": "${synthUuid("tn1")}", "msg": "method", "method": "auth.login_with_api_key", "params": ["7-${synth("tn1", B62, 64)}"]}));`, "secrets.truenas.api-key-login"],
      [`# .env\nTRUENAS_HOST=nas.lan\nTRUENAS_API_KEY=2-${synth("tn2", B62, 64)}\n`, "secrets.truenas.api-key"],
      [`const char* url = "http://192.168.1.20:8080/api/v1/${synth("tb3", LOWER36, 20)}/telemetry";`, "secrets.thingsboard.device-token"],
      [`jenkins_1  | Please use the following password to proceed to installation:\njenkins_1  |\njenkins_1  | ${hex("jk1", 32)}\n`, "secrets.jenkins.initial-admin-password"],
      [`mvn verify sonar:sonar -Dsonar.host.url=https://sonar.corp -Dsonar.login=${hex("sq1", 40)}`, "secrets.sonarqube.token-legacy"],
      [`props.setProperty("sonar.login", "${hex("sq2", 40)}")`, "secrets.sonarqube.token-legacy"],
      [`- uses: paambaati/codeclimate-action@v9\n  env:\n    CC_TEST_REPORTER_ID: ${hex("cc1", 64)}\n`, "secrets.codeclimate.reporter-id"],
      [`./deploy -vaultToken s.CAES${synth("vt", B64U, 100)}`, "secrets.vault-legacy-token"],
      [`{\n  "IsEncrypted": false,\n  "Values": {\n    "EventHubKey": "${synth("eh", B64, 33)}+AEhD${synth("eh2", B64, 5)}=",\n    "FUNCTIONS_WORKER_RUNTIME": "node"\n  }\n}`, "secrets.azure.identifiable-key"],
      [`cosmos:\n  endpoint: https://acct.documents.azure.com:443/\n  key: ${synth("cdb", B64, 76)}ACDb${synth("cdb2", B64, 5)}g==\n`, "secrets.azure.identifiable-key"],
      [`{\n\t"auths": {\n\t\t"registry.gitlab.example": {\n\t\t\t"auth": "${toBase64(`ci-bot:${synth("dk", B62, 24)}`)}"\n\t\t}\n\t}\n}`, "secrets.docker.config-auth"],
    ];
    for (const [text, rule] of cases) expect(ids(text), text).toContain(rule);
    const clean: [string, string][] = [
      ["Unseal Key 1: <unseal key 1>\nUnseal Key 2: <unseal key 2>", "secrets.vault.init-output"],
      ["curl -X POST http://$THINGSBOARD_HOST/api/v1/$ACCESS_TOKEN/telemetry -d '{\"t\": 25}'", "secrets.thingsboard.device-token"],
      [`GET https://api.example.com/api/v1/${synth("id", LOWER36, 20)}/attributesList`, "secrets.thingsboard.device-token"],
      ["mvn sonar:sonar -Dsonar.login=${SONAR_TOKEN}", "secrets.sonarqube.token-legacy"],
      [`settings.put("cache_digest", "${hex("sq3", 40)}")`, "secrets.sonarqube.token-legacy"],
      ['"method": "auth.login_with_api_key", "params": [api_key]', "secrets.truenas.api-key-login"],
      ["The $krb5asrep$23$ prefix marks an AS-REP hash for hashcat mode 18200.", "secrets.password-hash.kerberos"],
      [`key: ${synth("nosig", B64, 86)}==`, "secrets.azure.identifiable-key"],
      [`{"auths": {"ghcr.io": {"auth": "${toBase64("<username>:<token>")}"}}}`, "secrets.docker.config-auth"],
      [`{"auths": {"ghcr.io": {}}, "credsStore": "desktop"}`, "secrets.docker.config-auth"],
    ];
    for (const [text, rule] of clean) expect(ids(text), text).not.toContain(rule);
  });
});
