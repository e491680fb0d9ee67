import type { Hono } from "hono";
import type { ConsoleEnv } from "../context";
import { doc, Page } from "../layout";
import { crossOrigin, readForm, tokenMatches } from "../security";
import { currentSession, issueLoginToken, loginTokenCookie, signIn, SESSION_TTL_SECONDS } from "../session";

function LoginForm(props: { token: string; error?: string }) {
  return (
    <Page title="Sign in" flash={props.error ? { kind: "error", text: props.error } : null}>
      <section class="card narrow">
        <p>
          Paste an <strong>owner</strong>, <strong>admin</strong> or <strong>auditor</strong> API key. It is checked once and exchanged for a
          session of {SESSION_TTL_SECONDS / 3600} hours held in an HttpOnly cookie; the key itself is not kept by the browser.
        </p>
        <form method="post" action="/console/login" class="stack" autocomplete="off">
          <input type="hidden" name="_login" value={props.token} />
          <label for="key">API key</label>
          <input id="key" name="key" type="password" required autofocus spellcheck={false} autocomplete="off" placeholder="ase_…" />
          <button type="submit" class="primary">Sign in</button>
        </form>
        <p class="muted small">
          Running locally? <code>npm run dev</code> prints a <em>Demo API key</em> (an owner key). Owners and admins act; auditors read.
          Agent keys cannot sign in.
        </p>
      </section>
    </Page>
  );
}

export function loginRoutes(ui: Hono<ConsoleEnv>) {
  ui.get("/login", async (c) => {
    if (await currentSession(c)) return c.redirect("/console", 303);
    return c.html(doc(<LoginForm token={issueLoginToken(c)} />));
  });

  ui.post("/login", async (c) => {
    const retry = (error: string, status: 400 | 401 | 403 | 429) => c.html(doc(<LoginForm token={issueLoginToken(c)} error={error} />), status);
    if (crossOrigin(c)) return retry("Sign-in must come from this page.", 403);
    const form = await readForm(c, 8192);
    const expected = loginTokenCookie(c);
    if (!form || !expected || !tokenMatches(form._login, expected)) return retry("The sign-in form expired. Try again.", 403);
    const r = await signIn(c, form.key ?? "");
    if (!r.ok) return retry(r.message, r.message.startsWith("Too many") ? 429 : 401);
    return c.redirect("/console", 303);
  });
}
