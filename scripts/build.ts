// `npm run build`: the in-process library (dist/index.js + types) and the CLI (dist/cli.js).
// Runtime dependencies (jose, zod, re2js) stay external so the package dedupes with the host's.
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
const dts = spawnSync("node_modules/.bin/tsc", ["-p", "tsconfig.build.json"], { stdio: "inherit" });
if (dts.status !== 0) process.exit(dts.status ?? 1);
console.log("built dist/index.js, dist/cli.js and dist/types/");
