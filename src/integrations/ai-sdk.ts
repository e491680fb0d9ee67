// `agent-shield-edge/ai-sdk`: a Vercel AI SDK language-model middleware (use with
// wrapLanguageModel). Before each model call it scans what is new in the prompt — user text as
// user_message, tool results as web / file / tool_output — and withholds tool results that carry
// an injection (the model reads the reason instead); a user message that is malicious stops the
// call (AgentShieldBlockedError). After the model answers, each tool call it asks for is gated by
// the tenant's Shield; a refused call is replaced by text saying so, so the SDK never runs it.
import type { LanguageModelMiddleware } from "ai";
import { decideInbound, toolSource } from "../hooks/inbound";
import { gateToolCall, parseArgs, refusalText, scanText, type ShieldConnection } from "./shield";

export class AgentShieldBlockedError extends Error {
  constructor(
    message: string,
    readonly rules: string[],
  ) {
    super(message);
    this.name = "AgentShieldBlockedError";
  }
}

export interface AgentShieldMiddlewareOptions extends ShieldConnection {
  /** Gate the model's tool calls with POST /v1/shield/evaluate (default true). */
  gateToolCalls?: boolean;
  /** Scan user messages (default true) and tool results (default true). */
  scanUserInput?: boolean;
  scanToolResults?: boolean;
}

type Params = Parameters<NonNullable<LanguageModelMiddleware["transformParams"]>>[0]["params"];
type Prompt = Params["prompt"];
type ToolResultOutput = Extract<Extract<Prompt[number], { role: "tool" }>["content"][number], { type: "tool-result" }>["output"];

function outputText(o: ToolResultOutput): string {
  if (o.type === "text" || o.type === "error-text") return o.value;
  if (o.type === "json" || o.type === "error-json") return JSON.stringify(o.value);
  if (o.type === "content") return o.value.map((p) => (p.type === "text" ? p.text : "")).join("\n");
  return "";
}

export function agentShieldMiddleware(o: AgentShieldMiddlewareOptions): LanguageModelMiddleware {
  // A conversation resends its history every step: each text is judged once per middleware.
  const judged = new Map<string, { text?: string; block?: string }>();

  async function screenPrompt(prompt: Prompt): Promise<Prompt> {
    const out: Prompt = [];
    for (const m of prompt) {
      if (m.role === "user" && o.scanUserInput !== false) {
        for (const p of m.content) {
          if (p.type !== "text" || !p.text) continue;
          const key = `u\u0000${p.text}`;
          let v = judged.get(key);
          if (!v) {
            const r = await scanText(o, p.text, { source: "user_message", direction: "inbound" });
            const d = decideInbound(r, { kind: "prompt", source: "user_message" });
            v = d.decision === "deny" ? { block: d.reason } : {};
            judged.set(key, v);
            if (v.block) throw new AgentShieldBlockedError(v.block, r.findings.map((f) => f.rule_id));
          }
          if (v.block) throw new AgentShieldBlockedError(v.block, []);
        }
        out.push(m);
      } else if (m.role === "tool" && o.scanToolResults !== false) {
        const content = [];
        for (const p of m.content) {
          if (p.type !== "tool-result") {
            content.push(p);
            continue;
          }
          const text = outputText(p.output);
          if (!text) {
            content.push(p);
            continue;
          }
          const key = `t\u0000${p.toolName}\u0000${text}`;
          let v = judged.get(key);
          if (!v) {
            const source = toolSource(p.toolName);
            const r = await scanText(o, text, { source, direction: "inbound", tool: p.toolName });
            const d = decideInbound(r, { kind: "output", source });
            v = d.decision === "deny" ? { text: d.reason } : d.context ? { text: `${d.context}\n\n${text}` } : {};
            judged.set(key, v);
          }
          content.push(v.text !== undefined ? { ...p, output: { type: "text" as const, value: v.text } } : p);
        }
        out.push({ ...m, content });
      } else out.push(m);
    }
    return out;
  }

  return {
    transformParams: async ({ params }) => ({ ...params, prompt: await screenPrompt(params.prompt) }),

    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      if (o.gateToolCalls === false) return result;
      let refused = 0;
      const content = [];
      for (const part of result.content) {
        if (part.type !== "tool-call" || part.providerExecuted) {
          content.push(part);
          continue;
        }
        const g = await gateToolCall(o, part.toolName, parseArgs(part.input));
        if (g.allow) content.push(part);
        else {
          refused++;
          content.push({ type: "text" as const, text: refusalText(part.toolName, g) });
        }
      }
      if (refused === 0) return result;
      const stillCalls = content.some((p) => p.type === "tool-call");
      return { ...result, content, finishReason: stillCalls ? result.finishReason : { unified: "stop" as const, raw: result.finishReason.raw } };
    },

    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      if (o.gateToolCalls === false) return { stream, ...rest };
      let refused = 0;
      let allowed = 0;
      type Part = typeof stream extends ReadableStream<infer P> ? P : never;
      const gated = stream.pipeThrough(
        new TransformStream<Part, Part>({
          async transform(part, controller) {
            if (part.type !== "tool-call" || part.providerExecuted) {
              if (part.type === "finish" && refused > 0 && allowed === 0) controller.enqueue({ ...part, finishReason: { unified: "stop", raw: part.finishReason.raw } });
              else controller.enqueue(part);
              return;
            }
            const g = await gateToolCall(o, part.toolName, parseArgs(part.input));
            if (g.allow) {
              allowed++;
              controller.enqueue(part);
              return;
            }
            refused++;
            const id = `agent-shield-${part.toolCallId}`;
            controller.enqueue({ type: "text-start", id });
            controller.enqueue({ type: "text-delta", id, delta: refusalText(part.toolName, g) });
            controller.enqueue({ type: "text-end", id });
          },
        }),
      );
      return { stream: gated, ...rest };
    },
  };
}
