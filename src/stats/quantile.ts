// The one quantile of the reports that give p50 / p99 (the AI arena, the stats bench): the value
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
