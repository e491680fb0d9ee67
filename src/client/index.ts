// `agent-shield-edge/client`: a typed client for the REST API, generated from the OpenAPI document
// (src/client/openapi.ts, `npm run client:generate`) and built on openapi-fetch. Paths, bodies and
// answers are checked by the compiler: `client.POST("/v2/scan", { body })` knows the protocol shape.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./openapi";

export type { components, operations, paths };
export type ShieldClient = Client<paths>;

export interface ShieldClientOptions {
  /** The deployment's base URL, e.g. http://127.0.0.1:8787 for `npm run dev`. */
  baseUrl: string;
  /** An API key (sent as Authorization: Bearer). */
  apiKey: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: ClientOptions["fetch"];
  headers?: Record<string, string>;
}

export function createShieldClient(o: ShieldClientOptions): ShieldClient {
  return createClient<paths>({
    baseUrl: o.baseUrl.replace(/\/+$/, ""),
    headers: { authorization: `Bearer ${o.apiKey}`, ...(o.headers ?? {}) },
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
}

/** The error envelope every route but /v2/scan answers with on failure. */
export interface ShieldErrorBody {
  ok: false;
  error: { type: string; message: string; [k: string]: unknown };
  meta: { requestId: string };
}

export class ShieldApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ShieldErrorBody | undefined,
  ) {
    super(body?.error ? `${body.error.type}: ${body.error.message}` : `Shield answered ${status}`);
    this.name = "ShieldApiError";
  }
}

/** `data` of an openapi-fetch answer, or a ShieldApiError carrying the error envelope. */
export function unwrap<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data !== undefined && r.response.ok) return r.data;
  throw new ShieldApiError(r.response.status, r.error as ShieldErrorBody | undefined);
}
