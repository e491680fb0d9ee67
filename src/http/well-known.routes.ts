import type { OpenAPIHono } from "@hono/zod-openapi";
import { ENGINE } from "../scan/index";
import type { AppEnv } from "./context";
import { keyRingFor } from "../receipts/key-ring";

export function wellKnownRoutes(app: OpenAPIHono<AppEnv>) {
  // Public keys only; retired keys stay listed so receipts signed before a rotation still verify.
  app.get("/.well-known/jwks.json", async (c) => {
    const ring = await keyRingFor(c.env);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(ring.jwks);
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
