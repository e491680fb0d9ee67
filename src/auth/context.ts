// Who is calling: the tenant, the key and its role, and what was read with the key. A domain
// concept, not an HTTP one: every shell (HTTP, MCP, console, gateway) builds one, services take it.
import type { Role } from "../db/keys.repo";
import type { ScanPolicyInput } from "../schemas/scan-policy";

export interface AuthContext {
  tenantId: string;
  keyId: string;
  role: Role;
  /**
   * The tenant may have Agent Commons on: a hint read with the key (the CommonsAuthority decides).
   * Absent when the context was built elsewhere (e.g. a console session); the scan path then looks it up.
   */
  commons?: boolean;
  /**
   * The tenant's scan policy, read with the key (null: engine defaults). Absent when the context
   * was built elsewhere (a console session); the scan path then reads it itself.
   */
  scanPolicy?: { version: number; policy: ScanPolicyInput } | null;
}
