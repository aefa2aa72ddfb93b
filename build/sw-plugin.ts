import type { PluginOption } from "vite";
import { build } from "rolldown";

/**
 * Bundles the service worker (client/sw/sw.ts) into one self-contained classic script, /sw.js,
 * written into the browser build. It is built on its own so that it shares no chunk with the
 * runtime (a worker script cannot import the runtime's chunks). Its gzipped size is checked by
 * tests/node/service-worker-size.test.ts (5 KB at most, decision 011).
 */
export function serviceWorkerPlugin(define: Record<string, string>): PluginOption {
  return {
    name: "vpn-site:service-worker",
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const out = await build({
        input: "./client/sw/sw.ts",
        write: false,
        transform: { define },
        output: { format: "iife", minify: true },
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: out.output[0].code });
    },
  };
}
