// Server render cost per page template, as CPU time of workerd's JavaScript thread per request
// (the time the Workers CPU limit counts), with the whole process's CPU alongside.
//
// Pages are asked for with `Accept-Encoding: identity`: in production the edge compresses the
// answer outside the worker, while the local runtime would gzip it on the same thread and bill
// a large page's compression to its render.
//
// Requests go to the worker's own socket (`server.direct`) of a server started with
// `alone: true` (./server.ts): neither Miniflare's entry worker nor the static-asset router
// runs in front. They run on the same thread, and their collections, with the native objects
// each frees in a batch, landed on our samples as pauses of 10 to 15 ms that production does
// not bill to the worker.
//
// The workerd process also spends CPU on each request that is not rendering (HTTP parsing,
// the runtime's own bookkeeping, the worker's middleware): a floor, measured on a path the
// worker answers without rendering, is taken off. On a shared machine that floor moves
// with other processes' load (more wake-ups and cache misses per request), by as much as a
// third within a minute, so it is measured often: requests go round-robin over every page,
// with a floor request before every group of a few pages, and each page's sample has the
// mean of the two floor samples on either side of its group taken off.

import type { BuiltWorker } from "./server.ts";

/** A page to sample: its path and the headers to ask with. */
export interface Page {
  path: string;
  headers: Record<string, string>;
}

/** One request's costs, in ms. */
interface Sample {
  cpu: number;
  all: number;
  wall: number;
  status: number;
}

/**
 * Rounds before sampling: V8 optimizes the render's hot functions over the first few hundred
 * requests, and each optimization lands once, as a pause of several ms, on whichever request is
 * running. Twenty rounds over every page (640 requests) leave those behind the measurement.
 */
export const WARMUP_ROUNDS = 20;

/** Milliseconds of CPU and wall time for one request, counted until the isolate is idle again. */
async function measure(server: BuiltWorker, page: Page): Promise<Sample> {
  const cpu0 = server.cpuNs();
  const all0 = server.allCpuNs();
  const start = performance.now();
  const res = await fetch(server.direct! + page.path, { headers: { ...page.headers, "accept-encoding": "identity" }, redirect: "manual" });
  await res.arrayBuffer();
  const wall = performance.now() - start;
  await new Promise((r) => setTimeout(r, 2)); // work after the last byte (stream close, waitUntil) counts too
  return { cpu: (server.cpuNs() - cpu0) / 1e6, all: (server.allCpuNs() - all0) / 1e6, wall, status: res.status };
}

/**
 * Samples every page `rounds` times after `warmup` rounds.
 *
 * @param pages `[{ path, headers }]`, measured in this order, starting one further each round
 * @param options.floor the path whose CPU per request is taken off
 * @param options.group how many pages between two floor requests
 * @returns per path its net CPU samples in ms (floor taken off), gross CPU, whole-process CPU and
 *   wall samples and statuses; and the floor's own CPU and wall samples
 */
export async function renderCpu(
  server: BuiltWorker,
  pages: Page[],
  { floor, rounds, warmup = WARMUP_ROUNDS, group = 8 }: { floor: string; rounds: number; warmup?: number; group?: number },
) {
  const floorPage = { path: floor, headers: pages[0]!.headers };
  const samples = <T>(f: () => T) => new Map(pages.map((p) => [p.path, f()]));
  const net = samples((): number[] => []);
  const gross = samples((): number[] => []);
  const all = samples((): number[] => []);
  const wall = samples((): number[] => []);
  const statuses = samples(() => new Set<number>());
  const floorCpu: number[] = [];
  const floorWall: number[] = [];
  let before = await measure(server, floorPage);
  for (let round = -warmup; round < rounds; round++) {
    const order = pages.map((_, i) => pages[(i + Math.max(round, 0)) % pages.length]!);
    for (let g = 0; g < order.length; g += group) {
      const measured: [Page, Sample][] = [];
      for (const page of order.slice(g, g + group)) measured.push([page, await measure(server, page)]);
      const after = await measure(server, floorPage);
      if (round >= 0) {
        const base = (before.cpu + after.cpu) / 2;
        for (const [page, t] of measured) {
          net.get(page.path)!.push(t.cpu - base);
          gross.get(page.path)!.push(t.cpu);
          all.get(page.path)!.push(t.all);
          wall.get(page.path)!.push(t.wall);
          statuses.get(page.path)!.add(t.status);
        }
        floorCpu.push(after.cpu);
        floorWall.push(after.wall);
      }
      before = after;
    }
  }
  return { net, gross, all, wall, statuses, floorCpu, floorWall };
}
