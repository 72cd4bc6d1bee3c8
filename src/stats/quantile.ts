// The one quantile (and the median) of the reports that give p50 / p99 (the AI arena, the stats bench): the value
// at index floor(q * n) of the values in ascending order, so p99 of 100 values is the largest;
// 0 when there are none. (Nearest rank above that index: ceil(q * n) - 1 is one lower when q * n
// is whole; the interaction bench's percentile() uses that one.)

/** `q` (0 to 1) of values already sorted ascending. */
export function quantileOfSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** `q` (0 to 1) of values in any order. */
export function quantile(values: readonly number[], q: number): number {
  return quantileOfSorted(
    [...values].sort((a, b) => a - b),
    q,
  );
}

/** The middle value of `values` in any order (the mean of the two middle ones for an even count),
 * NaN ones left out; NaN when none is left. */
export function median(values: readonly number[]): number {
  const s = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}
