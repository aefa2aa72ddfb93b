// Search at 10,000 articles per locale, as the site would run it: the index built the way the
// build builds it, then searched in a fresh isolate (a worker thread) from the index files' bytes,
// as the worker gets them through ASSETS.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { readdir, readFile } from "node:fs/promises";
import { writeContentAssets } from "../build/content-plugin.ts";
import { HELP_SEARCH_TYPES } from "../common/schemas/api.ts";
import { isLocale } from "../common/locales.ts";
import { evaluate, meetsTargets, type Judged } from "../tests/search/evaluate.ts";
import { buildSearchIndex, type SearchFiles, type Searchable } from "../worker/content/search-build.ts";
import { SearchIndex } from "../worker/content/search-index.ts";

const WORDS = (
  "vpn server privacy encryption tunnel wireguard protocol streaming gaming latency router android windows iphone " +
  "kill switch split tunnelling dns leak public wifi hotspot bandwidth device account trial refund install update " +
  "connect disconnect speed location country city provider browser extension firewall antivirus network settings"
).split(" ");

// A realistic vocabulary: 3,000 made-up words, with the real terms above one word in 40.
const SYLLABLES = ["ka", "lo", "mi", "ren", "tas", "vo", "ne", "dur", "pi", "sel", "ga", "rum", "te", "bo", "lin"];
const FILLER = Array.from({ length: 3000 }, (_, i) => {
  let w = "";
  for (let n = i + 7; n > 0; n = Math.floor(n / SYLLABLES.length)) w += SYLLABLES[n % SYLLABLES.length];
  return w;
});

function text(seed: number, n: number): string {
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(x % 40 === 0 ? WORDS[(x >> 8) % WORDS.length]! : FILLER[(x >> 4) % FILLER.length]!);
  }
  return out.join(" ");
}

/** Varied queries: real words, prefixes, made-up words, typos, and two or three words together. */
function queries(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const w = WORDS[(i * 7) % WORDS.length]!;
    const f = FILLER[(i * 131) % FILLER.length]!;
    const kind = i % 6;
    if (kind === 0) out.push(w);
    else if (kind === 1) out.push(w.slice(0, Math.max(2, w.length - 3)));
    else if (kind === 2) out.push(f);
    else if (kind === 3)
      out.push(w.length > 4 ? w.slice(0, 2) + w.slice(3) : `${w}s`); // a typo: a letter missing
    else if (kind === 4) out.push(`${w} ${WORDS[(i * 11 + 3) % WORDS.length]}`);
    else out.push(`${w} ${f} ${WORDS[(i * 5 + 1) % WORDS.length]}`);
  }
  return out;
}

const PAGE = 10;
const FIRST_QUERIES = ["wireguard", "kill switch", "wirguard", "public wifi router", "stre"];

/** In a fresh isolate: time from the files' bytes to the first page with snippets, then later searches. */
async function inFreshIsolate({ files, first, later }: { files: SearchFiles; first: string; later: string[] }) {
  const search = async (index: SearchIndex, q: string) => {
    const results = await index.search(q);
    const { total, hits } = results.page(0, PAGE);
    await results.snippets(hits);
    return total;
  };
  const t0 = performance.now();
  // A pack is copied out, as an ASSETS read hands the worker a new buffer.
  const index = new SearchIndex("en", files.index, async (n) => files.packs[n]!.slice());
  await search(index, first);
  const firstMs = performance.now() - t0;
  const times: number[] = [];
  let hits = 0;
  for (const q of later) {
    const s = performance.now();
    hits += await search(index, q);
    times.push(performance.now() - s);
  }
  return { firstMs, times, hits };
}

if (!isMainThread && workerData?.bench === "search") parentPort!.postMessage(await inFreshIsolate(workerData));

function runIsolate(data: object): Promise<Awaited<ReturnType<typeof inFreshIsolate>>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { bench: "search", ...data } });
    worker.once("message", (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** One table row (build time and files, the first search in fresh isolates, later searches), and the two figures with targets. */
export async function searchBench(count = 10_000) {
  const docs: Searchable[] = Array.from({ length: count }, (_, i) => ({
    key: `help/a${i}`,
    title: text(i + 1, 6),
    summary: text(i + 7, 20),
    tags: [WORDS[i % WORDS.length]!],
    text: text(i + 13, 350),
  }));
  const t0 = performance.now();
  const files = buildSearchIndex("en", docs);
  const buildMs = performance.now() - t0;
  const packBytes = files.packs.reduce((n, p) => n + p.length, 0);
  const firsts: number[] = [];
  for (const first of FIRST_QUERIES) firsts.push((await runIsolate({ files, first, later: [] })).firstMs);
  const later = queries(300);
  const { times, hits } = await runIsolate({ files, first: FIRST_QUERIES[0], later });
  times.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const worstFirst = firsts.at(-1)!;
  const mb = (n: number) => (n / 2 ** 20).toFixed(2);
  const row = {
    articles: count,
    "build s": (buildMs / 1000).toFixed(1),
    "index file MB": mb(files.index.length),
    "packs MB (files, largest KB)": `${mb(packBytes)} (${files.packs.length}, ${Math.round(Math.max(...files.packs.map((p) => p.length)) / 1024)})`,
    "first search ms (median, worst of 5)": `${firsts[2]!.toFixed(1)}, ${worstFirst.toFixed(1)} ${worstFirst <= 50 ? "✓" : "✗"} ≤ 50`,
    "later median ms": `${median.toFixed(2)} ${median <= 5 ? "✓" : "✗"} ≤ 5`,
    "later p99 ms": times[Math.floor(times.length * 0.99)]!.toFixed(2),
    "avg hits": Math.round(hits / times.length),
  };
  console.log("\nHelp search relevance on the judged queries (tests/search/judged), per language, on the site's content:");
  console.table(await searchRelevance());
  return { row, firstMs: worstFirst, laterMs: median };
}

/** success@3, MRR@10 and the zero-result rate per judged language, on the index files the build writes from content/. */
export async function searchRelevance(): Promise<Record<string, string | number>[]> {
  const dir = "node_modules/.cache/bench-search-assets";
  await writeContentAssets("content", dir);
  const rows: Record<string, string | number>[] = [];
  for (const file of (await readdir("tests/search/judged")).sort()) {
    const locale = file.replace(/\.json$/, "");
    if (!isLocale(locale)) continue;
    const judged = JSON.parse(await readFile(`tests/search/judged/${file}`, "utf8")) as Judged[];
    const read = async (name: string) => new Uint8Array(await readFile(`${dir}/_content/search/${locale}/${name}`));
    const index = new SearchIndex(locale, await read("index.bin"), (n) => read(`${n}.bin`));
    const r = await evaluate(judged, async (q) => (await index.search(q, HELP_SEARCH_TYPES)).page(0, 10).hits.map((h) => h.key));
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    rows.push({
      language: locale,
      queries: r.queries,
      "success@3 (≥ 90%)": pct(r.successAt3),
      "MRR@10 (≥ 0.75)": r.mrrAt10.toFixed(2),
      "no result (≤ 2%)": pct(r.zeroRate),
      met: meetsTargets(r) ? "✓" : "✗",
    });
  }
  return rows;
}

if (isMainThread && import.meta.main) {
  const { row } = await searchBench();
  console.table([row]);
}
