// tools/list mediation (seed 004 "Description scanner"): every upstream tool definition is scanned
// for poisoning — instructions hidden in the description or in the input schema's own
// descriptions, <IMPORTANT>-style tags, shadowing of other tools, credential-harvest requests,
// invisible characters — and fingerprinted so a later change (a "rug pull") is detected.
import { canonicalJson } from "../../policy/index";
import { scanContent } from "../../scan/index";
import type { Verdict } from "../../scan/types";

export interface UpstreamTool {
  name: string;
  description?: string;
  inputSchema?: unknown;
  title?: string;
  annotations?: unknown;
  [k: string]: unknown;
}

export interface ToolInspection {
  name: string;
  verdict: Verdict;
  poisoned: boolean;
  score: number;
  rules: string[];
}

/** Every human-readable string an agent's model will read about this tool, in a stable order. */
export function readableText(tool: UpstreamTool): string {
  const parts: string[] = [];
  if (tool.title) parts.push(String(tool.title));
  if (tool.description) parts.push(tool.description);
  const walk = (node: unknown, depth: number): void => {
    if (depth > 8 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if ((k === "description" || k === "title") && typeof v === "string") parts.push(v);
      else if (k === "default" || k === "examples" || k === "enum") parts.push(JSON.stringify(v));
      else walk(v, depth + 1);
    }
  };
  walk(tool.inputSchema, 0);
  return parts.join("\n");
}

export function inspectTool(tool: UpstreamTool): ToolInspection {
  const r = scanContent({ content: readableText(tool), context: { source: "tool_output", direction: "inbound", tool: "tools/list" } });
  return {
    name: tool.name,
    verdict: r.verdict,
    poisoned: r.verdict !== "clean",
    score: Math.max(...Object.values(r.scores)),
    rules: [...new Set(r.findings.map((f) => f.rule_id))],
  };
}

/** What is pinned: everything that shapes how the model sees and calls the tool. */
export function pinnedShape(tool: UpstreamTool): string {
  return canonicalJson({ name: tool.name, title: tool.title ?? null, description: tool.description ?? null, inputSchema: tool.inputSchema ?? null, annotations: tool.annotations ?? null });
}
