// Order statistics for the bench tables: no trimming, so an outlier shows where it belongs.

/** The q-quantile (0–1) by nearest rank: a value that was measured, never an interpolation. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The median (nearest rank, the lower middle for an even count). */
export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** "median (min–max)" with the given number of decimals. */
export function spread(values: readonly number[], decimals = 2): string {
  return `${median(values).toFixed(decimals)} (${Math.min(...values).toFixed(decimals)}–${Math.max(...values).toFixed(decimals)})`;
}

/** ✓ or ✗ for a target met or missed. */
export const mark = (ok: boolean): string => (ok ? "✓" : "✗");
