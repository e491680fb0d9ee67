// Secrets as they travel through an agent's traffic (crash reports, proxy configs, compose files,
// Terraform plans, chat, exports, shell history), from the secrets writer rounds one and two
// (secrets-round-one.test.ts, secrets-round-two.test.ts): the forms they showed were missed, and
// the honest forms they showed were taken for credentials. The examples are written for these
// tests, not taken from the rounds.
import { describe, expect, it } from "vitest";
import { scanContent, type Source } from "../../../src/scan/index";

const RANDOM = "q7Vd2KxP9mWzR4tLbN8cYh3F";
const COMPLEX = "*7QmwuzRKT4xN";
const HEX64 = "9f3c1a7e5b2d4c6f8a0e1b3d5c7f9a2e".repeat(2);

function secrets(content: string, source: Source = "file"): { score: number; rules: string[] } {
  const r = scanContent({ content, context: { source, direction: "inbound" } });
  return { score: r.verdict === "clean" ? 0 : r.scores.secrets, rules: r.findings.filter((f) => f.class === "secrets").map((f) => f.rule_id) };
}

describe("credentials in agent traffic", () => {
  it("reads a session cookie in a JSON or dict of headers, as in a crash report", () => {
    const event = `{"request": {"headers": {"Cookie": "csrftoken=Lq2Zr8; sessionid=${RANDOM.toLowerCase()}k3v9pq7x", "Referer": "https://shop.example.com/basket"}}}`;
    expect(secrets(event, "tool_output").rules).toContain("secrets.session-cookie");
    expect(secrets(`headers = {'Cookie': 'sessionid=${RANDOM}'}`).score).toBeGreaterThanOrEqual(0.5);
  });

  it("reads the password passed last to JDBC's getConnection, an LDAP bind or imap_open, on a line with no credential word", () => {
    expect(secrets(`return DriverManager.getConnection(URL, "rpt_reader", "${COMPLEX}");`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`conn.simple_bind_s("cn=svc,dc=corp,dc=example", "${COMPLEX}")`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`$mbox = imap_open("{mail.example.com:993/imap/ssl}INBOX", "ops", "${COMPLEX}");`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`return DriverManager.getConnection(URL, user, pwd);`).score).toBe(0);
  });

  it("reads a password written right after the word in chat, when it is one no one writes as a word", () => {
    expect(secrets(`the box is bastion-02, user ops, password ${COMPLEX} — the old one was rotated`, "user_message").rules).toContain("secrets.generic.prose");
    for (const prose of ["Use a password manager and enable password reset by e-mail.", "We hash every password argon2id-style before storing it.", "password hashing uses bcrypt2b with cost 12"])
      expect(secrets(prose, "user_message").score).toBe(0);
  });

  it("reads an Authorization header set by a proxy or server directive, without a colon", () => {
    const basic = Buffer.from(`svc_bridge:${COMPLEX}`).toString("base64");
    expect(secrets(`location /api/ {\n  proxy_set_header Authorization "Basic ${basic}";\n}`).rules).toContain("secrets.generic.auth-header");
    expect(secrets(`RequestHeader set Authorization "Bearer ${RANDOM}"`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`proxy_set_header Authorization $http_authorization;`).score).toBe(0);
  });
});

describe("what only looks like a credential", () => {
  it("leaves keys vendors issue for web pages alone: publishable, public and project keys", () => {
    expect(secrets(`const stripe = loadStripe('pk_live_51${RANDOM}${RANDOM}');`).score).toBe(0);
    expect(secrets(`mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ${RANDOM}In0.${RANDOM}';`).score).toBe(0);
    expect(secrets(`posthog.init('phc_${RANDOM}${RANDOM.slice(0, 19)}', { api_host: 'https://eu.i.posthog.com' })`).score).toBe(0);
    // The secret counterparts still count.
    expect(secrets(`STRIPE_SECRET_KEY=sk_live_51${RANDOM}${RANDOM}`).score).toBeGreaterThanOrEqual(0.5);
  });

  it("leaves AWS's documented example secret alone, like its example key id", () => {
    expect(secrets("[default]\naws_access_key_id=AKIAIOSFODNN7EXAMPLE\naws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY").score).toBe(0);
  });

  it("reads a shell expansion's operator as an operator: only a default is a literal", () => {
    expect(secrets("environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in your shell}\n  JWT_SECRET: ${JWT_SECRET}").score).toBe(0);
    expect(secrets("environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:+configured}").score).toBe(0);
    expect(secrets(`environment:\n  POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-${COMPLEX}}`).score).toBeGreaterThanOrEqual(0.5);
  });

  it("reads an ARN's resource type as part of an identifier, not a name assigned a value", () => {
    expect(secrets(`id = "arn:aws:secretsmanager:eu-west-1:562094417738:secret:prod/orders/db-Xa81Qe"`, "tool_output").score).toBe(0);
  });

  it("reads a CI cache's restore key as a cache key", () => {
    expect(secrets(`Cache hit for restore-key: node-modules-Linux-${HEX64}\nCache restored successfully`, "tool_output").score).toBe(0);
  });
});

