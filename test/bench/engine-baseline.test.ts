// The statistics of the side-by-side engine bench (src/bench/engine-baseline.ts): the median of
// the rounds' ratios (src/stats/quantile.ts) and its two-level bootstrap interval. No game is played here.

import { describe, expect, it } from "vitest";
import { medianInterval } from "../../src/bench/engine-baseline.ts";
import { median } from "../../src/stats/quantile.ts";

describe("engine-baseline statistics", () => {
  it("median: odd and even counts, NaN ignored", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 1])).toBe(3);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it("the interval holds the median and is seeded (same figures, same interval)", () => {
    const groups = [
      [0.9, 1.1, 1.0, 0.95, 1.05],
      [1.2, 0.8, 1.0, 1.1, 0.9],
      [1.0, 1.02, 0.98, 1.01, 0.99],
    ];
    const [low, mid, high] = medianInterval(groups, 42);
    expect(mid).toBe(1);
    expect(low).toBeLessThanOrEqual(mid);
    expect(high).toBeGreaterThanOrEqual(mid);
    expect(medianInterval(groups, 42)).toEqual([low, mid, high]);
  });

  it("a group far from the others widens the interval (groups are resampled, not only rounds)", () => {
    const alike = [
      [1.0, 1.01, 0.99, 1.0],
      [1.0, 1.01, 0.99, 1.0],
      [1.0, 1.01, 0.99, 1.0],
    ];
    const apart = [
      [1.0, 1.01, 0.99, 1.0],
      [1.0, 1.01, 0.99, 1.0],
      [1.3, 1.31, 1.29, 1.3],
    ];
    const width = (g: number[][]) => {
      const [low, , high] = medianInterval(g, 7);
      return high - low;
    };
    expect(width(alike)).toBeLessThan(0.03);
    expect(width(apart)).toBeGreaterThan(0.2);
  });
});
