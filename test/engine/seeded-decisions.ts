// Plays seeded games with random legal choices and hands the state after every decision to a
// check: the lockstep tests of cheaper readings (counts-without-lists, yes-no-queries) compare
// them with the plain readings at every position of these games.

import "../../cards/index.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameSetup, GameState } from "../../src/engine/types.ts";

/** Game i is chosen with the chooser seeded `chooserSeed + i`, for at most `cap` decisions. */
export function atEveryDecision(
  setups: GameSetup[],
  chooserSeed: number,
  check: (g: GameState) => void,
  cap = 3000,
): void {
  for (const [i, setup] of setups.entries()) {
    const e = Engine.start(setup);
    const rng = makeChooserRng(chooserSeed + i);
    for (let n = 0; e.prompt && n < cap; n++) {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      check(e.g);
    }
  }
}
