// Search latency at 1,000 articles: the same index code the worker runs, in-process.
import { SearchIndex, type Searchable } from "../worker/content/search-index.ts";

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

export function searchBench(count = 1000) {
  const docs: Searchable[] = Array.from({ length: count }, (_, i) => ({
    key: `help/a${i}`,
    title: text(i + 1, 6),
    summary: text(i + 7, 20),
    tags: [WORDS[i % WORDS.length]!],
    text: text(i + 13, 350),
  }));
  const t0 = performance.now();
  const index = new SearchIndex("en", docs);
  const buildMs = performance.now() - t0;
  const queries = ["wireguard", "kill switch", "stream", "wirguard", "public wifi router", "android install update"];
  const times: number[] = [];
  let hits = 0;
  for (let round = 0; round < 30; round++) {
    for (const q of queries) {
      const s = performance.now();
      hits += index.search(q).length;
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  return {
    articles: count,
    "index build ms": buildMs.toFixed(1),
    "query median ms": times[Math.floor(times.length / 2)]!.toFixed(2),
    "query p99 ms": times[Math.floor(times.length * 0.99)]!.toFixed(2),
    "avg hits": Math.round(hits / times.length),
  };
}
