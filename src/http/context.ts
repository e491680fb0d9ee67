import type { Role } from "../db/keys.repo";

export interface AuthContext {
  tenantId: string;
  keyId: string;
  role: Role;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
};
