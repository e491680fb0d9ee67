// The five hook dialects, by the name `agent-shield hook --agent <name>` takes.
import type { AgentName, Dialect } from "../types.js";
import { claudeCode } from "./claude-code.js";
import { codex } from "./codex.js";
import { cursor } from "./cursor.js";
import { geminiCli } from "./gemini-cli.js";
import { windsurf } from "./windsurf.js";

export const DIALECTS: Readonly<Record<AgentName, Dialect>> = Object.freeze({
  "claude-code": claudeCode,
  cursor,
  windsurf,
  codex,
  "gemini-cli": geminiCli,
});

export { claudeCode, codex, cursor, geminiCli, windsurf };
