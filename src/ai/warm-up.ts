// Warming a fresh thread before it decides for real: V8 compiles the engine's and the AI's hot
// code while it runs, so the first few hundred decisions of a new worker are several times slower
// than the rest (measured on the loaded machine, 10 four-player Normal games in one thread: a
// play-phase decision's CPU p99 22.6 ms cold, 20.0 ms after a 24-turn warm-up, 15.6 ms after a
// whole game). A worker that plays one whole Normal game first (about 1-1.5 s of CPU, once per
// thread) keeps that cost off the players' (and the arena's) decisions. Pure and seeded: no effect on any
// answer, which depends only on (state, seat, level, seed).

import { randomSetup } from "../drivers/simulate.ts";
import { allFactions } from "../engine/defs.ts";
import { Engine } from "../engine/engine.ts";
import { aiDecide } from "./index.ts";

/** Turn cap of the warm-up game: high enough for the game to end by itself (~35 turns). */
const WARM_UP_TURNS = 200;

/** Plays one 4-player game of Normal seats over the registered boxes (the caller registers
 * the cards, as for any game); returns its decisions (0 when fewer than 8 factions are known). */
export function warmUp(turns = WARM_UP_TURNS): number {
  const boxes = [...new Set(allFactions().map((f) => f.box))];
  if (allFactions().length < 8) return 0;
  const e = Engine.start(randomSetup(0x5eed, 4, boxes, turns));
  let n = 0;
  while (e.prompt) {
    const p = e.prompt;
    const r = e.submit({
      seat: p.seat,
      prompt: p.id,
      choice: aiDecide(e, p.seat, "normal", 0x5eed + p.seat),
    });
    if (!r.ok) break;
    n++;
  }
  return n;
}
