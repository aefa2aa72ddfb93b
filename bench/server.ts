// The production build served by workerd through Miniflare, with no wrangler dev proxy in
// front: the same runtime serves the worker and its static assets, so ratios compare like
// with like. Options come from the built wrangler.json, as `wrangler dev` would read them.
import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { Miniflare, convertV4MiniflareOptions, type V4ServiceDesignator } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** A running server of the production build. */
export interface BuiltWorker {
  base: string;
  /** The worker's own socket, without Miniflare's entry worker (servers started `alone` only). */
  direct: string | undefined;
  pid: number;
  /** CPU of workerd's JavaScript thread so far, in ns. */
  cpuNs(): number;
  /** CPU of the whole workerd process so far, in ns. */
  allCpuNs(): number;
  stop(): Promise<void>;
}

/**
 * Starts the built worker on 127.0.0.1:port; `cache: false` turns the edge page cache and
 * the Cache API off, so every page is rendered (for render timings).
 *
 * `alone: true` runs the worker without the static-asset router in front of it, its ASSETS
 * binding answered from dist/client by this process, for render timings: workerd runs every
 * isolate on one thread, and the router's and the proxies' own collections, with the native
 * objects each frees in a batch, landed on our samples as pauses of 10 to 15 ms. In
 * production neither runs on the worker's CPU time. The worker caches what it reads from
 * ASSETS, so after the warm-up no render waits on this process. Such a server also has
 * `direct`, the worker's own socket on port + 100, without Miniflare's entry worker (a local
 * proxy that production does not have) in front.
 */
export async function startBuiltWorker(
  port: number,
  { cache = true, alone = false, inspectorPort = undefined as number | undefined } = {},
): Promise<BuiltWorker> {
  // What this reads of the options (wrangler's declared type for them is opaque here).
  const workerOptions = unstable_getMiniflareWorkerOptions("dist/vpn_site/wrangler.json").workerOptions as {
    assets?: { binding?: string; directory: string };
    serviceBindings?: Record<string, V4ServiceDesignator>;
    bindings?: Record<string, unknown>;
  };
  const assets = workerOptions.assets;
  if (!assets?.binding) throw new Error("dist/vpn_site/wrangler.json has no assets binding: build first");
  const standIn = alone
    ? {
        assets: undefined,
        serviceBindings: { ...workerOptions.serviceBindings, [assets.binding]: (request: Request) => serveFile(assets.directory, request) },
        unsafeDirectSockets: [{ host: "127.0.0.1", port: port + 100 }],
      }
    : {};
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      // The worker's V8 inspector, for bench/profile.ts.
      inspectorPort,
      workers: [
        {
          ...workerOptions,
          modulesRules: undefined,
          name: "vpn-site",
          modules: true,
          scriptPath: "index.js",
          cacheAPI: cache,
          bindings: { ...workerOptions.bindings, PAGE_CACHE: cache ? "on" : "off" },
          ...standIn,
        },
      ],
    }),
  );
  const url = await mf.ready;
  const direct = alone ? String(await mf.unsafeGetDirectURL("vpn-site")).replace(/\/$/, "") : undefined;
  const pid = execSync("ps -eo pid,args", { encoding: "utf8" })
    .split("\n")
    .find((line) => line.includes("workerd") && line.includes(`entry=127.0.0.1:${port}`))
    ?.trim()
    .split(/\s+/)[0];
  return {
    base: url.origin,
    direct,
    pid: Number(pid),
    // workerd runs the worker's JavaScript on its main thread, whose id is the process's: that
    // thread's CPU is what the Workers CPU limit counts. V8's helper threads (concurrent GC
    // marking, background compilation) and the rest are counted in allCpuNs.
    cpuNs: () => threadCpuNs(Number(pid), Number(pid)),
    allCpuNs: () => cpuNs(Number(pid)),
    stop: () => mf.dispose(),
  };
}

/** A file of the static assets, as the ASSETS binding answers (no content negotiation). */
async function serveFile(directory: string, request: Request): Promise<Response> {
  try {
    const path = join(directory, decodeURIComponent(new URL(request.url).pathname));
    if (!path.startsWith(directory + sep)) return new Response(null, { status: 404 });
    return new Response(await readFile(path));
  } catch {
    return new Response(null, { status: 404 }); // No such file, or a malformed path.
  }
}

/** CPU time one thread has used so far, in nanoseconds (Linux schedstat). */
function threadCpuNs(pid: number, tid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
}

/** CPU time the process has used so far, all threads, in nanoseconds (Linux schedstat). */
function cpuNs(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return sum; // A thread that ended between the listing and the read.
    }
  }, 0);
}
