// The deployment operator is not a tenant: operator routes take a separate bearer secret
// (`OPERATOR_TOKEN`), compared in constant time. A tenant API key, of any role, is refused here.
import type { MiddlewareHandler } from "hono";
import { fail } from "../errors/reasons";
import type { AppEnv } from "./context";

const MIN_TOKEN_CHARS = 32;

async function digest(s: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
}

/** Compares SHA-256 digests byte by byte without an early exit, so timing says nothing about the token. */
export async function operatorTokenMatches(presented: string, configured: string | undefined): Promise<boolean> {
  const enabled = typeof configured === "string" && configured.length >= MIN_TOKEN_CHARS;
  const [a, b] = await Promise.all([digest(presented), digest(enabled ? configured : "\u0000operator routes disabled")]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return enabled && diff === 0;
}

export function requireOperator(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    if (m === null) return fail({ kind: "AuthMissing" });
    if (!(await operatorTokenMatches(m[1] as string, c.env.OPERATOR_TOKEN))) return fail({ kind: "AuthInvalid" });
    await next();
  };
}
