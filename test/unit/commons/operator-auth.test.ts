import { describe, expect, it } from "vitest";
import { operatorTokenMatches } from "../../../src/http/operator-auth";

describe("operatorTokenMatches", () => {
  const token = "an-operator-token-of-at-least-32-characters";
  it("accepts the configured token only", async () => {
    expect(await operatorTokenMatches(token, token)).toBe(true);
    expect(await operatorTokenMatches(`${token}x`, token)).toBe(false);
    expect(await operatorTokenMatches("", token)).toBe(false);
  });

  it("refuses everyone when no token, or a short one, is configured", async () => {
    expect(await operatorTokenMatches("\u0000operator routes disabled", undefined)).toBe(false);
    expect(await operatorTokenMatches("short", "short")).toBe(false);
    expect(await operatorTokenMatches("", "")).toBe(false);
  });
});
