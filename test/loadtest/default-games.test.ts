import { describe, expect, it } from "vitest";
import { COMPARE_GAMES_PER_CHANNEL, defaultGames } from "../../src/loadtest/loadtest.ts";

// Issue 24's comparison of clicks per second with pictures on and off is of sustained play: a pass
// of one game per channel (~7 s) is a third the quiet bot's start (its picture budget's burst), so
// a compare plays several games per channel in turn unless --games says otherwise.
describe("the load test's games when --games is not given", () => {
  it("plays one game per channel, and several in turn for a picture compare", () => {
    expect(defaultGames(20, "off")).toBe(20);
    expect(defaultGames(20, "on")).toBe(20);
    expect(COMPARE_GAMES_PER_CHANNEL).toBeGreaterThanOrEqual(3);
    expect(defaultGames(20, "compare")).toBe(20 * COMPARE_GAMES_PER_CHANNEL);
    expect(defaultGames(7, "compare")).toBe(7 * COMPARE_GAMES_PER_CHANNEL);
  });
});
