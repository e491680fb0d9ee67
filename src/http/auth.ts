import type { Context, MiddlewareHandler } from "hono";
import { keyIdOf, presentedKeyHash, rateBucket } from "../auth/api-keys";
import { timingSafeEqual } from "../util/hash";
import { findKeyById, type ApiKeyRecord, type Role } from "../db/keys.repo";
import { fail } from "../errors/reasons";
import { ScanPolicyInputSchema } from "../schemas/scan-policy";
import type { AppEnv, AuthContext } from "./context";

export const TENANT_MISMATCH = "Tenant mismatch for shield request";
const RATE_PERIOD_SECONDS = 60;

function presentedKey(authorization: string | undefined, apiKey: string | undefined): string | null {
  if (authorization) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (m) return m[1]!;
  }
  return apiKey?.trim() || null;
}

/**
 * A presented API key's row, or null when it is malformed, unknown, revoked or its secret does
 * not match; and whether one more request fits the key's rate budget. The row read and the
 * budget spend run together: the budget is named by the key's hash (rateBucket), so a wrong
 * secret spends none of the real key's. The API and the console sign-in both check keys here.
 */
export async function verifyPresentedKey(env: Env, presented: string): Promise<{ record: ApiKeyRecord; withinBudget: boolean } | null> {
  const keyId = keyIdOf(presented);
  if (!keyId) return null;
  const hash = presentedKeyHash(presented);
  const [record, budget] = await Promise.all([findKeyById(env.DB, keyId), env.RATE_LIMITER.limit({ key: rateBucket(hash) })]);
  // Compare even when the row is missing or revoked, so timing says nothing.
  const matches = timingSafeEqual(hash, record?.key_hash ?? "0".repeat(64));
  return record && matches && !record.revoked_at ? { record, withinBudget: budget.success } : null;
}

/**
 * Resolves a presented credential to its tenant and role, refuses a request that names another
 * tenant (refused, never reconciled), and spends one unit of the key's rate budget. Returns null
 * when no credential was presented, so a caller can decide whether that is allowed. The row read
 * and the budget spend run together (the budget is named by the key's hash, see rateBucket);
 * the answers are judged in the same order as ever: invalid key, wrong tenant, then rate.
 */
export async function authenticate(c: Context<AppEnv, any, any>): Promise<AuthContext | null> {
  const presented = presentedKey(c.req.header("authorization"), c.req.header("x-api-key"));
  if (!presented) return null;
  const verified = await verifyPresentedKey(c.env, presented);
  if (!verified) return fail({ kind: "AuthInvalid" });
  const { record, withinBudget } = verified;

  const named = c.req.header("x-shield-tenant") ?? c.req.query("tenant");
  if (named !== undefined && named !== record.tenant_id) return fail({ kind: "Forbidden", message: TENANT_MISMATCH });
  if (!withinBudget) return fail({ kind: "RateLimited", retryAfterSeconds: RATE_PERIOD_SECONDS });
  const scanPolicy =
    record.scan_policy_version != null && record.scan_policy_json != null
      ? { version: record.scan_policy_version, policy: ScanPolicyInputSchema.parse(JSON.parse(record.scan_policy_json)) }
      : null;
  return { tenantId: record.tenant_id, keyId: record.id, role: record.role, commons: Boolean(record.commons_hint), scanPolicy };
}

export function assertRole(auth: AuthContext, roles: readonly Role[]): void {
  if (!roles.includes(auth.role)) fail({ kind: "Forbidden", message: `This needs one of the roles: ${roles.join(", ")}` });
}

/** Every route except the public well-known documents goes through this. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await authenticate(c);
    if (!auth) return fail({ kind: "AuthMissing" });
    assertRole(auth, roles);
    c.set("auth", auth);
    await next();
  };
}

export const ANY_ROLE: Role[] = ["owner", "admin", "agent", "auditor"];
