import { describe, expect, it } from "vitest";
import { clickRates } from "../../src/bench/service.ts";

// Issue 22: clicks/s is the clicking's throughput; the wait for the games' last paced board
// edits after the last click (BOARD_EDIT_INTERVAL_MS) is idle time the same whatever a click costs.
describe("clickRates", () => {
  it("divides the clicks by the time the channels played, not by the settle after it", () => {
    const rates = clickRates(5_000, 4_000, 1_000, 5_000);
    expect(rates.clicksPerSecond).toBe(1_250);
    expect(rates.clicksPerSecondWithSettle).toBe(1_000);
    expect(rates.settleMs).toBe(1_000);
  });

  it("moves with the played time and not with the settle", () => {
    const short = clickRates(5_000, 4_000, 200, 4_200);
    const long = clickRates(5_000, 4_000, 900, 4_900);
    expect(short.clicksPerSecond).toBe(long.clicksPerSecond);
    expect(short.clicksPerSecondWithSettle).toBeGreaterThan(long.clicksPerSecondWithSettle);
    expect(clickRates(5_000, 5_000, 200, 5_200).clicksPerSecond).toBe(1_000);
  });
});
