// POST /v1/shield/audit/forward: local audit entries shipped by the CLI (`--local` hooks and
// mcp-proxy, `agent-shield log forward`). Each entry's hash and Ed25519 signature are checked
// against the public key sent with the batch, and the batch must chain; what is stored is what the
// CLI signed (hashes, decisions, rule ids), never content. Re-sent entries are ignored.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { canonical } from "../audit/canonical";
import { insertLocalAuditEntries, type LocalAuditRow } from "../db/local-audit.repo";
import { fail } from "../errors/reasons";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";

const HEX64 = z.string().regex(/^[0-9a-f]{64}$/);
const EntrySchema = z.strictObject({
  seq: z.number().int().min(1),
  ts: z.iso.datetime(),
  prev: HEX64,
  hash: HEX64,
  sig: z.string().min(1).max(200),
  kind: z.enum(["hook", "proxy"]),
  agent: z.string().max(64).optional(),
  server_id: z.string().max(128).optional(),
  event: z.string().min(1).max(64),
  tool: z.string().max(256).optional(),
  decision: z.string().min(1).max(64),
  action: z.enum(["proceed", "proceed_with_flag", "block"]),
  verdict: z.enum(["clean", "suspicious", "malicious"]).optional(),
  rules: z.array(z.string().max(128)).max(20),
  content_sha256: HEX64.optional(),
});

const ForwardInputSchema = z.strictObject({
  public_key: z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  entries: z.array(EntrySchema).min(1).max(100),
});

const forwardRoute = createRoute({
  method: "post",
  path: "/v1/shield/audit/forward",
  summary: "Accept signed local audit entries from the CLI (hooks and mcp-proxy in --local mode)",
  description:
    "Each entry's hash and Ed25519 signature are verified against `public_key`, and the batch must chain (prev = previous hash, consecutive seq). Stores hashes, decisions and rule ids only. Entries already received for the same key and seq are ignored. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: ForwardInputSchema } } } },
  responses: {
    201: {
      description: "Accepted",
      content: {
        "application/json": {
          schema: z.object({ ok: z.literal(true), data: z.object({ key_id: z.string(), received: z.number(), stored: z.number(), last_seq: z.number() }), meta: z.object({ requestId: z.string() }) }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
const unb64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(s.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
const bytes = (h: string) => Uint8Array.from(h.match(/../g)!.map((b) => parseInt(b, 16)));

export function auditRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(forwardRoute, async (c) => {
    const { public_key, entries } = c.req.valid("json");
    const auth = c.get("auth");
    const key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: public_key.x }, { name: "Ed25519" }, false, ["verify"]);
    const keyId = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(public_key.x))).slice(0, 32);
    const bad = (i: number, field: string, message: string): never => fail({ kind: "ValidationFailed", issues: [{ path: `entries.${i}.${field}`, message }] });
    for (const [i, e] of entries.entries()) {
      const { hash, sig, ...body } = e;
      if (hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical(body)))) !== hash) bad(i, "hash", "does not match the entry");
      let ok = false;
      try {
        ok = await crypto.subtle.verify({ name: "Ed25519" }, key, unb64url(sig), bytes(hash));
      } catch {
        ok = false;
      }
      if (!ok) bad(i, "sig", "does not verify with public_key");
      if (i > 0 && (e.prev !== entries[i - 1]!.hash || e.seq !== entries[i - 1]!.seq + 1)) bad(i, "prev", "does not chain to the previous entry");
    }
    const now = new Date().toISOString();
    const rows: LocalAuditRow[] = entries.map((e) => ({
      key_id: keyId,
      seq: e.seq,
      ts: e.ts,
      kind: e.kind,
      agent: e.agent ?? null,
      server_id: e.server_id ?? null,
      event: e.event,
      tool: e.tool ?? null,
      decision: e.decision,
      action: e.action,
      verdict: e.verdict ?? null,
      rules: e.rules,
      content_sha256: e.content_sha256 ?? null,
      prev: e.prev,
      hash: e.hash,
      api_key_id: auth.keyId,
      received_at: now,
    }));
    const stored = await insertLocalAuditEntries(c.env.DB, auth.tenantId, rows);
    return okResponse(c, { key_id: keyId, received: entries.length, stored, last_seq: entries[entries.length - 1]!.seq }, 201);
  });
}
