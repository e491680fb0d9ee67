// `npm run test:conformance`: the official MCP conformance suite against /mcp on `wrangler dev`
// (started through the README's own dev script), with the checked-in baseline of scenarios that
// do not apply. Exits non-zero on any unexpected failure — or on an expected failure that now
// passes, so the baseline cannot rot. The dns-rebinding scenario needs a localhost URL.
import { spawnSync } from "node:child_process";
import { startDevServer } from "./dev-server";

const REQUIRED = ["server-initialize", "ping", "tools-list", "dns-rebinding-protection"];

const server = await startDevServer(18_700 + Math.floor(Math.random() * 200));
let status = 1;
try {
  const url = server.url.replace("127.0.0.1", "localhost") + "/mcp";
  const run = spawnSync("node_modules/.bin/conformance", ["server", "--url", url, "--expected-failures", "test/conformance/mcp-baseline.yml"], {
    encoding: "utf8",
    timeout: 300_000,
  });
  const out = `${run.stdout}\n${run.stderr}`;
  const summary = out.slice(out.lastIndexOf("=== SUMMARY ==="));
  console.log(summary);
  const missing = REQUIRED.filter((s) => !new RegExp(`✓ ${s}:`).test(summary));
  if (missing.length) console.error(`required scenarios did not pass: ${missing.join(", ")}`);
  status = run.status === 0 && missing.length === 0 ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(status);
