import { defineConfig, type PluginOption } from "vite";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { contentPlugin } from "./build/content-plugin.ts";
import { worldMapPlugin } from "./build/world-map-plugin.ts";
import { flagSpritePlugin } from "./build/flag-sprite.ts";
import { serviceWorkerPlugin } from "./build/sw-plugin.ts";

/** Plugins shared by the build and the tests, so both transform code the same way. */
export function sharedPlugins(content: Parameters<typeof contentPlugin>[0] = {}): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), contentPlugin(content), worldMapPlugin()];
}

/** Changes with every build; appended to the fixed runtime and stylesheet paths. */
export const BUILD_ID = Date.now().toString(36);

const DEFINE = { __BUILD_ID__: JSON.stringify(BUILD_ID), __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) };

export default defineConfig({
  define: DEFINE,
  plugins: [cloudflare({ configPath: "./wrangler.toml" }), react(), ...sharedPlugins(), flagSpritePlugin(), serviceWorkerPlugin(DEFINE)],
  environments: {
    // The worker's bundle counts against the Workers size limit: minify it like the browser code.
    vpn_site: { build: { minify: true } },
    client: {
      build: {
        // The runtime and stylesheet keep fixed names (the worker links them with ?v=BUILD_ID);
        // everything they load on demand is content-hashed.
        rollupOptions: {
          input: { app: "./client/entry.ts" },
          output: {
            entryFileNames: "app.js",
            chunkFileNames: "assets/[name]-[hash].js",
            assetFileNames: (asset) => (asset.names.includes("app.css") ? "app.css" : "assets/[name]-[hash][extname]"),
          },
        },
      },
    },
  },
});
