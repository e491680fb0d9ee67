// `npm run build`: the in-process library (dist/index.js + types), the CLI (dist/cli.js), and the
// issue 19 entry points: the typed client (dist/client.js) and the agent-SDK middlewares
// (dist/ai-sdk.js, dist/openai-agents.js). Runtime dependencies (jose, zod, re2js) stay external
// so the package dedupes with the host's; `ai` and `@openai/agents` are the host's own (peer,
// optional) and are never bundled — nor is anything of them in the Worker (src/index.ts).
import { spawnSync } from "node:child_process";
import { chmodSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
const common = {
  bundle: true,
  format: "esm" as const,
  target: "es2022",
  sourcemap: true,
  external: ["jose", "zod", "re2js"],
  logLevel: "warning" as const,
};
await build({ ...common, entryPoints: ["src/lib.ts"], outfile: "dist/index.js", platform: "neutral" });
await build({ ...common, entryPoints: ["src/cli.ts"], outfile: "dist/cli.js", platform: "node" });
chmodSync("dist/cli.js", 0o755);
const sdk = { ...common, platform: "neutral" as const, external: [...common.external, "openapi-fetch", "ai", "@openai/agents"] };
await build({ ...sdk, entryPoints: ["src/client/index.ts"], outfile: "dist/client.js" });
await build({ ...sdk, entryPoints: ["src/integrations/ai-sdk.ts"], outfile: "dist/ai-sdk.js" });
await build({ ...sdk, entryPoints: ["src/integrations/openai-agents.ts"], outfile: "dist/openai-agents.js" });
// Declarations for every entry point (tsconfig.build.json lists them), with the project's compiler settings.
const dts = spawnSync("node_modules/.bin/tsc", ["-p", "tsconfig.build.json"], { stdio: "inherit" });
if (dts.status !== 0) process.exit(dts.status ?? 1);
console.log("built dist/index.js, dist/cli.js, dist/client.js, dist/ai-sdk.js, dist/openai-agents.js and dist/types/");
