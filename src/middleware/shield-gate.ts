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
  /**
   * Record what the gate did (proceed, proceed_with_flag, block) against the decision it acted on,
   * after the response, never delaying it (conformance level 3). Default true.
   */
  recordEnforcement?: boolean;
  /** The actor named in enforcement records. Default "shieldGate". */
  actor?: string;
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

function decisionIdOf(envelope: string): string | undefined {
  try {
    const id = (JSON.parse(envelope) as { error?: { decisionId?: unknown } }).error?.decisionId;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** waitUntil where the runtime has one (Workers); elsewhere the promise simply runs on. */
function afterResponse(c: Context, p: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
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

    const send = (r: Request) => (opts.fetcher ? opts.fetcher.fetch(r) : fetch(r, { redirect: "manual" }));
    let res: Response;
    try {
      res = await send(req);
    } catch {
      return opts.failOpen ? next() : unavailable(c);
    }
    const record = (decisionId: string | undefined, action: "proceed" | "proceed_with_flag" | "block") => {
      if (opts.recordEnforcement === false || !decisionId) return;
      const sent = send(new Request(`${base}/v1/shield/decisions/${encodeURIComponent(decisionId)}/enforcement`, {
        method: "POST",
        headers: { authorization: headers.authorization!, "content-type": "application/json" },
        body: JSON.stringify({ action, actor: opts.actor ?? "shieldGate" }),
      })).then(
        (r) => void r.body?.cancel(),
        () => undefined, // a lost record never fails the request it describes
      );
      afterResponse(c, sent);
    };
    if (res.status === 200) {
      const decision = ((await res.json()) as { data?: { decision?: { decision_id?: string; details?: { would_have?: unknown } } } }).data?.decision;
      c.header("x-shield-decision-id", decision?.decision_id ?? "");
      await next();
      // Observe mode lets a call through that enforcement would refuse: that is a flagged proceed.
      record(decision?.decision_id, decision?.details?.would_have ? "proceed_with_flag" : "proceed");
      return;
    }
    if (REFUSAL_STATUSES.has(res.status)) {
      // A Shield refusal is a decision: pass the envelope through untouched (type, decisionId, …).
      const text = await res.text();
      record(decisionIdOf(text), "block");
      return new Response(text, { status: res.status, headers: { "content-type": "application/json" } });
    }
    // Auth, rate-limit or server errors from Shield are not decisions about this call.
    return opts.failOpen ? next() : unavailable(c);
  };
}
