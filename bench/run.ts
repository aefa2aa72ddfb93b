// `npm run bench`: the production build served by workerd (Miniflare, no wrangler dev proxy),
// measured and printed as tables, then a one-screen summary against the targets of issues 14 and 26.
// Throughput is a ratio to a static asset served by the same runtime, in interleaved rounds;
// render cost is workerd's CPU per request, round-robin over every template in en and ar.
//
//   npm run bench                  everything (about 12 minutes)
//   npm run bench -- --quick       throughput, render CPU, sizes and the summary (under 2 minutes)
//   --only lighthouse,inp          only these sections, of: throughput render sizes bytes load
//                                  observatory search lighthouse inp (the summary is printed too)
//   --no-lighthouse --no-load --no-inp   skip Lighthouse, the load test or the INP run
//                                  (env BENCH_LIGHTHOUSE=0, BENCH_LOAD=0, BENCH_INP=0)
//   --build                        rebuild first (env BENCH_BUILD=1); without it, builds only if dist/ is missing
//   --rounds N --requests R        throughput rounds and requests per autocannon run
//   --samples N                    render samples per page (rounds of the round-robin)
//   --port P                       first of three ports (env BENCH_PORT, default 8791); P+102 also serves the third directly
import { execSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { startBuiltWorker, type BuiltWorker } from "./server.ts";
import { kb, table, TARGET, type SummaryRow } from "./common.ts";
import { mark } from "./stats.ts";

const SECTIONS = ["throughput", "render", "sizes", "bytes", "load", "observatory", "search", "lighthouse", "inp"] as const;
type Section = (typeof SECTIONS)[number];

mkdirSync("bench/results", { recursive: true });
const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    lighthouse: { type: "boolean", default: process.env.BENCH_LIGHTHOUSE !== "0" },
    load: { type: "boolean", default: process.env.BENCH_LOAD !== "0" },
    inp: { type: "boolean", default: process.env.BENCH_INP !== "0" },
    build: { type: "boolean", default: process.env.BENCH_BUILD === "1" },
    rounds: { type: "string" },
    requests: { type: "string" },
    samples: { type: "string" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "8791" },
  },
  allowNegative: true,
});
const QUICK = args.quick;
const PORT = Number(args.port);
const only = args.only
  ?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown?.length) throw new Error(`--only: no section ${unknown.join(", ")}; the sections: ${SECTIONS.join(" ")}`);
/** Whether a section runs: named by --only, or else by --quick and the --no-… flags. */
const runs = (section: Section): boolean => {
  if (only) return only.includes(section);
  if (QUICK) return ["throughput", "render", "sizes"].includes(section);
  return section === "lighthouse" ? args.lighthouse : section === "load" ? args.load : section === "inp" ? args.inp : true;
};
// Many short rounds rather than a few long ones: the other work on the shared cores comes and
// goes within seconds, and each short row run is bracketed by asset runs close to it in time.
// Runs are a number of requests, not seconds: autocannon's durations are whole seconds.
const ROUNDS = Number(args.rounds ?? (QUICK ? 7 : 15));
const REQUESTS = Number(args.requests ?? (QUICK ? 500 : 1500));
const SAMPLES = Number(args.samples ?? (QUICK ? 120 : 300));

if (!existsSync("dist/vpn_site/index.js") || args.build) execSync("npm run build", { stdio: "inherit" });

