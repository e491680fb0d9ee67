// The HTTP channel of the declared admin operations (src/operations/): each becomes one OpenAPI
// route with the operation's roles, body cap, schemas and statuses, answered by one result mapping.
import { createRoute, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { HonoRequest } from "hono";
import { OK_STATUSES, type Operation } from "../operations/operation";
import { requireRole } from "./auth";
import { jsonBody } from "./body";
import type { AppEnv } from "./context";
import { resultResponse } from "./envelope";
import { errorResponses, okEnvelope } from "./openapi-common";

type ValidatedParts = { param: Record<string, unknown>; query: Record<string, unknown>; json: Record<string, unknown> };

export function operationRoute(op: Operation): RouteConfig {
  const h = op.http;
  const responses: RouteConfig["responses"] = {};
  for (const status of OK_STATUSES) {
    const ok = h.ok[status];
    if (ok) responses[status] = { description: ok.description, content: okEnvelope(ok.schema) };
  }
  const request: NonNullable<RouteConfig["request"]> = {};
  if (h.params) request.params = h.params;
  if (h.query) request.query = h.query;
  if (h.body) request.body = { required: true, content: { "application/json": { schema: h.body } } };
  return createRoute({
    method: h.method,
    path: h.path,
    summary: h.summary,
    description: h.description,
    middleware: h.body ? [requireRole(...op.roles), jsonBody(h.bodyLimit ?? 8192)] : [requireRole(...op.roles)],
    ...(Object.keys(request).length ? { request } : {}),
    responses: { ...responses, ...errorResponses(...h.errors) },
  });
}

/** Mounts operations in the order given (the OpenAPI document lists paths in mounting order). */
export function mountOperations(app: OpenAPIHono<AppEnv>, ops: readonly Operation[]): void {
  for (const op of ops) {
    app.openapi(operationRoute(op), async (c) => {
      // The route is built at runtime, so its validated parts are typed here rather than inferred.
      const req = c.req as unknown as HonoRequest<string, ValidatedParts>;
      const parts = {
        params: op.http.params ? req.valid("param") : {},
        query: op.http.query ? req.valid("query") : {},
        body: op.http.body ? req.valid("json") : {},
      };
      const input = op.http.toInput ? op.http.toInput(parts) : { ...parts.params, ...parts.query, ...parts.body };
      const result = await op.run({ env: c.env, auth: c.get("auth"), requestId: c.get("requestId") }, input);
      return resultResponse(c, op, result);
    });
  }
}
