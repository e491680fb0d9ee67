// Secrets as they travel through an agent's traffic (crash reports, proxy configs, compose files,
// Terraform plans, chat), from the first secrets writer round (secrets-round-one.test.ts): the
// forms it showed were missed, and the honest forms it showed were taken for credentials. The
// examples are written for these tests, not taken from the round.
import { describe, expect, it } from "vitest";
import { scanContent } from "../../../src/scan/index";

const RANDOM = "q7Vd2KxP9mWzR4tLbN8cYh3F";
const COMPLEX = "*7QmwuzRKT4xN";
const HEX64 = "9f3c1a7e5b2d4c6f8a0e1b3d5c7f9a2e".repeat(2);

function secrets(content: string, source: "file" | "tool_output" | "user_message" = "file"): { score: number; rules: string[] } {
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
