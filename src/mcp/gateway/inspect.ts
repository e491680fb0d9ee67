// tools/list mediation (seed 004 "Description scanner"): every upstream tool definition is scanned
// for poisoning — instructions hidden in the description, the title, the annotations or anywhere
// in the schemas (descriptions, defaults, enums, examples, parameter names), <IMPORTANT>-style
// tags, shadowing of other tools, credential-harvest requests, invisible characters — and
// fingerprinted so a later change (a "rug pull") is detected. resources/list entries get the same
// scan. Pure: no I/O.
import { canonicalJson } from "../../policy/index";
import { scanContent } from "../../scan/index";
import type { ScanResult, Verdict } from "../../scan/types";
import { collectFields, type Field } from "./fields";

export interface UpstreamTool {
  name: string;
  description?: string;
  inputSchema?: unknown;
  title?: string;
  annotations?: unknown;
  [k: string]: unknown;
}

export interface UpstreamResource {
  uri: string;
  name?: string;
  title?: string;
  description?: string;
  [k: string]: unknown;
}

/** Where a rule fired. Never the matched text: the path is the whole answer. */
export interface FieldFinding {
  path: string;
  rule_id: string;
  confidence: number;
}

export interface DefinitionInspection {
  verdict: Verdict;
  poisoned: boolean;
  score: number;
  /** Distinct rule ids, as pins and mediation findings record them. */
  rules: string[];
  findings: FieldFinding[];
}

export interface ToolInspection extends DefinitionInspection {
  name: string;
}

/** Reported when the definition is larger than the walk's budget: unread text is not clean. */
export const OVER_BUDGET_RULE = "gateway.definition.over-budget";
const MAX_FINDINGS = 50;
// Scans of single fields per definition; past this the whole-definition scan still reads them.
const MAX_ALONE_SCANS = 256;
// A field this short with no whitespace (a name, an enum token) says nothing on its own that the
// whole-definition scan does not already see; scanning it alone would only cost time.
const ALONE_WORTH_SCANNING = (t: string) => t.length > 64 || /\s/.test(t);

const TOOL_KEYS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations"] as const;
const RESOURCE_KEYS = ["name", "title", "description", "annotations"] as const;
const RANK: Record<Verdict, number> = { clean: 0, suspicious: 1, malicious: 2 };

const scan = (content: string): ScanResult => scanContent({ content, context: { source: "tool_output", direction: "inbound", tool: "tools/list" } });

/**
 * The field a span of the whole-definition text belongs to (`starts[i]` is where field i begins;
 * fields are joined by one separator); a span across fields belongs to the definition, `root`.
 */
export function pathOfSpan(fields: Field[], starts: number[], root: string, start: number, end: number): string {
  const at = (pos: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  let first = at(start);
  // A span opening on the separator after a field starts in the next one.
  if (start >= starts[first]! + fields[first]!.text.length && first + 1 < fields.length) first++;
  const last = at(Math.max(start, end - 1));
  return first === last ? fields[first]!.path : root;
}

function inspectDefinition(definition: Record<string, unknown>, root: string, keys: readonly string[]): DefinitionInspection {
  const { fields, overflow } = collectFields(definition, root, keys);
  let verdict: Verdict = "clean";
  let score = 0;
  const found = new Map<string, FieldFinding>();
  const record = (r: ScanResult, pathOf: (start: number, end: number) => string) => {
    if (RANK[r.verdict] > RANK[verdict]) verdict = r.verdict;
    score = Math.max(score, ...Object.values(r.scores));
    for (const f of r.findings) {
      const path = pathOf(f.span.start, f.span.end);
      const key = `${path}\u0000${f.rule_id}`;
      const prev = found.get(key);
      if (!prev || prev.confidence < f.confidence) found.set(key, { path, rule_id: f.rule_id, confidence: f.confidence });
    }
  };

  // Whole definition: an attack can span fields (the description says "pass the file as
  // sidenote", the sidenote parameter asks for the file's contents).
  const starts: number[] = [];
  let offset = 0;
  for (const f of fields) {
    starts.push(offset);
    offset += f.text.length + 1;
  }
  if (fields.length) record(scan(fields.map((f) => f.text).join("\n")), (s, e) => pathOfSpan(fields, starts, root, s, e));

  // Each field alone: a short instruction is not diluted by the rest, and is found at its path.
  const seen = new Map<string, ScanResult>();
  for (const f of fields) {
    if (!ALONE_WORTH_SCANNING(f.text)) continue;
    let r = seen.get(f.text);
    if (!r) {
      if (seen.size >= MAX_ALONE_SCANS) continue;
      seen.set(f.text, (r = scan(f.text)));
    }
    record(r, () => f.path);
  }

  if (overflow) {
    if (RANK[verdict] < RANK.suspicious) verdict = "suspicious";
    found.set(`${overflow}\u0000${OVER_BUDGET_RULE}`, { path: overflow, rule_id: OVER_BUDGET_RULE, confidence: 1 });
  }
  const findings = [...found.values()].sort((a, b) => b.confidence - a.confidence).slice(0, MAX_FINDINGS);
  return { verdict, poisoned: verdict !== "clean", score, rules: [...new Set([...found.values()].map((f) => f.rule_id))], findings };
}

/** `index` is the tool's position in the listing, so findings read `tools[index]...`. */
export function inspectTool(tool: UpstreamTool, index: number): ToolInspection {
  return { name: tool.name, ...inspectDefinition(tool, `tools[${index}]`, TOOL_KEYS) };
}

export function inspectResource(resource: UpstreamResource, index: number): DefinitionInspection {
  return inspectDefinition(resource, `resources[${index}]`, RESOURCE_KEYS);
}

/** Distinct finding paths, few enough to put in a listing's _meta. */
export function findingPaths(i: DefinitionInspection, max = 10): string[] {
  return [...new Set(i.findings.map((f) => f.path))].slice(0, max);
}

/** What is pinned: everything that shapes how the model sees and calls the tool. */
export function pinnedShape(tool: UpstreamTool): string {
  return canonicalJson({ name: tool.name, title: tool.title ?? null, description: tool.description ?? null, inputSchema: tool.inputSchema ?? null, annotations: tool.annotations ?? null });
}
