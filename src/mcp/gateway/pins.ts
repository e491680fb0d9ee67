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
      writes.push({ server_id: serverId, tool_name: t.name, hash: t.hash, first_seen_at: at, changed_hash: null, changed_at: null });
      if (t.poisoned) alerts.push({ kind: "tool_poisoned", tool: t.name, hash: t.hash, rules: t.rules });
    } else if (pin.hash === t.hash) {
      status[t.name] = "pinned";
    } else {
      status[t.name] = "changed";
      // One alert per distinct new definition, not one per tools/list.
      if (pin.changed_hash !== t.hash) {
        writes.push({ ...pin, changed_hash: t.hash, changed_at: at });
        alerts.push({ kind: "tool_changed", tool: t.name, hash: t.hash, rules: t.rules });
      }
    }
  }
  return { status, writes, alerts };
}

/** An operator accepts the current definition: the pin moves to it. */
export function repin(pin: ToolPin, hash: string): ToolPin {
  return { ...pin, hash, changed_hash: null, changed_at: null };
}
