// Hard's evaluation at 3-4 players (issue 23): a seat wins by finishing ahead of the strongest
// rival, so Hard weighs its worth against the best rival's alone (`bestWeight` 1), while Normal
// keeps half on the rivals' mean. In 2 players the best rival is the mean: every weight gives the
// same value to the bit, so Hard's 2-player games are unchanged by the weight.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { relative, winChance } from "../../src/ai/evaluate.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";

function state(players: number) {
  return Engine.start(randomSetup(7, players, ["core", "monster-smash"], 50)).g;
}

describe("evaluation against the strongest rival (issue 23, 4 players)", () => {
  it("Hard's search weighs the best rival alone", () => {
    expect(HARD_BUDGET.bestWeight).toBe(1);
  });

  it("with weight 1, a trailing rival's worth does not move the value; with Normal's 0.5 it does", () => {
    const g = state(4);
    // Seat 0 at 8, the leader (seat 2) at 10 (far enough from 15 VP for no urgency); seats 1 and
    // 3 trail at 3 and 5, then at 1 and 2.
    const a = [8, 3, 10, 5];
    const b = [8, 1, 10, 2];
    expect(relative(a, 0, g, 1)).toBe(relative(b, 0, g, 1));
    expect(relative(a, 0, g, 1)).toBe(8 - 10);
    expect(relative(a, 0, g, 0.5)).not.toBe(relative(b, 0, g, 0.5));
    // A point taken from the leader is worth a whole point, not half plus a sixth.
    expect(relative([8, 3, 9, 5], 0, g, 1) - relative(a, 0, g, 1)).toBe(1);
  });

  it("in 2 players every weight gives the same value, to the bit", () => {
    const g = state(2);
    for (const w of [
      [0, 0],
      [7.35, 11.2],
      [3.1, 0.7],
      [14.45, 13.9],
    ])
      for (const seat of [0, 1]) {
        const v = relative(w, seat, g, 0.5);
        expect(relative(w, seat, g, 1)).toBe(v);
        expect(relative(w, seat, g, 0.75)).toBe(v);
      }
  });
});

describe("chance to win at 3-4 players (issue 23, winChance)", () => {
  function withVp(vp: number[]) {
    const g = state(4);
    g.players.forEach((p, s) => {
      p.vp = vp[s] as number;
    });
    return g;
  }

  it("is a distribution over the seats", () => {
    for (const vp of [
      [0, 0, 0, 0],
      [8, 3, 10, 5],
      [14, 2, 13, 0],
    ]) {
      const g = withVp(vp);
      const total = [0, 1, 2, 3].reduce((t, s) => t + winChance(g, s), 0);
      expect(total).toBeCloseTo(1, 9);
      // Far more VP, more chance (the cards in hand and on bases differ by a few VP at most).
      const order = [0, 1, 2, 3].sort((a, b) => (vp[a] as number) - (vp[b] as number));
      if ((vp[order[3] as number] as number) - (vp[order[0] as number] as number) >= 7)
        expect(winChance(g, order[3] as number)).toBeGreaterThan(winChance(g, order[0] as number));
    }
  });

  it("a point to the leader costs more than a point to a trailing rival", () => {
    const base = winChance(withVp([8, 3, 10, 5]), 0);
    const leaderGains = winChance(withVp([8, 3, 11, 5]), 0);
    const trailerGains = winChance(withVp([8, 4, 10, 5]), 0);
    expect(leaderGains).toBeLessThan(trailerGains);
    expect(trailerGains).toBeLessThan(base);
  });

  it("a finished game is won or lost", () => {
    const g = withVp([15, 3, 10, 5]);
    g.result = { winner: 0, reason: "vp", vp: [15, 3, 10, 5] };
    expect(winChance(g, 0)).toBe(1);
    expect(winChance(g, 2)).toBe(0);
  });
});
