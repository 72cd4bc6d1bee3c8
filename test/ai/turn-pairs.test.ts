// Hard's `turnPairs` knob (issue 23, stop 41; off by default): the turn as a sequence. Each compared
// first play is tried with its best second plays of the same turn and is worth its best pair,
// instead of being followed by the policy's rest of the turn. The tests fail if the knob is
// ignored (the same playouts as the default), and the knob keeps Hard honest (permuting the hidden
// cards it can't see changes none of its answers, while an all-seeing Hard's do change).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { type SearchBudget, sampledSearch, secondPlays, stats } from "../../src/ai/search.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { mainPositions } from "../kits/ai-positions.ts";
import { checkHonest } from "../kits/honesty.ts";

/** Few samples and two candidates: the tests check what is compared, not strength. */
const SMALL: SearchBudget = { ...HARD_BUDGET, iterations: 4, width: 2 };

function work(e: Engine, b: SearchBudget): { id: string; playouts: number } {
  const p = e.prompt;
  if (!p) throw new Error("no prompt");
  const p0 = stats.playouts;
  const id = sampledSearch(e.g, p, 41, b);
  return { id, playouts: stats.playouts - p0 };
}

describe("Hard's turnPairs knob", () => {
  it("is off by default, and 1 is the default search", () => {
    expect(HARD_BUDGET.turnPairs ?? 0).toBe(0);
    const [e] = mainPositions(1, 4, 4100);
    if (!e) throw new Error("no position");
    expect(work(e, { ...SMALL, turnPairs: 1 })).toEqual(work(e, SMALL));
  });

  it("secondPlays: at most k plays of the same turn after the first, none after ending the turn", () => {
    const positions = mainPositions(6, 4, 4200);
    let withSecond = 0;
    for (const e of positions) {
      const p = e.prompt;
      if (!p) continue;
      expect(secondPlays(e.g, "end", p.seat, 2)).toEqual([null]);
      const play = p.options.find((o) => o.id !== "end")?.id as string;
      const seconds = secondPlays(e.g, play, p.seat, 2);
      expect(seconds.length).toBeGreaterThanOrEqual(1);
      expect(seconds.length).toBeLessThanOrEqual(2);
      expect(new Set(seconds).size).toBe(seconds.length);
      if (seconds[0] !== null) withSecond++;
    }
    // Most first plays leave the turn open (an action or a minion still to play, or "end").
    expect(withSecond).toBeGreaterThan(0);
  });

  it("plays each first play out with its second plays: more playouts than the default, a legal answer", () => {
    const positions = mainPositions(6, 4, 4300);
    let more = 0;
    for (const e of positions) {
      const p = e.prompt;
      if (!p) continue;
      const def = work(e, SMALL);
      const pairs = work(e, { ...SMALL, turnPairs: 2 });
      expect(pairs.playouts).toBeGreaterThanOrEqual(def.playouts);
      // At most two pairs per first play.
      expect(pairs.playouts).toBeLessThanOrEqual(2 * def.playouts);
      if (pairs.playouts > def.playouts) more++;
      expect(p.options.some((o) => o.id === pairs.id)).toBe(true);
      expect(work(e, { ...SMALL, turnPairs: 2 })).toEqual(pairs);
    }
    // Fails if the knob is ignored (the default's playouts everywhere).
    expect(more).toBeGreaterThan(0);
  });

  it("keeps Hard honest: permuted hidden cards change no answer; an all-seeing Hard's do change", () => {
    const { positions, cheatChanged } = checkHonest({ iterations: 6, width: 3, turnPairs: 2 }, 8, 4400);
    expect(positions).toBeGreaterThanOrEqual(12);
    // The test can fail for the right reason: reading the real hidden cards changes answers.
    expect(cheatChanged).toBeGreaterThan(0);
  });
});
