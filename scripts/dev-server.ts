import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface DevServer {
  url: string;
  key: string;
  stop(): Promise<void>;
}

/**
 * Runs the README's `npm run dev` (scripts/dev.ts) on a free port with a throwaway state
 * directory, and resolves once it prints the demo key and wrangler reports it is ready.
 */
export async function startDevServer(port: number, timeoutMs = 90_000): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), "shield-e2e-"));
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["scripts/dev.ts"], {
    env: { ...process.env, PORT: String(port), SHIELD_PERSIST_DIR: dir, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const key = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server not ready in ${timeoutMs} ms:\n${out.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /^Demo API key: (\S+)$/m.exec(out);
      if (m && /Ready on/i.test(out)) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`dev server exited with ${code}:\n${out.slice(-2000)}`));
    });
  }).catch(async (e) => {
    await stop();
    throw e;
  });
  return { url: `http://127.0.0.1:${port}`, key, stop };
}
