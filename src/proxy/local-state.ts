// The proxy's files in the user's config directory: tool pins per server (mcp-pins/<id>.json,
// using the gateway's pure pinning rules) and the local policy file (kill switches, denied tools,
// the scan policy), re-read on every call so a kill switch written mid-session holds on the next
// call. Node file APIs only.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ToolPin } from "../policy/pins";
import type { ScanPolicy } from "../scan/types";
import { ScanPolicyInputSchema } from "../schemas/scan-policy";

export function pinsFile(configDir: string, serverId: string): string {
  // The id names a file: anything but a plain token is hashed into one.
  const safe = /^[A-Za-z0-9._-]{1,100}$/.test(serverId) && !serverId.startsWith(".") ? serverId : Buffer.from(serverId).toString("base64url").slice(0, 100);
  return path.join(configDir, "mcp-pins", `${safe}.json`);
}

export function loadPins(file: string): Map<string, ToolPin> {
  if (!existsSync(file)) return new Map();
  const list = JSON.parse(readFileSync(file, "utf8")) as ToolPin[];
  return new Map(list.map((p) => [p.tool_name, p]));
}

export function savePins(file: string, pins: Map<string, ToolPin>): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify([...pins.values()], null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

/**
 * The local policy file for `mcp-proxy --local --policy FILE`:
 * { "kill_switches": [{ "server": "fs", "tool": "write_file" }, { "tool": "*" }],
 *   "deny_tools": ["delete_repo"], "scan_policy": { …PUT /v2/scan-policy JSON… } }
 * A kill switch without `server` applies to every server; `tool: "*"` (or none) to every tool.
 */
export interface LocalProxyPolicy {
  kill_switches: { server?: string; tool?: string; reason?: string }[];
  deny_tools: string[];
  scan_policy?: ScanPolicy;
}

export class PolicyFileError extends Error {}

export function loadLocalPolicy(file: string | undefined): LocalProxyPolicy {
  if (file === undefined) return { kill_switches: [], deny_tools: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8")) as unknown;
  } catch {
    throw new PolicyFileError("the policy file is unreadable or not JSON");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new PolicyFileError("the policy file is not a JSON object");
  const o = raw as Record<string, unknown>;
  const ks = o.kill_switches ?? [];
  if (!Array.isArray(ks) || !ks.every((k) => typeof k === "object" && k !== null)) throw new PolicyFileError("kill_switches must be an array of objects");
  const deny = o.deny_tools ?? [];
  if (!Array.isArray(deny) || !deny.every((d) => typeof d === "string")) throw new PolicyFileError("deny_tools must be an array of strings");
  let scanPolicy: ScanPolicy | undefined;
  if (o.scan_policy !== undefined) {
    const parsed = ScanPolicyInputSchema.safeParse(o.scan_policy);
    if (!parsed.success) throw new PolicyFileError(`scan_policy is invalid (${parsed.error.issues[0]?.path.join(".") || "body"})`);
    scanPolicy = parsed.data as ScanPolicy;
  }
  return { kill_switches: ks as LocalProxyPolicy["kill_switches"], deny_tools: deny as string[], ...(scanPolicy ? { scan_policy: scanPolicy } : {}) };
}

/** The kill switch that stops this call, if any. */
export function killSwitchFor(p: LocalProxyPolicy, serverId: string, tool: string): LocalProxyPolicy["kill_switches"][number] | undefined {
  return p.kill_switches.find((k) => (k.server === undefined || k.server === serverId) && (k.tool === undefined || k.tool === "*" || k.tool === tool));
}
