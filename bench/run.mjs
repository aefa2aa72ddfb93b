// `npm run bench`: one run against the production build served by workerd (Miniflare, no
// wrangler dev proxy), printed as tables. Throughput is always shown beside a static asset
// served by the same runtime in the same run, as a ratio, so the figures mean something on
// any machine. BENCH_LIGHTHOUSE=0 and BENCH_LOAD=0 skip the slow parts.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { cpus, totalmem } from "node:os";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { searchBench } from "./search.ts";
import { CHROMIUM_FLAGS, lighthouseTable } from "./lighthouse.mjs";
import { observatoryTable } from "./observatory.mjs";
import { startBuiltWorker } from "./server.mjs";
import templates from "../tests/templates.json" with { type: "json" };

const PORT = Number(process.env.BENCH_PORT ?? 8791);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const HEADERS = { cookie: "i18n_redirected=en", "user-agent": "Mozilla/5.0 (bench) Chrome/140", accept: "text/html" };
const RENDER_TEMPLATES = ["/", "/ar", ...templates.filter((t) => t !== "/"), "/nope"];
const mark = (ok) => (ok ? "✓" : "✗");

if (!existsSync("dist/vpn_site/index.js") || process.env.BENCH_BUILD === "1") execSync("npm run build", { stdio: "inherit" });

/** autocannon against one path, or a path made fresh for every request (`fresh`). */
function load(base, path, { connections = CONNECTIONS, duration = DURATION, fresh = false, mix } = {}) {
  let n = 0;
  const requests = mix
    ? mix.map((p) => ({ method: "GET", path: p }))
    : fresh
      ? [{ setupRequest: (req) => ({ ...req, path: `${path}${path.includes("?") ? "&" : "?"}page=${++n}` }) }]
      : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url: base + (mix ? "" : path), connections, duration, headers: HEADERS, requests }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Sequential requests to one path: wall time to the full response, and the CPU time the
 * workerd process spent on each (from /proc, so React's scheduling pauses do not count).
 */
async function timings(server, path, runs = 40) {
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs + 5; i++) {
    const cpu0 = server.cpuNs();
    const start = performance.now();
    const res = await fetch(server.base + path, { headers: HEADERS, redirect: "manual" });
    await res.arrayBuffer();
    const end = performance.now();
    await new Promise((r) => setTimeout(r, 2)); // let the isolate finish its bookkeeping
    if (i >= 5) {
      wall.push(end - start);
      cpu.push((server.cpuNs() - cpu0) / 1e6);
    }
  }
  const at = (xs, q) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  return { wall: at(wall, 0.5), cpu: at(cpu, 0.5), cpuP99: at(cpu, 0.99) };
}

