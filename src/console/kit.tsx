// What every console page uses: the tenant's authority, Post/Redirect/Get with a flash, rendering
// with the tenant's mode in the header, and the actor check. Pages import this, never app.tsx,
// so the route table and its pages do not import each other.
import { type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { failureOf, payloadOf, type Operation } from "../operations/operation";
import { tenantAuthority, type TenantShieldApi } from "../services/authority";
import { canAct, type ConsoleEnv } from "./context";
import { doc, Page, type PageProps } from "./layout";

export type C = Context<ConsoleEnv>;
export type Flash = { kind: "ok" | "error"; text: string };


export function shield(c: C): { tenantId: string; stub: TenantShieldApi } {
  const tenantId = c.get("session").tenantId;
  return { tenantId, stub: tenantAuthority(c.env, tenantId) };
}

const flashCookie = (c: C) => (new URL(c.req.url).protocol === "https:" ? "__Host-shield_console_flash" : "shield_console_flash");

/** Post/Redirect/Get: the outcome travels in a one-minute HttpOnly cookie, never in the URL. */
export function redirectWith(c: C, to: string, flash?: Flash): Response {
  if (flash) {
    setCookie(c, flashCookie(c), encodeURIComponent(JSON.stringify(flash)), {
      httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Strict", path: "/", maxAge: 60,
    });
  }
  return c.redirect(to, 303);
}

function takeFlash(c: C): Flash | null {
  const raw = getCookie(c, flashCookie(c));
  if (!raw) return null;
  deleteCookie(c, flashCookie(c), { path: "/", secure: new URL(c.req.url).protocol === "https:" });
  try {
    const f = JSON.parse(decodeURIComponent(raw)) as Flash;
    return (f.kind === "ok" || f.kind === "error") && typeof f.text === "string" ? { kind: f.kind, text: f.text.slice(0, 500) } : null;
  } catch {
    return null;
  }
}

/** Renders a signed-in page with the tenant's mode in the header (the most important fact, seed §3). */
export async function render(c: C, props: Omit<PageProps, "session" | "mode">, status: ContentfulStatusCode = 200): Promise<Response> {
  const session = c.get("session");
  const mode = session ? (await shield(c).stub.capabilities(session.tenantId)).settings.mode : undefined;
  const flash = props.flash === undefined ? takeFlash(c) : props.flash;
  return c.html(doc(<Page {...props} session={session} {...(mode ? { mode } : {})} flash={flash} />), status);
}

/** For handlers that change state: owners and admins only. Returns a response to send if refused. */
export function refuseUnlessActor(c: C): Promise<Response> | null {
  if (canAct(c.get("session").role)) return null;
  return render(c, { title: "Not allowed", flash: { kind: "error", text: "Your key's role can read but not act. Sign in with an owner or admin key." } }, 403);
}

export interface ConsoleAction<O> {
  /** The page to return to (Post/Redirect/Get). */
  back: string;
  /** The flash on success, from the operation's payload. */
  done: (data: O) => string | Promise<string>;
  /** Friendlier words than "<entity> not found" for a target that vanished meanwhile. */
  notFound?: string;
}

/**
 * The console channel of a declared operation: its roles (the console's read-only note for the
 * rest), its input schema and its Result — the same checks and errors as the HTTP route and the
 * MCP tool. Answers the payload, or the response that reports why there is none.
 */
export async function runConsoleOperation<O>(
  c: C,
  op: Operation<any, any>,
  raw: unknown,
  back: string,
  notFound?: string,
): Promise<{ ok: true; data: O } | { ok: false; response: Response | Promise<Response> }> {
  const session = c.get("session");
  if (!op.roles.includes(session.role)) {
    return { ok: false, response: render(c, { title: "Not allowed", flash: { kind: "error", text: "Your key's role can read but not act. Sign in with an owner or admin key." } }, 403) };
  }
  const parsed = op.input.safeParse(raw);
  if (!parsed.success) return { ok: false, response: redirectWith(c, back, { kind: "error", text: parsed.error.issues.map((i) => i.message).join("; ") }) };
  const result = await op.run({ env: c.env, auth: c.get("auth"), requestId: c.get("requestId") }, parsed.data);
  if (!result.ok) {
    const text = result.error.kind === "NotFound" && notFound ? notFound : failureOf(result.error).message;
    return { ok: false, response: redirectWith(c, back, { kind: "error", text }) };
  }
  return { ok: true, data: payloadOf(op, result.value).data as O };
}

/** A form post that runs an operation and reports the outcome as a flash (Post/Redirect/Get). */
export async function consoleAction<O>(c: C, op: Operation<any, any>, raw: unknown, action: ConsoleAction<O>): Promise<Response> {
  const r = await runConsoleOperation<O>(c, op, raw, action.back, action.notFound);
  if (!r.ok) return r.response;
  return redirectWith(c, action.back, { kind: "ok", text: await action.done(r.data) });
}
