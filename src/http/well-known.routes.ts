import type { OpenAPIHono } from "@hono/zod-openapi";
import { ENGINE } from "../scan/index";
import type { AppEnv } from "./context";
import { keyRingFor } from "../receipts/key-ring";
import { fail } from "../errors/reasons";
import { logPublicKey } from "../services/tlog.service";

export function wellKnownRoutes(app: OpenAPIHono<AppEnv>) {
  // Public keys only; retired keys stay listed so receipts signed before a rotation still verify.
  app.get("/.well-known/jwks.json", async (c) => {
    const ring = await keyRingFor(c.env);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(ring.jwks);
  });

  // The transparency-log checkpoint key (docs/TRANSPARENCY.md): one Ed25519 key signs every tenant
  // log's checkpoints; a log's signed-note verifier key is this key named by the log's origin.
  app.get("/.well-known/tlog-key.json", async (c) => {
    const key = await logPublicKey(c.env);
    if (!key) return fail({ kind: "NotFound", what: "Transparency log key" });
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ ...key, origin_prefix: c.env.TLOG_ORIGIN_PREFIX || "agent-shield-edge", vkey: "<origin>+<hex key id>+<base64(0x01 || public key)> (C2SP signed-note); per log at GET /v2/log/{logId}" });
  });

  app.get("/health", (c) => c.json({ ok: true, engine: ENGINE }));

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "agent-shield-edge",
      version: "0.1.0",
      description:
        "Agent-Shield Protocol v0.1 scanning with signed receipts, and the Shield control plane. Errors use the envelope { ok: false, error: { type, message, ... }, meta: { requestId } }.",
    },
    security: [{ bearer: [] }],
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer", description: "API key (or send it as x-api-key)" });
}
