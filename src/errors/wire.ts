import type { Reason } from "./reasons";

export interface WireError {
  status: number;
  type: string;
  message: string;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The one place platform reasons become HTTP errors. Exhaustive: a new reason will not compile until mapped. */
export function toWire(reason: Reason): WireError {
  switch (reason.kind) {
    case "AuthMissing":
      return { status: 401, type: "AuthMissing", message: "No API key: send Authorization: Bearer <key> or x-api-key", headers: { "WWW-Authenticate": 'Bearer realm="agent-shield-edge"' } };
    case "AuthInvalid":
      return { status: 401, type: "AuthInvalid", message: "The API key is not valid or has been revoked", headers: { "WWW-Authenticate": 'Bearer realm="agent-shield-edge", error="invalid_token"' } };
    case "Forbidden":
      return { status: 403, type: "Forbidden", message: reason.message };
    case "NotFound":
      return { status: 404, type: "NotFound", message: `${reason.what} not found` };
    case "RouteNotFound":
      return { status: 404, type: "NotFound", message: "No such route" };
    case "MethodNotAllowed":
      return { status: 405, type: "MethodNotAllowed", message: "Method not allowed on this route", extra: { allow: reason.allow }, headers: { Allow: reason.allow.join(", ") } };
    case "ValidationFailed":
      return { status: 400, type: "ValidationFailed", message: summarize(reason.issues), extra: { issues: reason.issues } };
    case "MalformedJson":
      return { status: 400, type: "ValidationFailed", message: "Request body is not valid JSON", extra: { issues: [{ path: "", message: "malformed JSON" }] } };
    case "PayloadTooLarge":
      return { status: 413, type: "PayloadTooLarge", message: `Request body exceeds ${reason.limitBytes} bytes`, extra: { limitBytes: reason.limitBytes } };
    case "UnsupportedMediaType":
      return { status: 415, type: "UnsupportedMediaType", message: `Content-Type must be ${reason.expected}` };
    case "RateLimited":
      return { status: 429, type: "RateLimited", message: reason.message ?? "Too many requests for this API key; retry later", extra: { retryAfterSeconds: reason.retryAfterSeconds, ...(reason.limit !== undefined ? { limit: reason.limit } : {}) }, headers: { "Retry-After": String(reason.retryAfterSeconds) } };
    case "Conflict":
      return { status: 409, type: "Conflict", message: reason.message };
    case "ShieldUnavailable":
      // Fail closed: the caller must treat the action as not permitted, and may retry later.
      return {
        status: 503,
        type: "ShieldUnavailable",
        message: "The action gate could not be reached; treat the action as not permitted and retry later",
        ...(reason.eventId ? { extra: { eventId: reason.eventId } } : {}),
        headers: { "Retry-After": "1" },
      };
  }
}

function summarize(issues: { path: string; message: string }[]): string {
  const first = issues[0];
  if (!first) return "Invalid request";
  const where = first.path === "" ? "body" : first.path;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `Invalid request: ${where}: ${first.message}${more}`;
}

export const INTERNAL_ERROR: WireError = {
  status: 500,
  type: "InternalError",
  message: "Internal error; quote the requestId when reporting it",
};
