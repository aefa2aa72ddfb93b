import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { sharedPlugins } from "./vite.config.ts";
import { writeContentAssets } from "./build/content-plugin.ts";

// Article bodies and search indexes as static assets, written by the build's own code and read
// through ASSETS as in production (see build/content-plugin.ts).
const TEST_ASSETS = "node_modules/.cache/test-assets";
await writeContentAssets("content", TEST_ASSETS);

// The D1 schema, applied to each test file's fresh database by tests/apply-migrations.ts.
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    projects: [
      {
        // Worker code and integration tests run inside workerd, as in production.
        define: { __BUILD_ID__: JSON.stringify("test"), __BUILD_DATE__: JSON.stringify("2026-11-01") },
        plugins: [
          cloudflareTest({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations }, assets: { directory: TEST_ASSETS, binding: "ASSETS" } },
          }),
          ...sharedPlugins({ bodiesDir: TEST_ASSETS }),
        ],
        test: {
          name: "workerd",
          // The first request of each file starts a fresh worker (a 4 MB bundle with all content).
          testTimeout: 20_000,
          setupFiles: ["./tests/apply-migrations.ts"],
          include: [
            "worker/**/*.test.{ts,tsx}",
            "client/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "tests/integration/**/*.test.{ts,tsx}",
          ],
        },
      },
      {
        // Build-time code (the content compiler) runs in Node, where the build runs.
        test: { name: "node", environment: "node", include: ["tests/node/**/*.test.ts"] },
      },
    ],
  },
});
