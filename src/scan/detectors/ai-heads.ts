// The keyword pass's cues for the AI-address detector (ai-address.ts), in a file of their own so
// that probes.ts can read them without importing the detector (which reads probes.ts).

/** What follows a head that can lead to an address: a space, a separator, a question mark ("are you an AI? then …"), "(s)", a hyphen, or the rest of an identifier ("ai_instructions", "ai=", "ai\""). */
const NEXT = [" ", ":", ",", "!", "?", "-", "(", ")", "\u2014", "\u2013", "_", "=", '"'];
/**
 * A full stop ends an address only after a greeting ("Hello bot. Your instructions …"), where a
 * space or a comma stands before the head: "said." and "both." hold "ai." and "bot." in every text.
 */
const GREETED_STOP = [" ai.", ",ai.", " bot.", ",bot."];
/**
 * What a machine is named by when it is named by its job ("summarization services", "the
 * recruiting tool", "hiring system"): a task and a word for software. No person is called either.
 */
export const MACHINE_JOBS = ["summarization", "summarisation", "transcription", "translation", "recommendation", "screening", "indexing", "ranking", "recruiting", "recruitment", "hiring", "grading", "moderation", "scheduling", "paralegal", "triage", "reviewing", "scoring", "parsing", "extraction", "drafting", "procurement", "underwriting", "intake", "booking", "shopping", "calendar", "inbox", "coding", "autofix", "auto-fix", "auto-reply", "autoreply"] as const;
export const MACHINE_KINDS = ["service", "services", "tool", "tools", "system", "systems", "engine", "engines", "pipeline", "pipelines", "software"] as const;
/** A job as it stands before its word for software ("booking system", "auto-fix-tool"): the job-head probe's literals. */
export const MACHINE_JOB_CUES: readonly string[] = MACHINE_JOBS.flatMap((j) => [`${j} `, `${j}-`]);

/**
 * Literals (lowercased) one of which every head that can start an address holds, for the keyword
 * pass (probes.ts): "ai" and "bot" only with what may follow them, since "said" and "both" are
 * everywhere.
 */
export const AI_HEAD_CUES: readonly string[] = [
  ...NEXT.map((n) => `ai${n}`), ...NEXT.map((n) => `ais${n}`), ...NEXT.map((n) => `bot${n}`), ...GREETED_STOP, "bots", "a.i.",
  ...MACHINE_JOB_CUES,
  "automated", "llm", "language model", "chatbot", "gpt", "copilot", "summari", "claude", "gemini", "codex", "llama", "mistral", "grok", "assistant", "agent", "model", "orchestrator",
];

