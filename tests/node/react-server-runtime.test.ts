import { describe, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { runtimeLeftIn, withReactServerRuntime } from "../../worker/render/react-runtime-plugin.ts";

const require = createRequire(import.meta.url);
const RUNTIME = JSON.stringify(fileURLToPath(new URL("../../worker/render/react-runtime.ts", import.meta.url)));
// Under node_modules, so that the copy's own require("react") finds React as the original's does.
const DIR = fileURLToPath(new URL("../../node_modules/.cache/react-server-runtime/", import.meta.url));

type ReactServer = typeof import("react-dom/server.node");
const BUILDS = ["production", "development"] as const;

/** React DOM's Node server build, as the build plugin leaves it when `patched`. */
function load(build: (typeof BUILDS)[number], patched: boolean): ReactServer {
  const source = readFileSync(new URL(`cjs/react-dom-server.node.${build}.js`, `file://${require.resolve("react-dom/package.json")}`), "utf8");
  mkdirSync(DIR, { recursive: true });
  const file = `${DIR}${build}-${patched ? "patched" : "original"}.cjs`;
  writeFileSync(file, patched ? withReactServerRuntime(source, RUNTIME) : source);
  delete require.cache[file];
  return require(file) as ReactServer;
}

/** A streamed render of a small tree, and what the build asked of the global runtime from its loading on. */
async function render(build: (typeof BUILDS)[number], patched: boolean) {
  const microtasks = vi.spyOn(globalThis, "queueMicrotask");
  const storage = vi.spyOn((require("node:async_hooks") as typeof import("node:async_hooks")).AsyncLocalStorage.prototype, "run");
  try {
    const server = load(build, patched);
    const stream = await server.renderToReadableStream(createElement("main", null, createElement("p", null, "Hello")));
    const html = await new Response(stream).text();
    return { html, globalMicrotasks: microtasks.mock.calls.length, globalStorage: storage.mock.calls.length };
  } finally {
    microtasks.mockRestore();
    storage.mockRestore();
  }
}

describe("React's server runtime (worker/render/react-runtime-plugin.ts)", () => {
  it.each(BUILDS)("the %s build streams a page through our microtasks and storage, never the runtime's", async (build) => {
    const ours = await render(build, true);
    expect(ours.html).toBe("<main><p>Hello</p></main>");
    expect(ours.globalMicrotasks).toBe(0);
    expect(ours.globalStorage).toBe(0);
    // The same render with React as published does use them: the check above can tell.
    const original = await render(build, false);
    expect(original.html).toBe(ours.html);
    expect(original.globalMicrotasks).toBeGreaterThan(0);
    expect(original.globalStorage).toBeGreaterThan(0);
  });

  it("fails the build when the worker's bundle still uses the runtime's versions", () => {
    // As the minifier writes React's lines, unpatched and patched.
    expect(runtimeLeftIn('import*as r from"async_hooks";var Vr=new r.AsyncLocalStorage')).toBe("imports async_hooks");
    expect(runtimeLeftIn("var O=E.call(ArrayBuffer.prototype,`detached`),re=queueMicrotask;function ie(e){}")).toBe("keeps the global queueMicrotask");
    expect(runtimeLeftIn("re=(pD(),h(lD)).queueMicrotask;var Vr=new r.AsyncLocalStorage;queueMicrotask(()=>{})")).toBeNull();
  });

  it("fails the build when React's code no longer has what it replaces", () => {
    expect(() => withReactServerRuntime('var a = require("async_hooks");', RUNTIME)).toThrow(/React's server build changed/);
    expect(() => withReactServerRuntime("scheduleMicrotask = queueMicrotask;", RUNTIME)).toThrow(/React's server build changed/);
  });
});
