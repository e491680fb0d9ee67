import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError, fail } from "../errors/reasons";
import { toWire } from "../errors/wire";
import { jsonShapeViolation } from "../util/json-shape";
import { JSONRPC_DENIED } from "../policy/reasons";
import { allowLoopback } from "../webhooks/consumer";
import { assertRole, authenticate } from "../http/auth";
import { gatewayContextForTenant } from "../services/gate.service";
import { createGatewayServer, createHandshakeServer } from "./gateway/server";
import type { AppEnv } from "../http/context";
import { rejectForeignHost } from "./host-check";
import { createShieldMcpServer } from "./shield-server";

const MAX_MCP_BODY = 4 * 1024 * 1024 + 65_536;
/**
 * Only acting needs a credential: discovery (initialize, ping, tools/list) is public, as the tool
 * list is the same for everyone, and unknown methods get the server's own "method not found".
 */
const CREDENTIALED_METHODS = new Set(["tools/call"]);

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function resourceMetadataUrl(req: Request): string {
  return `${new URL(req.url).origin}/.well-known/oauth-protected-resource`;
}

/** 401 with the RFC 9728 pointer, so a client can discover how to authenticate. */
function authRequired(req: Request): Response {
  return jsonRpcError(401, -32001, "Authentication required: send Authorization: Bearer <API key>", {
    "WWW-Authenticate": `Bearer realm="agent-shield-edge", resource_metadata="${resourceMetadataUrl(req)}"`,
  });
}

/** The first tools/call in a request (single or batch): what an unreachable authority refuses. */
function firstToolCall(body: unknown): { name: string; arguments: unknown } | null {
  for (const m of Array.isArray(body) ? body : [body]) {
    const msg = m as { method?: unknown; params?: { name?: unknown; arguments?: unknown } } | null;
    if (msg?.method === "tools/call" && typeof msg.params?.name === "string") return { name: msg.params.name, arguments: msg.params.arguments ?? null };
  }
  return null;
}

/** Fail closed on MCP: each request in the body gets the gate's refusal, quoting the recorded event. */
function unavailableRpc(body: unknown, eventId: string | undefined): Response {
  const error = { code: JSONRPC_DENIED, message: "The action gate could not be reached; treat the action as not permitted and retry later", data: { type: "ShieldUnavailable", ...(eventId ? { eventId } : {}) } };
  const msgs = (Array.isArray(body) ? body : [body]).filter((m) => m && typeof m === "object" && "id" in (m as object));
  const out = msgs.map((m) => ({ jsonrpc: "2.0", id: (m as { id: unknown }).id, error }));
  return new Response(JSON.stringify(Array.isArray(body) ? out : (out[0] ?? { jsonrpc: "2.0", id: null, error })), { status: 200, headers: { "content-type": "application/json", "Retry-After": "1" } });
}

function methodsOf(body: unknown): string[] {
  const msgs = Array.isArray(body) ? body : [body];
  return msgs.map((m) => (m && typeof m === "object" && typeof (m as { method?: unknown }).method === "string" ? (m as { method: string }).method : ""));
}

async function readBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_MCP_BODY) return fail({ kind: "PayloadTooLarge", limitBytes: MAX_MCP_BODY });
  const text = await req.text();
  if (text.length > MAX_MCP_BODY) return fail({ kind: "PayloadTooLarge", limitBytes: MAX_MCP_BODY });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined; // the transport answers a parse error itself
  }
  const shape = jsonShapeViolation(parsed);
  if (shape !== null) return fail({ kind: "ValidationFailed", issues: [{ path: shape.path, message: shape.message }] });
  return parsed;
}

/**
 * Platform errors on the MCP endpoints (bad credentials, wrong role, oversized or over-nested
 * bodies) answer as JSON-RPC error objects — what an MCP client can parse — with the HTTP status
 * kept and the same type and details as the REST envelope.
 */
