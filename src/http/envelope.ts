import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { WireError } from "../errors/wire";
import type { AppEnv } from "./context";

/** `{ ok: false, error: { type, message, ...extra }, meta: { requestId } }` — every error, everywhere. */
export function errorResponse(c: Context<AppEnv>, err: WireError): Response {
  const requestId = c.get("requestId") ?? "unknown";
  const body = {
    ok: false as const,
    error: { type: err.type, message: err.message, ...(err.extra ?? {}) },
    meta: { requestId },
  };
  return c.json(body, err.status as ContentfulStatusCode, err.headers);
}

/** `{ ok: true, data, meta: { requestId } }` for the platform's own (non-protocol) routes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function okResponse<T, S extends ContentfulStatusCode = 200>(c: Context<AppEnv, any, any>, data: T, status?: S) {
  return c.json({ ok: true as const, data, meta: { requestId: c.get("requestId") } }, (status ?? 200) as S);
}
