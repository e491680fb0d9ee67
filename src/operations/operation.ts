// What an admin operation is: declared once (name, input, roles, annotations, HTTP address, run),
// so the HTTP route, the MCP tool and the console action are derived and cannot drift apart.
import type { z } from "zod";
import type { AuthContext } from "../auth/context";
import type { Role } from "../db/keys.repo";
import { adminErrorToHttp, type AdminError } from "../policy/reasons";
import type { Result } from "../policy/result";

export interface OpContext {
  env: Env;
  auth: AuthContext;
  requestId: string;
}

export type ToolAnnotations = { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
export const READ: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** Create-or-replace: running it twice with the same input leaves the same state. */
export const PUT: ToolAnnotations = { ...WRITE, idempotentHint: true };

export const ALL_ROLES: readonly Role[] = ["owner", "admin", "agent", "auditor"];
export const WRITERS: readonly Role[] = ["owner", "admin"];
export const READERS: readonly Role[] = ["owner", "admin", "auditor"];

/** A create-or-replace outcome: the payload, and whether it was new (HTTP answers 201, else 200). */
export type Upsert<T> = { readonly value: T; readonly created: boolean };

export const OK_STATUSES = [200, 201, 202] as const;
export type OkStatus = (typeof OK_STATUSES)[number];
type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
type ZodObj = z.ZodObject<z.ZodRawShape>;

export interface HttpBinding<I> {
  method: HttpMethod;
  /** OpenAPI path syntax (`{param}`). */
  path: string;
  summary: string;
  description: string;
  params?: ZodObj;
  query?: ZodObj;
  body?: z.ZodType;
  /** Byte cap for the JSON body (required with `body`). */
  bodyLimit?: number;
  /** Success statuses with their data schema; an upsert operation lists 200 and 201, a queued one 202. */
  ok: Partial<Record<OkStatus, { description: string; schema: z.ZodType }>>;
  errors: readonly number[];
  /** How the validated request parts become the operation's input; default: params, query and body merged. */
  toInput?: (parts: { params: any; query: any; body: any }) => I;
}

export interface Operation<I = any, O = any> {
  /** The MCP tool name (snake_case verb first). */
  name: string;
  title: string;
  /** What an MCP client reads to decide whether to call it. */
  description: string;
  roles: readonly Role[];
  annotations: ToolAnnotations;
  /** The operation's input, and the MCP tool's arguments. */
  input: z.ZodType<I>;
  /** `run` answers `Upsert<payload>` (see `payloadOf`). */
  upsert?: true;
  http: HttpBinding<I>;
  run(ctx: OpContext, input: I): Promise<Result<O, AdminError>>;
}

export const defineOperation = <I, O>(op: Operation<I, O>): Operation<I, O> => op;

/** What every channel shows on success, and the HTTP status that goes with it. */
export function payloadOf(op: Operation, value: unknown): { data: unknown; status: OkStatus } {
  if (op.upsert) {
    const u = value as Upsert<unknown>;
    return { data: u.value, status: u.created ? 201 : 200 };
  }
  return { data: value, status: OK_STATUSES.find((s) => op.http.ok[s]) ?? 200 };
}

/** The one description of a failed operation, shared by every channel. */
export const failureOf = (e: AdminError) => adminErrorToHttp(e);
