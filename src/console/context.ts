import type { Role } from "../db/keys.repo";
import type { AppEnv } from "../http/context";
import type { ConsoleSession } from "./session";

export type ConsoleEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { session: ConsoleSession; form: Record<string, string> };
};

/** Owners and admins act; auditors read. Agent keys never reach here (refused at sign-in). */
export const canAct = (role: Role) => role === "owner" || role === "admin";
