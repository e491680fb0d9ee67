// Request validation failures as the platform's 400 ValidationFailed, naming every offending field.
import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import { fail, type FieldIssue } from "../errors/reasons";
import type { AppEnv } from "./context";

/** zod issues → `{ path, message }` with the offending field named, including unknown keys. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ path: [...base, key].join("."), message: "unknown field" });
    } else {
      out.push({ path: base.join("."), message: issue.message });
    }
  }
  return out;
}

export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) fail({ kind: "ValidationFailed", issues: toFieldIssues(result.error as unknown as z.ZodError) });
};
