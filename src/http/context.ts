import type { AuthContext } from "../auth/context";

export type { AuthContext };


export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
};
