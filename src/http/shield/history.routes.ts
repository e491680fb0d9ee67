// Decision-record, enforcement-report and event routes: derived from the declared operations (src/operations/history.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { HISTORY_OPERATIONS } from "../../operations/history";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function historyRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, HISTORY_OPERATIONS);
}
