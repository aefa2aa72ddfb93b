// `npm run bench`: one run against the built worker served locally, printed as tables.
// Throughput is always shown beside a static asset served by the same runtime in the
// same run, as a ratio, so the figures mean something on any machine.
import { spawn, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import autocannon from "autocannon";
import { searchBench } from "./search.ts";
import { lighthouseTable } from "./lighthouse.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const HEADERS = { cookie: "i18n_redirected=en", "user-agent": "Mozilla/5.0 (bench) Chrome/140", accept: "text/html" };

const TEMPLATES = [
  "/",
  "/ar",
  "/introduce",
  "/servers",
  "/product/windows",
  "/ip",
  "/help",
  "/help/faq",
  "/help/search?q=windows",
  "/help/detail",
  "/blog",
  "/privacy",
  "/nope",
];

if (!existsSync("dist/vpn_site/index.js")) execSync("npm run build", { stdio: "inherit" });

const server = spawn("npx", ["wrangler", "dev", "--port", String(PORT), "--ip", "127.0.0.1", "--log-level", "error"], {
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/favicon.svg`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the worker did not start");
}

function load(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION, headers: HEADERS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function timings(path, runs = 40) {
  const times = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const res = await fetch(BASE + path, { headers: HEADERS, redirect: "manual" });
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p99: at(0.99) };
}

try {
  await waitForServer();
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`Server: wrangler dev on the production build; autocannon ${CONNECTIONS} connections × ${DURATION} s per row\n`);

  await load("/favicon.svg"); // warm-up
  const asset = await load("/favicon.svg");
  const home = await load("/");
  const download = await load("/web_v1/download");
  const list = await load("/web_v1/article/list?type=blog&lang=en");
  const rows = [
    ["static asset /favicon.svg", asset],
    ["home page / (rendered)", home],
    ["API /web_v1/download", download],
    ["API /web_v1/article/list", list],
  ].map(([name, r]) => ({
    what: name,
    "req/s": Math.round(r.requests.average),
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    errors: r.errors + r.non2xx,
    "ratio to asset": (r.requests.average / asset.requests.average).toFixed(2),
  }));
  console.table(rows);

  const render = [];
  for (const path of TEMPLATES) {
    const t = await timings(path);
    render.push({ page: path, "median ms": t.median.toFixed(2), "p99 ms": t.p99.toFixed(2) });
  }
  console.log("\nServer render time per page (full response over loopback, sequential, 40 runs)");
  console.table(render);

  console.log("\nSearch at 1,000 articles (the worker's index code, in-process, 180 queries incl. a typo)");
  console.table([searchBench(1000)]);

  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log("\nLighthouse, mobile with default throttling, Debian chromium (target: 100 in each column)");
    console.table(await lighthouseTable(BASE));
  }
} finally {
  stop();
}
process.exit(0);
