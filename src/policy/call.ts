// The call as the core sees it: already validated, arguments and approval token already hashed
// by the shell. Raw arguments and raw tokens never enter the core, so they cannot be recorded.
import type { EvaluateInput, ExecutionContext, HttpMethod, Surface, TaintLabel } from "../schemas/shield";

/**
 * Tenant-wide flows a call belongs to, matched against the global kill switches. Set by trusted
 * platform code (the economy routes, the sampling proxy), never taken from a client body.
 */
export type CallFlow = "sampling" | "cross_tenant_purchase";

export interface ProposedCall {
  surface: Surface;
  /** Manifest key. HTTP mutations without an explicit toolName are named "<METHOD> <route>". */
  toolName: string;
  httpMethod: HttpMethod | null;
  httpRoute: string | null;
  agentKeyId: string | null;
  serverDigest: string | null;
  publisherId: string | null;
  /** The caller's label, honoured as given (seed §5: Shield enforces it, it does not compute it). */
  taintLabel: TaintLabel | null;
  isMutation: boolean;
  /** Lower-case hex SHA-256 of canonicalJson(arguments) (src/util/canonical-json.ts). */
  argsHash: string;
  /** Lower-case hex SHA-256 of the presented approval token, or null when none was presented. */
  approvalTokenHash: string | null;
  flows: readonly CallFlow[];
  /** §8: what the call declares it will touch; checked only for high/extreme tiers. */
  executionContext: ExecutionContext | null;
  /**
   * What the MCP gateway found mediating this call (seed 004): a changed or poisoned tool
   * definition, an argument outside its limit, a write to an agent's config, outbound content
   * that may not leave. Computed by trusted gateway code, never taken from a client body.
   */
  mediation?: readonly MediationFinding[];
}

export interface MediationFinding {
  code: "tool_definition_changed" | "tool_poisoned" | "argument_value_limit" | "config_file_guard" | "argument_content_blocked" | "shell_command_blocked";
  /** Short, content-free detail for the record (an argument path, rule ids); never argument values. */
  detail: string;
}

export function toolNameFor(input: Pick<EvaluateInput, "toolName" | "method" | "route">): string {
  if (input.toolName !== undefined) return input.toolName;
  if (input.method === undefined || input.route === undefined) {
    // The schema's refinement guarantees one of the two namings; reaching here is a shell bug.
    throw new TypeError("call has neither toolName nor method + route");
  }
  return `${input.method} ${input.route}`;
}

export interface HashedParts {
  argsHash: string;
  approvalTokenHash?: string | null;
  flows?: readonly CallFlow[];
  mediation?: readonly MediationFinding[];
}

/** Builds the core's call from a parsed evaluate / propose body plus the shell-computed hashes. */
export function callFromInput(input: Omit<EvaluateInput, "isMutation"> & { isMutation?: boolean }, hashed: HashedParts): ProposedCall {
  return {
    surface: input.surface,
    toolName: toolNameFor(input),
    httpMethod: input.method ?? null,
    httpRoute: input.route ?? null,
    agentKeyId: input.agentKeyId ?? null,
    serverDigest: input.serverDigest ?? null,
    publisherId: input.publisherId ?? null,
    taintLabel: input.taintLabel ?? null,
    isMutation: input.isMutation ?? true,
    argsHash: hashed.argsHash,
    approvalTokenHash: hashed.approvalTokenHash ?? null,
    flows: hashed.flows ?? [],
    ...(hashed.mediation?.length ? { mediation: hashed.mediation } : {}),
    executionContext: input.executionContext ?? null,
  };
}
