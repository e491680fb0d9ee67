import type { Context, MiddlewareHandler } from "hono";
import { timingSafeEqual } from "../util/hash";
import type { ConsoleEnv } from "./context";

// One strict policy for every console response: no inline script or style anywhere, so an
// injected tag in rendered data (a tool name, a reason) cannot run or restyle the page.
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Content-Security-Policy", CONSOLE_CSP);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Frame-Options", "DENY");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
  c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (!c.req.path.startsWith("/console/assets/")) c.header("Cache-Control", "no-store");
};

/**
 * Defence in depth beside SameSite=Strict and the CSRF token: a state-changing request whose
 * browser says it came from another origin is refused before any token is looked at.
 */
export function crossOrigin(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = c.req.header("origin");
  return origin !== undefined && origin !== "null" && origin !== new URL(c.req.url).origin;
}

export function tokenMatches(presented: unknown, expected: string): boolean {
  return typeof presented === "string" && presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Form bodies only, bounded: the console never needs more than the playground's scan limit. */
export async function readForm(c: Context<ConsoleEnv>, limitBytes: number): Promise<Record<string, string> | null> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limitBytes) return null;
  const raw = await c.req.raw.clone().arrayBuffer();
  if (raw.byteLength > limitBytes) return null;
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") out[k] = v;
  return out;
}
