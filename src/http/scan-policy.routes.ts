// Scan-policy routes: derived from the declared operations (src/operations/scan-policy.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { SCAN_POLICY_OPERATIONS } from "../operations/scan-policy";
import type { AppEnv } from "./context";
import { mountOperations } from "./operations";

export function scanPolicyRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, SCAN_POLICY_OPERATIONS);
}
