import { OpenAPIHono } from "@hono/zod-openapi";
import { consoleRoutes } from "../console/app";
import { AppError } from "../errors/reasons";
import { INTERNAL_ERROR, toWire } from "../errors/wire";
import { newId } from "../util/ids";
import type { AppEnv } from "./context";
import { errorResponse } from "./envelope";
import { keysRoutes } from "./keys.routes";
import { logRoutes } from "./log.routes";
import { allowedMethods } from "./methods";
import { auditRoutes } from "./audit.routes";
import { receiptsRoutes } from "./receipts.routes";
import { mcpRoutes } from "../mcp/mcp.routes";
import { scanPolicyRoutes } from "./scan-policy.routes";
import { scanRoutes } from "./scan.routes";
import { commonsRoutes } from "./commons.routes";
import { commonsOperatorRoutes } from "./commons-operator.routes";
import { approvalRoutes } from "./shield/approvals.routes";
import { configRoutes } from "./shield/config.routes";
import { evaluateRoutes } from "./shield/evaluate.routes";
import { gatewayRoutes } from "./shield/gateway.routes";
import { historyRoutes } from "./shield/history.routes";
import { killSwitchRoutes } from "./shield/kill-switches.routes";
import { opsRoutes } from "./shield/ops.routes";
import { samplingRoutes } from "./shield/sampling.routes";
import { serverRoutes } from "./shield/servers.routes";
import { trustRoutes } from "./shield/trust.routes";
import { webhookRoutes } from "./shield/webhooks.routes";
import { validationHook } from "./validation";
import { wellKnownRoutes } from "./well-known.routes";

export function createApp() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });

  app.use("*", async (c, next) => {
    const requestId = newId("req");
    c.set("requestId", requestId);
    await next();
    c.header("x-request-id", requestId);
  });

  scanRoutes(app);
  scanPolicyRoutes(app);
  receiptsRoutes(app);
  auditRoutes(app);
  logRoutes(app);
  keysRoutes(app);
  configRoutes(app);
  evaluateRoutes(app);
  killSwitchRoutes(app);
  approvalRoutes(app);
  historyRoutes(app);
  gatewayRoutes(app);
  trustRoutes(app);
  serverRoutes(app);
  samplingRoutes(app);
  opsRoutes(app);
  webhookRoutes(app);
  commonsRoutes(app);
  commonsOperatorRoutes(app);
  wellKnownRoutes(app);
  mcpRoutes(app);
  consoleRoutes(app);

  app.notFound((c) => {
    const allow = allowedMethods(app.routes, c.req.path);
    return errorResponse(c, toWire(allow.length ? { kind: "MethodNotAllowed", allow } : { kind: "RouteNotFound" }));
  });

  app.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(c, toWire(err.reason));
    // Unknown errors are ours: operators get the stack (message capped, since a message can quote
    // input), the caller gets a generic message and the request id — never the cause.
    const e = err as Error;
    const frames = (e?.stack ?? "").split("\n").slice(1, 12).join("\n");
    console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), name: e?.name, message: String(e?.message ?? "").slice(0, 200), frames }));
    return errorResponse(c, INTERNAL_ERROR);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
