import { fileURLToPath } from "node:url";
import type { PluginOption } from "vite";

/**
 * React's Node server build gets `queueMicrotask` and `AsyncLocalStorage` from
 * worker/render/react-runtime.ts instead of the runtime, which kept every finished render in
 * memory (docs/decisions/007-react-server-runtime.md). Fails the build if React's code no
 * longer reads as expected, rather than shipping without the replacement.
 */
export function reactServerRuntime(): PluginOption {
  const runtime = JSON.stringify(fileURLToPath(new URL("./react-runtime.ts", import.meta.url)));
  return {
    name: "vpn-site:react-server-runtime",
    enforce: "pre",
    transform(code, id) {
      if (!REACT_SERVER_NODE.test(id)) return null;
      return { code: withReactServerRuntime(code, runtime), map: null };
    },
    // The transform above does nothing if React's file is ever reached another way (renamed,
    // pre-bundled): the worker's bundle would then use the runtime's versions again, silently.
    generateBundle(_, bundle) {
      if (this.environment?.config.consumer !== "server") return;
      for (const chunk of Object.values(bundle)) {
        const problem = chunk.type === "chunk" ? runtimeLeftIn(chunk.code) : null;
        if (problem) this.error(`${chunk.fileName} ${problem}: React's server build was not given worker/render/react-runtime.ts (docs/decisions/007)`);
      }
    },
  };
}

/** What of the runtime's `queueMicrotask` or `async_hooks` a worker bundle still uses, or null. */
export function runtimeLeftIn(code: string): string | null {
  if (/\bfrom\s*["'](node:)?async_hooks["']|require\(\s*["'](node:)?async_hooks["']\s*\)/.test(code)) return "imports async_hooks";
  if (/=\s*queueMicrotask\b(?!\s*\()/.test(code)) return "keeps the global queueMicrotask";
  return null;
}

/** React DOM's Node server builds, production and development. */
const REACT_SERVER_NODE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.(production|development)\.js$/;

/** `code` (a React DOM Node server build) with its two runtime imports taken from `runtime`. */
export function withReactServerRuntime(code: string, runtime: string): string {
  const replacements: [RegExp, string][] = [
    [/require\("async_hooks"\)/g, `require(${runtime})`],
    [/scheduleMicrotask = queueMicrotask\b/g, `scheduleMicrotask = require(${runtime}).queueMicrotask`],
  ];
  for (const [pattern, replacement] of replacements) {
    if ((code.match(pattern) ?? []).length !== 1) throw new Error(`React's server build changed: expected ${pattern} once`);
    code = code.replace(pattern, replacement);
  }
  return code;
}
