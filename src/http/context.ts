import type { Role } from "../db/keys.repo";

export interface AuthContext {
  tenantId: string;
  keyId: string;
  role: Role;
  /** The tenant may have Agent Commons on (a hint from the key lookup; the CommonsAuthority decides). */
  commons?: boolean;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
};
