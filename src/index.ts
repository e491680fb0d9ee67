// Composition root: the HTTP app, the webhook queue consumer, the intel cron and the Durable Object classes. No logic lives here.
import { handleWebhookBatch } from "./webhooks/consumer";
import { createApp } from "./http/app";
import { refreshFromCron } from "./feeds/cron";
import { reconcileLogs } from "./services/tlog-reconcile.service";
import { feedWitnesses } from "./services/tlog-witness-feeder.service";

export { TenantShield } from "../durable-objects/tenant-shield";
export { CommonsAuthority } from "../durable-objects/commons-authority";
export { LogSequencer } from "../durable-objects/log-sequencer";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<unknown>, env: Env) => handleWebhookBatch(batch, env),
  // Threat-intel refresh (docs/THREAT-INTEL.md): feeds -> validated snapshot in KV; and the transparency log's
  // reconciliation sweep (docs/TRANSPARENCY.md): records whose hand-off failed are handed over again.
  scheduled: (_controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(refreshFromCron(env));
    ctx.waitUntil(reconcileLogs(env));
    // The witness feeder: each tenant log's new checkpoints go to the configured witnesses for cosignatures.
    ctx.waitUntil(feedWitnesses(env));
  },
} satisfies ExportedHandler<Env>;
