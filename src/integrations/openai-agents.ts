// `agent-shield-edge/openai-agents`: guardrails for the OpenAI Agents SDK for JavaScript.
// - agentShieldInputGuardrail: the user's input scanned as user_message; an injection trips it.
// - agentShieldOutputGuardrail: the agent's final output scanned as outbound agent content
//   (credentials or personal data leaving); malicious trips it.
// - agentShieldToolGuard: a tool input guardrail (the call gated by the tenant's Shield: kill
//   switches, manifests, approvals) and a tool output guardrail (the result scanned as inbound;
//   an injection is replaced by the reason, so the model never reads it).
import { defineToolInputGuardrail, defineToolOutputGuardrail, ToolGuardrailFunctionOutputFactory, type InputGuardrail, type OutputGuardrail } from "@openai/agents";
import { decideInbound, responseTextOf, toolSource } from "../hooks/inbound";
import { gateToolCall, parseArgs, refusalText, scanText, type ShieldConnection } from "./shield";

function inputText(input: unknown): string {
  if (typeof input === "string") return input;
  // Only what the user said: earlier tool results are judged by the tool output guardrail.
  if (Array.isArray(input))
    return input
      .filter((i) => typeof i === "object" && i !== null && (i as { role?: unknown }).role === "user")
      .map((i) => responseTextOf((i as { content?: unknown }).content))
      .join("\n");
  return "";
}

export function agentShieldInputGuardrail(c: ShieldConnection): InputGuardrail {
  return {
    name: "agent-shield-input",
    execute: async ({ input }) => {
      const text = inputText(input);
      if (!text) return { tripwireTriggered: false, outputInfo: { verdict: "clean" } };
      const r = await scanText(c, text, { source: "user_message", direction: "inbound" });
      const d = decideInbound(r, { kind: "prompt", source: "user_message" });
      return { tripwireTriggered: d.decision === "deny", outputInfo: { verdict: r.verdict, rules: r.findings.map((f) => f.rule_id), ...(r.scanId ? { scanId: r.scanId } : {}) } };
    },
  };
}

export function agentShieldOutputGuardrail(c: ShieldConnection): OutputGuardrail {
  return {
    name: "agent-shield-output",
    execute: async ({ agentOutput }) => {
      const text = typeof agentOutput === "string" ? agentOutput : JSON.stringify(agentOutput ?? "");
      const r = await scanText(c, text, { source: "agent_message", direction: "outbound" });
      return { tripwireTriggered: r.verdict === "malicious", outputInfo: { verdict: r.verdict, rules: r.findings.map((f) => f.rule_id), ...(r.scanId ? { scanId: r.scanId } : {}) } };
    },
  };
}

/** Both tool guardrails: pass as a tool's `inputGuardrails` / `outputGuardrails` (tool({ …, ...agentShieldToolGuard(c) })). */
export function agentShieldToolGuard(c: ShieldConnection) {
  const input = defineToolInputGuardrail({
    name: "agent-shield-tool-gate",
    run: async ({ toolCall }) => {
      const g = await gateToolCall(c, toolCall.name, parseArgs(toolCall.arguments));
      return g.allow ? ToolGuardrailFunctionOutputFactory.allow({ decisionId: g.decisionId }) : ToolGuardrailFunctionOutputFactory.rejectContent(refusalText(toolCall.name, g), { type: g.type, decisionId: g.decisionId });
    },
  });
  const output = defineToolOutputGuardrail({
    name: "agent-shield-tool-result",
    run: async ({ toolCall, output: result }) => {
      const text = typeof result === "string" ? result : responseTextOf(result);
      if (!text) return ToolGuardrailFunctionOutputFactory.allow();
      const source = toolSource(toolCall.name);
      const r = await scanText(c, text, { source, direction: "inbound", tool: toolCall.name });
      const d = decideInbound(r, { kind: "output", source });
      const info = { verdict: r.verdict, rules: r.findings.map((f) => f.rule_id) };
      // rejectContent replaces the output the model sees with our message.
      if (d.decision === "deny") return ToolGuardrailFunctionOutputFactory.rejectContent(d.reason, info);
      if (d.context) return ToolGuardrailFunctionOutputFactory.rejectContent(`${d.context}\n\n${text}`, info);
      return ToolGuardrailFunctionOutputFactory.allow(info);
    },
  });
  return { inputGuardrails: [input], outputGuardrails: [output] };
}
