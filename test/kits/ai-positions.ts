// Positions for the AI's search tests: main prompts with at least three plays, reached by random
// legal play from seeded all-box games (the seed series keeps each test file's positions its own).

import "../../cards/index.ts";
import { BOXES } from "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";

export const ALL_BOXES = BOXES.map((b) => b.id);

/** `n` main prompts with at least three plays, from random games of `players` seeded `seedBase + s`. */
export function mainPositions(n: number, players: number, seedBase: number): Engine[] {
  const out: Engine[] = [];
  for (let s = 0; out.length < n && s < 4 * n; s++) {
    const e = Engine.start(randomSetup(seedBase + s, players, ALL_BOXES, 40));
    const rng = makeChooserRng(s);
    for (let i = 0; i < 30 + 7 * s || e.prompt?.kind !== "main"; i++) {
      const p = e.prompt;
      if (!p) break;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
    if (e.prompt?.kind === "main" && e.prompt.options.length >= 3) out.push(e);
  }
  return out;
}
