// The two envelopes every non-protocol route answers with, and the one mapping from an
// operation's Result to them.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { WireError } from "../errors/wire";
import { failureOf, payloadOf, type Operation } from "../operations/operation";
import type { AdminError } from "../policy/reasons";
import type { Result } from "../policy/result";
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

/**
 * The one Result → HTTP mapping for declared operations: the success envelope with the
 * operation's status, or the admin failure (404 NotFound, 409 Conflict, 400 ValidationFailed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function resultResponse(c: Context<AppEnv, any, any>, op: Operation, result: Result<unknown, AdminError>): Response {
  if (!result.ok) {
    const f = failureOf(result.error);
    return errorResponse(c, { status: f.status, type: f.type, message: f.message, ...(f.extra ? { extra: f.extra } : {}) });
  }
  const { data, status } = payloadOf(op, result.value);
  return okResponse(c, data, status);
}
