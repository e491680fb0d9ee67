// The tenant scan policy as it crosses the wire: the engine's ScanPolicy (src/scan/types.ts),
// validated strictly, with data-label patterns proven to compile on the linear-time engine.
import { z } from "zod";
import { invalidLabelPatterns } from "../scan/index";
import { SCAN_CLASSES } from "../scan/types";
import { analyzeShell, FAIL_CLOSED_RULES } from "../shell/index";
import { compileCustomPattern, customRuleId } from "../shell/tenant";

const unit = z.number().min(0).max(1);
const Thresholds = z
  .strictObject({ suspicious: unit.optional(), malicious: unit.optional() })
  .refine((t) => t.suspicious === undefined || t.malicious === undefined || t.suspicious <= t.malicious, {
    error: "suspicious must not exceed malicious",
  });

const DataLabelSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, { error: "id must be lowercase letters, digits, _ . - (≤ 64)" }),
  terms: z.array(z.string().min(2).max(200)).max(500).optional(),
  patterns: z.array(z.string().min(1).max(500)).max(50).optional(),
});

const ShellRuleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_.-]{1,63}$/, { error: "id must be lowercase letters, digits, _ . - (2–64)" }),
  description: z.string().min(1).max(200),
  decision: z.enum(["audit", "block"]),
  pattern: z.string().min(1).max(500),
  exe: z.array(z.string().regex(/^[a-z0-9][a-z0-9_.+-]{0,63}$/i, { error: "exe names an executable (no path)" })).min(1).max(50).optional(),
  /** Commands that must (not) produce this rule's finding; checked when the policy is saved. */
  examples: z.strictObject({ match: z.array(z.string().min(1).max(2000)).max(20).optional(), no_match: z.array(z.string().min(1).max(2000)).max(20).optional() }).optional(),
});

/** Why a tenant shell rule is unusable: a pattern RE2 refuses, or an example that disagrees. */
function shellRuleProblem(r: z.infer<typeof ShellRuleSchema>): string | undefined {
  if (compileCustomPattern(r.pattern) === null) return "pattern must compile on the linear-time (RE2) engine";
  const rule = { id: r.id, description: r.description, decision: r.decision, pattern: r.pattern, ...(r.exe ? { exe: r.exe } : {}) };
  const fires = (cmd: string): boolean => analyzeShell(cmd, { customRules: [rule] }).findings.some((f) => f.rule_id === customRuleId(r.id));
  const miss = (r.examples?.match ?? []).find((c) => !fires(c));
  if (miss !== undefined) return `example ${JSON.stringify(miss.slice(0, 60))} does not match`;
  const hit = (r.examples?.no_match ?? []).find((c) => fires(c));
  if (hit !== undefined) return `no_match example ${JSON.stringify(hit.slice(0, 60))} matches`;
  return undefined;
}

export const ScanPolicyInputSchema = z
  .strictObject({
    thresholds: z.partialRecord(z.enum(SCAN_CLASSES), Thresholds).optional(),
    allow_domains: z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be a domain such as example.com or *.example.com" })).max(500).optional(),
    allow_urls: z.array(z.url().max(2048)).max(500).optional(),
    block_domains: z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be a domain such as example.com or *.example.com" })).max(1000).optional(),
    block_urls: z.array(z.url({ protocol: /^(?:https?|ftp|wss?)$/ }).max(2048)).max(1000).optional(),
    allow_secret_fingerprints: z.array(z.string().regex(/^[0-9a-f]{64}$/, { error: "must be a lowercase hex SHA-256 of the secret" })).max(500).optional(),
    disabled_rules: z.array(z.string().min(1).max(128)).max(500).optional(),
    data_labels: z.array(DataLabelSchema).max(100).optional(),
    shell: z
      .strictObject({
        protected_paths: z.array(z.string().min(2).max(256).regex(/^(?:~|\/|\$HOME\/|\.)/, { error: "must be an absolute, ~ or ./ path prefix" })).max(200).optional(),
        audit_instead: z.array(z.enum(FAIL_CLOSED_RULES as [string, ...string[]])).max(FAIL_CLOSED_RULES.length).optional(),
        rules: z.array(ShellRuleSchema).max(100).optional(),
      })
      .optional(),
  })
  .superRefine((p, ctx) => {
    const ids = new Set<string>();
    (p.shell?.rules ?? []).forEach((r, i) => {
      if (ids.has(r.id)) ctx.addIssue({ code: "custom", path: ["shell", "rules", i, "id"], message: `duplicate rule id '${r.id}'` });
      ids.add(r.id);
      const problem = shellRuleProblem(r);
      if (problem !== undefined) ctx.addIssue({ code: "custom", path: ["shell", "rules", i, "pattern"], message: problem });
    });
    const bad = invalidLabelPatterns(p.data_labels ?? []);
    if (bad.length > 0) {
      ctx.addIssue({ code: "custom", path: ["data_labels"], message: `patterns must compile on the linear-time (RE2) engine: ${bad.slice(0, 3).map((b) => JSON.stringify(b)).join(", ")}` });
    }
  });
export type ScanPolicyInput = z.infer<typeof ScanPolicyInputSchema>;
