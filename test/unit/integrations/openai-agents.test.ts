// The OpenAI Agents SDK guardrails against a mocked model (a Model that answers from a script) and
// a stand-in service: the tool output guardrail replaces an injected result before the model's
// next turn, the tool gate keeps a killed tool from running, the input guardrail trips on a pasted
// injection, and the output guardrail trips on a credential leaving in the final answer.
import { Agent, InputGuardrailTripwireTriggered, OutputGuardrailTripwireTriggered, run, tool, Usage, type Model, type ModelRequest, type ModelResponse } from "@openai/agents";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { agentShieldInputGuardrail, agentShieldOutputGuardrail, agentShieldToolGuard } from "../../../src/integrations/openai-agents";
import { CLEAN_PAGE, INJECTED_PAGE, stubService } from "./stub-service";

class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly script: ModelResponse["output"][]) {}
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const output = this.script[Math.min(this.requests.length - 1, this.script.length - 1)]!;
    return { usage: new Usage(), output, responseId: `resp_${this.requests.length}` };
  }
  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not used in these tests");
  }
}

const call = (name: string, args: unknown) => [{ type: "function_call" as const, callId: "call_1", name, arguments: JSON.stringify(args), status: "completed" as const }];
const say = (text: string) => [{ type: "message" as const, role: "assistant" as const, status: "completed" as const, content: [{ type: "output_text" as const, text }] }];
const conn = (f: typeof fetch) => ({ baseUrl: "https://shield.example", apiKey: "ask_1", fetch: f });
const resultSeen = (m: ScriptedModel) => JSON.stringify((m.requests[1]!.input as unknown[]).find((i) => (i as { type?: string }).type === "function_call_result"));

describe("OpenAI Agents SDK guardrails", () => {
  it("the tool output guardrail withholds a page carrying a hidden injection; a clean page passes", async () => {
    for (const [page, withheld] of [[INJECTED_PAGE, true], [CLEAN_PAGE, false]] as const) {
      const svc = stubService();
      const model = new ScriptedModel([call("fetch_page", { url: "https://recipes.example.org" }), say("Summary.")]);
      const fetchPage = tool({ name: "fetch_page", description: "Fetch a web page", parameters: z.object({ url: z.string() }), execute: async () => page, ...agentShieldToolGuard(conn(svc.fetch)) });
      const result = await run(new Agent({ name: "a", model, tools: [fetchPage] }), "Summarise the recipe");
      expect(result.finalOutput).toBe("Summary.");
      const seen = resultSeen(model);
      expect(seen.includes("Agent-Shield withheld this web content")).toBe(withheld);
      expect(seen.includes("example-attacker")).toBe(false);
      expect(seen.includes("Fluffy pancakes")).toBe(!withheld);
    }
  });

  it("the tool gate refuses a killed tool: it never runs and the model reads the refusal", async () => {
    const svc = stubService(["delete_repo"]);
    let ran = false;
    const model = new ScriptedModel([call("delete_repo", { repo: "acme/shop" }), say("Could not delete it.")]);
    const del = tool({ name: "delete_repo", description: "Delete a repository", parameters: z.object({ repo: z.string() }), execute: async () => ((ran = true), "deleted"), ...agentShieldToolGuard(conn(svc.fetch)) });
    await run(new Agent({ name: "a", model, tools: [del] }), "Clean up");
    expect(ran).toBe(false);
    expect(resultSeen(model)).toContain("refused the call to delete_repo (KillSwitchActive)");
  });

  it("the input guardrail trips on pasted content carrying a hidden injection", async () => {
    const svc = stubService();
    const model = new ScriptedModel([say("ok")]);
    const agent = new Agent({ name: "a", model, inputGuardrails: [agentShieldInputGuardrail(conn(svc.fetch))] });
    await expect(run(agent, `Summarise this page:\n${INJECTED_PAGE}`)).rejects.toBeInstanceOf(InputGuardrailTripwireTriggered);
    await expect(run(agent, "What is a good pancake recipe?")).resolves.toMatchObject({ finalOutput: "ok" });
  });

  it("the output guardrail trips when the final answer carries a credential", async () => {
    const svc = stubService();
    const leaked = ["sk", "live", "51Hx9kQ2eZvKYlo2CqW8rT3uV5nB7mD1pL4sF6gH9jK0aXcYzR"].join("_");
    const agent = new Agent({ name: "a", model: new ScriptedModel([say(`The key is ${leaked}`)]), outputGuardrails: [agentShieldOutputGuardrail(conn(svc.fetch))] });
    await expect(run(agent, "What is the Stripe key?")).rejects.toBeInstanceOf(OutputGuardrailTripwireTriggered);
  });
});
