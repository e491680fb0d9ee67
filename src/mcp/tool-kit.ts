// A small table-driven tool layer over the SDK's low-level Server. We use the low-level request
// handlers (not McpServer.registerTool) because McpServer turns every thrown error into an
// `isError` tool result, and Shield refusals must reach the client as JSON-RPC errors (seed §13.2).
import { McpError, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Role } from "../db/keys.repo";
import { AppError } from "../errors/reasons";
import { toWire } from "../errors/wire";
import type { AuthContext } from "../auth/context";
import { failureOf, payloadOf, type Operation } from "../operations/operation";
import { toJsonRpcError, type AdminError, type Reason } from "../policy/index";
import type { Result } from "../policy/result";

export interface ToolContext {
  env: Env;
  auth: AuthContext;
  requestId: string;
}

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  input: z.ZodType;
  roles: readonly Role[];
  run(ctx: ToolContext, args: any): Promise<CallToolResult>;
}

export const jsonResult = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  structuredContent: value as Record<string, unknown>,
});

const errorResult = (type: string, message: string, extra: Record<string, unknown> = {}): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify({ type, message, ...extra }) }],
  structuredContent: { error: { type, message, ...extra } },
  isError: true,
});

/** The one Result → tool-result mapping for declared operations: the same payload and error type as HTTP. */
export function operationResult(op: Operation, result: Result<unknown, AdminError>): CallToolResult {
  if (!result.ok) {
    const f = failureOf(result.error);
    return errorResult(f.type, f.message, f.extra ?? {});
  }
  return jsonResult(payloadOf(op, result.value).data);
}

/** A declared operation as a tool of Shield's own MCP server. */
export const operationTool = (op: Operation): ToolDef => ({
  name: op.name,
  title: op.title,
  description: op.description,
  annotations: op.annotations,
  input: op.input,
  roles: op.roles,
  run: async (ctx, args) => operationResult(op, await op.run(ctx, args)),
});

/** A Shield refusal, thrown so the server answers with the §13.2 JSON-RPC error. */
export class ShieldRefusal extends McpError {
  constructor(reason: Reason) {
    const e = toJsonRpcError(reason);
    super(e.code, e.message, e.data);
  }
}

export function toolList(defs: readonly ToolDef[]): Tool[] {
  return defs.map((d) => {
    const { $schema: _s, ...inputSchema } = z.toJSONSchema(d.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    return {
      name: d.name,
      title: d.title,
      description: d.description,
      inputSchema: inputSchema as Tool["inputSchema"],
      annotations: { title: d.title, ...d.annotations },
    };
  });
}

/**
 * Runs one tool. Input and permission problems are tool errors the model can read and correct;
 * Shield refusals propagate as JSON-RPC errors; anything unexpected is a generic error carrying
 * the request id, never its message.
 */
export async function runTool(defs: readonly ToolDef[], ctx: ToolContext, name: string, raw: unknown): Promise<CallToolResult> {
  const def = defs.find((d) => d.name === name);
  if (!def) throw new McpError(-32602, `Unknown tool: ${name}`);
  if (!def.roles.includes(ctx.auth.role)) {
    return errorResult("Forbidden", `${name} needs one of the roles: ${def.roles.join(", ")}`);
  }
  const parsed = def.input.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return errorResult("ValidationFailed", `Invalid arguments: ${issues.map((i) => `${i.path || "arguments"}: ${i.message}`).join("; ")}`, { issues });
  }
  try {
    return await def.run(ctx, parsed.data);
  } catch (err) {
    if (err instanceof McpError) throw err;
    if (err instanceof AppError) {
      const w = toWire(err.reason);
      return errorResult(w.type, w.message, w.extra ?? {});
    }
    console.error(JSON.stringify({ level: "error", requestId: ctx.requestId, tool: name, name: (err as Error)?.name }));
    return errorResult("InternalError", `Internal error; quote requestId ${ctx.requestId}`, { requestId: ctx.requestId });
  }
}
