// The Agent Commons' external shapes (docs/COMMONS.md). A submitted pattern is a rule in the
// scanner's own rule format (src/scan/rules/rule.ts) minus what we assign (the id) and what
// cannot travel as data (validator functions).
import { z } from "zod";
import { SCAN_CLASSES } from "../scan/types";

const example = z.string().min(1, { error: "examples must not be empty" }).max(1000, { error: "an example must be at most 1000 characters" });

export const CommonsRuleSchema = z.strictObject({
  /** Lowercase literals; every match must contain one (the engine's keyword prefilter). Empty: always run. */
  keywords: z
    .array(z.string().min(2).max(64).refine((k) => k === k.toLowerCase(), { error: "keywords must be lowercase" }))
    .max(16)
    .default([]),
  /** RE2 / ECMAScript common subset, bounded quantifiers only (the engine's rule format). */
  pattern: z.string().min(3).max(512),
  caseInsensitive: z.boolean().optional(),
  view: z.enum(["original", "folded"]).optional(),
  confidence: z.number().min(0.05).max(0.95),
  mustMatch: z.array(example).min(1, { error: "at least one must-match example is required" }).max(10),
  mustNotMatch: z.array(example).min(1, { error: "at least one must-not-match example is required" }).max(10),
});
export type CommonsRule = z.infer<typeof CommonsRuleSchema>;

export const PatternSubmissionSchema = z.strictObject({
  class: z.enum(SCAN_CLASSES),
  rule: CommonsRuleSchema,
  description: z.string().min(10).max(1000),
  references: z.array(z.url({ protocol: /^https?$/ }).max(512)).max(8).optional(),
});
export type PatternSubmission = z.infer<typeof PatternSubmissionSchema>;

export const COMMONS_MODES = ["off", "observe", "enforce"] as const;
export type CommonsMode = (typeof COMMONS_MODES)[number];

export const CommonsSettingsSchema = z.strictObject({
  opt_in: z.enum(COMMONS_MODES),
  auto_corroborate: z.boolean(),
});
export type CommonsSettings = z.infer<typeof CommonsSettingsSchema>;
export const CommonsSettingsInputSchema = CommonsSettingsSchema.partial();

export const PATTERN_STATUSES = ["candidate", "approved", "rejected", "disputed"] as const;
export type PatternStatus = (typeof PATTERN_STATUSES)[number];

export const ModerationInputSchema = z.strictObject({
  reason: z.string().min(3).max(1000),
  actor: z.string().min(1).max(256),
});
export type ModerationInput = z.infer<typeof ModerationInputSchema>;

/** What the scan path needs of a pattern: compile-relevant fields only, never the examples. */
export interface PackPattern {
  id: string;
  class: (typeof SCAN_CLASSES)[number];
  keywords: string[];
  pattern: string;
  caseInsensitive?: boolean;
  view?: "original" | "folded";
  confidence: number;
}

export const ValidationCheckSchema = z.object({
  check: z.enum(["syntax", "linear_time", "non_empty_match", "keywords", "must_match", "must_not_match", "false_positives"]),
  ok: z.boolean(),
  detail: z.string(),
});
export const ValidationReportSchema = z.object({
  ok: z.boolean(),
  checks: z.array(ValidationCheckSchema),
  false_positives: z.object({ hits: z.number().int(), total: z.number().int(), rate: z.number(), budget: z.number() }),
});
export type ValidationReport = z.infer<typeof ValidationReportSchema>;
