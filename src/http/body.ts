import type { MiddlewareHandler } from "hono";
import { jsonShapeViolation } from "../util/json-shape";
import { readCapped } from "../util/streams";
import { fail } from "../errors/reasons";
import type { AppEnv } from "./context";
import { TENANT_MISMATCH } from "./auth";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  const bytes = await readCapped(body, limit);
  if (bytes === null) return fail({ kind: "PayloadTooLarge", limitBytes: limit });
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JSON body once, with the media type and size checked before parsing, and refuses a
 * body whose `tenant` field names another tenant. The parsed text is left in Hono's body cache
 * so the route's zod validator parses what we checked, not a second read of the stream.
 */
export function jsonBody(limitBytes: number | ((env: Env) => number)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = typeof limitBytes === "number" ? limitBytes : limitBytes(c.env);
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    if (!JSON_TYPE.test(type)) return fail({ kind: "UnsupportedMediaType", expected: "application/json" });
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > limit) return fail({ kind: "PayloadTooLarge", limitBytes: limit });
    let text = await readLimited(c.req.raw.body, limit);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail({ kind: "MalformedJson" });
    }
    const shape = jsonShapeViolation(parsed);
    if (shape !== null) return fail({ kind: "ValidationFailed", issues: [{ path: shape.path, message: shape.message }] });
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) && "tenant" in parsed) {
      const { tenant, ...rest } = parsed as Record<string, unknown>;
      // Operator routes have no tenant credential: any tenant named there is a mismatch.
      if (tenant !== c.get("auth")?.tenantId) return fail({ kind: "Forbidden", message: TENANT_MISMATCH });
      text = JSON.stringify(rest);
    }
    c.req.bodyCache = { text: Promise.resolve(text) } as unknown as typeof c.req.bodyCache;
    await next();
  };
}
