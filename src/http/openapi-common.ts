// OpenAPI pieces every route shares: the success and error envelopes and the error-status descriptions.
import { z } from "zod";

export const ErrorEnvelopeSchema = z.object({
  ok: z.literal(false),
  error: z.looseObject({ type: z.string(), message: z.string() }),
  meta: z.looseObject({ requestId: z.string() }),
});

const DESCRIPTIONS: Record<number, string> = {
  400: "ValidationFailed: the body or a parameter is invalid; `issues` names each field",
  401: "AuthMissing (no credential) or AuthInvalid (unknown or revoked key)",
  403: "Forbidden: wrong role, or `Tenant mismatch for shield request`",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType: send application/json",
  429: "RateLimited: see Retry-After",
};

export function errorResponses(...statuses: number[]) {
  const out: Record<number, { description: string; content: { "application/json": { schema: typeof ErrorEnvelopeSchema } } }> = {};
  for (const s of statuses) {
    out[s] = { description: DESCRIPTIONS[s] ?? "Error", content: { "application/json": { schema: ErrorEnvelopeSchema } } };
  }
  return out;
}

/** The success envelope around a route's data schema. */
export const okEnvelope = (data: z.ZodType) => ({
  "application/json": { schema: z.object({ ok: z.literal(true), data, meta: z.object({ requestId: z.string() }) }) },
});
