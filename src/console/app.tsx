import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors/reasons";
import { toWire } from "../errors/wire";
import type { AppEnv } from "../http/context";
import { SCRIPT } from "./assets/script";
import { STYLES } from "./assets/styles";
import type { ConsoleEnv } from "./context";
import { render, type C } from "./kit";
import { doc, Page } from "./layout";
import { loginRoutes } from "./pages/login";
import { crossOrigin, readForm, securityHeaders, tokenMatches } from "./security";
import { currentSession, signOut } from "./session";
import { approvalPages } from "./pages/approvals";
import { killSwitchPages } from "./pages/kill-switches";
import { decisionPages } from "./pages/decisions";
import { posturePages } from "./pages/posture";
import { trustPages } from "./pages/trust";
import { receiptPages } from "./pages/receipts";
import { playgroundPages } from "./pages/playground";

// The operator console (issue 8, docs/CONSOLE.md): server-rendered pages over the same DO RPC
// surface and repositories the API uses, so the console can never disagree with the API.

/** Forms are small except the playground's pasted content (the scan limit plus encoding slack). */
const FORM_LIMIT = 64 * 1024;
const PLAYGROUND_FORM_LIMIT = 3 * 1024 * 1024 + 4096;

export function consoleRoutes(app: OpenAPIHono<AppEnv>) {
  const ui = new Hono<ConsoleEnv>();
  ui.use("*", securityHeaders);

  const asset = (body: string, type: string) => (c: C) =>
    c.body(body, 200, { "content-type": type, "cache-control": "public, max-age=300" });
  ui.get("/assets/console.css", asset(STYLES, "text/css; charset=utf-8"));
  ui.get("/assets/console.js", asset(SCRIPT, "text/javascript; charset=utf-8"));

  loginRoutes(ui);

  ui.use("*", async (c, next) => {
    const session = await currentSession(c);
    const mutating = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (!session) {
      if (!mutating) return c.redirect("/console/login", 303);
      return c.html(doc(<Page title="Signed out" flash={{ kind: "error", text: "Your session has ended. Sign in again; nothing was changed." }} />), 401);
    }
    c.set("session", session);
    c.set("auth", { tenantId: session.tenantId, keyId: session.keyId, role: session.role });
    const { success } = await c.env.RATE_LIMITER.limit({ key: session.keyId });
    if (!success) return render(c, { title: "Slow down", flash: { kind: "error", text: "This key is over its request budget; wait a minute." } }, 429);
    if (mutating) {
      const refused = { title: "Request refused", flash: { kind: "error" as const, text: "This form was not sent from the console (CSRF check failed). Reload the page and try again." } };
      if (crossOrigin(c)) return render(c, refused, 403);
      const form = await readForm(c, c.req.path === "/console/playground" ? PLAYGROUND_FORM_LIMIT : FORM_LIMIT);
      if (!form) return render(c, { title: "Request refused", flash: { kind: "error", text: "The form was empty, too large or not a form." } }, 400);
      if (!tokenMatches(form._csrf, session.csrf)) return render(c, refused, 403);
      c.set("form", form);
    }
    await next();
  });

  ui.post("/logout", async (c) => {
    await signOut(c);
    return c.redirect("/console/login", 303);
  });

  approvalPages(ui);
  killSwitchPages(ui);
  decisionPages(ui);
  posturePages(ui);
  trustPages(ui);
  receiptPages(ui);
  playgroundPages(ui);

  ui.onError(async (err, c) => {
    if (err instanceof AppError) {
      const w = toWire(err.reason);
      return c.html(doc(<Page title="Something was refused" flash={{ kind: "error", text: w.message }} />), w.status as ContentfulStatusCode);
    }
    const e = err as Error;
    console.error(JSON.stringify({ level: "error", where: "console", requestId: c.get("requestId"), name: e?.name, message: String(e?.message ?? "").slice(0, 200) }));
    return c.html(doc(<Page title="Something went wrong" flash={{ kind: "error", text: `Our fault. Request id ${c.get("requestId") ?? "unknown"}.` }} />), 500);
  });

  app.route("/console", ui as never);
}
