// The five hook dialects, by the name `agent-shield hook --agent <name>` takes.
import type { AgentName, Dialect } from "../types";
import { claudeCode } from "./claude-code";
import { codex } from "./codex";
import { cursor } from "./cursor";
import { geminiCli } from "./gemini-cli";
import { windsurf } from "./windsurf";

export const DIALECTS: Readonly<Record<AgentName, Dialect>> = Object.freeze({
  "claude-code": claudeCode,
  cursor,
  windsurf,
  codex,
  "gemini-cli": geminiCli,
});

export { claudeCode, codex, cursor, geminiCli, windsurf };
