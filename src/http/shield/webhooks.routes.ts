// Webhook endpoint and delivery-log routes: derived from the declared operations (src/operations/webhooks.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { WEBHOOK_OPERATIONS } from "../../operations/webhooks";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function webhookRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, WEBHOOK_OPERATIONS);
}
