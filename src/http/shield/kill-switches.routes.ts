// Kill-switch routes: derived from the declared operations (src/operations/kill-switches.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { KILL_SWITCH_OPERATIONS } from "../../operations/kill-switches";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function killSwitchRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, KILL_SWITCH_OPERATIONS);
}