const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** JavaScript and CSS each template makes the browser download, gzipped, from one chromium visit each. */
async function bytesPerTemplate(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const path of templates) {
      const page = await browser.newPage();
      // No prefetching: only what this page itself needs.
      await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
      const files = new Set();
      page.on("response", (res) => {
        const url = new URL(res.url());
        if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(base + path);
      await page.waitForSelector("html[data-hydrated]");
      const sum = (ext) => [...files].filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(`dist/client${f}`), 0);
      rows.push({ page: path, "JS files": [...files].filter((f) => f.endsWith(".js")).length, "JS KB gz": kb(sum(".js")), "CSS KB gz": kb(sum(".css")) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Resident memory of the workerd processes this bench started, in MB. */
function workerdMemory() {
  try {
    const out = execSync(`ps -o rss= --ppid ${process.pid}`, { encoding: "utf8" });
    return Math.round(out.split("\n").filter(Boolean).reduce((n, l) => n + Number(l.trim()), 0) / 1024);
  } catch {
    return NaN;
  }
}

const cached = await startBuiltWorker(PORT);
const uncached = await startBuiltWorker(PORT + 1, { cache: false });
try {
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`Server: the production build in workerd (Miniflare ${cached.base}); autocannon ${CONNECTIONS} connections × ${DURATION} s per row\n`);

  // Throughput, each row beside the static asset from the same runtime.
  await load(cached.base, "/favicon.svg", { duration: 2 }); // warm-up
  for (const p of ["/", "/blog/public-wifi-safety"]) await fetch(cached.base + p, { headers: HEADERS }).then((r) => r.arrayBuffer());
  const asset = await load(cached.base, "/favicon.svg");
  const rows = [
    ["home page, edge cache hit", await load(cached.base, "/"), 0.8],
    ["home page, cache miss (rendered)", await load(cached.base, "/", { fresh: true }), 0.3],
    ["blog article, cache hit", await load(cached.base, "/blog/public-wifi-safety"), 0.8],
    ["help search (never cached)", await load(cached.base, "/help/search?q=windows"), undefined],
    ["API /web_v1/download", await load(cached.base, "/web_v1/download"), undefined],
    ["API /web_v1/ip/v3", await load(cached.base, "/web_v1/ip/v3"), undefined],
  ];
  const ratio = (r) => r.requests.average / asset.requests.average;
  console.table([
    { what: "static asset /favicon.svg", "req/s": Math.round(asset.requests.average), "p50 ms": asset.latency.p50, "p99 ms": asset.latency.p99, errors: asset.errors + asset.non2xx, "ratio to asset": "1.00", target: "" },
    ...rows.map(([what, r, target]) => ({
      what,
      "req/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      errors: r.errors + r.non2xx,
      "ratio to asset": ratio(r).toFixed(2),
      target: target === undefined ? "" : `≥ ${target.toFixed(2)} ${mark(ratio(r) >= target)}`,
    })),
  ]);

  console.log("\nServer render time per page template: CPU of workerd per request (edge cache off, sequential, 40 runs), less the CPU of a request the worker answers without rendering (/robots.txt); target: median < 5 ms");
  const floor = await timings(uncached, "/robots.txt");
  const render = [];
  for (const path of RENDER_TEMPLATES) {
    const t = await timings(uncached, path);
    const median = t.cpu - floor.cpu;
    render.push({
      page: path,
      "render median ms": median.toFixed(2),
      "render p99 ms": (t.cpuP99 - floor.cpu).toFixed(2),
      "CPU per request ms": t.cpu.toFixed(2),
      "wall ms": t.wall.toFixed(2),
      "< 5 ms": mark(median < 5),
    });
  }
  console.log(`(/robots.txt: ${floor.cpu.toFixed(2)} ms CPU, ${floor.wall.toFixed(2)} ms wall)`);
  console.table(render);

  console.log("\nSizes, gzipped");
  const assets = readdirSync("dist/client/assets");
  const islandFiles = readdirSync("client/islands").map((f) => f.replace(/\.tsx$/, ""));
  const sizeRows = [
    { what: "worker bundle (dist/vpn_site/index.js)", "KB gz": kb(gz("dist/vpn_site/index.js")), limit: "3072 (free plan)", target: `< 1024 ${mark(gz("dist/vpn_site/index.js") < 1024 * 1024)}` },
    { what: "browser runtime /app.js", "KB gz": kb(gz("dist/client/app.js")), limit: "", target: `≤ 10 ${mark(gz("dist/client/app.js") <= 10 * 1024)}` },
    { what: "stylesheet /app.css", "KB gz": kb(gz("dist/client/app.css")), limit: "", target: "" },
    ...assets.filter((f) => f.startsWith("hydrate-")).map((f) => ({ what: "React + hydration (once per page with islands)", "KB gz": kb(gz(`dist/client/assets/${f}`)), limit: "", target: "" })),
    ...islandFiles.map((name) => {
      const file = assets.find((f) => f.startsWith(`${name}-`) && f.endsWith(".js"));
      return { what: `island ${name}`, "KB gz": file ? kb(gz(`dist/client/assets/${file}`)) : "?", limit: "", target: "" };
    }),
  ];
  console.table(sizeRows);

  console.log("\nJavaScript and CSS per page template (what chromium downloads, gzipped, without prefetch)");
  console.table(await bytesPerTemplate(cached.base));

  if (process.env.BENCH_LOAD !== "0") {
    const mix = ["/", "/de/help", "/blog/public-wifi-safety", "/servers", "/ar/product/android", "/help/search?q=speed", "/ip", "/web_v1/download", "/web_v1/ip/v3", "/web_v1/article/list?type=blog&lang=fr"];
    const memory = [workerdMemory()];
    const sampler = setInterval(() => memory.push(workerdMemory()), 1000);
    const result = await load(cached.base, "", { connections: 50, duration: 30, mix });
    clearInterval(sampler);
    memory.push(workerdMemory());
    const settled = memory.slice(5);
    console.log("\nLoad: 50 connections × 30 s over a mix of pages and API calls");
    console.table([
      {
        requests: result.requests.total,
        "req/s": Math.round(result.requests.average),
        "p99 ms": result.latency.p99,
        errors: result.errors,
        "non-2xx": result.non2xx,
        "workerd MB at start": memory[0],
        "MB after 5 s": settled[0],
        "MB peak": Math.max(...memory),
        "MB at end": memory.at(-1),
      },
    ]);
  }

  console.log("\nMDN HTTP Observatory (its own scanner) per page type; https-only tests cannot pass on http://127.0.0.1");
  console.table(await observatoryTable(cached.base));

  console.log("\nSearch at 10,000 articles per locale (the build's index files; first search in a fresh isolate from their bytes, then 300 varied queries incl. typos and several words; page of 10 with snippets)");
  console.table([await searchBench(10_000)]);

  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log("\nLighthouse, mobile with default throttling, Debian chromium (target: 100 in each column)");
    console.table(await lighthouseTable(cached.base));
  }
} finally {
  await cached.stop();
  await uncached.stop();
}
process.exit(0);
