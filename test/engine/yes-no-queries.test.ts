// Stop 40 (issue 22): a talent's or a Special's `can` ("may it be used?") is asked at every prompt
// that could offer it; it now asks a yes/no of the engine instead of building the list its use
// builds: `hasMoveDestination` for `moveDestinations(...).length > 0` (restrictions such as Mo'ai
// included, CS-13) and `anyTarget` for `targets(...).length > 0` (protections included). Each must
// answer what the list answers: checked at every decision of seeded games of every box, for every
// minion in play, for an effect of every seat, with and without a base condition.

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { anyTarget, hasMoveDestination, moveDestinations, targets } from "../../src/engine/api.ts";
import type { AffectKind } from "../../src/engine/defs.ts";
import { cardCtx } from "../../src/engine/effects.ts";
import { allMinions, minionCountOf, minionsOf } from "../../src/engine/state.ts";
import type { GameSetup, GameState, Uid } from "../../src/engine/types.ts";
import { atEveryDecision } from "./seeded-decisions.ts";

interface Seen {
  positions: number;
  /** A minion with another base in play that no move may reach (a restriction or the condition). */
  nowhere: number;
  somewhere: number;
  /** A candidate the filter accepts that a protection keeps out (all of them, for this seat). */
  shieldedOnly: number;
}

const KINDS: AffectKind[] = ["move", "destroy", "counter", "place", "attach", "return"];

function check(g: GameState, seen: Seen): void {
  seen.positions++;
  const minions = allMinions(g);
  for (const p of g.players) {
    for (const m of minions) {
      // An effect of `m`'s card performed by seat `p` (cardCtx with another "you": a Special from hand).
      const ctx = cardCtx(g, m, { you: p.seat });
      const lonely = (b: Uid) => minionCountOf(g, p.seat, b) === 0;
      const odd = (b: Uid) => b % 2 === 1;
      for (const where of [undefined, lonely, odd]) {
        const has = hasMoveDestination(ctx, m, where);
        expect(has).toBe(moveDestinations(ctx, m, where).length > 0);
        if (has) seen.somewhere++;
        else if (g.basesInPlay.length > 1) seen.nowhere++;
      }
    }
    const ctx = cardCtx(g, minions[0] ?? 0, { you: p.seat });
    for (const kind of KINDS) {
      for (const [filter, from] of [
        [() => true, undefined],
        [(u: Uid) => u % 3 !== 0, minionsOf(g, p.seat)],
        [(u: Uid) => u % 2 === 0, undefined],
      ] as [(u: Uid) => boolean, Uid[] | undefined][]) {
        const any = anyTarget(ctx, kind, filter, from);
        expect(any).toBe(targets(ctx, kind, filter, from).length > 0);
        if (!any && (from ?? minions).some(filter)) seen.shieldedOnly++;
      }
      // One minion alone: a protected one is where "some candidate passes the filter" is wrong.
      for (const m of minions) {
        const any = anyTarget(ctx, kind, (u) => u === m);
        expect(any).toBe(targets(ctx, kind, (u) => u === m).length > 0);
        if (!any) seen.shieldedOnly++;
      }
    }
  }
}

describe("yes/no queries answer as the lists they stand for", () => {
  it("at every decision of seeded games of every box, every minion and seat", () => {
    const seen: Seen = { positions: 0, nowhere: 0, somewhere: 0, shieldedOnly: 0 };
    const all = ["core", "monster-smash", "culture-shock", "big-geeky-box"];
    const setups: GameSetup[] = [
      randomSetup(4000, 4, ["core"], 400),
      randomSetup(4001, 4, ["core", "monster-smash"], 400),
      randomSetup(4002, 4, ["core", "big-geeky-box"], 400),
      randomSetup(4003, 4, all, 400),
      // Mo'ai's restriction and the sailing talents, with protections (Dinosaurs, Giant Ants, Geeks).
      {
        seed: 4004,
        players: [
          { factions: ["polynesian-voyagers", "dinosaurs"] },
          { factions: ["giant-ants", "geeks"] },
          { factions: ["ancient-incas", "mad-scientists"] },
        ],
        options: { maxTurns: 400 },
        baseBoxes: ["core", "culture-shock"],
      },
    ];
    atEveryDecision(setups, 40, (g) => check(g, seen));
    // The positions must hold what a wrong answer would get wrong, both ways.
    expect(seen.positions).toBeGreaterThan(1000);
    expect(seen.nowhere).toBeGreaterThan(1000);
    expect(seen.somewhere).toBeGreaterThan(1000);
    expect(seen.shieldedOnly).toBeGreaterThan(20);
  });
});
