// The MCP gateway's state inside the tenant Durable Object: tool-definition pins per server and
// per-server gateway policy. Pins change decisions (a changed tool is refused in enforce mode),
// so they live with the rest of the decision state, in the authority.
import { observeTools, pinFindings, repin, type ObservedTool, type ToolPin, type ToolStatus } from "../src/policy/pins";
import { emit, type Effect } from "../src/policy/effects";
import { makeEvent } from "../src/policy/events";
import type { Mode } from "../src/schemas/shield";
import { GatewayPolicySchema, ToolPinSchema, type GatewayPolicy, type GatewayPolicyInput } from "../src/schemas/gateway";

const PIN_KEY = (serverId: string, tool: string) => `${serverId}\u0000${tool}`;

export class GatewayState {
  #pins = new Map<string, Map<string, ToolPin>>();
  #policies = new Map<string, GatewayPolicy>();

  constructor(private readonly sql: SqlStorage) {
    const rows = sql.exec<{ kind: string; json: string }>(`SELECT kind, json FROM records WHERE kind IN ('tool_pin', 'gateway_policy')`).toArray();
    for (const r of rows) {
      if (r.kind === "tool_pin") this.#remember(ToolPinSchema.parse(JSON.parse(r.json)));
      else {
        const p = GatewayPolicySchema.parse(JSON.parse(r.json));
        this.#policies.set(p.server_id, p);
      }
    }
  }

  #remember(pin: ToolPin): void {
    let m = this.#pins.get(pin.server_id);
    if (!m) this.#pins.set(pin.server_id, (m = new Map()));
    m.set(pin.tool_name, pin);
  }

  #writePin(pin: ToolPin): void {
    this.sql.exec(`INSERT OR REPLACE INTO records (kind, key, json) VALUES ('tool_pin', ?, ?)`, PIN_KEY(pin.server_id, pin.tool_name), JSON.stringify(pin));
    this.#remember(pin);
  }

  policy(serverId: string): GatewayPolicy {
    return this.#policies.get(serverId) ?? { server_id: serverId, value_limits: [], response_policy: "block", updated_at: "" };
  }

  /** Returns the event effects to persist with the write (the caller runs this in a transaction). */
  putPolicy(serverId: string, input: GatewayPolicyInput, actor: string, at: string): { policy: GatewayPolicy; effects: Effect[] } {
    const policy: GatewayPolicy = { server_id: serverId, ...input, updated_at: at };
    this.sql.exec(`INSERT OR REPLACE INTO records (kind, key, json) VALUES ('gateway_policy', ?, ?)`, serverId, JSON.stringify(policy));
    this.#policies.set(serverId, policy);
    return { policy, effects: emit([makeEvent("shield.gateway.policy.updated", `${serverId}:policy:${at}`, at, { server_id: serverId, actor })]) };
  }

  pins(serverId: string): ToolPin[] {
    return [...(this.#pins.get(serverId)?.values() ?? [])].sort((a, b) => a.tool_name.localeCompare(b.tool_name));
  }

  pin(serverId: string, tool: string): ToolPin | undefined {
    return this.#pins.get(serverId)?.get(tool);
  }

  observe(serverId: string, seen: readonly ObservedTool[], mode: Mode, at: string): { status: Record<string, ToolStatus>; effects: Effect[] } {
    const obs = observeTools(serverId, this.#pins.get(serverId) ?? new Map(), seen, at);
    for (const w of obs.writes) this.#writePin(w);
    const hidden = mode === "enforce";
    const effects = emit(
      obs.alerts.map((a) =>
        makeEvent(a.kind === "tool_poisoned" ? "shield.gateway.tool_poisoned" : "shield.gateway.tool_changed", `${serverId}:${a.tool}:${a.hash}:${a.kind}`, at, {
          server_id: serverId,
          tool_name: a.tool,
          hash: a.hash,
          rules: a.rules,
          hidden,
        }),
      ),
    );
    return { status: obs.status, effects };
  }

  findings(serverId: string, tool: string) {
    return pinFindings(this.pin(serverId, tool));
  }

  repin(serverId: string, tool: string, actor: string, at: string): { pin: ToolPin; effects: Effect[] } | null {
    const current = this.pin(serverId, tool);
    if (!current) return null;
    const pin = repin(current);
    this.#writePin(pin);
    return { pin, effects: emit([makeEvent("shield.gateway.tool_repinned", `${serverId}:${tool}:${pin.hash}:repinned:${at}`, at, { server_id: serverId, tool_name: tool, hash: pin.hash, actor })]) };
  }
}
