// Quarantine, UI integrity session and incident drill routes: derived from the declared
// operations (src/operations/shield-ops.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { SHIELD_OPS_OPERATIONS } from "../../operations/shield-ops";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function opsRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, SHIELD_OPS_OPERATIONS);
}
