// Internal failure reasons of the platform layer (auth, input, limits, lookups). Shield policy
// refusals have their own union in src/policy; both are mapped to the wire in src/errors/wire.ts.

export interface FieldIssue {
  path: string;
  message: string;
}

export type Reason =
  | { kind: "AuthMissing" }
  | { kind: "AuthInvalid" }
  | { kind: "Forbidden"; message: string }
  | { kind: "NotFound"; what: string }
  | { kind: "RouteNotFound" }
  | { kind: "MethodNotAllowed"; allow: string[] }
  | { kind: "ValidationFailed"; issues: FieldIssue[] }
  | { kind: "MalformedJson" }
  | { kind: "PayloadTooLarge"; limitBytes: number }
  | { kind: "UnsupportedMediaType"; expected: string }
  | { kind: "RateLimited"; retryAfterSeconds: number; message?: string; limit?: number }
  | { kind: "Conflict"; message: string }
  /** The tenant's authority (its Durable Object) could not answer: the gated action must not proceed. */
  | { kind: "ShieldUnavailable"; eventId?: string };

/** Thrown by handlers and middleware; anything else that escapes becomes a 500. */
export class AppError extends Error {
  constructor(readonly reason: Reason) {
    super(reason.kind);
    this.name = "AppError";
  }
}

export const fail = (reason: Reason): never => {
  throw new AppError(reason);
};
