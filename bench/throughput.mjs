// Throughput as a ratio to a static asset served by the same runtime, measured in rounds that
// interleave the asset and each row (asset, row, asset, row, …, asset), so that a slow spell
// on the shared machine lowers a row and the asset runs on either side of it together.
import autocannon from "autocannon";

/**
 * Runs autocannon against one path, or round-robin over a `mix` of paths, for `seconds`
 * (whole seconds) or for `amount` requests. Results are sampled every 10 ms, so a run ends, and
 * its duration is known, within 10 ms of its last response (autocannon's default is a second).
 */
export function load(base, path, { headers, connections = 10, seconds, amount, mix } = {}) {
  const requests = mix ? mix.map((p) => ({ method: "GET", path: p })) : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url: base + (mix ? "" : path), connections, ...(amount ? { amount } : { duration: seconds }), headers, requests, sampleInt: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Requests per second over the whole run. */
export const rate = (result) => result.requests.total / result.duration;

/**
 * Measures each row beside the asset, `rounds` times, `amount` requests per run (a count, not a
 * duration: autocannon's durations are whole seconds, too long for many short rounds). A row's ratio in a round is its rate over
 * the mean rate of the asset runs just before and just after it. Each round starts at a
 * different row, so no row always follows the same neighbour.
 *
 * @param rows `[{ what, path, base?, target? }]`; `base` serves the row from another server of the same build
 * @returns per row: the ratios, rates and latencies of every round, and the asset's rates
 */
export async function throughputRounds(base, rows, { asset, rounds, amount, headers, connections }) {
  const opts = { headers, connections, amount };
  const out = rows.map((row) => ({ ...row, ratios: [], rates: [], p50: [], p99: [], errors: 0 }));
  const assetRun = { rates: [], p50: [], p99: [], errors: 0 };
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
      const row = out[(i + round) % out.length];
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
