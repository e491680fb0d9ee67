// Gate your own Worker's state-changing routes with Shield (seed 003 §2, "HTTP mutation routes").
// Put it in front of a Hono app or route: every mutation is evaluated before the handler runs,
// and a refusal is answered with Shield's exact §13.1 envelope and status.
//
//   app.use("/api/*", shieldGate({ fetcher: env.SHIELD, apiKey: env.SHIELD_API_KEY }))
//
// It talks to a Shield deployment over a service binding (`fetcher`) or HTTPS (`endpoint`).
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";

export interface ShieldGateOptions {
  /** Service binding (or anything with fetch) to the Shield Worker. Preferred: no public hop. */
  fetcher?: { fetch(input: Request): Promise<Response> };
  /** Base URL of a Shield deployment, used when no fetcher is given. */
  endpoint?: string;
  /** An `agent` (or admin) API key of the tenant. A function lets it come from c.env. */
  apiKey: string | ((c: Context) => string);
  /** Manifest name for the call. Default "<METHOD> <route pattern>", e.g. "POST /tickets/:id". */
  toolName?: (c: Context) => string;
  /** The agent key the call is attributed to, when the gate calls with an admin key on behalf of callers. */
  agentKeyId?: (c: Context) => string | undefined;
  /** The caller's taint label (seed §5): Shield enforces it, it does not compute it. */
  taintLabel?: (c: Context) => "TAINTED" | "USER_CONFIRMED" | "SYSTEM_GENERATED" | "TRUSTED_SERVER" | undefined;
  /** What to hash into the record as the call's arguments. Default: the JSON body, if any. */
  arguments?: (c: Context) => Promise<unknown> | unknown;
  /**
   * Fail open when Shield cannot be reached (default false: fail closed with 503). Decide this in
   * advance (protocol §4): open only for low-risk routes.
   */
  failOpen?: boolean;
  timeoutMs?: number;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFUSAL_STATUSES = new Set([409, 412, 451]);

async function defaultArguments(c: Context): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json/i.test(c.req.header("content-type") ?? "")) return undefined;
  try {
    return await c.req.json(); // Hono caches the body: the route handler can still read it
  } catch {
    return undefined;
  }
}

function unavailable(c: Context): Response {
  return c.json(
    { ok: false, error: { type: "ShieldUnavailable", message: "The action gate could not be reached; the mutation was not performed" }, meta: {} },
    503,
  );
}

export function shieldGate(opts: ShieldGateOptions): MiddlewareHandler {
  if (!opts.fetcher && !opts.endpoint) throw new Error("shieldGate needs a fetcher (service binding) or an endpoint");
  const base = (opts.endpoint ?? "https://shield.internal").replace(/\/+$/, "");
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (SAFE_METHODS.has(method)) return next();
    const body: Record<string, unknown> = {
      surface: "http",
      method,
      // The pattern of the route that will answer (e.g. /tickets/:id), not this middleware's own.
      route: routePath(c, -1) || c.req.path,
      isMutation: true,
    };
    if (opts.toolName) body.toolName = opts.toolName(c);
    const agentKeyId = opts.agentKeyId?.(c);
    if (agentKeyId) body.agentKeyId = agentKeyId;
    const taint = opts.taintLabel?.(c);
    if (taint) body.taintLabel = taint;
    const args = await (opts.arguments ?? defaultArguments)(c);
    if (args !== undefined) body.arguments = args;

    const headers: Record<string, string> = {
      authorization: `Bearer ${typeof opts.apiKey === "function" ? opts.apiKey(c) : opts.apiKey}`,
      "content-type": "application/json",
    };
    const token = c.req.header("x-shield-approval-token");
    if (token) headers["x-shield-approval-token"] = token;
    const req = new Request(`${base}/v1/shield/evaluate`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });

    let res: Response;
    try {
      res = opts.fetcher ? await opts.fetcher.fetch(req) : await fetch(req, { redirect: "manual" });
    } catch {
      return opts.failOpen ? next() : unavailable(c);
    }
    if (res.status === 200) {
      c.header("x-shield-decision-id", ((await res.json()) as { data?: { decision?: { decision_id?: string } } }).data?.decision?.decision_id ?? "");
      return next();
    }
    if (REFUSAL_STATUSES.has(res.status)) {
      // A Shield refusal is a decision: pass the envelope through untouched (type, decisionId, …).
      return new Response(res.body, { status: res.status, headers: { "content-type": "application/json" } });
    }
    // Auth, rate-limit or server errors from Shield are not decisions about this call.
    return opts.failOpen ? next() : unavailable(c);
  };
}
