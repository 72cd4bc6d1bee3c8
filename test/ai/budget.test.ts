// Hard's budget by table size (issue 23): at 3-4 players its playouts run to its own next turn
// (horizon players - 1) on 12 playouts; at 2 players the measured horizon-1 budget is unchanged
// (Hard vs Normal 2p keeps its games), and the arena's --budget overrides win over both.

import { describe, expect, it } from "vitest";
import { HARD_BUDGET, HARD_MULTI_ITERATIONS, hardBudget } from "../../src/ai/index.ts";

describe("Hard's budget by table size (issue 23)", () => {
  it("is the 2-player budget, unchanged, at 2 players", () => {
    expect(hardBudget(2)).toEqual(HARD_BUDGET);
  });

  it("plays out to Hard's own next turn at 3 and 4 players, on fewer playouts", () => {
    expect(hardBudget(3)).toEqual({ ...HARD_BUDGET, horizon: 2, iterations: HARD_MULTI_ITERATIONS });
    expect(hardBudget(4)).toEqual({ ...HARD_BUDGET, horizon: 3, iterations: HARD_MULTI_ITERATIONS });
    expect(HARD_MULTI_ITERATIONS).toBeLessThan(HARD_BUDGET.iterations);
  });

  it("lets the caller's knobs override the table's defaults", () => {
    expect(hardBudget(4, { horizon: 1, iterations: 24 })).toEqual({
      ...HARD_BUDGET,
      horizon: 1,
      iterations: 24,
    });
    expect(hardBudget(2, { cheat: true }).cheat).toBe(true);
  });
});
