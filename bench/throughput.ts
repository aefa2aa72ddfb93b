// Throughput as a ratio to a static asset served by the same runtime, measured in rounds that
// interleave the asset and each row (asset, row, asset, row, …, asset), so that a slow spell
// on the shared machine lowers a row and the asset runs on either side of it together.
import autocannon from "autocannon";

export interface LoadOptions {
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  amount?: number;
  mix?: string[];
}

export interface Row {
  what: string;
  path: string;
  /** Another server of the same build to ask instead. */
  base?: string;
  target?: number;
}

/** One row's figures over the rounds. */
export interface Measured extends Row {
  ratios: number[];
  rates: number[];
  p50: number[];
  p99: number[];
  errors: number;
}

/**
 * Runs autocannon against one path, or round-robin over a `mix` of paths, for `seconds`
 * (whole seconds) or for `amount` requests. Results are sampled every 10 ms, so a run ends, and
 * its duration is known, within 10 ms of its last response (autocannon's default is a second).
 */
export function load(
  base: string,
  path: string,
  { headers, connections = 10, seconds, amount, mix }: LoadOptions = {},
): Promise<autocannon.Result> {
  const requests = mix ? mix.map((p) => ({ method: "GET" as const, path: p })) : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + (mix ? "" : path), connections, ...(amount ? { amount } : { duration: seconds }), headers, requests, sampleInt: 10 },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Requests per second over the whole run. */
export const rate = (result: autocannon.Result): number => result.requests.total / result.duration;

/**
 * Measures each row beside the asset, `rounds` times, `amount` requests per run (a count, not a
 * duration: autocannon's durations are whole seconds, too long for many short rounds). A row's ratio in a round is its rate over
 * the mean rate of the asset runs just before and just after it. Each round starts at a
 * different row, so no row always follows the same neighbour.
 *
 * @returns per row: the ratios, rates and latencies of every round, and the asset's rates
 */
export async function throughputRounds(
  base: string,
  rows: Row[],
  {
    asset,
    rounds,
    amount,
    headers,
    connections,
  }: { asset: string; rounds: number; amount: number; headers: Record<string, string>; connections: number },
) {
  const opts = { headers, connections, amount };
  const out: Measured[] = rows.map((row) => ({ ...row, ratios: [], rates: [], p50: [], p99: [], errors: 0 }));
  const assetRun = { rates: [] as number[], p50: [] as number[], p99: [] as number[], errors: 0 };
  const runAsset = async () => {
    const r = await load(base, asset, opts);
    assetRun.rates.push(rate(r));
    assetRun.p50.push(r.latency.p50);
    assetRun.p99.push(r.latency.p99);
    assetRun.errors += r.errors + r.non2xx;
    return rate(r);
  };
  // Untimed, so JIT warm-up and filling the page cache fall outside the rounds.
  for (const row of out) await load(row.base ?? base, row.path, { ...opts, amount: Math.min(amount, 300) });
  for (let round = 0; round < rounds; round++) {
    let before = await runAsset();
    for (let i = 0; i < out.length; i++) {
      const row = out[(i + round) % out.length]!;
      const r = await load(row.base ?? base, row.path, opts);
      const after = await runAsset();
      row.ratios.push(rate(r) / ((before + after) / 2));
      row.rates.push(rate(r));
      row.p50.push(r.latency.p50);
      row.p99.push(r.latency.p99);
      row.errors += r.errors + r.non2xx;
      before = after;
    }
  }
  return { rows: out, asset: assetRun };
}
