// What a reviewer sees of a proposed call (control-plane seed §7): the arguments with every secret
// and piece of personal data the scanner finds replaced by a typed placeholder, the findings and
// taint label that caused the request, and who proposed it. Pure: the scanner gives the spans.
import { z } from "zod";
import { scanContent } from "../scan/index";
import type { Finding } from "../scan/types";

/** Classes whose matched text never reaches a reviewer. Internal URLs and injection text are shown. */
const MASKED = new Set(["secrets", "pii"]);
const MAX_DEPTH = 32;
const MAX_STRING = 2_000;
const MAX_NODES = 2_000;
const MAX_FINDINGS = 50;
/** Characters of argument text a preview keeps in all: it is for a human to read, not an archive. */
const MAX_TOTAL = 32_000;

export const ApprovalPreviewFindingSchema = z.object({
  /** JSON path into the arguments, e.g. "body.to" or "items[2]". */
  path: z.string(),
  class: z.string(),
  rule_id: z.string(),
  /** The placeholder now standing where the match was, or null for findings left visible. */
  placeholder: z.string().nullable(),
});

export const ApprovalPreviewSchema = z.object({
  tool_name: z.string(),
  server_digest: z.string().nullable(),
  agent_key_id: z.string().nullable(),
  taint_label: z.string().nullable(),
  /** Reason codes the call tripped (the first is the one that raised the request). */
  reason_codes: z.array(z.string()),
  /** The arguments with secrets and PII replaced by placeholders such as [SECRET:aws_access_key]. */
  arguments: z.unknown(),
  findings: z.array(ApprovalPreviewFindingSchema),
  /** True when long strings or very large arguments were cut short. */
  truncated: z.boolean(),
});
export type ApprovalPreview = z.infer<typeof ApprovalPreviewSchema>;
export type ApprovalPreviewFinding = z.infer<typeof ApprovalPreviewFindingSchema>;

/** "secrets.aws-access-key" → "[SECRET:aws_access_key]", "pii.email" → "[PII:email]". */
export function placeholderFor(f: Pick<Finding, "class" | "rule_id">): string {
  const kind = f.class === "secrets" ? "SECRET" : "PII";
  const name = f.rule_id.includes(".") ? f.rule_id.slice(f.rule_id.indexOf(".") + 1) : f.rule_id;
  return `[${kind}:${name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "").toLowerCase() || "value"}]`;
}

/** Replaces every masked span (overlaps merged, widest wins) and reports what was found where. */
export function maskText(text: string, path: string): { text: string; findings: ApprovalPreviewFinding[] } {
  const found = scanContent({ content: text, context: { source: "agent_message", direction: "outbound" } }).findings;
  const masked = found.filter((f) => MASKED.has(f.class)).sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  let out = "";
  let at = 0;
  for (const f of masked) {
    if (f.span.start < at) {
      // Overlaps a span already replaced: extend the cut to cover it, never leak its tail.
      if (f.span.end > at) at = f.span.end;
      continue;
    }
    out += text.slice(at, f.span.start) + placeholderFor(f);
    at = f.span.end;
  }
  out += text.slice(at);
  const findings = found.map((f) => ({ path, class: f.class, rule_id: f.rule_id, placeholder: MASKED.has(f.class) ? placeholderFor(f) : null }));
  return { text: out, findings };
}

const pathOf = (parent: string, key: string | number) =>
  typeof key === "number" ? `${parent}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`;

/**
 * The masked copy of the arguments, walked iteratively (arguments may nest deeply). Strings are
 * scanned whole, then cut to MAX_STRING; object keys are scanned too (they can carry data).
 */
export function maskArguments(args: unknown): { value: unknown; findings: ApprovalPreviewFinding[]; truncated: boolean } {
  const findings: ApprovalPreviewFinding[] = [];
  let truncated = false;
  let nodes = 0;
  let budget = MAX_TOTAL;
  const leaf = (v: unknown, path: string): unknown => {
    if (typeof v !== "string") return v;
    if (budget <= 0) {
      truncated = true;
      return "[…]";
    }
    const m = maskText(v, path);
    findings.push(...m.findings);
    const keep = Math.min(MAX_STRING, budget);
    budget -= Math.min(m.text.length, keep);
    if (m.text.length <= keep) return m.text;
    truncated = true;
    return `${m.text.slice(0, keep)}… [${m.text.length - keep} more characters]`;
  };
  const root: { v: unknown } = { v: undefined };
  const stack: { src: unknown; set: (v: unknown) => void; path: string; depth: number }[] = [{ src: args ?? null, set: (v) => (root.v = v), path: "", depth: 0 }];
  while (stack.length) {
    const { src, set, path, depth } = stack.pop()!;
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) {
      truncated = true;
      set("[…]");
      continue;
    }
    if (Array.isArray(src)) {
      const arr: unknown[] = new Array(src.length);
      set(arr);
      for (let i = src.length - 1; i >= 0; i--) stack.push({ src: src[i], set: (v) => (arr[i] = v), path: pathOf(path, i), depth: depth + 1 });
    } else if (src !== null && typeof src === "object") {
      const obj: Record<string, unknown> = Object.create(null);
      set(obj);
      // Pushed last-first so they are popped, and their keys defined, in the caller's order.
      for (const [k, item] of Object.entries(src).reverse()) {
        const key = leaf(k, `${pathOf(path, k)} (key)`) as string;
        stack.push({ src: item, set: (v) => Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true }), path: pathOf(path, k), depth: depth + 1 });
      }
    } else set(leaf(src, path || "(arguments)"));
  }
  if (findings.length > MAX_FINDINGS) truncated = true;
  return { value: root.v, findings: findings.slice(0, MAX_FINDINGS), truncated };
}

export function buildPreview(input: {
  toolName: string;
  serverDigest: string | null;
  agentKeyId: string | null;
  taintLabel: string | null;
  reasonCodes: readonly string[];
  arguments: unknown;
}): ApprovalPreview {
  const masked = maskArguments(input.arguments);
  return {
    tool_name: input.toolName,
    server_digest: input.serverDigest,
    agent_key_id: input.agentKeyId,
    taint_label: input.taintLabel,
    reason_codes: [...input.reasonCodes],
    arguments: masked.value,
    findings: masked.findings,
    truncated: masked.truncated,
  };
}
