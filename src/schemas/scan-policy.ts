// The tenant scan policy as it crosses the wire: the engine's ScanPolicy (src/scan/types.ts),
// validated strictly, with data-label patterns proven to compile on the linear-time engine.
import { z } from "zod";
import { invalidLabelPatterns } from "../scan/index";
import { SCAN_CLASSES } from "../scan/types";
import { FAIL_CLOSED_RULES } from "../shell/index";

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

export const ScanPolicyInputSchema = z
  .strictObject({
    thresholds: z.partialRecord(z.enum(SCAN_CLASSES), Thresholds).optional(),
    allow_domains: z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be a domain such as example.com or *.example.com" })).max(500).optional(),
    allow_urls: z.array(z.url().max(2048)).max(500).optional(),
    allow_secret_fingerprints: z.array(z.string().regex(/^[0-9a-f]{64}$/, { error: "must be a lowercase hex SHA-256 of the secret" })).max(500).optional(),
    disabled_rules: z.array(z.string().min(1).max(128)).max(500).optional(),
    data_labels: z.array(DataLabelSchema).max(100).optional(),
    shell: z
      .strictObject({
        protected_paths: z.array(z.string().min(2).max(256).regex(/^(?:~|\/|\$HOME\/|\.)/, { error: "must be an absolute, ~ or ./ path prefix" })).max(200).optional(),
        audit_instead: z.array(z.enum(FAIL_CLOSED_RULES as [string, ...string[]])).max(FAIL_CLOSED_RULES.length).optional(),
      })
      .optional(),
  })
  .superRefine((p, ctx) => {
    const bad = invalidLabelPatterns(p.data_labels ?? []);
    if (bad.length > 0) {
      ctx.addIssue({ code: "custom", path: ["data_labels"], message: `patterns must compile on the linear-time (RE2) engine: ${bad.slice(0, 3).map((b) => JSON.stringify(b)).join(", ")}` });
    }
  });
export type ScanPolicyInput = z.infer<typeof ScanPolicyInputSchema>;
