import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { sharedPlugins } from "./vite.config.ts";

export default defineConfig({
  test: {
    projects: [
      {
        // Worker code and integration tests run inside workerd, as in production.
        define: { __BUILD_ID__: JSON.stringify("test"), __BUILD_DATE__: JSON.stringify("2026-11-01") },
        plugins: [
          cloudflareTest({ main: "./worker/index.ts", wrangler: { configPath: "./wrangler.toml" } }),
          ...sharedPlugins(),
        ],
        test: {
          name: "workerd",
          // The first request of each file starts a fresh worker (a 4 MB bundle with all content).
          testTimeout: 20_000,
          include: ["worker/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
        },
      },
      {
        // Build-time code (the content compiler) runs in Node, where the build runs.
        test: { name: "node", environment: "node", include: ["tests/node/**/*.test.ts"] },
      },
    ],
  },
});
