import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { sharedPlugins } from "./vite.config.ts";

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify("test") },
  plugins: [
    cloudflareTest({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
    }),
    ...sharedPlugins(),
  ],
  test: {
    include: ["worker/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
  },
});
