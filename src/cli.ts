#!/usr/bin/env node
// `agent-shield scan [file|-] [--source S] [--direction D] [--tool T]` — prints the protocol
// response as JSON. Exit code: 0 clean, 1 suspicious, 2 malicious, 64 usage error, 70 failure,
// so shell pipelines and hooks can branch on the verdict without parsing JSON.
import { optionValue } from "./util/argv";
import { readFileSync } from "node:fs";
import { processIO, runHookCli } from "./hooks/cli";

const USAGE = `usage: agent-shield scan [file|-] [--source web|email|tool_output|user_message|agent_message|file]
                         [--direction inbound|outbound] [--tool NAME] [--signing-key JWK_FILE]
Reads the content from FILE, or from standard input when FILE is "-" or absent.
Exit status: 0 clean, 1 suspicious, 2 malicious, 64 usage error, 70 internal error.
       agent-shield hook --agent <claude-code|cursor|windsurf|codex|gemini-cli> [...]   (see agent-shield hook --help, docs/HOOKS.md)
       agent-shield mcp-proxy [--server-id ID] [--local [--policy FILE]] -- <command> [args...]   (docs/HOOKS.md)
       agent-shield log show|verify|forward   (the --local audit log)
       agent-shield receipt verify|consistency --log ...   (transparency log proofs, docs/TRANSPARENCY.md)`;

const EXIT = { clean: 0, suspicious: 1, malicious: 2 } as const;

interface Args {
  file: string;
  source: string;
  direction: string;
  tool?: string;
  signingKeyFile?: string;
}

function parseArgs(argv: string[]): Args | string {
  const [command, ...rest] = argv;
  if (command !== "scan") return command === undefined || command === "--help" || command === "-h" ? "" : `unknown command: ${command}`;
  const args: Args = { file: "-", source: "file", direction: "inbound" };
  let positional = 0;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const value = () => optionValue(rest, ++i, a);
    if (a === "--source") args.source = value();
    else if (a === "--direction") args.direction = value();
    else if (a === "--tool") args.tool = value();
    else if (a === "--signing-key") args.signingKeyFile = value();
    else if (a === "--help" || a === "-h") return "";
    else if (a.startsWith("--")) return `unknown option: ${a}`;
    else if (positional++ === 0) args.file = a;
    else return `unexpected argument: ${a}`;
  }
  return args;
}

async function main(): Promise<number> {
  // Coding-agent hooks (issue 7) answer in the agent's own protocol; see src/hooks/cli.ts.
  if (process.argv[2] === "hook") return runHookCli(process.argv.slice(3), processIO());
  if (process.argv[2] === "receipt") return (await import("./cli-receipt")).runReceiptCli(process.argv.slice(3));
  // Issue 19: the stdio MCP proxy and the local audit log; loaded only when asked for.
  if (process.argv[2] === "mcp-proxy") return (await import("./proxy/cli")).runProxyCli(process.argv.slice(3), process.env);
  if (process.argv[2] === "log") return (await import("./audit/cli")).runLogCli(process.argv.slice(3), { stdout: (s) => void process.stdout.write(s), stderr: (s) => void process.stderr.write(s), env: process.env });
  const { scan, ScanRequestError } = await import("./lib");
  let args: Args | string;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    args = (e as Error).message;
  }
  if (typeof args === "string") {
    process.stderr.write(`${args ? `agent-shield: ${args}\n` : ""}${USAGE}\n`);
    return args ? 64 : 0;
  }
  const content = readFileSync(args.file === "-" ? 0 : args.file, "utf8");
  const context = { source: args.source, direction: args.direction, ...(args.tool ? { tool: args.tool } : {}) };
  try {
    const signingKey = args.signingKeyFile ? readFileSync(args.signingKeyFile, "utf8") : undefined;
    const result = await scan({ content, context }, signingKey ? { signingKey } : {});
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return EXIT[result.verdict];
  } catch (e) {
    if (e instanceof ScanRequestError) {
      process.stderr.write(`agent-shield: ${e.message}\n`);
      return 64;
    }
    process.stderr.write("agent-shield: internal error\n");
    return 70;
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`agent-shield: ${(e as Error).message}\n`);
    process.exit(70);
  },
);
