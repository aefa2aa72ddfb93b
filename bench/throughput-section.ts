// The throughput section: pages and API calls as a ratio to a static asset of the same runtime.
import { HEADERS, table, TARGET, type SummaryRow } from "./common.ts";
import { mark, median, spread } from "./stats.ts";
import { load, throughputRounds } from "./throughput.ts";

const ASSET = "/favicon.svg";
const CONNECTIONS = 10;

/** Measures `rounds` interleaved rounds, prints the table and returns the summary's rows. */
export async function throughputSection(
  cachedBase: string,
  uncachedBase: string,
  { rounds, requests }: { rounds: number; requests: number },
): Promise<SummaryRow[]> {
  await load(cachedBase, ASSET, { headers: HEADERS, amount: 1000 }); // warm-up
  console.log(
    `Throughput: autocannon, ${CONNECTIONS} connections × ${requests} requests per run, ${rounds} rounds of (asset, row, asset, row, …, asset); ` +
      `a row's ratio in a round is its req/s over the mean of the asset runs on either side. ` +
      `Median ratio (min–max over rounds); req/s and latency are medians over rounds. The miss row is served by the second server (page cache off).`,
  );
  const { rows: tp, asset } = await throughputRounds(
    cachedBase,
    [
      { what: "home page, edge cache hit", path: "/", target: TARGET.cachedRatio },
      // The page cache keys only the parameters a page reads, so a fresh query string would
      // still hit: the miss row goes to the second server of the same build, its page cache off.
      { what: "home page, cache miss (rendered)", path: "/", base: uncachedBase, target: TARGET.renderedRatio },
      { what: "blog article, cache hit", path: "/blog/public-wifi-safety", target: TARGET.cachedRatio },
      { what: "help search (never cached)", path: "/help/search?q=windows" },
      { what: "API /web_v1/download", path: "/web_v1/download" },
      { what: "API /web_v1/ip/v3", path: "/web_v1/ip/v3" },
    ],
    { asset: ASSET, rounds, amount: requests, headers: HEADERS, connections: CONNECTIONS },
  );
  table([
    {
      what: `static asset ${ASSET}`,
      "ratio to asset (min–max)": "1",
      target: "",
      "req/s": Math.round(median(asset.rates)),
      "p50 ms": median(asset.p50),
      "p99 ms": median(asset.p99),
      errors: asset.errors,
    },
    ...tp.map((r) => ({
      what: r.what,
      "ratio to asset (min–max)": spread(r.ratios),
      target: r.target === undefined ? "" : `≥ ${r.target.toFixed(2)} ${mark(median(r.ratios) >= r.target)}`,
      "req/s": Math.round(median(r.rates)),
      "p50 ms": median(r.p50),
      "p99 ms": median(r.p99),
      errors: r.errors,
    })),
  ]);
  return tp
    .filter((r): r is typeof r & { target: number } => r.target !== undefined)
    .map((r) => ({
      target: `${r.what}: ratio to asset ≥ ${r.target.toFixed(2)}`,
      figure: spread(r.ratios),
      met: mark(median(r.ratios) >= r.target),
    }));
}
