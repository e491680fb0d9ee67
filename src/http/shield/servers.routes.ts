// Managed-server and sandbox routes: derived from the declared operations (src/operations/servers.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { SERVER_OPERATIONS } from "../../operations/servers";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function serverRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, SERVER_OPERATIONS);
}
