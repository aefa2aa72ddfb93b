// Server render cost per page template, as CPU time of the workerd process per request.
//
// The workerd process also spends CPU on each request that is not rendering (HTTP parsing,
// the runtime's own bookkeeping, the worker's middleware): a floor, measured on a path the
// worker answers without rendering, is taken off. On a shared machine that floor moves
// with other processes' load (more wake-ups and cache misses per request), by as much as a
// third within a minute, so it is measured often: requests go round-robin over every page,
// with a floor request before every group of a few pages, and each page's sample has the
// mean of the two floor samples on either side of its group taken off.

/** Milliseconds of CPU and wall time for one request, counted until the isolate is idle again. */
async function measure(server, page) {
  const cpu0 = server.cpuNs();
  const start = performance.now();
  const res = await fetch(server.base + page.path, { headers: page.headers, redirect: "manual" });
  await res.arrayBuffer();
  const wall = performance.now() - start;
  await new Promise((r) => setTimeout(r, 2)); // work after the last byte (stream close, waitUntil) counts too
  return { cpu: (server.cpuNs() - cpu0) / 1e6, wall, status: res.status };
}

/**
 * Samples every page `rounds` times after `warmup` rounds.
 *
 * @param pages `[{ path, headers }]`, measured in this order, starting one further each round
 * @param options.floor the path whose CPU per request is taken off
 * @param options.group how many pages between two floor requests
 * @returns per path its net CPU samples in ms (floor taken off), gross CPU and wall samples and
 *   statuses; and the floor's own CPU and wall samples
 */
export async function renderCpu(server, pages, { floor, rounds, warmup = 5, group = 8 }) {
  const floorPage = { path: floor, headers: pages[0].headers };
  const samples = (f) => new Map(pages.map((p) => [p.path, f()]));
  const net = samples(() => []);
  const gross = samples(() => []);
  const wall = samples(() => []);
  const statuses = samples(() => new Set());
  const floorCpu = [];
  const floorWall = [];
  let before = await measure(server, floorPage);
  for (let round = -warmup; round < rounds; round++) {
    const order = pages.map((_, i) => pages[(i + Math.max(round, 0)) % pages.length]);
    for (let g = 0; g < order.length; g += group) {
      const measured = [];
      for (const page of order.slice(g, g + group)) measured.push([page, await measure(server, page)]);
      const after = await measure(server, floorPage);
      if (round >= 0) {
        const base = (before.cpu + after.cpu) / 2;
        for (const [page, t] of measured) {
          net.get(page.path).push(t.cpu - base);
          gross.get(page.path).push(t.cpu);
          wall.get(page.path).push(t.wall);
          statuses.get(page.path).add(t.status);
        }
        floorCpu.push(after.cpu);
        floorWall.push(after.wall);
      }
      before = after;
    }
  }
  return { net, gross, wall, statuses, floorCpu, floorWall };
}
