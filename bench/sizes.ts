// The sizes table (bundles, gzipped) and the load test (a mix of pages under 50 connections).
import { readdirSync } from "node:fs";
import { gz, HEADERS, kb, table } from "./common.ts";
import { workerdMemory } from "./machine.ts";
import { mark } from "./stats.ts";
import { load, rate } from "./throughput.ts";

/** Prints the worker bundle, the runtime, the stylesheet, React and each island, gzipped. */
export function sizesSection(): void {
  console.log("\nSizes, gzipped");
  const assets = readdirSync("dist/client/assets");
  const islandFiles = readdirSync("client/islands")
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => f.replace(/\.tsx$/, ""));
  const worker = gz("dist/vpn_site/index.js");
  table([
    {
      what: "worker bundle (dist/vpn_site/index.js)",
      "KB gz": kb(worker),
      limit: "3072 (free plan)",
      target: `< 1024 ${mark(worker < 1024 * 1024)}`,
    },
    {
      what: "browser runtime /app.js",
      "KB gz": kb(gz("dist/client/app.js")),
      limit: "",
      target: `≤ 10 ${mark(gz("dist/client/app.js") <= 10 * 1024)}`,
    },
    { what: "stylesheet /app.css", "KB gz": kb(gz("dist/client/app.css")), limit: "", target: "" },
    ...assets
      .filter((f) => f.startsWith("hydrate-"))
      .map((f) => ({
        what: "React + hydration (on the first interaction with an island)",
        "KB gz": kb(gz(`dist/client/assets/${f}`)),
        limit: "",
        target: "",
      })),
    ...islandFiles.map((name) => {
      const file = assets.find((f) => f.startsWith(`${name}-`) && f.endsWith(".js"));
      return { what: `island ${name}`, "KB gz": file ? kb(gz(`dist/client/assets/${file}`)) : "?", limit: "", target: "" };
    }),
  ]);
}

/** 50 connections for 30 s over a mix of pages and API calls, with workerd's memory along the way. */
export async function loadSection(base: string): Promise<void> {
  const mix = [
    "/",
    "/de/help",
    "/blog/public-wifi-safety",
    "/servers",
    "/ar/product/android",
    "/help/search?q=speed",
    "/ip",
    "/web_v1/download",
    "/web_v1/ip/v3",
    "/web_v1/article/list?type=blog&lang=fr",
  ];
  const memory = [workerdMemory()];
  const sampler = setInterval(() => memory.push(workerdMemory()), 1000);
  const result = await load(base, "", { headers: HEADERS, connections: 50, seconds: 30, mix });
  clearInterval(sampler);
  memory.push(workerdMemory());
  const settled = memory.slice(5);
  console.log("\nLoad: 50 connections × 30 s over a mix of pages and API calls");
  table([
    {
      requests: result.requests.total,
      "req/s": Math.round(rate(result)),
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
