// The tenant's domain lists mean the same thing wherever they apply (scanner and shell analyzer).
import { describe, expect, it } from "vitest";
import { domainListMatches, domainMatches } from "../../../src/util/domains";

describe("domain list entries", () => {
  it("a bare domain covers itself and its subdomains, not look-alikes", () => {
    expect(domainMatches("example.com", "example.com")).toBe(true);
    expect(domainMatches("api.example.com", "example.com")).toBe(true);
    expect(domainMatches("API.Example.COM.", "example.com")).toBe(true);
    expect(domainMatches("notexample.com", "example.com")).toBe(false);
    expect(domainMatches("example.com.evil.net", "example.com")).toBe(false);
  });

  it("a wildcard covers subdomains only", () => {
    expect(domainMatches("a.b.example.com", "*.example.com")).toBe(true);
    expect(domainMatches("example.com", "*.example.com")).toBe(false);
    expect(domainMatches("badexample.com", "*.example.com")).toBe(false);
  });

  it("an empty list or a missing host matches nothing", () => {
    expect(domainListMatches(undefined, ["example.com"])).toBe(false);
    expect(domainListMatches("example.com", [])).toBe(false);
    expect(domainListMatches("x.example.com", ["other.org", "example.com"])).toBe(true);
  });
});
