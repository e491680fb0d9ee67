// `npm run dev` started from a snapshot of the working tree. `wrangler dev` rebuilds and restarts the runtime on every edit
// to a bundled file; where other work edits the same tree during a long benchmark, each restart holds every request for
// seconds and drops the sequencer's in-memory state, which measures the edits rather than the log. A copy of the sources
// (node_modules linked, not copied) is the same code with nothing to watch but itself.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startDevServer, type DevServer } from "../../scripts/dev-server";

/** What `npm run dev` builds and runs from; everything else (tests, docs, .dev.vars) stays behind: the copy makes its own keys. */
const TREE = ["src", "durable-objects", "scripts", "migrations", "wrangler.toml", "package.json", "tsconfig.json", "worker-configuration.d.ts"];

export async function startSnapshotDevServer(port: number): Promise<DevServer> {
  const root = resolve(".");
  const snap = mkdtempSync(join(tmpdir(), "shield-snapshot-"));
  for (const p of TREE) cpSync(join(root, p), join(snap, p), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(snap, "node_modules"), "dir");
  // startDevServer spawns `scripts/dev.ts` relative to the working directory, synchronously, before its first await.
  process.chdir(snap);
  let started: Promise<DevServer>;
  try {
    started = startDevServer(port);
  } finally {
    process.chdir(root);
  }
  const cleanup = () => rmSync(snap, { recursive: true, force: true });
  const server = await started.catch((e) => {
    cleanup();
    throw e;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      cleanup();
    },
  };
}
