// Composition root: the HTTP app, the webhook queue consumer and the Durable Object classes. No logic lives here.
import { handleWebhookBatch } from "./events/consumer";
import { createApp } from "./http/app";

export { TenantShield } from "../durable-objects/tenant-shield";
export { CommonsAuthority } from "../durable-objects/commons-authority";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<unknown>, env: Env) => handleWebhookBatch(batch, env),
} satisfies ExportedHandler<Env>;
