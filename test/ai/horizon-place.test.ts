// Hard's horizon with the fitted value (issue 23, stop 44): a longer `horizon` ends a 4-player
// playout at a play phase's start where Hard's seat stands elsewhere in the order of play (after
// next at horizon 1, next at 2, acting at 3), and the horizon fit must value that end with the
// weights of the place Hard's seat has there, not always the after-next block it had at stop 42.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { cloneState, determinize } from "../../src/ai/determinize.ts";
import { HORIZON_WEIGHTS, PLACE_BASE, seatFeatures, softmax } from "../../src/ai/fitted.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { aiRng } from "../../src/ai/rng.ts";
import { playOut, playoutEnd } from "../../src/ai/search.ts";
import { Engine } from "../../src/engine/engine.ts";
import type { GameState } from "../../src/engine/types.ts";
import { mainPositions } from "../kits/ai-positions.ts";

/** The horizon fit's chance of `seat` computed by hand with the block of place `place` for it. */
function chanceInPlace(g: GameState, seat: number, place: number): number {
  const f = seatFeatures(g);
  const k = PLACE_BASE.length;
  const scores = g.players.map((p) => {
    if (p.out) return Number.NEGATIVE_INFINITY;
    const row = f[p.seat] as number[];
    const d = (p.seat - g.turn.active + g.players.length) % g.players.length;
    let v = d < 3 ? (HORIZON_WEIGHTS[4 * k + d] as number) : 0;
    for (let i = 0; i < k; i++)
      v += (HORIZON_WEIGHTS[d * k + i] as number) * (row[PLACE_BASE[i] as number] as number);
    if (p.seat === seat) expect(d).toBe(place);
    return v;
  });
  return softmax(scores, seat);
}

describe("the horizon fit at longer horizons", () => {
  it("ends a horizon-h playout h+1 turns on, Hard's seat in place (3 − h) mod 4, valued with that place's weights", () => {
    const positions = mainPositions(3, 4, 4410);
    expect(positions.length).toBe(3);
    for (const e of positions) {
      const p = e.prompt;
      if (!p) throw new Error("no prompt");
      for (const horizon of [1, 2, 3]) {
        const b = { ...HARD_BUDGET, horizon };
        const { stop, model, value } = playoutEnd(e.g, p.seat, b);
        const d = determinize(e.g, p.seat, aiRng(7, horizon), p.shown ?? [], false);
        const x = Engine.fromState(cloneState(d));
        const q = x.prompt;
        if (!q) throw new Error("no prompt");
        expect(x.submit({ seat: q.seat, prompt: q.id, choice: ["end"] }).ok).toBe(true);
        playOut(x, stop, aiRng(7, 10 + horizon), b.noise, model);
        if (x.g.result) continue;
        expect(x.g.turn.number).toBe(e.g.turn.number + horizon + 1);
        const place = 3 - horizon;
        expect(value(x.g)).toBeCloseTo(chanceInPlace(x.g, p.seat, place), 12);
      }
    }
  });
});
