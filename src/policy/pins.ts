// Tool-definition pinning (rug-pull detection). The first time a tenant's gateway sees a tool of
// a server, its definition hash is pinned; a later tools/list with another hash for the same name
// is a change nobody approved. Pure: the tenant Durable Object stores the pins and applies this.

export interface ToolPin {
  server_id: string;
  tool_name: string;
  /** SHA-256 of the pinned definition (see pinnedShape). */
  hash: string;
  first_seen_at: string;
  /** The differing hash seen most recently, until an operator re-pins; null when in agreement. */
  changed_hash: string | null;
  changed_at: string | null;
  /** Whether the definition last seen was judged poisoned, and by which rules. */
  poisoned: boolean;
  rules: string[];
}

export interface ObservedTool {
  name: string;
  hash: string;
  poisoned: boolean;
  rules: string[];
}

export type ToolStatus = "new" | "pinned" | "changed";

export interface Observation {
  status: Record<string, ToolStatus>;
  /** Pins to write (new ones, and ones whose changed_hash moved). */
  writes: ToolPin[];
  /** What deserves an event: first sight of a poisoned tool, or a definition change. */
  alerts: { kind: "tool_poisoned" | "tool_changed"; tool: string; hash: string; rules: string[] }[];
}

export function observeTools(serverId: string, pins: ReadonlyMap<string, ToolPin>, seen: readonly ObservedTool[], at: string): Observation {
  const status: Record<string, ToolStatus> = {};
  const writes: ToolPin[] = [];
  const alerts: Observation["alerts"] = [];
  for (const t of seen) {
    const pin = pins.get(t.name);
    if (!pin) {
      status[t.name] = "new";
      writes.push({ server_id: serverId, tool_name: t.name, hash: t.hash, first_seen_at: at, changed_hash: null, changed_at: null, poisoned: t.poisoned, rules: t.rules });
      if (t.poisoned) alerts.push({ kind: "tool_poisoned", tool: t.name, hash: t.hash, rules: t.rules });
    } else if (pin.hash === t.hash) {
      status[t.name] = "pinned";
      // The same definition can be judged differently after a rules update: keep the pin current.
      if (pin.poisoned !== t.poisoned || pin.changed_hash !== null) {
        writes.push({ ...pin, poisoned: t.poisoned, rules: t.rules, changed_hash: null, changed_at: null });
        if (t.poisoned && !pin.poisoned) alerts.push({ kind: "tool_poisoned", tool: t.name, hash: t.hash, rules: t.rules });
      }
    } else {
      status[t.name] = "changed";
      // One alert per distinct new definition, not one per tools/list.
      if (pin.changed_hash !== t.hash) {
        writes.push({ ...pin, changed_hash: t.hash, changed_at: at, poisoned: t.poisoned, rules: t.rules });
        alerts.push({ kind: "tool_changed", tool: t.name, hash: t.hash, rules: t.rules });
      }
    }
  }
  return { status, writes, alerts };
}

/** An operator accepts the current definition: the pin moves to it. */
export function repin(pin: ToolPin): ToolPin {
  return { ...pin, hash: pin.changed_hash ?? pin.hash, changed_hash: null, changed_at: null };
}

/** What mediating a call to this tool finds, from its pin alone. */
export function pinFindings(pin: ToolPin | undefined): { code: "tool_definition_changed" | "tool_poisoned"; detail: string }[] {
  if (!pin) return [];
  const out: { code: "tool_definition_changed" | "tool_poisoned"; detail: string }[] = [];
  if (pin.changed_hash !== null) out.push({ code: "tool_definition_changed", detail: pin.tool_name });
  if (pin.poisoned) out.push({ code: "tool_poisoned", detail: pin.rules.slice(0, 5).join(",") || pin.tool_name });
  return out;
}
