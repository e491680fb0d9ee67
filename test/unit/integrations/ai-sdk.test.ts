// The Vercel AI SDK middleware against a mocked model (MockLanguageModelV4 from ai/test) and a
// stand-in service: a tool result with a hidden injection is withheld before the model's next
// step, a clean one passes untouched, a killed tool call is replaced by a refusal and never runs,
// and a pasted injection in the user's message stops the call.
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { agentShieldMiddleware, AgentShieldBlockedError } from "../../../src/integrations/ai-sdk";
import { CLEAN_PAGE, INJECTED_PAGE, stubService } from "./stub-service";

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };
type Prompt = { role: string; content: unknown }[];

/** A model that first calls `toolName`, then answers with text, recording the prompts it was sent. */
function twoStepModel(toolName: string, args: unknown) {
  const prompts: Prompt[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(options.prompt as Prompt);
      if (prompts.length === 1) return { content: [{ type: "tool-call", toolCallId: "call_1", toolName, input: JSON.stringify(args) }], finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage, warnings: [] };
      return { content: [{ type: "text", text: "Here is the summary." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
  return { model, prompts };
}

const toolMessage = (p: Prompt) => JSON.stringify(p.find((m) => m.role === "tool"));

describe("agentShieldMiddleware (ai)", () => {
  it("withholds a fetched page carrying a hidden injection: the model reads the reason, not the page", async () => {
    const svc = stubService();
    const { model, prompts } = twoStepModel("fetch_page", { url: "https://recipes.example.org" });
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: svc.fetch }) }),
      tools: { fetch_page: tool({ inputSchema: z.object({ url: z.string() }), execute: async () => INJECTED_PAGE }) },
      stopWhen: stepCountIs(3),
      prompt: "Summarise the pancake recipe",
    });
    expect(result.text).toBe("Here is the summary.");
    const seen = toolMessage(prompts[1]!);
    expect(seen).toContain("Agent-Shield withheld this web content");
    expect(seen).not.toContain("example-attacker");
    expect(svc.calls.find((c) => c.path === "/v2/scan" && (c.body.context as { tool?: string }).tool === "fetch_page")?.body.context).toEqual({ source: "web", direction: "inbound", tool: "fetch_page" });
  });

  it("passes a clean tool result through unchanged", async () => {
    const svc = stubService();
    const { model, prompts } = twoStepModel("fetch_page", { url: "https://recipes.example.org" });
    await generateText({
      model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: svc.fetch }) }),
      tools: { fetch_page: tool({ inputSchema: z.object({ url: z.string() }), execute: async () => CLEAN_PAGE }) },
      stopWhen: stepCountIs(3),
      prompt: "Summarise the pancake recipe",
    });
    expect(toolMessage(prompts[1]!)).toContain("Cook for 2 minutes per side");
    expect(toolMessage(prompts[1]!)).not.toContain("Agent-Shield");
  });

  it("gates tool calls: a killed tool is replaced by a refusal and never executes", async () => {
    const svc = stubService(["delete_repo"]);
    let ran = false;
    const { model } = twoStepModel("delete_repo", { repo: "acme/shop" });
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: svc.fetch }) }),
      tools: { delete_repo: tool({ inputSchema: z.object({ repo: z.string() }), execute: async () => ((ran = true), "deleted") }) },
      stopWhen: stepCountIs(3),
      prompt: "Clean up",
    });
    expect(ran).toBe(false);
    expect(result.text).toContain("Agent-Shield refused the call to delete_repo (KillSwitchActive)");
    expect(svc.calls.find((c) => c.path === "/v1/shield/evaluate")?.body).toEqual({ surface: "mcp", toolName: "delete_repo", arguments: { repo: "acme/shop" } });
  });

  it("gates tool calls in streams too", async () => {
    const svc = stubService(["delete_repo"]);
    let ran = false;
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream({
          start(c) {
            c.enqueue({ type: "stream-start", warnings: [] });
            c.enqueue({ type: "tool-call", toolCallId: "call_1", toolName: "delete_repo", input: '{"repo":"acme/shop"}' });
            c.enqueue({ type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage });
            c.close();
          },
        }),
      }),
    });
    const r = streamText({
      model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: svc.fetch }) }),
      tools: { delete_repo: tool({ inputSchema: z.object({ repo: z.string() }), execute: async () => ((ran = true), "deleted") }) },
      prompt: "Clean up",
    });
    expect(await r.text).toContain("refused the call to delete_repo");
    expect(ran).toBe(false);
  });

  it("stops the call when the user pastes content carrying a hidden injection", async () => {
    const svc = stubService();
    const { model, prompts } = twoStepModel("fetch_page", {});
    await expect(
      generateText({ model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: svc.fetch }) }), prompt: `Summarise this:\n${INJECTED_PAGE}` }),
    ).rejects.toThrow(AgentShieldBlockedError);
    expect(prompts).toHaveLength(0);
  });

  it("fails closed when the service is unreachable (tool results withheld, calls refused)", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    let ran = false;
    const { model } = twoStepModel("fetch_page", { url: "x" });
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware: agentShieldMiddleware({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: down, scanUserInput: false }) }),
      tools: { fetch_page: tool({ inputSchema: z.object({ url: z.string() }), execute: async () => ((ran = true), CLEAN_PAGE) }) },
      stopWhen: stepCountIs(3),
      prompt: "Summarise",
    });
    expect(ran).toBe(false);
    expect(result.text).toContain("(ShieldUnavailable)");
  });
});
