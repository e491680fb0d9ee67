// Approval routes: derived from the declared operations (src/operations/approvals.ts).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { APPROVAL_OPERATIONS } from "../../operations/approvals";
import type { AppEnv } from "../context";
import { mountOperations } from "../operations";

export function approvalRoutes(app: OpenAPIHono<AppEnv>) {
  mountOperations(app, APPROVAL_OPERATIONS);
}
