import { generateKeyPairSync } from "node:crypto";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

// A fresh receipt-signing key per test run: keys are never committed, not even test ones.
function testSigningKey(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return JSON.stringify(privateKey.export({ format: "jwk" }));
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // Tests run inside workerd with real local D1, Durable Objects and rate limiting.
  const workersProject = (name: string, include: string[], vars: Record<string, string>) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, RECEIPT_SIGNING_KEY: testSigningKey(), LOG_SIGNING_KEY: testSigningKey(), WEBHOOK_SECRET_KEY: "test-only-webhook-key", OPERATOR_TOKEN: "test-only-operator-token-0123456789abcdef", APPROVAL_PREVIEW_KEY: "test-only-approval-preview-key", MCP_ALLOWED_HOSTS: "shield.test,localhost,127.0.0.1", ...vars },
          ratelimits: { RATE_LIMITER: { namespace_id: "1001", simple: { limit: 100, period: 60 } } },
          // Webhook tests drive the consumer themselves (createMessageBatch), so the broker must
          // not also deliver in the background: the producer writes to a queue nothing consumes.
          queueProducers: { WEBHOOKS: { queueName: "agent-shield-webhooks-tests" } },
        },
      }),
    ],
    test: { name, include, setupFiles: ["./test/integration/apply-migrations.ts"] },
  });
  return {
    test: {
      projects: [
        {
          // Pure modules (scanner, policy, shell analyzer), the library, the CLI and the
          // corpus quality gates run on Node: they must not depend on Workers APIs.
          test: {
            name: "unit",
            include: ["test/unit/**/*.test.ts"],
            environment: "node",
            testTimeout: 60_000,
          },
        },
        {
          // The README quickstart end to end: `npm run dev` for real, then HTTP, library and CLI.
          test: {
            name: "e2e",
            include: ["test/e2e/**/*.test.ts"],
            environment: "node",
            // One dev server at a time: concurrent `wrangler dev` sessions on one machine were seen
            // to take each other's local queue messages (test/e2e/webhooks.test.ts).
            fileParallelism: false,
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          // The operator console in headless Chromium against `npm run dev` (test/browser).
          test: {
            name: "browser",
            include: ["test/browser/**/*.test.ts"],
            environment: "node",
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
        workersProject("workers", ["test/integration/**/*.test.ts"], { DEPLOYMENT_KIND: "development" }),
        // The same Worker configured as a production deployment (DANGEROUS_LOCAL refused outright).
        workersProject("workers-production", ["test/production/**/*.test.ts"], { DEPLOYMENT_KIND: "production" }),
      ],
    },
  };
});
