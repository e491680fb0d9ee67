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
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              remoteBindings: false,
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  RECEIPT_SIGNING_KEY: testSigningKey(),
                },
                ratelimits: {
                  RATE_LIMITER: { namespace_id: "1001", simple: { limit: 40, period: 60 } },
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/integration/**/*.test.ts"],
            setupFiles: ["./test/integration/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
