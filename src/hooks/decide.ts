// The decision core: a scan result (local or from the service) → allow / deny / ask for one hook
// event, with a reason short enough for the agent's UI that tells the model what to do instead.
// Pure: no Node or Workers APIs. Reasons name the rule and the analyzer's redacted description,
// never the command or argument text.
import type { HookDecision, HookEvent, HookVerdict } from "./types";

/** The parts of a protocol scan response the hook needs (POST /v2/scan or the library `scan()`). */
export interface ScanLike {
  verdict: "clean" | "suspicious" | "malicious";
  /** `confidence` where the scan gives it (the library and /v2/scan do): the inbound decision reads findings at the flag line only. */
  findings: { class: string; rule_id: string; preview?: string; confidence?: number }[];
  /** Per-class scores where the scan gives them (the library and /v2/scan do). */
  scores?: Partial<Record<string, number>>;
}

export interface DecideOptions {
  /**
   * What a `suspicious` result becomes. Default: `allow` with a note for a shell command (an
   * analyzer AUDIT is "run and log", as in the AgentShield reference: `npm test`, `docker ps` and
   * `git commit` are audited families, and asking for each is how a guard gets switched off);
   * `ask` for an MCP tool call or a file edit, whose arguments leave the machine or change it.
   */
  onAudit?: HookVerdict;
  /** For agents whose hook cannot ask the user (Windsurf, Codex): what an `ask` becomes. Default `allow` with a note (AUDIT = run and log, as in seed 004). */
  askFallback?: "allow" | "deny";
}

const CLASS_PHRASE: Record<string, string> = {
  secrets: "touches credentials or secrets",
  ssrf: "sends data to, or probes, a network destination it should not",
  known_bad_url: "contacts a known-malicious URL",
  prompt_injection: "carries instructions that try to steer the agent",
  pii: "carries personal or labelled data",
};

const RANK: Record<HookVerdict, number> = { allow: 0, ask: 1, deny: 2 };

export function stricter(a: HookDecision, b: HookDecision): HookDecision {
  return RANK[b.decision] > RANK[a.decision] ? b : a;
}

function what(e: Pick<HookEvent, "kind">): string {
  return e.kind === "mcp" ? "tool call" : "command";
}

/** "rule_id: description" for the strongest finding; descriptions only from the shell analyzer (they are redacted by construction). */
export function topReason(r: ScanLike): string {
  const f = r.findings[0];
  if (f === undefined) return "the scan flagged it";
  const desc = f.rule_id.startsWith("shell.") && f.preview ? f.preview : `it ${CLASS_PHRASE[f.class] ?? "was flagged"}`;
  return `${f.rule_id}: ${desc}`;
}

export function decide(r: ScanLike, e: Pick<HookEvent, "kind">, opts: DecideOptions = {}): HookDecision {
  const subject = what(e);
  if (r.verdict === "malicious")
    return { decision: "deny", reason: `Agent-Shield blocked this ${subject} (${topReason(r)}). Do not retry it or a variant. If the task truly needs it, stop and tell the user what you wanted to do and why.` };
  if (r.verdict === "suspicious") {
    const onAudit = opts.onAudit ?? (e.kind === "shell" ? "allow" : "ask");
    const why = topReason(r);
    if (onAudit === "deny") return { decision: "deny", reason: `Agent-Shield policy denies audited ${subject}s (${why}). Do not retry it; ask the user to run it or approve another way.` };
    if (onAudit === "ask") return { decision: "ask", reason: `Agent-Shield flagged this ${subject} for review (${why}). Approve only if you expected it.`, basis: why };
    return { decision: "allow", reason: "", note: auditNote(why) };
  }
  return { decision: "allow", reason: "" };
}

/** An `ask` for an agent that cannot ask becomes an allow with a note, or a deny (operator's choice). */
export function degrade(d: HookDecision, canAsk: boolean, opts: DecideOptions = {}): HookDecision {
  if (d.decision !== "ask" || canAsk) return d;
  if (d.mustAsk === true || (opts.askFallback ?? "allow") === "deny") return { decision: "deny", reason: `${d.reason} This agent cannot ask the user, so it is denied; tell the user what you wanted to do.` };
  return { decision: "allow", reason: "", note: auditNote(d.basis ?? "flagged for review") };
}

function auditNote(why: string): string {
  return `Agent-Shield audit: ${why} (allowed, logged).`;
}

/** Shield could not answer (timeout, unreachable, refused, our own error): the operator's stated choice. */
export function failSafe(mode: "open" | "closed", why: string): HookDecision {
  if (mode === "open") return { decision: "allow", reason: "", note: `Agent-Shield was not checked (${why}); allowed because this hook fails open.` };
  return { decision: "deny", reason: `Agent-Shield could not check this (${why}) and fails closed. Do not retry in a loop; tell the user that Shield is unavailable.` };
}
