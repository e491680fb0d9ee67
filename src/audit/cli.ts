// `agent-shield log show|verify|forward`: read, check and ship the local audit log. Exit status:
// 0 fine, 1 verification failed (or forwarding left entries pending), 64 usage error.
import { forwardAudit } from "./forward";
import { configDir, readEntries, verifyAudit } from "./log";

export interface LogIO {
  stdout(s: string): void;
  stderr(s: string): void;
  env: Record<string, string | undefined>;
}

const USAGE = `usage: agent-shield log show [--json] [--limit N]
       agent-shield log verify
       agent-shield log forward [--url URL]     (URL defaults to $AGENT_SHIELD_URL; key: $AGENT_SHIELD_API_KEY)
The log lives in $XDG_CONFIG_HOME/agent-shield (or ~/.config/agent-shield; $AGENT_SHIELD_CONFIG_DIR overrides).`;

export async function runLogCli(argv: string[], io: LogIO): Promise<number> {
  const [cmd, ...rest] = argv;
  const dir = configDir(io.env);
  const flag = (name: string) => rest.includes(name);
  const value = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (cmd === "show") {
    const limitText = value("--limit");
    const limit = limitText === undefined ? Infinity : Number(limitText);
    if (!(limit > 0)) {
      io.stderr(`agent-shield: --limit must be a positive number\n${USAGE}\n`);
      return 64;
    }
    const entries = readEntries(dir);
    const shown = entries.slice(Math.max(0, entries.length - limit));
    for (const e of shown) {
      if (flag("--json")) io.stdout(`${JSON.stringify(e)}\n`);
      else
        io.stdout(
          `${e.seq}\t${e.ts}\t${e.kind}${e.agent ? `/${e.agent}` : ""}${e.server_id ? `/${e.server_id}` : ""}\t${e.event}\t${e.tool ?? "-"}\t${e.decision}\t${e.action}\t${e.verdict ?? "-"}\t${e.rules.join(",") || "-"}\n`,
        );
    }
    if (!flag("--json")) io.stderr(`${entries.length} entries in ${dir}\n`);
    return 0;
  }
  if (cmd === "verify") {
    const r = verifyAudit(dir);
    for (const p of r.problems) io.stdout(`line ${p.line}: ${p.problem}\n`);
    io.stdout(r.ok ? `ok: ${r.entries} entries, chain and signatures intact\n` : `FAILED: ${r.problems.length} problem(s) in ${r.entries} entries\n`);
    return r.ok ? 0 : 1;
  }
  if (cmd === "forward") {
    const url = value("--url") ?? io.env.AGENT_SHIELD_URL;
    const key = io.env.AGENT_SHIELD_API_KEY;
    if (!url || !key) {
      io.stderr(`agent-shield: forwarding needs --url (or AGENT_SHIELD_URL) and AGENT_SHIELD_API_KEY\n`);
      return 64;
    }
    const r = await forwardAudit(dir, url, key);
    io.stdout(`shipped ${r.shipped}, pending ${r.pending}${r.error ? ` (${r.error})` : ""}\n`);
    return r.pending === 0 ? 0 : 1;
  }
  if (cmd === undefined || cmd === "--help" || cmd === "-h") {
    io.stdout(`${USAGE}\n`);
    return cmd === undefined ? 64 : 0;
  }
  io.stderr(`agent-shield: unknown log command: ${cmd}\n${USAGE}\n`);
  return 64;
}
