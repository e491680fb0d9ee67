import type { Role } from "../db/keys.repo";

export interface AuthContext {
  tenantId: string;
  keyId: string;
  role: Role;
  /**
   * The tenant may have Agent Commons on: a hint read with the key (the CommonsAuthority decides).
   * Absent when the context was built elsewhere (e.g. a console session); the scan path then looks it up.
   */
  commons?: boolean;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
};
