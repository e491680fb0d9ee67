import { describe, expect, it } from "vitest";
import { scanContent, secretFingerprint, type ScanPolicy } from "../../../src/scan/index";

const scan = (content: string, policy?: ScanPolicy, direction: "inbound" | "outbound" = "inbound") =>
  scanContent({ content, context: { source: "agent_message", direction, tool: "fetch" } }, policy);

describe("scan policy", () => {
  it("thresholds move the verdict bands per class", () => {
    // A request to the fetch tool (inbound, the same address is a reference: ssrf.internal-reference).
    const text = "http://localhost:8080/admin";
    expect(scan(text, undefined, "outbound").verdict).not.toBe("clean");
    expect(scan(text, { thresholds: { ssrf: { suspicious: 0.99, malicious: 0.999 } } }, "outbound").verdict).toBe("clean");
    expect(scan(text, { thresholds: { ssrf: { malicious: 0.5 } } }, "outbound").verdict).toBe("malicious");
  });
  it("allow_domains drops URL findings for allowed hosts and subdomains", () => {
    const text = "see http://metadata.google.internal/computeMetadata/v1/";
    expect(scan(text).scores.ssrf).toBeGreaterThan(0.5);
    expect(scan(text, { allow_domains: ["google.internal"] }).scores.ssrf).toBe(0);
  });
  it("allow_urls drops an exact URL", () => {
    const url = "http://127.0.0.1:8080/health";
    expect(scan(url, { allow_urls: [url] }, "outbound").scores.ssrf).toBe(0);
    expect(scan(url, { allow_urls: ["http://127.0.0.1:8080/other"] }, "outbound").scores.ssrf).toBeGreaterThan(0.5);
  });
  it("allow_secret_fingerprints drops exactly that secret", () => {
    const secret = "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";
    const text = `token ${secret}`;
    expect(scan(text).scores.secrets).toBeGreaterThan(0.5);
    expect(scan(text, { allow_secret_fingerprints: [secretFingerprint(secret)] }).scores.secrets).toBe(0);
    expect(scan(text, { allow_secret_fingerprints: [secretFingerprint("other")] }).scores.secrets).toBeGreaterThan(0.5);
  });
  it("disabled_rules turns off a rule", () => {
    const text = "reach me at jane.doe@example.org";
    expect(scan(text).scores.pii).toBeGreaterThan(0.5);
    expect(scan(text, { disabled_rules: ["pii.email"] }).scores.pii).toBe(0);
  });
  it("data_labels report tenant terms and patterns as pii, with redacted previews", () => {
    const policy: ScanPolicy = { data_labels: [{ id: "project-codename", terms: ["Bluebird"], patterns: ["PRJ-[0-9]{4}"] }] };
    const r = scan("status of bluebird and PRJ-1234", policy, "outbound");
    const labels = r.findings.filter((f) => f.rule_id === "label.project-codename");
    expect(labels).toHaveLength(2);
    expect(r.verdict).not.toBe("clean");
    expect(JSON.stringify(r)).not.toContain("PRJ-1234");
  });
  it("tenant patterns run on a linear-time engine (no ReDoS)", () => {
    const t = performance.now();
    scan("a".repeat(30000) + "!", { data_labels: [{ id: "evil", patterns: ["(a+)+$"] }] });
    expect(performance.now() - t).toBeLessThan(2000);
  });
  it("invalid tenant patterns are ignored, not thrown", () => {
    expect(() => scan("x", { data_labels: [{ id: "bad", patterns: ["(?<=a)b", "("] }] })).not.toThrow();
  });
});