const summary: SummaryRow[] = [];
const started = performance.now();
const servers: BuiltWorker[] = [];
const start = async (port: number, options?: { cache?: boolean; alone?: boolean }) => {
  const server = await startBuiltWorker(port, options);
  servers.push(server);
  return server;
};
try {
  const cached = await start(PORT);
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `Server: the production build in workerd (Miniflare ${cached.base})${QUICK ? "; --quick" : ""}${only ? `; --only ${only.join(",")}` : ""}\n`,
  );

  if (runs("throughput")) {
    const { throughputSection } = await import("./throughput-section.ts");
    const uncached = await start(PORT + 1, { cache: false });
    summary.push(...(await throughputSection(cached.base, uncached.base, { rounds: ROUNDS, requests: REQUESTS })));
  }

  if (runs("render")) {
    const { renderSection } = await import("./render-section.ts");
    const alone = await start(PORT + 2, { cache: false, alone: true });
    summary.push(...(await renderSection(alone, SAMPLES)));
  }

  if (runs("sizes")) (await import("./sizes.ts")).sizesSection();

  if (runs("bytes")) {
    const { bytesPerTemplate } = await import("./bytes.ts");
    console.log(
      "\nJavaScript and CSS per page template: what chromium downloads, gzipped, without prefetch, until html[data-hydrated] and network idle, with no interaction",
    );
    const bytes = await bytesPerTemplate(cached.base);
    table(bytes);
    const w = bytes.reduce((a, b) => (b._js > a._js ? b : a));
    summary.push({
      target: `JS before interaction ≤ ${TARGET.jsBeforeInteractionKb} KB gz, every template`,
      figure: `worst ${kb(w._js)} KB (${w.page})`,
      met: mark(w._js <= TARGET.jsBeforeInteractionKb * 1024),
    });
  }

  if (runs("load")) await (await import("./sizes.ts")).loadSection(cached.base);

  if (runs("observatory")) {
    const { observatoryTable } = await import("./observatory.ts");
    console.log("\nMDN HTTP Observatory (its own scanner) per page type; https-only tests cannot pass on http://127.0.0.1");
    table(await observatoryTable(cached.base));
  }

  if (runs("search")) {
    const { searchBench } = await import("./search.ts");
    console.log(
      "\nSearch at 10,000 articles per locale (the build's index files; first search in a fresh isolate from their bytes, worst of 5; then 300 varied queries incl. typos and several words; a page of 10 with snippets)",
    );
    const search = await searchBench(10_000);
    table([search.row]);
    summary.push({
      target: `first search at 10,000 articles ≤ ${TARGET.searchFirstMs} ms`,
      figure: `${search.firstMs.toFixed(1)} ms (worst of 5)`,
      met: mark(search.firstMs <= TARGET.searchFirstMs),
    });
    summary.push({
      target: `later searches, median ≤ ${TARGET.searchLaterMs} ms`,
      figure: `${search.laterMs.toFixed(2)} ms`,
      met: mark(search.laterMs <= TARGET.searchLaterMs),
    });
  }

  if (runs("lighthouse")) {
    const { lighthouseTable, TBT_TARGET_MS } = await import("./lighthouse.ts");
    console.log(
      `\nLighthouse, mobile with default throttling, Debian chromium (target: ${TARGET.lighthouse} in each column and TBT ≤ ${TBT_TARGET_MS} ms; TBT = Total Blocking Time; ` +
        "long tasks: main-thread tasks of 50 ms or more; the longest with its ms per kind of work over 15% of it, and the URL it is attributed to)",
    );
    const rows = await lighthouseTable(cached.base);
    table(rows);
    const w = rows.reduce((a, b) => (b.performance < a.performance ? b : a));
    const t = rows.reduce((a, b) => (b["TBT ms"] > a["TBT ms"] ? b : a));
    summary.push({
      target: `Lighthouse performance = ${TARGET.lighthouse}, every template en+ar`,
      figure: `min ${w.performance} (${w.page})`,
      met: mark(w.performance >= TARGET.lighthouse),
    });
    summary.push({
      target: `Total Blocking Time ≤ ${TBT_TARGET_MS} ms, every template en+ar`,
      figure: `max ${t["TBT ms"]} ms (${t.page})`,
      met: mark(t["TBT ms"] <= TBT_TARGET_MS),
    });
  }

  if (runs("inp")) {
    const { inpTable, INP_TARGET_MS } = await import("./inp.ts");
    console.log(
      "\nFirst interactions: Interaction to Next Paint in a Lighthouse timespan right after the page loads (mobile emulation, devtools throttling: 4× CPU, slow 4G), while the island's code is still loading",
    );
    const rows = await inpTable(cached.base);
    table(rows);
    const values = rows.map((r) => r["INP ms"]).filter((v): v is number => typeof v === "number");
    const worst = rows.reduce((a, b) => (Number(b["INP ms"]) > Number(a["INP ms"]) || typeof b["INP ms"] !== "number" ? b : a));
    const met = values.length === rows.length && values.every((v) => v <= INP_TARGET_MS);
    summary.push({
      target: `INP of the first interaction ≤ ${INP_TARGET_MS} ms (help search, vote, language menu; en+ar)`,
      figure: `worst ${worst["INP ms"]} ms (${worst.page}, ${worst.interaction})`,
      met: mark(met),
    });
  }

  console.log(
    `\nSummary against the targets of issues 14 and 26 (${((performance.now() - started) / 1000).toFixed(0)} s${QUICK ? "; --quick: no browser, Lighthouse, load test, Observatory, search or INP" : ""})`,
  );
  table(summary);
} finally {
  for (const server of servers) await server.stop();
}
process.exit(0);
