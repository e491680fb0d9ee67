// Gateway policy and tool-pin routes: derived from the declared operations (src/operations/gateway.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { GATEWAY_OPERATIONS } from "../../operations/gateway";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function gatewayRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, GATEWAY_OPERATIONS);
}
