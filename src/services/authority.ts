// The tenant authority's contract as services and shells see it.
import type { TenantShield } from "../../durable-objects/tenant-shield";

/**
 * The RPC surface of the tenant Durable Object as the shells see it. Declared here (instead of
 * relying on the generated Rpc stub types, which reject records with `unknown` fields) so that
 * the HTTP and MCP layers depend on an interface, and the DO's implementation is checked against it.
 */
export type TenantShieldApi = {
  [K in keyof TenantShield as TenantShield[K] extends (...args: any[]) => unknown ? K : never]: TenantShield[K] extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** The tenant's authority. Addressed by tenant id, so every isolate everywhere reaches the same one. */
export function tenantAuthority(env: Env, tenantId: string): TenantShieldApi {
  return env.TENANT_SHIELD.getByName(tenantId) as unknown as TenantShieldApi;
}
