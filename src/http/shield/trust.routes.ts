// Trust-registry routes: derived from the declared operations (src/operations/trust.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { TRUST_OPERATIONS } from "../../operations/trust";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function trustRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, TRUST_OPERATIONS);
}
