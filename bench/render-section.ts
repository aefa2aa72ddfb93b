// The render CPU section: every template in en and ar sampled on the worker alone, one table
// with each median beside the last run's on the same build, and the summary's two rows.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import templates from "../tests/templates.json" with { type: "json" };
import { HEADERS, LOCALES, localized, ms, table, TARGET, type SummaryRow } from "./common.ts";
import { othersBusy, othersShare } from "./machine.ts";
import { renderCpu, WARMUP_ROUNDS } from "./render-cpu.ts";
import type { BuiltWorker } from "./server.ts";
import { mark, median, quantile } from "./stats.ts";

const RENDER_PAGES = [...templates, "/nope"];

interface Stat {
  median: number;
  p99: number;
  all: number;
  wall: number;
  status: string;
}

/** Samples, prints the table and returns the summary's rows. */
export async function renderSection(alone: BuiltWorker, samples: number): Promise<SummaryRow[]> {
  const pages = RENDER_PAGES.flatMap((path) =>
    LOCALES.map((locale) => ({ path: localized(path, locale), headers: { ...HEADERS, cookie: `i18n_redirected=${locale}` } })),
  );
  const t0 = performance.now();
  const busy0 = othersBusy(alone);
  const render = await renderCpu(alone, pages, { floor: "/robots.txt", rounds: samples });
  console.log(
    `\nServer render CPU per page template (edge cache off, uncompressed as the edge compresses): CPU of workerd's JavaScript thread per request from /proc (the whole process's, gross, beside it), the worker alone, with neither Miniflare's entry worker nor the static-asset router in front (their collections run on the same thread; in production neither counts in the worker's CPU), ${samples} samples per page after ${WARMUP_ROUNDS} warm-up rounds, ` +
      `round-robin over all ${pages.length} pages; ` +
      `less the floor (/robots.txt, asked before and after every 8 pages, the mean of those two; its median ${ms(median(render.floorCpu))} ms CPU and p99 ${ms(quantile(render.floorCpu, 0.99))} ms: the runtime's own pauses, which land on any request, ${ms(median(render.floorWall))} ms wall). ` +
      `Targets: median ≤ ${TARGET.renderMedianMs} ms, p99 ≤ ${TARGET.renderP99Ms} ms. ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s, while other processes kept ${othersShare(busy0, othersBusy(alone))} of the ${cpus().length} cores busy on average.`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/render-samples.json",
    JSON.stringify({ floor: render.floorCpu, net: Object.fromEntries(render.net), gross: Object.fromEntries(render.gross) }),
  );
  const buildId = createHash("sha256").update(readFileSync("dist/vpn_site/index.js")).digest("hex").slice(0, 12);
  const LAST = "bench/results/render-last.json";
  const last = existsSync(LAST)
    ? (JSON.parse(readFileSync(LAST, "utf8")) as { build: string; medians: Record<string, number> })
    : undefined;
  const previous = last?.build === buildId ? last.medians : undefined;
  const medians: Record<string, number> = {};
  const stat = (path: string): Stat => {
    const xs = render.net.get(path)!;
    medians[path] = median(xs);
    return {
      median: median(xs),
      p99: quantile(xs, 0.99),
      all: median(render.all.get(path)!),
      wall: median(render.wall.get(path)!),
      status: [...render.statuses.get(path)!].join("/"),
    };
  };
  const renderRows = RENDER_PAGES.map((path) => {
    const [en, ar] = LOCALES.map((l) => stat(localized(path, l))) as [Stat, Stat];
    const ok = [en, ar].every((s) => s.median <= TARGET.renderMedianMs && s.p99 <= TARGET.renderP99Ms);
    const delta = (l: string) => {
      const before = previous?.[localized(path, l)];
      return before === undefined ? "" : `${((medians[localized(path, l)]! / before - 1) * 100).toFixed(0)}%`;
    };
    return {
      page: path,
      "en median": ms(en.median),
      "en p99": ms(en.p99),
      "ar median": ms(ar.median),
      "ar p99": ms(ar.p99),
      target: mark(ok),
      "process CPU en/ar": `${ms(en.all)}/${ms(ar.all)}`,
      "wall en/ar": `${ms(en.wall)}/${ms(ar.wall)}`,
      ...(en.status !== "200" || ar.status !== "200" ? { status: `${en.status} ${ar.status}` } : {}),
      ...(previous ? { "Δ median vs last run en/ar": `${delta("en")} ${delta("ar")}` } : {}),
      _stats: [en, ar],
    };
  });
  table(renderRows);
  if (!previous) console.log("(run it again on the same build to see each median beside this run's)");
  writeFileSync(LAST, JSON.stringify({ build: buildId, medians }, null, 2));
  const templateRows = renderRows.filter((r) => r.page !== "/nope");
  const worst = (key: "median" | "p99") => {
    const all = templateRows.flatMap((r) => r._stats.map((s, i) => ({ page: localized(r.page, LOCALES[i]!), value: s[key] })));
    return all.reduce((a, b) => (b.value > a.value ? b : a));
  };
  const wm = worst("median");
  const wp = worst("p99");
  return [
    {
      target: `render CPU median ≤ ${TARGET.renderMedianMs} ms, every template en+ar`,
      figure: `worst ${ms(wm.value)} ms (${wm.page})`,
      met: mark(wm.value <= TARGET.renderMedianMs),
    },
    {
      target: `render CPU p99 ≤ ${TARGET.renderP99Ms} ms, every template en+ar`,
      figure: `worst ${ms(wp.value)} ms (${wp.page})`,
      met: mark(wp.value <= TARGET.renderP99Ms),
    },
  ];
}
