// Public and internal shapes of the shell analyzer. Plain data only: the analyzer is pure and
// runtime-neutral (workerd, Node, the CLI), so nothing here refers to Workers or Node APIs.

export type ShellDecision = "allow" | "audit" | "block";

export interface ShellFinding {
  /** Which layer produced it: exact, structural, semantic, dataflow, stateful, guardian, datalabel, protected, parse. */
  layer: string;
  rule_id: string;
  decision: ShellDecision;
  /** category/subcategory/leaf, the same vocabulary as the AgentShield taxonomy. */
  taxonomy: string;
  /** Short and redacted: never the secret or the full command text. */
  description: string;
  /** Offsets into the analysed command string, where the layer can tell. */
  span?: { start: number; end: number };
}

export interface ShellAnalysis {
  decision: ShellDecision;
  findings: ShellFinding[];
  /** Semantic intents seen anywhere in the command (file-delete, network-egress, ...). */
  intents: string[];
  /** Normalised executables after unwrapping (sudo, env, xargs, bash -c ...), in order. */
  commands: string[];
  parse: "ok" | "fallback";
}

/** Customer-defined sensitive data (codenames, customer ids): a literal or an RE2-safe pattern. */
export interface ShellDataLabel {
  name: string;
  /** Literal substrings (case-insensitive) or, with `regex: true`, RE2-safe patterns. */
  patterns: string[];
  regex?: boolean;
  decision?: Exclude<ShellDecision, "allow">;
}

export interface AnalyzeShellOptions {
  /** Extra protected path prefixes (`~/.config/acme`, `/srv/keys`); touching one blocks. */
  protectedPaths?: string[];
  dataLabels?: ShellDataLabel[];
  /** Fail-closed reason codes (FAIL_CLOSED_RULES) the tenant chose to audit rather than block. */
  auditInstead?: string[];
  /** The tenant's own rules, read against the same canonical command text as the shipped packs. */
  customRules?: ShellCustomRule[];
  /** Trusted destination hosts (`example.com`, `*.example.com`): see src/shell/tenant.ts. */
  allowedHosts?: string[];
}

/** A tenant-defined shell rule; its pattern always runs on the linear-time RE2 engine. */
export interface ShellCustomRule {
  /** Reported as `shell.custom.<id>`. */
  id: string;
  description: string;
  decision: Exclude<ShellDecision, "allow">;
  /** RE2 syntax, case-insensitive, against `ASSIGNS [sudo] exe args >target`. */
  pattern: string;
  /** Normalised executables the rule applies to; omitted = every command. */
  exe?: string[];
}

export type Intent =
  | "file-delete"
  | "file-write"
  | "file-read"
  | "network-egress"
  | "network-listen"
  | "code-execute"
  | "persistence"
  | "privilege-escalation"
  | "credential-access"
  | "reconnaissance"
  | "encode"
  | "system-change"
  | "cloud-mutation"
  | "package-install";

export interface Redir {
  op: string;
  /** Resolved target (file path or fd); heredoc bodies live in `heredoc`. */
  target: string;
  fd?: number;
}

/**
 * One simple command after parsing, constant propagation and unwrapping. `argv[0]` is the
 * normalised executable; `args` are resolved words with quotes removed.
 */
export interface SimpleCmd {
  exe: string;
  /** Executable as written (resolved), before normalisation. */
  rawExe: string;
  args: string[];
  /** Assignments in front of the command (`LD_PRELOAD=x cmd`) or bare (`P=~/.ssh`). */
  assigns: { name: string; value: string; exported: boolean }[];
  redirs: Redir[];
  heredoc?: string;
  /** The string a wrapper (bash -c, eval, ssh host …) runs; its commands are separate entries. */
  script?: string;
  span: { start: number; end: number };
  /** Pipeline id and position: commands in one pipeline share `pipe`. */
  pipe: number;
  stage: number;
  /** Nesting: 0 top level; >0 inside $( ), <( ), bash -c, eval, find -exec... */
  depth: number;
  via: string[];
  /** True when the executable name itself came from an unresolved expansion. */
  dynamicExe: boolean;
  /** Some word could not be resolved to a constant. */
  dynamicArgs: boolean;
  /** Inside a `while true`/`until false` or unbounded `for` body. */
  inLoop: "" | "infinite" | "bounded";
  background: boolean;
  /** Operator that joins this command to the previous one at its level: ";", "&&", "||", "|". */
  joinedBy: string;
  /** The directory an earlier `cd` at this level moved to (resolved as far as it is constant), if any. */
  cwd?: string;
}

export interface ParsedCommand {
  source: string;
  cmds: SimpleCmd[];
  /** Paths that only appear after constant propagation / decoder folding (Layer 2.5). */
  materialized: string[];
  /** Decoder pipelines folded to a constant, and ones that could not be. */
  folded: string[];
  unresolvedDecoders: number;
  /** Self-recursive background functions (the fork-bomb shape). */
  recursiveFunctions: string[];
  evalCount: number;
  parse: "ok" | "fallback";
  parseErrors: string[];
  truncated: boolean;
}

export interface Ctx {
  parsed: ParsedCommand;
  opts: AnalyzeShellOptions;
  findings: ShellFinding[];
  intents: Set<Intent>;
  /** Per command index: its intents (filled by the semantic layer, read by dataflow/stateful). */
  cmdIntents: Set<Intent>[];
}