describe("credentials without a name beside them (round two)", () => {
  it("reads a pre-shared key: wpa_supplicant's psk=, an IPsec secrets file's PSK", () => {
    expect(secrets(`network={\n    ssid="Office-5G"\n    psk=${HEX64}\n    key_mgmt=WPA-PSK\n}`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`198.51.100.23 203.0.113.140 : PSK "${RANDOM}"`).score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`network={\n    ssid="Office-5G"\n    key_mgmt=WPA-PSK\n}`).score).toBe(0);
  });

  it("reads Redis's AUTH as typed or kept in history, not SMTP's AUTH mechanisms", () => {
    expect(secrets(`$ cat ~/.rediscli_history\nAUTH default ${RANDOM}\nINFO keyspace`, "tool_output").score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`127.0.0.1:6379> AUTH ${COMPLEX}\nOK`, "tool_output").score).toBeGreaterThanOrEqual(0.5);
    expect(secrets("S: 250-AUTH LOGIN PLAIN\nC: AUTH LOGIN\nS: 334 VXNlcm5hbWU6", "tool_output").score).toBe(0);
  });

  it("reads a table's credential column under its header", () => {
    const csv = `id,email,username,password,role\n1,a@example.com,ana,${COMPLEX},admin\n2,b@example.com,bo,Qz7#vB2nHwx9,staff`;
    expect(secrets(csv, "tool_output").score).toBeGreaterThanOrEqual(0.5);
    expect(secrets("id,email,username,password_changed_at,role\n1,a@example.com,ana,2024-06-02,admin", "tool_output").score).toBe(0);
  });

  it("reads a token or an encryption key named in prose with its value after it", () => {
    expect(secrets(`account AC${HEX64.slice(0, 32)}, auth token ${HEX64.slice(16, 48)}, number +44 7700 900418`, "user_message").score).toBeGreaterThanOrEqual(0.5);
    expect(secrets(`use this as the AES key for the export: ${HEX64} -- the iv is per file`, "user_message").score).toBeGreaterThanOrEqual(0.5);
    expect(secrets("I generated a fresh 256-bit data key and wired it into the job. Keep a copy:\n\nq7Vd2KxP9mWzR4tLbN8cYh3FzT1uJ6pA0sE5gW8xR2k=", "agent_message").score).toBeGreaterThanOrEqual(0.5);
    for (const prose of [`The SHA-256 of the data key is ${HEX64}.`, `encryption key id ${HEX64.slice(0, 32)}`, "the api key rotation runs nightly; auth token expiry is one hour"])
      expect(secrets(prose, "user_message").score).toBe(0);
  });

  it("reads a UUID as the password of a .netrc machine (Heroku's API keys are UUIDs)", () => {
    expect(secrets("machine api.heroku.com\n  login ops@example.com\n  password 25e65ba8-321a-422f-8e2a-54816021af5c", "tool_output").score).toBeGreaterThanOrEqual(0.5);
  });
});

describe("keys designed to be public, and values sealed or hashed (round two)", () => {
  it("leaves a Firebase client config's API key alone, web or Android", () => {
    const web = `const firebaseConfig = {\n  apiKey: "AIzaSy${RANDOM}${RANDOM.slice(0, 9)}",\n  authDomain: "acme-journal.firebaseapp.com",\n  projectId: "acme-journal"\n};`;
    expect(secrets(web).score).toBe(0);
    expect(secrets(`{"client": [{"api_key": [{"current_key": "AIzaSy${RANDOM}${RANDOM.slice(0, 9)}"}]}]}`).score).toBe(0);
  });

  it("leaves anon-role and documentation-sample JWTs alone, not other JWTs", () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const jwt = (payload: object) => `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}.${Buffer.from(HEX64, "hex").toString("base64url")}`;
    expect(secrets(`NEXT_PUBLIC_SUPABASE_ANON_KEY=${jwt({ iss: "supabase", ref: "abcd", role: "anon", iat: 1721036512 })}`, "agent_message").score).toBe(0);
    expect(secrets(`Here is the sample from our docs: ${jwt({ sub: "user_123", note: "sample token for documentation, not issued by any server" })}`, "agent_message").score).toBe(0);
    expect(secrets(`Authorization: Bearer ${jwt({ sub: "u_8812", role: "service_role", exp: 2036612512 })}`, "agent_message").score).toBeGreaterThanOrEqual(0.5);
  });

  it("leaves client-side payment keys alone (Braintree tokenization keys, Adyen client keys)", () => {
    expect(secrets("braintree.dropin.create({ authorization: 'production_qk9n73q8_8crrtm49xo3f8l72', container: '#dropin' })").score).toBe(0);
    expect(secrets("AdyenCheckout({ environment: 'live', clientKey: 'live_1G248GR6JHILYTEDXPPYPCF95UPSKSIK' })").score).toBe(0);
  });

  it("leaves a Sealed Secret's ciphertext and a transaction hash alone", () => {
    const sealed = `kind: SealedSecret\nspec:\n  encryptedData:\n    DB_PASSWORD: Ag${Buffer.from(HEX64.repeat(5), "hex").toString("base64")}`;
    expect(secrets(sealed).score).toBe(0);
    expect(secrets(`Transaction hash 0x${HEX64}, 14 confirmations.`, "agent_message").score).toBe(0);
  });
});