function asJsonRpc(handler: (c: Context<AppEnv>) => Promise<Response>): (c: Context<AppEnv>) => Promise<Response> {
  return async (c) => {
    try {
      return await handler(c);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const w = toWire(err.reason);
      const code = w.status === 401 ? -32001 : w.status === 400 || w.status === 413 || w.status === 415 ? -32600 : -32000;
      const body = { jsonrpc: "2.0", id: null, error: { code, message: w.message, data: { type: w.type, ...(w.extra ?? {}) } } };
      const headers: Record<string, string> = { "content-type": "application/json", ...(w.headers ?? {}) };
      if (w.status === 401) headers["WWW-Authenticate"] = `Bearer realm="agent-shield-edge", resource_metadata="${resourceMetadataUrl(c.req.raw)}"`;
      return new Response(JSON.stringify(body), { status: w.status, headers });
    }
  };
}

async function handle(c: Context<AppEnv>): Promise<Response> {
  const foreign = rejectForeignHost(c.req.raw, c.env);
  if (foreign) return jsonRpcError(403, -32000, foreign);

  const auth = await authenticate(c);
  let parsedBody: unknown;
  if (c.req.method === "POST") {
    parsedBody = await readBody(c.req.raw);
    if (!auth && methodsOf(parsedBody).some((m) => CREDENTIALED_METHODS.has(m))) {
      return authRequired(c.req.raw);
    }
  }
  const ctx = auth ? { env: c.env, auth, requestId: c.get("requestId") } : null;
  const server = createShieldMcpServer(ctx);
  // Stateless: a new server and transport per request; JSON responses, no session to keep.
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(c.req.raw, parsedBody === undefined ? {} : { parsedBody });
}

/** Only the handshake is anonymous on the gateway: listing tools reaches the tenant's upstream. */
const GATEWAY_ANONYMOUS = new Set(["initialize", "notifications/initialized", "ping", "notifications/cancelled"]);

async function handleGateway(c: Context<AppEnv>): Promise<Response> {
  const foreign = rejectForeignHost(c.req.raw, c.env);
  if (foreign) return jsonRpcError(403, -32000, foreign);
  const auth = await authenticate(c);
  const parsedBody = await readBody(c.req.raw);
  if (!auth && methodsOf(parsedBody).some((m) => !GATEWAY_ANONYMOUS.has(m))) {
    return authRequired(c.req.raw);
  }
  const serverId = c.req.param("serverId") ?? "";
  let server;
  if (auth) {
    assertRole(auth, ["owner", "admin", "agent"]);
    let ctx;
    try {
      ctx = await gatewayContextForTenant(c.env, auth, serverId, firstToolCall(parsedBody));
    } catch (err) {
      if (err instanceof AppError && err.reason.kind === "ShieldUnavailable") return unavailableRpc(parsedBody, err.reason.eventId);
      throw err;
    }
    if (!ctx) return jsonRpcError(404, -32602, "No managed server with this id in your tenant");
    server = createGatewayServer({ env: c.env, auth, ...ctx, allowLoopbackHttp: allowLoopback(c.env) });
  } else {
    server = createHandshakeServer();
  }
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(c.req.raw, parsedBody === undefined ? {} : { parsedBody });
}

export function mcpRoutes(app: OpenAPIHono<AppEnv>) {
  app.post("/mcp/servers/:serverId", asJsonRpc(handleGateway));
  app.on(["GET", "DELETE"], "/mcp/servers/:serverId", (c) => jsonRpcError(405, -32000, "Method not allowed: the gateway is stateless; POST JSON-RPC messages", { Allow: "POST" }));
  app.post("/mcp", asJsonRpc(handle));
  // Stateless server: no standalone SSE stream to GET (it would hold a Worker open for nothing)
  // and no session to DELETE. The transport spec allows 405 for both.
  app.on(["GET", "DELETE"], "/mcp", (c) => {
    const foreign = rejectForeignHost(c.req.raw, c.env);
    if (foreign) return jsonRpcError(403, -32000, foreign);
    return jsonRpcError(405, -32000, "Method not allowed: this server is stateless; POST JSON-RPC messages to /mcp", { Allow: "POST" });
  });

  // RFC 9728: where a client learns how to authenticate to /mcp (API keys as bearer tokens).
  app.get("/.well-known/oauth-protected-resource", (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json({
      resource: `${origin}/mcp`,
      resource_name: "agent-shield-edge",
      bearer_methods_supported: ["header"],
      resource_documentation: `${origin}/openapi.json`,
    });
  });
}
