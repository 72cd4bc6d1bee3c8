// Hard's horizon by table size (issue 23, stop 44): at 4 players its playouts run through the turn
// of the seat after next (`fourPlayerHorizon` 2, measured there: docs/ai-experiments.md "Stop 44"),
// at 2 and 3 players through the next player's turn as before, and a budget that names `horizon`
// (the arena's override) gets that horizon at every size. The playout tests fail if the 4-player
// default is ignored (the playout stops a turn early) or leaks to 3 players (one turn late).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { cloneState, determinize } from "../../src/ai/determinize.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { aiRng } from "../../src/ai/rng.ts";
import { horizonOf, playOut, playoutEnd, type SearchBudget } from "../../src/ai/search.ts";
import { Engine } from "../../src/engine/engine.ts";
import { mainPositions, SMALL_HARD as SMALL, sampledWork as work } from "../kits/ai-positions.ts";

/** The turn a playout from `e`'s main prompt under `budget` stops at ("end" played first), or null at a game's end. */
function stopTurn(e: Engine, budget: SearchBudget, salt: number): number | null {
  const p = e.prompt;
  if (!p) throw new Error("no prompt");
  const { stop, model } = playoutEnd(e.g, p.seat, budget);
  const x = Engine.fromState(cloneState(determinize(e.g, p.seat, aiRng(9, salt), p.shown ?? [], false)));
  const q = x.prompt;
  if (!q) throw new Error("no prompt");
  expect(x.submit({ seat: q.seat, prompt: q.id, choice: ["end"] }).ok).toBe(true);
  playOut(x, stop, aiRng(9, 100 + salt), budget.noise, model);
  return x.g.result ? null : x.g.turn.number;
}

describe("Hard's horizon by table size", () => {
  it("is 2 at 4 players and 1 at 2 and 3 by default; a named horizon applies at every size", () => {
    expect(HARD_BUDGET.horizon).toBeUndefined();
    expect(HARD_BUDGET.fourPlayerHorizon).toBe(2);
    expect([2, 3, 4].map((n) => horizonOf(HARD_BUDGET, n))).toEqual([1, 1, 2]);
    expect([2, 3, 4].map((n) => horizonOf({ ...HARD_BUDGET, horizon: 1 }, n))).toEqual([1, 1, 1]);
    expect([2, 3, 4].map((n) => horizonOf({ ...HARD_BUDGET, horizon: 3 }, n))).toEqual([3, 3, 3]);
  });

  it("plays a 4-player playout out three turns on, a 3-player one two turns on", () => {
    let checked = 0;
    for (const [players, turns] of [
      [4, 3],
      [3, 2],
    ] as const) {
      for (const [i, e] of mainPositions(3, players, 4440 + players * 10).entries()) {
        const end = stopTurn(e, HARD_BUDGET, i);
        if (end === null) continue;
        expect(end).toBe(e.g.turn.number + turns);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("searches at 4 players as the measured `horizon: 2` arm did, and at 3 players as horizon 1", () => {
    const [e4] = mainPositions(1, 4, 4460);
    const [e3] = mainPositions(1, 3, 4470);
    if (!e4 || !e3) throw new Error("no position");
    expect(work(e4, SMALL)).toEqual(work(e4, { ...SMALL, horizon: 2 }));
    expect(work(e3, SMALL)).toEqual(work(e3, { ...SMALL, horizon: 1 }));
  });
});
