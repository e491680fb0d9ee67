// POST /v1/shield/audit/forward: local audit entries shipped by the CLI (`--local` hooks and
// mcp-proxy, `agent-shield log forward`); checked and stored by src/services/local-audit.service.ts.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { AuditForwardInputSchema } from "../schemas/local-audit";
import { acceptForwardedEntries } from "../services/local-audit.service";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { okResponse } from "./envelope";
import { errorResponses } from "./openapi-common";

const forwardRoute = createRoute({
  method: "post",
  path: "/v1/shield/audit/forward",
  summary: "Accept signed local audit entries from the CLI (hooks and mcp-proxy in --local mode)",
  description:
    "Each entry's hash and Ed25519 signature are verified against `public_key`, and the batch must chain (prev = previous hash, consecutive seq). Stores hashes, decisions and rule ids only. Entries already received for the same key and seq are ignored. Roles: owner, admin, agent.",
  middleware: [requireRole("owner", "admin", "agent"), jsonBody(262_144)] as const,
  request: { body: { required: true, content: { "application/json": { schema: AuditForwardInputSchema } } } },
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

export function auditRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(forwardRoute, async (c) => okResponse(c, await acceptForwardedEntries(c.env, c.get("auth"), c.req.valid("json")), 201));
}
