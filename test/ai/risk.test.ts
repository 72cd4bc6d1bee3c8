// Hard's risk knob at 3-4 players (issue 23, `riskScale`, off by default): a playout's value bent
// by a tanh, concave ahead (a leader plays safe) and convex behind (a trailing seat takes risks).
// In 4 players only first place wins; Hard's mean rank was better than a Normal's while it
// finished last as often.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { riskBent } from "../../src/ai/evaluate.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { type SearchBudget, sampledSearch } from "../../src/ai/search.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { mainPositions } from "../kits/ai-positions.ts";

// riskScale bends the evaluation's value: the horizon fit (4-player Hard's default) off, and the
// horizon it was tried at (1; 4-player Hard's default is 2 since stop 44).
const SMALL: SearchBudget = { ...HARD_BUDGET, iterations: 6, width: 3, fittedHorizon: false, horizon: 1 };

/** Main prompts with at least three plays, from random games of `players`. */
function positions(n: number, players: number): Engine[] {
  return mainPositions(n, players, 2300);
}

describe("riskBent", () => {
  it("is unchanged near level and off at scale 0; a finished game keeps its win or loss", () => {
    expect(riskBent(0, 3)).toBe(0);
    expect(riskBent(0.01, 3)).toBeCloseTo(0.01, 5);
    expect(riskBent(-7.5, 0)).toBe(-7.5);
    expect(riskBent(60, 3)).toBe(60);
    expect(riskBent(-60, 3)).toBe(-60);
    expect(riskBent(-2, 3)).toBe(-riskBent(2, 3));
  });

  it("ahead, a sure lead beats a gamble of the same mean; behind, the gamble wins", () => {
    const mean = (a: number, b: number) => (riskBent(a, 3) + riskBent(b, 3)) / 2;
    expect(riskBent(3, 3)).toBeGreaterThan(mean(1, 5));
    expect(riskBent(-3, 3)).toBeLessThan(mean(-1, -5));
    // Still monotone: more is better.
    expect(riskBent(4, 3)).toBeGreaterThan(riskBent(3.9, 3));
  });
});

describe("Hard's riskScale knob", () => {
  it("is off by default", () => {
    expect(HARD_BUDGET.riskScale ?? 0).toBe(0);
  });

  it("changes some 4-player decisions and no 2-player one", () => {
    let differs = 0;
    for (const [k, e] of positions(10, 4).entries()) {
      const p = e.prompt;
      if (!p) continue;
      if (sampledSearch(e.g, p, 32 + k, SMALL) !== sampledSearch(e.g, p, 32 + k, { ...SMALL, riskScale: 1 }))
        differs++;
    }
    expect(differs).toBeGreaterThan(0);
    for (const [k, e] of positions(4, 2).entries()) {
      const p = e.prompt;
      if (!p) continue;
      expect(sampledSearch(e.g, p, 31 + k, { ...SMALL, riskScale: 1 })).toBe(
        sampledSearch(e.g, p, 31 + k, SMALL),
      );
    }
  });
});
