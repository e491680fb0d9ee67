// Composition root: the HTTP app and the Durable Object classes. No logic lives here.
import { createApp } from "./http/app";

export { TenantShield } from "../durable-objects/tenant-shield";

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
