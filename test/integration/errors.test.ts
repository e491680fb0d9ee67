import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError, json, scanBody, seedTenant, type Keys } from "./helpers";

let t: Keys;
beforeAll(async () => {
  t = await seedTenant();
});

describe("the error envelope", () => {
  it("404 for an unknown route, with a request id in body and header", async () => {
    const res = await call("/v9/nothing", { key: t.owner });
    await expectError(res, 404, "NotFound");
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("405 with Allow for a known route and the wrong method", async () => {
    const res = await call("/v2/scan", { method: "GET", key: t.agent });
    const err = await expectError(res, 405, "MethodNotAllowed");
    expect(err.allow).toEqual(["POST"]);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("400 names every offending field, including unknown ones", async () => {
    const res = await call("/v2/scan", {
      key: t.agent,
      body: { content: 42, context: { source: "carrier-pigeon", direction: "inbound", extra: true }, verbose: 1 },
    });
    const err = await expectError(res, 400, "ValidationFailed");
    const paths = err.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["content", "context.extra", "context.source", "verbose"]);
  });

  it("400 for a missing context and for malformed JSON", async () => {
    const err = await expectError(await call("/v2/scan", { key: t.agent, body: { content: "x" } }), 400, "ValidationFailed");
    expect(err.issues[0].path).toBe("context");
    await expectError(
      await call("/v2/scan", { key: t.agent, rawBody: "{not json", headers: { "content-type": "application/json" } }),
      400,
      "ValidationFailed",
    );
  });

  it("accepts empty content", async () => {
    const res = await call("/v2/scan", { key: t.agent, body: scanBody("") });
    expect(res.status).toBe(200);
    expect((await json(res)).verdict).toBe("clean");
  });

  it("415 for a body that is not JSON", async () => {
    const res = await call("/v2/scan", { key: t.agent, rawBody: "content=hi", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await expectError(res, 415, "UnsupportedMediaType");
  });

  it("413 above the documented 1 MiB content limit, and nothing is written", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM receipts").first<{ n: number }>();
    const limit = Number(env.MAX_SCAN_BYTES);
    const err = await expectError(await call("/v2/scan", { key: t.agent, body: scanBody("a".repeat(limit + 1)) }), 413, "PayloadTooLarge");
    expect(err.limitBytes).toBe(limit);
    // Multi-byte content is measured in UTF-8 bytes, not characters.
    await expectError(await call("/v2/scan", { key: t.agent, body: scanBody("é".repeat(limit / 2 + 1)) }), 413, "PayloadTooLarge");
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM receipts").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    // Exactly at the limit is accepted.
    expect((await call("/v2/scan", { key: t.agent, body: scanBody("a".repeat(limit)) })).status).toBe(200);
  });

  it("413 on a route with a small body limit (key creation)", async () => {
    const res = await call("/v1/keys", {
      key: t.owner,
      rawBody: JSON.stringify({ role: "agent", label: "x".repeat(5000) }),
      headers: { "content-type": "application/json" },
    });
    await expectError(res, 413, "PayloadTooLarge");
  });
});

describe("internal errors", () => {
  it("500 with a generic message and the request id; the cause never leaks", async () => {
    await env.DB.exec("DROP TABLE receipt_enforcements");
    await env.DB.exec("DROP TABLE receipts");
    const res = await call("/v2/scan", { key: t.agent, body: scanBody("secret-ish content sk_live_abc") });
    const err = await expectError(res, 500, "InternalError");
    const text = JSON.stringify(err);
    expect(text).not.toMatch(/receipts|SQL|D1|stack|sk_live/i);
    expect(Object.keys(err).sort()).toEqual(["message", "type"]);
  });
});
