import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { BASE_DELAY_SECONDS, MAX_DELAY_SECONDS, parseRetryAfter, retryDelaySeconds } from "../../../src/webhooks/backoff";
import { matchesEventType } from "../../../src/webhooks/matching";
import { openSecret, sealSecret } from "../../../src/webhooks/secrets";
import { newWebhookSecret, signature, webhookHeaders } from "../../../src/webhooks/signing";
import { checkOutboundUrl } from "../../../src/egress/url-policy";

describe("Standard Webhooks signing", () => {
  it("is what the standardwebhooks package signs and verifies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.json({ maxDepth: 2 }), fc.stringMatching(/^[a-z0-9_:.-]{1,40}$/), async (body, id) => {
        const secret = newWebhookSecret();
        const ts = Math.floor(Date.now() / 1000);
        const ours = await signature(secret, id, ts, body);
        expect(ours).toBe(new Webhook(secret).sign(id, new Date(ts * 1000), body));
        const headers = await webhookHeaders([secret], id, ts, body);
        expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
      }),
      { numRuns: 50 },
    );
  });

  it("rejects a secret without the whsec_ prefix", async () => {
    await expect(signature("abc", "id", 1, "")).rejects.toThrow(/whsec_/);
  });
});

describe("secrets at rest", () => {
  it("seal → open round-trips; the sealed form hides the secret; a wrong key cannot open it", async () => {
    const s = newWebhookSecret();
    const sealed = await sealSecret(s, "k1", true);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(s.slice(6));
    expect(await openSecret(sealed, "k1")).toBe(s);
    await expect(openSecret(sealed, "k2")).rejects.toThrow();
    await expect(sealSecret(s, undefined, true)).rejects.toThrow(/WEBHOOK_SECRET_KEY/);
    expect(await openSecret(await sealSecret(s, undefined, false), undefined)).toBe(s);
  });
});

describe("retry timing", () => {
  it("exponential with equal jitter, capped; Retry-After is a floor", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), fc.option(fc.integer({ min: 0, max: 100_000 })), (attempt, r, ra) => {
        const step = Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (attempt - 1));
        const d = retryDelaySeconds(attempt, ra, r);
        expect(d).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
        expect(d).toBeGreaterThanOrEqual(Math.min(MAX_DELAY_SECONDS, Math.max(Math.floor(step / 2), ra ?? 0)));
        if (ra === null) expect(d).toBeLessThanOrEqual(step);
      }),
    );
  });

  it("parses Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sun, 29 Nov 2026 12:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Sun, 29 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("outbound URL policy (SSRF)", () => {
  const strict = { allowLoopbackHttp: false };
  const dev = { allowLoopbackHttp: true };
  it.each([
    "https://hooks.example.com/x",
    "https://hooks.example.com:8443/x?y=1",
    "https://93.184.216.34/x",
  ])("allows %s", (u) => expect(checkOutboundUrl(u, strict).ok).toBe(true));
  it.each([
    "http://hooks.example.com/x",
    "https://localhost/x",
    "https://127.0.0.1/x",
    "https://0177.0.0.1/x",
    "https://0x7f000001/x",
    "https://[::1]/x",
    "https://[::ffff:10.0.0.1]/x",
    "https://[fd00::1]/x",
    "https://100.64.0.1/x",
    "https://169.254.169.254/x",
    "https://metadata.google.internal/x",
    "https://svc.cluster.local/x",
    "https://printer/x",
    "https://a.b.nip.io/x",
    "file:///etc/passwd",
    "gopher://hooks.example.com/",
    "https://u:p@hooks.example.com/",
    "not a url",
  ])("refuses %s", (u) => expect(checkOutboundUrl(u, strict).ok).toBe(false));
  it("the development setting admits loopback http receivers only", () => {
    expect(checkOutboundUrl("http://127.0.0.1:9999/hook", dev).ok).toBe(true);
    expect(checkOutboundUrl("http://localhost:9999/hook", dev).ok).toBe(true);
    expect(checkOutboundUrl("http://[::1]:9999/hook", dev).ok).toBe(true);
    expect(checkOutboundUrl("http://10.0.0.1/hook", dev).ok).toBe(false);
    expect(checkOutboundUrl("http://hooks.example.com/hook", dev).ok).toBe(false);
  });
});

describe("event type filters", () => {
  it("exact, prefix.* and *", () => {
    expect(matchesEventType(["*"], "shield.x")).toBe(true);
    expect(matchesEventType(["shield.trust.*"], "shield.trust.digest.revoked")).toBe(true);
    expect(matchesEventType(["shield.trust.*"], "shield.trusted.x")).toBe(false);
    expect(matchesEventType(["shield.trust.digest.revoked"], "shield.trust.digest.revoked")).toBe(true);
    expect(matchesEventType(["shield.trust.digest.revoked"], "shield.trust.digest.revoked.x")).toBe(false);
  });
});
