// The Cron Trigger's job: refresh the feeds into KV and start using the result in this isolate.
// Other isolates pick the new version up within RECHECK_MS (store.ts), without a deploy.
import { committedIntel } from "./default";
import { refreshIntel, type RefreshReport } from "./refresh";
import { activeFeeds } from "./registry";
import { adoptIntel } from "./store";

export interface IntelEnv {
  INTEL?: KVNamespace;
  /** A JSON array of feed specs replacing the built-in registry (registry.ts); empty = built-in. */
  INTEL_FEEDS?: string;
}

export async function refreshFromCron(env: IntelEnv, opts: { now?: Date; force?: boolean; fetch?: typeof fetch } = {}): Promise<RefreshReport | null> {
  if (env.INTEL === undefined) return null;
  const report = await refreshIntel(env.INTEL, { feeds: activeFeeds(env.INTEL_FEEDS), base: committedIntel(), ...opts });
  adoptIntel(report.set);
  // Operators see every rejection: a feed stuck on its old entries is a problem to fix upstream.
  const line = { level: report.feeds.some((f) => f.status === "rejected" || f.status === "failed") ? "warn" : "info", at: "intel.refresh", version: report.version, published: report.published, feeds: report.feeds };
  (line.level === "warn" ? console.warn : console.log)(JSON.stringify(line));
  return report;
}
