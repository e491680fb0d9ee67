import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { verifyPresentedKey } from "../http/auth";
import { findConsoleSession, insertConsoleSession, revokeConsoleSession } from "../db/console-sessions.repo";
import type { AuthContext } from "../auth/context";
import { sha256Hex } from "../util/hash";
import { randomToken } from "../util/ids";

// Console sessions are server-side rows keyed by the SHA-256 of a random token, not signed
// cookies: sign-out and key revocation must end a session at once, which a self-contained
// token cannot do without a revocation list anyway. The API key is seen exactly once, at sign-in.

/** Short enough that a forgotten laptop is not an all-week credential, long enough for a shift. */
export const SESSION_TTL_SECONDS = 4 * 60 * 60;

export interface ConsoleSession extends AuthContext {
  /** The per-session CSRF token embedded in every form. */
  csrf: string;
  expiresAt: string;
}

/** `__Host-` pins the cookie to this origin, path / and Secure; plain http (localhost dev) cannot use it. */
export function cookieName(c: Context): string {
  return isHttps(c) ? "__Host-shield_console" : "shield_console";
}
export function loginCookieName(c: Context): string {
  return isHttps(c) ? "__Host-shield_console_login" : "shield_console_login";
}
const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

function cookieOptions(c: Context, maxAge: number) {
  // SameSite=Strict: the browser never attaches it to a request started by another site.
  return { httpOnly: true, secure: isHttps(c), sameSite: "Strict" as const, path: "/", maxAge };
}

/**
 * The CSRF token is a one-way derivative of the (HttpOnly, never rendered) session token: a page
 * can carry it without revealing the session, and nothing extra needs storing.
 */
export async function csrfFor(sessionToken: string): Promise<string> {
  return (await sha256Hex(`agent-shield-console-csrf:${sessionToken}`)).slice(0, 43);
}

export type SignInResult = { ok: true; session: ConsoleSession } | { ok: false; message: string };

/** Checks a presented API key the way the API does (constant-time, revoked refused) and opens a session. */
export async function signIn(c: Context<any>, presented: string): Promise<SignInResult> {
  const invalid = { ok: false as const, message: "That key was not recognised. Paste the whole key, starting with ase_." };
  // The same check, and the same rate budget, as the API's.
  const verified = await verifyPresentedKey(c.env, presented.trim());
  if (!verified) return invalid;
  const { record } = verified;
  if (!verified.withinBudget) return { ok: false, message: "Too many requests for this key; wait a minute and try again." };
  // Agent credentials belong to software: one pasted into a browser is a leak, not a reviewer.
  if (record.role === "agent") return { ok: false, message: "Agent keys cannot sign in to the console. Use an owner, admin or auditor key." };

  const token = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  await insertConsoleSession(c.env.DB, { idHash: await sha256Hex(token), tenantId: record.tenant_id, keyId: record.id, createdAt: now.toISOString(), expiresAt });
  setCookie(c, cookieName(c), token, cookieOptions(c, SESSION_TTL_SECONDS));
  return { ok: true, session: { tenantId: record.tenant_id, keyId: record.id, role: record.role, csrf: await csrfFor(token), expiresAt } };
}

/** The live session behind the request's cookie, or null (missing, unknown, expired, signed out, key revoked). */
export async function currentSession(c: Context<any>): Promise<ConsoleSession | null> {
  const token = getCookie(c, cookieName(c));
  if (!token || token.length > 128) return null;
  const db: D1Database = c.env.DB;
  const row = await findConsoleSession(db, await sha256Hex(token));
  if (!row || row.revoked_at || row.key_revoked_at || row.key_tenant !== row.tenant_id) return null;
  if (Date.parse(row.expires_at) <= Date.now()) return null;
  if (row.role === "agent") return null;
  return { tenantId: row.tenant_id, keyId: row.key_id, role: row.role, csrf: await csrfFor(token), expiresAt: row.expires_at };
}

/** Sign-out revokes the row, so a copied cookie is dead too, then clears the browser's copy. */
export async function signOut(c: Context<any>): Promise<void> {
  const token = getCookie(c, cookieName(c));
  if (token && token.length <= 128) {
    await revokeConsoleSession(c.env.DB, await sha256Hex(token), new Date().toISOString());
  }
  deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c) });
}

/** Login CSRF: a pre-session double-submit token, so another site cannot sign a browser into its own tenant. */
export function issueLoginToken(c: Context): string {
  const existing = getCookie(c, loginCookieName(c));
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const t = randomToken(32);
  setCookie(c, loginCookieName(c), t, cookieOptions(c, 30 * 60));
  return t;
}
export function loginTokenCookie(c: Context): string | undefined {
  return getCookie(c, loginCookieName(c));
}
