// Stop 39 (issue 22) made a few reads cheaper for the expansions: a seat's minions on a base
// counted without a list (`minionCountOf`), the actions on one base read from that base alone
// (`actionsOn`, CONFLICT-10: attached to it or to a minion on it), and a player's power on a base
// with the abilities in play read once per base (`playerPowerOn`, SCORE-8, APOWER-1/2). Each must
// answer what the plain reading answers, in the same order: checked in lockstep at every decision of
// seeded games of every box, for every seat and every base in play.

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { actionsOn } from "../../src/engine/actions.ts";
import { bonusPowerOn, playerPowerOn, power } from "../../src/engine/power.ts";
import { allActionsInPlay, baseOf, card, minionCountOf, minionsOf } from "../../src/engine/state.ts";
import type { GameSetup, GameState } from "../../src/engine/types.ts";
import { atEveryDecision } from "./seeded-decisions.ts";

interface Seen {
  positions: number;
  /** A seat with two minions or more on one base: a count that stops at the first would show. */
  twoOfOneSeat: number;
  /** An action attached to a minion (read through the minion, not the base's own list). */
  onMinions: number;
}

function check(g: GameState, seen: Seen): void {
  seen.positions++;
  const all = allActionsInPlay(g);
  for (const b of g.basesInPlay) {
    expect(actionsOn(g, b)).toEqual(all.filter((a) => baseOf(g, a) === b));
    for (const m of g.bases[b]?.minions ?? []) {
      if (card(g, m).attached.length > 0) seen.onMinions++;
    }
    for (const p of g.players) {
      const mine = minionsOf(g, p.seat, b);
      expect(minionCountOf(g, p.seat, b)).toBe(mine.length);
      if (mine.length >= 2) seen.twoOfOneSeat++;
      let total = bonusPowerOn(g, p.seat, b);
      for (const m of mine) total += power(g, m);
      expect(playerPowerOn(g, p.seat, b)).toBe(Math.max(total, 0));
    }
  }
}

describe("counts and sums read without building lists answer as the plain reading", () => {
  it("at every decision of seeded games of every box, every seat and base", () => {
    const seen: Seen = { positions: 0, twoOfOneSeat: 0, onMinions: 0 };
    const mixes = [["core"], ["core", "monster-smash"], ["core", "culture-shock"], ["core", "big-geeky-box"]];
    const all = ["core", "monster-smash", "culture-shock", "big-geeky-box"];
    const setups: GameSetup[] = [
      ...mixes.map((boxes, m) => randomSetup(3900 + m, 4, boxes, 400)),
      randomSetup(3910, 3, all, 400),
      randomSetup(3911, 4, all, 400),
      // Every faction whose hooks now count instead of listing, at one table each.
      {
        seed: 3912,
        players: [
          { factions: ["ancient-incas", "vampires"] },
          { factions: ["polynesian-voyagers", "grimms-fairy-tales"] },
          { factions: ["aliens", "robots"] },
        ],
        options: { maxTurns: 400 },
      },
    ];
    atEveryDecision(setups, 39, (g) => check(g, seen));
    // The positions must hold what a wrong reading would get wrong.
    expect(seen.positions).toBeGreaterThan(1000);
    expect(seen.twoOfOneSeat).toBeGreaterThan(100);
    expect(seen.onMinions).toBeGreaterThan(50);
  });
});
