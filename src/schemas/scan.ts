// The Agent-Shield Protocol v0.1 wire shapes (§3.1, §3.2), shared by REST, MCP and the library.
import { z } from "zod";
import { DIRECTIONS, SCAN_CLASSES, SOURCES, type EngineInfo, type Finding, type ScanContext, type ScanInput, type Scores, type Verdict } from "../scan/types";

export const ScanContextSchema = z.strictObject({
  source: z.enum(SOURCES),
  direction: z.enum(DIRECTIONS),
  tool: z.string().min(1).max(256).optional(),
});

export const ScanRequestSchema = z.strictObject({
  content: z.string(),
  context: ScanContextSchema,
});
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

const score = z.number().min(0).max(1);
export const ScoresSchema = z.object(
  Object.fromEntries(SCAN_CLASSES.map((c) => [c, score])) as Record<(typeof SCAN_CLASSES)[number], typeof score>,
);

export const EngineSchema = z.object({ id: z.string(), version: z.string() });

export const ReceiptSchema = z.object({
  scan_id: z.string(),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/),
  timestamp: z.string(),
  signature: z.string(),
});

export const FindingSchema = z.object({
  class: z.enum(SCAN_CLASSES),
  rule_id: z.string(),
  span: z.object({ start: z.number().int(), end: z.number().int() }),
  confidence: score,
  preview: z.string(),
  /** Agent Commons in observe mode: a community finding that is reported but did not change the verdict. */
  observe_only: z.literal(true).optional(),
});

/** What the audit trail keeps of a finding: no preview, so no fragment of the content. */
export const StoredFindingSchema = FindingSchema.omit({ preview: true });
export type StoredFinding = z.infer<typeof StoredFindingSchema>;

export const ScanResponseSchema = z.object({
  verdict: z.enum(["clean", "suspicious", "malicious"]),
  scores: ScoresSchema,
  engine: EngineSchema,
  receipt: ReceiptSchema,
  findings: z.array(FindingSchema),
});
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

export const EnforcementInputSchema = z.strictObject({
  action: z.enum(["proceed", "proceed_with_flag", "block"]),
  actor: z.string().min(1).max(256),
  reason: z.string().max(2000).optional(),
});
export type EnforcementInput = z.infer<typeof EnforcementInputSchema>;

export const VerifyInputSchema = z.strictObject({
  receipt: z.strictObject({
    scan_id: z.string().min(1).max(64),
    content_hash: z.string().regex(/^[0-9a-fA-F]{64}$/, "must be a hex SHA-256"),
    timestamp: z.string().min(1).max(64),
    signature: z.string().min(1).max(8192),
  }),
  /** Optional: the content itself, to check that the receipt is for it. Hashed, never stored. */
  content: z.string().optional(),
});

// The scanner's TypeScript interfaces (src/scan/types.ts) and these wire schemas describe the same
// shapes; a drift between them fails `tsc` here rather than surfacing as a wire surprise.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameShapes: [
  Same<z.infer<typeof ScanContextSchema>, ScanContext>,
  Same<z.infer<typeof ScanRequestSchema>, ScanInput>,
  Same<z.infer<typeof FindingSchema>, Finding>,
  Same<z.infer<typeof ScoresSchema>, Scores>,
  Same<z.infer<typeof EngineSchema>, EngineInfo>,
  Same<ScanResponse["verdict"], Verdict>,
] = [true, true, true, true, true, true];
void sameShapes;
