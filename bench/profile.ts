// A CPU profile of the worker's render, from workerd's own V8 (its inspector, through Miniflare):
// `node bench/profile.ts [path ...]` on a build (`npm run build` first). Each path is asked for
// 200 times to warm up, then 400 times under the profiler; the table lists the functions with
// the most self time (the time spent in the function's own code, not in what it calls) and the
// files of the bundle they come from. Optional: BENCH_PORT (default 9401), PROFILE_CACHE=1 for the
// page cache on (every request after the second a hit), PROFILE_OUT to keep the raw profile (a
// .cpuprofile, which Chrome's DevTools opens). Not part of `npm run bench`.

import { writeFileSync } from "node:fs";
import { startBuiltWorker } from "./server.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const port = Number(process.env.BENCH_PORT) || 9401;
const WARMUP = 200;
const MEASURED = 400;

// The build as the bench serves it, page cache off unless PROFILE_CACHE=1, with workerd's inspector on the next port.
const server = await startBuiltWorker(port, { cache: process.env.PROFILE_CACHE === "1", inspectorPort: port + 1 });
const base = server.base;

// The inspector's targets: the worker's isolate is the one named after it.
const targets = (await (await fetch(`http://127.0.0.1:${port + 1}/json`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
const target = targets.find((t) => t.id.includes("vpn-site")) ?? targets[0]!;
const ws = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((resolve, reject) => {
  ws.onopen = resolve;
  ws.onerror = reject;
});
let nextId = 1;
const pending = new Map<number, (result: unknown) => void>();
ws.onmessage = (event) => {
  const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
  if (message.id) pending.get(message.id)?.(message.result);
};
const send = (method: string, params: object = {}) =>
  new Promise<unknown>((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });

const ask = async (path: string) => {
  const res = await fetch(base + path, { headers: { "accept-encoding": "identity", "user-agent": "Mozilla/5.0 (Windows NT 10.0)" } });
  await res.arrayBuffer();
};
for (let i = 0; i < WARMUP; i++) for (const path of paths) await ask(path);
await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 100 });
await send("Profiler.start");
for (let i = 0; i < MEASURED; i++) for (const path of paths) await ask(path);
const { profile } = (await send("Profiler.stop")) as { profile: Profile };
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
ws.close();
await server.stop();

// Self time per node from the samples and their deltas, then per function and per file.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
const perFunction = new Map<string, number>();
const perFile = new Map<string, number>();
let busy = 0;
for (const [id, us] of self) {
  const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
  if (functionName === "(idle)" || functionName === "(program)") continue;
  busy += us;
  const file = url.split("/").pop() || "(native)";
  const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + us);
  perFile.set(file, (perFile.get(file) ?? 0) + us);
}
const requests = MEASURED * paths.length;
const row = ([key, us]: [string, number]) =>
  `${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000 / requests).toFixed(3)} ms/req  ${key}`;
console.log(`${paths.join(" ")}: ${(busy / 1000 / requests).toFixed(3)} ms of JavaScript per request (sampled, idle left out)`);
console.log("\nBy file:");
for (const entry of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(row(entry));
console.log("\nBy function (self time):");
for (const entry of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP) || 40)) console.log(row(entry));
