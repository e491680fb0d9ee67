// Shared zod primitives: bounded single-line text, ids, server digests, SHA-256 hex, ISO date-times, routes and tool names — one definition each, used by every schema file.
import { z } from "zod";

// ── primitives ──────────────────────────────────────────────────────────────────────────────────

/** Single-line text: no control characters, no newlines. */
export const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
/** A trimmed, non-empty, bounded single-line string whose errors name the field. */
export const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(NO_CONTROL_CHARS, { error: `${field} must not contain control characters or newlines` });

/** Tool names double as manifest keys; HTTP mutations are named "<METHOD> <route>". */
export const ToolNameSchema = text("tool name", 256);
export const IdSchema = z
  .string()
  .min(1, { error: "id must not be empty" })
  .max(128, { error: "id must be at most 128 characters" })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: "id may contain only letters, digits and _ . : -" });
/** OCI-style content digest, e.g. sha256:9f86d0…; the seed pins "a content digest". */
export const ServerDigestSchema = z
  .string()
  .max(256, { error: "serverDigest must be at most 256 characters" })
  .regex(/^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[A-Za-z0-9=_-]{8,}$/, {
    error: "serverDigest must look like <algorithm>:<encoded>, e.g. sha256:<64 hex>",
  });
/** Lower-case hex SHA-256: how the shell hands the core arguments and approval tokens. */
export const Sha256HexSchema = z.string().regex(/^[a-f0-9]{64}$/, { error: "must be a lower-case hex SHA-256" });
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" });
export const RouteSchema = z
  .string()
  .max(512, { error: "route must be at most 512 characters" })
  .regex(/^\/[^\s\u0000-\u001f\u007f]*$/, { error: "route must start with / and contain no whitespace" });
