// The deployment operator is not a tenant: operator routes take a separate bearer secret
// (`OPERATOR_TOKEN`), compared in constant time. A tenant API key, of any role, is refused here.
import type { MiddlewareHandler } from "hono";
import { fail } from "../errors/reasons";
import { sha256Hex, timingSafeEqual } from "../util/hash";
import type { AppEnv } from "./context";

const MIN_TOKEN_CHARS = 32;

/** Compares SHA-256 digests (fixed length) in constant time, so timing says nothing about the token. */
export async function operatorTokenMatches(presented: string, configured: string | undefined): Promise<boolean> {
  const enabled = typeof configured === "string" && configured.length >= MIN_TOKEN_CHARS;
  const [a, b] = await Promise.all([sha256Hex(presented), sha256Hex(enabled ? configured : "\u0000operator routes disabled")]);
  return timingSafeEqual(a, b) && enabled;
}

export function requireOperator(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    if (m === null) return fail({ kind: "AuthMissing" });
    if (!(await operatorTokenMatches(m[1] as string, c.env.OPERATOR_TOKEN))) return fail({ kind: "AuthInvalid" });
    await next();
  };
}
