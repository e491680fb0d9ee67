// Mode, approval gating and manifest routes: derived from the declared operations (src/operations/config.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { CONFIG_OPERATIONS } from "../../operations/config";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function configRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, CONFIG_OPERATIONS);
}
